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

// The row hands its position to a method, which hands it on to another that binds by it.
struct WorkflowEditor: View {
    @State private var steps: [Step] = []

    var body: some View {
        List {
            ForEach(steps.indices, id: \.self) { idx in // expect: foreach_index_binding {{read 'steps[…]' by position}}
                stepCard(at: idx)
            }
            .onDelete { steps.remove(atOffsets: $0) }
        }
    }

    private func stepCard(at index: Int) -> some View {
        VStack { Text("Step \(index + 1)"); stepSettings(index) }
    }

    private func stepSettings(_ position: Int) -> some View {
        TextField("Command", text: Binding(get: { steps[position].command }, set: { steps[position].command = $0 }))
    }
}
