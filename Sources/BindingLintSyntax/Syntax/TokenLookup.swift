/// Finding a token by where it starts: facts kept after a file was read name places by
/// byte offset (a file's tokens are gone by then), and a rule that reads the file again
/// turns such an offset back into the token it names.
extension SyntaxTree {
  /// The token starting exactly at byte `offset`; nil when none does.
  package func tokenIndex(startingAt offset: Int) -> Int? {
    var low = 0
    var high = tokenCount
    while low < high {
      let mid = (low + high) / 2
      if startOffset(mid) < offset { low = mid + 1 } else { high = mid }
    }
    return low < tokenCount && startOffset(low) == offset ? low : nil
  }

  /// The last token ending exactly at byte `offset`; nil when none does.
  package func tokenIndex(endingAt offset: Int) -> Int? {
    var low = 0
    var high = tokenCount
    while low < high {
      let mid = (low + high) / 2
      if endOffset(mid) <= offset { low = mid + 1 } else { high = mid }
    }
    let last = low - 1
    return last >= 0 && endOffset(last) == offset ? last : nil
  }
}
