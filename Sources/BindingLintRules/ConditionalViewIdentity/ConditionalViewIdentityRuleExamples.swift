enum ConditionalViewIdentityRuleExamples {
  static let triggering: [Example] = [
    Example("""
      struct Paw: View {
        let isBad: Bool
        var body: some View {
          ↓if isBad {
            PawView(tint: .red)
          } else {
            PawView(tint: .green)
          }
        }
      }
      """),
    Example("""
      struct Row: View {
        @State private var isSelected = false
        var body: some View {
          VStack {
            ↓if isSelected {
              Card(title: "A").border(.blue)
            } else {
              Card(title: "A")
            }
          }
        }
      }
      """),
    Example("""
      struct Status: View {
        let online: Bool
        @ViewBuilder var badge: some View {
          ↓if online { StatusDot(color: .green) } else { StatusDot(color: .gray).opacity(0.5) }
        }
        var body: some View { badge }
      }
      """),
    Example("""
      struct Editor: View {
        @Binding var compact: Bool
        var body: some View {
          ↓if compact && !isEmpty {
            TextEditor(text: $text).font(.caption)
          } else {
            TextEditor(text: $text).font(.body)
          }
        }
      }
      """),
    Example("""
      extension View {
        @ViewBuilder ↓func `if`<T: View>(_ condition: Bool, transform: (Self) -> T) -> some View {
          if condition { transform(self) } else { self }
        }
      }
      """),
    Example("""
      extension SwiftUI.View {
        ↓func applyIf<Content: View>(_ value: Bool, _ modify: (Self) -> Content) -> some View {
          Group {
            if value {
              modify(self)
            } else {
              self
            }
          }
        }
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    Example("""
      struct Paw: View {
        let isBad: Bool
        var body: some View { PawView(tint: isBad ? .red : .green) }
      }
      """),
    Example("""
      struct Loader: View {
        let isLoading: Bool
        var body: some View {
          if isLoading { ProgressView() } else { ContentList() }
        }
      }
      """),
    Example("""
      struct Profile: View {
        let user: User?
        var body: some View {
          if let user { Avatar(user: user) } else { Avatar(user: .guest) }
        }
      }
      """),
    Example("""
      struct Compat: View {
        var body: some View {
          if #available(iOS 17, *) { Text("New").fontDesign(.rounded) } else { Text("New") }
        }
      }
      """),
    Example("""
      struct Platform: View {
        var body: some View {
          #if os(macOS)
          Text("Mac").padding()
          #else
          Text("Mac")
          #endif
        }
      }
      """),
    Example("""
      struct Stacks: View {
        let wide: Bool
        var body: some View {
          if wide { HStack { Icon(); Title() } } else { HStack { Title() } }
        }
      }
      """),
    Example("""
      struct Toggle: View {
        @State private var on = false
        var body: some View {
          Button("Flip") {
            if on { log(Text("on")) } else { log(Text("off")) }
          }
        }
      }
      """),
    Example("""
      struct Steps: View {
        let step: Int
        var body: some View {
          if step == 0 { Intro() } else if step == 1 { Intro().bold() } else { Outro() }
        }
      }
      """),
    Example("""
      struct Model {
        func label(_ done: Bool) -> String {
          if done { String("Done") } else { String("Open") }
        }
      }
      """),
    Example("""
      struct Wrap: View {
        let fancy: Bool
        var body: some View {
          if fancy { AnyView(Fancy()) } else { AnyView(Plain()) }
        }
      }
      """),
    Example("""
      struct Title: View {
        let done: Bool
        var body: some View {
          if done { Text("Finished").bold() } else { Text("Running") }
        }
      }
      """),
    Example("""
      extension View {
        func hidden(_ hide: Bool) -> some View { opacity(hide ? 0 : 1) }
      }
      """),
    Example("""
      struct Row: View {
        let item: Item
        var body: some View {
          if item.isFolder {
            Label(item.name, systemImage: "folder")
            Spacer()
          } else {
            Label(item.name, systemImage: "doc")
          }
        }
      }
      """),
  ]
}
