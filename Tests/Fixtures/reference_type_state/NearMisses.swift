import SwiftUI
import SwiftData

struct ReaderView: View {
    // @Observable, and a subclass of one: Observation tracks them.
    @State private var settings = ReaderSettings()
    @State private var comic = ComicSettings()

    var body: some View {
        Slider(value: $settings.fontSize)
        Text("\(comic.fontSize)").onTapGesture { comic.fontSize += 1 }
    }
}

struct FilterBar: View {
    // A struct: value semantics, every edit is an assignment.
    @State private var options = FilterOptions()

    var body: some View {
        Toggle("Archived", isOn: $options.showsArchived)
    }
}

struct QueueOwner: View {
    // The right wrapper for an ObservableObject.
    @StateObject private var queue = DownloadQueue()

    var body: some View {
        ProgressView(value: queue.progress)
    }
}

struct QueueBadge: View {
    // Only a constant of the object is shown, nothing is edited: the view constructs an
    // ObservableObject it never replaces, which only `strict` reports (SPEC §5 (a)).
    @State private var queue = DownloadQueue()

    var body: some View {
        Text(queue.identifier.uuidString)
    }
}

struct FocusTracker: View {
    // A box deliberately mutated without re-rendering: only actions touch it.
    @State private var box = FocusBox()

    var body: some View {
        TextField("Name", text: .constant(""))
            .onAppear { box.lastFocusDate = Date() }
            .onDisappear { box.field = nil }
    }
}

struct CountdownView: View {
    // A handle kept for later: replaced and invalidated, never edited for display.
    @State private var timer: Timer?
    @State private var remaining = 10

    var body: some View {
        Text("\(remaining)")
            .task { timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in remaining -= 1 } }
            .onDisappear { timer?.invalidate() }
    }
}

struct CounterPicker: View {
    let counters: [TallyCounter]
    // A selection: the reference is replaced, and a replacement is an update.
    @State private var selected: TallyCounter?

    var body: some View {
        ForEach(counters.indices, id: \.self) { index in
            Button(counters[index].label) { selected = counters[index] }
        }
        .sheet(isPresented: .constant(selected != nil)) { Text("Selected") }
    }
}

struct ThumbnailView: View {
    // Actors are reached with await and never edited synchronously by a view.
    @State private var cache = ThumbnailCache()

    var body: some View { EmptyView() }
}

struct GenericHolder<TallyCounter>: View {
    // A generic parameter that happens to share a class's name.
    @State private var value: TallyCounter?

    var body: some View { Text(String(describing: value)) }
}

struct SectionRow: View {
    // Top-level `Section` is a struct; Sidebar.Section is not visible here.
    @State private var section = Section()

    var body: some View {
        Button(section.isExpanded ? "Less" : "More") { section.isExpanded.toggle() }
    }
}

struct ShadowedCounter: View {
    let counters: [TallyCounter]
    @State private var counter = TallyCounter()

    var body: some View {
        // The closure parameter hides the property.
        ForEach(counters, id: \.label) { counter in
            Text("\(counter.total)")
        }
        Button("Reset") { counter.total = 0 }
    }
}

@Model
final class Bookmark {
    var title: String
    init(title: String) { self.title = title }
}

struct BookmarkEditor: View {
    // SwiftData models are observable.
    @State private var bookmark = Bookmark(title: "")

    var body: some View {
        TextField("Title", text: $bookmark.title)
    }
}

struct NonViewHolder {
    // Edited, but nothing shows what is edited.
    @State var counter = TallyCounter() // expect: state_outside_view {{'NonViewHolder'}}

    func bump() { counter.total += 1 }
}
