import SwiftUI

/// SPEC §5 (d): a property wrapper's accessors are read by its host, not drawn: a box
/// kept in '@State' there is deliberately unobserved.
final class ScrollOffsetBox {
    var offset = 0.0
}

@propertyWrapper
struct UnobservedOffset: DynamicProperty {
    @State private var box = ScrollOffsetBox()

    init(wrappedValue: Double) {}

    var wrappedValue: Double {
        get { box.offset }
        nonmutating set { box.offset = newValue }
    }
}

struct LastTouch: DynamicProperty {
    @State private var box = ScrollOffsetBox()

    var value: Double {
        get { box.offset }
        nonmutating set { box.offset = newValue }
    }
}

// The same box in a view is drawn: still reported.
struct OffsetLabel: View {
    @State private var box = ScrollOffsetBox() // expect: reference_type_state {{holds class 'ScrollOffsetBox'}}

    var body: some View {
        Text("\(box.offset)")
            .onTapGesture { box.offset += 1 }
    }
}
