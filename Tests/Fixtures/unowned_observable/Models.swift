import Observation
import Combine

@MainActor
@Observable public class RowModel {
    var isExpanded = false
    init(status: Status, client: Client) {}
}

final class InboxStore: ObservableObject {
    @Published var unread = 0
}

@Observable class BaseLoader { var isLoading = false }
final class ProfileLoader: BaseLoader {
    init(id: Int) {}
}

@Observable final class BadgeCounter { var count = 0 }
@Observable final class GlowAnimator { let start = Date() }

// Methods over services only: nothing to lose or observe.
@Observable final class LinkOpener {
    func open(_ url: URL) {}
}

final class ImageCache {}
struct Client { var server: String }
