import Foundation
import XCTest

/// `foreach_index_binding` through the real binary: on by default, as an error's message;
/// a view's own private collection that nothing in its file shrinks only with `strict`.
final class ForEachIndexBindingTests: XCTestCase {
  func testOnByDefault() throws {
    let list = """
      import SwiftUI
      struct Tasks: View {
          @State private var tasks: [Item] = []
          var body: some View {
              ForEach(tasks.indices, id: \\.self) { i in Toggle("", isOn: $tasks[i].done) }
              Button("Clear") { tasks.removeAll() }
          }
      }

      """
    XCTAssertEqual(try ruleFindings(["T.swift": list], rule: "foreach_index_binding"), [
      "./T.swift:5: 'ForEach' over the positions of 'tasks' binds '$tasks[…]'; removing an element can crash",
    ])
  }

  /// Review90's miss: positions counted apart from the collection (`0..<choiceCount`) still
  /// bind it by position; the collection is the one the rows bind. A range of literals,
  /// or a collection nothing shrinks, stays quiet.
  func testPositionsCountedApartFromTheCollection() throws {
    let editor = """
      import SwiftUI
      struct Choices: View {
          @State private var choices = [""]
          @State private var count = 1
          var body: some View {
              ForEach(0..<count, id: \\.self) { i in
                  Button("Remove") { choices.remove(at: i); count -= 1 }
                  TextField("Choice", text: $choices[i])
              }
              ForEach(0..<3) { i in TextField("Fixed", text: $choices[i]) }
          }
      }

      """
    XCTAssertEqual(try ruleFindings(["C.swift": editor], rule: "foreach_index_binding"), [
      "./C.swift:6: 'ForEach' over the positions of 'choices' binds '$choices[…]'; removing an element can crash",
    ])
    let growing = editor.replacingOccurrences(of: "choices.remove(at: i); count -= 1", with: "choices.append(\"\"); count += 1")
    XCTAssertEqual(try ruleFindings(["C.swift": growing], rule: "foreach_index_binding"), [])
  }

  private let appendOnly = [
    "Log.swift": """
      import SwiftUI
      struct LogView: View {
          @State private var entries: [Entry] = []
          var body: some View {
              ForEach(entries.indices, id: \\.self) { i in Toggle("Pin", isOn: $entries[i].pinned) }
              Button("Add") { entries.append(Entry()) }
          }
      }

      """,
  ]

