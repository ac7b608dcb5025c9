import SwiftUI

// The conformance only: the body does not read `isBlinking`, so it can be private.
extension StatusBadge: View {
    var body: some View { Circle() }
}
