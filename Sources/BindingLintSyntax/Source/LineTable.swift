import BindingLintPlatform

/// Maps byte offsets to 1-based lines and columns, as the Swift compiler reports them.
///
/// Columns count UTF-8 bytes. Built lazily by reporters: the lint path never needs it
/// until a diagnostic is printed.
@usableFromInline package struct LineTable: Sendable {
  /// Byte offset where each line starts; `lineStarts[0] == 0`.
  @usableFromInline package let lineStarts: [Int]
  @usableFromInline package let byteCount: Int

  package init(_ bytes: [UInt8]) {
    var starts = [0]
    starts.reserveCapacity(bytes.count / 24 + 16)
    let n = bytes.count
    bytes.withUnsafeBufferPointer { bytes in
      // Most files have no carriage return: then line starts are where newlines end, and
      // memchr finds those at memory speed (a byte loop cost a fifth of the view graph's
      // extraction). Same table either way.
      if Platform.firstIndex(of: 0x0D, in: bytes, from: 0) == nil {
        var from = 0
        while let newline = Platform.firstIndex(of: 0x0A, in: bytes, from: from) {
          starts.append(newline + 1)
          from = newline + 1
        }
        return
      }
      var i = 0
      while i < n {
        let byte = bytes[i]
        if byte > 0x0D {
          i += 1
          continue
        }
        if byte == 0x0A {
          starts.append(i + 1)
        } else if byte == 0x0D {
          // "\r\n" is one line break; a lone "\r" is one too.
          if i + 1 < n && bytes[i + 1] == 0x0A { i += 1 }
          starts.append(i + 1)
        }
        i += 1
      }
    }
    lineStarts = starts
    byteCount = n
  }

  /// A table kept up to date by its owner (the language server edits line starts in
  /// place as a document changes, rather than rescanning it per edit).
  package init(lineStarts: [Int], byteCount: Int) {
    self.lineStarts = lineStarts
    self.byteCount = byteCount
  }

  /// 0-based index of the line holding `offset`.
  package func lineIndex(of offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// 1-based line and UTF-8 column of `offset`.
  package func location(of offset: Int) -> (line: Int, column: Int) {
    let index = lineIndex(of: offset)
    return (index + 1, offset - lineStarts[index] + 1)
  }

  /// Byte range of the line with 0-based `index`, without its line break.
  package func lineRange(at index: Int, in bytes: [UInt8]) -> Range<Int> {
    let start = lineStarts[index]
    var end = index + 1 < lineStarts.count ? lineStarts[index + 1] : byteCount
    while end > start && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
    return start..<end
  }
}
