import BindingLint

/// A problem with how the tool was called: one line naming it, one hint, exit code 2.
struct UsageError: Error {
  var message: String
  var hint: String = "see 'bindinglint --help'"

  static func unknownOption(_ option: String, among known: [String]) -> UsageError {
    if let guess = closest(to: option, in: known) {
      return UsageError(message: "unknown option '\(option)'; did you mean '\(guess)'?")
    }
    return UsageError(message: "unknown option '\(option)'")
  }

  static func unknownRule(_ id: String) -> UsageError {
    let ids = RuleRegistry.all.map(\.id)
    if let guess = closest(to: id, in: ids) {
      return UsageError(message: "unknown rule '\(id)'; did you mean '\(guess)'?", hint: "see 'bindinglint rules'")
    }
    return UsageError(message: "unknown rule '\(id)'", hint: "see 'bindinglint rules'")
  }

  var rendered: String { "error: \(message)\n\(hint)\n" }

  static func closest(to word: String, in candidates: [String]) -> String? {
    Spelling.closest(to: word, in: candidates)
  }
}
