import SwiftUI

// The app: a main window that injects the library, a Settings scene and a second window
// that each need their own providers (reduced from a macOS app whose Settings scene
// crashed once its provider line was removed).
@main
struct LibraryApp: App {
    @StateObject private var library = Library()
    @StateObject private var updater = Updater()
    @State private var account = Account()

    var body: some Scene {
        WindowGroup {
            RootView()
                .withServices(account: account)
        }
        .environmentObject(library)

        Settings {
            PreferencesPane()
                .environmentObject(library)
        }

        Window("Downloads", id: "downloads") {
            DownloadsView()
        }

        WindowGroup("Extras", id: "extras") {
            ExtrasView()
        }
    }
}

final class Library: ObservableObject {
    @Published var books: [String] = []
}

final class Updater: ObservableObject {
    @Published var isChecking = false
}

@Observable final class Account {
    var name = ""
}

@Observable final class Downloads {
    var count = 0
}

extension View {
    /// Applies the account: a wrapper the walk follows into.
    func withServices(account: Account) -> some View {
        self.environment(account)
    }
}
