import BindingLintSyntax

/// What initializers in extensions assign, kept in a file's facts: `state_initialized_twice`
/// checks an `@State` default against initializers in any file, and an extension in another
/// file is seen only through the index.
package struct ExtensionInitAssignment: Sendable, Equatable {
  /// The extended type as written (`Composer`, `Screens.Detail`).
  package var extendedName: String
  /// The property, without the wrapper's `_`.
  package var property: String
  /// 1-based line of the assignment in the file.
  package var line: Int
}

extension TypeFacts {
  /// The assignments of every initializer declared directly in an extension of `tree`,
  /// but for one in a `#if DEBUG` branch: a test or preview seam release builds lack, where
  /// the default is the value users get (set 98 D10–D13).
  static func extensionInitAssignments(in tree: SyntaxTree) -> [ExtensionInitAssignment] {
    var result: [ExtensionInitAssignment] = []
    var lines: LineTable? = nil
    var debugBranches: [Range<Int>]?
    for (index, declaration) in tree.declarations.enumerated() where declaration.kind == .initializer {
      guard let parent = declaration.parent, tree.declarations[parent].kind == .extension else { continue }
      guard !tree.delegatesToSelfInit(index) else { continue }
      if debugBranches == nil { debugBranches = tree.debugOnlyBranches() }
      if debugBranches?.contains(where: { $0.contains(declaration.firstToken) }) ?? false { continue }
      let assignments = tree.assignments(inInitializer: index).filter { !$0.keepsDefaultAsFallback }
      guard !assignments.isEmpty else { continue }
      if lines == nil { lines = LineTable(tree.source.bytes) }
      let extended = tree.qualifiedName(of: parent)
      for assignment in assignments {
        let line = lines!.location(of: tree.startOffset(assignment.token)).line
        result.append(ExtensionInitAssignment(extendedName: extended, property: assignment.property, line: line))
      }
    }
    return result
  }
}

extension TypeIndex {
  /// Where initializers in extensions of `typeName` (as the extension writes it) assign
  /// `property`, in `project`, in input order: (file, line). Asks under `+Name`, the key
  /// `DeclaredNames` files every extension under.
  package func extensionInitAssignments(to property: String, of typeName: String, in project: String?) -> [(path: String, line: Int)] {
    log?.record(UInt8(ascii: "+"), Self.lastComponent(typeName))
    return (initAssignments[typeName] ?? []).filter { $0.project == project && $0.assignment.property == property }
      .map { ($0.path, $0.assignment.line) }
  }

  struct LocatedInitAssignment: Sendable, InputOrdered {
    let path: String
    let project: String?
    let assignment: ExtensionInitAssignment
    /// The file's place in input order: the table keeps each name's list in it, so the
    /// answer does not depend on which round of on-demand parsing added the file.
    let order: Int
  }
}
