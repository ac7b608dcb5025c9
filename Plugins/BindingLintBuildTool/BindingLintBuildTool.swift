import Foundation
import PackagePlugin

/// Lints a target's Swift sources as part of `swift build`, and (through
/// `XcodeBuildToolPlugin`) of an Xcode app target's build. The `xcode` format is the
/// compiler's own `path:line:column: severity: message` shape, so SwiftPM and Xcode show
/// each finding as a build warning or error; an `error` finding fails the build.
///
/// The files are the target's own: the build system grants the tool read access to its
/// inputs, which is all a sandboxed build lets it read (a configuration file above them is
/// found only where the build system allows reading it; see docs/xcode.md).
@main
struct BindingLintBuildTool: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let sources = target.sourceModule?.sourceFiles(withSuffix: "swift") else { return [] }
    return Self.commands(tool: try context.tool(named: "bindinglint").url, targetName: target.name, files: sources.map(\.url))
  }

  /// One build command over `files`, or none when there are none to lint.
  static func commands(tool: URL, targetName: String, files: [URL]) -> [Command] {
    guard !files.isEmpty else { return [] }
    return [
      .buildCommand(
        displayName: "bindinglint \(targetName)",
        executable: tool,
        arguments: ["lint", "--format", "xcode", "--quiet"] + files.map(\.path),
        inputFiles: files,
        outputFiles: []),
    ]
  }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Xcode offers the plugin to app targets of an `.xcodeproj` (Build Phases > Run Build Tool
// Plug-ins) only with this conformance: where most SwiftUI code lives.
extension BindingLintBuildTool: XcodeBuildToolPlugin {
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
    let files = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
    return Self.commands(tool: try context.tool(named: "bindinglint").url, targetName: target.displayName, files: files)
  }
}
#endif
