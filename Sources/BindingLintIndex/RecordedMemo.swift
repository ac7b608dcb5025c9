/// Answers a decision's analyses worked out once, kept for the other decisions of the same
/// round on the same thread, with the names each answer's lookups recorded.
///
/// Decisions ask the same questions again and again (the construction sites of a view
/// every read above it walks through, what a provider provides): remembering the answer
/// is right only if the log a decision leaves is the one it would leave asking again,
/// because the engine parses on demand what the log names. So an answer is kept with the
/// names recorded while it was worked out, and recorded again whenever it is reused
/// (`NameLog` is a set: recording twice changes nothing).
///
/// Only a recording copy of the index keeps memos (`TypeIndex.memo(_:)`): it serves one
/// thread, and its tables do not change while it lives (the engine extends the index
/// between rounds, and makes new recording copies for the next round).
///
/// Inlinable, so the rules' memos are specialized where they are used: a generic class
/// called across modules looked its metadata up on every call.
package final class RecordedMemo<Key: Hashable, Value> {
  @usableFromInline struct Answer {
    @usableFromInline let value: Value
    @usableFromInline let names: Set<Int>

    @inlinable init(value: Value, names: Set<Int>) {
      self.value = value
      self.names = names
    }
  }

  @usableFromInline var answers: [Key: Answer] = [:]
  @usableFromInline let log: NameLog

  @inlinable package init(log: NameLog) { self.log = log }

  /// The answer for `key`: remembered (its names recorded again), or `compute`d and kept.
  /// `compute` may ask this memo about other keys (not about `key` itself).
  @inlinable package func value(_ key: Key, _ compute: () -> Value) -> Value {
    if let known = answers[key] {
      log.replay(known.names)
      return known.value
    }
    let (value, names) = log.capturing(compute)
    answers[key] = Answer(value: value, names: names)
    return value
  }
}
