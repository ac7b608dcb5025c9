import BindingLintSyntax

/// The rules' trigger words compiled for one question per lexed file: which of them occur
/// as a word of its code (an identifier or keyword token, `$`/backticks aside) or of its
/// comments (where the suppression rules' `bindinglint:` stands).
///
/// It replaced a substring search per word over the file's bytes (`Platform.contains`),
/// which cost 9.7 % of an every-rule run's instructions on real apps: the tokens are at hand
/// after lexing, and a token is rejected on one lookup unless some word has both its first
/// byte and its length. Words in string literals do not count: no rule reads one.
struct TriggerWords: Sendable {
  /// The words, each once, in the order the plan numbers them.
  let words: [StaticString]
  /// Per first byte, a bit per length some word starting with it has (`TriggerSet.lengthBit`).
  private let lengths: [UInt64]
  /// The word numbers grouped by first byte: those starting with byte `b` are
  /// `byFirst[first[b]..<first[b + 1]]`.
  private let first: [Int]
  private let byFirst: [Int]

  init(_ words: [StaticString]) {
    self.words = words
    var lengths = [UInt64](repeating: 0, count: 256)
    var first = [Int](repeating: 0, count: 257)
    let usable = words.indices.filter { words[$0].utf8CodeUnitCount > 0 }
    for w in usable {
      let initial = Int(words[w].utf8Start[0])
      lengths[initial] |= 1 << UInt64(TriggerSet.lengthBit(words[w].utf8CodeUnitCount))
      first[initial + 1] += 1
    }
    for b in 0..<256 { first[b + 1] += first[b] }
    var next = Array(first[0..<256])
    var byFirst = [Int](repeating: 0, count: usable.count)
    for w in usable {
      let initial = Int(words[w].utf8Start[0])
      byFirst[next[initial]] = w
      next[initial] += 1
    }
    self.lengths = lengths
    self.first = first
    self.byFirst = byFirst
  }

  /// Per word, whether it occurs in the file as a word of a token or a comment.
  func occurrences(in bytes: UnsafeBufferPointer<UInt8>, _ lexed: LexedFile) -> [Bool] {
    var found = [Bool](repeating: false, count: words.count)
    guard let base = bytes.baseAddress, !words.isEmpty else { return found }
    var missing = words.count
    func note(_ start: Int, _ end: Int) {
      let length = end &- start
      let initial = Int(base[start])
      guard lengths[initial] & (1 << UInt64(TriggerSet.lengthBit(length))) != 0 else { return }
      for k in first[initial]..<first[initial + 1] {
        let w = byFirst[k]
        if !found[w], words[w].utf8CodeUnitCount == length, ByteText.equal(base + start, words[w].utf8Start, count: length) {
          found[w] = true
          missing -= 1
        }
      }
    }
    let backtick = UInt8(ascii: "`")
    for token in lexed.tokens where token.kind == .identifier || token.kind == .keyword {
      var start = Int(token.start)
      var end = Int(token.end)
      guard end > start else { continue }
      let head = base[start]
      if head == UInt8(ascii: "$") || head == backtick { start += 1 }
      if end > start, base[end - 1] == backtick { end -= 1 }
      guard end > start else { continue }
      note(start, end)
      if missing == 0 { return found }
    }
    let classes = ByteClass.pointer
    for comment in lexed.comments {
      var i = Int(comment.start)
      let end = Int(comment.end)
      while i < end {
        while i < end && classes[Int(base[i])] & ByteClass.identifierBody == 0 { i += 1 }
        let start = i
        while i < end && classes[Int(base[i])] & ByteClass.identifierBody != 0 { i += 1 }
        if i > start { note(start, i) }
      }
      if missing == 0 { return found }
    }
    return found
  }
}
