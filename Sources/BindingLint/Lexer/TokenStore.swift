/// The lexer's growing token list, as a raw buffer it owns: appending is a store and an
/// increment, with none of `ContiguousArray`'s uniqueness checks and reference counting on
/// every token (profiled at a third of the lexer's instructions). The lexer frees it after
/// copying the tokens into the `ContiguousArray` it returns; it never escapes the lexer.
struct TokenStore {
  private(set) var base: UnsafeMutablePointer<Token>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = max(16, capacity)
    base = .allocate(capacity: self.capacity)
  }

  @inline(__always) mutating func append(_ token: Token) {
    if count == capacity { grow() }
    (base + count).initialize(to: token)
    // Cannot overflow: `count` stays below `capacity`, an allocation size.
    count &+= 1
  }

  private mutating func grow() {
    let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = larger
    capacity *= 2
  }

  @inline(__always) subscript(index: Int) -> Token { base[index] }

  @inline(__always) var last: Token? { count > 0 ? base[count - 1] : nil }

  /// The tokens as an array; the store is freed and must not be used again.
  mutating func finish() -> ContiguousArray<Token> {
    let result = ContiguousArray(UnsafeBufferPointer(start: base, count: count))
    base.deallocate()
    count = 0
    capacity = 0
    return result
  }
}
