@testable import BindingLintPlatform
@testable import BindingLintEngine
@testable import BindingLintServer

/// The language server's input side: `FrameReader` over the input cut into chunks the
/// input chooses, then every message it yields through the server's dispatch
/// (`LanguageServer.handle`), after an `initialize` so that document methods are reached.
///
/// Invariants: framing is lossless (the messages read, framed again and read back in other
/// chunks, are the same messages), and the server writes only well-framed JSON. Messages
/// that name a `file:` URI are left out: those read and walk the disk (the real project
/// around a path), which the engine targets already cover without the disk.
extension FuzzTargets {
  static func languageServer(_ input: FuzzInput) {
    let bytes = input.bytes
    guard !bytes.isEmpty else { return }
    // The first byte picks the chunk size, so splits land everywhere.
    let chunk = Int(bytes[0] % 61) + 1
    let frames = readFrames(Array(bytes.dropFirst()), chunk: chunk)
    let bodies = frames.compactMap { frame -> [UInt8]? in
      if case .message(let body) = frame { return body }
      return nil
    }
    // Lossless: what was read, framed again, reads back the same in other chunks.
    let reframed = bodies.flatMap(FrameReader.frame)
    let again = readFrames(reframed, chunk: chunk % 7 + 1)
    fuzzCheck(again == bodies.map(FrameReader.Frame.message), "framing did not round-trip")

    var output: [UInt8] = []
    let server = LanguageServer { output += $0 }
    server.linter.jobs = 1
    _ = server.handle(Array(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{}}}"#.utf8))
    for body in bodies.prefix(64) where !contains(body, "file:") {
      if server.handle(body) != nil { break }
    }
    // Everything written is a frame holding JSON.
    for frame in readFrames(output, chunk: 4096) {
      guard case .message(let body) = frame else {
        fuzzCheck(false, "the server wrote a bad frame")
        return
      }
      fuzzCheck((try? JSONValue.parse(body)) != nil, "the server wrote a body that is not JSON")
    }
  }

  static func readFrames(_ bytes: [UInt8], chunk: Int) -> [FrameReader.Frame] {
    var reader = FrameReader()
    var frames: [FrameReader.Frame] = []
    var index = 0
    while index < bytes.count {
      reader.append(Array(bytes[index..<min(bytes.count, index + chunk)]))
      index += chunk
      while let frame = reader.next() { frames.append(frame) }
    }
    return frames
  }

  static func contains(_ bytes: [UInt8], _ text: StaticString) -> Bool {
    bytes.withUnsafeBufferPointer { Platform.contains($0, text) }
  }
}
