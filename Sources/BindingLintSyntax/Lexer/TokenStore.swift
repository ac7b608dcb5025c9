/// The lexer's growing token list, written straight into the storage of the array the
/// lexer returns: appending is a store and an increment, with none of `ContiguousArray`'s
/// uniqueness checks and reference counting on every token, and no copy at the end.
///
/// The array is created with room for a typical file (see `Lexer.lex`). A file that needs
/// more continues in a larger buffer the store owns, copied into a new array once at the
/// end; the store never escapes the lexer.
struct TokenStore {
  private(set) var base: UnsafeMutablePointer<Token>
  private(set) var count = 0
  private var capacity: Int
  /// Whether `base` is still the returned array's storage (which the store must not free).
  private(set) var isInArrayStorage = true

  /// A store that fills `storage`, the uninitialized storage of the array to be returned.
  init(storage: UnsafeMutableBufferPointer<Token>) {
    base = storage.baseAddress!
    capacity = storage.count
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
    if !isInArrayStorage { base.deallocate() }
    base = larger
    capacity *= 2
    isInArrayStorage = false
  }

  @inline(__always) subscript(index: Int) -> Token { base[index] }

  @inline(__always) var last: Token? { count > 0 ? base[count - 1] : nil }

  /// The tokens of a store that outgrew the array's storage, as a new array; the store's
  /// buffer is freed and the store must not be used again.
  mutating func finishGrown() -> ContiguousArray<Token> {
    precondition(!isInArrayStorage)
    let result = ContiguousArray(UnsafeBufferPointer(start: base, count: count))
    base.deallocate()
    count = 0
    capacity = 0
    return result
  }
}
