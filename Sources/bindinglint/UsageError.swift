import BindingLintPlatform
import BindingLintSyntax
import BindingLintRules
import BindingLintEngine
import BindingLintReporters
import BindingLintServer

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
    if let guess = closest(to: id, in: RuleRegistry.selectorNames) {
      return UsageError(message: "unknown rule or category '\(id)'; did you mean '\(guess)'?", hint: "see 'bindinglint rules'")
    }
    return UsageError(message: "unknown rule or category '\(id)'", hint: "see 'bindinglint rules' (categories: \(RuleCategory.allCases.map(\.rawValue).joined(separator: ", ")))")
  }

  var rendered: String { "error: \(message)\n\(hint)\n" }

  static func closest(to word: String, in candidates: [String]) -> String? {
    Spelling.closest(to: word, in: candidates)
  }
}

extension UsageError {
  /// `--fix=no`: a flag that takes no value was given one.
  static func valueOnFlag(_ flag: String, value: String) -> UsageError {
    UsageError(message: "'\(flag)' takes no value (got '=\(value)')", hint: "'\(flag)' is on when given and off when left out")
  }

  static func unknownSubcommand(_ name: String) -> UsageError {
    let known = Help.subcommands.keys.sorted()
    if let guess = closest(to: name, in: known) {
      return UsageError(message: "unknown subcommand '\(name)'; did you mean '\(guess)'?")
    }
    return UsageError(message: "unknown subcommand '\(name)'", hint: "subcommands: \(known.joined(separator: ", "))")
  }

  /// `bindinglint lnt`: a first word that is no path and one typo from a subcommand.
  static func unknownCommand(_ word: String, guess: String) -> UsageError {
    UsageError(message: "unknown command '\(word)'; did you mean '\(guess)'?", hint: "no file or folder is named '\(word)' either; see 'bindinglint --help'")
  }
}
