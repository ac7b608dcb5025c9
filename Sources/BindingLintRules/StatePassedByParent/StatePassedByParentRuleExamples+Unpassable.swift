extension StatePassedByParentRuleExamples {
  /// New objects the child owns, and properties no caller can pass.
  static let ownedOrUnpassable: [Example] = [
    // A helper of this file that only builds the object: as new as '.init(…)' (review41 P7).
    Example("""
      struct Detail: View {
        final class ViewModel: ObservableObject {
          @Published var name = ""
          init(network: String) {}
        }
        @StateObject var viewModel: ViewModel
        var body: some View { TextField("Name", text: $viewModel.name) }
      }
      struct Networks: View {
        @State private var selection: String?
        @State private var showsDetail = false
        var body: some View {
          Button("Polkadot") { selection = "dot"; showsDetail = true }
            .sheet(isPresented: $showsDetail) { Detail(viewModel: detailViewModel()) }
        }
        func detailViewModel() -> Detail.ViewModel { .init(network: selection!) }
      }
      """),
    // Random picks drawn on every render: the seed '@State' keeps on purpose (review40 P5).
    Example("""
      struct Piece: View {
        @State var color: Color
        @State var spin: Double
        var body: some View { Rectangle().fill(color).rotationEffect(.degrees(spin)) }
      }
      struct Burst: View {
        @State private var offset = 0.0
        var body: some View {
          ForEach(0..<20, id: \\.self) { _ in
            Piece(color: pickColor(), spin: Double.random(in: -90...90))
          }
          .offset(y: offset)
        }
        func pickColor() -> Color { [Color.red, .blue].randomElement()! }
      }
      """),
    // A factory's object handed straight in: as new as `Model()`, and '@StateObject' is
    // what keeps the first one across the parent's renders.
    Example("""
      final class UpgradeModel: ObservableObject { @Published var plan = "" }
      struct Upgrade: View {
        @StateObject var model: UpgradeModel
        var body: some View { Text(model.plan) }
      }
      struct Account: View {
        let store: Store
        @State private var showsUpgrade = false
        var body: some View {
          Button("Upgrade") { showsUpgrade = true }
            .sheet(isPresented: $showsUpgrade) { Upgrade(model: store.makeUpgradeModel()) }
        }
      }
      """),
    // A static factory of the object's type: a new object the child owns.
    Example("""
      final class DepositModel: ObservableObject {
        @Published var amount = ""
        init(pool: String) {}
        static func pool(_ name: String) -> DepositModel { DepositModel(pool: name) }
      }
      struct DepositScreen: View {
        @StateObject var model: DepositModel
        var body: some View { TextField("Amount", text: $model.amount) }
      }
      struct Pools: View {
        let pool: String
        var body: some View { DepositScreen(model: .pool(pool)) }
      }
      """),
    // A method named after the type it returns is its factory: a new row model per call,
    // which '@StateObject' keeps once (advice to observe it would rebuild it every render).
    Example("""
      final class AttachmentRowViewModel: ObservableObject {
        @Published var name: String
        init(name: String) { self.name = name }
      }
      final class AttachmentsModel: ObservableObject {
        @Published var names = ["a", "b"]
        func rowViewModel(_ name: String) -> AttachmentRowViewModel { .init(name: name) }
      }
      struct AttachmentRow: View {
        @StateObject var model: AttachmentRowViewModel
        var body: some View { Text(model.name) }
      }
      struct Attachments: View {
        @StateObject var model = AttachmentsModel()
        var body: some View {
          List { ForEach(model.names, id: \\.self) { AttachmentRow(model: model.rowViewModel($0)) } }
        }
      }
      """),
    // A construction that may throw is still a construction: the child is its only owner.
    Example("""
      final class Library: ObservableObject { @Published var count = 0; init() throws {} }
      struct Shelf: View {
        @StateObject var library: Library
        var body: some View { Text("\\(library.count)") }
      }
      struct Reader: App {
        var body: some Scene { WindowGroup { Shelf(library: try! Library()) } }
      }
      """),
    // Private: no caller can pass it.
    Example("""
      struct Editor: View {
        @State private var title = ""
        var body: some View { Text(title) }
      }
      struct Parent: View {
        var body: some View { Editor() }
      }
      """),
    // An `init` in the body: no memberwise initializer.
    Example("""
      struct Editor: View {
        @State var title: String
        init(start: String) { _title = State(initialValue: start) }
        var body: some View { Text(title) }
      }
      struct Parent: View {
        var body: some View { Editor(start: "a") }
      }
      """),
    // Nobody passes it.
    Example("""
      struct Editor: View {
        @State var title = ""
        var body: some View { Text(title) }
      }
      struct Parent: View {
        var body: some View { Editor() }
      }
      """),
    // A preview passes literals once.
    Example("""
      struct Editor: View {
        @State var title = ""
        var body: some View { Text(title) }
      }
      #Preview {
        Editor(title: "Preview")
      }
      """),
    Example("""
      struct Editor: View {
        @State var title = ""
        var body: some View { Text(title) }
      }
      struct Editor_Previews: PreviewProvider {
        static var previews: some View { Editor(title: "Preview") }
      }
      """),
    // The parent owns it and passes a binding.
    Example("""
      struct Editor: View {
        @Binding var title: String
        var body: some View { TextField("", text: $title) }
      }
      struct Parent: View {
        @State private var title = ""
        var body: some View { Editor(title: $title) }
      }
      """),
    // A plain property takes every value.
    Example("""
      struct Editor: View {
        let title: String
        var body: some View { Text(title) }
      }
      struct Parent: View {
        var body: some View { Editor(title: "a") }
      }
      """),
    // Not a view.
    Example("""
      struct Settings {
        @State var volume = 0.5
      }
      func make() -> Settings { Settings(volume: 1) }
      """),
    // Another type of the same property name.
    Example("""
      struct Editor: View {
        @State var title = ""
        var body: some View { Text(title) }
      }
      struct Parent: View {
        var body: some View { Header(title: "a") }
      }
      """),
    // Static storage is never part of the memberwise initializer.
    Example("""
      struct Editor: View {
        @State static var shared = 0
        var body: some View { Text("x") }
      }
      struct Parent: View {
        var body: some View { Editor() }
      }
      """),
    // Literals and new objects: every render passes the same, or an object the child owns.
    Example("""
      final class Feed: ObservableObject { init(room: String) {} }
      struct Chat: View {
        @StateObject var feed: Feed
        @State var limit: Int
        var body: some View { Text("\\(limit)") }
      }
      struct Room: View {
        let room: String
        var body: some View { Chat(feed: Feed(room: room), limit: 20) }
      }
      """),
    // A hosting controller's root is built once per presentation.
    Example("""
      struct Picker1: View {
        @State var date: Date
        var body: some View { Text(date, style: .date) }
      }
      func show(_ vc: UIViewController, date: Date) {
        vc.present(UIHostingController(rootView: Picker1(date: date)), animated: true)
      }
      """),
    // The view changes the value itself: the parent only seeds a draft (strict reports it).
    Example("""
      struct Editor: View {
        @State var title = ""
        var body: some View { TextField("Title", text: $title) }
      }
      struct Parent: View {
        let item: Item
        var body: some View { Editor(title: item.title) }
      }
      """),
    // A coordinator's method builds the view once, through a local, for a hosting controller.
    Example("""
      final class InviteModel: ObservableObject { init(id: Int) {} }
      struct InviteView: View {
        @StateObject var model: InviteModel
        var body: some View { Text("Invite") }
      }
      final class Coordinator {
        func showInvite(_ id: Int, from vc: UIViewController) {
          let view = InviteView(model: InviteModel(id: id))
          vc.present(UIHostingController(rootView: view), animated: true)
        }
      }
      """),
    // Not render code: a free function and a non-view type build it once.
    Example("""
      struct Meter: View {
        @State var level: Int
        var body: some View { Text("\\(level)") }
      }
      func makeMeter(level: Int) -> Meter { Meter(level: level) }
      enum Screens {
        static func meter(_ level: Int) -> Meter { Meter(level: level) }
      }
      """),
    // A hosting controller sets its own root once, in its initializer.
    Example("""
      final class PrefsModel: ObservableObject {}
      struct PrefsRoot: View {
        @StateObject var model: PrefsModel
        var body: some View { Text("Prefs") }
      }
      final class PrefsController: UIHostingController<AnyView> {
        init(model: PrefsModel) {
          super.init(rootView: AnyView(EmptyView()))
          self.rootView = AnyView(PrefsRoot(model: model))
        }
      }
      """),
    // An object built just upstream, in the body or in the parent's own init, is the child's.
    Example("""
      final class FormModel: ObservableObject { init(source: String) {} }
      struct FeedbackForm: View {
        @StateObject var model: FormModel
        var body: some View { Text("Feedback") }
      }
      struct SettingsRow: View {
        let source: String
        var body: some View {
          let model = FormModel(source: source)
          NavigationLink("Feedback") { FeedbackForm(model: model) }
        }
      }
      """),
    Example("""
      final class FormModel: ObservableObject { init(source: String) {} }
      struct FeedbackForm: View {
        @StateObject var model: FormModel
        var body: some View { Text("Feedback") }
      }
      struct VPNRoot: View {
        let form: FormModel
        init() { form = FormModel(source: "vpn") }
        var body: some View { FeedbackForm(model: form) }
      }
      """),
    // A class has no memberwise initializer.
    Example("""
      final class Holder {
        @State var value = 0
        init(value: Int) {}
      }
      func make() -> Holder { Holder(value: 1) }
      """),
  ]
}
