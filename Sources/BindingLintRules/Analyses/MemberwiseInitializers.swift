import BindingLintSyntax

/// Which structs of a file have Swift's memberwise initializer: those whose body declares
/// no `init` (one in an extension keeps it). A caller can then pass every stored property,
/// wrapped state included. The file's initializers are read once, at the first question: a
/// scan per property would make a file of many views quadratic.
struct MemberwiseInitializers {
  private var typesDeclaringInit: Set<Int>?

  /// Whether type declaration `type` of `tree` is a struct with a memberwise initializer.
  mutating func has(_ type: Int, in tree: SyntaxTree) -> Bool {
    guard tree.declarations[type].kind == .struct else { return false }
    if typesDeclaringInit == nil { typesDeclaringInit = Set(tree.declarations.lazy.filter { $0.kind == .initializer }.compactMap(\.parent)) }
    return !(typesDeclaringInit?.contains(type) ?? false)
  }
}
