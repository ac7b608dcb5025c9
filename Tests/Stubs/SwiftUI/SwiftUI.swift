// A stand-in for SwiftUI on Linux, for `swiftc -typecheck` of fixed sources (see
// FixCompileTests and Scripts/fix-check.sh): only the declarations whose access rules
// and memberwise-initializer behaviour matter. Build it with
//   swiftc -emit-module -parse-as-library -module-name SwiftUI SwiftUI.swift
// Nothing here runs; bodies are placeholders.

public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}

public protocol App { init() }
public protocol Scene {}
public protocol ViewModifier {}
public protocol DynamicProperty {}
public protocol PreviewProvider { associatedtype Previews: View; static var previews: Previews { get } }
public protocol ObservableObject: AnyObject {}

extension Never: View { public var body: Never { fatalError() } }

@resultBuilder public enum ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView { TupleView() }
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
}

public struct EmptyView: View { public init() {}; public var body: Never { fatalError() } }
public struct TupleView: View { public var body: Never { fatalError() } }
public struct Text: View {
  public init(_ text: String) {}
  public var body: Never { fatalError() }
}
public struct VStack<Content: View>: View {
  public init(@ViewBuilder content: () -> Content) {}
  public var body: Never { fatalError() }
}

extension View {
  public func id<ID: Hashable>(_ id: ID) -> Self { self }
}

@propertyWrapper public struct State<Value>: DynamicProperty {
  public init(wrappedValue: Value) { box = wrappedValue }
  public init(initialValue: Value) { box = initialValue }
  private var box: Value
  public var wrappedValue: Value { get { box } nonmutating set {} }
  public var projectedValue: Binding<Value> { Binding(get: { self.box }, set: { _ in }) }
}

@propertyWrapper public struct StateObject<Object: ObservableObject>: DynamicProperty {
  public init(wrappedValue thunk: @autoclosure @escaping () -> Object) { make = thunk }
  private let make: () -> Object
  public var wrappedValue: Object { make() }
}

@propertyWrapper @dynamicMemberLookup public struct Binding<Value>: DynamicProperty {
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { getter = get }
  private let getter: () -> Value
  public var wrappedValue: Value { get { getter() } nonmutating set {} }
  public var projectedValue: Binding<Value> { self }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(get: { self.getter()[keyPath: keyPath] }, set: { _ in })
  }
  public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
}

public struct Toggle: View {
  public init(_ title: String, isOn: Binding<Bool>) {}
  public var body: Never { fatalError() }
}
public struct TextField: View {
  public init(_ title: String, text: Binding<String>) {}
  public var body: Never { fatalError() }
}

@propertyWrapper public struct Environment<Value>: DynamicProperty {
  public init(_ type: Value.Type) { fatalError() }
  public var wrappedValue: Value { fatalError() }
}

@propertyWrapper public struct EnvironmentObject<Object: ObservableObject>: DynamicProperty {
  public init() { fatalError() }
  public var wrappedValue: Object { fatalError() }
  public var projectedValue: ObservedObject<Object>.Wrapper { fatalError() }
}

@propertyWrapper public struct AppStorage<Value>: DynamicProperty {
  public init(wrappedValue: Value, _ key: String, store: Any? = nil) { box = wrappedValue }
  private var box: Value
  public var wrappedValue: Value { get { box } nonmutating set {} }
}

@propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
  public init(wrappedValue: Value, _ key: String) { box = wrappedValue }
  private var box: Value
  public var wrappedValue: Value { get { box } nonmutating set {} }
}

@propertyWrapper public struct GestureState<Value>: DynamicProperty {
  public init(wrappedValue: Value) { box = wrappedValue }
  public init(initialValue: Value) { box = initialValue }
  private var box: Value
  public var wrappedValue: Value { box }
}

/// Only `init()`: a focus state is never a memberwise parameter.
@propertyWrapper public struct FocusState<Value>: DynamicProperty {
  public init() { fatalError() }
  public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
}

@propertyWrapper public struct ObservedObject<Object: ObservableObject>: DynamicProperty {
  public init(wrappedValue: Object) { object = wrappedValue }
  private let object: Object
  public var wrappedValue: Object { object }
  public var projectedValue: Wrapper { Wrapper() }
  @dynamicMemberLookup public struct Wrapper {
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Object, Subject>) -> Binding<Subject> { fatalError() }
  }
}

/// `Bindable(model).title` and `@Bindable var model`: bindings to an observable object's members.
@propertyWrapper @dynamicMemberLookup public struct Bindable<Value>: DynamicProperty {
  public init(wrappedValue: Value) { box = wrappedValue }
  public init(_ value: Value) { box = value }
  private var box: Value
  public var wrappedValue: Value { box }
  public var projectedValue: Bindable<Value> { self }
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}
