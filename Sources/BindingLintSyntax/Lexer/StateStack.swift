/// The lexer's nesting stack (`LexerState`s), kept as data so that a string in a closure in
/// an interpolation, or 100k nested brackets, costs memory, never call-stack depth.
///
/// A raw buffer the lexer owns, like `TokenStore`: pushing and popping are a store and an
/// increment, with none of `ContiguousArray`'s uniqueness checks. A `.file` entry sits
/// below the first real one, so `top` needs no emptiness check; `depth` counts the
/// entries above it, and `level` 1 is the outermost. The lexer frees it when done.
struct StateStack {
  private var base: UnsafeMutablePointer<LexerState>
  private(set) var depth = 0
  private var capacity: Int

  init() {
    capacity = 64
    base = .allocate(capacity: capacity)
    base.initialize(to: .file)
  }

  /// The innermost entry, or `.file` when the stack is empty.
  @inline(__always) var top: LexerState { base[depth] }

  /// The entry at `level`, 1 through `depth`.
  @inline(__always) subscript(level: Int) -> LexerState { base[level] }

  @inline(__always) mutating func push(_ state: LexerState) {
    // Unchecked: `depth` stays below `capacity`, an allocation size.
    if depth &+ 1 == capacity { grow() }
    depth &+= 1
    base[depth] = state
  }

  /// Removes the top entry; the stack must not be empty.
  @inline(__always) mutating func pop() {
    assert(depth > 0, "popped the file level")
    depth -= 1
  }

  /// Removes every entry above `depth`.
  mutating func truncate(to depth: Int) {
    assert(depth >= 0 && depth <= self.depth)
    self.depth = depth
  }

  private mutating func grow() {
    let larger = UnsafeMutablePointer<LexerState>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: base, count: capacity)
    base.deallocate()
    base = larger
    capacity *= 2
  }

  /// Frees the buffer; the stack must not be used again.
  func deallocate() {
    base.deallocate()
  }
}
