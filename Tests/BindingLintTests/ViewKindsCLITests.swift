import Foundation
import XCTest

/// Issue 9 points 2 and 5 through the real binary: representables are view code wherever
/// their conformance is declared, and `manual_binding_in_body` advises in the user's names.
final class ViewKindsCLITests: XCTestCase {
  /// `line: message | help` of each diagnostic of `rule`.
  func findings(_ files: [String: String], rule: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
    let project = try makeProject(files)
    let result = try run(["--format", "json", "."], in: project)
    XCTAssertEqual(result.stderr, "", file: file, line: line)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], file: file, line: line)
    let list = try XCTUnwrap(object["diagnostics"] as? [[String: Any]], file: file, line: line)
    return list.filter { $0["rule"] as? String == rule }
      .map { "\($0["line"] as? Int ?? 0): \($0["message"] as? String ?? "?") | \($0["help"] as? String ?? "")" }
  }

  func testRepresentableConformanceInAnotherFileMakesStateReportable() throws {
    let files = [
      "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\n",
      "Sources/Zoom.swift": "import SwiftUI\nstruct Zoom {\n    @State var lastBounds: CGRect?\n}\n",
      "Sources/Zoom+UIKit.swift": """
        import SwiftUI
        extension Zoom: UIViewRepresentable {
            func makeUIView(context: Context) -> UIView { UIView() }
            func updateUIView(_ view: UIView, context: Context) {}
        }
        """,
    ]
    let messages = try findings(files, rule: "non_private_state").map { String($0.prefix { $0 != "|" }) }
    XCTAssertEqual(messages, ["3: '@State' property 'lastBounds' should be private "])
    XCTAssertEqual(try findings(files, rule: "state_outside_view"), [])
  }

  func testManualBindingHelpNamesTheUsersProperties() throws {
    let code = """
      import SwiftUI
      struct Editor: View {
          @ObservedObject var model: Model
          @Binding var isShown: Bool
          @State private var selection = Time.tonight
          @State private var count = 0
          let todo: Todo
          var body: some View {
              TextField("Title", text: Binding(get: { model.draft.title ?? "" }, set: { model.draft.title = $0 }))
              Toggle("Show", isOn: .init { isShown } set: { newValue in isShown = newValue })
              Toggle("Fixed", isOn: Binding { true } set: { _ in })
              if case let .custom(date) = selection {
                  DatePicker("D", selection: Binding { date } set: { selection = .custom($0) })
              }
              Picker("C", selection: Binding(get: { todo.kind }, set: { store.setKind($0, for: todo) })) { EmptyView() }
              RecipeView(recipe: .init(get: { self.model.recipe(with: id) ?? .empty }, set: { model.update($0) }))
              Stepper("N", value: Binding(get: { Double(count) }, set: { count = Int($0)
                  save() }))
              Toggle("P", isOn: Binding(get: { preferences.isOn }, set: { preferences.isOn = $0 }))
              Toggle("T", isOn: Binding(get: { store.settings.paste }, set: { store.send(.setPaste($0)) }))
              Toggle("O", isOn: Binding(get: { isOpen }, set: { isOpen = $0 }))
              Toggle("K", isOn: Binding(get: { todo.isDone }, set: { todo.isDone = $0 }))
              Toggle("E", isOn: Binding(get: { model.isEnabled(todo) }, set: { model.flags[todo.id] = $0 }))
          }
          var isOpen: Bool { get { selection == .now } nonmutating set { } }
      }
      """
    XCTAssertEqual(try findings(["Editor.swift": code], rule: "manual_binding_in_body"), [
      "9: 'Binding(get:set:)' in 'body' is rebuilt on every render | derive it from '$model.draft' with a key path to a computed property wrapping 'title'",
      "10: '.init { } set: { }' in 'body' is rebuilt on every render | use '$isShown'; SwiftUI can compare it between renders",
      "11: 'Binding { } set: { }' in 'body' is rebuilt on every render | use '.constant(true)'; the setter does nothing",
      "13: 'Binding { } set: { }' in 'body' is rebuilt on every render | derive it from '$selection' with a key path to a computed property on its type",
      "15: 'Binding(get:set:)' in 'body' is rebuilt on every render | the setter calls 'store.setKind(…)', which a key path cannot do: move the get/set logic into a computed property of the object that owns the value and bind to it with a key path, or have that object provide the binding",
      "16: '.init(get:set:)' in 'body' is rebuilt on every render | the setter calls 'model.update(…)', which a key path cannot do: move the get/set logic into a computed property of the object that owns the value and bind to it with a key path, or have that object provide the binding",
      "17: 'Binding(get:set:)' in 'body' is rebuilt on every render | move the get/set logic into a computed property (on the model, or in an extension of the state's type) and bind to it with a key path ('$model.property'); use '.constant(…)' when nothing writes it",
      "19: 'Binding(get:set:)' in 'body' is rebuilt on every render | move the get/set logic into a computed property (on the model, or in an extension of the state's type) and bind to it with a key path ('$model.property'); use '.constant(…)' when nothing writes it",
      "20: 'Binding(get:set:)' in 'body' is rebuilt on every render | if 'store' is a Composable Architecture store, use '$store.settings.paste.sending(\\.setPaste)'; otherwise have 'store' provide the binding",
      "21: 'Binding(get:set:)' in 'body' is rebuilt on every render | move the get/set logic into a computed property (on the model, or in an extension of the state's type) and bind to it with a key path ('$model.property'); use '.constant(…)' when nothing writes it",
      "22: 'Binding(get:set:)' in 'body' is rebuilt on every render | derive it with a key path from a binding to 'todo' ('@Bindable' for an observable object, '@Binding' for a value)",
      "23: 'Binding(get:set:)' in 'body' is rebuilt on every render | move the get/set logic into a computed property (on the model, or in an extension of the state's type) and bind to it with a key path ('$model.property'); use '.constant(…)' when nothing writes it",
    ])
  }
}
