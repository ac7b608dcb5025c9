import SwiftUI

// A reason after " - " is never read as rule ids: "all" in it suppresses nothing, so the
// error below stays and only manual_binding_in_body is suppressed.

struct RenameAlert: View {
    @State private var folderToRename: String? = nil
    @State private var newName = ""

    var body: some View {
        Button("Rename") { folderToRename = "Inbox" }
            // bindinglint:disable:next manual_binding_in_body - we accept this for all alerts here
            .alert("Rename", isPresented: Binding( // expect: optional_alert_textfield
                get: { folderToRename != nil },
                set: { if !$0 { folderToRename = nil } }
            )) {
                TextField("Name", text: $newName)
            }
    }
}
