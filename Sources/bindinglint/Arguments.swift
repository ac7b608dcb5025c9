import BindingLintPlatform
import BindingLintRules
import BindingLintEngine
import BindingLintReporters
import BindingLintServer

/// What the command line asked for.
enum Command {
  case lint(LintRequest)
  case rules(format: String)
  case explain(String)
  case dumpTokens([String])
  /// `bindinglint graph`: the data-flow graph in one of four formats.
  case graph(GraphRequest, format: Arguments.GraphFormat)
  /// Print this text (the general help, or one subcommand's).
  case help(String)
  case version
}

/// Parses `bindinglint [lint] [OPTIONS] [PATH ...]` and the other subcommands.
struct Arguments {
  static let lintOptions = [
    "--format", "--config", "--strict", "--fix", "--unsafe-fixes", "--baseline", "--write-baseline", "--baseline-prune", "--stdin-filename",
    "--enable", "--disable", "--exclude", "--force-exclude", "--jobs", "--quiet", "--no-color", "--color", "--help",
    "--version", "--no-cache", "--use-script-input-files", "--use-script-input-file-lists",
  ]
  /// Options the contract names that this version does not implement yet: refused, never ignored.
  static let notYetSupported: Set<String> = []

  static func parse(_ arguments: [String], environment: (String) -> String?, isTerminal: Bool) throws -> Command {
    if let command = try parseSubcommand(arguments) { return command }
    var rest = arguments[...]
    if rest.first == "lint" { rest = rest.dropFirst() }

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
    var useCache = true
    var scriptInputs = ScriptInputOptions()
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
      case "--unsafe-fixes": request.unsafeFixes = true
      case "--force-exclude": request.forceExclude = true
      case "--no-cache": useCache = false
      case "--use-script-input-files": scriptInputs.variables = true
      case "--use-script-input-file-lists": scriptInputs.lists = true
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
    if paths.contains("-") {
      // `-` is standard input, reported under `--stdin-filename`'s path when one is given.
      guard paths.count == 1 else { throw UsageError(message: "'-' reads standard input; give no other paths with it") }
      paths = []
      stdinPath = stdinPath ?? standardInputName
    }
    if scriptInputs.isUsed {
      guard stdinPath == nil else { throw UsageError(message: "'--stdin-filename' lints standard input; give no script input files with it") }
      paths = try scriptInputs.paths(commandLinePaths: paths, environment: environment)
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
      case .failure(let error): throw scriptInputs.explained(error)
      }
    }
    do {
      request.baseline = try baseline.use(configured: configuration.baseline)
    } catch let error as ConfigError {
      throw scriptInputs.explained(error)
    }
    (request.rules, request.severities) = configuration.selectRules(enable: enabled, disable: disabled)
    request.filter = PathFilter(include: configuration.include, exclude: configuration.exclude + excludes, base: configuration.directory)
    if let stdinPath {
      guard baseline.writePath == nil else { throw UsageError(message: "'--write-baseline' records a whole run; it cannot be used with '--stdin-filename'") }
      request.stdin = (stdinPath, [])
      request.cacheDirectory = useCache ? NameCache.directory(environment: environment) : nil
    } else {
      request.paths = paths.isEmpty ? ["."] : paths
    }
    return .lint(request)
  }

  /// How standard input is reported when `-` is given without `--stdin-filename`.
  static let standardInputName = "<stdin>"

  /// Flags that take no value: `--fix=no` must not fix, so `=value` is a usage error.
  static let booleanFlags: Set<String> = [
    "--strict", "--fix", "--unsafe-fixes", "--force-exclude", "--baseline-prune", "--quiet", "--no-color", "--color", "--help", "--version",
    "--no-cache", "--use-script-input-files", "--use-script-input-file-lists",
  ]

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

  /// Rule ids and category names, as given (`--enable pedantic,unused_suppression`).
  static func ruleIDs(_ text: String) throws -> [String] {
    let names = text.split(separator: ",").map(String.init)
    for name in names where RuleRegistry.ruleIDs(selectedBy: name) == nil { throw UsageError.unknownRule(name) }
    return names
  }

  static var help: String { Help.main }
}
