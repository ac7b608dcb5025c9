import SwiftUI

// A selection one screen resets (`cancel`), another only ever replaces: only a force
// unwrap of the one that can go away is reported by default.
@Observable final class Checkout {
    var coupon: Coupon?
    var shipping: Shipping?

    func cancel() { coupon = nil }
    func received(_ option: Shipping) { shipping = option }
}

struct Coupon { var code = "" }
struct Shipping { var speed = 0 }

struct CheckoutForm: View {
    let checkout: Checkout

    var body: some View {
        Form {
            TextField("Code", text: Binding(get: { checkout.coupon!.code }, set: { checkout.coupon?.code = $0 })) // expect: force_unwrap_in_binding_getter {{a force unwrap of 'checkout.coupon'}}
            Stepper("Speed", value: Binding(get: { checkout.shipping!.speed }, set: { checkout.shipping = Shipping(speed: $0) }))
        }
    }
}
