// swift-tools-version:6.0
// A small package that uses bindinglint's SwiftPM plugins; `Tests/plugins.sh` builds it.
import PackageDescription

let package = Package(
  name: "SamplePackage",
  // SwiftUI's `View`, `@State` and `some View` need more than SwiftPM's default macOS.
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [
    // In your own package: .package(url: "https://github.com/bindinglint/bindinglint", from: "0.1.0")
    .package(name: "bindinglint", path: "../.."),
  ],
  targets: [
    // `swift build` lints this target's sources: findings appear as build warnings/errors.
    .target(name: "Counter", plugins: [.plugin(name: "BindingLintBuildTool", package: "bindinglint")]),
  ]
)
