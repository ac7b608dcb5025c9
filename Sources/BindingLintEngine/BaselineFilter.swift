import BindingLintPlatform

extension Baseline {
  /// The baseline applied a file at a time, in path order: each key names one file, so
  /// hiding up to `count` findings per key in file order gives what `apply` gives on the
  /// whole run, and a streamed report (`StreamedReport`) never holds the run's findings.
  struct Filter {
    private var paths: KeyPaths
    /// The baseline's counts, read only (a copy to count down would copy a million
    /// entries on the first finding hidden): what is left of a key is its count minus
    /// `matched`.
    private let counts: [Key: Int]
    private(set) var hiddenCount = 0
    /// Per key, how many of the baseline's entries a finding matched.
    private(set) var matched: [Key: Int] = [:]

    init(_ baseline: Baseline, currentDirectory: String = Platform.currentDirectory()) {
      paths = KeyPaths(directory: baseline.directory, currentDirectory: currentDirectory)
      counts = baseline.counts
    }

    /// The diagnostics the baseline does not cover, in their order.
    mutating func reported(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
      guard !counts.isEmpty else { return diagnostics }
      var reported: [Diagnostic] = []
      for diagnostic in diagnostics {
        let key = paths.key(for: diagnostic)
        if let count = counts[key], matched[key, default: 0] < count {
          matched[key, default: 0] += 1
          hiddenCount += 1
        } else {
          reported.append(diagnostic)
        }
      }
      return reported
    }

    /// Per key, how many entries no finding matched.
    var unmatched: [Key: Int] {
      var left: [Key: Int] = [:]
      left.reserveCapacity(counts.count - matched.count)
      for (key, count) in counts {
        let unused = count - (matched[key] ?? 0)
        if unused > 0 { left[key] = unused }
      }
      return left
    }
  }
}
