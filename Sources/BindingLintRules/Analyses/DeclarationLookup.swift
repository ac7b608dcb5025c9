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
      let parent = declaration.parent
      guard parent >= 0, tree.declarations[parent].kind.isTypeLike else { continue }
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
      for index in members where Self.isValueDeclaration(tree.declarations[index]) {
        table[MemberKey(type: type, name: tree.text(tree.declarations[index].nameToken)), default: []].append(index)
      }
    }
    return table
  }()

  /// Name text → every property, constant and function of the file with that name.
  private lazy var valuesByName: [String: [Int]] = {
    var table: [String: [Int]] = [:]
    for (index, declaration) in tree.declarations.enumerated() where Self.isValueDeclaration(declaration) {
      table[tree.text(declaration.nameToken), default: []].append(index)
    }
    return table
  }()

  /// Extended qualified name → the extensions with a body.
  private lazy var extensionsByName: [String: [Int]] = {
    var table: [String: [Int]] = [:]
    for (index, declaration) in tree.declarations.enumerated()
    where declaration.kind == .extension && declaration.body >= 0 && tree.partner(declaration.body) > declaration.body {
      table[tree.qualifiedName(of: index), default: []].append(index)
    }
    return table
  }()

  static func isValueDeclaration(_ declaration: Declaration) -> Bool {
    declaration.nameToken >= 0 && (declaration.kind == .variable || declaration.kind == .constant || declaration.kind == .function)
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
    members(ofType: qualifiedName).lazy.map { self.tree.declarations[$0] }.first { declaration in
      (declaration.kind == .variable || declaration.kind == .constant) && self.tree.name(of: declaration) == name
    }
  }

  /// The properties, constants and functions of type `qualifiedName` spelled like token
  /// `name`, in source order.
  func valueMembers(ofType qualifiedName: String, named name: Int) -> [Int] {
    (valueMembers[MemberKey(type: qualifiedName, name: tree.text(name))] ?? []).filter { tree.sameText(tree.declarations[$0].nameToken, name) }
  }

  /// Every property, constant and function spelled like token `name`, in source order.
  func values(named name: Int) -> [Int] {
    (valuesByName[tree.text(name)] ?? []).filter { tree.sameText(tree.declarations[$0].nameToken, name) }
  }

  /// The token ranges where a member of the type around declaration `index` can be used:
  /// that type's body and the bodies of extensions of it in this file; for a local
  /// declaration, the body it sits in.
  func memberUsageRanges(of index: Int) -> [Range<Int>] {
    let parent = tree.declarations[index].parent
    guard parent >= 0 else { return [0..<tree.tokenCount] }
    var ranges: [Range<Int>] = []
    let owner = tree.declarations[parent]
    if owner.body >= 0, tree.partner(owner.body) > owner.body { ranges.append(owner.body..<(tree.partner(owner.body) + 1)) }
    guard owner.kind.isTypeLike else { return ranges }
    for other in extensionsByName[tree.qualifiedName(of: parent)] ?? [] where other != parent {
      let body = tree.declarations[other].body
      ranges.append(body..<(tree.partner(body) + 1))
    }
    return ranges
  }
}
