import SwiftUI

// Observed objects the view does not create: shared, injected, made by a factory, or
// in a type SwiftUI builds once.
final class Preferences: ObservableObject {
    static let shared = Preferences()
    static var standard: Preferences { shared }
    static func make() -> Preferences { Preferences() }
    var child: Preferences { self }
}

struct PreferencesView: View {
    @ObservedObject var shared = Preferences.shared
    @ObservedObject var standard: Preferences = .standard
    @ObservedObject var nested = Preferences.shared.child
    @ObservedObject var made = Preferences.make()
    @ObservedObject var injected: Preferences
    @StateObject private var owned = Preferences()

    init(injected: Preferences) {
        _injected = ObservedObject(wrappedValue: injected)
    }

    var body: some View { EmptyView() }
}

@main
struct PreferencesApp: App {
    // An App value is created once; the object lives as long as the app.
    @ObservedObject var preferences = Preferences()
    var body: some Scene { WindowGroup { PreferencesView(injected: preferences) } }
}

final class Holder {
    @ObservedObject var preferences = Preferences()
}

// Built from the init's own parameter: a new period is meant to make a new timer, and
// `@StateObject` would keep the first one. Reported only with the rule's `strict` option.
final class Countdown: ObservableObject {
    @Published var left: Int
    init(period: Int) { left = period }
}

struct CountdownRing: View {
    @ObservedObject var countdown: Countdown
    init(period: Int) { _countdown = ObservedObject(wrappedValue: Countdown(period: period)) }
    var body: some View { Text("\(countdown.left)") }
}
