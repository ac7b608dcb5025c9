import BindingLintPlatform

/// How the benchmark runs a program under test: as a whole process timed from spawn to
/// exit (`Platform.runMeasured`, the same measurement the tests' memory bounds use), its
/// standard output to /dev/null or a file, its standard error to /dev/null, its standard
/// input shared unless a file is given, killed after ten minutes.
enum TimedRun {
  static let timeLimit: Double = 600

  /// Nil if the program cannot be started.
  static func run(
    _ path: String, _ arguments: [String], stdoutPath: String = "/dev/null", stdinPath: String? = nil,
    environment: [String: String] = [:]
  ) -> Platform.MeasuredExit? {
    Platform.runMeasured(
      path, arguments, outputPath: stdoutPath, inputPath: stdinPath, errorPath: "/dev/null", environment: environment,
      timeLimit: timeLimit)
  }
}
