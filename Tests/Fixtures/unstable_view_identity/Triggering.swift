import SwiftUI

// Each flagged construct carries an `expect` comment on the line its diagnostic starts.

struct ExploreView: View {
    let isLoading: Bool

    var body: some View {
        List {
            if isLoading {
                HStack {
                    Spacer()
                    ProgressView()
                    Spacer()
                }
                #if !os(visionOS)
                .listRowBackground(Color.gray)
                #endif
                .listRowSeparator(.hidden)
                .id(UUID()) // expect: unstable_view_identity {{'.id(UUID())' gives the view a new identity on every render}}
            }
        }
    }

    private var footer: some View {
        Text("Updated").id(Date.now) // expect: unstable_view_identity {{'.id(Date.now)'}}
    }
}

// The `Identifiable` conformance is added in Extensions.swift.
struct Attachment {
    let url: URL
    var id: String { UUID().uuidString } // expect: unstable_view_identity {{computed 'id' of 'Attachment' returns a new 'UUID' on every read}}
}

struct Reaction: Identifiable, Hashable {
    let emoji: String
    var id: UUID { // expect: unstable_view_identity
        .init()
    }
}

struct Mention {
    let name: String
    var key: UUID { UUID() }
}

struct MentionList: View {
    let mentions: [Mention]
    var body: some View {
        ForEach(mentions, id: \.key) { mention in // expect: unstable_view_identity {{'id: \.key' names a computed property of 'Mention'}}
            Text(mention.name)
        }
    }
}

// An enum presented with `.sheet(item:)`: a new `id` on every read is a new sheet item.
public enum PresentedSheet: Identifiable, Equatable {
    case install, export

    public var id: UUID // expect: unstable_view_identity {{computed 'id' of 'PresentedSheet'}}
    {
        return .init()
    }
}
