import BindingLintPlatform

/// Turns command-line paths into the sorted list of Swift files to lint, each with the
/// project it belongs to.
///
/// Directories are walked for `*.swift`, skipping hidden folders and build/dependency
/// folders. Each file is linted once, however many spellings reach it (`a.swift ./a.swift`,
/// a linked folder, overlapping arguments): files and folders are remembered by device and
/// inode, and the first spelling met wins — arguments in order, each folder's entries in
/// byte order — which also cuts symbolic-link loops. Explicit file arguments are always
/// linted. Nothing is skipped silently: an argument that names nothing or something other
/// than a file or folder, a folder that cannot be listed, and a `*.swift` entry that is not
/// a file are errors. Each file's path is a `Platform.FilePath`: a name that is not UTF-8 is
/// kept as its bytes for I/O and shown escaped.
/// A file's project is the nearest enclosing folder holding a `*.xcodeproj`, a
/// `*.xcworkspace` or a `Package.swift`; the type index resolves names within it first.
/// Paths keep the user's spelling.
package struct Discovery {
  package struct File: Sendable, Equatable {
    /// The path as built from the argument (`Examples/App/ContentView.swift`): its exact
    /// bytes, shown escaped (`\xFF`) where a name is not UTF-8.
    package var path: Platform.FilePath
    /// A key naming the file's project (absolute folder path), or nil outside any project.
    package var project: String?
    /// Which file it is (device and inode; from readdir where it could be): another
    /// spelling of a path names the same file (a linked folder, a name cased otherwise on
    /// a case-insensitive disk).
    package var identity: Platform.FileIdentity?

    package init(path: Platform.FilePath, project: String?, identity: Platform.FileIdentity? = nil) {
      self.path = path
      self.project = project
      self.identity = identity
    }
  }

  package struct Result: Sendable {
    package var files: [File]
    /// Paths that could not be linted, with a reason: arguments that name nothing or a
    /// FIFO or device, folders that cannot be listed, `*.swift` entries that are not files.
    package var missing: [(path: String, message: String)]
  }

  static let skippedDirectories: Set<String> = [".build", ".swiftpm", "Pods", "Carthage", "DerivedData", ".git"]

  private let filter: PathFilter
  private let currentDirectory: String
  private var projectMarkerCache: [String: Bool] = [:]
  /// Files already met, by device and inode, with the path they were met at; folders
  /// already walked, by device and inode.
  private var seenFiles: [Platform.FileIdentity: Platform.FilePath] = [:]
  private var seenFolders = Set<Platform.FileIdentity>()
  private var problems: [(path: String, message: String)] = []
  /// Symbolic links a walk met that lead out of the folder being walked, with where they
  /// lead: not followed (a committed link must not make `--fix .` rewrite another
  /// project's files), and reported as notes.
  package private(set) var linksOutOfTree: [(path: String, target: String)] = []
  /// How many entries the filter turned away in the last walk (for "no files to lint":
  /// none found, or every one excluded).
  package private(set) var filteredOut = 0
  /// Called with each folder the walk lists (`NameCacheRun` records them to replay the walk).
  var visitedFolder: ((String) -> Void)?

  package init(filter: PathFilter = PathFilter(), currentDirectory: String = Platform.currentDirectory()) {
    self.filter = filter
    self.currentDirectory = currentDirectory
  }

  /// Every Swift file under `arguments`, sorted by path.
  package mutating func discover(_ arguments: [String]) -> Result {
    var files: [File] = []
    let missing = discover(arguments) { files.append($0) }
    files.sort { Platform.utf8Precedes($0.path.display, $1.path.display) }
    return Result(files: files, missing: missing)
  }

  /// Calls `found` with each Swift file under `arguments` as the walk reaches it (each file
  /// once), so linting can start before the walk ends. Returns what could not be linted.
  package mutating func discover(_ arguments: [String], found: (File) -> Void) -> [(path: String, message: String)] {
    discover(arguments.map(Platform.FilePath.init), found: found)
  }

  /// As `discover(_:found:)`, for arguments kept as the bytes the system gave (a name that
  /// is not UTF-8 is shown escaped and opened as it is).
  package mutating func discover(_ arguments: [Platform.FilePath], found: (File) -> Void) -> [(path: String, message: String)] {
    problems = []
    seenFiles = [:]
    seenFolders = []
    filteredOut = 0
    linksOutOfTree = []
    for path in arguments {
      switch Platform.status(of: path) {
      case .failure(let error):
        problems.append((path.display, error.message))
      case .success(let status) where status.type == .directory:
        walk(path, found: found)
      case .success(let status) where status.type == .file:
        if isFirstSighting(status.identity, of: path, exactIdentity: { status.identity }) {
          found(File(path: path, project: projectRoot(ofFile: path.display), identity: status.identity))
        }
      case .success(let status):
        problems.append((path.display, Self.notAFile(status)))
      }
    }
    // Met files are only needed during the walk: emptied, they do not outlive it by the run.
    seenFiles = [:]
    return problems
  }

  static func notAFile(_ status: Platform.FileStatus) -> String {
    "not a regular file (\(status.kind)); only regular files are read"
  }

  /// The positions of `entries` in byte order of their names (`Platform.utf8Precedes`).
  /// Sorting the entries themselves moved structs holding two references through the
  /// merge sort and compared each pair of names through `withUTF8`: 2 % of a run's
  /// instructions on 1,600 folders. Here a name's first eight bytes are one integer, and
  /// only names sharing them are compared in full (names hold no NUL byte, so a shorter
  /// name, zero-padded, sorts first as it should).
  static func byteOrder(of entries: [Platform.DirectoryEntry]) -> [Int] {
    var keys: [(prefix: UInt64, position: Int)] = []
    keys.reserveCapacity(entries.count)
    for (position, entry) in entries.enumerated() {
      var prefix: UInt64 = 0
      var shift: UInt64 = 56
      for byte in entry.name.utf8.prefix(8) {
        prefix |= UInt64(byte) << shift
        shift &-= 8
      }
      keys.append((prefix, position))
    }
    keys.sort { a, b in
      if a.prefix != b.prefix { return a.prefix < b.prefix }
      let x = entries[a.position].name, y = entries[b.position].name
      if Platform.utf8Precedes(x, y) { return true }
      // Equal names keep readdir's order, as the stable sort before did.
      return !Platform.utf8Precedes(y, x) && a.position < b.position
    }
    return keys.map(\.position)
  }

  private mutating func walk(_ root: Platform.FilePath, found: (File) -> Void) {
    // Where the walk's root really is: a link inside it must lead below it to be followed.
    let tree = Platform.resolvedPath(root)
    // (folder path, project key inherited from the nearest marked ancestor)
    var stack: [(Platform.FilePath, String?)] = [(root, projectRoot(ofDirectory: root.display))]
    while let (directory, inheritedProject) = stack.popLast() {
      let listed = Platform.withDirectory(directory) { folder in
        // A folder met again (through a link, or an overlapping argument) was walked already.
        guard seenFolders.insert(folder.identity).inserted else { return }
        visitedFolder?(directory.display)
        let project = Self.hasProjectMarker(folder.entries.map(\.name)) ? absolute(directory.display) : inheritedProject
        // Files in byte order, then folders pushed so that they pop in byte order.
        var folders: [Platform.FilePath] = []
        for position in Self.byteOrder(of: folder.entries) {
          let entry = folder.entries[position]
          if let tree, !Self.isSkipped(entry.name), folder.isSymbolicLink(entry), mightLint(entry, in: folder),
            !leadsInside(directory.appending(entry), tree: tree)
          {
            continue
          }
          if let child = visit(entry, in: folder, at: directory, project: project, found: found) { folders.append(child) }
        }
        for child in folders.reversed() { stack.append((child, project)) }
      }
      if case .failure(let error) = listed { problems.append((directory.display, "cannot read directory: \(error.message)")) }
    }
  }

  /// Whether the link at `path` leads to `tree` or below it; if not, it is recorded in
  /// `linksOutOfTree`. A link that leads nowhere is left to the walk (a dangling `*.swift`
  /// is an error there). Links are rare, so the `realpath` per link costs nothing in
  /// practice, and plain entries cost no more than before.
  private mutating func leadsInside(_ path: Platform.FilePath, tree: String) -> Bool {
    guard let target = Platform.resolvedPath(path) else { return true }
    if target == tree || target.hasPrefix(tree == "/" ? "/" : tree + "/") { return true }
    linksOutOfTree.append((path.display, target))
    return false
  }

  /// Whether a link could lead the walk to something it lints: a `*.swift` name, or a
  /// folder. (A link to a README elsewhere is nobody's concern.)
  private func mightLint(_ entry: Platform.DirectoryEntry, in folder: Platform.OpenDirectory) -> Bool {
    Self.name(entry.name, endsWith: ".swift") || (try? folder.status(of: entry).get())?.type == .directory
  }

  /// Whether the file at `path`, known by `identity`, is met for the first time. An
  /// identity built from readdir's inode number and the folder's device can match another
  /// file's where a folder mixes file systems (an overlay's layers): a match is confirmed
  /// with both files' `stat` before the file is taken for one already met.
  private mutating func isFirstSighting(
    _ identity: Platform.FileIdentity, of path: Platform.FilePath, exactIdentity: () -> Platform.FileIdentity?
  ) -> Bool {
    guard let earlier = seenFiles[identity] else {
      seenFiles[identity] = path
      return true
    }
    guard let mine = exactIdentity(), let theirs = try? Platform.status(of: earlier).get().identity else { return true }
    return mine != theirs
  }

  /// Reports `entry` if it is a Swift file to lint; returns its path if it is a folder to walk.
  private mutating func visit(
    _ entry: Platform.DirectoryEntry, in folder: Platform.OpenDirectory, at directory: Platform.FilePath,
    project: String?, found: (File) -> Void
  ) -> Platform.FilePath? {
    let name = entry.name
    if Self.isSkipped(name) { return nil }
    let isSwift = Self.name(name, endsWith: ".swift")
    // Most entries are plain files that are not Swift: they need no path and no `stat`.
    if entry.type == .file && !isSwift { return nil }
    let path = directory.appending(entry)
    let absolutePath = filter.needsAbsolutePaths ? absolute(path.display) : path.display
    if filter.excludes(path.display, absolutePath: absolutePath) {
      filteredOut += 1
      return nil
    }
    if isSwift && entry.type == .file {
      // A plain file: readdir gave its inode, and the folder's device is known, so it
      // needs no `stat` to be recognised if it was met before.
      guard filter.includes(path.display, absolutePath: absolutePath) else {
        filteredOut += 1
        return nil
      }
      let identity = Platform.FileIdentity(device: folder.identity.device, inode: entry.inode)
      if isFirstSighting(identity, of: path, exactIdentity: { try? folder.status(of: entry).get().identity }) {
        found(File(path: path, project: project, identity: identity))
      }
      return nil
    }
    if isSwift {
      // A link or an entry of unknown type: looked up for what it leads to. A folder named
      // `*.swift` is walked.
      switch folder.status(of: entry) {
      case .failure(let error):
        problems.append((path.display, error.message))
        return nil
      case .success(let status) where status.type == .file:
        guard filter.includes(path.display, absolutePath: absolutePath) else {
          filteredOut += 1
          return nil
        }
        if isFirstSighting(status.identity, of: path, exactIdentity: { status.identity }) {
          found(File(path: path, project: project, identity: status.identity))
        }
        return nil
      case .success(let status) where status.type == .directory:
        break
      case .success(let status):
        problems.append((path.display, Self.notAFile(status)))
        return nil
      }
    }
    if Self.isBundle(name) { return nil }
    // readdir's d_type answers for plain folders; only links and unknown entries cost a
    // `stat`. A link that leads nowhere is not a Swift file and not a folder: nothing to lint.
    let type = entry.type ?? (try? folder.status(of: entry).get())?.type
    return type == .directory ? path : nil
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

  /// Folders Xcode treats as documents (projects, workspaces, asset catalogs, playgrounds).
  /// A playground's pages are scratch code no target builds: its findings are not worth a
  /// commit (issue 20's review), so a walk leaves it; a page named on the command line is
  /// linted.
  static func isBundle(_ name: String) -> Bool {
    self.name(name, endsWith: ".xcodeproj") || self.name(name, endsWith: ".xcworkspace") || self.name(name, endsWith: ".xcassets")
      || self.name(name, endsWith: ".playground")
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

  package static func hasProjectMarker(_ names: [String]) -> Bool {
    names.contains { $0 == "Package.swift" || name($0, endsWith: ".xcodeproj") || name($0, endsWith: ".xcworkspace") }
  }

  // MARK: - Project roots above an argument

  /// The project of a file named by `--stdin-filename` (which need not exist).
  package mutating func projectRootForStandardInput(_ path: String) -> String? {
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
package struct PathFilter: Sendable {
  package var include: [Glob]
  package var exclude: [Glob]
  /// Absolute folder that relative globs start from.
  package var base: String?

  package init(include: [Glob] = [], exclude: [Glob] = [], base: String? = nil) {
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
