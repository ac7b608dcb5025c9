@testable import BindingLintPlatform
@testable import BindingLintSyntax
@testable import BindingLintIndex
@testable import BindingLintRules
@testable import BindingLintEngine
@testable import BindingLintReporters
@testable import BindingLintServer

/// libFuzzer entry point: every input goes through every target in `FuzzTargets.all`
/// (`Fuzz/FuzzTargets.swift`). Any crash, hang, sanitizer report or broken invariant
/// (`fuzzCheck`) is a bug.
///
/// Compiled by `Fuzz/run.sh` against the library's modules built with `-enable-testing`,
/// so the targets may call internal API.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = FuzzInput(bytes: size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : [])
  for target in FuzzTargets.all { target.run(input) }
  return 0
}

/// One input, and the syntax tree of it that several targets read (built once, on demand).
final class FuzzInput {
  let bytes: [UInt8]
  init(bytes: [UInt8]) { self.bytes = bytes }
  private(set) lazy var tree = SyntaxTree(source: SourceFile(path: FuzzTargets.path, bytes: bytes))
}

/// A broken invariant: abort, so libFuzzer saves the input like any other crash.
func fuzzCheck(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError("fuzz invariant: \(message())") }
}
