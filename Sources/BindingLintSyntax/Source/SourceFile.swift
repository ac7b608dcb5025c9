import BindingLintPlatform

/// One Swift file as bytes: the unit every later layer works on.
///
/// The path is kept exactly as the user spelled it (reporters print it back unchanged).
/// The bytes are the file's UTF-8; nothing here decodes them into `String`.
@usableFromInline package struct SourceFile: Sendable {
  @usableFromInline package let path: String
  @usableFromInline package let bytes: [UInt8]

  package init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }

  package init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The byte offsets where `needle` starts (memchr speed): where to look, for a question a
  /// scan of every token would answer at a far higher cost.
  package func offsets(of needle: StaticString) -> [Int] {
    bytes.withUnsafeBufferPointer { Platform.offsets(of: needle, in: $0) }
  }

  /// The text of a byte range, for messages and reports (never in hot paths).
  package func text(_ start: Int, _ end: Int) -> String {
    let lower = max(0, min(start, bytes.count))
    let upper = max(lower, min(end, bytes.count))
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }

  /// Whether the bytes at `start..<end` spell `literal` exactly.
  @inlinable
  package func bytes(_ start: Int, _ end: Int, equal literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard end - start == count, start >= 0, end <= bytes.count else { return false }
    let pointer = literal.utf8Start
    for i in 0..<count where bytes[start + i] != pointer[i] { return false }
    return true
  }
}
