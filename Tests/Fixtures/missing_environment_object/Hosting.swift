import SwiftUI
import UIKit

// A hosting controller's root view starts a new hierarchy: nothing outside `rootView:` reaches it.
final class ShareController: UIViewController {
    let library = Library()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(UIHostingController(rootView: ShareSheet()))
        addChild(UIHostingController(rootView: SharePreview().environmentObject(library)))
    }
}

struct ShareSheet: View {
    @EnvironmentObject private var library: Library // expect: missing_environment_object {{(UIHostingController → ShareSheet)}}
    var body: some View { Text("\(library.books.count)") }
}

struct SharePreview: View {
    @EnvironmentObject private var library: Library
    var body: some View { Text("\(library.books.count)") }
}
