import SwiftUI

extension StepperRow: View {
    var body: some View { Stepper("Value", value: $value) }
}

extension TimerSettings: Equatable {}
