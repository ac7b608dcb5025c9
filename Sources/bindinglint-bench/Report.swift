import BindingLintPlatform

/// What one benchmark run measured, the medians and the table printed from them: seconds
/// and MB/s for each measurement, the ratios the targets are stated in (lint/floor,
/// syntax-bench/lint, jobs-N speedup), peak memory, and start-up.
struct Measurements {
  let bytes: Int
  let cores: Int
  var floor: Double?
  /// Median seconds by `--jobs`.
  var lint: [Int: Double] = [:]
  var peer: [Int: Double] = [:]
  /// Median CPU seconds (user + system) by `--jobs`: wall time alone hides a busy machine.
  var lintCPU: [Int: Double] = [:]
  var peerCPU: [Int: Double] = [:]
  var peerFiles: Int?
  /// Largest `ru_maxrss` of any bindinglint run on the tree, in bytes.
  var lintRSS = 0
  var startup: Double?
  var smallFile: Double?
  var notes: [String] = []
  /// One-minute load average when timing began.
  var load: Double?
  /// Median CPU seconds with every rule on (off-by-default ones included) and with one
  /// rule on, all cores: what the rule count costs.
  var allRules: RepeatedRun?
  var oneRule: RepeatedRun?
}

/// A program run `runs` times: median wall and CPU seconds, the largest peak RSS, and
/// how the last failing run ended (exit status above 1, or killed by the time limit).
struct RepeatedRun {
  var seconds: Double?
  var cpu: Double?
  var maxRSS = 0
  var failure: String?
  /// The exit statuses other than 0 (bindinglint exits 1 with findings; syntax-bench, never).
  var nonzeroStatuses: Set<Int32> = []

  init(_ path: String, _ arguments: [String], runs: Int) {
    self.init((0..<runs).compactMap { _ in TimedRun.run(path, arguments) })
  }

  init(_ exits: [Platform.MeasuredExit]) {
    for exit in exits {
      maxRSS = max(maxRSS, exit.peakResidentBytes)
      if exit.status != 0 { nonzeroStatuses.insert(exit.status) }
      if exit.timedOut || exit.status > 1 { failure = "exited with status \(exit.status)\(exit.timedOut ? " (timed out)" : "")" }
    }
    seconds = Stats.median(exits.map(\.seconds))
    cpu = Stats.median(exits.map(\.cpuSeconds))
  }

  /// Commands timed in rounds, each once per round and in turn, `runs` rounds: a drift of
  /// the machine's speed (a shared host, another process) then moves every row alike, and
  /// the ratios between rows hold. `between` runs before each round (the read floor).
  static func interleaved(
    _ commands: [(path: String, arguments: [String], stdoutPath: String)], runs: Int, between: () -> Void = {}
  ) -> [RepeatedRun] {
    var exits = [[Platform.MeasuredExit]](repeating: [], count: commands.count)
    for _ in 0..<runs {
      between()
      for (index, command) in commands.enumerated() {
        if let exit = TimedRun.run(command.path, command.arguments, stdoutPath: command.stdoutPath) { exits[index].append(exit) }
      }
    }
    return exits.map(RepeatedRun.init)
  }
}

enum Stats {
  static func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// `NAME=VALUE` from syntax-bench's summary line (`files=7403 bytes=… seconds=…`).
  static func summaryField(_ name: String, inFile path: String) -> Int? {
    guard let bytes = try? Platform.readFile(path).get() else { return nil }
    let text = String(decoding: bytes, as: UTF8.self)
    for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) where word.hasPrefix(name + "=") {
      return Int(word.dropFirst(name.count + 1))
    }
    return nil
  }
}

enum Format {
  static let smallFile = """
    import SwiftUI

    struct CounterView: View {
      @State var count = 0
      @Binding var title: String

      var body: some View {
        VStack {
          Text("\\(title): \\(count)")
          Button("Add") { count += 1 }
        }
      }
    }

    """

