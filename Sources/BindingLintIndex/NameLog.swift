/// The type names a decision asked the index about, so the engine can load the facts of
/// files that might declare them and decide again.
///
/// Each lookup key is recorded by its last component (`Inner` for `Outer.Inner`): a file
/// that declares or extends a type of that name must contain it after `struct`, `class`,
/// `extension`…, which is what `DeclaredNames` finds without parsing the file.
///
/// Names are kept as their `NameKey`s, the keys `DeclaredNames` files names under: the
/// engine matches them against those and needs nothing else, and a lookup then records
/// without building a string.
///
/// Not thread-safe, on purpose: every thread deciding findings records into a log of its
/// own (`TypeIndex.recording(into:)`), so a lookup pays no lock.
package final class NameLog: @unchecked Sendable {
  private var names: Set<Int> = []

  package init() {}

  /// The key a decision records when no name can stand for what it depends on ("is there a
  /// provider of `T` anywhere in the project": the provider need not name `T`): the engine
  /// then parses every file before deciding it again.
  package static let everyFile = NameKey.of("*")

  /// Records `key` by its last component (`Inner` for `Outer.Inner`).
  func record(_ key: String) {
    names.insert(NameKey.ofLastComponent(key))
  }

  /// Records `prefix` followed by `name`'s last component: `(Name`, `+Name`.
  ///
  /// The name scan files a construction under `(Name` only for a name that starts with a
  /// capital (`DeclaredNames.Scanner.recordTypeCall`): every lowercase call would be a key.
  /// The facts read a call of a type spelled otherwise (`hPill(…)`) only in a file that
  /// declares a struct of that name (`SyntaxTree.lowercaseStructNameTokens`; `_Backing(…)`
  /// nowhere), so who builds it is asked of the files that declare the name, by its own
  /// key, not of every file.
  func record(_ prefix: UInt8, _ name: String) {
    names.insert(NameKey.ofLastComponent(name, prefix: prefix))
    if prefix == UInt8(ascii: "("), !Self.startsWithCapital(lastComponentOf: name) { record(name) }
  }

  private static func startsWithCapital(lastComponentOf name: String) -> Bool {
    let utf8 = name.utf8
    let start = utf8.lastIndex(of: UInt8(ascii: ".")).map { utf8.index(after: $0) } ?? utf8.startIndex
    guard start < utf8.endIndex else { return false }
    let first = utf8[start]
    return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
  }

  func recordEveryFile() {
    names.insert(Self.everyFile)
  }

  /// Starts recording apart: what was recorded so far is handed back, to be passed to
  /// `endCapture(restoring:)`, which returns what was recorded in between (and keeps it
  /// recorded too), so a memo can record it again when it answers from memory
  /// (`RecordedMemo`). Captures nest.
  package func beginCapture() -> Set<Int> {
    var outer: Set<Int> = []
    swap(&outer, &names)
    return outer
  }

  package func endCapture(restoring outer: Set<Int>) -> Set<Int> {
    let captured = names
    names = outer
    names.formUnion(captured)
    return captured
  }

  /// Records `captured` again: what the computation they came from recorded.
  package func replay(_ captured: Set<Int>) {
    names.formUnion(captured)
  }

  /// The names recorded since the last call, and a fresh start.
  package func take() -> Set<Int> {
    defer { names = [] }
    return names
  }
}