  /// Review64: a collection only ever appended to cannot leave a row past its end.
  func testAnOwnCollectionNothingShrinksIsReportedOnlyWithStrict() throws {
    XCTAssertEqual(try ruleFindings(appendOnly, rule: "foreach_index_binding"), [])
    let strict = appendOnly.merging([".bindinglint.json": #"{ "rules": { "foreach_index_binding": { "strict": true } } }"#]) { a, _ in a }
    XCTAssertEqual(try ruleFindings(strict, rule: "foreach_index_binding"), [
      "./Log.swift:5: 'ForEach' over the positions of 'entries' binds '$entries[…]'; removing an element can crash",
    ])
  }

  /// Each sign that the file may shrink the collection keeps the finding.
  func testEverySignOfShrinkingKeepsTheFinding() throws {
    let signs = [
      "Button(\"Undo\") { _ = entries.popLast() }",
      "Button(\"Reset\") { entries = [] }",
      "Editor(entries: $entries)",
      "Editor(entries: $entries.animation())",
      "Button(\"Sort\") { reorder(&entries) }",
      "Button(\"Trim\") { entries[0..<1] = [] }",
      "Button(\"Tidy\") { entries.removeDuplicates() }",
      "Button(\"Swap\") { entries.replaceSubrange(0..<2, with: []) }",
      // Probe43 D7: the wrapped value, the storage, a method not known to keep elements,
      // a slice changed in place, a tuple assigned whole.
      "Button(\"Drop\") { $entries.wrappedValue.removeLast() }",
      "Button(\"Wipe\") { _entries.wrappedValue = [] }",
      "Button(\"Clear\") { entries.clear() }",
      "Button(\"Trim\") { entries.trimPrefix { $0.isOld } }",
      "Button(\"Cut\") { entries[1...].removeAll() }",
      "Button(\"Reset\") {\n        (entries, count) = ([], 0)\n      }",
    ]
    for sign in signs {
      let source = appendOnly["Log.swift"]!.replacingOccurrences(of: "Button(\"Add\") { entries.append(Entry()) }", with: sign)
      XCTAssertEqual(try ruleFindings(["Log.swift": source], rule: "foreach_index_binding").count, 1, sign)
    }
  }

  /// An object only the view holds, of a type its file declares: judged like the view's
  /// own collection, and reported once the holder is replaced, handed on or set by `init`.
  func testAnObjectOnlyTheViewHoldsIsJudgedInItsFile() throws {
    let source = """
      import SwiftUI
      @Observable final class Columns {
          var items: [Column] = []
          func add() { items.append(Column()) }
      }
      struct ColumnsView: View {
          @State private var model = Columns()
          var body: some View {
              ForEach(0..<model.items.count, id: \\.self) { i in TextField("", text: Binding(get: { model.items[i].name }, set: { model.items[i].name = $0 })) }
              Button("Add") { model.add() }
          }
      }

      """
    XCTAssertEqual(try ruleFindings(["C.swift": source], rule: "foreach_index_binding"), [])
    let signs = [
      "Button(\"Reset\") { model = Columns() }",
      "Editor(model: self.model)",
      "Editor(items: $model.items)",
    ]
    for sign in signs {
      let changed = source.replacingOccurrences(of: "Button(\"Add\") { model.add() }", with: sign)
      XCTAssertEqual(try ruleFindings(["C.swift": changed], rule: "foreach_index_binding").count, 1, sign)
    }
    // Set by an initializer: the caller's object, which the caller may change.
    let passed = source.replacingOccurrences(
      of: "@State private var model = Columns()", with: "@State private var model = Columns()\n    init(model: Columns) { _model = State(initialValue: model) }")
    XCTAssertEqual(try ruleFindings(["C.swift": passed], rule: "foreach_index_binding").count, 1)
  }

  /// Rows that hand their position on: a shorthand closure, an overload, an extension.
  func testPositionsHandedToMethodsAreFollowed() throws {
    let source = """
      import SwiftUI
      struct Steps: View {
          @State private var steps: [Step] = []
          var body: some View {
              List { ForEach(steps.indices, id: \\.self) { card(at: $0) }.onDelete { steps.remove(atOffsets: $0) } }
          }
          func card(for id: String) -> some View { Text(id) }
      }
      extension Steps {
          func card(at index: Int) -> some View {
              TextField("", text: Binding(get: { steps[index].name }, set: { steps[index].name = $0 }))
          }
      }

      """
    XCTAssertEqual(try ruleFindings(["S.swift": source], rule: "foreach_index_binding").count, 1)
  }

  /// A model's collection, or a `@Binding`, can be shrunk by code elsewhere: reported.
  func testCollectionsOwnedElsewhereAreReported() throws {
    let model = """
      import SwiftUI
      final class EventLog: ObservableObject {
          @Published var entries: [Entry] = []
          func record(_ entry: Entry) { entries.append(entry) }
      }
      struct LogView: View {
          @ObservedObject var log: EventLog
          var body: some View { ForEach(log.entries.indices, id: \\.self) { i in Toggle("Pin", isOn: $log.entries[i].pinned) } }
      }
      struct Sliders: View {
          @Binding var levels: [Double]
          var body: some View { ForEach(levels.indices, id: \\.self) { Slider(value: $levels[$0]) } }
      }

      """
    XCTAssertEqual(try ruleFindings(["M.swift": model], rule: "foreach_index_binding").count, 2)
  }
  /// Review82 A4–A5: a view's own `@State` that is not `private`, or that a caller seeds,
  /// is still only the view's to change; an extension in another file that names it may
  /// shrink it.
  func testStateThatIsNotPrivateIsJudgedUntilAnExtensionElsewhereNamesIt() throws {
    let view = """
      import SwiftUI
      struct Playlist: View {
          @State var songs: [Song]
          var body: some View {
              List { ForEach(songs.indices, id: \\.self) { i in TextField("Title", text: $songs[i].title) } }
              Button("Add") { songs.append(Song()) }
          }
      }
      struct Library: View {
          let model: LibraryModel
          var body: some View { Playlist(songs: model.songs) }
      }

      """
    XCTAssertEqual(try ruleFindings(["Playlist.swift": view], rule: "foreach_index_binding"), [])
    let extensionReading = "extension Playlist {\n    var count: Int { songs.count }\n}\n"
    XCTAssertEqual(try ruleFindings(["Playlist.swift": view, "Playlist+Count.swift": extensionReading], rule: "foreach_index_binding").count, 1)
    // A public view may be built, and extended, outside the linted sources.
    let publicView = view.replacingOccurrences(of: "struct Playlist: View", with: "public struct Playlist: View")
    XCTAssertEqual(try ruleFindings(["Playlist.swift": publicView], rule: "foreach_index_binding").count, 1)
  }

  /// Review91: a list editor whose method takes a `Binding<[String]>` and builds row
  /// bindings that read `binding.wrappedValue[index]`. The advice iterates that value
  /// itself, `ForEach(binding)`: `$binding` does not compile for a parameter.
  func testAdviceIteratesABindingValueItself() throws {
    let editor = """
      import SwiftUI
      struct ListEditor: View {
          @State private var tags: [String] = []
          var body: some View { list(binding: $tags) }
          func list(binding: Binding<[String]>) -> some View {
              ForEach(Array(binding.wrappedValue.enumerated()), id: \\.offset) { index, _ in
                  TextField("", text: Binding(get: { binding.wrappedValue[index] }, set: { binding.wrappedValue[index] = $0 }))
                  Button("Remove") { binding.wrappedValue.remove(at: index) }
              }
          }
      }

      """
    let project = try makeProject(["E.swift": editor])
    let report = try run(["--format", "json", "."], in: project)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any])
    let found = try XCTUnwrap(object["diagnostics"] as? [[String: Any]]).filter { $0["rule"] as? String == "foreach_index_binding" }
    XCTAssertEqual(found.count, 1, report.stdout)
    let help = try XCTUnwrap(found.first?["help"] as? String)
    XCTAssertTrue(help.contains("'ForEach(binding) { $element in … }'"), help)
    XCTAssertFalse(help.contains("$binding"), help)
  }

