/// Text for people (`text`, `xcode`, `github`): every control character (C0, DEL, C1) and
/// every character that moves or hides text (line and paragraph separators, bidirectional
/// overrides and isolates) is written as a Swift escape (`\n`, `\u{1B}`). A file name or a
/// string literal quoted in a message therefore can neither start a new line (GitHub
/// Actions runs a line starting with `::` as a workflow command) nor drive the terminal
/// (ESC sequences retitle it or clear the screen). The `[` of `##[` is escaped too: GitHub
/// Actions still runs its older command form `##[command]data` from anywhere in a line.
/// JSON and SARIF escape by their own rules (`JSONWriter` breaks `##[` the same way).
package enum HumanText {
  package static func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "[") }) else { return text }
    var hashes = 0
    return text.escaping { scalar in
      defer { hashes = scalar == "#" ? hashes + 1 : 0 }
      if isUnsafe(scalar) { return escape(scalar) }
      return scalar == "[" && hashes >= 2 ? escape(scalar) : nil
    }
  }

  /// A path that starts a line: escaped, and behind `./` when it would otherwise begin with
  /// `::` (after white space, which GitHub Actions trims), so it cannot read as a workflow
  /// command.
  static func linePath(_ path: String) -> String {
    let escaped = escaped(path)
    return escaped.drop(while: \.isWhitespace).hasPrefix("::") ? "./" + escaped : escaped
  }

  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x2028, 0x2029: return true  // line and paragraph separators
    case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true  // bidirectional marks and overrides
    default: return false
    }
  }

  static func escape(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\0": return "\\0"
    case "\t": return "\\t"
    case "\n": return "\\n"
    case "\r": return "\\r"
    default: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }
}
