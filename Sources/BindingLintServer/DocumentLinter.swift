import BindingLintPlatform
import BindingLintEngine
import BindingLintReporters

/// Lints one open document the way `bindinglint --force-exclude --stdin-filename PATH`
/// does: the request comes from `RequestResolution`, as the command line's does, and
/// `LintSession` → `ProjectScope` runs it (the buffer stands in for PATH's content in a
/// run over PATH's project, with the nearest `.bindinglint.json` above PATH). The
/// configuration is looked up on every analysis, so an edited configuration applies to the
/// next one; a broken edit keeps the last good one in force (`ConfigurationMemory`). A
/// path the configuration excludes gets no diagnostics, as a CI run over the tree would
/// not lint it.
struct DocumentLinter {
  struct Outcome {
    var diagnostics: [Diagnostic]
    /// Why the document could not be linted (configuration error, invalid UTF-8), for the
    /// client's log.
    var problems: [String]
    /// Rules whose fixes `--fix` applies.
    var safeRules: Set<String>
  }

  var jobs = Platform.processorCount
  /// The projects' files and what is known of them, kept between keystrokes; the server
  /// invalidates it when files are saved or change on disk.
  let warm = WarmIndex()
  /// The configurations' baselines, parsed once per version of the file.
  let baselines = BaselineCache()
  /// The configurations read, the last good one of each, and what to tell the user.
  let configurations = ConfigurationMemory()

  func lint(path: String?, bytes: [UInt8]) -> Outcome {
    var base = LintRequest()
    // The editor offers unsafe fixes too, titled as such and never preferred (`CodeActions`).
    base.unsafeFixes = true
    guard let path else {
      // Not a file (`untitled:`): the buffer alone, with the default rules, as `-` does.
      base.stdin = ("<untitled>", bytes)
      base.jobs = 1
      return outcome(of: base)
    }
    base.forceExclude = true
    switch resolve(path: path, bytes: bytes, into: base) {
    case .success(let request):
      return outcome(of: request)
    case .failure(.configuration(let error)):
      return Outcome(diagnostics: [], problems: [error.rendered], safeRules: [])
    case .failure(.usage(let message, _)):
      return Outcome(diagnostics: [], problems: [message], safeRules: [])
    }
  }

  /// `base` for the buffer `bytes` standing in for `path`, completed by the configuration
  /// above `path` (through the memory of configurations read) and the warm index.
  func resolve(path: String, bytes: [UInt8], into base: LintRequest) -> Result<LintRequest, ResolutionError> {
    var base = base
    base.stdin = (path, bytes)
    base.warmIndex = warm
    base.jobs = jobs
    var options = RequestOptions()
    options.stdinPath = path
    let (configurations, baselines) = (self.configurations, self.baselines)
    let loader = RequestResolution.Loader(
      configuration: { configurations.load($0) }, baseline: { baselines.load($0) }, search: { configurations.find($0) })
    return RequestResolution.resolve(options, into: base, loader: loader).map(\.request)
  }

  private func outcome(of request: LintRequest) -> Outcome {
    let result = LintSession.run(request, writer: request.writer)
    let safeRules = request.fixableRuleIDs
    let problems = result.report.errors.map { "\($0.path): \($0.message)" }
    return Outcome(diagnostics: result.report.diagnostics, problems: problems, safeRules: safeRules)
  }
}

/// What the language server remembers of configuration files between analyses: the last
/// good reading of each, which stays in force while an edit leaves the file broken (a
/// half-typed edit must not clear every diagnostic), and the messages the user should see
/// once — a broken file (`window/showMessage`), a file passed over because another user
/// owns it (the log) — not once per keystroke.
final class ConfigurationMemory: @unchecked Sendable {
  private let lock = Lock()
  private var lastGood: [String: Configuration] = [:]
  /// The problem last reported per file, so the same one is not reported again.
  private var reported: [String: String] = [:]
  private var messages: [Message] = []

  struct Message: Equatable {
    /// `window/showMessage` (the user must act) rather than the log.
    var isShown: Bool
    var text: String
  }

  func load(_ path: String) -> Result<Configuration, ConfigError> {
    let loaded = Configuration.load(path)
    return lock.withLock {
      switch loaded {
      case .success(let configuration):
        lastGood[path] = configuration
        if reported[path] != nil {
          reported[path] = nil
          messages.append(Message(isShown: false, text: "bindinglint: \(path) is valid again and applies"))
        }
        return .success(configuration)
      case .failure(let error):
        let kept = lastGood[path]
        if reported[path] != error.rendered {
          reported[path] = error.rendered
          let consequence = kept == nil
            ? "files under it are not linted until it is fixed"
            : "the last valid version stays in force until it is fixed"
          let problem = error.rendered.split(separator: "\n").first.map(String.init) ?? error.rendered
          messages.append(Message(isShown: true, text: "bindinglint: \(problem.hasPrefix("error: ") ? String(problem.dropFirst(7)) : problem) (\(consequence))"))
        }
        return kept.map { .success($0) } ?? .failure(error)
      }
    }
  }

  func find(_ directory: String) -> Configuration.Search {
    let search = Configuration.find(from: directory)
    lock.withLock {
      for (path, note) in zip(search.ignored, search.notes) where reported[path] != note {
        reported[path] = note
        messages.append(Message(isShown: false, text: "bindinglint: \(note)"))
      }
    }
    return search
  }

  /// What to tell the user since the last call.
  func takeMessages() -> [Message] {
    lock.withLock {
      defer { messages = [] }
      return messages
    }
  }
}
