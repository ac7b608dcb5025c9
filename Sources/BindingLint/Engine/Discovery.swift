/// Turns command-line paths into the sorted list of Swift files to lint, each with the
/// project it belongs to.
///
/// Directories are walked for `*.swift`, skipping hidden folders and build/dependency
/// folders; symbolic-link loops are cut by remembering each directory's device and inode.
/// Explicit file arguments are always linted. A file's project is the nearest enclosing
/// folder holding a `*.xcodeproj`, a `*.xcworkspace` or a `Package.swift`; the type index
/// resolves names within it first. Paths keep the user's spelling.
public struct Discovery {
  public struct File: Sendable, Equatable {
    /// The path as built from the argument (`Examples/App/ContentView.swift`).
    public var path: String
    /// A key naming the file's project (absolute folder path), or nil outside any project.
    public var project: String?
    /// Known to be a regular file (not a pipe or device), which lets reading stop at the
    /// first short read.
    public var isRegularFile = false
  }

  public struct Result: Sendable {
    public var files: [File]
    /// Arguments that name nothing on disk, with a reason.
    public var missing: [(path: String, message: String)]
  }

  static let skippedDirectories: Set<String> = [".build", ".swiftpm", "Pods", "Carthage", "DerivedData", ".git"]

  private let filter: PathFilter
  private let currentDirectory: String
  private var projectMarkerCache: [String: Bool] = [:]

  public init(filter: PathFilter = PathFilter(), currentDirectory: String = Platform.currentDirectory()) {
    self.filter = filter
    self.currentDirectory = currentDirectory
  }

  /// Every Swift file under `arguments`, sorted by path.
  public mutating func discover(_ arguments: [String]) -> Result {
    var files: [File] = []
    let missing = discover(arguments) { files.append($0) }
    files.sort { Platform.utf8Precedes($0.path, $1.path) }
    return Result(files: files, missing: missing)
  }

  /// Calls `found` with each Swift file under `arguments` as the walk reaches it (in no
  /// particular order, each path once), so linting can start before the walk ends.
  /// Returns the arguments that name nothing on disk.
  public mutating func discover(_ arguments: [String], found: (File) -> Void) -> [(path: String, message: String)] {
    var seen = Set<String>()
    var missing: [(String, String)] = []
    for argument in arguments {
      switch Platform.entryType(argument) {
      case nil:
        missing.append((argument, "no such file or directory"))
      case .directory?:
        // One walk never meets a path twice (folders are visited once); only overlapping
        // arguments (`Sources Sources/App`) can, and only then is every path remembered.
        walk(argument, seen: &seen, remembering: arguments.count > 1, found: found)
      case let type?:
        if seen.insert(argument).inserted {
          found(File(path: argument, project: projectRoot(ofFile: argument), isRegularFile: type == .file))
        }
      }
    }
    return missing
  }

  private mutating func walk(_ root: String, seen: inout Set<String>, remembering: Bool, found: (File) -> Void) {
    // Folders are remembered by device and inode only once a link to a folder shows up:
    // without links the walk cannot meet a folder twice, and most trees have none, which
    // saves a stat per folder. The first link makes every folder walked so far remembered.
    var visited = Set<Platform.FileIdentity>()
    var walkedBeforeLinks: [String] = []
    var remembersFolders = false
    // (directory path, project key inherited from the nearest marked ancestor)
    var stack: [(String, String?)] = [(root, projectRoot(ofDirectory: root))]
    while let (directory, inheritedProject) = stack.popLast() {
      if remembersFolders {
        if let identity = Platform.identity(directory), !visited.insert(identity).inserted { continue }
      } else {
        walkedBeforeLinks.append(directory)
      }
      guard let entries = Platform.typedDirectoryEntries(directory) else { continue }
      let names = entries.map(\.name)
      let prefix = directory.hasSuffix("/") ? directory : directory + "/"
      let project = Self.hasProjectMarker(names) ? absolute(directory) : inheritedProject
      // readdir's d_type answers for plain files and folders; only links and unknown
      // entries cost a `stat`.
      for (name, knownType) in entries.sorted(by: { $0.name > $1.name }) {
        if Self.isSkipped(name) { continue }
        let isSwift = Self.name(name, endsWith: ".swift")
        // Most entries are plain files that are not Swift: they need no path at all.
        if knownType == .file && !isSwift { continue }
        let path = prefix + name
        let absolutePath = filter.needsAbsolutePaths ? absolute(path) : path
        if filter.excludes(path, absolutePath: absolutePath) { continue }
        if isSwift {
          switch knownType ?? Platform.entryType(path) {
          case .file?:
            guard filter.includes(path, absolutePath: absolutePath) else { continue }
            if !remembering || seen.insert(path).inserted { found(File(path: path, project: project, isRegularFile: true)) }
            continue
          case .directory?:
            break
          default:
            continue
          }
        }
        if Self.isBundle(name) { continue }
        guard (knownType ?? Platform.entryType(path)) == .directory else { continue }
        if knownType == nil && !remembersFolders {
          // A link (or an entry of unknown type) that leads to a folder.
          remembersFolders = true
          for folder in walkedBeforeLinks { if let identity = Platform.identity(folder) { visited.insert(identity) } }
          walkedBeforeLinks = []
        }
        stack.append((path, project))
      }
    }
  }

