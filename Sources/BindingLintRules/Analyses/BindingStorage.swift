import BindingLintIndex

/// Whether the storage behind a view's `@Binding` can be reset to `nil`: the question
/// `OptionalReset` asks of `if let b = Binding($note)` when `note` is the view's own
/// binding. The storage is what the view's callers project (`Child(note: $note)`): their
/// own `@State` or a model's member, or their own `@Binding` handed on whole, followed to
/// its callers in turn (review82 A6, A9, A10: one never-reset `@State` handed down two
/// levels). A name is reset when a file of the project assigns it `nil`.
///
/// Unknown, and so reported, when a caller passes anything but a projection (a binding
/// held in a variable, `Binding(get:set:)`), when no call passes the label (a custom
/// initializer, code outside the linted sources), or more than three views up. A known
/// limit: a sibling the same caller hands the storage to under another name
/// (`Detail(item: $note)`, which sets `item = nil`) is not seen.
enum BindingStorage {
  enum Reset: Equatable {
    /// Something the analysis cannot see may reset it.
    case unknown
    /// Nothing resets it.
    case never
    /// `name` is set to `nil` at `path:line`.
    case reset(name: String, path: String, line: Int)
  }

  static let levels = 3

  static func reset(of binding: String, in view: String, project: String?, index: TypeIndex, level: Int = 1) -> Reset {
    // The view itself, or a child it hands the binding to under the same name.
    if let found = index.nilReset(to: binding, in: project) { return .reset(name: binding, path: found.path, line: found.line) }
    let arguments = index.projectedArguments(of: view, passing: binding, in: project)
    guard !arguments.isEmpty else { return .unknown }
    for argument in arguments {
      guard let argument else { return .unknown }
      if argument.isMember {
        // A model's member: any reset of the name, or a computed optional of it.
        if let found = index.nilAssignment(to: argument.name) { return .reset(name: argument.name, path: found.path, line: found.line) }
      } else if let caller = argument.forwardedBinding {
        guard level < levels else { return .unknown }
        let upstream = reset(of: argument.name, in: caller, project: project, index: index, level: level + 1)
        if upstream != .never { return upstream }
      } else if let found = index.nilReset(to: argument.name, in: project) {
        return .reset(name: argument.name, path: found.path, line: found.line)
      }
    }
    return .never
  }
}
