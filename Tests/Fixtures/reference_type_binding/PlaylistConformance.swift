// Playlist becomes an ObservableObject here, away from its declaration.
extension Playlist: ObservableObject {}
