import SwiftUI

// A schedule whose custom time is an associated value; the unwrapped binding outlives it.
enum Slot {
    case morning, evening
    case custom(Date)

    var customTime: Date? {
        get { if case .custom(let time) = self { return time } else { return nil } }
        set { if let newValue { self = .custom(newValue) } }
    }
}

struct SlotPicker: View {
    @State private var slot = Slot.morning
    @State private var memo: String?

    var body: some View {
        VStack {
            Button("Evening") { slot = .evening }
            Button("Forget memo") { memo = nil }
            if let time = Binding($slot.customTime) { // expect: optional_binding_unwrap {{'if let' unwraps 'Binding($slot.customTime)' once; views given the result crash when 'slot.customTime' becomes nil}}
                DatePicker("Time", selection: time)
            }
            if case let text? = Binding(self.$memo) { // expect: optional_binding_unwrap {{'if case' unwraps 'Binding(self.$memo)'}}
                TextField("Memo", text: text)
            }
        }
    }
}

struct MemoSection: View {
    @Binding var memo: String?
    @Binding var pages: [String?]

    var body: some View {
        content
    }

    private var content: some View {
        guard let text = Binding($memo) else { // expect: optional_binding_unwrap {{'guard let'}} {{'memo'}}
            return AnyView(Text("No memo"))
        }
        return AnyView(TextEditor(text: text))
    }

    func firstPage() -> some View {
        Group {
            // expect@+1: subscript_binding_in_body
            if !pages.isEmpty, var page = SwiftUI.Binding<String>($pages[0]) { // expect: optional_binding_unwrap {{'if var'}} {{'pages[0]'}}
                TextField("Page", text: page)
            }
        }
    }
}

// The reset is in another file (Inbox.swift): the draft can go while the form holds it.
struct ComposeScreen: View {
    @ObservedObject var inbox: Inbox

    var body: some View {
        if let draft = Binding($inbox.draft) { // expect: optional_binding_unwrap {{'inbox.draft' becomes nil}}
            TextEditor(text: draft)
        }
    }
}
