import SwiftUI

extension BadgeView: View {
    var body: some View { stepper }
}
