import SwiftUI

// A static '@ObservedObject' in a PreviewProvider is created once: there is no parent whose
// render could replace it, so it is not reported (issue 20 blind review, P10).
private final class SplashDemo: ObservableObject { @Published var done = false }
struct Splash: View {
    @Binding var done: Bool
    var body: some View { Toggle("Done", isOn: $done) }
}
struct Splash_Previews: PreviewProvider {
    @ObservedObject fileprivate static var demo = SplashDemo()
    static var previews: some View { Splash(done: $demo.done) }
}
