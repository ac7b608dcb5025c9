/// The index's side of `TypeFacts+MemberUses`: calls and extension mentions by type name
/// (last component), each list in input order so answers do not depend on which round of
/// on-demand parsing brought a file in.
struct MemberUseTable: Sendable {
  struct Located<Fact: Sendable>: Sendable {
    let path: String
    let project: String?
    let fact: Fact
    let order: Int
  }

  var calls: [String: [Located<LabeledCall>]] = [:]
  var extensions: [String: [Located<ExtensionMentions>]] = [:]

  mutating func add(_ file: TypeFacts, order: Int) {
    let path = file.path ?? ""
    for call in file.labeledCalls {
      Self.insert(Located(path: path, project: file.project, fact: call, order: order), into: &calls[call.typeName, default: []])
    }
    for mention in file.extensionMentions {
      let key = TypeIndex.lastComponent(mention.extendedName)
      Self.insert(Located(path: path, project: file.project, fact: mention, order: order), into: &extensions[key, default: []])
    }
  }

  private static func insert<Fact>(_ item: Located<Fact>, into list: inout [Located<Fact>]) {
    // Files come in input order but for the ones parsed on demand: most items go last.
    if list.last.map({ $0.order <= item.order }) ?? true {
      list.append(item)
      return
    }
    let position = list.lastIndex { $0.order <= item.order }.map { $0 + 1 } ?? 0
    list.insert(item, at: position)
  }
}
