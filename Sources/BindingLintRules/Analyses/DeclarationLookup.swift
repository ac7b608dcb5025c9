import BindingLintSyntax

/// Declarations of one file found by name instead of by a scan of every declaration: a
/// rule asking once per alert or property "which members does this type have" made a
/// 50 MB file of generated views take minutes. Each table is built on first use, in one
/// pass over the declarations, and answers in source order, as the scans it replaces did.
///
/// One lookup serves one rule's `check` of one file (it is not shared between threads).
final class DeclarationLookup {
  let tree: SyntaxTree

  init(_ tree: SyntaxTree) { self.tree = tree }

  /// Type (or extension) qualified name → the declarations directly inside it.
  private(set) lazy var membersByType: [String: [Int]] = {
    var table: [String: [Int]] = [:]
    var names: [Int: String] = [:]
    for (index, declaration) in tree.declarations.enumerated() {
      guard let parent = declaration.parent, tree.declarations[parent].kind.isTypeLike else { continue }
      let name = names[parent] ?? tree.qualifiedName(of: parent)
      names[parent] = name
      table[name, default: []].append(index)
    }
    return table
  }()

  /// A type's qualified name and a member's name text.
  private struct MemberKey: Hashable {
    let type: String
    let name: String
  }

  /// Type and name → the type's properties, constants and functions of that name.
  private lazy var valueMembers: [MemberKey: [Int]] = {
    var table: [MemberKey: [Int]] = [:]
    for (type, members) in membersByType {
      for index in members {
        guard let name = Self.valueName(of: tree.declarations[index]) else { continue }
        table[MemberKey(type: type, name: tree.text(name)), default: []].append(index)
      }
    }
    return table
  }()

  /// Name text → every property, constant and function of the file with that name.
  private lazy var valuesByName: [String: [Int]] = {
    var table: [String: [Int]] = [:]
    for (index, declaration) in tree.declarations.enumerated() {
      guard let name = Self.valueName(of: declaration) else { continue }
      table[tree.text(name), default: []].append(index)
    }
    return table
  }()

  /// Extended qualified name → the extensions with a body.
  private lazy var extensionsByName: [String: [Int]] = {
    var table: [String: [Int]] = [:]
    for (index, declaration) in tree.declarations.enumerated() where declaration.kind == .extension {
      guard let body = declaration.body, tree.closingBracket(of: body) != nil else { continue }
      table[tree.qualifiedName(of: index), default: []].append(index)
    }
    return table
  }()

  /// The name token of a property, constant or function; nil for other declarations.
  private static func valueName(of declaration: Declaration) -> Int? {
    guard declaration.kind == .variable || declaration.kind == .constant || declaration.kind == .function else { return nil }
    return declaration.nameToken
  }

  /// Declarations directly inside a type (or an extension) named `qualifiedName`, in source order.
  func members(ofType qualifiedName: String) -> [Int] { membersByType[qualifiedName] ?? [] }

  /// The stored properties of type `qualifiedName` (its declarations and extensions in
  /// this file) that carry an attribute, with the first attribute's name token; worked out
  /// once per type (a rule asks again for each of a type's initializers).
  func wrappedProperties(ofType qualifiedName: String) -> [String: Int] {
    if let known = wrappedPropertiesByType[qualifiedName] { return known }
    var result: [String: Int] = [:]
    for index in members(ofType: qualifiedName) {
      let declaration = tree.declarations[index]
      guard declaration.kind == .variable || declaration.kind == .constant,
        let attribute = tree.attributes(of: declaration).first
      else { continue }
      result[tree.name(of: declaration)] = attribute.nameToken
    }
    wrappedPropertiesByType[qualifiedName] = result
    return result
  }

  private var wrappedPropertiesByType: [String: [String: Int]] = [:]

  /// The first stored property `name` of type `qualifiedName` in this file.
  func storedProperty(named name: String, inType qualifiedName: String) -> Declaration? {
    storedPropertyIndex(named: name, inType: qualifiedName).map { tree.declarations[$0] }
  }

  /// The index of `storedProperty(named:inType:)`'s declaration.
  func storedPropertyIndex(named name: String, inType qualifiedName: String) -> Int? {
    members(ofType: qualifiedName).first { number in
      let declaration = self.tree.declarations[number]
      return (declaration.kind == .variable || declaration.kind == .constant) && self.tree.name(of: declaration) == name
    }
  }

  /// The properties, constants and functions of type `qualifiedName` spelled like token
  /// `name`, in source order.
  func valueMembers(ofType qualifiedName: String, named name: Int) -> [Int] {
    (valueMembers[MemberKey(type: qualifiedName, name: tree.text(name))] ?? []).filter { isSpelled(name, by: $0) }
  }

  /// Every property, constant and function spelled like token `name`, in source order.
  func values(named name: Int) -> [Int] {
    (valuesByName[tree.text(name)] ?? []).filter { isSpelled(name, by: $0) }
  }

  /// Whether declaration `index`'s name spells the same bytes as token `name` (the tables
  /// key on text with escapes removed; `` `default` `` and `default` differ here).
  private func isSpelled(_ name: Int, by index: Int) -> Bool {
    tree.declarations[index].nameToken.map { tree.sameText($0, name) } ?? false
  }

  /// The token ranges where a member of the type around declaration `index` can be used:
  /// that type's body and the bodies of extensions of it in this file, without the types
  /// declared inside them (a nested view's own `model` is not the outer one's: review49
  /// P2); for a local declaration, the body it sits in.
  func memberUsageRanges(of index: Int) -> [Range<Int>] {
    guard let parent = tree.declarations[index].parent else { return [0..<tree.tokenCount] }
    var ranges: [Range<Int>] = []
    let owner = tree.declarations[parent]
    if let body = owner.body, let close = tree.closingBracket(of: body) { ranges += withoutNestedTypes(body..<(close + 1), of: parent) }
    guard owner.kind.isTypeLike else { return ranges }
    for other in extensionsByName[tree.qualifiedName(of: parent)] ?? [] where other != parent {
      // Only extensions with a closed body are in the table.
      guard let body = tree.declarations[other].body, let close = tree.closingBracket(of: body) else { continue }
      ranges += withoutNestedTypes(body..<(close + 1), of: other)
    }
    return ranges
  }

  /// `range` (the body of type or extension `owner`) less the spans of the nominal types
  /// declared directly inside it.
  private func withoutNestedTypes(_ range: Range<Int>, of owner: Int) -> [Range<Int>] {
    guard tree.declarations[owner].kind.isTypeLike else { return [range] }
    var pieces: [Range<Int>] = []
    var start = range.lowerBound
    var k = owner + 1
    while k < tree.declarations.count && tree.declarations[k].firstToken < range.upperBound {
      let declaration = tree.declarations[k]
      if declaration.parent == owner, declaration.kind.isNominalType, declaration.firstToken >= start {
        if declaration.firstToken > start { pieces.append(start..<declaration.firstToken) }
        start = declaration.lastToken + 1
      }
      k += 1
    }
    if start < range.upperBound { pieces.append(start..<range.upperBound) }
    return pieces
  }
}
