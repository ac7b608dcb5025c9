import BindingLintPlatform
import BindingLintRules
import BindingLintEngine
import BindingLintReporters
import BindingLintServer

/// `--baseline FILE`, `--write-baseline FILE`, `--baseline-prune`: which `BaselineUse` they
/// ask for. The baseline file is read here, before linting, so a missing or malformed one
/// is an error (exit 2) like a bad configuration, never a run with nothing hidden.
struct BaselineOptions {
  var path: String?
  var writePath: String?
  var prune = false

  /// `configured` is the configuration's `baseline`; `--baseline` wins over it.
  func use(configured: String?) throws -> BaselineUse? {
    if let writePath {
      // Recording replaces the file, so the old one is not read (it may not exist yet).
      guard !prune else {
        throw UsageError(message: "'--baseline-prune' and '--write-baseline' both rewrite the baseline; give one")
      }
      return .record(path: writePath)
    }
    guard let file = path ?? configured else {
      guard !prune else {
        throw UsageError(message: "'--baseline-prune' needs a baseline", hint: "give '--baseline FILE' or set \"baseline\" in .bindinglint.json")
      }
      return nil
    }
    switch BaselineFile.load(file) {
    case .success(let baseline): return prune ? .prune(baseline) : .hide(baseline)
    case .failure(let error): throw error
    }
  }
}
