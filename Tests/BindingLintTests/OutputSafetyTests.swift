@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer
import BindingLintTestSupport
import Foundation
import XCTest

/// What the reporters print, through the real binary: hostile file names and literals stay
/// on their own line and never reach the terminal raw (issue 14 item 11), output is
/// bounded however long the source line (item 6), a failed write exits 2 (item 10), and
/// the text summary agrees with the exit status.
final class OutputSafetyTests: XCTestCase {
  /// A file name that would print a workflow command (both forms) and clear the screen.
  static let hostileName = "x\n::error file=y.swift::pwned\u{1B}[2J\u{9B}31m##[error]old.swift"

  /// An alert whose quoted operand is a multi-line literal holding a workflow command,
  /// an OSC title sequence (ESC … BEL) and a C1 CSI.
  static let hostileSource = """
    import SwiftUI
    struct Row: View {
      @State private var items: [String: Int] = [:]
      @State private var text = ""
      @State var title = "\u{1B}]0;retitled\u{07}\u{9B}2J\u{7F}##[add-mask]x"
      var body: some View {
        Text("Row")
          .alert("Set", isPresented: Binding(
            get: { items[\"\"\"
    ::error file=z.swift::boom
    \u{1B}[2J
    \"\"\"] != nil },
            set: { if !$0 { items = [:] } }
          )) {
            TextField("URL", text: $text)
            Button("Set") { use(items) }
          }
      }
    }

    """

  func testHumanFormatsEscapeEveryControlCharacterAndKeepOneDiagnosticPerLine() throws {
    let project = try makeProject([Self.hostileName: Self.hostileSource, "::warning title=t::hi.swift": Self.hostileSource])
    for format in ["text", "xcode", "github"] {
      let result = try run(CLITests.enableFlagged + ["--format", format, "--no-color", "."], in: project)
      XCTAssertEqual(result.status, 1, format)
      assertNoControlCharacters(result.stdout, format)
      XCTAssertFalse(result.stdout.contains("##["), "\(format) prints '##[' (GitHub Actions runs it from any line)")
      let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      for line in lines {
        let command = line.drop { $0 == " " || $0 == "\t" }.hasPrefix("::")
        if format == "github" {
          XCTAssertTrue(line.hasPrefix("::error file=") || line.hasPrefix("::warning file="), "\(format): \(line)")
        } else {
          XCTAssertFalse(command, "\(format) line reads as a workflow command: \(line)")
        }
      }
      // 2 findings in each of 2 files (the alert's binding is `optional_alert_textfield`'s
      // alone): xcode and github print exactly one line each.
      if format != "text" { XCTAssertEqual(lines.count, 4, "\(format):\n\(result.stdout)") }
    }
    let text = try run(CLITests.enableFlagged + ["--no-color", "."], in: project).stdout
    XCTAssertTrue(text.contains("./x\\n::error file=y.swift::pwned\\u{1B}[2J\\u{9B}31m##\\u{5B}error]old.swift:5:3: warning:"), text)
    XCTAssertTrue(text.contains("./::warning title=t::hi.swift:"), "a path starting with '::' gets './'")
    XCTAssertTrue(text.contains("'items[\"\"\"\\n::error file=z.swift::boom\\n\\u{1B}[2J\\n\"\"\"]'"), text)
    XCTAssertTrue(text.contains("5 |   @State var title = \"\\u{1B}]0;retitled\\u{7}\\u{9B}2J\\u{7F}##\\u{5B}add-mask]x\""), text)
    // 4 diagnostics of exactly 5 lines each (header, source, marks, help, blank), then the
    // fix line ("N fixable with --fix") and the summary.
    XCTAssertEqual(text.split(separator: "\n", omittingEmptySubsequences: false).count, 4 * 5 + 3, text)
    let github = try run(CLITests.enableFlagged + ["--format", "github", "."], in: project).stdout
    XCTAssertTrue(github.contains("::warning file=./x\\n%3A%3Aerror file=y.swift%3A%3Apwned\\u{1B}[2J\\u{9B}31m##\\u{5B}error]old.swift,line=5,"), github)
  }

