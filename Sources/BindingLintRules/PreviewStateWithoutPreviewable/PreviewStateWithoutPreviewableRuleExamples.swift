enum PreviewStateWithoutPreviewableRuleExamples {
  static let triggering: [Example] = [
    Example("""
      #Preview {
        ↓@State var message = ""
        return InputField(message: $message)
      }
      """),
    Example("""
      #Preview("Dark") {
        ↓@State var isOn = true
        Toggle("On", isOn: $isOn)
      }
      """),
    Example("""
      #Preview {
        ↓@SwiftUI.State var count = 0
        Stepper("\\(count)", value: $count)
      }
      """),
    Example("""
      #Preview {
        ↓@StateObject var model = Model()
        ContentView(model: model)
      }
      """),
    Example("""
      #Preview {
        ↓@FocusState var focused: Bool
        Form(focused: $focused)
      }
      """),
    Example("""
      #Preview(traits: .sizeThatFitsLayout) {
        ↓@AppStorage("k") var stored = 1
        Button("\\(stored)") { stored += 1 }
      }
      """),
    // The wrapper itself handed to a view: its focus changes go nowhere.
    Example("""
      struct Field: View {
        @FocusState var focused: Bool
        var body: some View { TextField("Name", text: .constant("")).focused($focused) }
      }
      #Preview {
        ↓@FocusState var focused: Bool
        Field(focused: _focused)
      }
      """),
    // The view of this file reads the focus it is handed: the preview never shows it focused.
    Example("""
      enum PanelFocus { case find, replace }
      struct SearchField: View {
        @FocusState.Binding var focus: PanelFocus?
        var body: some View {
          TextField("Find", text: .constant("")).focused($focus, equals: .find)
            .border(focus == .find ? Color.accentColor : .clear)
        }
      }
      #Preview {
        ↓@FocusState var focus: PanelFocus?
        SearchField(focus: $focus)
      }
      """),
    // The view of this file writes what it is handed: typing in the preview does nothing.
    Example("""
      struct NameField: View {
        @Binding var name: String
        var body: some View { TextField("Name", text: $name) }
      }
      #Preview {
        ↓@State var name = ""
        return NameField(name: $name)
      }
      """),
    // An object the view replaces as a whole: the new one never reaches the preview.
    Example("""
      @Observable final class DraftController {
        var text = ""
      }
      struct DraftEditor: View {
        @Binding var controller: DraftController
        var body: some View {
          Button("Discard") { controller = DraftController() }
        }
      }
      #Preview {
        ↓@State var controller = DraftController()
        return DraftEditor(controller: $controller)
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    // A focus binding held as a plain `let` and only applied (review71 A7).
    Example("""
      struct EntryText: View {
        @Binding var text: String
        let isFocused: FocusState<Bool>.Binding
        var body: some View { TextEditor(text: $text).focused(isFocused) }
      }
      #Preview {
        @Previewable @State var text = "Today"
        @FocusState var isFocused: Bool
        EntryText(text: $text, isFocused: $isFocused)
      }
      """),
    // Focus handed to a view of this file that only applies it: focus moves without the
    // storage, and nothing reads the value that is lost.
    Example("""
      enum PanelFocus { case find, replace }
      struct SearchField: View {
        @FocusState.Binding var focus: PanelFocus?
        var body: some View { TextField("Find", text: .constant("")).focused($focus, equals: .find) }
      }
      #Preview {
        @FocusState var focus: PanelFocus?
        SearchField(focus: $focus)
      }
      """),
    // Nothing changes the value: installed or not, the preview shows the same.
    Example("""
      #Preview(traits: .sizeThatFitsLayout) {
        @AppStorage("k") var stored = 1
        Text("\\(stored)")
      }
      """),
    // An object nothing replaces: the editor writes its members, which reach the views
    // through the object whether the storage is installed or not (review54 P2).
    Example("""
      @Observable final class DraftController {
        var text = ""
        var isSuggesting = false
      }
      struct DraftEditor: View {
        @Binding private var controller: DraftController
        init(controller: Binding<DraftController>) { self._controller = controller }
        var body: some View {
          TextField("Draft", text: $controller.text)
            .onSubmit { controller.isSuggesting = false }
        }
      }
      #Preview {
        @State var controller = DraftController()
        return DraftEditor(controller: $controller)
      }
      """),
    // Handed as a binding to a view of this file that only reads it.
    Example("""
      struct KeyLabel: View {
        @Binding var key: String
        var body: some View { Text(key).textSelection(.enabled) }
      }
      #Preview {
        @State var key = "npub1example"
        return KeyLabel(key: $key)
      }
      """),
    Example("""
      #Preview {
        @Previewable @State var message = ""
        InputField(message: $message)
      }
      """),
    Example("""
      #Preview {
        let message = "Hi"
        Text(message)
      }
      """),
    Example("""
      #Preview {
        InputField(message: .constant("Hi"))
      }
      """),
    Example("""
      struct InputField_Previews: PreviewProvider {
        @State static var message = ""
        static var previews: some View { InputField(message: $message) }
      }
      """),
    Example("""
      #Preview {
        struct Host: View {
          @State private var message = ""
          var body: some View { InputField(message: $message) }
        }
        return Host()
      }
      """),
    Example("""
      struct Screen: View {
        @State private var message = ""
        var body: some View { InputField(message: $message) }
      }
      """),
    Example("""
      func make() -> some View {
        @State var message = ""
        return InputField(message: $message)
      }
      """),
    Example("""
      #Preview {
        @Previewable @StateObject var model = Model()
        ContentView(model: model)
      }
      """),
    Example("""
      #Preview {
        // @State var message = ""
        Text("x")
      }
      """),
    Example("""
      #Preview {
        Text("@State var message = \\"\\"")
      }
      """),
    Example("""
      #Preview {
        var model = Model()
        model.name = "A"
        return ContentView(model: model)
      }
      """),
  ]
}
