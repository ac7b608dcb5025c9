import BindingLintPlatform

/// The files an Xcode Run Script phase declares as its inputs, which are all a sandboxed
/// phase (`ENABLE_USER_SCRIPT_SANDBOXING`, on by default since Xcode 15) may read:
/// `--use-script-input-files` reads `SCRIPT_INPUT_FILE_COUNT` and `SCRIPT_INPUT_FILE_0`…;
/// `--use-script-input-file-lists` reads `SCRIPT_INPUT_FILE_LIST_COUNT` and
/// `SCRIPT_INPUT_FILE_LIST_0`…, each the path of an `.xcfilelist` (SwiftLint's names and
/// meaning).
///
/// A file list holds one path per line; blank lines and lines starting with `#` are not
/// paths. Xcode hands over a resolved copy, build settings already replaced; a list read
/// outside Xcode may still say `$(SRCROOT)` or `${SRCROOT}`, so those are replaced from the
/// environment, and a setting that is not set is an error naming the list and the line.
///
/// Only `.swift` files are linted, exactly those and in the order given (a path listed twice
/// once): the other inputs — `.bindinglint.json`, the baseline — are declared so that the
/// phase may read them, not to be linted. Nothing here walks a folder.
package enum ScriptInputFiles {
  package struct Failure: Error, Equatable, Sendable {
    package var message: String
    package var hint: String
  }

  package static let hint = "Xcode sets it for a Run Script phase with input files; see docs/xcode.md"

  /// The Swift files named by the variables (`variables`), then by the lists (`lists`).
  package static func swiftFiles(variables: Bool, lists: Bool, environment: (String) -> String?) -> Result<[String], Failure> {
    var paths: [String] = []
    do {
      if variables {
        for index in 0..<(try count("SCRIPT_INPUT_FILE_COUNT", environment)) {
          paths.append(try variable("SCRIPT_INPUT_FILE_\(index)", environment))
        }
      }
      if lists {
        for index in 0..<(try count("SCRIPT_INPUT_FILE_LIST_COUNT", environment)) {
          let name = "SCRIPT_INPUT_FILE_LIST_\(index)"
          let list = try variable(name, environment)
          let bytes: [UInt8]
          switch Platform.readFile(list, limit: maximumListSize) {
          case .success(let read): bytes = read
          case .failure(let error):
            throw Failure(message: "\(list) (\(name)): cannot read the file list: \(error.reason)", hint: hint)
          }
          paths += try self.paths(inList: bytes, named: "\(list) (\(name))", environment: environment).get()
        }
      }
    } catch let failure as Failure {
      return .failure(failure)
    } catch {
      return .failure(Failure(message: "\(error)", hint: hint))
    }
    var seen = Set<String>()
    return .success(paths.filter { $0.hasSuffix(".swift") && seen.insert($0).inserted })
  }

  /// A file list larger than this (16 MiB, some 100,000 paths) is refused.
  static let maximumListSize = 16 << 20

  /// The paths a file list's bytes name (`listName` says which list in messages).
  package static func paths(inList bytes: [UInt8], named listName: String, environment: (String) -> String?) -> Result<[String], Failure> {
    var paths: [String] = []
    // Split as bytes: "\r\n" is one Character to String, and a list may have either ending.
    for (offset, rawLine) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
      let line = String(decoding: rawLine, as: UTF8.self)[...].trimmingSpaces
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      switch expand(line, environment: environment) {
      case .success(let path): paths.append(path)
      case .failure(let problem):
        return .failure(Failure(
          message: "\(listName), line \(offset + 1): \(problem)",
          hint: "Xcode replaces build settings in the list it hands over; outside Xcode, set them in the environment"))
      }
    }
    return .success(paths)
  }

  /// `line` with `$(NAME)` and `${NAME}` replaced by the environment's values.
  static func expand(_ line: Substring, environment: (String) -> String?) -> Result<String, ExpansionProblem> {
    var result = ""
    var rest = line[...]
    while let dollar = rest.firstIndex(of: "$") {
      result += rest[..<dollar]
      let afterDollar = rest.index(after: dollar)
      let closers: [Character: Character] = ["(": ")", "{": "}"]
      guard afterDollar < rest.endIndex, let close = closers[rest[afterDollar]] else {
        result.append("$")
        rest = rest[afterDollar...]
        continue
      }
      let nameStart = rest.index(after: afterDollar)
      guard let end = rest[nameStart...].firstIndex(of: close) else {
        return .failure(ExpansionProblem(text: "'\(rest[dollar...])' is not closed"))
      }
      let name = String(rest[nameStart..<end])
      guard let first = name.first, first == "_" || first.isASCIILetter,
            name.allSatisfy({ $0 == "_" || $0.isASCIILetter || $0.isASCIIDigit }) else {
        return .failure(ExpansionProblem(text: "'\(rest[dollar...end])' is not a build setting this tool can replace"))
      }
      guard let value = environment(name) else {
        return .failure(ExpansionProblem(text: "'\(rest[dollar...end])': \(name) is not set"))
      }
      result += value
      rest = rest[rest.index(after: end)...]
    }
    return .success(result + rest)
  }

  struct ExpansionProblem: Error, CustomStringConvertible {
    var text: String
    var description: String { text }
  }

  private static func count(_ name: String, _ environment: (String) -> String?) throws -> Int {
    guard let text = environment(name) else { throw Failure(message: "\(name) is not set", hint: hint) }
    guard let count = Int(text), count >= 0 else { throw Failure(message: "\(name) is '\(text)', not a count", hint: hint) }
    return count
  }

  private static func variable(_ name: String, _ environment: (String) -> String?) throws -> String {
    guard let value = environment(name), !value.isEmpty else { throw Failure(message: "\(name) is not set", hint: hint) }
    return value
  }
}

extension Substring {
  fileprivate var trimmingSpaces: Substring {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
    return self[first...last]
  }
}

extension Character {
  fileprivate var isASCIILetter: Bool { isASCII && isLetter }
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
