import Foundation
import XCTest

/// Running the real `bindinglint` binary from tests, in throw-away project folders.
struct CLIRun {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Reads a child's standard output and standard error to their ends together. Read one
/// after the other, a child that fills the second pipe (64 KB: a sanitizer's report on
/// standard error, say) while the first is still open blocks forever, and the test with it.
func readOutputs(_ out: Pipe, _ err: Pipe) -> (stdout: Data, stderr: Data) {
  final class Box: @unchecked Sendable { var data = Data() }
  let errors = Box()
  let group = DispatchGroup()
  DispatchQueue.global().async(group: group) { errors.data = err.fileHandleForReading.readDataToEndOfFile() }
  let output = out.fileHandleForReading.readDataToEndOfFile()
  group.wait()
  return (output, errors.data)
}

/// Whether the suite runs under a sanitizer (ASAN_OPTIONS or TSAN_OPTIONS set, as CONTRIBUTING.md's
/// sanitizer commands do): a sanitized binary reserves terabytes of address space and holds
/// freed memory in quarantine, so memory bounds are checked by the plain run only.
let isSanitizedRun = ProcessInfo.processInfo.environment.keys.contains { $0 == "ASAN_OPTIONS" || $0 == "TSAN_OPTIONS" }

enum CLIBinary {
  static let path: String? = {
    var candidates: [String] = []
    let testBundle = Bundle(for: CLITests.self).bundleURL
    candidates.append(testBundle.deletingLastPathComponent().appendingPathComponent("bindinglint").path)
    candidates.append(testBundle.appendingPathComponent("bindinglint").path)
    candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("bindinglint").path)
    // Every binary the tests start keeps its `--stdin-filename` name cache in the temporary
    // folder, not in the user's cache (a test may still name its own).
    setenv("BINDINGLINT_CACHE_DIR", FileManager.default.temporaryDirectory.appendingPathComponent("bindinglint-test-cache").path, 0)
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// Writes to a pipe whose reader is gone fail with EPIPE instead of killing the tests.
  static func ignoreBrokenPipes() { _ = brokenPipesIgnored }
  private static let brokenPipesIgnored: Bool = {
    signal(SIGPIPE, SIG_IGN)
    return true
  }()
}

extension XCTestCase {
  func run(_ arguments: [String], in directory: String, stdin: String? = nil, environment: [String: String] = [:]) throws -> CLIRun {
    let binary = try XCTUnwrap(CLIBinary.path, "bindinglint binary not found next to the tests")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var env = ProcessInfo.processInfo.environment
    env.removeValue(forKey: "NO_COLOR")
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe(), err = Pipe(), input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    // A child that ends without reading (a usage error) closes the pipe: the write then
    // fails with EPIPE, which must not end the test process with SIGPIPE.
    CLIBinary.ignoreBrokenPipes()
    if let stdin { try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8)) }
    try? input.fileHandleForWriting.close()
    let (stdoutData, stderrData) = readOutputs(out, err)
    process.waitUntilExit()
    return CLIRun(status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self), stderr: String(decoding: stderrData, as: UTF8.self))
  }

  /// A temporary project: files written from `files`, removed after the test.
  func makeProject(_ files: [String: String]) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("bindinglint-cli-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    for (path, content) in files {
      let full = root + "/" + path
      try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(content.utf8).write(to: URL(fileURLWithPath: full))
    }
    addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
    return root
  }
}
