import BindingLintPlatform

/// `--scaling`: how time and peak memory grow with the input. Rows: the tree (`DIR`, or
/// the generated corpus) replicated 1×, 2×, 4× and 8× side by side; declarations and view
/// code nested tens of thousands deep; 20,000 views with initializers in one file; and one file of 12.5, 25 and 50 MB of generated
/// views (the corpus's files laid end to end). Each row is `bindinglint --jobs <cores> --format json`
/// on one folder, timed as a whole process; the median of the runs and the largest peak
/// RSS are printed. Linear work shows as time and memory that double with the input.
struct Scaling {
  let lint: String
  let tree: String
  /// The generated corpus, the large files' source.
  let views: String
  let scratch: String
  let runs: Int
  let cores: Int

  struct Row {
    var label: String
    var files: Int
    var bytes: Int
    var seconds: Double?
    var cpu: Double?
    var rss = 0
    var note = ""
  }

  static let copies = [1, 2, 4, 8]
  static let generated: [(label: String, count: Int, unit: String, text: @Sendable (Int) -> String)] = [
    ("nested structs", 64_000, "deep", ScalingInputs.nestedStructs),
    ("nested views", 100_000, "deep", ScalingInputs.nestedViews),
    ("nested alerts", 20_000, "deep", ScalingInputs.nestedAlerts),
    ("nested class reads", 20_000, "deep", ScalingInputs.nestedReferences),
    ("views with an init, one file", 20_000, "side by side", ScalingInputs.siblingInits),
    ("one name declared again and again", 20_000, "times", ScalingInputs.repeatedDeclarations),
  ]
  static let largeFiles = [12_500_000, 25_000_000, 50_000_000]

  /// Writes each input, measures it, deletes it; returns the table, or an error message.
  func run(treeLabel: String) -> Result<String, ScalingError> {
    var rows: [Row] = []
    for count in Self.copies {
      let root = scratch + "/scale\(count)"
      guard ScalingInputs.replicate(tree, copies: count, into: root) else { return .failure(.cannotWrite(root)) }
      rows.append(measure("\(treeLabel) \(count)x", root))
      Platform.removeTree(root)
    }
    for (label, count, unit, text) in Self.generated {
      let root = scratch + "/nested"
      guard Platform.makeDirectories(root), Platform.writeScratchFile(root + "/Nested.swift", Array(text(count).utf8)) else {
        return .failure(.cannotWrite(root))
      }
      rows.append(measure("\(label), \(count / 1000)k \(unit)", root))
      Platform.removeTree(root)
    }
    for size in Self.largeFiles {
      let root = scratch + "/large"
      let bytes = ScalingInputs.oneLargeFile(from: views, bytes: size)
      guard Platform.makeDirectories(root), Platform.writeScratchFile(root + "/Large.swift", bytes) else { return .failure(.cannotWrite(root)) }
      rows.append(measure("one file of views, \(Format.fixed(Double(bytes.count) / 1e6, 1)) MB", root))
      Platform.removeTree(root)
    }
    return .success(table(rows))
  }

  enum ScalingError: Error {
    case cannotWrite(String)
  }

  func measure(_ label: String, _ root: String) -> Row {
    let totals = ReadFloor.survey(root)
    let run = RepeatedRun(lint, ["--jobs", "\(cores)", "--format", "json", root], runs: runs)
    return Row(label: label, files: totals.files, bytes: totals.bytes, seconds: run.seconds, cpu: run.cpu, rss: run.maxRSS, note: run.failure ?? "")
  }

  func table(_ rows: [Row]) -> String {
    var lines = [
      "scaling rows (bindinglint --jobs \(cores) --format json, median of \(runs), peak RSS the largest):",
      Format.padded("input", 30, left: true) + Format.padded("files", 8) + Format.padded("MB", 9)
        + Format.padded("seconds", 10) + Format.padded("CPU s", 9) + Format.padded("peak RSS", 12),
    ]
    for row in rows {
      lines.append(
        Format.padded(row.label, 30, left: true) + Format.padded("\(row.files)", 8)
          + Format.padded(Format.fixed(Double(row.bytes) / 1e6, 1), 9)
          + Format.padded(row.seconds.map { Format.fixed($0, 3) } ?? "-", 10)
          + Format.padded(row.cpu.map { Format.fixed($0, 3) } ?? "-", 9)
          + Format.padded(Format.fixed(Double(row.rss) / 1_048_576, 1) + " MB", 12)
          + (row.note.isEmpty ? "" : "  (\(row.note))"))
    }
    return lines.joined(separator: "\n")
  }
}
