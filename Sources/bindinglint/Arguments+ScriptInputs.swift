import BindingLintPlatform
import BindingLintEngine

/// `--use-script-input-files` and `--use-script-input-file-lists`: the paths to lint come from
/// the Run Script phase's declared inputs (`ScriptInputFiles`), not from the command line.
struct ScriptInputOptions {
  var variables = false
  var lists = false

  var isUsed: Bool { variables || lists }

  /// The Swift files to lint; a usage error when paths were also given, the environment does
  /// not name the inputs, or they hold no Swift file.
  func paths(commandLinePaths: [String], environment: (String) -> String?) throws -> [String] {
    let flag = variables ? "--use-script-input-files" : "--use-script-input-file-lists"
    guard commandLinePaths.isEmpty else {
      throw UsageError(message: "'\(flag)' lints the files the Run Script phase declares; give no paths with it")
    }
    switch ScriptInputFiles.swiftFiles(variables: variables, lists: lists, environment: environment) {
    case .failure(let failure):
      throw UsageError(message: failure.message, hint: failure.hint)
    case .success(let files) where files.isEmpty:
      throw UsageError(message: "the Run Script phase's input files name no Swift file", hint: ScriptInputFiles.hint)
    case .success(let files):
      return files
    }
  }

  /// A configuration or baseline that could not be read, with what a sandboxed phase needs.
  func explained(_ error: ConfigError) -> ConfigError {
    guard isUsed, error.keyPath.isEmpty, error.message.hasPrefix("cannot read") else { return error }
    var explained = error
    explained.hint = "a sandboxed Run Script phase reads only its input files: add this file to them (docs/xcode.md)"
    return explained
  }
}
