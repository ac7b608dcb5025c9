import Observation
import Combine

@MainActor
@Observable public class RowModel {
    init(status: Status, client: Client) {}
}

final class InboxStore: ObservableObject {
    @Published var unread = 0
}

@Observable class BaseLoader {}
final class ProfileLoader: BaseLoader {
    init(id: Int) {}
}

@Observable final class BadgeCounter {}
@Observable final class GlowAnimator {}

final class ImageCache {}
struct Client { var server: String }
