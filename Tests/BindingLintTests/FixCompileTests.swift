import BindingLintTestSupport
import Foundation
import XCTest

/// `--fix` must never break the build. Tests/Stubs/FixCheckApp has views whose state a
/// parent passes through the memberwise initializer (same file and other files, `T(…)`,
/// `T.init(…)`, `let t: T = .init(…)`), an explicit `init`, an extension in another file
/// that uses a property, static preview state, and hand-built bindings whose projection is
/// the same binding. The real binary fixes a copy, and swiftc type-checks the result
/// against a stub SwiftUI module (Tests/Stubs/SwiftUI) and the toolchain's Observation.
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

    // The report: state a caller passes is `state_passed_by_parent`'s, with no fix; what an
    // extension elsewhere uses, or keyed storage, is not reported; the rest has a safe fix.
    // Values a caller passes are `state_passed_by_parent`'s with its `strict` option; the
    // constant binding is `manual_binding_in_body`'s with its own.
    let configuration = #"{"rules": {"state_passed_by_parent": {"strict": true}, "manual_binding_in_body": {"strict": true}}}"#
    try configuration.write(toFile: project + "/.bindinglint.json", atomically: true, encoding: .utf8)
    let report = try run(CLITests.enableFlagged + ["--format", "json", "."], in: project)
    let byProperty = try diagnosticsByProperty(report.stdout)
    for property in ["forward", "label", "hue", "saturation"] {
      let diagnostic = try XCTUnwrap(byProperty[property], "no finding for '\(property)'")
      XCTAssertEqual(diagnostic["rule"] as? String, "state_passed_by_parent")
      XCTAssertNil(diagnostic["fix"], "'\(property)' is passed by a caller; making it private breaks the build")
      XCTAssertTrue((diagnostic["message"] as? String ?? "").contains("memberwise initializer"))
    }
    XCTAssertNil(byProperty["level"], "an extension in another file uses 'level': it cannot be private")
    XCTAssertNil(byProperty["unit"], "'@AppStorage' is reported only with strict: true")
    for property in ["count", "isExpanded", "model"] {
      XCTAssertEqual((byProperty[property]?["fix"] as? [String: Any])?["safety"] as? String, "safe", property)
    }
    XCTAssertNil(byProperty["sample"], "static preview state is not reported")
    let bindings = try diagnostics(report.stdout, rule: "manual_binding_in_body")
    XCTAssertEqual(bindings.count, 8)
    XCTAssertEqual(bindings.compactMap { ($0["fix"] as? [String: Any])?["safety"] as? String }, ["safe", "safe", "safe", "safe", "safe", "safe", "safe"],
                   "the constant's fix is unsafe, so not shown without --unsafe-fixes")
    let withUnsafe = try diagnostics(run(CLITests.enableFlagged + ["--format", "json", "--unsafe-fixes", "."], in: project).stdout, rule: "manual_binding_in_body")
    XCTAssertEqual(withUnsafe.compactMap { ($0["fix"] as? [String: Any])?["safety"] as? String }.filter { $0 == "unsafe" }.count, 1)

    // `--fix`: the safe fixes are applied, and the result compiles.
    let fixed = try run(CLITests.enableFlagged + ["--fix", "."], in: project)
    XCTAssertTrue(fixed.stderr.contains("fixed 10 issues in 2 files"), fixed.stderr)
    XCTAssertTrue(fixed.stdout.contains("1 more with --unsafe-fixes"), fixed.stdout)
    let editors = try String(contentsOfFile: project + "/Editors.swift", encoding: .utf8)
    XCTAssertTrue(editors.contains("@State private var count: Int"))
    XCTAssertTrue(editors.contains("@State var forward: Int"))
    let bindingsFile = try String(contentsOfFile: project + "/Bindings.swift", encoding: .utf8)
    for replacement in ["isOn: $isOn", "text: $model.name", "text: $title", "text: Bindable(draft).title", "text: $note.title", "\"Message\", text: Bindable(draft).title", "text: Bindable(thread).title"] {
      XCTAssertTrue(bindingsFile.contains(replacement), replacement)
    }
    XCTAssertEqual(try typecheck(project, stubs: stubs, swiftc: swiftc), "", "safe fixes broke the build")

    // `--fix --unsafe-fixes` applies the constant, which changes when the value is read,
    // not whether the code compiles.
    let unsafe = try run(CLITests.enableFlagged + ["--fix", "--unsafe-fixes", "."], in: project)
    XCTAssertTrue(unsafe.stderr.contains("fixed 1 issue in 1 file"), unsafe.stderr)
    XCTAssertTrue(try String(contentsOfFile: project + "/Bindings.swift", encoding: .utf8).contains("isOn: Binding.constant(true)"))
    XCTAssertEqual(try typecheck(project, stubs: stubs, swiftc: swiftc), "", "the unsafe fix broke the build")
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
    XCTAssertTrue(output.contains("non_private_state findings: 3; safe fix: 3; unsafe fix: 0; no fix: 0"), output)
    XCTAssertTrue(output.contains("fixes applied: 3 in 2 struct(s): 1 ok, 0 BROKEN, 1 explicit-init, 0 inconclusive"), output)
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

  /// swiftc's diagnostics for the project's files; "" when they compile. SIL is emitted
  /// (and thrown away), not only types checked: definite initialization ("'self' used
  /// before all stored properties are initialized") runs there, and a fix that touches an
  /// initializer or a default must pass it too.
  func typecheck(_ project: String, stubs: String, swiftc: String) throws -> String {
    let sources = try FileManager.default.contentsOfDirectory(atPath: project).filter { $0.hasSuffix(".swift") }.sorted()
    let result = try runTool(swiftc, ["-emit-sil", "-wmo", "-module-name", "FixCheck", "-o", "/dev/null", "-I", stubs] + sources, in: project)
    return result.status == 0 ? "" : result.stdout + result.stderr
  }

  func runTool(_ tool: String, _ arguments: [String], in directory: String) throws -> CLIRun {
    CLIRun(try runProgram(tool, arguments, in: directory))
  }

  /// JSON diagnostics of one rule, in report order.
  func diagnostics(_ json: String, rule: String) throws -> [[String: Any]] {
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    return try XCTUnwrap(object["diagnostics"] as? [[String: Any]]).filter { $0["rule"] as? String == rule }
  }

  /// JSON diagnostics of the two state-property rules, by the property name quoted in the message.
  func diagnosticsByProperty(_ json: String) throws -> [String: [String: Any]] {
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
    var result: [String: [String: Any]] = [:]
    for diagnostic in diagnostics where ["non_private_state", "state_passed_by_parent"].contains(diagnostic["rule"] as? String) {
      let message = diagnostic["message"] as? String ?? ""
      let name = message.split(separator: "'").dropFirst(2).first.map(String.init) ?? ""
      result[name] = diagnostic
    }
    return result
  }
}
