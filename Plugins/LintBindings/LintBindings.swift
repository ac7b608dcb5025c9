import Foundation
import PackagePlugin

/// `swift package lint-bindings [--target T]… [bindinglint options]`: lints the package it
/// runs in (or the named targets) with the `bindinglint` built from this package, and fails
/// the command when the linter does (exit 1 on errors, or on any finding with `--strict`).
@main
struct LintBindings: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
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
      throw LintFailed(status: process.terminationStatus)
    }
  }
}

/// `path` relative to the folder `root` when it lies inside it, else unchanged.
func relative(_ path: String, to root: String) -> String {
  let prefix = root.hasSuffix("/") ? root : root + "/"
  return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
}

struct LintFailed: Error, CustomStringConvertible {
  var status: Int32
  var description: String {
    status == 1 ? "bindinglint found problems that fail the run" : "bindinglint exited with status \(status)"
  }
}
