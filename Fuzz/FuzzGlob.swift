@testable import BindingLintEngine

/// Differential: `Glob` (an automaton over live states) against `ReferenceGlob` below, a
/// plain dynamic program written from the documented meaning, not from `Glob`'s code. The
/// input becomes a short pattern and a short path over an alphabet that makes wildcards,
/// slashes and dots frequent; any disagreement aborts.
extension FuzzTargets {
  static let globAlphabet = Array("ab*/?.*/a".utf8)

  static func globDifferential(_ input: FuzzInput) {
    let bytes = input.bytes
    guard bytes.count >= 2 else { return }
    // The first byte is the pattern's length (0 to 23), the rest of the input the path.
    let split = min(Int(bytes[0] % 24), bytes.count - 1)
    let pattern = String(decoding: bytes[1..<(1 + split)].map { globAlphabet[Int($0) % globAlphabet.count] }, as: UTF8.self)
    let path = String(decoding: bytes.dropFirst(1 + split).prefix(48).map { globAlphabet[Int($0 / 7) % globAlphabet.count] }, as: UTF8.self)
    let fast = Glob(pattern).matches(path)
    let reference = ReferenceGlob.matches(pattern: pattern, path: path)
    fuzzCheck(fast == reference, "glob \(pattern.debugDescription) on \(path.debugDescription): Glob says \(fast), the reference \(reference)")
  }
}

/// The glob language as docs/configuration.md states it, as directly as possible:
/// leading `./` and trailing `/` of a pattern do not count; a pattern without `/` must
/// match one whole component of the path; otherwise the whole path, or the path up to one
/// of its `/`. In a pattern, `?` is one character other than `/`, `*` any run without
/// `/`, two or more `*` any run at all, and two or more `*` followed by `/` either nothing
/// or any run that ends in `/`.
enum ReferenceGlob {
  static func matches(pattern: String, path: String) -> Bool {
    var pattern = Substring(pattern)
    while pattern.hasPrefix("./") { pattern = pattern.dropFirst(2) }
    while pattern.count > 1 && pattern.hasSuffix("/") { pattern = pattern.dropLast() }
    var path = Substring(path)
    while path.hasPrefix("./") { path = path.dropFirst(2) }
    let p = Array(pattern.utf8), t = Array(path.utf8)
    if !p.contains(UInt8(ascii: "/")) {
      return t.split(separator: UInt8(ascii: "/")).contains { whole(p, Array($0)) }
    }
    if whole(p, t) { return true }
    for (index, byte) in t.enumerated() where byte == UInt8(ascii: "/") && whole(p, Array(t[..<index])) { return true }
    return false
  }

  /// `p` matches all of `t`: `table[i][j]` says whether `p[i...]` matches `t[j...]`,
  /// filled from the ends.
  static func whole(_ p: [UInt8], _ t: [UInt8]) -> Bool {
    let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
    var table = [[Bool]](repeating: [Bool](repeating: false, count: t.count + 1), count: p.count + 1)
    table[p.count][t.count] = true
    for i in stride(from: p.count - 1, through: 0, by: -1) {
      for j in stride(from: t.count, through: 0, by: -1) {
        var result = false
        if p[i] == star {
          var end = i
          while end < p.count && p[end] == star { end += 1 }
          if end - i >= 2 && end < p.count && p[end] == slash {
            // Nothing, or a run ending in `/`.
            result = table[end + 1][j]
            var k = j
            while !result && k < t.count {
              if t[k] == slash && table[end + 1][k + 1] { result = true }
              k += 1
            }
          } else if end - i >= 2 {
            result = (j...t.count).contains { table[end][$0] }
          } else {
            var k = j
            while true {
              if table[i + 1][k] { result = true; break }
              if k == t.count || t[k] == slash { break }
              k += 1
            }
          }
        } else if j < t.count {
          if p[i] == UInt8(ascii: "?") {
            result = t[j] != slash && table[i + 1][j + 1]
          } else {
            result = p[i] == t[j] && table[i + 1][j + 1]
          }
        }
        table[i][j] = result
      }
    }
    return table[0][0]
  }
}
