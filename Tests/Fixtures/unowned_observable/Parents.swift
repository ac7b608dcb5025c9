import SwiftUI

// Parents that build each reported view in their render code: a view no code builds is
// dead code, whose objects no parent rebuilds (those are near misses).
struct FixtureRoot: View {
    @State private var filter = ""
    var body: some View {
        DisplaySettingsView()
        InboxView()
        ProfileView()
        Badge()
        Text("Glow").modifier(Glow())
        ChartHost()
        Misc()
        UnreadRefresher()
        UnreadBadge()
    }
}
