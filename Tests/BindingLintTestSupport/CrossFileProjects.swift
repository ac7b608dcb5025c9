/// Projects the per-rule CLI tests share: small apps whose findings each hang on another
/// file (a view, `App` or `DynamicProperty` conformance added in an extension elsewhere, an
/// `@Observable` superclass, an `Identifiable` conformance), so verdicts can be checked
/// against file order and thread count (`ruleFindings`, in the test target's
/// `XCTestCase+Support.swift`, runs one with `--jobs 1` and `--jobs 2`).
package enum CrossFileProjects {
  package static let packageManifest = "// swift-tools-version:5.9\nimport PackageDescription\n"

  /// `optional_binding_unwrap`, `force_unwrap_in_binding_getter`, `inline_observed_object`
  /// and `state_init_from_parameter`, each once.
  package static let stateRules: [String: String] = [
    "Schedule.swift": """
      import SwiftUI
      struct Schedule: View {
        @State private var slot = Slot.morning
        var body: some View {
          if let time = Binding($slot.customTime) { DatePicker("At", selection: time) }
        }
      }
      """,
    // No trigger word: the engine reads it only for the decision that asks whether
    // `customTime` can turn nil (it is a computed optional).
    "Slot.swift": """
      import Foundation
      enum Slot {
        case morning, custom(Date)
        var customTime: Date? {
          get { if case .custom(let time) = self { time } else { nil } }
          set { self = newValue.map(Slot.custom) ?? .morning }
        }
      }
      """,
    "Editor.swift": """
      import SwiftUI
      struct Editor: View {
        @EnvironmentObject private var store: Store
        let id: Int
        private var item: Binding<Item> {
          Binding(get: { store.item(id)! }, set: { store.save($0) })
        }
        var body: some View { TextField("Name", text: item.name) }
      }
      """,
    "Badge.swift": """
      import SwiftUI
      struct Badge {
        @ObservedObject var model = BadgeModel()
        @State private var count: Int
        init(start: Int) { _count = State(initialValue: start) }
      }
      """,
    "Badge+View.swift": """
      import SwiftUI
      extension Badge: View {
        var body: some View { Text("\\(count) \\(model)") }
      }
      """,
    "Badges.swift": """
      import SwiftUI
      struct Badges: View {
        @State private var selected = 0
        var body: some View { HStack { Badge(start: 0); Badge(start: 1) } }
      }
      """,
    "Shell.swift": """
      import SwiftUI
      struct Shell {
        @ObservedObject var model = BadgeModel()
        var body: some Scene { WindowGroup { EmptyView() } }
      }
      """,
    "Shell+App.swift": """
      import SwiftUI
      extension Shell: App {}
      """,
    "Wrapper.swift": """
      import SwiftUI
      struct Wrapper {
        @State private var value: Int
        init(wrappedValue: Int) { _value = State(initialValue: wrappedValue) }
      }
      """,
    "Wrapper+Dynamic.swift": """
      import SwiftUI
      extension Wrapper: DynamicProperty {}
      """,
  ]
  /// `state_initialized_twice`, `unowned_observable` and `unstable_view_identity`; the
  /// view conformance, the `@Observable` superclass and `Identifiable` live elsewhere.
  package static let observation: [String: String] = [
    "Package.swift": "// swift-tools-version:6.0\n",
    "Sources/App/A/Views.swift": """
      import SwiftUI
      struct Inbox {
          private let store = InboxStore()
          @State private var query = ""
          init(query: String) {
              self.query = query
          }
      }
      struct Settings: App {
          let store = InboxStore()
          var body: some Scene { WindowGroup { EmptyView() } }
      }
      struct Attachment { var id: UUID { UUID() } }
      struct Feed: View {
          var body: some View { Text("a").id(UUID()) }
      }
      struct Home: View {
          @State private var tab = 0
          var body: some View { Inbox(query: "") }
      }
      """,
    "Sources/App/B/Models.swift": """
      import Observation
      @Observable class Base { var unread = 0 }
      final class InboxStore: Base {}
      """,
    "Sources/App/C/Conformances.swift": """
      import SwiftUI
      extension Inbox: View { var body: some View { Text(query) } }
      extension Attachment: Identifiable {}
      """,
  ]}
