import BindingLintPlatform
import Foundation

/// Running the real `bindinglint` binary (and any other program) from tests, in throw-away
/// project folders: where the binary is, how a child is run and its two output streams
/// read (`runProgram`), and the folders. No XCTest
/// here (see Package.swift): the test target's `XCTestCase+Support.swift` adds what needs
/// a test case (removing a folder when the test ends) on top of these.
package struct CLIRun {
  package var status: Int32
  package var stdout: String
  package var stderr: String

  package init(status: Int32, stdout: String, stderr: String) {
    (self.status, self.stdout, self.stderr) = (status, stdout, stderr)
  }
}

/// What a harness could not do, for a test to fail on.
package enum HarnessError: Error, CustomStringConvertible {
  case binaryNotFound

  package var description: String {
    switch self {
    case .binaryNotFound: "bindinglint binary not found next to the tests"
    }
  }
}

/// Reads a child's standard output and standard error to their ends together. Read one
/// after the other, a child that fills the second pipe (64 KB: a sanitizer's report on
/// standard error, say) while the first is still open blocks forever, and the test with it.
package func readOutputs(_ out: Pipe, _ err: Pipe) -> (stdout: Data, stderr: Data) {
  final class Box: @unchecked Sendable { var data = Data() }
  let errors = Box()
  let group = DispatchGroup()
  DispatchQueue.global().async(group: group) { errors.data = err.fileHandleForReading.readDataToEndOfFile() }
  let output = out.fileHandleForReading.readDataToEndOfFile()
  group.wait()
  return (output, errors.data)
}

/// Runs `executable` with `arguments` in `directory` to its end: `environment` is the
/// child's whole environment (nil: this process's), `stdin` is written to its standard input
/// and closed (nil: /dev/null), and both outputs are read together (`readOutputs`). The
/// one way tests run a program and collect what it printed.
package func runProgram(
  _ executable: String, _ arguments: [String], in directory: String, environment: [String: String]? = nil,
  stdin: Data? = nil
) throws -> (status: Int32, stdout: Data, stderr: Data) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  process.currentDirectoryURL = URL(fileURLWithPath: directory)
  if let environment { process.environment = environment }
  let out = Pipe(), err = Pipe(), input = Pipe()
  process.standardOutput = out
  process.standardError = err
  process.standardInput = stdin == nil ? FileHandle.nullDevice : input
  try process.run()
  if let stdin {
    // A child that ends without reading (a usage error) closes the pipe: the write then
    // fails with EPIPE, which must not end the test process with SIGPIPE.
    CLIBinary.ignoreBrokenPipes()
    try? input.fileHandleForWriting.write(contentsOf: stdin)
    try? input.fileHandleForWriting.close()
  }
  let (stdoutData, stderrData) = readOutputs(out, err)
  process.waitUntilExit()
  return (process.terminationStatus, stdoutData, stderrData)
}

extension CLIRun {
  /// A finished `runProgram`, its outputs as text.
  package init(_ finished: (status: Int32, stdout: Data, stderr: Data)) {
    self.init(
      status: finished.status, stdout: String(decoding: finished.stdout, as: UTF8.self),
      stderr: String(decoding: finished.stderr, as: UTF8.self))
  }
}

/// Whether the suite runs under a sanitizer (ASAN_OPTIONS or TSAN_OPTIONS set, as CONTRIBUTING.md's
/// sanitizer commands do): a sanitized binary reserves terabytes of address space and holds
/// freed memory in quarantine, so memory bounds are checked by the plain run only.
package let isSanitizedRun = ProcessInfo.processInfo.environment.keys.contains { $0 == "ASAN_OPTIONS" || $0 == "TSAN_OPTIONS" }

package enum CLIBinary {
  /// A class of this module: it is linked into the test bundle, so its bundle is the tests'.
  private final class InTestBundle {}

  package static let path: String? = {
    var candidates: [String] = []
    let testBundle = Bundle(for: InTestBundle.self).bundleURL
    candidates.append(testBundle.deletingLastPathComponent().appendingPathComponent("bindinglint").path)
    candidates.append(testBundle.appendingPathComponent("bindinglint").path)
    candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("bindinglint").path)
    // Every binary the tests start keeps its `--stdin-filename` name cache in the temporary
    // folder, not in the user's cache (a test may still name its own).
    Platform.setEnvironmentDefault(
      "BINDINGLINT_CACHE_DIR", FileManager.default.temporaryDirectory.appendingPathComponent("bindinglint-test-cache").path)
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// The binary's path, or `HarnessError.binaryNotFound`.
  package static func required() throws -> String {
    guard let path else { throw HarnessError.binaryNotFound }
    return path
  }

  /// Writes to a pipe whose reader is gone fail with EPIPE instead of killing the tests.
  package static func ignoreBrokenPipes() { _ = brokenPipesIgnored }
  private static let brokenPipesIgnored: Bool = {
    Platform.ignoreBrokenPipes()
    return true
  }()

  /// Runs the binary with `arguments` in `directory`, `stdin` on its standard input,
  /// `environment` added to this process's (without `NO_COLOR`), to its end.
  package static func run(
    _ arguments: [String], in directory: String, stdin: String? = nil, environment: [String: String] = [:]
  ) throws -> CLIRun {
    var env = ProcessInfo.processInfo.environment
    env.removeValue(forKey: "NO_COLOR")
    for (key, value) in environment { env[key] = value }
    // Standard input is a pipe, empty without `stdin`, as it has always been here.
    return CLIRun(try runProgram(required(), arguments, in: directory, environment: env, stdin: Data((stdin ?? "").utf8)))
  }
}

/// Throw-away folders under the temporary folder; the caller removes them (a test case
/// does so when it ends: `makeProject` in the test target).
package enum TestFolders {
  /// A new empty folder whose name starts with `prefix`.
  package static func make(_ prefix: String) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    return root
  }

  /// A project: a new folder holding `files` (path relative to it → content).
  package static func makeProject(_ files: [String: String]) throws -> String {
    let root = try make("bindinglint-cli")
    do {
      for (path, content) in files {
        let full = root + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(content.utf8).write(to: URL(fileURLWithPath: full))
      }
    } catch {
      remove(root)
      throw error
    }
    return root
  }

  package static func remove(_ root: String) {
    try? FileManager.default.removeItem(atPath: root)
  }
}
