/// The text of one generated feature: a SwiftUI view (`@State`, `@StateObject`, `@Binding`,
/// `@FocusState`, `@AppStorage`, `.alert` with `Binding(get:set:)` and `TextField`,
/// `Binding { } set: { }`, `ForEach`, `#Preview`), its models (`ObservableObject`,
/// `@Observable`, plain structs), a row declared in one file and made a `View` by an
/// extension in another, and a support file with no SwiftUI at all. Strings with
/// interpolation, multi-line and raw strings, nested comments, generics, regex literals and
/// `#if` appear throughout. Every choice comes from the caller's seeded generator.
struct Templates {
  var random: CorpusGenerator.Random
  let feature: Int
  let name: String
  let lower: String

  static let adjectives = ["Quick", "Shared", "Recent", "Pinned", "Remote", "Local", "Draft", "Archived", "Smart", "Daily"]
  static let nouns = ["Note", "Photo", "Account", "Message", "Track", "Invoice", "Recipe", "Task", "Device", "Story"]
  static let containers = ["VStack", "HStack", "LazyVStack", "Group", "ScrollView", "Form", "Section"]
  static let modifiers = [
    ".padding()", ".font(.headline)", ".foregroundStyle(.secondary)", ".frame(maxWidth: .infinity, alignment: .leading)",
    ".background(Color.accentColor.opacity(0.1))", ".clipShape(RoundedRectangle(cornerRadius: 8))", ".lineLimit(2)",
    ".disabled(model.items.isEmpty)", ".animation(.easeInOut(duration: 0.25), value: query)",
  ]
  static let folders = ["Feed", "Settings", "Profile", "Search", "Library", "Editor", "Inbox", "Player"]

  init(random: CorpusGenerator.Random, feature: Int) {
    self.random = random
    self.feature = feature
    var r = random
    name = r.pick(Self.adjectives) + r.pick(Self.nouns) + "\(feature)"
    lower = name.prefix(1).lowercased() + name.dropFirst()
    self.random = r
  }

  static func featureFolder(_ feature: Int) -> String { folders[feature % folders.count] + "/F\(feature)" }

  static func package(app: Int) -> String {
    """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
      name: "App\(app)",
      platforms: [.iOS(.v17), .macOS(.v14)],
      targets: [.target(name: "App\(app)", path: "Sources")]
    )

    """
  }

  mutating func access() -> String { random.chance(35) ? "" : "private " }

  mutating func modifierLines(_ indent: String) -> String {
    var out = ""
    for _ in 0..<(1 + random.below(3)) { out += indent + random.pick(Self.modifiers) + "\n" }
    return out
  }

  mutating func section(_ index: Int) -> String {
    let container = random.pick(Self.containers)
    var out = "      \(container) {\n"
    out += "        // Section \(index): items whose name matches the query.\n"
    out += "        ForEach(model.items.filter { $0.name.localizedCaseInsensitiveContains(query) }, id: \\.id) { item in\n"
    out += "          \(name)Row(item: item, isSelected: Binding(get: { selection == item.index }, set: { if $0 { selection = item.index } }))\n"
    out += modifierLines("            ")
    out += "        }\n"
    if random.chance(50) {
      out += "        Toggle(\"Enabled \\(index)\", isOn: Binding { model.isEnabled } set: { newValue in model.isEnabled = newValue })\n"
    } else {
      out += "        Text(\"Showing \\(model.items.count) of \\(model.total, format: .number) — \\(title)\")\n"
    }
    out += "      }\n"
    out += modifierLines("      ")
    return out
  }

  mutating func view() -> String {
    var out = "import SwiftUI\n\n/// Lists \(lower) items and lets the user rename them.\n"
    out += "struct \(name)View: View {\n"
    out += "  @State \(access())var query = \"\"\n"
    out += "  @State \(access())var isPresented = false\n"
    out += "  @StateObject \(access())var model = \(name)Model()\n"
    out += "  @Binding var selection: Int\n"
    out += "  @FocusState private var isFocused: Bool\n"
    out += "  @AppStorage(\"\(lower).sortOrder\") \(access())var sortOrder = 0\n"
    out += "  @Environment(\\.dismiss) private var dismiss\n"
    out += "  let title: String\n\n"
    out += "  var body: some View {\n    NavigationStack {\n"
    out += "      TextField(\"Search \\(title)\", text: $query)\n        .focused($isFocused)\n"
    for index in 0..<(2 + random.below(4)) { out += section(index) }
    out += "    }\n"
    out += "    .alert(\"Rename\", isPresented: Binding(get: { model.renaming != nil }, set: { if !$0 { model.renaming = nil } })) {\n"
    out += "      TextField(\"Name\", text: Binding(get: { model.renaming?.name ?? \"\" }, set: { model.renaming?.name = $0 }))\n"
    out += "      Button(\"OK\") { model.commit() }\n      Button(\"Cancel\", role: .cancel) {}\n    }\n"
    out += "    .sheet(isPresented: $isPresented) {\n      Text(#\"Raw \"quoted\" text with \\(no) interpolation\"#)\n    }\n"
    out += "    .onChange(of: query) { _, newValue in model.search(newValue) }\n  }\n\n"
    out += "  private var header: some View {\n    let banner = \"\"\"\n      Welcome to \\(title)\n"
    out += "        \"\(name)\" has \\(model.items.count) items\n      \"\"\"\n    return Text(banner)\n  }\n}\n\n"
    out += "#Preview {\n  \(name)View(selection: .constant(0), title: \"Preview\")\n}\n"
    return out
  }

