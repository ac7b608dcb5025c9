/// The text of one generated feature: a SwiftUI view (`@State`, `@StateObject`, `@Binding`,
/// `@FocusState`, `@AppStorage`, `.alert` with a `TextField`, `ForEach` over bindings,
/// `#Preview`), its models (`ObservableObject`, `@Observable`, plain structs), a row
/// declared in one file and made a `View` by an extension in another, and three files with
/// no SwiftUI at all (support types, a service, formatting). Strings with interpolation,
/// multi-line and raw strings, nested comments, generics, regex literals and `#if` appear
/// throughout. Every choice comes from the caller's seeded generator.
///
/// Proportions follow the 25 public apps the rules were reviewed on: about a fifth of the
/// files (a third of the bytes) mention what a rule looks for, and mistakes are rare —
/// each view has a few-percent chance of each one (non-private state, a closure-built
/// binding in `body`, the optional-driven alert with a text field, a class in `@State`),
/// which gives about one diagnostic per thousand lines, as in those apps. Every construct
/// appears in its correct form throughout, so the rules' near-miss logic runs everywhere.
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

  /// Percent chance of each kind of mistake in a view.
  static let mistakePercent = 2

  mutating func mistake() -> Bool { random.chance(Self.mistakePercent) }

  mutating func access() -> String { mistake() ? "" : "private " }

  mutating func modifierLines(_ indent: String) -> String {
    var out = ""
    for _ in 0..<(1 + random.below(3)) { out += indent + random.pick(Self.modifiers) + "\n" }
    return out
  }

  mutating func section(_ index: Int) -> String {
    let container = random.pick(Self.containers)
    var out = "      \(container) {\n"
    out += "        // Section \(index): items whose name matches the query.\n"
    if mistake() {
      out += "        ForEach(model.items.filter { $0.name.localizedCaseInsensitiveContains(query) }, id: \\.id) { item in\n"
      out += "          \(name)Row(item: item, isSelected: Binding(get: { selection == item.index }, set: { if $0 { selection = item.index } }))\n"
    } else {
      out += "        ForEach($model.items) { $item in\n"
      out += "          \(name)Row(item: item, isSelected: $item.isSelected)\n"
    }
    out += modifierLines("            ")
    out += "        }\n"
    if random.chance(50) {
      if mistake() {
        out += "        Toggle(\"Enabled \\(index)\", isOn: Binding { model.isEnabled } set: { newValue in model.isEnabled = newValue })\n"
      } else {
        out += "        Toggle(\"Enabled \\(index)\", isOn: $model.isEnabled)\n"
      }
    } else {
      out += "        Text(\"Showing \\(model.items.count) of \\(model.total, format: .number) — \\(title)\")\n"
    }
    out += "      }\n"
    out += modifierLines("      ")
    return out
  }

  mutating func view() -> String {
    let classInState = mistake()
    var out = "import SwiftUI\n\n/// Lists \(lower) items and lets the user rename them.\n"
    out += "struct \(name)View: View {\n"
    out += "  @State \(access())var query = \"\"\n"
    out += "  @State \(access())var isPresented = false\n"
    out += "  @State private var isRenaming = false\n"
    out += "  @State private var draftName = \"\"\n"
    out += "  @State private var store = \(name)Store()\n"
    if classInState { out += "  @State private var counter = \(name)Counter()\n" }
    out += "  @StateObject \(access())var model = \(name)Model()\n"
    out += "  @Binding var selection: Int\n"
    out += "  @FocusState private var isFocused: Bool\n"
    out += "  @AppStorage(\"\(lower).sortOrder\") \(access())var sortOrder = 0\n"
    out += "  @Environment(\\.dismiss) private var dismiss\n"
    out += "  let title: String\n\n"
    out += "  var body: some View {\n    NavigationStack {\n"
    out += "      TextField(\"Search \\(title)\", text: $query)\n        .focused($isFocused)\n"
    if classInState { out += "      Button(\"Count \\(counter.count)\") { counter.count += 1 }\n" }
    for index in 0..<(2 + random.below(4)) { out += section(index) }
    out += "    }\n"
    if mistake() {
      // The mistake the alert rule is about: the payload is gone when Return dismisses it.
      out += "    .alert(\"Rename\", isPresented: Binding(get: { model.renaming != nil }, set: { if !$0 { model.renaming = nil } })) {\n"
      out += "      TextField(\"Name\", text: $draftName)\n"
      out += "      Button(\"OK\") { model.rename(model.renaming, to: draftName) }\n      Button(\"Cancel\", role: .cancel) {}\n    }\n"
    } else {
      out += "    .alert(\"Rename\", isPresented: $isRenaming) {\n"
      out += "      TextField(\"Name\", text: $draftName)\n"
      out += "      Button(\"OK\") { model.rename(model.renaming, to: draftName) }\n      Button(\"Cancel\", role: .cancel) {}\n    }\n"
    }
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
    out += "  func rename(_ item: \(name)Item?, to newName: String) {\n"
    out += "    guard let item, let index = items.firstIndex(where: { $0.id == item.id }) else { return }\n"
    out += "    items[index].name = newName\n    renaming = nil\n  }\n"
    for extra in 0..<random.below(4) {
      out += "\n  func update\(extra)<T: Comparable>(_ values: [T], limit: Int = \(random.below(100))) -> [T] {\n"
      out += "    let sorted = values.sorted(by: <)\n    return Array(sorted.prefix(limit))\n  }\n"
    }
    out += "}\n\n"
    out += "@Observable\nfinal class \(name)Store {\n  var entries: [String: Int] = [:]\n  var selected: \(name)Item?\n"
    out += "  @ObservationIgnored private var cache = Cache<String, \(name)Item>()\n\n"
    out += "  func load<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {\n"
    out += "    try JSONDecoder().decode(type, from: data)\n  }\n}\n\n"
    out += "struct \(name)Item: Identifiable, Hashable, Codable {\n  var id = UUID()\n  var index: Int\n  var name: String\n  var isSelected = false\n"
    out += "  var subtitle: String { \"#\\(index) · \\(name.uppercased())\" }\n}\n"
    return out
  }

  mutating func row() -> String {
    var out = "import SwiftUI\n\n// The row's View conformance is in \(name)Row+View.swift.\n"
    out += "struct \(name)Row {\n  let item: \(name)Item\n  @Binding var isSelected: Bool\n"
    out += "  @State \(access())var isHovering = false\n"
    out += "  @GestureState private var dragOffset: CGSize = .zero\n}\n"
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
}
