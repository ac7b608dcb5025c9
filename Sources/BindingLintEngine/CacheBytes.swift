import BindingLintPlatform
import BindingLintSyntax

/// The name cache's encoding (`NameCache`): little-endian 64-bit integers and
/// length-prefixed UTF-8, read with every length checked against what is left.
enum CacheBytes {
  struct Writer {
    var bytes: [UInt8] = []

    mutating func int(_ value: Int) {
      withUnsafeBytes(of: UInt64(bitPattern: Int64(value)).littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func ints(_ values: [Int]) {
      int(values.count)
      values.forEach { int($0) }
    }

    mutating func text(_ value: String) {
      int(value.utf8.count)
      bytes.append(contentsOf: value.utf8)
    }

    mutating func stamp(_ stamp: FileStamp) {
      stamp.values.forEach { int($0) }
    }
  }

  struct Reader {
    let bytes: [UInt8]
    var offset: Int
    /// Where reading stops (the checksum after it is read separately).
    let end: Int

    init(bytes: [UInt8], offset: Int, end: Int? = nil) {
      self.bytes = bytes
      self.offset = offset
      self.end = end ?? bytes.count
    }

    var atEnd: Bool { offset == end }
    var remaining: Int { end - offset }

    mutating func stamp() -> FileStamp? {
      guard remaining >= 8 * FileStamp.count else { return nil }
      let size = load()
      let modified = (load(), load())
      let changed = (load(), load())
      return FileStamp(size: size, modified: modified, changed: changed, inode: load(), device: load())
    }

    mutating func int() -> Int? {
      guard remaining >= 8 else { return nil }
      return load()
    }

    /// `count` integers appended to `list`; the caller checked that they fit. (No
    /// `reserveCapacity` here: reserving the exact size for each entry's keys would copy
    /// the whole list every time instead of letting it grow geometrically.)
    mutating func appendInts(_ count: Int, to list: inout [Int]) {
      for _ in 0..<count { list.append(load()) }
    }

    /// The little-endian integer at `offset`, which the caller checked is in range.
    private mutating func load() -> Int {
      let value = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
      offset += 8
      return Int(Int64(bitPattern: UInt64(littleEndian: value)))
    }

    /// A count of items each at least `minimumSize` bytes long that fit in what is left.
    mutating func count(minimumSize: Int) -> Int? {
      guard let value = int(), value >= 0, value <= remaining / minimumSize else { return nil }
      return value
    }

    mutating func ints() -> [Int]? {
      guard let count = count(minimumSize: 8) else { return nil }
      var values: [Int] = []
      appendInts(count, to: &values)
      return values
    }

    /// Length-prefixed bytes, as they are (the caller checks them).
    mutating func chunk() -> ArraySlice<UInt8>? {
      guard let length = count(minimumSize: 1) else { return nil }
      defer { offset += length }
      return bytes[offset..<(offset + length)]
    }

    /// Length-prefixed UTF-8; nil if it is not valid UTF-8.
    mutating func text() -> String? {
      guard let slice = chunk() else { return nil }
      let array = Array(slice)
      return UTF8Validation.isValid(array) ? String(decoding: array, as: UTF8.self) : nil
    }
  }
}
