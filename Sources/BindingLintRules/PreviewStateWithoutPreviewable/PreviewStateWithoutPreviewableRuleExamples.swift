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
        Text("\\(stored)")
      }
      """),
  ]

  static let nonTriggering: [Example] = [
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
