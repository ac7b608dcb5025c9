import SwiftUI

struct Upload: View {
    let progress: Double
    let everySecond: Bool
    let locked: Bool

    var body: some View {
        VStack {
            // Two styles are two types: no single expression holds both.
            if progress > 0 && progress < 1 {
                ProgressView(value: progress)
                    .progressViewStyle(.linear)
            } else {
                ProgressView()
                    .progressViewStyle(.circular)
            }
            if locked {
                Button("Continue") {}
                    .buttonStyle(.bordered)
            } else {
                Button("Continue") {}
                    .buttonStyle(.borderedProminent)
            }
            // TimelineView is generic over its schedule.
            if everySecond {
                TimelineView(.periodic(from: .now, by: 1)) { context in Clock(date: context.date) }
            } else {
                TimelineView(.everyMinute) { context in Clock(date: context.date) }
            }
            // A different key is a different setting, on purpose.
            if locked {
                SettingRow(setting: .init(key: "locked", title: "Zoom"))
            } else {
                SettingRow(setting: .init(key: "reader.zoom", title: "Zoom"))
            }
            // Stateless leaves: replacing one loses nothing.
            if locked {
                Image(systemName: "lock.fill")
            } else {
                Image(systemName: "lock.open")
            }
            if locked { Text("Locked").bold() } else { Text("Open") }
            // Different types, different content, unwrapping, availability, compile-time choice.
            if locked { LockedBanner() } else { OpenBanner() }
            if locked { HStack { Image(systemName: "lock") } } else { HStack { Text("Open") } }
            if let name = owner { OwnerRow(name: name) } else { OwnerRow(name: "Nobody") }
            if #available(iOS 17, *) { Gauge(value: progress) {}.gaugeStyle(.accessoryCircular) } else { Gauge(value: progress) {} }
            #if os(macOS)
            Panel().padding()
            #else
            Panel()
            #endif
            // The same view type in an event closure is not render code.
            Button("Log") {
                if locked { record(Entry(kind: .locked)) } else { record(Entry(kind: .open)) }
            }
        }
    }
}

extension View {
    // Not conditional: the condition is a value.
    func dimmed(_ isDimmed: Bool) -> some View {
        opacity(isDimmed ? 0.4 : 1)
    }
}