  func testMachineFormatsNeverPrintTheOlderCommandForm() throws {
    let project = try makeProject([Self.hostileName: Self.hostileSource])
    for format in ["json", "sarif"] {
      let result = try run(CLITests.enableFlagged + ["--format", format, "."], in: project)
      XCTAssertFalse(result.stdout.contains("##["), "\(format) prints '##[' (GitHub Actions runs it from any line)")
      XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)), format)
    }
    let json = try run(CLITests.enableFlagged + ["--format", "json", "."], in: project)
    XCTAssertTrue(json.stdout.contains("##\\u005berror]old.swift"), json.stdout)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let files = try XCTUnwrap(object["diagnostics"] as? [[String: Any]]).compactMap { $0["file"] as? String }
    XCTAssertEqual(Set(files), ["./" + Self.hostileName], "the escape is transparent to a JSON reader")
  }

  func testStandardErrorEscapesPathsToo() throws {
    let project = try makeProject([:])
    let result = try run(["dump-tokens", "missing\n::error::x\u{1B}[2J.swift"], in: project)
    XCTAssertEqual(result.status, 2)
    assertNoControlCharacters(result.stderr, "stderr")
    XCTAssertTrue(result.stderr.hasPrefix("error: missing\\n::error::x\\u{1B}[2J.swift:"), result.stderr)

    // Notes are several lines, so a newline in a path they quote stays (BaselineUse would
    // have to escape it); every other control character is escaped.
    let notes = try run(CLITests.enableFlagged + ["--write-baseline", "b::error::y\u{1B}[2J\u{9B}.json", "."], in: try makeProject(["V.swift": CLITests.flagged]))
    assertNoControlCharacters(notes.stderr, "notes")
    XCTAssertEqual(notes.stderr, "recorded 1 finding in b::error::y\\u{1B}[2J\\u{9B}.json\n")
  }

  func testCaretLinesUpAfterEscapesTabsAndWideCharacters() throws {
    let source = "import SwiftUI\nstruct V: View {\n\tlet s = \"\u{1B}漢字😀\"; @State var count = 0\n  var body: some View { Text(\"\") }\n}\n"
    let project = try makeProject(["V.swift": source])
    let text = try run(CLITests.enableFlagged + ["--no-color", "V.swift"], in: project).stdout
    let lines = text.split(separator: "\n").map(String.init)
    let sourceLine = try XCTUnwrap(lines.first { $0.hasPrefix("3 |") })
    let marks = try XCTUnwrap(lines.first { $0.contains("^") })
    XCTAssertEqual(sourceLine, "3 |     let s = \"\\u{1B}漢字😀\"; @State var count = 0")
    // Cells: the tab is 4, the escape 6, each wide character 2.
    let cellsBefore = 4 + "let s = \"\\u{1B}".count + 3 * 2 + "\"; ".count
    XCTAssertEqual(marks, "  | " + String(repeating: " ", count: cellsBefore) + "^" + String(repeating: "~", count: "@State var count = 0".count - 1))
  }

  func testThousandsOfFindingsOnOneLongLineKeepMemoryAndOutputBounded() throws {
    let count = 3000
    var line = "struct V: View { "
    for i in 0..<count { line += "@State var a\(i) = 0; " }
    line += "/* " + String(repeating: "é", count: 100_000) + " */ var body: some View { Text(\"\") } }"
    let project = try makeProject(["Long.swift": "import SwiftUI\n" + line + "\n"])
    XCTAssertGreaterThan(line.utf8.count, 250_000)
    for format in ["text", "json", "sarif"] {
      let measured = try runMeasured(CLITests.enableFlagged + ["--format", format, "--no-color", project + "/Long.swift"], in: project)
      XCTAssertEqual(measured.status, 0, "\(format): warnings only")
      // Before: 3.4 GB and 62 s for 4,000 findings on a 280 KB line (text), 1.1 GB (json).
      if !isSanitizedRun {
        XCTAssertLessThan(measured.maxResidentKB, 200_000, "\(format): peak memory must not grow with line length")
      }
      // About 1.7 KB a finding in SARIF since results carry their fix (`fixes`); the line is 250 KB.
      XCTAssertLessThan(measured.stdout.count, count * 2_000, "\(format): output must not grow with line length")
    }
    let text = try runMeasured(CLITests.enableFlagged + ["--no-color", project + "/Long.swift"], in: project).stdout
    let output = String(decoding: text, as: UTF8.self)
    XCTAssertFalse(output.contains("\u{FFFD}"), "excerpts are cut at UTF-8 boundaries")
    let lines = output.split(separator: "\n").map(String.init)
    // The first finding's excerpt (ASCII) is cut after it, the last one's (with 'é') on
    // both sides; the caret is under '@State' in both.
    for (index, prefix) in [(0, "2 | struct"), (count - 1, "2 | …")] {
      let header = try XCTUnwrap(lines.firstIndex { $0.contains("'a\(index)' should be private") })
      let excerpt = lines[header + 1], marks = lines[header + 2]
      XCTAssertTrue(excerpt.hasPrefix(prefix) && excerpt.hasSuffix("…"), excerpt)
      XCTAssertLessThanOrEqual(excerpt.count, SourceExcerpt.maximumBytes + 8)
      let caret = try XCTUnwrap(marks.firstIndex(of: "^"))
      let column = marks.distance(from: marks.startIndex, to: caret)
      XCTAssertTrue(excerpt.dropFirst(column).hasPrefix("@State var a\(index) = 0"), "\(excerpt)\n\(marks)")
      XCTAssertEqual(marks.dropFirst(column), "^" + String(repeating: "~", count: "@State var a\(index) = 0".count - 1))
    }
  }

  func testFailedWritesExitTwoWithAMessageButAClosedPipeIsQuiet() throws {
    let project = try makeProject(["V.swift": CLITests.flagged])
    if let absent = Platform.failingOutputAbsence(.device(path: "/dev/full")) { print("note: \(absent); checked with a file-size limit only") }
    for arguments in [CLITests.enableFlagged + ["--format", "sarif", "V.swift"], CLITests.enableFlagged + ["V.swift"], ["--version"], ["rules"], ["lsp", "--help"]] {
      for failing in Platform.failingOutputs {
        let full = try runWithStandardOutput(arguments, in: project, to: .failing(failing))
        XCTAssertEqual(full.status, 2, "\(arguments) > \(failing)")
        XCTAssertEqual(full.stderr, "error: cannot write to standard output: \(Platform.failingOutputReason(failing))\n", "\(arguments) > \(failing)")
      }
      // A reader that went away is the reader's choice, not a failure (SPEC §2): quiet,
      // and the status a complete output would have had (`CLIFrictionTests`).
      let closed = try runWithStandardOutput(arguments, in: project, to: .closedPipe)
      XCTAssertEqual(closed.status, 0, "\(arguments) | (closed)")
      XCTAssertEqual(closed.stderr, "", "\(arguments)")
    }
  }

  func testTextSummaryCountsFileErrors() throws {
    let project = try makeProject(["V.swift": CLITests.flagged])
    let missing = try run(CLITests.enableFlagged + ["nope.swift"], in: project)
    XCTAssertEqual(missing.status, 2)
    XCTAssertTrue(missing.stdout.hasSuffix("\n0 files, 0 errors, 0 warnings, 1 file error\n"), missing.stdout)
    let mixed = try run(CLITests.enableFlagged + ["V.swift", "nope.swift", "gone"], in: project)
    XCTAssertTrue(mixed.stdout.hasSuffix("\n1 file, 0 errors, 1 warning, 2 file errors\n"), mixed.stdout)
    let clean = try run(CLITests.enableFlagged + ["V.swift"], in: project)
    XCTAssertTrue(clean.stdout.hasSuffix("\n1 file, 0 errors, 1 warning\n"), clean.stdout)
  }

  // MARK: - Helpers

  func assertNoControlCharacters(_ text: String, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
    for scalar in text.unicodeScalars where scalar != "\n" {
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}" {
        XCTFail("\(context): raw control character U+\(String(scalar.value, radix: 16)) in output:\n\(text)", file: file, line: line)
        return
      }
    }
  }

  enum Sink { case failing(Platform.FailingOutput), closedPipe }

  /// Runs the binary with standard output where every write fails (`Platform.FailingOutput`),
  /// or on a pipe nobody reads.
  func runWithStandardOutput(_ arguments: [String], in directory: String, to sink: Sink) throws -> CLIRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try XCTUnwrap(CLIBinary.path))
    process.arguments = arguments
    if case .failing(.fileSizeLimit) = sink {
      // SIGXFSZ ignored is inherited across exec: the write fails with EFBIG instead.
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "trap '' XFSZ; ulimit -f 0; exec \"$0\" \"$@\"", try XCTUnwrap(CLIBinary.path)] + arguments
    }
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let err = Pipe()
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    switch sink {
    case .failing(.device(let path)):
      process.standardOutput = try XCTUnwrap(FileHandle(forWritingAtPath: path))
    case .failing(.fileSizeLimit):
      let file = directory + "/.limited-output"
      XCTAssertTrue(FileManager.default.createFile(atPath: file, contents: nil))
      process.standardOutput = try XCTUnwrap(FileHandle(forWritingAtPath: file))
    case .closedPipe:
      let out = Pipe()
      try out.fileHandleForReading.close()
      process.standardOutput = out
    }
    try process.run()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLIRun(status: process.terminationStatus, stdout: "", stderr: String(decoding: stderr, as: UTF8.self))
  }

  struct MeasuredRun {
    var status: Int32
    var stdout: [UInt8]
    var maxResidentKB: Int
  }

  /// Runs the binary with standard output in a file and returns its peak resident memory
  /// (`Platform.runMeasured`). Paths in `arguments` must be absolute.
  func runMeasured(_ arguments: [String], in directory: String) throws -> MeasuredRun {
    let binary = try XCTUnwrap(CLIBinary.path)
    let outputPath = directory + "/.measured-output"
    let exit = try XCTUnwrap(Platform.runMeasured(binary, arguments, outputPath: outputPath), "the binary did not start")
    let stdout = try Array(Data(contentsOf: URL(fileURLWithPath: outputPath)))
    return MeasuredRun(status: exit.status, stdout: stdout, maxResidentKB: exit.peakResidentBytes / 1024)
  }
}
