import SwiftUI

/// SPEC §5 (b): a computed property returning a '@Published' member is a '@Published'
/// read; (c): an object the parent passes in is advised '@ObservedObject'.
final class DiskInventory: ObservableObject {
    @Published private var mountedDrives: [String] = []
    var drives: [String] { mountedDrives }
    var label = "Disks"
    func rescan() {}
}

struct DiskList: View {
    @State private var inventory: DiskInventory = makeInventory() // expect: reference_type_state {{holds ObservableObject 'DiskInventory'; use '@StateObject'}}

    var body: some View {
        List(inventory.drives, id: \.self) { Text($0) }
    }
}

func makeInventory() -> DiskInventory { DiskInventory() }

struct DiskSummary: View {
    @State private var inventory: DiskInventory // expect: reference_type_state {{'@State' property 'inventory' holds ObservableObject 'DiskInventory' passed in by its parent; use '@ObservedObject'}}

    init(inventory: DiskInventory) {
        self.inventory = inventory // expect: state_init_from_parameter
    }

    var body: some View {
        Text("\(inventory.drives.count) drives")
    }
}

// Passed in and only its plain stored label is read: nothing published is shown.
struct DiskTitle: View {
    @State private var inventory: DiskInventory

    init(inventory: DiskInventory) {
        _inventory = State(initialValue: inventory) // expect: state_init_from_parameter
    }

    var body: some View { Text(inventory.label) }
}
