import BindingLintPlatform

/// Lints one buffer (`--stdin-filename PATH`) the way a whole-tree run lints PATH, so an
/// editor shows what CI reports.
///
/// The buffer stands in for PATH's content in a run over PATH's project (the nearest folder
/// above PATH with a `*.xcodeproj`, `*.xcworkspace` or `Package.swift`) — or, inside a Git
/// repository, over the outermost project of the repository that holds PATH, since the
/// index resolves a name in the file's own project first and then anywhere in the run, and
/// CI lints the repository: a package's view may use a model from a sibling package. Every
/// other file there, as the configuration's `include` / `exclude` select them, joins the
/// run `indexOnly`. Those files are only scanned for the type names they may declare, and
/// parsed only when a decision about the buffer asks about one of those names
/// (`OnDemandDecisions`), so a save costs a read of the project, not a lint of it.
enum ProjectScope {
  /// The run for `bytes` as PATH's content, reported under `path` as spelled.
  /// With the runner's `warmIndex`, the project's files and what was learnt of them are
  /// kept for the next run over the same project and filter, which then neither walks
  /// nor reads it.
  /// With a `cacheDirectory`, what the name scan found in each file is kept there
  /// (`NameCache`), and the next run reads only the files that changed.
  static func lint(_ bytes: [UInt8], as path: String, runner: Runner, filter: PathFilter, cacheDirectory: String? = nil) -> Runner.Result {
    var discovery = Discovery(filter: filter)
    let project = discovery.projectRootForStandardInput(path)
    var runner = runner
    let plan = runner.plan ?? RulePlan(runner.rules)
    runner.plan = plan
    let alone = Runner.Input(path: path, project: project, bytes: bytes)
    guard let project else { return runner.run([alone]) }
    let target = discovery.absolute(path)
    // Pass 1 on the buffer as the project run will see it, done once: its outcome goes
    // into that run.
    var buffer = Runner.Input(path: target, project: project, bytes: bytes)
    let passOne = runner.analyze(buffer, plan: plan)
    guard !passOne.pending.isEmpty else {
      // Outside any project there is nothing to index; a buffer without pending findings
      // has nothing for the index to decide (pass 1 does not read the index), which
      // spares an editor's save of a clean file the read of its project.
      var alone = alone
      if target == path { alone.passOne = Runner.Box(passOne) }
      return runner.run([alone])
    }
    buffer.passOne = Runner.Box(passOne)
    let scope = outermostProject(above: project)
    let key = ([scope, filter.base ?? ""] + filter.include.map(\.pattern) + ["\u{0}"] + filter.exclude.map(\.pattern)).joined(separator: "\u{0}")
    let warm = runner.warmIndex
    let cached = warm?.inputs(for: key)
    var discovered: [Runner.Input] = []
    // A one-shot run leaves its files to the process's exit (a kept index outlives the run).
    runner.keepsFilesUntilExit = warm == nil
    // The disk cache serves one-shot runs (an editor's save); a kept index has its own.
    let disk = warm == nil ? cacheDirectory.flatMap { NameCacheRun(directory: $0, project: scope, filter: key) } : nil
    // From the kept index nothing is read: the work is the buffer, and waking a second
    // thread for it costs more than it saves on a busy machine. So with a warm cache on
    // disk, which leaves a few changed files to read.
    if cached != nil || disk?.isWarm == true { runner.jobs = 1 }
    // The buffer's own file on disk is left out of the run, under any spelling: by path,
    // and by identity for another way to it (a linked folder met first, a differently
    // cased name).
    let targetIdentity = try? Platform.status(of: Platform.FilePath(target)).get().identity
    func isTarget(_ path: String, _ identity: Platform.FileIdentity?) -> Bool {
      path == target || (targetIdentity != nil && identity == targetIdentity)
    }
    var result = runner.run(streaming: { add in
      add(buffer)
      if let cached {
        for input in cached where !isTarget(input.path.display, input.identity) { add(input) }
        return
      }
      // An unchanged project is not walked again: the cache has its files, and those
      // unchanged since it was written join the run unread (`CachedFiles`).
      if let files = disk?.replayWalk(skipping: target, identity: targetIdentity) {
        for file in files { add(Runner.Input(path: file.path, project: file.project, indexOnly: true, known: file.known)) }
        return
      }
      if let disk { discovery.visitedFolder = disk.recordFolder }
      _ = discovery.discover([scope]) { file in
        var input = Runner.Input(path: file.path, project: file.project, indexOnly: true)
        input.identity = file.identity
        if isTarget(file.path.display, file.identity) {
          disk?.keep(fileAt: file.path.display, project: file.project)
          // Kept for the next run over the project (another document's): this file is
          // part of its index.
          if warm != nil {
            input.known = KnownFile()
            discovered.append(input)
          }
          return
        }
        if warm != nil { input.known = KnownFile() }
        if let disk {
          // Fresh in the cache: nothing to read.
          guard let toFill = disk.known(forFileAt: file.path, project: file.project) else { return }
          input.known = toFill
        }
        if warm != nil { discovered.append(input) }
        add(input)
      }
    }, cached: { disk?.cachedFiles() })
    if let warm, cached == nil { warm.store(discovered, for: key) }
    disk?.save()
    if let disk, warm == nil { KeptUntilExit.keep(disk) }
    let spelled = Platform.FilePath(path)
    for index in result.report.diagnostics.indices { result.report.diagnostics[index].path = spelled }
    for index in result.report.errors.indices { result.report.errors[index].path = path }
    return result
  }

  /// The outermost folder at or above `project`, and not above the Git repository holding
  /// it, that has a project marker; `project` itself outside any repository (a stray
  /// `Package.swift` in a home folder must not make a save walk the home folder).
  static func outermostProject(above project: String) -> String {
    var outermost = project
    var current = project
    while true {
      let names = Platform.directoryEntries(current) ?? []
      if Discovery.hasProjectMarker(names) { outermost = current }
      if names.contains(".git") { return outermost }
      let parent = Discovery.parent(of: current)
      if parent == current { return project }
      current = parent
    }
  }
}

extension PathFilter {
  /// `--force-exclude`: whether a path named on the command line (or by `--stdin-filename`)
  /// is one the configuration and `--exclude` would lint if a walk met it. Directories are
  /// only checked against `exclude`; what they hold is filtered by the walk.
  package func admits(explicit path: String, isDirectory: Bool = false) -> Bool {
    let absolutePath = Discovery().absolute(path)
    if excludes(path, absolutePath: absolutePath) { return false }
    return isDirectory || includes(path, absolutePath: absolutePath)
  }
}
