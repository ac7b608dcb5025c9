import BindingLintPlatform

/// The generated corpus: a deterministic SwiftUI-style source tree of at least a given
/// number of lines. A seeded SplitMix64 generator picks names and shapes, so the same seed
/// writes the same bytes on every machine and every run. The tree is laid out like a set of
/// apps (`AppNN/Sources/Feature/...`, a `Package.swift` per app, so the type index has
/// projects), one feature at a time: a view, its model, a row whose `View` conformance
/// lives in an extension in another file, and three plain non-SwiftUI files (see
/// `Templates` for how the mix follows real apps).
struct CorpusGenerator {
  /// SplitMix64: tiny, fast, and fully specified, unlike the standard library's generator.
  struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ limit: Int) -> Int { Int(next() % UInt64(max(1, limit))) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
  }

  var random: Random
  let minimumLines: Int
  static let featuresPerApp = 60

  init(seed: UInt64 = 1, minimumLines: Int = 220_000) {
    random = Random(state: seed)
    self.minimumLines = minimumLines
  }

  struct Summary {
    var files = 0
    var lines = 0
    var bytes = 0
  }

  /// Writes the corpus under `root` (created if needed); nil if a file cannot be written.
  mutating func write(to root: String) -> Summary? {
    var summary = Summary()
    var feature = 0
    while summary.lines < minimumLines {
      let app = feature / Self.featuresPerApp
      let appRoot = root + "/App\(pad(app))"
      if feature % Self.featuresPerApp == 0 {
        guard Platform.makeDirectories(appRoot + "/Sources") else { return nil }
        guard emit(appRoot + "/Package.swift", Templates.package(app: app), into: &summary) else { return nil }
      }
      let folder = appRoot + "/Sources/" + Templates.featureFolder(feature)
      guard Platform.makeDirectories(folder) else { return nil }
      var templates = Templates(random: random, feature: feature)
      let files: [(String, String)] = [
        ("\(templates.name)View.swift", templates.view()),
        ("\(templates.name)Model.swift", templates.model()),
        ("\(templates.name)Row.swift", templates.row()),
        ("\(templates.name)Row+View.swift", templates.rowConformance()),
        ("\(templates.name)Support.swift", templates.support()),
        ("\(templates.name)Service.swift", templates.service()),
        ("\(templates.name)Formatting.swift", templates.formatting()),
      ]
      random = templates.random
      for (name, text) in files {
        guard emit(folder + "/" + name, text, into: &summary) else { return nil }
      }
      feature += 1
    }
    return summary
  }

  private func emit(_ path: String, _ text: String, into summary: inout Summary) -> Bool {
    let bytes = Array(text.utf8)
    summary.files += 1
    summary.bytes += bytes.count
    summary.lines += bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    return Platform.writeScratchFile(path, bytes)
  }

  private func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