  mutating func model() -> String {
    var out = "import Foundation\nimport Combine\nimport Observation\n\n"
    out += "/* The model behind \(name)View.\n   /* Nested comments are legal Swift. */\n*/\n"
    out += "@MainActor\nfinal class \(name)Model: ObservableObject {\n"
    out += "  @Published var items: [\(name)Item] = []\n  @Published var isEnabled = true\n"
    out += "  @Published var renaming: \(name)Item?\n  @Published private(set) var total = 0\n"
    out += "  private var cancellables = Set<AnyCancellable>()\n\n"
    out += "  func search(_ text: String) {\n"
    out += "    let pattern = /(?<word>[a-z]+)-(?<number>\\d+)/\n"
    out += "    items = items.filter { item in item.name.firstMatch(of: pattern) != nil || text.isEmpty }\n"
    out += "    total = items.reduce(0) { $0 + $1.index }\n  }\n\n"
    out += "  func commit() {\n    guard let renaming, let index = items.firstIndex(where: { $0.id == renaming.id }) else { return }\n"
    out += "    items[index] = renaming\n    self.renaming = nil\n  }\n"
    for extra in 0..<random.below(4) {
      out += "\n  func update\(extra)<T: Comparable>(_ values: [T], limit: Int = \(random.below(100))) -> [T] {\n"
      out += "    let sorted = values.sorted(by: <)\n    return Array(sorted.prefix(limit))\n  }\n"
    }
    out += "}\n\n"
    out += "@Observable\nfinal class \(name)Store {\n  var entries: [String: Int] = [:]\n  var selected: \(name)Item?\n"
    out += "  @ObservationIgnored private var cache = Cache<String, \(name)Item>()\n\n"
    out += "  func load<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {\n"
    out += "    try JSONDecoder().decode(type, from: data)\n  }\n}\n\n"
    out += "struct \(name)Item: Identifiable, Hashable, Codable {\n  var id = UUID()\n  var index: Int\n  var name: String\n"
    out += "  var subtitle: String { \"#\\(index) · \\(name.uppercased())\" }\n}\n"
    return out
  }

  mutating func row() -> String {
    var out = "import SwiftUI\n\n// The row's View conformance is in \(name)Row+View.swift.\n"
    out += "struct \(name)Row {\n  let item: \(name)Item\n  @Binding var isSelected: Bool\n"
    out += "  @State \(access())var isHovering = false\n"
    out += "  @GestureState \(access())var dragOffset: CGSize = .zero\n}\n"
    return out
  }

  mutating func rowConformance() -> String {
    var out = "import SwiftUI\n\nextension \(name)Row: View {\n  var body: some View {\n    HStack(spacing: \(4 + random.below(8))) {\n"
    out += "      VStack(alignment: .leading) {\n        Text(item.name)\n        Text(item.subtitle)\n"
    out += modifierLines("          ")
    out += "      }\n      Spacer()\n      if isSelected {\n        Image(systemName: \"checkmark\")\n      }\n    }\n"
    out += "    .contentShape(Rectangle())\n    .onHover { isHovering = $0 }\n    .onTapGesture { isSelected.toggle() }\n  }\n}\n"
    return out
  }

  mutating func support() -> String {
    var out = "// Plain Swift: no SwiftUI in this file.\nimport Foundation\n\n"
    out += "enum \(name)Kind: String, CaseIterable, Sendable {\n"
    for (i, noun) in Self.nouns.prefix(3 + random.below(6)).enumerated() { out += "  case \(noun.lowercased())\(i)\n" }
    out += "\n  var weight: Double {\n    switch self {\n"
    out += "    case .note0: return 0x1p-2\n    default: return \(random.below(1000))_000.5e-3\n    }\n  }\n}\n\n"
    out += "protocol \(name)Source {\n  associatedtype Element: Hashable\n  func fetch(limit: Int) async throws -> [Element]\n}\n\n"
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
}
