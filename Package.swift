// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "bindinglint",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "BindingLint", targets: ["BindingLint"]),
    .executable(name: "bindinglint", targets: ["bindinglint"]),
  ],
  targets: [
    .target(name: "BindingLint"),
    .executableTarget(name: "bindinglint", dependencies: ["BindingLint"]),
    .testTarget(
      name: "BindingLintTests",
      dependencies: ["BindingLint"],
      resources: []
    ),
  ]
)
