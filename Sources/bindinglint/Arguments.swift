import BindingLint

/// What the command line asked for.
enum Command {
  case lint(LintRequest)
  case rules(format: String)
  case explain(String)
  case dumpTokens([String])
  /// Print this text (the general help, or one subcommand's).
  case help(String)
  case version
}

/// Parses `bindinglint [lint] [OPTIONS] [PATH ...]` and the other subcommands.
struct Arguments {
  static let lintOptions = [
    "--format", "--config", "--strict", "--fix", "--baseline", "--write-baseline", "--stdin-filename",
    "--enable", "--disable", "--exclude", "--force-exclude", "--jobs", "--quiet", "--no-color", "--color", "--help",
    "--version",
  ]
  /// Options the contract names that this version does not implement yet: refused, never ignored.
  static let notYetSupported: Set<String> = ["--baseline", "--write-baseline"]

  static func parse(_ arguments: [String], environment: (String) -> String?, isTerminal: Bool) throws -> Command {
    var rest = arguments[...]
    switch rest.first {
    case "help":
      guard rest.count <= 2 else { throw UsageError(message: "'help' takes at most one subcommand") }
      guard let topic = rest.dropFirst().first, topic != "--help", topic != "-h" else { return .help(help) }
      guard let text = Help.subcommands[topic] else {
        throw UsageError.unknownSubcommand(topic)
      }
      return .help(text)
    case "version":
      let operands = try operands(of: rest.dropFirst(), help: Help.version)
      if case .help(let text) = operands { return .help(text) }
      guard case .paths(let extra) = operands, extra.isEmpty else { throw UsageError(message: "'version' takes no arguments") }
      return .version
    case "rules":
      rest = rest.dropFirst()
      var format = "text"
      while let argument = rest.popFirst() {
        let (name, inline) = split(argument)
        if try isHelp(name, inline: inline) { return .help(Help.rules) }
        guard argument.hasPrefix("-") else { throw UsageError(message: "'rules' takes no arguments, only '--format'") }
        guard name == "--format" else { throw UsageError.unknownOption(argument, among: ["--format", "--help"]) }
        format = try value(for: name, inline: inline, from: &rest)
        guard ["text", "json", "markdown"].contains(format) else {
          throw UsageError(message: "invalid value '\(format)' for '--format'; expected text, json or markdown")
        }
      }
      return .rules(format: format)
    case "explain":
      let operands = try operands(of: rest.dropFirst(), help: Help.explain)
      if case .help(let text) = operands { return .help(text) }
      guard case .paths(let ids) = operands, ids.count == 1, let id = ids.first else {
        throw UsageError(message: "'explain' takes one rule id", hint: "see 'bindinglint rules'")
      }
      guard RuleRegistry.rule(withID: id) != nil else { throw UsageError.unknownRule(id) }
      return .explain(id)
    case "dump-tokens":
      let operands = try operands(of: rest.dropFirst(), help: Help.dumpTokens)
      if case .help(let text) = operands { return .help(text) }
      guard case .paths(let paths) = operands, !paths.isEmpty else { throw UsageError(message: "'dump-tokens' takes one or more paths") }
      return .dumpTokens(paths)
    case "lint":
      rest = rest.dropFirst()
    default:
      break
    }

    var request = LintRequest()
    request.color = isTerminal && environment("NO_COLOR").map(\.isEmpty) ?? true
    var paths: [String] = []
    var enabled: [String] = []
    var disabled: [String] = []
    var stdinPath: String?
    var configPath: String?
    var excludes: [Glob] = []
    var onlyPaths = false
    while let argument = rest.popFirst() {
      if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
        paths.append(argument)
        continue
      }
      if argument == "--" { onlyPaths = true; continue }
      let (name, inline) = split(argument)
      if notYetSupported.contains(name) {
        throw UsageError(message: "'\(name)' is not supported yet by bindinglint \(BindingLintVersion.current)")
      }
      if booleanFlags.contains(name), let inline { throw UsageError.valueOnFlag(name, value: inline) }
      switch name {
      case "-h", "--help": return .help(help)
      case "--version": return .version
      case "--strict": request.strict = true
      case "--fix": request.fix = true
      case "--force-exclude": request.forceExclude = true
      case "--quiet", "-q": request.quiet = true
      case "--no-color": request.color = false
      case "--color": request.color = true
      case "--format":
        let text = try value(for: name, inline: inline, from: &rest)
        guard let format = LintRequest.Format(rawValue: text) else {
          throw UsageError(message: "invalid value '\(text)' for '--format'; expected text, json, sarif, github or xcode")
        }
        request.format = format
      case "--jobs", "-j":
        let text = try value(for: name, inline: inline, from: &rest)
        guard let jobs = Int(text), jobs > 0, jobs <= 1024 else {
          throw UsageError(message: "invalid value '\(text)' for '--jobs'; expected a whole number from 1 to 1024")
        }
        request.jobs = jobs
      case "--enable": enabled += try ruleIDs(value(for: name, inline: inline, from: &rest))
      case "--disable": disabled += try ruleIDs(value(for: name, inline: inline, from: &rest))
      case "--exclude": excludes.append(Glob(try value(for: name, inline: inline, from: &rest)))
      case "--config": configPath = try value(for: name, inline: inline, from: &rest)
      case "--stdin-filename": stdinPath = try value(for: name, inline: inline, from: &rest)
      default:
        throw UsageError.unknownOption(argument, among: lintOptions)
      }
    }
    if paths.contains("-") {
      // `-` is standard input, reported under `--stdin-filename`'s path when one is given.
      guard paths.count == 1 else { throw UsageError(message: "'-' reads standard input; give no other paths with it") }
      paths = []
      stdinPath = stdinPath ?? standardInputName
    }
    if stdinPath != nil && !paths.isEmpty {
      throw UsageError(message: "'--stdin-filename' lints standard input; give no paths with it")
    }
    // Configuration is found above what is linted: for standard input, above its path.
    let configurationStart = stdinPath.map(Configuration.directory(above:)) ?? Configuration.directory(holding: paths.isEmpty ? ["."] : paths)
    var configuration = Configuration()
    if let path = configPath ?? Configuration.find(from: configurationStart) {
      switch Configuration.load(path) {
      case .success(let loaded): configuration = loaded
      case .failure(let error): throw error
      }
    }
    (request.rules, request.severities) = configuration.selectRules(enable: enabled, disable: disabled)
    request.filter = PathFilter(include: configuration.include, exclude: configuration.exclude + excludes, base: configuration.directory)
    if let stdinPath {
      request.stdin = (stdinPath, [])
    } else {
      request.paths = paths.isEmpty ? ["."] : paths
    }
    return .lint(request)
  }

  /// How standard input is reported when `-` is given without `--stdin-filename`.
  static let standardInputName = "<stdin>"

  /// Flags that take no value: `--fix=no` must not fix, so `=value` is a usage error.
  static let booleanFlags: Set<String> = [
    "--strict", "--fix", "--force-exclude", "--quiet", "--no-color", "--color", "--help", "--version",
  ]

  /// Whether `name` asks for help; `--help=x` is a usage error like any flag's value.
  static func isHelp(_ name: String, inline: String?) throws -> Bool {
    guard name == "--help" || name == "-h" else { return false }
    if let inline { throw UsageError.valueOnFlag(name, value: inline) }
    return true
  }

  enum Operands {
    case help(String)
    case paths([String])
  }

  /// The operands of `explain` and `dump-tokens`: `--help` asks for `help`; `--` ends
  /// options; any other option is unknown.
  static func operands(of arguments: ArraySlice<String>, help: String) throws -> Operands {
    var operands: [String] = []
    var onlyOperands = false
    for argument in arguments {
      if onlyOperands || !argument.hasPrefix("-") || argument == "-" {
        operands.append(argument)
      } else if argument == "--" {
        onlyOperands = true
      } else {
        let (name, inline) = split(argument)
        if try isHelp(name, inline: inline) { return .help(help) }
        throw UsageError.unknownOption(argument, among: ["--help"])
      }
    }
    return .paths(operands)
  }

  static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  static func value(for name: String, inline: String?, from rest: inout ArraySlice<String>) throws -> String {
    guard let given = inline ?? rest.popFirst(), !given.isEmpty, inline != nil || !(given.hasPrefix("--") && given.count > 2) else {
      throw UsageError(message: "'\(name)' needs a value")
    }
    return given
  }

  static func ruleIDs(_ text: String) throws -> [String] {
    let ids = text.split(separator: ",").map(String.init)
    for id in ids where RuleRegistry.rule(withID: id) == nil { throw UsageError.unknownRule(id) }
    return ids
  }

  static let help = """
    bindinglint \(BindingLintVersion.current): finds SwiftUI state and binding mistakes the compiler cannot see

    USAGE:
      bindinglint [lint] [OPTIONS] [PATH ...]     lint files and directories (default: .)
      bindinglint rules [--format text|json|markdown]
      bindinglint explain RULE_ID
      bindinglint dump-tokens PATH ...            debug: tokens in syntax-oracle's format
      bindinglint lsp                             language server on standard input/output
      bindinglint help [SUBCOMMAND] | version     this text (or a subcommand's); the version
      (every subcommand also takes --help)

    OPTIONS:
      --format FORMAT          text (default), json, sarif, github or xcode
      --strict                 fail (exit 1) on warnings too
      --fix                    apply safe fixes in place (with --stdin-filename: print the fixed source)
      --enable RULE[,RULE]     turn on rules that are off by default
      --disable RULE[,RULE]    turn rules off
      --exclude GLOB           skip matching paths (repeatable)
      --force-exclude          apply exclusions to paths named here and to --stdin-filename too
      --config FILE            configuration file (default: the nearest .bindinglint.json)
      --stdin-filename PATH    lint standard input as PATH's content, in a run over PATH's project
      -                        as a path: lint standard input
      --jobs N                 threads to use (default: all cores)
      --quiet                  print nothing when there is nothing to report
      --no-color               never colour output (NO_COLOR is honoured too)
      --help, --version

    EXIT CODES:
      0  nothing failing
      1  at least one error (or any diagnostic with --strict)
      2  usage error, or a file that could not be read or decoded

    """
}