  /// Hidden entries and build or dependency folders.
  static func isSkipped(_ name: String) -> Bool {
    guard let first = name.utf8.first else { return true }
    switch first {
    case UInt8(ascii: "."): return true
    case UInt8(ascii: "P"), UInt8(ascii: "C"), UInt8(ascii: "D"): return skippedDirectories.contains(name)
    default: return false
    }
  }

  /// Folders Xcode treats as documents (projects, workspaces, asset catalogs).
  static func isBundle(_ name: String) -> Bool {
    self.name(name, endsWith: ".xcodeproj") || self.name(name, endsWith: ".xcworkspace") || self.name(name, endsWith: ".xcassets")
  }

  /// A byte-wise suffix test: `String.hasSuffix` compares by characters, and this runs
  /// for every entry of every folder.
  static func name(_ name: String, endsWith suffix: StaticString) -> Bool {
    let utf8 = name.utf8
    let count = suffix.utf8CodeUnitCount
    guard utf8.count >= count else { return false }
    var index = utf8.index(utf8.endIndex, offsetBy: -count)
    for k in 0..<count {
      guard utf8[index] == suffix.utf8Start[k] else { return false }
      index = utf8.index(after: index)
    }
    return true
  }

  public static func hasProjectMarker(_ names: [String]) -> Bool {
    names.contains { $0 == "Package.swift" || name($0, endsWith: ".xcodeproj") || name($0, endsWith: ".xcworkspace") }
  }

  // MARK: - Project roots above an argument

  /// The project of a file named by `--stdin-filename` (which need not exist).
  public mutating func projectRootForStandardInput(_ path: String) -> String? {
    projectRoot(ofFile: path)
  }

  private mutating func projectRoot(ofFile path: String) -> String? {
    projectRoot(ofDirectory: Self.parent(of: absolute(path)))
  }

  /// The nearest folder at or above `directory` that holds a project marker.
  private mutating func projectRoot(ofDirectory directory: String) -> String? {
    var current = absolute(directory)
    while true {
      if isProjectRoot(current) { return current }
      let parent = Self.parent(of: current)
      if parent == current { return nil }
      current = parent
    }
  }

  private mutating func isProjectRoot(_ directory: String) -> Bool {
    if let cached = projectMarkerCache[directory] { return cached }
    let marked = Platform.directoryEntries(directory).map(Self.hasProjectMarker) ?? false
    projectMarkerCache[directory] = marked
    return marked
  }

  /// An absolute, normalized spelling of `path`, used only as a key.
  func absolute(_ path: String) -> String {
    let joined = path.hasPrefix("/") ? path : currentDirectory + "/" + path
    var parts: [Substring] = []
    for part in joined.split(separator: "/") {
      if part == "." || part.isEmpty { continue }
      if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
      parts.append(part)
    }
    return "/" + parts.joined(separator: "/")
  }

  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "/" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}

/// Which discovered paths to lint: `exclude` globs prune files and folders, `include` globs
/// (when any) admit files. A glob matches the path as built from the argument, or the path
/// relative to `base` (the configuration file's folder). Explicit file arguments bypass it.
public struct PathFilter: Sendable {
  public var include: [Glob]
  public var exclude: [Glob]
  /// Absolute folder that relative globs start from.
  public var base: String?

  public init(include: [Glob] = [], exclude: [Glob] = [], base: String? = nil) {
    self.include = include
    self.exclude = exclude
    self.base = base
  }

  var needsAbsolutePaths: Bool { base != nil && !(include.isEmpty && exclude.isEmpty) }

  func excludes(_ path: String, absolutePath: String) -> Bool {
    !exclude.isEmpty && matches(exclude, path, absolutePath)
  }

  func includes(_ path: String, absolutePath: String) -> Bool {
    include.isEmpty || matches(include, path, absolutePath)
  }

  private func matches(_ globs: [Glob], _ path: String, _ absolutePath: String) -> Bool {
    var relative: String?
    if let base, absolutePath.hasPrefix(base + "/") { relative = String(absolutePath.dropFirst(base.count + 1)) }
    return globs.contains { $0.matches(path) || (relative.map($0.matches) ?? false) }
  }
}
