import SwiftUI

// A file-private helper that reads the library; only this file can build it.
private struct Helper: View {
    @EnvironmentObject private var library: Library
    var body: some View { Text("\(library.books.count)") }
}
