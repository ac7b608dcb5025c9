import SwiftUI

// Nothing in this file may be reported.

// Stored identities are created once with the value.
struct Note: Identifiable {
    let id = UUID()
    var createdAt = Date()
    var modifiedAt: Date { Date() }
}

// A computed `id` that returns stored data.
struct Message: Identifiable {
    let uuid: UUID
    var id: UUID { uuid }
}

// A fresh computed `id` outside `Identifiable`, never used as a key.
struct Token {
    var id: UUID { UUID() }
}

struct Timeline: View {
    @State private var reloadToken = UUID()
    let notes: [Note]

    var body: some View {
        List(notes) { note in
            Text(note.createdAt, style: .time)
                .id(note.id)
        }
        .id(reloadToken)
        .refreshable { reloadToken = UUID() }
        .onAppear { analytics.id(UUID()) }
        .task { reloadToken = UUID() }
        ForEach(notes, id: \.id) { Text("\($0.createdAt)") }
    }

    func makeNote() -> Note {
        var note = Note()
        note.createdAt = Date()
        return note
    }
}

let analytics = Analytics()
final class Analytics { func id(_ value: UUID) {} }
