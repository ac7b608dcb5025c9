// swift-tools-version:6.0
// bindinglint's SwiftPM plugins over a prebuilt binary: the same two plugins as the main
// package (Plugins/LintBindings and Plugins/BindingLintBuildTool, linked here), but the
// `bindinglint` they run comes from an artifact bundle instead of being built from source,
// as SwiftLint's plugin package does it.
//
// Each release attaches this package ready to use, `bindinglint-plugins-VERSION.zip`:
// there the binary target below names the release's `bindinglint.artifactbundle.zip` by
// URL and checksum (Scripts/release.sh writes them). In this folder it takes the bundle
// from beside this file, for a bundle you built yourself with `make release`
// (dist/bindinglint.artifactbundle). docs/installation.md, "Prebuilt plugins", says how to
// use either.
import PackageDescription

let package = Package(
  name: "bindinglint-plugins",
  platforms: [.macOS(.v13)],
  products: [
    .plugin(name: "LintBindings", targets: ["LintBindings"]),
    .plugin(name: "BindingLintBuildTool", targets: ["BindingLintBuildTool"]),
  ],
  targets: [
    .plugin(
      name: "LintBindings",
      capability: .command(intent: .custom(verb: "lint-bindings", description: "Lint this package's SwiftUI data flow with bindinglint")),
      dependencies: ["bindinglint"]),
    .plugin(name: "BindingLintBuildTool", capability: .buildTool(), dependencies: ["bindinglint"]),
    .binaryTarget(name: "bindinglint", path: "bindinglint.artifactbundle"),
  ]
)
