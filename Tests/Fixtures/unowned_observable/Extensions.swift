import SwiftUI

extension Badge: View {
    var body: some View { EmptyView() }
}
