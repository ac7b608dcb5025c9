/// Number literals: decimal, `0x` hex (with hex-float fractions and `p` exponents), `0o`,
/// `0b`, `_` separators, fractions and `e` exponents. Letters that run on (`0b102`, `1st`)
/// stay in the token, as in swift-syntax, so a bad literal is one token, not three.
extension Lexer {
  mutating func lexNumber() {
    let start = pos
    var kind = TokenKind.integer
    let radixMarker = byte(pos + 1)
    if bytes[pos] == UInt8(ascii: "0") && radixMarker == UInt8(ascii: "x") {
      pos += 2
      skip(ByteClass.hexDigit)
      if byte(pos) == UInt8(ascii: "."), classBits(pos + 1) & ByteClass.hexDigit != 0, !followsPeriod(start) {
        kind = .float
        pos += 1
        skip(ByteClass.hexDigit)
      }
      if byte(pos) == UInt8(ascii: "p") || byte(pos) == UInt8(ascii: "P") {
        kind = .float
        lexExponent()
      }
    } else if bytes[pos] == UInt8(ascii: "0") && (radixMarker == UInt8(ascii: "o") || radixMarker == UInt8(ascii: "b")) {
      pos += 2
      skip(ByteClass.digit)
    } else {
      skip(ByteClass.digit)
      // `t.0.1` is two tuple accesses, not the float 0.1; `iOS 16.0` in `@available` is a version.
      if byte(pos) == UInt8(ascii: "."), classBits(pos + 1) & ByteClass.digit != 0, !followsPeriod(start),
        availabilityParen < 0 || states.depth - 1 != availabilityParen {
        kind = .float
        pos += 1
        skip(ByteClass.digit)
      }
      if byte(pos) == UInt8(ascii: "e") || byte(pos) == UInt8(ascii: "E") {
        let next = byte(pos + 1)
        let digitAt = (next == UInt8(ascii: "+") || next == UInt8(ascii: "-")) ? pos + 2 : pos + 1
        if classBits(digitAt) & ByteClass.digit != 0 {
          kind = .float
          lexExponent()
        }
      }
    }
    while classBits(pos) & ByteClass.identifierBody != 0 { pos += 1 }
    emit(kind, start, pos)
  }

  /// At `e`/`p`: the marker, an optional sign, digits.
  mutating func lexExponent() {
    pos += 1
    if byte(pos) == UInt8(ascii: "+") || byte(pos) == UInt8(ascii: "-") { pos += 1 }
    skip(ByteClass.digit)
  }

  /// Skips bytes of `bits` class and `_` separators.
  @inline(__always) mutating func skip(_ bits: UInt8) {
    while pos < count {
      let c = bytes[pos]
      guard classes[Int(c)] & bits != 0 || c == UInt8(ascii: "_") else { return }
      pos += 1
    }
  }

  /// Whether the number starting at `start` directly follows a `.` token (`t.0.1`).
  func followsPeriod(_ start: Int) -> Bool {
    guard let last = tokens.last else { return false }
    return last.kind == .period && Int(last.end) == start
  }
}
