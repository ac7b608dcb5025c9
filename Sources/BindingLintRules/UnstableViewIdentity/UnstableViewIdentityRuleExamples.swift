enum UnstableViewIdentityRuleExamples {
  static let triggering: [Example] = [
    Example("""
      struct Feed: View {
        var body: some View {
          List { Text("a") }
            ↓.id(UUID())
        }
      }
      """),
    Example("""
      struct Clock: View {
        var body: some View {
          Text("now")↓.id(Date())
        }
      }
      """),
    Example("""
      struct Row: View {
        var body: some View {
          VStack {
            Text("a")
              ↓.id(UUID().uuidString)
          }
        }
      }
      """),
    Example("""
      struct Item: Identifiable {
        ↓var id: UUID { UUID() }
        let name: String
      }
      """),
    Example("""
      struct Item {
        ↓var id: UUID {
          return .init()
        }
      }
      extension Item: Identifiable {}
      """),
    Example("""
      struct Tag: Hashable, Identifiable {
        ↓var id: String { get { UUID().uuidString } }
      }
      """),
    Example("""
      struct Tag { let name: String; var key: UUID { UUID() } }
      struct Tags: View {
        let tags: [Tag]
        var body: some View {
          ForEach(tags, ↓id: \\.key) { Text($0.name) }
        }
      }
      """),
  ]

  static let nonTriggering: [Example] = [
    Example("""
      struct Item: Identifiable {
        let id = UUID()
      }
      """),
    Example("""
      struct Item: Identifiable {
        var id = UUID()
        var name: String
      }
      """),
    Example("""
      struct Item: Identifiable {
        let uuid: UUID
        var id: UUID { uuid }
      }
      """),
    Example("""
      struct Feed: View {
        @State private var reload = UUID()
        var body: some View {
          List { Text("a") }
            .id(reload)
            .refreshable { reload = UUID() }
        }
      }
      """),
    Example("""
      struct Feed: View {
        var body: some View {
          Button("Reload") { token = UUID() }
            .id(item.id)
        }
      }
      """),
    Example("""
      struct Feed: View {
        var body: some View {
          Text("a").onAppear { logger.id(UUID()) }
        }
      }
      """),
    Example("""
      struct Event {
        var id: UUID { UUID() }
      }
      """),
    Example("""
      struct Stamp: Identifiable {
        var id: Date { date }
        var created: Date { Date() }
        let date: Date
      }
      """),
    Example("""
      struct Tags: View {
        let tags: [String]
        var body: some View {
          ForEach(tags, id: \\.self) { Text($0) }
        }
      }
      """),
    Example("""
      struct Tag { let name: String; var label: String { name.uppercased() } }
      struct Tags: View {
        let tags: [Tag]
        var body: some View {
          ForEach(tags, id: \\.label) { Text($0.name) }
        }
      }
      """),
    Example("""
      struct Draft { var key: UUID { UUID() } }
      struct Saved { let key: String }
      struct SavedList: View {
        let saved: [Saved]
        var body: some View {
          ForEach(saved, id: \\.key) { Text($0.key) }
        }
      }
      """),
    Example("""
      final class RequestBuilder {
        func make() -> Request {
          Request(path: "/feed").id(UUID())
        }
      }
      """),
    Example("""
      func makeRecord() -> Record {
        Record(id: UUID(), date: Date())
      }
      """),
    Example("""
      struct Feed: View {
        var body: some View {
          Text(Date(), style: .time)
            .id("clock")
        }
      }
      """),
  ]
}
