import SwiftUI

// Sibling branches (reduced from a macOS app whose one `case` lost its provider):
// a provider on one branch does not reach the other.
struct RootView: View {
    @EnvironmentObject private var library: Library
    @StateObject private var updater = Updater()
    @State private var page = Page.books
    @State private var showsAbout = false
    @State private var showsHelp = false

    enum Page { case books, updates, about }

    var body: some View {
        NavigationStack {
            switch page {
            case .books:
                BookList()
            case .updates:
                UpdatesView()
                    .environmentObject(updater)
            case .about:
                AboutView()
            }
        }
        .toolbar { toolbarContent }
        // Applied before `.sheet`: wraps only the stack, not the sheet's content.
        .environmentObject(updater)
        .sheet(isPresented: $showsAbout) { AboutSheet() }
        .background {
            Color.clear
                .sheet(isPresented: $showsHelp) { HelpSheet() }
                // Applied after `.sheet`: reaches the help sheet.
                .environmentObject(updater)
        }
    }

    @ViewBuilder private var toolbarContent: some View {
        StatusBadge()
    }
}

struct BookList: View {
    @EnvironmentObject private var library: Library
    var body: some View { List(library.books, id: \.self) { Text($0) } }
}

struct UpdatesView: View {
    @EnvironmentObject private var updater: Updater
    var body: some View { Text(updater.isChecking ? "Checking" : "Idle") }
}

struct AboutView: View {
    @EnvironmentObject private var updater: Updater
    var body: some View { Text(updater.isChecking ? "Busy" : "About") }
}

// Shown in a sheet whose only `Updater` provider is applied before `.sheet`. The help
// sheet gets the one applied after; the about sheet does not.
struct AboutSheet: View {
    @EnvironmentObject private var updater: Updater // expect: missing_environment_object {{no provider of 'Updater' reaches '@EnvironmentObject' property 'updater' of 'AboutSheet' (LibraryApp → RootView → AboutSheet)}}
    var body: some View { Text(updater.isChecking ? "Checking" : "Up to date") }
}

struct HelpSheet: View {
    @EnvironmentObject private var updater: Updater
    var body: some View { Text(updater.isChecking ? "Busy" : "Help") }
}

// A render member's constructions are placed where the member is used.
struct StatusBadge: View {
    @EnvironmentObject private var library: Library
    @Environment(Account.self) private var account
    var body: some View { Text("\(library.books.count) · \(account.name)") }
}
