import SwiftUI

extension StatusBadge: View {
    var body: some View { Circle().opacity(isBlinking ? 0.3 : 1) }
}
