enum ReferenceTypeBindingRuleExamples {
  static let triggering: [Example] = [
    // A step of a flow the app shows (a preview of it too does not make it dead code).
    Example("""
      final class Address: ObservableObject { @Published var street = "" }
      final class CheckoutModel: ObservableObject { @Published var address = Address() }
      struct AddressStep: View {
        ↓@Binding var address: Address
        var body: some View { TextField("Street", text: $address.street) }
      }
      struct Checkout: View {
        let onPaid: () -> Void
        @StateObject private var model = CheckoutModel()
        var body: some View { AddressStep(address: $model.address) }
      }
      #Preview { Checkout(onPaid: {}) }
      @main struct Shop: App {
        var body: some Scene { WindowGroup { Checkout(onPaid: {}) } }
      }
      """),
    Example("""
      final class Person { var name = "" }
      struct PersonEditor: View {
        ↓@Binding var person: Person
        var body: some View {
          TextField("Name", text: $person.name)
        }
      }
      """),
    Example("""
      final class Person { var name = "" }
      struct People: View {
        func editor(for person: ↓Binding<Person>) -> some View {
          TextField("Name", text: person.name)
        }
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      final class Store: ObservableObject {
        @Published var title = ""
      }
      struct Header: View {
        ↓@Binding var store: Store
        var body: some View { Text(store.title) }
      }
      """),
    Example("""
      class Preferences { var isOn = false }
      struct PreferenceRow: View {
        let preferences: ↓SwiftUI.Binding<Preferences>
        var body: some View {
          Toggle("Enabled", isOn: preferences.isOn)
        }
      }
      """),
    Example("""
      final class Draft { var text = "" }
      struct DraftBar: View {
        ↓@Binding var draft: Draft?
        var body: some View {
          Text(draft?.text ?? "")
          Button("Clear") { draft?.text = "" }
        }
      }
      """),
    Example("""
      enum Library {
        final class Book { var isRead = false }
      }
      extension Library {
        struct BookRow: View {
          ↓@Binding var book: Book
          var body: some View {
            Button(book.isRead ? "Read" : "Unread") { book.isRead.toggle() }
          }
        }
      }
      """),
    Example("""
      final class Document: ObservableObject { @Published var wrapLines = false }
      struct EditorAccessories: View {
        ↓@Binding var doc: Document?
        var body: some View {
          if let doc { optionsMenu(codeFile: doc) }
        }
        func optionsMenu(codeFile: Document) -> some View {
          Menu("Options") {
            Toggle("Wrap Lines", isOn: Binding(get: { codeFile.wrapLines }, set: { codeFile.wrapLines = $0 }))
          }
        }
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    // A flow of screens whose root only its '#Preview' builds: dead code the canvas shows
    // (review51 P1).
    Example("""
      final class Draft: ObservableObject { @Published var name = "" }
      final class SignupModel: ObservableObject { @Published var draft = Draft() }
      struct NameStep: View {
        @Binding var draft: Draft
        var body: some View { TextField("Name", text: $draft.name) }
      }
      struct SignupFlow: View {
        let onDone: () -> Void
        @StateObject private var model = SignupModel()
        var body: some View { NameStep(draft: $model.draft) }
      }
      #Preview { SignupFlow(onDone: {}) }
      """),
    Example("""
      final class Document: ObservableObject {
        let title: String
        @Published var isDirty = false
        init(title: String) { self.title = title }
      }
      struct DocumentPicker: View {
        @Binding var selection: Document?
        var body: some View {
          if let chosen = selection { Text(chosen.title) }
          Button("Close") { selection = nil }
        }
      }
      """),
    Example("""
      struct Person { var name = "" }
      struct PersonEditor: View {
        @Binding var person: Person
        var body: some View { TextField("Name", text: $person.name) }
      }
      """),
    Example("""
      @Observable final class Person { var name = "" }
      struct PersonEditor: View {
        @Binding var person: Person
        var body: some View { TextField("Name", text: $person.name) }
      }
      """),
    Example("""
      final class Folder: Identifiable { let id = UUID(); var name = "" }
      struct FolderPicker: View {
        let folders: [Folder]
        @Binding var selection: Folder?
        var body: some View {
          List(folders) { folder in
            Text(folder.name).onTapGesture { selection = folder }
          }
        }
      }
      """),
    Example("""
      struct WindowReader: NSViewRepresentable {
        @Binding var window: NSWindow?
        func makeNSView(context: Context) -> NSView {
          let view = NSView()
          DispatchQueue.main.async { window = view.window }
          return view
        }
        func updateNSView(_ view: NSView, context: Context) {}
      }
      """),
    Example("""
      final class Model { var name = "" }
      struct Field<Model>: View {
        @Binding var model: Model
        func row<Item>(_ item: Binding<Item>) -> some View { Text("\\(String(describing: item.wrappedValue))") }
        var body: some View { EmptyView() }
      }
      """),
    Example("""
      final class Person { var name = "" }
      extension Binding where Value == Person {
        var name: String { wrappedValue.name }
      }
      """),
    Example("""
      final class Document: ObservableObject { @Published var text = "" }
      struct DocumentTab: View {
        @Binding var document: Document?
        var body: some View {
          if let document { Editor(document: document) }
          Button("Close") { document = nil }
        }
      }
      """),
    Example("""
      protocol Editable {
        associatedtype Model
        var model: Binding<Model> { get }
      }
      final class Model { var name = "" }
      extension Editable {
        func field(_ model: Binding<Model>) -> some View { Text("\\(String(describing: model.wrappedValue))") }
      }
      """),
    Example("""
      enum Tab { case home, settings }
      struct TabBar: View {
        @Binding var tab: Tab
        var body: some View { Button("Home") { tab = .home } }
      }
      """),
    Example("""
      enum Archive {
        final class Item { var name = "" }
      }
      struct Item { var name = "" }
      struct ItemRow: View {
        @Binding var item: Item
        var body: some View { TextField("Name", text: $item.name) }
      }
      """),
    Example("""
      struct PersonValue { var name = "" }
      typealias Person = PersonValue
      struct PersonEditor: View {
        let person: Binding<Person>
        var body: some View { TextField("Name", text: person.name) }
      }
      """),
    Example("""
      final class Person { var name = "" }
      struct People: View {
        let people: [Person]
        @Binding var person: Person
        var body: some View {
          ForEach(people.indices, id: \\.self) { index in
            PersonRow(person: people[index])
          }
          .onAppear { person = people[0] }
        }
      }
      """),
    Example("""
      final class Attachment { var url: URL? }
      struct AttachmentButton: View {
        @Binding var attachment: Attachment?
        var body: some View {
          Button("Attach") { attachment = Attachment() }
            .animation(.default, value: $attachment.wrappedValue == nil)
        }
      }
      """),
  ]
}
