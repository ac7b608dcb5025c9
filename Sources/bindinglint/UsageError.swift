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

  /// The candidate with the smallest edit distance, if it is close enough to be a typo.
  static func closest(to word: String, in candidates: [String]) -> String? {
    let scored = candidates.map { ($0, distance(word, $0)) }.min { $0.1 < $1.1 }
    guard let (best, score) = scored, score <= max(2, word.count / 3) else { return nil }
    return best
  }

  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.utf8), b = Array(b.utf8)
    var previous = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...max(b.count, 1) where !b.isEmpty {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return a.isEmpty ? b.count : previous[b.count]
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
}
