import SwiftUI

// Unknown ids and commands are reported, and the diagnostics they meant to hide stay.

struct Typos: View {
    // expect@+1: invalid_suppression {{unknown rule 'non_private_stat'}}
    // bindinglint:disable:next non_private_stat
    @State var count = 0 // expect: non_private_state

    // expect@+1: invalid_suppression {{unknown suppression command 'bindinglint:disable:previous_line'}}
    @State var total = 0 // bindinglint:disable:previous_line non_private_state
    // expect@-1: non_private_state

    // The valid id of a directive still applies when another one is unknown.
    // bindinglint:disable:next non_private_state, reference_typo - expect: invalid_suppression {{unknown rule 'reference_typo'}}
    @State var shown = false

    // expect@+1: invalid_suppression {{names no rule}}
    // bindinglint:disable:next - a reason without any rule
    @State var hidden = false // expect: non_private_state

    // A block comment closed without a space reads the id without "*/".
    @State var zoom = 1.0 /* bindinglint:disable:this non_private_state*/

    /* bindinglint:disable:this manual_binding*/ // expect: invalid_suppression {{unknown rule 'manual_binding'}}

    // expect@+1: invalid_suppression {{documentation comment}}
    /// bindinglint:disable:next non_private_state
    @State var documented = 0 // expect: non_private_state

    // Prose that mentions bindinglint:disable:next no_such_rule is not a directive.
    var body: some View { EmptyView() }
}

// expect@+1: invalid_suppression {{unknown suppression command 'bindinglint:enabled'}}
// bindinglint:enabled all
