import SwiftUI

// A static '@FocusState' in a test fixture enum, used only for its projected value (no
// public initializer of 'FocusState.Binding' exists): no view's storage, not reported
// (issue 20 blind review, P11).
enum SnapshotField: Hashable { case name }
struct SnapshotNameField: View {
    var focus: FocusState<SnapshotField?>.Binding
    var body: some View { TextField("Name", text: .constant("")).focused(focus, equals: .name) }
}
enum SnapshotFixtures {
    enum Focus { @FocusState static var value: SnapshotField? }
    @MainActor static func make() -> some View { SnapshotNameField(focus: Focus.$value) }
}
