import BindingLintPlatform
import BindingLintRules

/// From what a front end was asked (paths, options) to the `LintRequest` the engine runs:
/// which configuration applies (found above the paths, or named), the rules it selects,
/// the files it admits, the baseline it names. The command line and the language server
/// both come through here, so a file in the editor gets exactly the configuration CI
/// gives it; the front ends keep only what is theirs (arguments and exit codes; messages
/// and documents).
package struct RequestOptions: Sendable {
  /// Paths to lint; empty means the current folder.
  package var paths: [String] = []
  /// `--stdin-filename`: the buffer's path (the configuration is found above it).
  package var stdinPath: String?
  /// `--config FILE`: the configuration, without a search (and without an owner check).
  package var configPath: String?
  package var enable: [String] = []
  package var disable: [String] = []
  /// `--exclude`, added to the configuration's `exclude`.
  package var excludes: [Glob] = []
  /// `--baseline FILE`: wins over the configuration's `baseline`.
  package var baselinePath: String?
  /// `--write-baseline FILE`.
  package var writeBaselinePath: String?
  /// `--baseline-prune`.
  package var pruneBaseline = false

  package init() {}
}

/// Why no request could be made: a configuration or baseline problem (it names the file
/// and key), or options that contradict what the configuration says.
package enum ResolutionError: Error, Equatable {
  case configuration(ConfigError)
  case usage(message: String, hint: String)
}

package enum RequestResolution {
  /// How configuration and baseline files are read: straight from disk for one run; the
  /// language server keeps what it read (and the last good configuration) between runs.
  package struct Loader: Sendable {
    package var configuration: @Sendable (String) -> Result<Configuration, ConfigError>
    package var baseline: @Sendable (String) -> Result<Baseline, ConfigError>
    package var search: @Sendable (String) -> Configuration.Search

    package init(
      configuration: @escaping @Sendable (String) -> Result<Configuration, ConfigError>,
      baseline: @escaping @Sendable (String) -> Result<Baseline, ConfigError>,
      search: @escaping @Sendable (String) -> Configuration.Search = { Configuration.find(from: $0) }
    ) {
      self.configuration = configuration
      self.baseline = baseline
      self.search = search
    }

    package static let disk = Loader(configuration: Configuration.load, baseline: { BaselineFile.load($0) })
  }

  package struct Resolved: Sendable {
    package var request: LintRequest
    /// The configuration that applies (the defaults when no file does).
    package var configuration: Configuration
    /// What the user should know (a configuration file passed over), for standard error or
    /// the editor's log.
    package var notes: [String]
  }

  /// `base` (output and run settings the front end chose) completed by `options` and the
  /// configuration they lead to.
  package static func resolve(_ options: RequestOptions, into base: LintRequest, loader: Loader = .disk) -> Result<Resolved, ResolutionError> {
    var request = base
    var notes: [String] = []
    // Configuration is found above what is linted: for standard input, above its path.
    let start = options.stdinPath.map(Configuration.directory(above:))
      ?? Configuration.directory(holding: options.paths.isEmpty ? ["."] : options.paths)
    var configuration = Configuration()
    var path = options.configPath
    if path == nil {
      let search = loader.search(start)
      notes += search.notes
      path = search.path
    }
    if let path {
      switch loader.configuration(path) {
      case .success(let loaded): configuration = loaded
      case .failure(let error): return .failure(.configuration(error))
      }
    }
    switch baselineUse(options, configured: configuration.baseline, loader: loader) {
    case .success(let use): request.baseline = use
    case .failure(let error): return .failure(error)
    }
    (request.rules, request.severities) = configuration.selectRules(enable: options.enable, disable: options.disable)
    request.filter = PathFilter(include: configuration.include, exclude: configuration.exclude + options.excludes, base: configuration.directory)
    if let stdinPath = options.stdinPath {
      request.stdin = (stdinPath, request.stdin?.bytes ?? [])
    } else {
      request.paths = options.paths.isEmpty ? ["."] : options.paths
    }
    return .success(Resolved(request: request, configuration: configuration, notes: notes))
  }

  /// Which `BaselineUse` the options ask for, `configured` being the configuration's
  /// `baseline` (`--baseline` wins over it). The baseline file is read here, before
  /// linting, so a missing or malformed one is an error (exit 2) like a bad
  /// configuration, never a run with nothing hidden.
  static func baselineUse(_ options: RequestOptions, configured: String?, loader: Loader) -> Result<BaselineUse?, ResolutionError> {
    if let writePath = options.writeBaselinePath {
      // Recording replaces the file, so the old one is not read (it may not exist yet).
      return .success(.record(path: writePath))
    }
    guard let file = options.baselinePath ?? configured else {
      guard !options.pruneBaseline else {
        return .failure(.usage(
          message: "'--baseline-prune' needs a baseline", hint: "give '--baseline FILE' or set \"baseline\" in .bindinglint.json"))
      }
      return .success(nil)
    }
    switch loader.baseline(file) {
    case .success(let baseline): return .success(options.pruneBaseline ? .prune(baseline) : .hide(baseline))
    case .failure(let error): return .failure(.configuration(error))
    }
  }
}
