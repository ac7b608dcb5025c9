/// Values a one-shot process keeps until it exits rather than freeing them: releasing a
/// project's worth of per-file structures (paths, name lists, outcomes) one object at a
/// time costs more than the rest of an editor's save, and the exit returns the memory
/// whole. Only for runs that end the process (the command line's `--stdin-filename`); a
/// long-lived caller (`WarmIndex`) never keeps anything here.
enum KeptUntilExit {
  private final class Holder {
    let value: Any
    init(_ value: Any) { self.value = value }
  }

  /// Retains `value` for the rest of the process.
  static func keep(_ value: Any) {
    _ = Unmanaged.passRetained(Holder(value))
  }
}
