import BindingLintPlatform
import BindingLintRules
import BindingLintEngine

/// `bindinglint graph [PATH ...] [--format html|dot|mermaid|json] [--root VIEW]`: the
/// options, the configuration (for which rules' findings the graph shows), and nothing else.
extension Arguments {
  enum GraphFormat: String, CaseIterable {
    case html, dot, mermaid, json
  }

  static let graphOptions = ["--format", "--root", "--config", "--exclude", "--jobs", "--help"]

  static func parseGraph(_ arguments: ArraySlice<String>) throws -> Command {
    var rest = arguments
    var request = GraphRequest()
    var format = GraphFormat.html
    var paths: [String] = []
    var configPath: String?
    var excludes: [Glob] = []
    var onlyPaths = false
    while let argument = rest.popFirst() {
      if onlyPaths || !argument.hasPrefix("-") {
        paths.append(argument)
        continue
      }
      if argument == "--" { onlyPaths = true; continue }
      let (name, inline) = split(argument)
      if try isHelp(name, inline: inline) { return .help(Help.graph) }
      switch name {
      case "--format":
        let text = try value(for: name, inline: inline, from: &rest)
        guard let chosen = GraphFormat(rawValue: text) else {
          throw UsageError(message: "invalid value '\(text)' for '--format'; expected html, dot, mermaid or json")
        }
        format = chosen
      case "--root": request.root = try value(for: name, inline: inline, from: &rest)
      case "--config": configPath = try value(for: name, inline: inline, from: &rest)
      case "--exclude": excludes.append(Glob(try value(for: name, inline: inline, from: &rest)))
      case "--jobs", "-j":
        let text = try value(for: name, inline: inline, from: &rest)
        guard let jobs = Int(text), jobs > 0, jobs <= 1024 else {
          throw UsageError(message: "invalid value '\(text)' for '--jobs'; expected a whole number from 1 to 1024")
        }
        request.jobs = jobs
      default:
        throw UsageError.unknownOption(argument, among: graphOptions)
      }
    }
    request.paths = paths.isEmpty ? ["."] : paths
    var configuration = Configuration()
    if let path = configPath ?? Configuration.find(from: Configuration.directory(holding: request.paths)).path {
      switch Configuration.load(path) {
      case .success(let loaded): configuration = loaded
      case .failure(let error): throw error
      }
    }
    (request.rules, request.severities) = configuration.selectRules(enable: [], disable: [])
    request.filter = PathFilter(include: configuration.include, exclude: configuration.exclude + excludes, base: configuration.directory)
    return .graph(request, format: format)
  }
}
