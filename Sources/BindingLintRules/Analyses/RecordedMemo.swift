import BindingLintIndex

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
/// Declared in the module whose analyses use it, so each memo is specialized for its key
/// and value. Declared `@inlinable` in the index module, Swift 6.3 emitted no specialized
/// copy at all: every lookup ran the unspecialized generic, hashing keys through witness
/// tables (some 65 M instructions on the performance corpus).
final class RecordedMemo<Key: Hashable, Value> {
  private struct Answer {
    let value: Value
    let names: Set<Int>
  }

  private var answers: [Key: Answer] = [:]
  private let log: NameLog

  init(log: NameLog) { self.log = log }

  /// The answer for `key`: remembered (its names recorded again), or `compute`d and kept.
  /// `compute` may ask this memo about other keys (not about `key` itself).
  func value(_ key: Key, _ compute: () -> Value) -> Value {
    if let known = answers[key] {
      log.replay(known.names)
      return known.value
    }
    let outer = log.beginCapture()
    let value = compute()
    let names = log.endCapture(restoring: outer)
    answers[key] = Answer(value: value, names: names)
    return value
  }
}
