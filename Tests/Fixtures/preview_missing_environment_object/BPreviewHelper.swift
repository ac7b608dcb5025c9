import SwiftUI

// Another file's private helper of the same name, which reads nothing: the preview shows
// this one, not the one above (a name resolves with the file's own private types first).
private struct Helper: View {
    var body: some View { Text("Helper") }
}

#Preview {
    Helper()
}
