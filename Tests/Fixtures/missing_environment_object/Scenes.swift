import SwiftUI

// Each scene is a hierarchy of its own: the main window's providers do not reach these.

struct PreferencesPane: View {
    @EnvironmentObject private var library: Library
    @EnvironmentObject private var updater: Updater // expect: missing_environment_object {{no provider of 'Updater' reaches '@EnvironmentObject' property 'updater' of 'PreferencesPane' (LibraryApp → PreferencesPane)}}

    var body: some View {
        Form {
            Text("\(library.books.count) books")
            Toggle("Checking", isOn: $updater.isChecking)
        }
    }
}

struct DownloadsView: View {
    @Environment(Downloads.self) private var downloads // expect: missing_environment_object {{'@Environment(Downloads.self)' property 'downloads'}}
    @Environment(Account.self) private var account // expect: missing_environment_object

    var body: some View {
        Text("\(downloads.count) for \(account.name)")
    }
}
