/// Rationale and examples for `environment_object_in_nested_sheet`.
enum EnvironmentObjectInNestedSheetRuleExamples {
  static let rationale = """
    Flags an environment read (`@EnvironmentObject var x: T`, a non-optional, used \
    `@Environment(T.self) var x`) whose only provider on a path is outside presentations \
    that are known to lose the environment: a modal (`.sheet`, `.fullScreenCover`) \
    presented from inside another modal's content, with the provider outside both; or a \
    modal whose content holds a `NavigationSplitView`, with the provider outside the modal.

    On iPhone and iPad a sheet inherits the environment where its modifier is attached \
    (since the iOS 14 and macOS 11 SDKs), so these apps work there — and crash ("No \
    ObservableObject of type T found") when the same code runs as an iPad app on a Mac \
    ("Designed for iPad") or on macOS. Both cases are filed with Apple and were worked \
    around in open-source apps by providing the object again inside the outer sheet. It \
    is a warning, not an error: an app that never runs on a Mac is not affected.

    Off by default (`pedantic`; `--enable environment_object_in_nested_sheet`): on two \
    blind reviews of twenty unseen apps, 3 of 12 findings were worth a change. The \
    others were native macOS apps (the reports concern iPad apps run on a Mac), paths \
    through sheets in contradictory `#if os(…)` branches, or an inner sheet whose trigger \
    an argument on the path switches off — facts this rule cannot yet see. Turn it on for \
    an iPad app that ships "Designed for iPad" on the Mac.

    Known limits: single sheets on macOS have been reported to lose the environment too, \
    but not reproducibly enough to flag; popovers, `.inspector` and navigation \
    destinations are not counted. A read with no provider at all on some path is `missing_environment_object`'s. \
    Sources: Apple Feedback FB20446902 ("Accessing the SwiftUI environment in nested \
    modals crashes in iPad apps run on macOS"; not on an iPad or in its simulator) and \
    FB19972276 (a `NavigationSplitView` presented in a sheet on macOS 15.6.1 wipes the \
    environment); the apps' fixes re-inject the object in the intermediate sheet.
    """

