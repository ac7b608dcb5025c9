import SwiftUI

// Reduced from the issue 20 blind review: previews that render, although the view reads
// an environment object the preview does not provide. The rule still reports them (it does
// not follow render paths yet), which is why it is pedantic, off by default; the default
// run is tested in PreviewMissingEnvironmentObjectTests.

// P3: the object is read only in a button action; the canvas renders.
final class Saver: ObservableObject { func save() {} }
struct SaveRow: View {
    @EnvironmentObject var saver: Saver
    var body: some View { Button("Save") { saver.save() } }
}
#Preview { SaveRow() } // expect: preview_missing_environment_object {{'#Preview' shows 'SaveRow' without a provider of 'Saver'}}

// P4: read only inside ForEach content over the preview's empty data.
final class Browser: ObservableObject { @Published var title = "" }
struct ActionBar: View {
    let items: [String]
    @EnvironmentObject var browser: Browser
    var body: some View {
        HStack { ForEach(items, id: \.self) { Text($0).environmentObject(browser) } }
    }
}
#Preview { ActionBar(items: []) } // expect: preview_missing_environment_object {{'#Preview' shows 'ActionBar' without a provider of 'Browser'}}
