import Foundation
import Observation

// Models shared by the views in this folder.

final class Contact: Identifiable {
    let id = UUID()
    var name = ""
    var isFavorite = false
}

class Playlist {
    @Published var title = ""
    let createdAt = Date()
}

@Observable
final class Profile {
    var displayName = ""
}

struct Address {
    var street = ""
}

final class Folder: Identifiable {
    let id = UUID()
    var name = ""
}

enum Archive {
    final class Address {
        var street = ""
    }
}
