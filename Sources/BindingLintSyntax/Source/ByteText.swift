/// Comparing source bytes with literal text, on paths too hot for `String`: the lexer's
/// pound keywords, the name scan's keywords, trigger words, path components.
@usableFromInline package enum ByteText {
  /// Whether the bytes at `base` begin with `literal`; the caller knows that many bytes
  /// are readable there.
  @inline(__always)
  @inlinable package static func starts(_ base: UnsafePointer<UInt8>, with literal: StaticString) -> Bool {
    equal(base, literal.utf8Start, count: literal.utf8CodeUnitCount)
  }

  /// Whether `count` bytes at `a` and at `b` are the same. For a literal known only at run
  /// time (a trigger word), pass its length when it is already at hand: each read of a
  /// `StaticString`'s pointer or count checks how it is stored.
  @inline(__always)
  @inlinable package static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
    for i in 0..<count where a[i] != b[i] { return false }
    return true
  }

  /// Whether `bytes` are exactly `literal`.
  @inline(__always)
  @inlinable package static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
    guard bytes.count == literal.utf8CodeUnitCount else { return false }
    guard let base = bytes.baseAddress else { return true }  // both empty
    return starts(base, with: literal)
  }

  /// Whether two byte ranges hold the same bytes.
  @inlinable package static func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard a.count == b.count else { return false }
    guard let p = a.baseAddress, let q = b.baseAddress else { return true }  // both empty
    return equal(p, q, count: a.count)
  }
}
