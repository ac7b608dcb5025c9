/// Declaration names as `String`s: a declaration's own name and the dotted name of the
/// types around it.
///
/// Type facts ask for these for every type of every file, so they are built straight from
/// the source bytes into one `String` (no per-component `String`s, no generic `joined`).
/// A name with a byte outside ASCII takes the plain `String` path instead: removing
/// backticks there works on grapheme clusters, which bytes cannot imitate.
extension SyntaxTree {
  /// How many enclosing types a name counts, innermost first (`qualifiedName(of:)`,
  /// `enclosingTypeNames(of:)`).
  package static let nameLevels = 32

  /// The declaration's name as written (`Foo`, `Outer.Inner` for an extension), or "".
  package func name(of declaration: Declaration) -> String {
    guard declaration.nameIndex >= 0 else { return declaration.kind == .initializer ? "init" : "" }
    guard declaration.kind == .extension else { return nameText(declaration.nameIndex) }
    if declaration.nameEnd == declaration.nameIndex + 1 { return text(declaration.nameIndex) }
    guard let length = spellName(of: declaration, into: nil, at: 0) else { return joinedExtendedName(of: declaration) }
    return Self.string(length: length) { buffer in _ = spellName(of: declaration, into: buffer, at: 0) }
  }

  /// The dotted names of the types enclosing `index` and the declaration itself, outermost
  /// first (`Outer.Inner`). Extensions contribute their extended name. Only the innermost
  /// `nameLevels` (32) count: real code nests a handful, and a bound keeps 10k-deep input
  /// linear.
  package func qualifiedName(of index: Int) -> String {
    // First measure every level, then write them from the innermost backwards.
    var length = -1
    var levels = 0
    var innermost = -1
    var current = index
    while current >= 0 && levels < Self.nameLevels {
      let declaration = declarations[current]
      if declaration.kind.isTypeLike {
        guard let nameLength = spellName(of: declaration, into: nil, at: 0) else { return joinedQualifiedName(of: index) }
        length += nameLength + 1
        levels += 1
        if innermost < 0 { innermost = current }
      }
      current = declaration.parentIndex
    }
    guard levels > 0 else { return "" }
    // Most types are not nested: their own name is the whole answer.
    if levels == 1 { return name(of: declarations[innermost]) }
    return Self.string(length: length) { buffer in
      var end = length
      var written = 0
      var current = index
      while written < levels {
        let declaration = declarations[current]
        if declaration.kind.isTypeLike {
          if written > 0 {
            end -= 1
            buffer[end] = UInt8(ascii: ".")
          }
          end -= spellName(of: declaration, into: nil, at: 0) ?? 0
          _ = spellName(of: declaration, into: buffer, at: end)
          written += 1
        }
        current = declaration.parentIndex
      }
    }
  }

  /// The text of name token `index` without its backticks (`default` for `` `default` ``).
  package func nameText(_ index: Int) -> String {
    let token = tokens[index]
    let start = Int(token.start)
    let end = Int(token.end)
    guard isASCII(start, end) else { return Self.unescaped(text(index)) }
    let bytes = source.bytes
    if end - start >= 2 && bytes[start] == UInt8(ascii: "`") && bytes[end - 1] == UInt8(ascii: "`") {
      return source.text(start + 1, end - 1)
    }
    return source.text(start, end)
  }

  package static func unescaped(_ name: String) -> String {
    // `utf8.count`, not `count` (which walks grapheme clusters): a backtick is one byte
    // and one grapheme, so both agree whenever the prefix and suffix test can pass.
    name.utf8.count >= 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
  }

  // MARK: - Bytes

  /// A `String` of the `length` ASCII bytes that `write` puts into a new array.
  ///
  /// `String(unsafeUninitializedCapacity:)` is not inlined and cost a thousand instructions
  /// a call, and a temporary allocation of a run-time size was no cheaper; decoding a
  /// freshly written array costs a fraction of that.
  static func string(length: Int, _ write: (UnsafeMutableBufferPointer<UInt8>) -> Void) -> String {
    let bytes = [UInt8](unsafeUninitializedCapacity: length) { buffer, count in
      write(buffer)
      count = length
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Writes the name of type-like `declaration`, spelled as `name(of:)` spells it, into
  /// `buffer` from `position`, or only measures it when `buffer` is nil. Returns its length
  /// in bytes, or nil if it has a byte outside ASCII.
  func spellName(of declaration: Declaration, into buffer: UnsafeMutableBufferPointer<UInt8>?, at position: Int) -> Int? {
    guard declaration.nameIndex >= 0 else { return 0 }
    guard declaration.kind == .extension else { return spellNameToken(declaration.nameIndex, into: buffer, at: position) }
    var length = 0
    var i = declaration.nameIndex
    while i < declaration.nameEnd {
      let token = tokens[i]
      if token.kind == .identifier || token.kind == .keyword {
        if length > 0 {
          buffer?[position + length] = UInt8(ascii: ".")
          length += 1
        }
        guard let count = copy(Int(token.start), Int(token.end), into: buffer, at: position + length) else { return nil }
        length += count
      }
      if token.flags.contains(.genericAngle) { break }
      i += 1
    }
    return length
  }

  /// `spellName` for a single name token, backticks removed.
  func spellNameToken(_ index: Int, into buffer: UnsafeMutableBufferPointer<UInt8>?, at position: Int) -> Int? {
    let token = tokens[index]
    var start = Int(token.start)
    var end = Int(token.end)
    let bytes = source.bytes
    if end - start >= 2 && bytes[start] == UInt8(ascii: "`") && bytes[end - 1] == UInt8(ascii: "`") {
      start += 1
      end -= 1
    }
    return copy(start, end, into: buffer, at: position)
  }

  /// Copies source bytes `start..<end` into `buffer` at `position` (if given); their count,
  /// or nil if one is outside ASCII.
  func copy(_ start: Int, _ end: Int, into buffer: UnsafeMutableBufferPointer<UInt8>?, at position: Int) -> Int? {
    guard isASCII(start, end) else { return nil }
    if let buffer, end > start {
      source.bytes.withUnsafeBufferPointer { bytes in
        (buffer.baseAddress! + position).update(from: bytes.baseAddress! + start, count: end - start)
      }
    }
    return end - start
  }

  func isASCII(_ start: Int, _ end: Int) -> Bool {
    source.bytes.withUnsafeBufferPointer { bytes in
      var union: UInt8 = 0
      for i in start..<end { union |= bytes[i] }
      return union < 0x80
    }
  }

  // MARK: - The String path, for names outside ASCII

  func joinedExtendedName(of declaration: Declaration) -> String {
    var parts: [String] = []
    var i = declaration.nameIndex
    while i < declaration.nameEnd {
      if tokens[i].kind == .identifier || tokens[i].kind == .keyword { parts.append(text(i)) }
      if tokens[i].flags.contains(.genericAngle) { break }
      i += 1
    }
    return parts.joined(separator: ".")
  }

  func joinedQualifiedName(of index: Int) -> String {
    var parts: [String] = []
    var current = index
    while current >= 0 && parts.count < Self.nameLevels {
      let declaration = declarations[current]
      if declaration.kind.isTypeLike { parts.append(name(of: declaration)) }
      current = declaration.parentIndex
    }
    return parts.reversed().joined(separator: ".")
  }
}
