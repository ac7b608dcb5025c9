import SwiftUI

// A reason after " - " is never read as rule ids: "all" in it suppresses nothing, so the
// error below stays and only manual_binding_in_body is suppressed.

struct RenameAlert: View {
    @State private var folderToRename: String? = nil
    @State private var newName = ""
    @State private var isPinned = false

    var body: some View {
        Button("Rename") { folderToRename = "Inbox" }
            .alert("Rename", isPresented: Binding( // expect: optional_alert_textfield
                get: { folderToRename != nil },
                set: { if !$0 { folderToRename = nil } }
            )) {
                TextField("Name", text: $newName)
                // bindinglint:disable:next manual_binding_in_body - we accept this for all alerts here
                Toggle("Pin", isOn: Binding(get: { isPinned }, set: { isPinned = $0 }))
            }
    }
}
