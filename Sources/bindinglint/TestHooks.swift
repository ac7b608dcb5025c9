import BindingLintPlatform

/// Hooks the tests set through the environment, read here, in the front end, and handed
/// to the engine and the server as plain closures: nothing below the front end reads the
/// environment for them, and a run without them pays nothing.
enum TestHooks {
  /// `BINDINGLINT_TEST_HOLD_PATH` and `BINDINGLINT_TEST_HOLD_UNTIL`: linting the file of
  /// the first path waits until a file at the second exists (at most a minute), so a test
  /// can read what was written before that file is linted, however loaded the machine.
  static func holdBeforeFile() -> (@Sendable (String) -> Void)? {
    guard let held = Platform.environment("BINDINGLINT_TEST_HOLD_PATH"),
      let until = Platform.environment("BINDINGLINT_TEST_HOLD_UNTIL")
    else { return nil }
    return { path in
      guard path == held else { return }
      for _ in 0..<6000 where !Platform.entryExists(Platform.FilePath(until)) {
        Platform.pause(milliseconds: 10)
      }
    }
  }

  /// `BINDINGLINT_LSP_TEST_CRASH_MARKER`: the language server's process ends (status 70),
  /// as a crashing analysis would, when it is about to analyse a document containing that
  /// text. The supervisor's tests crash a worker with it.
  static func crashOnMarker() -> (([UInt8]) -> Void)? {
    guard let text = Platform.environment("BINDINGLINT_LSP_TEST_CRASH_MARKER"), !text.isEmpty else { return nil }
    let marker = Array(text.utf8)
    return { bytes in
      guard bytes.count >= marker.count else { return }
      for start in 0...(bytes.count - marker.count) where bytes[start..<start + marker.count].elementsEqual(marker) {
        Platform.exit(70)
      }
    }
  }
}