  static let triggering: [Example] = [
    Example("""
      @main struct PlayerApp: App {
          @StateObject private var cast = Cast()
          var body: some Scene { WindowGroup { Home() }.environmentObject(cast) }
      }
      final class Cast: ObservableObject { @Published var device = "" }
      struct Home: View {
          @State private var showsPlayer = false
          var body: some View { Button("Play") { showsPlayer = true }.sheet(isPresented: $showsPlayer) { Player() } }
      }
      struct Player: View {
          @State private var showsChapters = false
          var body: some View { Button("Chapters") { showsChapters = true }.sheet(isPresented: $showsChapters) { Chapters() } }
      }
      struct Chapters: View {
          ↓@EnvironmentObject var cast: Cast
          var body: some View { Text(cast.device) }
      }
      """),
    Example("""
      @main struct NotesApp: App {
          @State private var store = Store()
          var body: some Scene { WindowGroup { Root().environment(store) } }
      }
      @Observable final class Store { var notes: [String] = [] }
      struct Root: View {
          @State private var browsing = false
          var body: some View {
              Button("Browse") { browsing = true }
                  .sheet(isPresented: $browsing) {
                      NavigationSplitView { Sidebar() } detail: { Text("Detail") }
                  }
          }
      }
      struct Sidebar: View {
          ↓@Environment(Store.self) private var store
          var body: some View { List(store.notes, id: \\.self) { Text($0) } }
      }
      """),
    // A full-screen cover from a sheet counts the same.
    Example("""
      @main struct PlayerApp: App {
          @StateObject private var cast = Cast()
          var body: some Scene { WindowGroup { Home().environmentObject(cast) } }
      }
      final class Cast: ObservableObject { @Published var device = "" }
      struct Home: View {
          @State private var a = false
          @State private var b = false
          var body: some View {
              Button("Open") { a = true }.sheet(isPresented: $a) {
                  Button("More") { b = true }.fullScreenCover(isPresented: $b) { Devices() }
              }
          }
      }
      struct Devices: View {
          ↓@EnvironmentObject var cast: Cast
          var body: some View { Text(cast.device) }
      }
      """),
    // Two levels through views.
    Example("""
      @main struct PlayerApp: App {
          @StateObject private var cast = Cast()
          var body: some Scene { WindowGroup { Home() }.environmentObject(cast) }
      }
      final class Cast: ObservableObject { @Published var device = "" }
      struct Home: View {
          @State private var open = false
          var body: some View { Text("Home").sheet(isPresented: $open) { Middle() } }
      }
      struct Middle: View {
          @State private var open = false
          var body: some View { VStack { Text("Middle") }.sheet(isPresented: $open) { Leaf() } }
      }
      struct Leaf: View {
          ↓@EnvironmentObject var cast: Cast
          var body: some View { Text(cast.device) }
      }
      """),
    Example("""
      @main struct NotesApp: App {
          @State private var store = Store()
          var body: some Scene { WindowGroup { Root() }.environment(store) }
      }
      @Observable final class Store { var notes: [String] = [] }
      struct Root: View {
          @State private var editing = false
          var body: some View {
              Text("Root").fullScreenCover(isPresented: $editing) {
                  NavigationSplitView { Text("Folders") } content: { Text("List") } detail: { Editor() }
              }
          }
      }
      struct Editor: View {
          ↓@Environment(Store.self) private var store
          var body: some View { Text("\\(store.notes.count)") }
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    // Provided again inside the outer sheet.
    Example("""
      @main struct PlayerApp: App {
          @StateObject private var cast = Cast()
          var body: some Scene { WindowGroup { Home() }.environmentObject(cast) }
      }
      final class Cast: ObservableObject { @Published var device = "" }
      struct Home: View {
          @EnvironmentObject var cast: Cast
          @State private var showsPlayer = false
          var body: some View { Button("Play") { showsPlayer = true }.sheet(isPresented: $showsPlayer) { Player().environmentObject(cast) } }
      }
      struct Player: View {
          @State private var showsChapters = false
          var body: some View { Button("Chapters") { showsChapters = true }.sheet(isPresented: $showsChapters) { Chapters() } }
      }
      struct Chapters: View {
          @EnvironmentObject var cast: Cast
          var body: some View { Text(cast.device) }
      }
      """),
    // One sheet only.
    Example("""
      @main struct PlayerApp: App {
          @StateObject private var cast = Cast()
          var body: some Scene { WindowGroup { Home() }.environmentObject(cast) }
      }
      final class Cast: ObservableObject { @Published var device = "" }
      struct Home: View {
          @State private var open = false
          var body: some View { Button("Play") { open = true }.sheet(isPresented: $open) { Chapters() } }
      }
      struct Chapters: View {
          @EnvironmentObject var cast: Cast
          var body: some View { Text(cast.device) }
      }
      """),
    // A split view outside any sheet.
    Example("""
      @main struct NotesApp: App {
          @State private var store = Store()
          var body: some Scene { WindowGroup { NavigationSplitView { Sidebar() } detail: { Text("") } }.environment(store) }
      }
      @Observable final class Store { var notes: [String] = [] }
      struct Sidebar: View {
          @Environment(Store.self) private var store
          var body: some View { Text("\\(store.notes.count)") }
      }
      """),
    // The split view's sheet provides it inside.
    Example("""
      @main struct NotesApp: App {
          @State private var store = Store()
          var body: some Scene { WindowGroup { Root() }.environment(store) }
      }
      @Observable final class Store { var notes: [String] = [] }
      struct Root: View {
          @Environment(Store.self) private var store
          @State private var browsing = false
          var body: some View {
              Text("Root").sheet(isPresented: $browsing) {
                  NavigationSplitView { Sidebar() } detail: { Text("") }.environment(store)
              }
          }
      }
      struct Sidebar: View {
          @Environment(Store.self) private var store
          var body: some View { Text("\\(store.notes.count)") }
      }
      """),
    // The provider is inside the inner sheet.
    Example("""
      @main struct PlayerApp: App { var body: some Scene { WindowGroup { Home() } } }
      final class Cast: ObservableObject { @Published var device = "" }
      struct Home: View {
          @State private var a = false
          @State private var b = false
          var body: some View {
              Text("").sheet(isPresented: $a) { Text("").sheet(isPresented: $b) { Chapters().environmentObject(Cast()) } }
          }
      }
      struct Chapters: View {
          @EnvironmentObject var cast: Cast
          var body: some View { Text(cast.device) }
      }
      """),
    // A navigation destination inside a sheet is not a second modal.
    Example("""
      @main struct PlayerApp: App {
          @StateObject private var cast = Cast()
          var body: some Scene { WindowGroup { Home() }.environmentObject(cast) }
      }
      final class Cast: ObservableObject { @Published var device = "" }
      struct Home: View {
          @State private var open = false
          var body: some View {
              Text("").sheet(isPresented: $open) { NavigationStack { NavigationLink("Next") { Chapters() } } }
          }
      }
      struct Chapters: View {
          @EnvironmentObject var cast: Cast
          var body: some View { Text(cast.device) }
      }
      """),
    // An optional read is nil rather than a crash.
    Example("""
      @main struct NotesApp: App {
          @State private var store = Store()
          var body: some Scene { WindowGroup { Root() }.environment(store) }
      }
      @Observable final class Store { var notes: [String] = [] }
      struct Root: View {
          @State private var a = false
          @State private var b = false
          var body: some View { Text("").sheet(isPresented: $a) { Text("").sheet(isPresented: $b) { Leaf() } } }
      }
      struct Leaf: View {
          @Environment(Store.self) private var store: Store?
          var body: some View { Text("\\(store?.notes.count ?? 0)") }
      }
      """),
    // Never used.
    Example("""
      @main struct PlayerApp: App {
          @StateObject private var cast = Cast()
          var body: some Scene { WindowGroup { Home() }.environmentObject(cast) }
      }
      final class Cast: ObservableObject {}
      struct Home: View {
          @State private var a = false
          @State private var b = false
          var body: some View { Text("").sheet(isPresented: $a) { Text("").sheet(isPresented: $b) { Leaf() } } }
      }
      struct Leaf: View {
          @EnvironmentObject var cast: Cast
          var body: some View { Text("Leaf") }
      }
      """),
    // An alert's actions are not a modal of their own here.
    Example("""
      @main struct PlayerApp: App {
          @StateObject private var cast = Cast()
          var body: some Scene { WindowGroup { Home() }.environmentObject(cast) }
      }
      final class Cast: ObservableObject { @Published var device = "" }
      struct Home: View {
          @State private var open = false
          @State private var asks = false
          var body: some View { Text("").sheet(isPresented: $open) { Text("").alert("Pick", isPresented: $asks) { Picker() } } }
      }
      struct Picker: View {
          @EnvironmentObject var cast: Cast
          var body: some View { Text(cast.device) }
      }
      """),
    // No provider at all: `missing_environment_object` reports it instead.
    Example("""
      @main struct PlayerApp: App { var body: some Scene { WindowGroup { Home() } } }
      final class Cast: ObservableObject { @Published var device = "" }
      struct Home: View {
          @State private var a = false
          @State private var b = false
          var body: some View { Text("").sheet(isPresented: $a) { Text("").sheet(isPresented: $b) { Leaf() } } }
      }
      struct Leaf: View {
          @EnvironmentObject var cast: Cast
          var body: some View { Text(cast.device) }
      }
      """),
  ]
}
