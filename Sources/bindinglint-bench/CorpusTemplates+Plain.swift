/// The files of a feature that have nothing to do with SwiftUI — most of the files of a
/// real app: support types, a service that talks to a server, and formatting helpers.
extension Templates {
  mutating func support() -> String {
    var out = "// Plain Swift: no SwiftUI in this file.\nimport Foundation\n\n"
    out += "enum \(name)Kind: String, CaseIterable, Sendable {\n"
    for (i, noun) in Self.nouns.prefix(3 + random.below(6)).enumerated() { out += "  case \(noun.lowercased())\(i)\n" }
    out += "\n  var weight: Double {\n    switch self {\n"
    out += "    case .note0: return 0x1p-2\n    default: return \(random.below(1000))_000.5e-3\n    }\n  }\n}\n\n"
    out += "protocol \(name)Source {\n  associatedtype Element: Hashable\n  func fetch(limit: Int) async throws -> [Element]\n}\n\n"
    out += "final class \(name)Counter {\n  var count = 0\n}\n\n"
    out += "struct Cache<Key: Hashable, Value> {\n  private var storage: [Key: (value: Value, stamp: UInt64)] = [:]\n"
    out += "  subscript(key: Key) -> Value? {\n    get { storage[key]?.value }\n    set { storage[key] = newValue.map { ($0, 0xFFFF_FFFF) } }\n  }\n}\n\n"
    out += "func parse\(name)(_ line: String) -> (String, Int)? {\n"
    out += "  let rule = #/^(?<key>\\w+)\\s*=\\s*(?<value>\\d+)$/#\n"
    out += "  guard let match = line.wholeMatch(of: rule), let value = Int(match.value) else { return nil }\n"
    out += "  return (String(match.key), value &+ \(random.below(64)) << 2)\n}\n\n"
    for i in 0..<(2 + random.below(5)) {
      out += "func check\(name)\(i)(_ values: [Int]) -> Bool {\n"
      out += "  #if DEBUG\n  let limit = \(i * 7 + random.below(20))\n  #else\n  let limit = Int.max\n  #endif\n"
      out += "  let message = \"checked \\(values.count) values, limit \\(limit), path \\\"\\(#file)\\\"\"\n"
      out += "  defer { _ = message }\n  return values.allSatisfy { $0 <= limit && $0 % 2 == 0 || $0 == -1 }\n}\n\n"
    }
    out += "extension \(name)Kind {\n  static let all\(name) = \"\"\"\n    \(name): \\(Self.allCases.map(\\.rawValue).joined(separator: \", \"))\n"
    out += "    \"\"\"\n}\n"
    return out
  }

  mutating func service() -> String {
    var out = "import Foundation\n\n/// Loads and saves \\(lower) items; no UI here.\n"
    out += "actor \(name)Service {\n  enum Failure: Error, Equatable {\n    case status(Int)\n    case decoding(String)\n  }\n\n"
    out += "  private let base: URL\n  private let session: URLSession\n  private var cache: [Int: [\(name)Item]] = [:]\n\n"
    out += "  init(base: URL, session: URLSession = .shared) {\n    self.base = base\n    self.session = session\n  }\n\n"
    out += "  func page(_ number: Int, size: Int = \(10 + random.below(40))) async throws -> [\(name)Item] {\n"
    out += "    if let cached = cache[number] { return cached }\n"
    out += "    var components = URLComponents(url: base.appending(path: \"\(lower)/items\"), resolvingAgainstBaseURL: false)!\n"
    out += "    components.queryItems = [URLQueryItem(name: \"page\", value: String(number)), URLQueryItem(name: \"size\", value: String(size))]\n"
    out += "    let (data, response) = try await session.data(from: components.url!)\n"
    out += "    guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {\n"
    out += "      throw Failure.status((response as? HTTPURLResponse)?.statusCode ?? -1)\n    }\n"
    out += "    do {\n      let items = try JSONDecoder().decode([\(name)Item].self, from: data)\n      cache[number] = items\n      return items\n"
    out += "    } catch {\n      throw Failure.decoding(String(describing: error))\n    }\n  }\n"
    for i in 0..<(1 + random.below(3)) {
      out += "\n  func retrying<T>(_ attempts: Int = \(2 + i), operation: () async throws -> T) async rethrows -> T {\n"
      out += "    for attempt in 1..<attempts {\n      do { return try await operation() } catch where attempt < attempts {\n"
      out += "        try? await Task.sleep(nanoseconds: UInt64(attempt) * 250_000_000)\n      }\n    }\n"
      out += "    return try await operation()\n  }\n"
    }
    out += "}\n"
    return out
  }

  mutating func formatting() -> String {
    var out = "import Foundation\n\n// Formatting for \(name) values; shared by the list and the exports.\n"
    out += "extension \(name)Item {\n  static let dateStyle: Date.FormatStyle = .dateTime.year().month(.abbreviated).day()\n\n"
    out += "  var exportLine: String {\n    [String(index), name.replacingOccurrences(of: \",\", with: \";\"), isSelected ? \"x\" : \"\"]\n"
    out += "      .joined(separator: \",\")\n  }\n\n"
    out += "  func describe(since date: Date, locale: Locale = .current) -> String {\n"
    out += "    let days = Calendar.current.dateComponents([.day], from: date, to: .now).day ?? 0\n"
    out += "    switch days {\n    case ..<1: return \"\\(name), today\"\n    case 1: return \"\\(name), yesterday\"\n"
    out += "    default: return \"\\(name), \\(days) days ago (\\(date.formatted(Self.dateStyle)))\"\n    }\n  }\n}\n\n"
    out += "extension Collection where Element == \(name)Item {\n"
    out += "  func csv(header: Bool = true) -> String {\n    let body = map(\\.exportLine).joined(separator: \"\\n\")\n"
    out += "    return header ? \"index,name,selected\\n\" + body : body\n  }\n}\n"
    return out
  }
}
