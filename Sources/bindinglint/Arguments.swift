import BindingLintPlatform
import BindingLintSyntax
import BindingLintRules
import BindingLintEngine
import BindingLintReporters
import BindingLintServer

/// What the command line asked for.
enum Command {
  case lint(LintInvocation)
  case rules(format: String)
  case explain(String)
  case dumpTokens([String])
  /// `bindinglint graph`: the data-flow graph in one of four formats.
  case graph(GraphRequest, format: Arguments.GraphFormat)
  /// Print this text (the general help, or one subcommand's).
  case help(String)
  case version
}

/// A lint as the command line asked for it: the engine's request, and what only the
/// command line decides (notes for standard error, whether zero files is an error).
struct LintInvocation {
  var request: LintRequest
  /// Notes the configuration search left (a configuration file passed over).
  var notes: [String] = []
  /// `--allow-no-files`: a run left with no file to lint exits 0 instead of 2.
  var allowsNoFiles = false
  /// The configuration file that applies, for the zero-files message.
  var configurationPath: String?
}

/// Parses `bindinglint [lint] [OPTIONS] [PATH ...]` and the other subcommands.
struct Arguments {
  static let lintOptions = [
    "--format", "--config", "--strict", "--fix", "--unsafe-fixes", "--baseline", "--write-baseline", "--baseline-prune", "--stdin-filename",
    "--enable", "--disable", "--exclude", "--force-exclude", "--jobs", "--quiet", "--no-color", "--color", "--help",
    "--version", "--no-cache", "--allow-no-files", "--timings", "--use-script-input-files", "--use-script-input-file-lists",
  ]
  /// Options the contract names that this version does not implement yet: refused, never ignored.
  static let notYetSupported: Set<String> = []

  static func parse(_ arguments: [String], environment: (String) -> String?, isTerminal: Bool) throws -> Command {
    if let command = try parseSubcommand(arguments) { return command }
    var rest = arguments[...]
    if rest.first == "lint" { rest = rest.dropFirst() }

    var request = LintRequest()
    request.color = isTerminal && environment("NO_COLOR").map(\.isEmpty) ?? true
    var options = RequestOptions()
    var invocation = LintInvocation(request: request)
    var onlyPaths = false
    var useCache = true
    var scriptInputs = ScriptInputOptions()
    while let argument = rest.popFirst() {
      if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
        options.paths.append(argument)
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
      case "--allow-no-files": invocation.allowsNoFiles = true
      case "--timings": request.timings = TimingsCollector()
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
      case "--enable": options.enable += try ruleIDs(value(for: name, inline: inline, from: &rest))
      case "--disable": options.disable += try ruleIDs(value(for: name, inline: inline, from: &rest))
      case "--exclude": options.excludes.append(Glob(try value(for: name, inline: inline, from: &rest)))
      case "--config": options.configPath = try value(for: name, inline: inline, from: &rest)
      case "--stdin-filename": options.stdinPath = try value(for: name, inline: inline, from: &rest)
      case "--baseline": options.baselinePath = try value(for: name, inline: inline, from: &rest)
      case "--write-baseline": options.writeBaselinePath = try value(for: name, inline: inline, from: &rest)
      case "--baseline-prune": options.pruneBaseline = true
      default:
        throw UsageError.unknownOption(argument, among: lintOptions)
      }
    }
    if options.paths.contains("-") {
      // `-` is standard input, reported under `--stdin-filename`'s path when one is given.
      guard options.paths.count == 1 else { throw UsageError(message: "'-' reads standard input; give no other paths with it") }
      options.paths = []
      options.stdinPath = options.stdinPath ?? standardInputName
    }
    if scriptInputs.isUsed {
      guard options.stdinPath == nil else {
        throw UsageError(message: "'--stdin-filename' lints standard input; give no script input files with it")
      }
      options.paths = try scriptInputs.paths(commandLinePaths: options.paths, environment: environment)
    }
    if options.stdinPath != nil && !options.paths.isEmpty {
      throw UsageError(message: "'--stdin-filename' lints standard input; give no paths with it")
    }
    if options.stdinPath != nil && options.writeBaselinePath != nil {
      throw UsageError(message: "'--write-baseline' records a whole run; it cannot be used with '--stdin-filename'")
    }
    if options.writeBaselinePath != nil && options.pruneBaseline {
      throw UsageError(message: "'--baseline-prune' and '--write-baseline' both rewrite the baseline; give one")
    }
    if !scriptInputs.isUsed, let first = arguments.first, options.paths.first == first, let command = mistypedSubcommand(first) {
      throw UsageError.unknownCommand(first, guess: command)
    }
    if options.stdinPath != nil {
      request.cacheDirectory = useCache ? NameCache.directory(environment: environment) : nil
    }
    switch RequestResolution.resolve(options, into: request) {
    case .success(let resolved):
      invocation.request = resolved.request
      invocation.notes = resolved.notes
      invocation.configurationPath = resolved.configuration.path
      return .lint(invocation)
    case .failure(.configuration(let error)):
      throw scriptInputs.explained(error)
    case .failure(.usage(let message, let hint)):
      throw UsageError(message: message, hint: hint)
    }
  }

  /// A first argument that names nothing on disk but is one edit from a subcommand
  /// (`bindinglint lnt`): the subcommand it was meant to be. A real path of that name is
  /// linted as always.
  static func mistypedSubcommand(_ word: String) -> String? {
    guard !word.contains("/"), !Platform.entryExists(Platform.FilePath(word)) else { return nil }
    let commands = ["lint", "rules", "explain", "dump-tokens", "lsp", "help", "version"]
    guard let guess = Spelling.closest(to: word, in: commands), guess != word else { return nil }
    // Short words are one edit from many things ("app" is two from "lsp"): only a
    // near-certain typo is called one.
    return Spelling.distance(word, guess) <= (word.utf8.count >= 5 ? 2 : 1) ? guess : nil
  }

  /// How standard input is reported when `-` is given without `--stdin-filename`.
  static let standardInputName = "<stdin>"

  /// Flags that take no value: `--fix=no` must not fix, so `=value` is a usage error.
  static let booleanFlags: Set<String> = [
    "--strict", "--timings", "--fix", "--unsafe-fixes", "--force-exclude", "--baseline-prune", "--quiet", "--no-color", "--color", "--help", "--version",
    "--no-cache", "--allow-no-files", "--use-script-input-files", "--use-script-input-file-lists",
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
