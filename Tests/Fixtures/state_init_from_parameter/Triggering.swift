import SwiftUI

struct Account { var name: String; var tags: [String] }

struct AccountBadge: View {
    @State private var name: String
    @State private var tags: [String]
    @State private var score: Int
    @State private var note: String

    init(account: Account, _ rank: Int, note text: String) {
        _name = State(initialValue: account.name) // expect: state_init_from_parameter {{'@State' property 'name' is seeded from init parameter 'account'; later values of 'account' from the parent are ignored}}
        self._tags = .init(initialValue: account.tags.sorted()) // expect: state_init_from_parameter {{'tags'}}
        score = rank * 10 // expect: state_init_from_parameter {{'score' is seeded from init parameter 'rank'}}
        self.note = text // expect: state_init_from_parameter {{init parameter 'text'}}
    }

    var body: some View { Text(name) }
}

struct Gauge: View {
    @State private var level: Double
    var body: some View { Text("\(level)") }
}

extension Gauge {
    init(reading: Double) {
        self._level = SwiftUI.State(wrappedValue: min(reading, 1)) // expect: state_init_from_parameter {{'level'}} {{'reading'}}
    }
}
