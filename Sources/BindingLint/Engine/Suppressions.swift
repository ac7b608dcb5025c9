/// Inline suppression comments:
/// `// bindinglint:disable RULE[,RULE]` … `// bindinglint:enable RULE`,
/// `// bindinglint:disable:next RULE`, `// bindinglint:disable:this RULE`; `all` means
/// every rule. Read from the lexer's comments, so the same text in a string literal is
/// never a directive.
public struct Suppressions: Sendable {
  /// (rule id or "all", first line, last line), 1-based and inclusive.
  var regions: [(rule: String, first: Int, last: Int)] = []

  public static let none = Suppressions()

  public init() {}

  public init(tree: SyntaxTree, lines: LineTable) {
    var open: [String: Int] = [:]
    for comment in tree.comments {
      let text = tree.source.text(Int(comment.start), Int(comment.end))
      guard let range = text.firstRange(of: "bindinglint:") else { continue }
      let directive = text[range.upperBound...]
      let words = directive.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      guard let command = words.first else { continue }
      var rules = words.dropFirst().prefix { $0 != "--" && !$0.hasPrefix("*/") }
        .flatMap { $0.split(separator: ",").map(String.init) }
      if rules.isEmpty { rules = ["all"] }
      let line = lines.location(of: Int(comment.start)).line
      switch command {
      case "disable":
        for rule in rules where open[rule] == nil { open[rule] = line }
      case "enable":
        for rule in rules {
          if let first = open.removeValue(forKey: rule) { regions.append((rule, first, line)) }
        }
        if rules == ["all"] {
          for (rule, first) in open { regions.append((rule, first, line)) }
          open.removeAll()
        }
      case "disable:next":
        for rule in rules { regions.append((rule, line + 1, line + 1)) }
      case "disable:this":
        for rule in rules { regions.append((rule, line, line)) }
      default:
        continue
      }
    }
    for (rule, first) in open { regions.append((rule, first, Int.max)) }
  }

  public func suppresses(_ ruleID: String, atLine line: Int) -> Bool {
    regions.contains { ($0.rule == ruleID || $0.rule == "all") && $0.first <= line && line <= $0.last }
  }
}
