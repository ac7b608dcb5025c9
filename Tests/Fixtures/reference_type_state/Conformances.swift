// The ObservableObject conformance of DownloadQueue lives here, in another file than
// the class: the rule must still say '@StateObject'.
extension DownloadQueue: ObservableObject {}
