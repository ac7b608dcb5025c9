// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "bindinglint",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "BindingLint", targets: ["BindingLint"]),
    .executable(name: "bindinglint", targets: ["bindinglint"]),
    .executable(name: "bindinglint-bench", targets: ["bindinglint-bench"]),
  ],
  targets: [
    .target(name: "BindingLint"),
    .executableTarget(name: "bindinglint", dependencies: ["BindingLint"]),
    // `swift run -c release bindinglint-bench [DIR]`: see BENCHMARK.md.
    .executableTarget(name: "bindinglint-bench"),
    .testTarget(
      name: "BindingLintTests",
      dependencies: ["BindingLint"],
      resources: []
    ),
  ]
)
