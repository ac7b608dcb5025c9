import BindingLintSyntax

/// The index's side of `TypeFacts+MemberUses`: calls and extension mentions by type name
/// (last component), each list in input order so answers do not depend on which round of
/// on-demand parsing brought a file in.
///
/// Kept compact, since it holds every labeled call of every parsed file for the whole run:
/// a call is a file number, a line, the number of its list of labels and its traits (16
/// bytes; the type name is the table's key); a file's path, project and input order, and each
/// distinct list of labels (a few thousand in a tree: `action`, `systemName`), are
/// stored once.
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
    /// Index into `labelLists`.
    let labels: Int32
    let traits: CallTraits
  }

  /// A call as `argumentCallees` knows it: few calls call a method in an argument, so the
  /// methods are kept beside the calls rather than in every record.
  struct CallKey: Hashable, Sendable {
    let file: Int32
    let line: UInt32
    let labels: Int32

    init(_ call: Call) {
      file = call.file
      line = call.line
      labels = call.labels
    }
  }

  struct Mention: Sendable {
    let file: Int32
    let mentions: ExtensionMentions
  }

  private(set) var files: [File] = []
  /// Each distinct `LabeledCall.joinedLabels`, and its index.
  private(set) var labelLists: [String] = []
  private var labelListNumbers: [Int: Int32] = [:]
  private var calls: [String: [Call]] = [:]
  /// By the called type's name, then by call: the method an argument calls. Two calls of
  /// one type on one line with the same labels share an entry (the first call's).
  private var argumentCallees: [String: [CallKey: ArgumentCallee]] = [:]
  /// By the called type's name, then by call: the label positions (bits) that pass a
  /// life-long reference. Two calls of one type on one line with the same labels share an
  /// entry (their positions joined: either may pass it).
  private var stableArguments: [String: [CallKey: UInt64]] = [:]
  /// By the called type's name, then by call: the qualified name of the nested type the call
  /// builds (`TypeFacts.nestedCallTargets`; few calls have one).
  private var nestedTargets: [String: [CallKey: String]] = [:]
  /// By the called type's name, then by call: the caller's never-changed own `@State` its
  /// arguments pass (`TypeFacts.steadySources`; few calls have one). Two calls of one type
  /// on one line with the same labels share an entry (the first call's).
  private var steadySources: [String: [CallKey: [SteadySource]]] = [:]
  /// By the called type's name, then by call: the label positions (bits) that pass an
  /// empty construction (`TypeFacts.emptyConstructions`), joined like `stableArguments`.
  private var emptyConstructions: [String: [CallKey: UInt16]] = [:]
  private var extensions: [String: [Mention]] = [:]

  mutating func add(_ facts: TypeFacts, order: Int) {
    guard !facts.labeledCalls.isEmpty || !facts.extensionMentions.isEmpty else { return }
    let file = Int32(files.count)
    files.append(File(path: facts.path ?? "", project: facts.project, order: order))
    for (position, labeled) in facts.labeledCalls.enumerated() {
      // Lines fit: a file is under 4 GiB.
      let call = Call(file: file, line: UInt32(truncatingIfNeeded: labeled.line), labels: labelListNumber(labeled.joinedLabels), traits: labeled.traits)
      let key = CallKey(call)
      if let callee = facts.argumentCallees[position], argumentCallees[labeled.typeName]?[key] == nil {
        argumentCallees[labeled.typeName, default: [:]][key] = callee
      }
      if let sources = facts.steadySources[position], steadySources[labeled.typeName]?[key] == nil {
        steadySources[labeled.typeName, default: [:]][key] = sources
      }
      if let target = facts.nestedCallTargets[position] { nestedTargets[labeled.typeName, default: [:]][key] = target }
      if let stable = facts.stableArguments[position] { stableArguments[labeled.typeName, default: [:]][key, default: 0] |= stable }
      if let empty = facts.emptyConstructions[position] { emptyConstructions[labeled.typeName, default: [:]][key, default: 0] |= empty }
      Self.insert(call, order: order, into: &calls[labeled.typeName, default: []], files: files)
    }
    for mention in facts.extensionMentions {
      Self.insert(Mention(file: file, mentions: mention), order: order, into: &extensions[TypeIndex.lastComponent(mention.extendedName), default: []], files: files)
    }
  }

  /// Calls of types whose last name component is `typeName`, in files of `project`.
  func calls(of typeName: String, in project: String?) -> [Call] {
    (calls[typeName] ?? []).filter { files[Int($0.file)].project == project }
  }

  /// `calls(of:in:)` without the calls that build a nested namesake of `qualifiedName`
  /// (a call inside `Viewer` of its own `CodeView` does not build a top-level `CodeView`).
  func calls(of typeName: String, building qualifiedName: String, in project: String?) -> [Call] {
    let all = calls(of: typeName, in: project)
    guard let targets = nestedTargets[typeName] else { return all }
    return all.filter { call in
      targets[CallKey(call)].map { $0 == qualifiedName || qualifiedName.hasSuffix("." + $0) } ?? true
    }
  }

  /// Extensions of types whose last name component is `typeName`, in files of `project`.
  func extensions(of typeName: String, in project: String?) -> [Mention] {
    (extensions[typeName] ?? []).filter { files[Int($0.file)].project == project }
  }

  func path(of file: Int32) -> String { files[Int(file)].path }

  /// Whether `call` passes `label`.
  func passes(_ call: Call, _ label: String) -> Bool { LabeledCall.passes(label, labelLists[Int(call.labels)]) }

  /// Whether `call` passes `label` a fixed value (a literal or a construction).
  func passesFixedValue(_ call: Call, _ label: String) -> Bool {
    LabeledCall.position(of: label, labelLists[Int(call.labels)]).map { call.traits.isFixedArgument(at: $0) } ?? false
  }

  /// The method `call` (of type `typeName`) calls in its argument for `label`, if one was
  /// recorded there.
  func argumentCallee(_ call: Call, of typeName: String, _ label: String) -> String? {
    guard let callees = argumentCallees[typeName],
      let callee = callees[CallKey(call)]
    else { return nil }
    return LabeledCall.position(of: label, labelLists[Int(call.labels)]) == callee.position ? callee.name : nil
  }

  /// The caller's own never-changed `@State` that `call` (of type `typeName`) passes `label`.
  func steadySource(_ call: Call, of typeName: String, _ label: String) -> SteadySource? {
    guard let sources = steadySources[typeName]?[CallKey(call)],
      let position = LabeledCall.position(of: label, labelLists[Int(call.labels)])
    else { return nil }
    return sources.first { $0.position == position }
  }

  /// Whether `call` (of type `typeName`) passes `label` a reference its caller holds for
  /// its whole life.
  func passesStableReference(_ call: Call, of typeName: String, _ label: String) -> Bool {
    stableBits(call, of: typeName, label).map { $0.mask & StableArguments.stableBit($0.position) != 0 } ?? false
  }

  /// Whether `call` (of type `typeName`) passes `label` the caller's own `@State` that its
  /// file never reassigns.
  func passesSteadyOwnState(_ call: Call, of typeName: String, _ label: String) -> Bool {
    stableBits(call, of: typeName, label).map { $0.mask & StableArguments.steadyStateBit($0.position) != 0 } ?? false
  }

  /// Whether `call` (of type `typeName`) passes `label` a property of the caller that its
  /// file replaces whole.
  func passesReplacedProperty(_ call: Call, of typeName: String, _ label: String) -> Bool {
    stableBits(call, of: typeName, label).map { $0.mask & StableArguments.replacedBit($0.position) != 0 } ?? false
  }

  /// Whether `call` (of type `typeName`) passes `label` a value read from the context of a
  /// `TimelineView` around the call.
  func passesTickingValue(_ call: Call, of typeName: String, _ label: String) -> Bool {
    stableBits(call, of: typeName, label).map { $0.mask & StableArguments.tickingBit($0.position) != 0 } ?? false
  }

  private func stableBits(_ call: Call, of typeName: String, _ label: String) -> (mask: UInt64, position: Int)? {
    guard let mask = stableArguments[typeName]?[CallKey(call)],
      let position = LabeledCall.position(of: label, labelLists[Int(call.labels)]), position < 16
    else { return nil }
    return (mask, position)
  }

  /// Whether `call` (of type `typeName`) passes `label` a construction with an empty
  /// argument list (`Model()`, `.init()`).
  func passesEmptyConstruction(_ call: Call, of typeName: String, _ label: String) -> Bool {
    guard let mask = emptyConstructions[typeName]?[CallKey(call)],
      let position = LabeledCall.position(of: label, labelLists[Int(call.labels)]), position < 16
    else { return false }
    return mask & (1 << UInt16(position)) != 0
  }

  /// Whether `call` passes `label` the name of an object built just upstream.
  func passesUpstreamObject(_ call: Call, _ label: String) -> Bool {
    LabeledCall.position(of: label, labelLists[Int(call.labels)]).map { call.traits.isUpstreamObject(at: $0) } ?? false
  }

  /// The number of `joined` in `labelLists`, added if new. Found by a hash of its bytes
  /// (`String`'s own hashing and comparison cost a thousand instructions a call here); a
  /// list whose hash is another's is stored again rather than mistaken for it.
  private mutating func labelListNumber(_ joined: String) -> Int32 {
    var joined = joined
    let (hash, known) = joined.withUTF8 { bytes -> (Int, Int32?) in
      let hash = Self.hash(bytes)
      guard let known = labelListNumbers[hash] else { return (hash, nil) }
      var stored = labelLists[Int(known)]
      let same = stored.withUTF8 { $0.count == bytes.count && $0.elementsEqual(bytes) }
      return (hash, same ? known : nil)
    }
    if let known { return known }
    let number = Int32(labelLists.count)
    labelLists.append(joined)
    if labelListNumbers[hash] == nil { labelListNumbers[hash] = number }
    return number
  }

  /// FNV-1a over `bytes`.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    return Int(truncatingIfNeeded: hash)
  }

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