  static func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = "\(rounded)"
    if text.contains("e") { text = "\(Int(rounded))" }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let whole = String(parts[0])
    let fraction = parts.count > 1 ? String(parts[1]) : ""
    guard digits > 0 else { return whole }
    return whole + "." + String((fraction + String(repeating: "0", count: digits)).prefix(digits))
  }

  static func padded(_ text: String, _ width: Int, left: Bool = false) -> String {
    let gap = String(repeating: " ", count: max(0, width - text.count))
    return left ? text + gap : gap + text
  }

  static func row(_ label: String, _ seconds: Double?, bytes: Int, cpu: Double? = nil) -> String {
    guard let seconds else { return padded(label, 26, left: true) + padded("-", 10) }
    let rate = seconds > 0 ? Double(bytes) / 1e6 / seconds : 0
    return padded(label, 26, left: true) + padded(fixed(seconds, 4), 10) + padded(fixed(rate, 1), 10) + padded(cpu.map { fixed($0, 4) } ?? "", 12)
  }

  static func ratio(_ a: Double?, _ b: Double?) -> String {
    guard let a, let b, b > 0 else { return "-" }
    return fixed(a / b, 2) + "x"
  }

  static func verdict(_ ok: Bool?) -> String {
    guard let ok else { return "" }
    return ok ? "met" : "NOT MET"
  }

  static func report(totals: ReadFloor.Totals, runs: Int, measurements m: Measurements) -> String {
    let mb = Double(totals.bytes) / 1e6
    let all = m.cores
    var lines: [String] = []
    lines.append("files \(totals.files)   MB \(fixed(mb, 2))   lines \(totals.lines)   largest file \(fixed(Double(totals.largest) / 1e3, 1)) KB   cores \(all)   runs \(runs) (medians)")
    lines.append("lint: bindinglint --jobs N --format json DIR > /dev/null; programs timed as whole processes, spawn to exit")
    lines.append("seconds: median wall time; CPU s: median user+system time of the child (wall > CPU/jobs means the machine was busy)")
    if let load = m.load { lines.append("load average when timing began: \(fixed(load, 2)) on \(all) cores") }
    if let peerFiles = m.peerFiles, peerFiles != totals.files {
      lines.append("note: syntax-bench found \(peerFiles) files, the floor walk \(totals.files)")
    }
    lines.append("")
    lines.append(padded("", 26, left: true) + padded("seconds", 10) + padded("MB/s", 10) + padded("CPU s", 12))
    lines.append(row("read floor (1 thread)", m.floor, bytes: totals.bytes))
    lines.append(row("lint --jobs 1", m.lint[1], bytes: totals.bytes, cpu: m.lintCPU[1]))
    if all > 1 { lines.append(row("lint --jobs \(all)", m.lint[all], bytes: totals.bytes, cpu: m.lintCPU[all])) }
    if m.peer.isEmpty {
      lines.append(padded("syntax-bench", 26, left: true) + padded("not built", 10))
    } else {
      lines.append(row("syntax-bench --jobs 1", m.peer[1], bytes: totals.bytes, cpu: m.peerCPU[1]))
      if all > 1 { lines.append(row("syntax-bench --jobs \(all)", m.peer[all], bytes: totals.bytes, cpu: m.peerCPU[all])) }
    }
    lines.append(row("lint, every rule, jobs \(all)", m.allRules?.seconds, bytes: totals.bytes, cpu: m.allRules?.cpu))
    lines.append(row("lint, one rule, jobs \(all)", m.oneRule?.seconds, bytes: totals.bytes, cpu: m.oneRule?.cpu))
    lines.append(padded("one small file", 26, left: true) + padded(m.smallFile.map { fixed($0 * 1000, 2) + " ms" } ?? "-", 10)
      + "   (process start, bindinglint --version: " + (m.startup.map { fixed($0 * 1000, 2) + " ms" } ?? "-") + ")")
    lines.append("")
    let lintAll = m.lint[all]
    let floorRatio = lintAll.flatMap { l in m.floor.map { l / $0 } }
    lines.append("lint/floor:          jobs 1 \(ratio(m.lint[1], m.floor))   jobs \(all) \(ratio(lintAll, m.floor))   target <= 4x with all cores: \(verdict(floorRatio.map { $0 <= 4 }))")
    if !m.peer.isEmpty {
      let peerRatio = m.peer[all].flatMap { p in lintAll.map { p / $0 } }
      lines.append("syntax-bench/lint:   jobs 1 \(ratio(m.peer[1], m.lint[1]))   jobs \(all) \(ratio(m.peer[all], lintAll))   target >= 10x: \(verdict(peerRatio.map { $0 >= 10 }))")
    }
    if all > 1 {
      let speedup = m.lint[1].flatMap { one in lintAll.map { one / $0 } }
      lines.append("jobs \(all) speedup:      \(ratio(m.lint[1], lintAll)) over jobs 1   target >= 1.7x: \(verdict(speedup.map { $0 >= 1.7 }))")
    }
    let growth = m.allRules?.cpu.flatMap { every in m.oneRule?.cpu.map { every / $0 - 1 } }
    lines.append("rule count:          every rule vs one rule, CPU \(growth.map { "+" + fixed($0 * 100, 1) + "%" } ?? "-")   target <= 35%: \(verdict(growth.map { $0 <= 0.35 }))")
    let rss = Double(m.lintRSS) / 1048576
    lines.append("peak RSS (lint):     \(fixed(rss, 1)) MB (largest ru_maxrss over all lint runs)   target <= 40 MB: \(verdict(m.lintRSS > 0 ? rss <= 40 : nil))")
    for note in m.notes { lines.append("note: \(note)") }
    return lines.joined(separator: "\n")
  }
}
