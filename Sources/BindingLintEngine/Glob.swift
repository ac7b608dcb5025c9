/// A path glob as users write them in `--exclude` and configuration: `*` matches within a
/// path component, `**` across components, `?` one character. A pattern without `/`
/// matches any single component (`--exclude Generated` skips every `Generated` folder).
package struct Glob: Sendable, Equatable {
  package let pattern: String
  private let pieces: [UInt8]
  private let matchesComponent: Bool

  package init(_ pattern: String) {
    self.pattern = pattern
    var trimmed = pattern
    while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    self.pieces = Array(trimmed.utf8)
    self.matchesComponent = !trimmed.contains("/")
  }

  package func matches(_ path: String) -> Bool {
    var normalized = Substring(path)
    while normalized.hasPrefix("./") { normalized = normalized.dropFirst(2) }
    if matchesComponent {
      return normalized.split(separator: "/").contains { Self.match(pieces[...], Array($0.utf8)[...]) }
    }
    let bytes = Array(normalized.utf8)
    // A directory pattern also matches everything beneath it.
    if Self.match(pieces[...], bytes[...]) { return true }
    var i = bytes.count
    while i > 0 {
      i -= 1
      if bytes[i] == UInt8(ascii: "/") && Self.match(pieces[...], bytes[..<i]) { return true }
    }
    return false
  }

  /// Iterative wildcard matching with backtracking to the last star (no recursion).
  static func match(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
    let p = Array(pattern), t = Array(text)
    var pi = 0, ti = 0
    var starP = -1, starT = 0, starCrossesSlash = false
    while ti < t.count {
      if pi < p.count && p[pi] == UInt8(ascii: "*") {
        let double = pi + 1 < p.count && p[pi + 1] == UInt8(ascii: "*")
        pi += double ? 2 : 1
        if double && pi < p.count && p[pi] == UInt8(ascii: "/") { pi += 1 }
        starP = pi; starT = ti; starCrossesSlash = double
        continue
      }
      if pi < p.count && (p[pi] == t[ti] || (p[pi] == UInt8(ascii: "?") && t[ti] != UInt8(ascii: "/"))) {
        pi += 1; ti += 1
        continue
      }
      if starP >= 0 && (starCrossesSlash || t[starT] != UInt8(ascii: "/")) {
        starT += 1; ti = starT; pi = starP
        continue
      }
      return false
    }
    while pi < p.count && p[pi] == UInt8(ascii: "*") { pi += 1 }
    return pi == p.count
  }
}
