/// An `ObservableObject` whose `@Published` member the view reads is set only while the
/// object's initializer runs (set 100 D21): no later change can be missed.
extension ReferenceTypeStateRuleExamples {
  static let settledTriggering: [Example] = [
    // The same class, but the view reads the member an observer changes later.
    Example("""
      final class DeviceLayout: ObservableObject {
        @Published private(set) var isCompact = false
        @Published private(set) var isShort = false
        private var observer: NSObjectProtocol?
        init() {
          configure()
          observer = NotificationCenter.default.addObserver(forName: .init("resize"), object: nil, queue: nil) { [weak self] _ in
            self?.isShort.toggle()
          }
        }
        private func configure() { isCompact = ProcessInfo.processInfo.isiOSAppOnMac }
      }
      struct RootView: View {
        ↓@State private var layout = DeviceLayout()
        var body: some View { Text(layout.isShort ? "short" : "tall") }
      }
      """),
    // The setter is not private: any file may write it (here the view does).
    Example("""
      final class Banner: ObservableObject {
        @Published var text = ""
        init() { text = "Welcome" }
      }
      struct BannerView: View {
        ↓@State private var banner = Banner()
        var body: some View { Text(banner.text).onTapGesture { banner.text = "Hello" } }
      }
      """),
  ]

  static let settledNonTriggering: [Example] = [
    // `isCompact` is set by a private method only the initializer calls: it never changes
    // after `init`, so nothing the view shows goes stale.
    Example("""
      final class DeviceLayout: ObservableObject {
        @Published private(set) var isCompact = false
        @Published private(set) var isShort = false
        private var observer: NSObjectProtocol?
        init() {
          configure()
          observer = NotificationCenter.default.addObserver(forName: .init("resize"), object: nil, queue: nil) { [weak self] _ in
            self?.isShort.toggle()
          }
        }
        private func configure() { isCompact = ProcessInfo.processInfo.isiOSAppOnMac }
      }
      struct RootView: View {
        @State private var layout = DeviceLayout()
        var body: some View { Text(layout.isCompact ? "compact" : "regular") }
      }
      """),
  ]
}
