/// The type names a decision asked the index about, so the engine can load the facts of
/// files that might declare them and decide again.
///
/// Each lookup key is recorded by its last component (`Inner` for `Outer.Inner`): a file
/// that declares or extends a type of that name must contain it after `struct`, `class`,
/// `extension`…, which is what `DeclaredNames` finds without parsing the file.
public final class NameLog: @unchecked Sendable {
  private let lock = Lock()
  private var names: Set<String> = []

  public init() {}

  func record(_ key: String) {
    let name = TypeIndex.lastComponent(key)
    lock.withLock { _ = names.insert(name) }
  }

  /// The names recorded since the last call, and a fresh start.
  public func take() -> Set<String> {
    lock.withLock {
      defer { names = [] }
      return names
    }
  }
}
