import SwiftUI

struct ShoppingList: View {
    @State private var items: [Item] = []

    var body: some View {
        List {
            ForEach(items.indices, id: \.self) { i in // expect: foreach_index_binding {{positions of 'items' binds '$items[…]'}}
                Toggle(items[i].name, isOn: $items[i].bought)
            }
            .onDelete { items.remove(atOffsets: $0) }
        }
    }
}

struct ScoreSheet: View {
    @ObservedObject var game: GameModel

    var body: some View {
        ForEach(0..<game.players.count, id: \.self) { index in // expect: foreach_index_binding {{binds '$game.players[…]'}}
            PlayerScore(player: $game.players[index])
        }
    }
}

struct Ingredients: View {
    @Binding var lines: [String]

    var body: some View {
        VStack {
            ForEach(Array(lines.enumerated()), id: \.offset) { offset, line in // expect: foreach_index_binding {{'$lines[…]'}}
                TextField("Ingredient", text: $lines[offset])
            }
        }
    }
}

struct Alarms: View {
    @State private var alarms: [Alarm] = []

    var body: some View {
        let alarmCount = alarms.count
        Form {
            ForEach(0..<alarmCount, id: \.self) { n in // expect: foreach_index_binding {{'alarms'}}
                AlarmRow(alarm: self.$alarms[n])
            }
            Button("Clear") { self.alarms = [] }
        }
    }
}

struct Channels: View {
    @Binding var volumes: [Float]

    var body: some View {
        ForEach(volumes.indices, id: \.self, content: { channel in // expect: foreach_index_binding {{'volumes'}}
            Slider(value: $volumes[channel])
        })
    }
}
