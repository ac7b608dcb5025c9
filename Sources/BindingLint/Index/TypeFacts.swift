/// What one file contributes to the project-wide type index: the types it declares (with
/// kind, attributes and inheritance) and the conformances its extensions add. Small values
/// of names only, so the engine can keep every file's facts while the file itself is gone.
public struct TypeFacts: Sendable {
  public struct DeclaredType: Sendable, Equatable {
    /// `Outer.Inner`, as nested in the file (extensions contribute their extended name).
    public var qualifiedName: String
    public var kind: Declaration.Kind
    /// Attribute names without `@` (`Observable`, `MainActor`).
    public var attributes: [String]
    /// Inherited type names, the last component only (`View` for `SwiftUI.View`).
    public var inherited: [String]
  }

  public struct ExtensionFact: Sendable, Equatable {
    /// The extended type as written (`Foo`, `Outer.Inner`).
    public var extendedName: String
    public var inherited: [String]
  }

  public var project: String?
  public var types: [DeclaredType] = []
  public var extensions: [ExtensionFact] = []

  public init(project: String?) { self.project = project }

  public init(tree: SyntaxTree, project: String?) {
    self.project = project
    for (index, declaration) in tree.declarations.enumerated() where declaration.kind.isTypeLike {
      let inherited = tree.inheritance(of: declaration).map { SyntaxTree.unescaped(tree.text($0.nameToken)) }
      if declaration.kind == .extension {
        let name = tree.name(of: declaration)
        if !inherited.isEmpty { extensions.append(ExtensionFact(extendedName: name, inherited: inherited)) }
      } else {
        let attributes = tree.attributes(of: declaration).map { tree.text($0.nameToken) }
        types.append(DeclaredType(
          qualifiedName: tree.qualifiedName(of: index), kind: declaration.kind,
          attributes: attributes, inherited: inherited))
      }
    }
  }
}
