// swift-tools-version:6.0
import PackageDescription

// One direction of dependency, top to bottom; SwiftPM refuses a cycle and CI builds with
// `--explicit-target-dependency-import-check error`, so a lower layer cannot import a higher one:
//
//   BindingLintPlatform   the operating system: files, folders, processes, pipes
//   BindingLintSyntax     bytes, line tables, the lexer, brackets, declarations, calls
//   BindingLintIndex      the project-wide type index and what each file contributes to it
//   BindingLintRules      the rule API, shared analyses, one folder per rule, the registry
//   BindingLintEngine     configuration, discovery, the parallel run, suppressions, baseline, fixes
//   BindingLintReporters  text, json, sarif, github, xcode; rule docs
//   BindingLintServer     the language server
//   bindinglint, bindinglint-bench: thin front ends
//   BindingLintDevTools, bindinglint-dev: generated files and the new-rule scaffold, for
//     contributors (`swift run bindinglint-dev`; CONTRIBUTING.md), in no product
//   BindingLintTestSupport: the tests' shared helpers (Tests/BindingLintTestSupport), in no
//     product; only BindingLintTests depends on it
//
// Everything shared between targets is `package`: the package has no public API, so what a
// front end needs is all that crosses a module boundary.
//
// pre-commit's `language: swift` hook builds this package with a plain `swift build` (every
// product) and needs only the linter. pre-commit sets PRE_COMMIT=1 before it installs a
// hook's environment (pre_commit/commands/run.py), so then the benchmark and the developer
// tool's front end are left out (its library stays: the tests check the generated files).
let forPreCommitHook = Context.environment["PRE_COMMIT"] == "1"

let benchmark: [Target] = forPreCommitHook ? [] : [
  // `swift run -c release bindinglint-bench [DIR]`: see docs/benchmark.md.
  .executableTarget(name: "bindinglint-bench", dependencies: ["BindingLintPlatform"]),
]

let developerTool: [Target] = forPreCommitHook ? [] : [
  // `swift run bindinglint-dev generate`, `swift run bindinglint-dev new-rule ID --category C`
  .executableTarget(
    name: "bindinglint-dev", dependencies: ["BindingLintPlatform", "BindingLintRules", "BindingLintDevTools"]),
]

let package = Package(
  name: "bindinglint",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "bindinglint", targets: ["bindinglint"]),
  ] + (forPreCommitHook ? [] : [
    .executable(name: "bindinglint-bench", targets: ["bindinglint-bench"]),
  ]) + [
    // `swift package lint-bindings [--fix] [--target T]`
    .plugin(name: "LintBindings", targets: ["LintBindings"]),
    // `plugins: [.plugin(name: "BindingLintBuildTool", package: "bindinglint")]` on a target
    .plugin(name: "BindingLintBuildTool", targets: ["BindingLintBuildTool"]),
  ],
  targets: benchmark + developerTool + [
    .target(name: "BindingLintPlatform"),
    .target(name: "BindingLintSyntax", dependencies: ["BindingLintPlatform"]),
    .target(name: "BindingLintIndex", dependencies: ["BindingLintSyntax"]),
    .target(name: "BindingLintRules", dependencies: ["BindingLintSyntax", "BindingLintIndex"]),
    .target(
      name: "BindingLintEngine",
      dependencies: ["BindingLintPlatform", "BindingLintSyntax", "BindingLintIndex", "BindingLintRules"]),
    .target(
      name: "BindingLintReporters",
      dependencies: ["BindingLintPlatform", "BindingLintSyntax", "BindingLintIndex", "BindingLintRules", "BindingLintEngine"]),
    .target(
      name: "BindingLintServer",
      dependencies: ["BindingLintPlatform", "BindingLintSyntax", "BindingLintIndex", "BindingLintRules", "BindingLintEngine", "BindingLintReporters"]),
    .target(
      name: "BindingLintDevTools",
      dependencies: ["BindingLintPlatform", "BindingLintRules", "BindingLintReporters"]),
    .executableTarget(
      name: "bindinglint",
      dependencies: ["BindingLintPlatform", "BindingLintSyntax", "BindingLintRules", "BindingLintEngine", "BindingLintReporters", "BindingLintServer"]),
    .plugin(
      name: "LintBindings",
      capability: .command(intent: .custom(verb: "lint-bindings", description: "Lint this package's SwiftUI data flow with bindinglint")),
      dependencies: ["bindinglint"]),
    .plugin(name: "BindingLintBuildTool", capability: .buildTool(), dependencies: ["bindinglint"]),
    // The helpers the tests share (SwiftLint's TestHelpers): in-memory linting and the
    // fixtures' expectations, running the built binary, throw-away folders, the cross-file
    // projects, an LSP client, README's code blocks. Only the test target depends on it and
    // no product holds it. No XCTest (what needs a test case stays in the test target's
    // XCTestCase+Support.swift), so the plain `swift build` that builds every target builds
    // it anywhere, Command Line Tools without Xcode included; Foundation is allowed (test code).
    .target(
      name: "BindingLintTestSupport",
      dependencies: ["BindingLintPlatform", "BindingLintSyntax", "BindingLintRules", "BindingLintEngine"],
      path: "Tests/BindingLintTestSupport"),
    .testTarget(
      name: "BindingLintTests",
      dependencies: [
        "BindingLintPlatform", "BindingLintSyntax", "BindingLintIndex", "BindingLintRules", "BindingLintEngine",
        "BindingLintReporters", "BindingLintServer",
        "BindingLintDevTools", "BindingLintTestSupport",
      ]),
  ]
)
