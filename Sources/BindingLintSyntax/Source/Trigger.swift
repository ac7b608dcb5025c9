/// A word whose presence lets a rule have something to say about a file: the engine reads
/// a file closely only when one of its rules' triggers occurs in it.
///
/// Matching is on bytes, before any lexing, and errs towards matching: a trigger in a
/// comment or string counts, and a word is any run of ASCII letters, digits and `_`
/// (`Bindingé` contains the word `Binding`).
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

/// Triggers compiled for the scanning loop: a table of the bytes they start with, so
/// that most words are rejected on one lookup.
@usableFromInline package final class TriggerSet: @unchecked Sendable {
  @usableFromInline package let triggers: [Trigger]
  @usableFromInline let startsTrigger: UnsafeMutablePointer<Bool>

  package init(_ triggers: [Trigger]) {
    var unique: [Trigger] = []
    for trigger in triggers where !unique.contains(trigger) { unique.append(trigger) }
    self.triggers = unique
    startsTrigger = .allocate(capacity: 256)
    startsTrigger.initialize(repeating: false, count: 256)
    for trigger in unique where trigger.word.utf8CodeUnitCount > 0 {
      startsTrigger[Int(trigger.word.utf8Start[0])] = true
    }
  }

  deinit { startsTrigger.deallocate() }

  /// Whether the word at `start..<end` is one of the triggers, in its context.
  @inlinable @inline(__always)
  package func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    guard startsTrigger[Int(bytes[start])] else { return false }
    let length = end - start
    for trigger in triggers where trigger.word.utf8CodeUnitCount == length {
      if ByteText.equal(bytes.baseAddress! + start, trigger.word.utf8Start, count: length), trigger.isInContext(bytes, start, end) {
        return true
      }
    }
    return false
  }

}
