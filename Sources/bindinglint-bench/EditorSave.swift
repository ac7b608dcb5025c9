import BindingLintPlatform

/// What an editor pays on every save: one file of the tree's largest project linted from
/// standard input (`--stdin-filename FILE < FILE`), which needs the names every other file
/// of the project may declare for the type index, next to the same file linted alone as a
/// path. The file is the first one a run over that project reports something in (a file
/// without findings needs no index at all, so it would flatter the stdin row). The stdin
/// run is timed with the cache of scanned names warm (an editor's every save after the
/// first), cold (the cache file removed before each run, which then writes it) and with
/// `--no-cache` (every file read); the cache lives in the benchmark's scratch folder
/// (`BINDINGLINT_CACHE_DIR`). Target: the warm stdin run within 2× of the plain run.
enum EditorSave {
  struct Measurement {
    var file: String
    var projectFiles: Int
    /// Median wall and CPU seconds of each way of linting the file.
    var plain: Double?, plainCPU: Double?
    var stdin: Double?, stdinCPU: Double?
    var cold: Double?, coldCPU: Double?
    var uncached: Double?, uncachedCPU: Double?
    /// Reading every Swift file of the project once, on one thread: what `--stdin-filename`
    /// cannot go below without a cache or a server that keeps the index.
    var projectFloor: Double?
  }

  static func measure(tree: String, lint: String, runs: Int, scratch: String) -> Measurement? {
    guard let (project, files) = largestProject(in: tree) else { return nil }
    let listing = scratch + "/editor-save.txt"
    _ = TimedRun.run(lint, ["--format", "xcode", project], stdoutPath: listing)
    let file = firstReportedPath(in: listing) ?? project
    guard !Platform.isDirectory(file) else { return nil }
    let plainArguments = ["--format", "json", file]
    let stdinArguments = ["--format", "json", "--stdin-filename", file]
    let cache = scratch + "/name-cache"
    let environment = ["BINDINGLINT_CACHE_DIR": cache]
    let run = { (arguments: [String], stdin: String?) in TimedRun.run(lint, arguments, stdinPath: stdin, environment: environment) }
    _ = run(plainArguments, nil)
    _ = run(stdinArguments, file)
    let count = max(10, runs * 2)
    let plain = (0..<count).compactMap { _ in run(plainArguments, nil) }
    let stdin = (0..<count).compactMap { _ in run(stdinArguments, file) }
    let cold = (0..<count).compactMap { _ in
      Platform.removeTree(cache)
      return run(stdinArguments, file)
    }
    let uncached = (0..<count).compactMap { _ in run(["--no-cache"] + stdinArguments, file) }
    let floor = (0..<count).map { _ in
      let start = Platform.monotonicSeconds()
      _ = ReadFloor.readAll(project)
      return Platform.monotonicSeconds() - start
    }
    return Measurement(
      file: file, projectFiles: files,
      plain: Stats.median(plain.map(\.seconds)), plainCPU: Stats.median(plain.map(\.cpuSeconds)),
      stdin: Stats.median(stdin.map(\.seconds)), stdinCPU: Stats.median(stdin.map(\.cpuSeconds)),
      cold: Stats.median(cold.map(\.seconds)), coldCPU: Stats.median(cold.map(\.cpuSeconds)),
      uncached: Stats.median(uncached.map(\.seconds)), uncachedCPU: Stats.median(uncached.map(\.cpuSeconds)),
      projectFloor: Stats.median(floor))
  }

  static func report(_ measurement: Measurement?) -> [String] {
    guard let m = measurement else { return ["editor save (stdin):       - (no Swift project with a finding in the tree)"] }
    let ms = { (seconds: Double?) in seconds.map { Format.fixed($0 * 1000, 2) + " ms" } ?? "-" }
    let ratio = m.stdin.flatMap { s in m.plain.map { s / $0 } }
    return [
      "editor save: \(m.file) (project of \(m.projectFiles) Swift files; reading them all: \(ms(m.projectFloor)))",
      "  one file as a path \(ms(m.plain)) (CPU \(ms(m.plainCPU)))   by --stdin-filename, cache warm \(ms(m.stdin)) (CPU \(ms(m.stdinCPU)))",
      "  cache cold (written) \(ms(m.cold)) (CPU \(ms(m.coldCPU)))   --no-cache \(ms(m.uncached)) (CPU \(ms(m.uncachedCPU)))",
      "  stdin/plain, warm \(Format.ratio(m.stdin, m.plain)) (CPU \(Format.ratio(m.stdinCPU, m.plainCPU)))   cold \(Format.ratio(m.cold, m.plain)) (CPU \(Format.ratio(m.coldCPU, m.plainCPU)))   --no-cache \(Format.ratio(m.uncached, m.plain)) (CPU \(Format.ratio(m.uncachedCPU, m.plainCPU)))",
      "  target, warm <= 2x: \(Format.verdict(ratio.map { $0 <= 2 }))",
    ]
  }

  /// The project (nearest folder above a file with `Package.swift`, `*.xcodeproj` or
  /// `*.xcworkspace`, as bindinglint finds them) holding the most Swift files.
  static func largestProject(in tree: String) -> (String, Int)? {
    var marked: [String: Bool] = [:]
    var counts: [String: Int] = [:]
    ReadFloor.walk(tree) { path in
      var folder = PathText.parent(of: path)
      while folder != "/" && folder != "." && !folder.isEmpty {
        if isProject(folder, cache: &marked) {
          counts[folder, default: 0] += 1
          return
        }
        let parent = PathText.parent(of: folder)
        if parent == folder { return }
        folder = parent
      }
    }
    return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }.map { ($0.key, $0.value) }
  }

  static func isProject(_ folder: String, cache: inout [String: Bool]) -> Bool {
    if let known = cache[folder] { return known }
    let found = (Platform.directoryEntries(folder) ?? []).contains { name in
      name == "Package.swift" || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
    }
    cache[folder] = found
    return found
  }

  /// The path before the first `:line:column:` of an Xcode-format report.
  static func firstReportedPath(in listing: String) -> String? {
    guard case .success(let bytes) = Platform.readFile(listing), !bytes.isEmpty else { return nil }
    let line = String(decoding: bytes.prefix(4096), as: UTF8.self).split(separator: "\n").first ?? ""
    guard let range = line.firstRange(of: ".swift:") else { return nil }
    return String(line[..<range.lowerBound]) + ".swift"
  }
}
