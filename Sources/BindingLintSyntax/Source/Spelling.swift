/// Typo suggestions for names the user wrote: options, rule ids on the command line, in the
/// configuration and in suppression directives.
@usableFromInline package enum Spelling {
  /// The candidate with the smallest edit distance, if it is close enough to be a typo.
  ///
  /// A candidate whose length differs from the word's by more than the allowed distance
  /// cannot be close enough, so it is not measured: a suppression directive naming a
  /// kilobyte of garbage as its rule cost 250M instructions in the fuzzer before.
  package static func closest(to word: String, in candidates: [String]) -> String? {
    let allowed = max(2, word.count / 3)
    let length = word.utf8.count
    let scored = candidates.lazy.filter { abs($0.utf8.count - length) <= allowed }.map { ($0, distance(word, $0)) }
      .min { $0.1 < $1.1 }
    guard let (best, score) = scored, score <= allowed else { return nil }
    return best
  }

  /// Levenshtein distance over UTF-8 bytes, two rows reused.
  package static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.utf8), b = Array(b.utf8)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
