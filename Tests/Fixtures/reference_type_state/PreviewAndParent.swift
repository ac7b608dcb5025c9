import SwiftUI

// Issue 20: a static in preview scaffolding is initialized once; '@StateObject' would be
// worse advice. Not a finding.
final class Config: ObservableObject {
    @Published var name = ""
}

struct ConfigView: View {
    // A passed-in ObservableObject held in '@State': the parent's later objects are
    // ignored, and the one advice is '@ObservedObject' (no rule says '@StateObject' or
    // 'private' for the same declaration).
    @State var config: Config // expect: state_passed_by_parent {{'config' is passed in through the memberwise initializer}}
    var body: some View { Text(config.name) }
}

struct ConfigView_Previews: PreviewProvider {
    @State static private var config = Config()
    static var previews: some View { ConfigView(config: config) }
}

struct Settings: View {
    let configs: [Config]
    @State private var profile = 0
    var body: some View { ConfigView(config: configs[profile]) }
}
