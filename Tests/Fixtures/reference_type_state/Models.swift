import Foundation
import Observation

// Classes and structs the views in this folder use; nothing here is flagged.

final class TallyCounter {
    var total = 0
    var label = "Taps"
}

class DownloadQueue {
    @Published var progress = 0.0
    let identifier = UUID()
    var isPaused = false
}

@Observable
final class ReaderSettings {
    var fontSize = 14.0
}

// A subclass of an @Observable class is tracked too.
final class ComicSettings: ReaderSettings {}

struct FilterOptions {
    var showsArchived = false
}

final class FocusBox {
    weak var field: AnyObject?
    var lastFocusDate: Date?
}

actor ThumbnailCache {
    var images: [URL: Data] = [:]
}

enum Sidebar {
    final class Section {
        var isExpanded = false
    }
}

struct Section {
    var isExpanded = false
}

private final class PrivateCounter {
    var total = 0
}
