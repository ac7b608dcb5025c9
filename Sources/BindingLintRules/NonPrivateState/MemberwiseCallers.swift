import BindingLintIndex

/// How safe `non_private_state`'s fix is, once the index knows every file: who builds the
/// view through its memberwise initializer passing the property, and which extensions in
/// other files use the property. What `private` does (checked with swiftc 6.3):
///
/// - a wrapped property with a default value leaves the memberwise initializer: a caller
///   passing it gets "extra argument";
/// - without a default, the whole memberwise initializer becomes `private`: every caller
///   outside the type (and its same-file extensions) gets "initializer is inaccessible";
/// - an explicit `init` in the type's body means there is no memberwise initializer;
/// - an extension in another file can no longer use the property.
enum MemberwiseCallers {
  static func decide(
    _ finding: Finding, property: String, typeName: String, memberwise: Bool, path: String, project: String?, index: TypeIndex
  ) -> PendingFinding.Decision {
    let simpleName = TypeIndex.lastComponent(typeName)
    let callers = memberwise ? index.labeledCalls(of: typeName, passing: property, in: project) : []
    // A parent in another file before a call in this one, which is most often a preview.
    if let caller = callers.first(where: { $0.path != path }) ?? callers.first {
      let place = caller.path == path ? "line \(caller.line)" : "\(caller.path):\(caller.line)"
      let wrapper = finding.message.prefix { $0 != " " }
      return .revise(
        message: "\(wrapper) property '\(property)' is passed in through the memberwise initializer "
          + "('\(simpleName)(…\(property):…)' at \(place)); SwiftUI keeps the first value and ignores later ones",
        help: (wrapper == "'@StateObject'"
          ? "if the parent owns the object, declare '@ObservedObject var \(property)' and pass it; "
          : "if the parent owns the value, declare '@Binding var \(property)' and pass a binding to the parent's state; ")
          + "if it only seeds it, keep passing it and key the view by the value at the call ('.id(…)') so a new value "
          + "starts new state; making it 'private' would break that call",
        fix: nil,
        related: [RelatedLocation(
          line: caller.line, message: "'\(simpleName)' is built here with '\(property):'", path: caller.path == path ? nil : caller.path)])
    }
    guard let fix = finding.fix,
      let user = index.extensionsMentioning(property, of: typeName, in: project, outside: path).first
    else { return .keep }
    let place = "\(user.path):\(user.line)"
    return .revise(
      message: finding.message,
      help: finding.help + "; the fix is unsafe: the extension at \(place) uses '\(property)', which 'private' hides from it",
      fix: Fix(description: fix.description + " (an extension in another file uses it)", edits: fix.edits, safety: .unsafe),
      related: [RelatedLocation(line: user.line, message: "an extension of '\(simpleName)' uses '\(property)' here", path: user.path)])
  }
}
