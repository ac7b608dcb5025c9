/// A path glob as users write them in `--exclude` and configuration: `*` matches within a
/// path component, `?` one character of a component, `**` any run of characters across
/// components (`**/` zero or more whole folders, so `**/*.swift` also matches `Row.swift`
/// at the top). A pattern without `/` matches any single component (`--exclude Generated`
/// skips every `Generated` folder); a pattern with one also matches everything beneath a
/// path it matches (`Sources/Generated` skips the folder's files). Bytes are compared as
/// they are: `Row.swift` and `row.swift` differ, as they do in git (see
/// docs/configuration.md for why, on case-insensitive file systems too).
///
/// Matching runs the pattern as a small automaton over the path's bytes, keeping the set
/// of pattern positions still alive: every backtracking choice is explored at once, so no
/// input needs recursion or can take more than (path length × pattern length) steps.
/// (The old matcher kept one backtrack point, which a `*` after `**/` replaced: nothing
/// below the first folder matched `**/*.swift`.)
package struct Glob: Sendable, Equatable {
  package let pattern: String
  private let steps: [Step]
  private let matchesComponent: Bool

  /// One position of the automaton.
  enum Step: Equatable, Sendable {
    /// This byte.
    case byte(UInt8)
    /// `?`: one byte that is not `/`.
    case anyByte
    /// `*`: any run of bytes without `/`.
    case star
    /// `**` inside a component: any run of bytes.
    case globstar
    /// `**/`: nothing, or any run of bytes ending in `/` (zero or more whole folders).
    case folders
  }

  package init(_ pattern: String) {
    self.pattern = pattern
    var trimmed = pattern
    while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    self.steps = Self.compile(Array(trimmed.utf8))
    self.matchesComponent = !trimmed.contains("/")
  }

  static func compile(_ bytes: [UInt8]) -> [Step] {
    var steps: [Step] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "*"):
        var end = index
        while end < bytes.count && bytes[end] == UInt8(ascii: "*") { end += 1 }
        if end - index == 1 {
          steps.append(.star)
        } else if end < bytes.count && bytes[end] == UInt8(ascii: "/") {
          steps.append(.folders)
          end += 1
        } else {
          steps.append(.globstar)
        }
        index = end
      case UInt8(ascii: "?"):
        steps.append(.anyByte)
        index += 1
      default:
        steps.append(.byte(byte))
        index += 1
      }
    }
    return steps
  }

  package func matches(_ path: String) -> Bool {
    var normalized = Substring(path)
    while normalized.hasPrefix("./") { normalized = normalized.dropFirst(2) }
    if matchesComponent {
      return normalized.utf8.split(separator: UInt8(ascii: "/")).contains { Self.run(steps, $0, prefixes: false) }
    }
    return Self.run(steps, normalized.utf8, prefixes: true)
  }

  /// Whether `steps` match all of `text`, or (with `prefixes`) a part of it that ends just
  /// before a `/`: a folder pattern also matches everything beneath the folder.
  ///
  /// States are the positions `0...steps.count` (the last one accepts), plus, for each
  /// `**/` at position p, a state `steps.count + 1 + p`: inside its folders, where reading
  /// goes on until a `/` leads to p + 1. (p itself may also be skipped without reading
  /// anything; the inside state may not, or `**/Generated` would match `NotGenerated`.)
  static func run<Text: Collection<UInt8>>(_ steps: [Step], _ text: Text, prefixes: Bool) -> Bool {
    let accept = steps.count
    // The live states, each at most once; `marks[s] == generation` when s is in the set.
    var live: [Int] = []
    var next: [Int] = []
    var marks = [Int](repeating: -1, count: 2 * (steps.count + 1))
    var generation = 0
    live.reserveCapacity(marks.count)
    next.reserveCapacity(marks.count)

    /// Adds `state` and every position reachable from it without reading a byte.
    func add(_ state: Int, to set: inout [Int]) {
      var state = state
      while marks[state] != generation {
        marks[state] = generation
        set.append(state)
        guard state < accept else { return }
        switch steps[state] {
        case .star, .globstar, .folders: state += 1
        case .byte, .anyByte: return
        }
      }
    }

    add(0, to: &live)
    for byte in text {
      if prefixes && byte == UInt8(ascii: "/") && marks[accept] == generation { return true }
      generation += 1
      next.removeAll(keepingCapacity: true)
      for state in live where state != accept {
        guard state < accept else {
          // Inside the folders of the `**/` at `state - accept - 1`.
          let position = state - accept - 1
          if byte == UInt8(ascii: "/") { add(position + 1, to: &next) }
          add(state, to: &next)
          continue
        }
        switch steps[state] {
        case .byte(let expected): if byte == expected { add(state + 1, to: &next) }
        case .anyByte: if byte != UInt8(ascii: "/") { add(state + 1, to: &next) }
        case .star: if byte != UInt8(ascii: "/") { add(state, to: &next) }
        case .globstar: add(state, to: &next)
        case .folders:
          if byte == UInt8(ascii: "/") { add(state + 1, to: &next) }
          add(accept + 1 + state, to: &next)
        }
      }
      swap(&live, &next)
      if live.isEmpty { return false }
    }
    return marks[accept] == generation
  }
}
