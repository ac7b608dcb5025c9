import Foundation

// A model with no SwiftUI trigger word in it: the engine finds its `draft = nil` by the
// name scan and parses it only for the decision.
final class Inbox: ObservableObject {
    @Published var draft: String?
    @Published var signature: String?

    func send() {
        draft = nil
    }

    func loadSignature(from text: String) {
        signature = text
    }
}
