import BindingLintPlatform

/// A pause for tests of streamed output: with `BINDINGLINT_TEST_HOLD_PATH` and
/// `BINDINGLINT_TEST_HOLD_UNTIL` set, linting the file of that path waits until a file at
/// the second path exists (at most a minute), so a test can read what was written before
/// that file is linted, however loaded the machine. Unset (always, outside tests), it is one
/// comparison per file.
enum TestHold {
  static let setting: (path: String, until: String)? = {
    guard let path = Platform.environment("BINDINGLINT_TEST_HOLD_PATH"),
      let until = Platform.environment("BINDINGLINT_TEST_HOLD_UNTIL")
    else { return nil }
    return (path, until)
  }()

  static func wait(before path: String) {
    guard let setting, setting.path == path else { return }
    for _ in 0..<6000 where !Platform.entryExists(Platform.FilePath(setting.until)) {
      Platform.pause(milliseconds: 10)
    }
  }
}
