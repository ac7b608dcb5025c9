enum NonPrivateStateRuleExamples {
  static let triggering: [Example] = [
    Example("""
      struct Counter: View {
        ↓@State var count = 0
        var body: some View { Text("\\(count)") }
      }
      """),
    Example("""
      struct Player: SwiftUI.View {
        ↓@StateObject var model = PlayerModel()
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Login: View {
        ↓@FocusState internal var isFocused: Bool
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Settings {
        ↓@State public var volume = 0.5
      }
      extension Settings: View {
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      enum Screens {
        struct Detail: View {
          ↓@SwiftUI.State var tab = 0
          var body: some View { EmptyView() }
        }
      }
      """),
    Example("""
      struct Drag: View {
        ↓@GestureState var offset = CGSize.zero
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Editor: View {
        ↓@State private(set) var text = ""
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct PortForwardEdit: View {
        let config: Config
        ↓@State var forward: Forward
        var body: some View { EmptyView() }
      }
      struct Forwards: View {
        var body: some View { PortForwardEdit(config: .shared) }
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    // A caller passes it: the value is lost, which `state_passed_by_parent` reports.
    Example("""
      struct PortForwardEdit: View {
        let config: Config
        @State var forward: Forward
        var body: some View { EmptyView() }
      }
      struct Forwards: View {
        var body: some View { PortForwardEdit(config: .shared, forward: .ssh) }
      }
      """),
    // Keyed storage, not per-view storage: only with `strict: true`.
    Example("""
      struct Settings: View {
        @AppStorage("volume") var volume = 0.5
        @SceneStorage("tab") var tab = 0
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Counter_Previews: PreviewProvider {
        @State static var count = 3
        static var previews: some View { Counter() }
      }
      """),
    Example("""
      struct Palette: View {
        @AppStorage("accent") static var accent = "blue"
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Counter: View {
        @State private var count = 0
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Counter: View {
        @State fileprivate var count = 0
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Row: View {
        @Binding var isOn: Bool
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Row: View {
        @ObservedObject var model: RowModel
        @Environment(\\.dismiss) var dismiss
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      final class Store {
        @State var notAView = 0
      }
      """),
    Example("""
      struct Model {
        @Published var count = 0
      }
      """),
    Example("""
      struct Counter: View {
        var body: some View {
          let text = "@State var count = 0"
          Text(text)
        }
      }
      """),
    Example("""
      struct Counter: View {
        // @State var count = 0
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Counter: View {
        @State
        private var count = 0
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Counter: View {
        @StateObject private var model = Model()
        @FocusState private var focused: Bool
        @AppStorage("k") private var stored = 1
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      struct Helper {
        @AppStorage("k") var stored = 1
      }
      """),
    Example("""
      struct Counter: View {
        var body: some View {
          VStack { }
        }
        func make() {
          @State var local = 0
        }
      }
      """),
  ]
}
