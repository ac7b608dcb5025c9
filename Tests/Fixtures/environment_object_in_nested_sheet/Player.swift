import SwiftUI

// Reduced from an iPad app run on a Mac: the chapters sheet is presented from the player
// sheet, and `Cast` is provided only on the scene.
@main
struct PlayerApp: App {
    @StateObject private var cast = Cast()
    var body: some Scene {
        WindowGroup { Home() }
            .environmentObject(cast)
    }
}

final class Cast: ObservableObject {
    @Published var device = ""
}

struct Home: View {
    @State private var showsPlayer = false
    @State private var showsQueue = false
    var body: some View {
        VStack {
            Button("Play") { showsPlayer = true }
            Button("Queue") { showsQueue = true }
        }
        .sheet(isPresented: $showsPlayer) { PlayerSheet() }
        .sheet(isPresented: $showsQueue) { QueueSheet() }
    }
}

struct PlayerSheet: View {
    @State private var showsChapters = false
    var body: some View {
        Button("Chapters") { showsChapters = true }
            .sheet(isPresented: $showsChapters) { ChaptersView() }
    }
}

struct ChaptersView: View {
    @EnvironmentObject private var cast: Cast // expect: environment_object_in_nested_sheet {{gets 'Cast' only from outside two nested modals}}
    var body: some View { Text(cast.device) }
}

// The fix: provide it again inside the outer sheet.
struct QueueSheet: View {
    @EnvironmentObject private var cast: Cast
    @State private var showsDevices = false
    var body: some View {
        Button("Devices") { showsDevices = true }
            .sheet(isPresented: $showsDevices) { DevicesView() }
            .environmentObject(cast)
    }
}

struct DevicesView: View {
    @EnvironmentObject private var cast: Cast
    var body: some View { Text(cast.device) }
}
