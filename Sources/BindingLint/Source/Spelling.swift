/// Typo suggestions for names the user wrote: options, rule ids on the command line, in the
/// configuration and in suppression directives.
public enum Spelling {
  /// The candidate with the smallest edit distance, if it is close enough to be a typo.
  public static func closest(to word: String, in candidates: [String]) -> String? {
    let scored = candidates.map { ($0, distance(word, $0)) }.min { $0.1 < $1.1 }
    guard let (best, score) = scored, score <= max(2, word.count / 3) else { return nil }
    return best
  }

  /// Levenshtein distance over UTF-8 bytes.
  public static func distance(_ a: String, _ b: String) -> Int {
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
