#if canImport(SwiftUI)
import SwiftUI
#endif

/// On purpose: `count` is not private, so a parent could seed it and be ignored after the
/// first render. bindinglint warns during the build (`.bindinglint.json` turns the rule on).
public struct CounterView: View {
  @State var count = 0

  public init() {}

  public var body: some View {
    Text("\(count)")
  }
}
