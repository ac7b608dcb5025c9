#if !canImport(SwiftUI)
// Linux has no SwiftUI: just enough of its shape for the sample to compile there.
public protocol View {
  associatedtype Body: View
  var body: Body { get }
}

extension Never: View {
  public var body: Never { fatalError("no body") }
}

@propertyWrapper
public struct State<Value> {
  public var wrappedValue: Value
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

public struct Text: View {
  public init(_ content: String) {}
  public var body: Never { fatalError("no body") }
}
#endif
