/// Where this user's caches go on this system: the one answer `NameCache` uses and
/// `bindinglint --help` shows, so the two cannot disagree.
///
/// `XDG_CACHE_HOME` wins when it is an absolute path (the XDG Base Directory specification
/// ignores a relative one); otherwise Darwin keeps caches in `~/Library/Caches` (Apple's File
/// System Programming Guide) and every other system in `~/.cache` (XDG's default).
extension Platform {
  /// The cache folder below the home folder when `XDG_CACHE_HOME` names none.
  #if canImport(Darwin)
  package static let cacheFolderInHome = "Library/Caches"
  #else
  package static let cacheFolderInHome = ".cache"
  #endif

  /// This user's cache folder, or nil when neither `XDG_CACHE_HOME` nor `HOME` is an
  /// absolute path.
  package static func userCacheFolder(environment: (String) -> String?) -> String? {
    if let xdg = environment("XDG_CACHE_HOME"), xdg.hasPrefix("/") { return xdg }
    guard let home = environment("HOME"), home.hasPrefix("/") else { return nil }
    return home + "/" + cacheFolderInHome
  }

  /// The folder `name` in `userCacheFolder`, for people:
  /// `$XDG_CACHE_HOME/NAME, else ~/Library/Caches/NAME` (or `~/.cache/NAME`).
  package static func userCacheFolderDescription(_ name: String) -> String {
    "$XDG_CACHE_HOME/\(name), else ~/\(cacheFolderInHome)/\(name)"
  }
}
