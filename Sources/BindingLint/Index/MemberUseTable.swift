/// The index's side of `TypeFacts+MemberUses`: calls and extension mentions by type name
/// (last component), each list in input order so answers do not depend on which round of
/// on-demand parsing brought a file in.
///
/// Kept compact, since it holds every labeled call of every parsed file for the whole run:
/// a call is a file number, a line and its joined labels (24 bytes; the type name is the
/// table's key), and a file's path, project and input order are stored once.
struct MemberUseTable: Sendable {
  struct File: Sendable {
    let path: String
    let project: String?
    /// The file's place in input order.
    let order: Int
  }

  struct Call: Sendable {
    /// Index into `files`.
    let file: Int32
    let line: UInt32
    /// `LabeledCall.joinedLabels`.
    let labels: String
  }

  struct Mention: Sendable {
    let file: Int32
    let mentions: ExtensionMentions
  }

  private(set) var files: [File] = []
  private var calls: [String: [Call]] = [:]
  private var extensions: [String: [Mention]] = [:]

  mutating func add(_ facts: TypeFacts, order: Int) {
    guard !facts.labeledCalls.isEmpty || !facts.extensionMentions.isEmpty else { return }
    let file = Int32(files.count)
    files.append(File(path: facts.path ?? "", project: facts.project, order: order))
    for call in facts.labeledCalls {
      // Lines fit: a file is under 4 GiB.
      Self.insert(Call(file: file, line: UInt32(truncatingIfNeeded: call.line), labels: call.joinedLabels), order: order, into: &calls[call.typeName, default: []], files: files)
    }
    for mention in facts.extensionMentions {
      Self.insert(Mention(file: file, mentions: mention), order: order, into: &extensions[TypeIndex.lastComponent(mention.extendedName), default: []], files: files)
    }
  }

  /// Calls of types whose last name component is `typeName`, in files of `project`.
  func calls(of typeName: String, in project: String?) -> [Call] {
    (calls[typeName] ?? []).filter { files[Int($0.file)].project == project }
  }

  /// Extensions of types whose last name component is `typeName`, in files of `project`.
  func extensions(of typeName: String, in project: String?) -> [Mention] {
    (extensions[typeName] ?? []).filter { files[Int($0.file)].project == project }
  }

  func path(of file: Int32) -> String { files[Int(file)].path }

  /// Inserts `item` of a file at `order` in input order after the items of files before
  /// it or at it. Static, with `files` passed in: a method on `self` would copy the table
  /// for every item while one of its lists is being changed.
  private static func insert<Item: FiledMemberUse>(_ item: Item, order: Int, into list: inout [Item], files: [File]) {
    // Files come in input order but for the ones parsed on demand: most items go last.
    if list.last.map({ files[Int($0.file)].order <= order }) ?? true {
      list.append(item)
      return
    }
    let position = list.lastIndex { files[Int($0.file)].order <= order }.map { $0 + 1 } ?? 0
    list.insert(item, at: position)
  }
}

/// A member use that names its file in the table.
protocol FiledMemberUse {
  var file: Int32 { get }
}

extension MemberUseTable.Call: FiledMemberUse {}
extension MemberUseTable.Mention: FiledMemberUse {}
