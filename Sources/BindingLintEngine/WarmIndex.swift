import BindingLintPlatform
import BindingLintIndex

/// What a long-lived process (the language server) keeps of a project between runs over
/// a buffer (`ProjectScope`), so that a keystroke neither walks nor reads the project
/// again: the files discovery found and, per file, the names it may declare and, once a
/// decision needed them, its type facts (`KnownFile`). The report is the one a cold run
/// gives as long as the files on disk are as they were read; the owner calls
/// `invalidate()` when they change (a save, a watched-file event).
package final class WarmIndex: @unchecked Sendable {
  private let lock = Lock()
  private var scopes: [String: [Runner.Input]] = [:]

  package init() {}

  /// Forget everything: the next run over each project walks and reads it again.
  package func invalidate() {
    lock.withLock { scopes = [:] }
  }

  func inputs(for key: String) -> [Runner.Input]? {
    lock.withLock { scopes[key] }
  }

  func store(_ inputs: [Runner.Input], for key: String) {
    lock.withLock { scopes[key] = inputs }
  }
}

/// One index-only file as an earlier run saw it. Filled in by pass 1 (names) and by the
/// on-demand parse (facts), on worker threads; a later run reads it instead of the file.
package final class KnownFile: @unchecked Sendable {
  private let lock = Lock()
  private var storedNames: DeclaredNames.Hashes?
  private var storedFacts: TypeFacts?

  package init() {}

  /// The keys of the names the scan of the file found (what the name cache keeps too).
  var names: DeclaredNames.Hashes? {
    get { lock.withLock { storedNames } }
    set { lock.withLock { storedNames = newValue } }
  }

  /// The facts of an earlier run, set by the on-demand parse.
  var facts: TypeFacts? {
    get { lock.withLock { storedFacts } }
    set { lock.withLock { storedFacts = newValue } }
  }

  /// The facts, if they hold at least `extent` of the view graph: a run whose rules read
  /// more of it than the run that parsed the file (the hover after the diagnostics, a
  /// configuration that enables `missing_environment_object`) parses the file again.
  func facts(covering extent: ViewGraphFacts.Extent) -> TypeFacts? {
    lock.withLock { storedFacts.flatMap { $0.viewGraph.extent >= extent ? $0 : nil } }
  }
}
