import BindingLintPlatform

/// Values a one-shot process keeps until it exits rather than freeing them: releasing a
/// project's worth of per-file structures (paths, name lists, outcomes) one object at a
/// time costs more than the rest of an editor's save, and the exit returns the memory
/// whole. Only for runs that end the process (the command line's `--stdin-filename`); a
/// long-lived caller (`WarmIndex`) never keeps anything here.
///
/// They are held in a global list, not merely over-retained: still reachable at exit, so
/// LeakSanitizer (the test suite under `-sanitize=address`) does not report them.
enum KeptUntilExit {
  private static let lock = Lock()
  nonisolated(unsafe) private static var values: [Any] = []

  /// Keeps `value` for the rest of the process.
  static func keep(_ value: Any) {
    lock.withLock { values.append(value) }
  }
}
