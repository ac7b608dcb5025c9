import BindingLintPlatform

/// The benchmark: one command that measures bindinglint against the cost of reading the
/// files and against the swift-syntax peer, on a generated corpus or any tree.
///
/// Order of work: pick or generate the tree; survey it (files, bytes, lines; this also warms
/// the page cache); one untimed warm-up of each program; then `--runs` repetitions of the
/// read floor, `bindinglint --jobs 1`, `bindinglint --jobs <cores>`, and `syntax-bench` with
/// the same jobs, each reported as a median; then the one-small-file start-up measurement,
/// and an editor's save (one file of the largest project by `--stdin-filename`).
/// Programs are timed as whole processes (spawn to exit), output to /dev/null.
func main() -> Int32 {
  let options: Options
  do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
  } catch Options.ParseError.message(let message) {
    if !message.isEmpty { print("error: \(message)") }
    print(Options.usage, terminator: "")
    return message.isEmpty ? 0 : 2
  } catch {
    return 2
  }
  let executable = Platform.executablePath()
  guard let lint = options.bindinglintPath(executable: executable) else {
    print("error: no bindinglint binary next to this executable; build it first: swift build -c release")
    return 2
  }
  let peer = options.syntaxBenchPath(executable: executable)
  guard let scratch = Platform.makeTemporaryDirectory(prefix: "bindinglint-bench-") else {
    print("error: cannot create a temporary directory")
    return 2
  }
  defer { Platform.removeTree(scratch) }

  let tree: String
  let origin: String
  if let directory = options.directory {
    guard PathText.exists(directory) else {
      print("error: \(directory): no such file or directory")
      return 2
    }
    tree = directory
    origin = "tree \(directory)"
  } else {
    tree = options.corpusOut ?? scratch + "/corpus"
    if options.corpusOut != nil { Platform.removeTree(tree) }
    var generator = CorpusGenerator(seed: options.seed, minimumLines: options.lines)
    let started = Platform.monotonicSeconds()
    guard generator.write(to: tree) != nil else {
      print("error: cannot write the corpus to \(tree)")
      return 2
    }
    origin = "generated corpus (seed \(options.seed), written in \(Format.fixed(Platform.monotonicSeconds() - started, 2)) s) at \(tree)"
  }

  if options.scaling {
    // The large files are cut from generated views (the corpus), whatever tree is given.
    var views = tree
    if options.directory != nil {
      views = scratch + "/views"
      var generator = CorpusGenerator(seed: options.seed, minimumLines: options.lines)
      guard generator.write(to: views) != nil else {
        print("error: cannot write the corpus to \(views)")
        return 2
      }
    }
    let scaling = Scaling(
      lint: lint, tree: tree, views: views, scratch: scratch + "/scaling", runs: options.runsGiven ? options.runs : 3,
      cores: Platform.processorCount)
    let load = Platform.loadAverage().map { Format.fixed($0, 2) } ?? "unknown"
    print("bindinglint-bench --scaling: \(origin)\nbindinglint: \(lint)\nload average at start: \(load)")
    switch scaling.run(treeLabel: options.directory == nil ? "generated" : "tree") {
    case .success(let table):
      print(table)
      return 0
    case .failure(.cannotWrite(let path)):
      print("error: cannot write the scaling input \(path)")
      return 2
    }
  }

  if options.editorSaveOnly {
    let load = Platform.loadAverage().map { Format.fixed($0, 2) } ?? "unknown"
    print("bindinglint-bench --editor-save: \(origin)\nbindinglint: \(lint)\nload average at start: \(load)")
    print(EditorSave.report(EditorSave.measure(tree: tree, lint: lint, runs: options.runs, scratch: scratch)).joined(separator: "\n"))
    return 0
  }

  let totals = ReadFloor.survey(tree)
  guard totals.files > 0 else {
    print("error: no Swift files under \(tree)")
    return 2
  }
  let cores = Platform.processorCount
  let runs = options.runs
  var measurements = Measurements(bytes: totals.bytes, cores: cores)

  measurements.load = Platform.loadAverage()
  // Warm-up, untimed: page cache, binaries, dynamic loader.
  _ = ReadFloor.readAll(tree)
  _ = TimedRun.run(lint, ["--jobs", "\(cores)", "--format", "json", tree])
  // Every tree row is timed in the same rounds (`RepeatedRun.interleaved`): timed one block
  // after another, a machine that slowed down between two blocks moved their ratio.
  let categories = "correctness,suspicious,performance,style,pedantic"
  let jobCounts = [1, cores].filter { $0 == 1 || cores > 1 }
  let peerOutput = scratch + "/syntax-bench.out"
  var commands: [(path: String, arguments: [String], stdoutPath: String)] = jobCounts.map {
    (lint, ["--jobs", "\($0)", "--format", "json", tree], "/dev/null")
  }
  // What the rule count costs: every rule against one (`non_private_state`, which reads
  // most view files), both at all cores.
  commands.append((lint, ["--jobs", "\(cores)", "--format", "json", "--enable", categories, tree], "/dev/null"))
  commands.append((lint, ["--jobs", "\(cores)", "--format", "json", "--disable", categories, "--enable", "non_private_state", tree], "/dev/null"))
  if peer.exists {
    _ = TimedRun.run(peer.path, ["--jobs", "\(cores)", tree])
    commands += jobCounts.map { (peer.path, ["--jobs", "\($0)", tree], peerOutput) }
  }
  var floors: [Double] = []
  let rows = RepeatedRun.interleaved(commands, runs: runs) {
    let start = Platform.monotonicSeconds()
    _ = ReadFloor.readAll(tree)
    floors.append(Platform.monotonicSeconds() - start)
  }
  measurements.floor = Stats.median(floors)
  for (row, jobs) in jobCounts.enumerated() {
    let run = rows[row]
    measurements.lintRSS = max(measurements.lintRSS, run.maxRSS)
    if let failure = run.failure { measurements.notes.append("lint --jobs \(jobs) \(failure)") }
    measurements.lint[jobs] = run.seconds
    measurements.lintCPU[jobs] = run.cpu
  }
  measurements.allRules = rows[jobCounts.count]
  measurements.oneRule = rows[jobCounts.count + 1]
  if peer.exists {
    for (row, jobs) in jobCounts.enumerated() {
      let run = rows[jobCounts.count + 2 + row]
      for status in run.nonzeroStatuses.sorted() { measurements.notes.append("syntax-bench --jobs \(jobs) exited with status \(status)") }
      measurements.peer[jobs] = run.seconds
      measurements.peerCPU[jobs] = run.cpu
    }
    measurements.peerFiles = Stats.summaryField("files", inFile: peerOutput)
  }
  // Where the default run's time goes, from the linter's own `--timings` (one run).
  let timingsPath = scratch + "/timings.txt"
  _ = Platform.runMeasured(
    lint, ["--jobs", "\(cores)", "--format", "json", "--timings", tree], outputPath: "/dev/null", inputPath: nil,
    errorPath: timingsPath, environment: [:], timeLimit: TimedRun.timeLimit)
  let timings = (try? Platform.readFile(timingsPath).get()).map { String(decoding: $0, as: UTF8.self) } ?? ""

  let small = scratch + "/Small.swift"
  _ = Platform.writeScratchFile(small, Array(Format.smallFile.utf8))
  let smallRuns = max(20, runs * 4)
  _ = TimedRun.run(lint, ["--format", "json", small])
  measurements.startup = Stats.median((0..<smallRuns).compactMap { _ in TimedRun.run(lint, ["--version"])?.seconds })
  measurements.smallFile = Stats.median((0..<smallRuns).compactMap { _ in TimedRun.run(lint, ["--format", "json", small])?.seconds })

  let editorSave = EditorSave.measure(tree: tree, lint: lint, runs: runs, scratch: scratch)
  let keystroke = editorSave.flatMap { EditorKeystroke.measure(file: $0.file, lint: lint, changes: max(40, runs * 8)) }

  print("bindinglint-bench: \(origin)")
  print("bindinglint: \(lint)")
  print("syntax-bench: \(peer.exists ? peer.path : "not built (looked for \(peer.path))")")
  print(Format.report(totals: totals, runs: runs, measurements: measurements))
  print(EditorSave.report(editorSave).joined(separator: "\n"))
  print(EditorKeystroke.report(keystroke).joined(separator: "\n"))
  if !timings.isEmpty { print("\nbindinglint --timings (default rules, --jobs \(cores)):\n" + timings, terminator: "") }
  return 0
}

Platform.exit(main())