  /// Set 98 D21: a row binding whose setter calls the model (`model.onBandChanged(i,
  /// gain: $0)`) does work `ForEach($model.gains)` would skip: the advice checks the
  /// position in the getter instead. A plain `xs[i] = $0` setter keeps the advice to
  /// iterate the binding.
  func testAdviceKeepsASetterThatCallsSomething() throws {
    func view(setter: String) -> [String: String] {
      ["Q.swift": """
        import SwiftUI
        final class Equalizer: ObservableObject {
            @Published var gains: [Float] = []
            func onBandChanged(_ index: Int, gain: Float) { gains[index] = gain }
            func reset() { gains = [] }
        }
        struct Bands: View {
            @ObservedObject var model: Equalizer
            var body: some View {
                ForEach(0..<model.gains.count, id: \\.self) { index in
                    Slider(value: Binding(get: { model.gains[index] }, set: { \(setter) }), in: -12...12)
                }
            }
        }

        """]
    }
    func help(_ files: [String: String]) throws -> String {
      let report = try run(["--format", "json", "."], in: try makeProject(files))
      let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any])
      let found = try XCTUnwrap(object["diagnostics"] as? [[String: Any]]).filter { $0["rule"] as? String == "foreach_index_binding" }
      XCTAssertEqual(found.count, 1, report.stdout)
      return found.first?["help"] as? String ?? ""
    }
    let calling = try help(view(setter: "model.onBandChanged(index, gain: $0)"))
    XCTAssertTrue(calling.hasPrefix("check the position in the getter ('model.gains.indices.contains(i) ? model.gains[i] : …')"), calling)
    XCTAssertTrue(calling.contains("would skip what this setter calls"), calling)
    let plain = try help(view(setter: "model.gains[index] = $0"))
    XCTAssertTrue(plain.hasPrefix("iterate the binding instead: 'ForEach($model.gains) { $element in … }'"), plain)
  }
}
