import BindingLint

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
    Platform.writeStandardOutput(text)
    return 0
  case .version:
    Platform.writeStandardOutput("bindinglint \(BindingLintVersion.current)\n")
    return 0
  case .rules(let format):
    let descriptions = RuleRegistry.descriptions
    switch format {
    case "json": Platform.writeStandardOutput(RuleDocs.json(descriptions))
    case "markdown": Platform.writeStandardOutput(RuleDocs.markdown(descriptions) + "\n")
    default: Platform.writeStandardOutput(RuleDocs.list(descriptions))
    }
    return 0
  case .explain(let id):
    guard let rule = RuleRegistry.rule(withID: id) else { return 2 }
    Platform.writeStandardOutput(RuleDocs.explain(type(of: rule).description))
    return 0
  case .dumpTokens(let paths):
    var discovery = Discovery()
    let found = discovery.discover(paths)
    var status: Int32 = 0
    for file in found.files {
      guard case .success(let bytes) = Platform.readFile(file.path) else {
        Platform.writeStandardError("error: cannot read \(file.path)\n")
        status = 2
        continue
      }
      Platform.writeStandardOutput(TokenDump.render(path: file.path, bytes: bytes))
    }
    for (path, message) in found.missing {
      Platform.writeStandardError("error: \(path): \(message)\n")
      status = 2
    }
    return status
  case .lint(var request):
    if let stdin = request.stdin { request.stdin = (stdin.path, Platform.readStandardInput()) }
    let outcome = LintSession.run(request)
    Platform.writeStandardOutput(outcome.output)
    if !outcome.notes.isEmpty && !request.quiet { Platform.writeStandardError(outcome.notes) }
    for error in outcome.fixErrors { Platform.writeStandardError("error: \(error.path): \(error.message)\n") }
    if !outcome.report.errors.isEmpty || !outcome.fixErrors.isEmpty { return 2 }
    return outcome.report.hasFailures ? 1 : 0
  }
}

Platform.exit(run(Array(CommandLine.arguments.dropFirst())))
