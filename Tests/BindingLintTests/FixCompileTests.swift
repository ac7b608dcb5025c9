import Foundation
import XCTest

/// `--fix` must never break the build. Tests/Stubs/FixCheckApp has views whose state a
/// parent passes through the memberwise initializer (same file and other files, `T(…)`,
/// `T.init(…)`, `let t: T = .init(…)`), an explicit `init`, an extension in another file
/// that uses a property, and static preview state. The real binary fixes a copy, and
/// swiftc type-checks the result against a stub SwiftUI module (Tests/Stubs/SwiftUI).
final class FixCompileTests: XCTestCase {
  static let appFolder = TestSupport.packageRoot + "/Tests/Stubs/FixCheckApp"
  static let stubSource = TestSupport.packageRoot + "/Tests/Stubs/SwiftUI/SwiftUI.swift"

  /// swiftc of the toolchain the tests run with: on `PATH`, or next to `swift`.
  static let swiftc: String? = {
    var folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
    folders.append("/opt/swift/usr/bin")
    folders.append("/usr/bin")
    return folders.map { $0 + "/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  func testSafeFixesTypecheckAndFindingsWithCallersCarryNoFix() throws {
    let swiftc = try XCTUnwrap(Self.swiftc, "swiftc not found on PATH")
    let (project, stubs) = try prepare(swiftc: swiftc)
    XCTAssertEqual(try typecheck(project, stubs: stubs, swiftc: swiftc), "", "the fixture itself must compile")

    // The report: no fix where a caller passes the property; the extension's property unsafe.
    let report = try run(["--format", "json", "."], in: project)
    let diagnostics = try diagnosticsByProperty(report.stdout)
    for property in ["forward", "label", "hue", "saturation"] {
      let diagnostic = try XCTUnwrap(diagnostics[property], "no finding for '\(property)'")
      XCTAssertNil(diagnostic["fix"], "'\(property)' is passed by a caller; making it private breaks the build")
      XCTAssertTrue((diagnostic["message"] as? String ?? "").contains("memberwise initializer"))
    }
    XCTAssertNil(diagnostics["level"]?["fix"], "an unsafe fix is not shown without --unsafe-fixes")
    XCTAssertEqual((diagnostics["count"]?["fix"] as? [String: Any])?["safety"] as? String, "safe")
    XCTAssertNil(diagnostics["sample"], "static preview state is not reported")
    let withUnsafe = try diagnosticsByProperty(run(["--format", "json", "--unsafe-fixes", "."], in: project).stdout)
    XCTAssertEqual((withUnsafe["level"]?["fix"] as? [String: Any])?["safety"] as? String, "unsafe")

    // `--fix`: the safe fixes are applied, and the result compiles.
    let fixed = try run(["--fix", "."], in: project)
    XCTAssertTrue(fixed.stderr.contains("fixed 4 issues in 1 file"), fixed.stderr)
    XCTAssertTrue(fixed.stdout.contains("1 more with --unsafe-fixes"), fixed.stdout)
    let editors = try String(contentsOfFile: project + "/Editors.swift", encoding: .utf8)
    XCTAssertTrue(editors.contains("@State private var count: Int"))
    XCTAssertTrue(editors.contains("@State var forward: Int"))
    XCTAssertEqual(try typecheck(project, stubs: stubs, swiftc: swiftc), "", "safe fixes broke the build")

    // `--fix --unsafe-fixes` applies the unsafe one, and it breaks exactly what it was
    // marked unsafe for: the extension in the other file.
    let unsafe = try run(["--fix", "--unsafe-fixes", "."], in: project)
    XCTAssertTrue(unsafe.stderr.contains("fixed 1 issue in 1 file"), unsafe.stderr)
    let errors = try typecheck(project, stubs: stubs, swiftc: swiftc)
      .split(separator: "\n").filter { $0.contains("error:") && !$0.contains("`-") }
    XCTAssertEqual(errors.count, 1, errors.joined(separator: "\n"))
    XCTAssertTrue(errors.first?.contains("Screens.swift:18:24: error: 'level' is inaccessible") ?? false, "\(errors)")
  }

  /// The lead's check for real apps agrees on the fixture: every applied fix compiles in its
  /// model, and the findings left without a safe fix are counted.
  func testFixCheckScriptPassesOnTheFixtureApp() throws {
    let binary = try XCTUnwrap(CLIBinary.path)
    let swiftc = try XCTUnwrap(Self.swiftc, "swiftc not found on PATH")
    let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }
    try XCTSkipIf(python == nil, "python3 is needed by Scripts/fix-check.sh")
    let script = TestSupport.packageRoot + "/Scripts/fix-check.sh"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [script, Self.appFolder, binary]
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFTC"] = swiftc
    process.environment = environment
    let out = Pipe()
    process.standardOutput = out
    process.standardError = out
    try process.run()
    let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, output)
    XCTAssertTrue(output.contains("non_private_state findings: 9; safe fix: 4; unsafe fix: 1; no fix: 4"), output)
    XCTAssertTrue(output.contains("fixes applied: 4 in 3 struct(s): 2 ok, 0 BROKEN, 1 explicit-init, 0 inconclusive"), output)
  }

  // MARK: - Helpers

  /// A copy of the fixture app, and a folder holding the stub `SwiftUI` module built from source.
  func prepare(swiftc: String) throws -> (project: String, stubs: String) {
    var files: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: Self.appFolder) where name.hasSuffix(".swift") {
      files[name] = try String(contentsOfFile: Self.appFolder + "/" + name, encoding: .utf8)
    }
    let project = try makeProject(files)
    let stubs = try makeProject([:])
    let build = try runTool(swiftc, [
      "-emit-module", "-parse-as-library", "-module-name", "SwiftUI", Self.stubSource,
      "-emit-module-path", stubs + "/SwiftUI.swiftmodule",
    ], in: stubs)
    XCTAssertEqual(build.status, 0, "stub module: \(build.stderr)")
    return (project, stubs)
  }

  /// swiftc's diagnostics for the project's files; "" when it type-checks.
  func typecheck(_ project: String, stubs: String, swiftc: String) throws -> String {
    let sources = try FileManager.default.contentsOfDirectory(atPath: project).filter { $0.hasSuffix(".swift") }.sorted()
    let result = try runTool(swiftc, ["-typecheck", "-I", stubs] + sources, in: project)
    return result.status == 0 ? "" : result.stdout + result.stderr
  }

  func runTool(_ tool: String, _ arguments: [String], in directory: String) throws -> CLIRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let (stdout, stderr) = readOutputs(out, err)
    process.waitUntilExit()
    return CLIRun(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// JSON diagnostics of `non_private_state`, by the property name quoted in the message.
  func diagnosticsByProperty(_ json: String) throws -> [String: [String: Any]] {
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
    var result: [String: [String: Any]] = [:]
    for diagnostic in diagnostics where diagnostic["rule"] as? String == "non_private_state" {
      let message = diagnostic["message"] as? String ?? ""
      let name = message.split(separator: "'").dropFirst(2).first.map(String.init) ?? ""
      result[name] = diagnostic
    }
    return result
  }
}
