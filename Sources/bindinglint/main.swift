import BindingLintPlatform
import BindingLintRules
import BindingLintEngine
import BindingLintReporters
import BindingLintServer

/// The command-line tool: parses arguments, runs the library, prints, picks the exit code.
func run(_ arguments: [String]) -> Int32 {
  if arguments.first == "lsp" { return LanguageServerCommand.run(Array(arguments.dropFirst())) }
  let command: Command
  do {
    command = try Arguments.parse(arguments, environment: Platform.environment, isTerminal: Platform.isTerminal(1))
  } catch let error as UsageError {
    Platform.writeStandardError(error.rendered)
    return 2
  } catch let error as ConfigError {
    Platform.writeStandardError(error.rendered)
    return 2
  } catch {
    Platform.writeStandardError("error: \(error)\n")
    return 2
  }
  switch command {
  case .help(let text):
    return output(text) ? 0 : 2
  case .version:
    return output("bindinglint \(BindingLintVersion.current)\n") ? 0 : 2
  case .rules(let format):
    let descriptions = RuleRegistry.descriptions
    switch format {
    case "json": return output(RuleDocs.json(descriptions)) ? 0 : 2
    case "markdown": return output(RuleDocs.markdown(descriptions) + "\n") ? 0 : 2
    default: return output(RuleDocs.list(descriptions)) ? 0 : 2
    }
  case .explain(let id):
    guard let rule = RuleRegistry.rule(withID: id) else { return 2 }
    return output(RuleDocs.explain(type(of: rule).description)) ? 0 : 2
  case .dumpTokens(let paths):
    var discovery = Discovery()
    let found = discovery.discover(paths)
    var status: Int32 = 0
    for file in found.files {
      guard case .success(let bytes) = Platform.readFile(file.path) else {
        Platform.writeStandardError("error: cannot read \(HumanText.escaped(file.path.display))\n")
        status = 2
        continue
      }
      guard output(TokenDump.render(path: file.path.display, bytes: bytes)) else { return 2 }
    }
    for (path, message) in found.missing {
      Platform.writeStandardError("error: \(HumanText.escaped(path)): \(message)\n")
      status = 2
    }
    return status
  case .graph(let request, let format):
    return GraphCommand.run(request, format: format)
  case .lint(var invocation):
    if let stdin = invocation.request.stdin {
      switch Platform.readStandardInput() {
      case .success(let bytes): invocation.request.stdin = (stdin.path, bytes)
      case .failure(let error):
        Platform.writeStandardError("error: \(HumanText.escaped(stdin.path)): cannot read standard input: \(error.reason)\n")
        return 2
      }
    }
    return lint(invocation)
  }
}

/// Runs a lint, prints as it goes, and picks the exit code.
func lint(_ invocation: LintInvocation) -> Int32 {
  var request = invocation.request
  request.beforeFile = TestHooks.holdBeforeFile()
  request.endsProcess = true
  if !request.quiet { for note in invocation.notes { Platform.writeStandardError(escapedLines(note) + "\n") } }
  // The report is written as it is decided; after a failed write, nothing more is tried.
  var streamed = true
  let outcome = LintSession.run(request, writer: request.writer) { text in
    if streamed && !text.isEmpty { streamed = output(text) }
  }
  let written = streamed && (outcome.fixedSource.map { output($0) } ?? output(outcome.output))
  if let timings = request.timings {
    let processNanoseconds = Platform.processCPUNanoseconds() - timings.processStart
    Platform.writeStandardError(TimingsTable.render(
      timings.timings, processNanoseconds: processNanoseconds, ruleIDs: request.rules.map(\.id), jobs: request.jobs))
  }
  Platform.writeStandardError(outcome.unfixed)
  if !outcome.notes.isEmpty && !request.quiet { Platform.writeStandardError(escapedLines(outcome.notes)) }
  for error in outcome.fixErrors { Platform.writeStandardError("error: \(HumanText.escaped(error.path)): \(HumanText.escaped(error.message))\n") }
  var nothingToLint = false
  if let empty = outcome.nothingToLint {
    switch empty {
    case .everyPathExcluded:
      // `--force-exclude` with only excluded paths (pre-commit with every staged file
      // excluded): what the configuration asked for.
      if !request.quiet { Platform.writeStandardError("note: every path given is excluded by the configuration; nothing to lint\n") }
    case .noFiles(let someExcluded) where !invocation.allowsNoFiles:
      Platform.writeStandardError(noFilesMessage(request, someExcluded: someExcluded, configuration: invocation.configurationPath))
      nothingToLint = true
    case .noFiles:
      break
    }
  }
  if !written || !outcome.report.errors.isEmpty || !outcome.fixErrors.isEmpty || nothingToLint { return 2 }
  return outcome.report.hasFailures ? 1 : 0
}

/// Zero files to lint is an error: a CI step aimed at the wrong folder, or a configuration
/// that excludes everything, must not pass as a clean run.
func noFilesMessage(_ request: LintRequest, someExcluded: Bool, configuration: String?) -> String {
  let paths = request.paths.map { "'\(HumanText.escaped($0))'" }.joined(separator: ", ")
  var text = "error: no Swift files to lint in \(paths)"
  if someExcluded {
    text += ": \(configuration.map { "the configuration (\(HumanText.escaped($0)))" } ?? "'--exclude'") excludes every one"
  }
  return text + "\ncheck the paths, 'include' and 'exclude'; '--allow-no-files' makes an empty run exit 0\n"
}

/// Standard output is gone for good once its reader is (`| head`): the run goes on, quietly,
/// to the exit status a complete output would have had.
nonisolated(unsafe) var readerGone = false

/// Writes to standard output; when that fails, says so on standard error and returns false
/// (the caller exits 2: a report that did not arrive is not a clean run). A closed pipe is
/// not a failure: the rest of the output is dropped and true returned.
func output(_ text: String) -> Bool {
  guard !readerGone else { return true }
  return outputResult(Platform.writeStandardOutputChecked(text))
}

/// The fixed (or echoed) source of `--fix --stdin-filename`, which need not be UTF-8.
func output(_ bytes: [UInt8]) -> Bool {
  guard !readerGone else { return true }
  return outputResult(Platform.writeStandardOutputChecked(bytes))
}

private func outputResult(_ result: Platform.OutputResult) -> Bool {
  switch result {
  case .written: return true
  case .readerGone:
    readerGone = true
    return true
  case .failed(let reason):
    Platform.writeStandardError("error: cannot write to standard output: \(reason)\n")
    return false
  }
}

/// Notes are lines that may quote paths: each line escaped, the line breaks kept.
func escapedLines(_ text: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false).map { HumanText.escaped(String($0)) }.joined(separator: "\n")
}

Platform.tuneAllocator()
Platform.reportBrokenPipesAsErrors()
Platform.exit(run(Array(CommandLine.arguments.dropFirst())))
