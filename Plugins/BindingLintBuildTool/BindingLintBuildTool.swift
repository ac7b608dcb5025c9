import PackagePlugin

/// Lints a target's Swift sources as part of `swift build`. The `xcode` format is the
/// compiler's own `path:line:column: severity: message` shape, so SwiftPM and Xcode show
/// each finding as a build warning or error; an `error` finding fails the build.
@main
struct BindingLintBuildTool: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let sources = target.sourceModule?.sourceFiles(withSuffix: "swift") else { return [] }
    let files = sources.map(\.url)
    guard !files.isEmpty else { return [] }
    return [
      .buildCommand(
        displayName: "bindinglint \(target.name)",
        executable: try context.tool(named: "bindinglint").url,
        arguments: ["lint", "--format", "xcode", "--quiet"] + files.map(\.path),
        inputFiles: files,
        outputFiles: []),
    ]
  }
}
