import BindingLint

/// What the command line asked for.
enum Command {
  case lint(LintRequest)
  case rules(format: String)
  case explain(String)
  case dumpTokens([String])
  case help
  case version
}

/// Parses `bindinglint [lint] [OPTIONS] [PATH ...]` and the other subcommands.
struct Arguments {
  static let lintOptions = [
    "--format", "--config", "--strict", "--fix", "--baseline", "--write-baseline", "--baseline-prune", "--stdin-filename",
    "--enable", "--disable", "--exclude", "--jobs", "--quiet", "--no-color", "--color", "--help", "--version",
  ]
  /// Options the contract names that this version does not implement yet: refused, never ignored.
  static let notYetSupported: Set<String> = []

  static func parse(_ arguments: [String], environment: (String) -> String?, isTerminal: Bool) throws -> Command {
    var rest = arguments[...]
    switch rest.first {
    case "rules":
      rest = rest.dropFirst()
      var format = "text"
      while let argument = rest.popFirst() {
        let (name, inline) = split(argument)
        guard name == "--format" else { throw UsageError.unknownOption(argument, among: ["--format"]) }
        format = try value(for: name, inline: inline, from: &rest)
        guard ["text", "json", "markdown"].contains(format) else {
          throw UsageError(message: "invalid value '\(format)' for '--format'; expected text, json or markdown")
        }
      }
      return .rules(format: format)
    case "explain":
      guard rest.count == 2, let id = rest.last else { throw UsageError(message: "'explain' takes one rule id", hint: "see 'bindinglint rules'") }
      guard RuleRegistry.rule(withID: id) != nil else { throw UsageError.unknownRule(id) }
      return .explain(id)
    case "dump-tokens":
      guard rest.count >= 2 else { throw UsageError(message: "'dump-tokens' takes one or more paths") }
      return .dumpTokens(Array(rest.dropFirst()))
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
    var baseline = BaselineOptions()
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
      switch name {
      case "-h", "--help": return .help
      case "--version": return .version
      case "--strict": request.strict = true
      case "--fix": request.fix = true
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
      case "--baseline": baseline.path = try value(for: name, inline: inline, from: &rest)
      case "--write-baseline": baseline.writePath = try value(for: name, inline: inline, from: &rest)
      case "--baseline-prune": baseline.prune = true
      default:
        throw UsageError.unknownOption(argument, among: lintOptions)
      }
    }
    var configuration = Configuration()
    if let path = configPath ?? Configuration.find(from: Platform.currentDirectory()) {
      switch Configuration.load(path) {
      case .success(let loaded): configuration = loaded
      case .failure(let error): throw error
      }
    }
    request.baseline = try baseline.use(configured: configuration.baseline)
    (request.rules, request.severities) = configuration.selectRules(enable: enabled, disable: disabled)
    request.filter = PathFilter(include: configuration.include, exclude: configuration.exclude + excludes, base: configuration.directory)
    if let stdinPath {
      guard paths.isEmpty else { throw UsageError(message: "'--stdin-filename' lints standard input; give no paths with it") }
      guard baseline.writePath == nil else { throw UsageError(message: "'--write-baseline' records a whole run; it cannot be used with '--stdin-filename'") }
      request.stdin = (stdinPath, [])
    } else {
      request.paths = paths.isEmpty ? ["."] : paths
    }
    return .lint(request)
  }

  static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  static func value(for name: String, inline: String?, from rest: inout ArraySlice<String>) throws -> String {
    if let inline { return inline }
    guard let next = rest.popFirst(), !(next.hasPrefix("--") && next.count > 2) else {
      throw UsageError(message: "'\(name)' needs a value")
    }
    return next
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

    OPTIONS:
      --format FORMAT          text (default), json, sarif, github or xcode
      --strict                 fail (exit 1) on warnings too
      --fix                    apply safe fixes in place (with --stdin-filename: print the fixed source)
      --enable RULE[,RULE]     turn on rules that are off by default
      --disable RULE[,RULE]    turn rules off
      --exclude GLOB           skip matching paths (repeatable)
      --config FILE            configuration file (default: the nearest .bindinglint.json)
      --stdin-filename PATH    lint standard input, reported as PATH
      --baseline FILE          hide the findings FILE records (default: the configuration's "baseline")
      --write-baseline FILE    record every current finding in FILE
      --baseline-prune         remove the baseline's entries that no longer match a finding
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
