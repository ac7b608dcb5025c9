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
      "Button(\"Sort\") { reorder(&entries) }",
    ]
    for sign in signs {
      let source = appendOnly["Log.swift"]!.replacingOccurrences(of: "Button(\"Add\") { entries.append(Entry()) }", with: sign)
      XCTAssertEqual(try ruleFindings(["Log.swift": source], rule: "foreach_index_binding").count, 1, sign)
    }
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
}
