import SwiftUI

// No property wrapper here: this file is read only because the index asks who extends
// `Meter` and `Gauge` (OtherFileUses.swift).

extension Meter {
    var isLoud: Bool { level > 5 }
}

extension Gauge {
    struct Reading { var value: Double }
}
