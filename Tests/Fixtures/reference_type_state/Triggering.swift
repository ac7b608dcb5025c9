import SwiftUI

struct TallyView: View {
    // A plain class edited in an action and shown in body.
    @State private var counter = TallyCounter() // expect: reference_type_state {{'@State' property 'counter' holds class 'TallyCounter'; mutations inside it never update the view}}

    var body: some View {
        VStack {
            Text("\(counter.label): \(counter.total)")
            Button("Tap") { counter.total += 1 }
        }
    }
}

struct DownloadRow: View {
    // ObservableObject through an extension in Conformances.swift.
    @State private var queue: DownloadQueue = DownloadQueue() // expect: reference_type_state {{holds ObservableObject 'DownloadQueue'; use '@StateObject'}}

    var body: some View {
        ProgressView(value: queue.progress)
    }
}

struct LabelEditor: View {
    // A binding projected into a member of the class.
    @State // expect: reference_type_state {{'counter'}}
    private var counter: TallyCounter

    init(counter: TallyCounter) {
        _counter = State(initialValue: counter) // expect: state_init_from_parameter
    }

    var body: some View {
        TextField("Label", text: $counter.label)
    }
}

extension Sidebar {
    struct Header: View {
        // `Section` means Sidebar.Section (a class) here, not the top-level struct.
        @State private var section: Section? = Section() // expect: reference_type_state {{class 'Section'}}

        var body: some View {
            Image(systemName: section?.isExpanded == true ? "chevron.down" : "chevron.right")
                .onTapGesture { section?.isExpanded.toggle() }
        }
    }
}

struct TranscriptView: View {
    @State private var transcript = NSMutableAttributedString() // expect: reference_type_state {{class 'NSMutableAttributedString'}}

    var body: some View {
        Text(AttributedString(transcript))
            .onReceive(NotificationCenter.default.publisher(for: .transcriptLine)) { note in
                transcript.append(NSAttributedString(string: "\(note.object ?? "")"))
            }
    }
}

struct PausableRow: View {
    @State private var queue = DownloadQueue.init() // expect: reference_type_state {{ObservableObject 'DownloadQueue'}}

    var body: some View {
        // A non-published member, but the view writes it and shows it.
        Button(queue.isPaused ? "Resume" : "Pause") { queue.isPaused.toggle() }
    }
}

extension Notification.Name {
    static let transcriptLine = Notification.Name("transcriptLine")
}
