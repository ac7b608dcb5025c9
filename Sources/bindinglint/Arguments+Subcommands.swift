import BindingLintPlatform
import BindingLintRules
import BindingLintEngine
import BindingLintReporters
import BindingLintServer

/// The subcommands other than `lint`: `help`, `version`, `rules`, `explain`, `dump-tokens`,
/// `graph` (`Arguments+Graph`), each with `--help`.
extension Arguments {
  /// The command `arguments` name, or nil when they are a lint (`lint` or no subcommand).
  static func parseSubcommand(_ arguments: [String]) throws -> Command? {
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
    case "graph":
      return try parseGraph(rest.dropFirst())
    case "dump-tokens":
      let operands = try operands(of: rest.dropFirst(), help: Help.dumpTokens)
      if case .help(let text) = operands { return .help(text) }
      guard case .paths(let paths) = operands, !paths.isEmpty else { throw UsageError(message: "'dump-tokens' takes one or more paths") }
      return .dumpTokens(paths)
    default:
      return nil
    }
  }

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
}
