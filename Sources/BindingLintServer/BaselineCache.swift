import BindingLintPlatform
import BindingLintEngine

/// The baseline files the language server has read, kept while they are unchanged on
/// disk: a project's baseline can hold thousands of entries, and parsing it on every
/// keystroke would cost more than the lint. A file is read again when its identity, size
/// or times change (`FileStatus.stamp`), so a baseline rewritten by the CLI applies to the
/// next analysis, as an edited configuration does.
final class BaselineCache: @unchecked Sendable {
  private struct Entry {
    let identity: Platform.FileIdentity
    let stamp: [Int]
    let baseline: Baseline
  }

  private let lock = Lock()
  private var entries: [String: Entry] = [:]

  func load(_ path: String) -> Result<Baseline, ConfigError> {
    let status = try? Platform.status(of: Platform.FilePath(path)).get()
    if let status, let entry = lock.withLock({ entries[path] }),
      entry.identity == status.identity, entry.stamp == status.stamp {
      return .success(entry.baseline)
    }
    let loaded = BaselineFile.load(path)
    lock.withLock {
      if let status, case .success(let baseline) = loaded {
        entries[path] = Entry(identity: status.identity, stamp: status.stamp, baseline: baseline)
      } else {
        entries[path] = nil
      }
    }
    return loaded
  }
}
