// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "bindinglint",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "BindingLint", targets: ["BindingLint"]),
    .executable(name: "bindinglint", targets: ["bindinglint"]),
    .executable(name: "bindinglint-bench", targets: ["bindinglint-bench"]),
    // `swift package lint-bindings [--fix] [--target T]`
    .plugin(name: "LintBindings", targets: ["LintBindings"]),
    // `plugins: [.plugin(name: "BindingLintBuildTool", package: "bindinglint")]` on a target
    .plugin(name: "BindingLintBuildTool", targets: ["BindingLintBuildTool"]),
  ],
  targets: [
    .target(name: "BindingLint"),
    .executableTarget(name: "bindinglint", dependencies: ["BindingLint"]),
    // `swift run -c release bindinglint-bench [DIR]`: see README, "Benchmark".
    .executableTarget(name: "bindinglint-bench"),
    .plugin(
      name: "LintBindings",
      capability: .command(intent: .custom(verb: "lint-bindings", description: "Lint this package's SwiftUI data flow with bindinglint")),
      dependencies: ["bindinglint"]),
    .plugin(name: "BindingLintBuildTool", capability: .buildTool(), dependencies: ["bindinglint"]),
    .testTarget(
      name: "BindingLintTests",
      dependencies: ["BindingLint"],
      resources: []
    ),
  ]
)
