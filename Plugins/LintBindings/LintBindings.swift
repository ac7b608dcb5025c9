import Foundation
import PackagePlugin

/// `swift package lint-bindings [--target T]… [bindinglint options]`: lints the package it
/// runs in (or the named targets) with the `bindinglint` built from this package, and fails
/// the command when the linter does (exit 1 on errors, or on any finding with `--strict`).
/// `--help` is the plugin's own: the linter's options are `bindinglint --help`'s.
@main
struct LintBindings: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(Self.help, terminator: "")
      return
    }
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    let options = extractor.remainingArguments
    // Paths relative to the package, as a user would type them (`bindinglint` runs there).
    let root = context.package.directoryURL.path
    let paths: [String]
    if targetNames.isEmpty {
      paths = ["."]
    } else {
      paths = try context.package.targets(named: targetNames).flatMap { target in
        (target.sourceModule?.sourceFiles(withSuffix: "swift")).map { files in files.map { relative($0.url.path, to: root) } } ?? []
      }
    }
    let tool = try context.tool(named: "bindinglint")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = ["lint"] + options + paths
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    if process.terminationReason != .exit || process.terminationStatus != 0 {
      throw LintFailed(status: process.terminationStatus, fixing: options.contains("--fix"))
    }
  }

  static let help = """
    OVERVIEW: Lint this package's SwiftUI data flow with bindinglint

    USAGE: swift package [--allow-writing-to-package-directory] lint-bindings [--target TARGET ...] [BINDINGLINT OPTIONS]

    OPTIONS:
      --target TARGET   lint only this target's Swift sources (repeatable); default: the whole package
      -h, --help        show this help

    Every other option goes to 'bindinglint lint' (see 'bindinglint --help'): --strict, --format FORMAT,
    --fix, --baseline FILE, --enable RULE, --disable RULE, ...

    --fix rewrites sources: SwiftPM's sandbox (macOS) lets a plugin write to the package only when
    the option comes before the verb:
      swift package --allow-writing-to-package-directory lint-bindings --fix

    The command fails when bindinglint does: an error finding, any finding with --strict, or a file
    or configuration it cannot read.

    """
}

/// `path` relative to the folder `root` when it lies inside it, else unchanged.
func relative(_ path: String, to root: String) -> String {
  let prefix = root.hasSuffix("/") ? root : root + "/"
  return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
}

struct LintFailed: Error, CustomStringConvertible {
  var status: Int32
  var fixing: Bool
  var description: String {
    if status == 1 { return "bindinglint found problems that fail the run" }
    // A sandboxed write fails with "Operation not permitted": say where the option goes.
    let hint = fixing
      ? "; if it could not write the fixed files, run 'swift package --allow-writing-to-package-directory lint-bindings --fix'"
      : ""
    return "bindinglint exited with status \(status)" + hint
  }
}
