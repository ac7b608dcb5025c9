import BindingLintPlatform

/// The inputs of `--scaling`: a tree replicated side by side, deeply nested declarations
/// and view code, and one large file. Each is written as one folder and linted as a whole.
enum ScalingInputs {
  /// `copies` copies of `tree` under `root/copy1`, `root/copy2`, …: files copied,
  /// folders recreated, hidden entries and `.build` skipped.
  static func replicate(_ tree: String, copies: Int, into root: String) -> Bool {
    for copy in 1...copies where !mirror(tree, to: root + "/copy\(copy)") { return false }
    return true
  }

  static func mirror(_ source: String, to destination: String) -> Bool {
    guard Platform.isDirectory(source) else {
      return Platform.makeDirectories(destination) && copy(source, destination + "/" + lastComponent(source))
    }
    var pending = [(source, destination)]
    while let (from, to) = pending.popLast() {
      guard Platform.makeDirectories(to) else { return false }
      let copied = Platform.withDirectory(Platform.FilePath(from)) { folder -> Bool in
        for entry in folder.entries {
          let name = entry.name
          if name.hasPrefix(".") || ReadFloor.skipped.contains(name) { continue }
          // Links are skipped, not followed (what `lstat` said before this used Platform).
          if folder.isSymbolicLink(entry) { continue }
          guard let type = entry.type ?? (try? folder.status(of: entry).get())?.type else { continue }
          switch type {
          case .directory: pending.append((from + "/" + name, to + "/" + name))
          case .file: guard copy(from + "/" + name, to + "/" + name) else { return false }
          case .other: continue
          }
        }
        return true
      }
      guard case .success(true) = copied else { return false }
    }
    return true
  }

  /// A copy, never a hard link: discovery lints a file met twice (same inode) once, so
  /// linked copies measured the 1× tree in every row.
  static func copy(_ from: String, _ to: String) -> Bool {
    guard let bytes = try? Platform.readFile(from).get() else { return false }
    return Platform.writeScratchFile(to, bytes)
  }

  static func lastComponent(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// `depth` structs, each declared inside the one before (`TypeFacts` privacy walk).
  static func nestedStructs(_ depth: Int) -> String {
    var text = "import SwiftUI\n"
    for level in 0..<depth { text += "struct S\(level) {\n" }
    text += "  @State var value = 0\n"
    text += String(repeating: "}\n", count: depth)
    return text
  }

  /// `depth` views, each declared inside the one before, each with state and a body.
  static func nestedViews(_ depth: Int) -> String {
    var text = "import SwiftUI\n"
    for level in 0..<depth {
      text += "struct V\(level): View {\n  @State private var on\(level) = false\n  var body: some View { Text(\"\(level)\") }\n"
    }
    text += String(repeating: "}\n", count: depth)
    return text
  }

  /// One `body` with `depth` stacks nested in each other, each with an alert presented by
  /// a binding over an optional and holding a text field (the render-path walks).
  static func nestedAlerts(_ depth: Int) -> String {
    nestedStacks(depth, properties: "  @State private var item: String?\n  @State private var text = \"\"\n") { level in
      "Text(\"\(level)\").alert(\"t\", isPresented: Binding(get: { item != nil }, set: { _ in item = nil })) { TextField(\"n\", text: $text) }"
    }
  }

  /// A `@State` class read and written in `depth` nested stacks (the reference rules'
  /// render-path and shadowing walks).
  static func nestedReferences(_ depth: Int) -> String {
    "final class Model { var count = 0 }\n\n" + nestedStacks(depth, properties: "  @State private var model = Model()\n") { _ in
      "Text(\"\\(model.count)\").onTapGesture { model.count += 1 }"
    }
  }

  /// `count` views side by side in one file, each with an `init` that assigns its
  /// `@State` (which also has a default) and keeps an `@ObservedObject`: the rules that
  /// read initializers (`state_initialized_twice`, `inline_observed_object`) once
  /// scanned the whole file for each view, or built its line table for each finding.
  static func siblingInits(_ count: Int) -> String {
    var text = "import SwiftUI\n\nfinal class Model: ObservableObject {}\n"
    for index in 0..<count {
      text += """

        struct Row\(index): View {
          @State private var count = 0
          @ObservedObject var model: Model
          init(start: Int, model: Model) {
            _count = State(initialValue: start)
            self.model = model
          }
          var body: some View { Text("\\(count)") }
        }

        """
    }
    return text
  }

  /// One view declaring the same class-typed `@State` and `@Binding` `count` times each (a
  /// fuzzed file did): the reference-type rules once scanned the view for each declaration,
  /// and every scan met every other declaration of the name.
  static func repeatedDeclarations(_ count: Int) -> String {
    var text = "import SwiftUI\n\nfinal class Owner { var name = \"\" }\n\nstruct Host: View {\n"
    for _ in 0..<count { text += "  @State private var owner = Owner()\n  @Binding var shared: Owner\n" }
    return text + "  var body: some View { Text(owner.name + shared.name) }\n}\n"
  }

  /// A view whose `body` is `depth` `VStack`s nested in each other, each holding `content`.
  static func nestedStacks(_ depth: Int, properties: String, content: (Int) -> String) -> String {
    var text = "import SwiftUI\n\nstruct Host: View {\n" + properties + "  var body: some View {\n"
    for level in 0..<depth { text += "    VStack { " + content(level) + "\n" }
    text += String(repeating: "    }\n", count: depth)
    return text + "  }\n}\n"
  }

  /// The Swift files under `tree`, in walk order, repeated and laid end to end until the
  /// text has `bytes` bytes (the last file may be cut short at a line end).
  static func oneLargeFile(from tree: String, bytes target: Int) -> [UInt8] {
    var paths: [String] = []
    ReadFloor.walk(tree) { paths.append($0) }
    paths.sort()
    var text: [UInt8] = []
    text.reserveCapacity(target + 4096)
    while text.count < target && !paths.isEmpty {
      for path in paths {
        guard let bytes = try? Platform.readFile(path).get() else { continue }
        text += bytes
        if text.last != 0x0A { text.append(0x0A) }
        if text.count >= target { break }
      }
    }
    return text
  }
}
