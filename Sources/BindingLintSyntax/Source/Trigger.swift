/// A word whose presence lets a rule have something to say about a file: the engine reads
/// a file closely only when one of its rules' triggers occurs in it.
///
/// Whether a file is read closely is decided on bytes, before any lexing, and errs towards
/// matching: a trigger in a comment or string counts, and a word is any run of ASCII
/// letters, digits and `_` (`Bindingé` contains the word `Binding`). Which rules then see
/// the lexed file is decided on its tokens and comments, context aside (`TriggerWords`).
@usableFromInline package struct Trigger: Sendable, Hashable {
  @usableFromInline package enum Context: Sendable, Hashable {
    /// Anywhere (`TextField`).
    case anywhere
    /// Right after `@`, spaces allowed (`@State`, the `@SwiftUI` of `@SwiftUI.State`).
    case attribute
    /// Before `:`, spaces allowed (`get:` in `Binding(get:set:)`).
    case label
  }

  @usableFromInline package let word: StaticString
  @usableFromInline package let context: Context

  package static func word(_ word: StaticString) -> Trigger { Trigger(word: word, context: .anywhere) }
  package static func attribute(_ name: StaticString) -> Trigger { Trigger(word: name, context: .attribute) }
  package static func label(_ name: StaticString) -> Trigger { Trigger(word: name, context: .label) }

  @usableFromInline package static func == (a: Trigger, b: Trigger) -> Bool {
    a.context == b.context && a.text == b.text
  }

  @usableFromInline package func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(context)
  }

  var text: String { word.description }

  /// Whether the word at `start..<end` of `bytes` stands in this trigger's context.
  @inlinable @inline(__always)
  func isInContext(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    switch context {
    case .anywhere:
      return true
    case .attribute:
      var i = start - 1
      while i >= 0 && (bytes[i] == 0x20 || bytes[i] == 0x09) { i -= 1 }
      return i >= 0 && bytes[i] == UInt8(ascii: "@")
    case .label:
      var i = end
      while i < bytes.count && (bytes[i] == 0x20 || bytes[i] == 0x09) { i += 1 }
      return i < bytes.count && bytes[i] == UInt8(ascii: ":")
    }
  }
}

/// Triggers compiled for the scanning loop. Most words of a file start with a letter some
/// trigger starts with, so the first byte alone rejected few of them, and each of those
/// was then compared, by length, with every trigger (about 7 % of a default run's
/// instructions on real apps). A word is now rejected on one lookup unless some trigger
/// has both its first byte and its length, and is compared only with the triggers that
/// start with its byte.
@usableFromInline package final class TriggerSet: @unchecked Sendable {
  @usableFromInline package let triggers: [Trigger]

  /// A trigger's word as a pointer and a count (reading a `StaticString`'s checks how it
  /// is stored, each time), kept in plain memory: the loop retains nothing.
  @usableFromInline struct Compiled {
    @usableFromInline let start: UnsafePointer<UInt8>
    @usableFromInline let count: Int
    @usableFromInline let trigger: Trigger
  }

  /// Per first byte, a bit per length some trigger starting with it has (bit `min(length,
  /// 63)`): zero for a byte no trigger starts with.
  @usableFromInline let lengths: UnsafeMutablePointer<UInt64>
  /// The triggers grouped by first byte: those starting with byte `b` are
  /// `compiled[first[b]..<first[b + 1]]`, in the order they were given.
  @usableFromInline let first: UnsafeMutablePointer<Int>
  @usableFromInline let compiled: UnsafeMutablePointer<Compiled>

  package init(_ triggers: [Trigger]) {
    var unique: [Trigger] = []
    for trigger in triggers where !unique.contains(trigger) { unique.append(trigger) }
    self.triggers = unique
    // A trigger with no word matches nothing (a word has at least one byte).
    let usable = unique.filter { $0.word.utf8CodeUnitCount > 0 }
    lengths = .allocate(capacity: 256)
    lengths.initialize(repeating: 0, count: 256)
    first = .allocate(capacity: 257)
    first.initialize(repeating: 0, count: 257)
    compiled = .allocate(capacity: max(usable.count, 1))
    for trigger in usable {
      let initial = Int(trigger.word.utf8Start[0])
      lengths[initial] |= 1 << UInt64(Self.lengthBit(trigger.word.utf8CodeUnitCount))
      first[initial + 1] += 1
    }
    for b in 0..<256 { first[b + 1] += first[b] }
    var next = Array(UnsafeBufferPointer(start: first, count: 256))
    for trigger in usable {
      let initial = Int(trigger.word.utf8Start[0])
      (compiled + next[initial]).initialize(to: Compiled(start: trigger.word.utf8Start, count: trigger.word.utf8CodeUnitCount, trigger: trigger))
      next[initial] += 1
    }
  }

  deinit {
    // `first[256]` is how many were compiled: read before `first` is freed.
    compiled.deinitialize(count: first[256])
    compiled.deallocate()
    first.deallocate()
    lengths.deallocate()
  }

  @inlinable @inline(__always)
  package static func lengthBit(_ length: Int) -> Int { length < 63 ? length : 63 }

  /// `lengths` for a scan that merges it with its own per-byte tables (`DeclaredNames`
  /// rejects most words on one combined lookup): per first byte, a bit per trigger length.
  @inlinable package var lengthTable: UnsafePointer<UInt64> { UnsafePointer(lengths) }

  /// Whether the word at `start..<end` is one of the triggers, in its context.
  @inlinable @inline(__always)
  package func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    let initial = Int(bytes[start])
    let length = end &- start
    guard lengths[initial] & (1 << UInt64(Self.lengthBit(length))) != 0 else { return false }
    let word = bytes.baseAddress! + start
    for k in first[initial]..<first[initial + 1] {
      let candidate = compiled[k]
      if candidate.count == length, ByteText.equal(word, candidate.start, count: length),
        candidate.trigger.isInContext(bytes, start, end) {
        return true
      }
    }
    return false
  }
}
