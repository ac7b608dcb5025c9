/// A new object built where the view is: `List(model: ListModel())` in the `body` of a view
/// that re-renders hands the `@ObservedObject` a new object each time (review77's miss).
extension InlineObservedObjectRuleExamples {
  static let callSiteTriggering: [Example] = [
    // A tab's list model built in the tab view's body: every tab switch makes a new one.
    Example("""
      final class BooksModel: ObservableObject {
        @Published var sort = 0
        func reload() {}
      }
      struct Books: View {
        ↓@ObservedObject var model: BooksModel
        var body: some View { Picker("Sort", selection: $model.sort) { Text("Title").tag(0) } }
      }
      struct Tabs: View {
        @State private var tab = 0
        var body: some View { TabView(selection: $tab) { Books(model: BooksModel()).tag(0) } }
      }
      """),
    // In a sheet's content: each render of the presenting view while the sheet is up
    // replaces what the user typed.
    Example("""
      final class DialerModel: ObservableObject {
        @Published var number = ""
        func call() {}
      }
      struct Dialer: View {
        ↓@ObservedObject var dialer: DialerModel
        var body: some View { TextField("Number", text: $dialer.number) }
      }
      struct CallScreen: View {
        @State private var showingDialer = false
        @State private var seconds = 0
        var body: some View {
          Text("\\(seconds)").sheet(isPresented: $showingDialer) { Dialer(dialer: .init()) }
        }
      }
      """),
    // A default no caller uses, while the one caller passes a new object on each render.
    Example("""
      final class BooksModel: ObservableObject {
        @Published var sort = 0
        func reload() {}
      }
      struct Books: View {
        ↓@ObservedObject var model = BooksModel()
        var body: some View { Picker("Sort", selection: $model.sort) { Text("Title").tag(0) } }
      }
      struct Tabs: View {
        @State private var tab = 0
        var body: some View { TabView(selection: $tab) { Books(model: BooksModel()).tag(0) } }
      }
      """),
  ]

  static let callSiteUnderStrict: [Example] = [
    // Built from the caller's values: a new item is meant to make a new model.
    Example("""
      final class RowModel: ObservableObject {
        @Published var isExpanded = false
        init(title: String) {}
        func toggle() { isExpanded.toggle() }
      }
      struct Row: View {
        ↓@ObservedObject var model: RowModel
        var body: some View { Button("More") { model.toggle() } }
      }
      struct Rows: View {
        @State private var titles = ["A", "B"]
        var body: some View { ForEach(titles, id: \\.self) { Row(model: RowModel(title: $0)) } }
      }
      """),
  ]

  static let callSiteNonTriggering: [Example] = [
    // A shell with constants alone, built once in a stateless app's scene: its body runs once.
    Example("""
      final class BooksModel: ObservableObject { func reload() {} }
      struct Books: View {
        @ObservedObject var model: BooksModel
        var body: some View { Button("Reload") { model.reload() } }
      }
      struct Shell: View {
        private let spacing: CGFloat = 8
        var body: some View { VStack(spacing: spacing) { Books(model: BooksModel()) } }
      }
      @main struct Reader: App {
        var body: some Scene { WindowGroup { Shell() } }
      }
      """),
    // The parent keeps the object: the same one on every render.
    Example("""
      final class BooksModel: ObservableObject { func reload() {} }
      struct Books: View {
        @ObservedObject var model: BooksModel
        var body: some View { Button("Reload") { model.reload() } }
      }
      struct Tabs: View {
        @StateObject private var books = BooksModel()
        @State private var tab = 0
        var body: some View { TabView(selection: $tab) { Books(model: books).tag(0) } }
      }
      """),
    // Built once: a hosting controller's root, and in a button's action.
    Example("""
      import UIKit
      final class BooksModel: ObservableObject { func reload() {} }
      struct Books: View {
        @ObservedObject var model: BooksModel
        var body: some View { Button("Reload") { model.reload() } }
      }
      func makeBooks() -> UIViewController { UIHostingController(rootView: Books(model: BooksModel())) }
      struct Shelf: View {
        @State private var path: [Books] = []
        var body: some View { Button("Open") { path.append(Books(model: BooksModel())) } }
      }
      """),
  ]
}
