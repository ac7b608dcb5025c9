/// What one file says about the app's view graph (SPEC §9): the types that hold view state
/// (owned, borrowed, read from the environment), every place a view is built while
/// rendering (with the environment providers and presentations around that place), and
/// the modifiers of `View`/`Scene` that wrap providers. Names and lines only, so the
/// engine keeps them with the file's `TypeFacts` once the file itself is gone; the index
/// merges them (`ViewGraphTable`) and answers graph questions while recording the names
/// they depend on (`TypeIndex+ViewGraph`).
///
/// Extraction lives with the render-path analysis it shares with the rules
/// (`BindingLintRules/Analyses/ViewGraph`); this file only defines what is kept. Whatever
/// the extraction cannot read is kept as "unknown" (a provider of an unknown type, a
/// construction passed through an unknown function), never as a guess: the questions
/// treat unknown as "might provide" or "might not be reached", whichever keeps a finding
/// from resting on it.
///
/// How much of it a run extracts is the `extent` its rules declare (`ViewGraphRule`): most
/// ask only who builds a view, and the environment half costs more than the rest.
package struct ViewGraphFacts: Sendable, Equatable {
  /// What an extraction reads; each extent holds everything the ones before it do.
  package enum Extent: UInt8, Sendable, Comparable {
    /// Nothing: the file's facts have no view graph.
    case none
    /// The places views are built (`sites` that are not member uses), each with its owner,
    /// member, context, edge, scene or host and place; their `steps` hold presentations and
    /// split views, not providers, and `bindings` is empty. What "who builds this view,
    /// and where" needs (`RenderingParents`).
    case constructions
    /// Everything: also the providers around each site, the bindings it passes, the uses of
    /// render members, view types with their state and providers, provider wrappers and
    /// property types. What following an environment object from its providers to its
    /// reads needs (`EnvironmentReach`, `PreviewReach`), and what the graph draws.
    case environment

    package static func < (a: Extent, b: Extent) -> Bool { a.rawValue < b.rawValue }
  }

  /// What the extraction read: facts of a smaller extent than a run needs are not reused
  /// by it (a warm index's `KnownFile`).
  package var extent: Extent = .none
  package var types: [ViewTypeFact] = []
  package var sites: [ConstructionSite] = []
  package var wrappers: [ProviderWrapper] = []
  package var members: [MemberTypeFact] = []

  package init() {}

  package var isEmpty: Bool { types.isEmpty && sites.isEmpty && wrappers.isEmpty && members.isEmpty }
}

/// A type (or an extension of one) that declares view state, a render member, or providers
/// in its render members.
package struct ViewTypeFact: Sendable, Equatable {
  /// Qualified name as declared or extended (`Outer.Inner`).
  package var name: String
  /// 1-based lines of the declaration, so a finding can be placed on its view.
  package var line: Int
  package var endLine: Int
  package var isExtension: Bool
  /// Whether the declaration has `func body(content:)`: a `ViewModifier` by its shape.
  package var isModifierShaped: Bool
  package var properties: [StateProperty]
  /// Every provider applied anywhere in the type's render members, whatever it is applied
  /// to (`content.environmentObject(store)`): what the type may inject into content it is
  /// handed, and what `.modifier(ThisType())` provides.
  package var providers: [ProviderRef]

  package init(
    name: String, line: Int, endLine: Int, isExtension: Bool, isModifierShaped: Bool = false,
    properties: [StateProperty] = [], providers: [ProviderRef] = []
  ) {
    self.name = name
    self.line = line
    self.endLine = endLine
    self.isExtension = isExtension
    self.isModifierShaped = isModifierShaped
    self.properties = properties
    self.providers = providers
  }
}

/// A stored property of a view type, by how the view holds its value.
package struct StateProperty: Sendable, Equatable {
  package enum Wrapper: String, Sendable, CaseIterable {
    /// Owned: `@State`, `@StateObject`.
    case state, stateObject
    /// Borrowed: `@Binding`, `@ObservedObject`, `@Bindable`, and a plain stored reference
    /// (`let model: Model`; whether `Model` is a class is the index's to say).
    case binding, observedObject, bindable, plain
    /// Read from the environment: `@EnvironmentObject var x: T`, `@Environment(T.self)`.
    case environmentObject, environment

    /// How `@…` spells it (`plain` has no attribute).
    package var attribute: String {
      switch self {
      case .state: return "@State"
      case .stateObject: return "@StateObject"
      case .binding: return "@Binding"
      case .observedObject: return "@ObservedObject"
      case .bindable: return "@Bindable"
      case .plain: return ""
      case .environmentObject: return "@EnvironmentObject"
      case .environment: return "@Environment"
      }
    }
  }

  package var name: String
  package var wrapper: Wrapper
  /// The value's plain type name as written (`Store`, `Outer.Model`); for
  /// `@Environment(T.self)` the `T`. Nil when not a plain name.
  package var typeName: String?
  /// `T?` (an optional Observation read returns nil instead of crashing).
  package var isOptional: Bool
  /// 1-based line and byte range of the declaration.
  package var line: Int
  package var start: Int
  package var end: Int
  /// Whether anything in the file other than the declaration names it (`x`, `$x`, `_x`),
  /// outside `#if os(…)` code inside the type: a read declared and never used cannot
  /// crash, and one used only on some platforms may never run where a path lacks it.
  package var isUsed: Bool

  package init(
    name: String, wrapper: Wrapper, typeName: String?, isOptional: Bool, line: Int, start: Int, end: Int, isUsed: Bool
  ) {
    self.name = name
    self.wrapper = wrapper
    self.typeName = typeName
    self.isOptional = isOptional
    self.line = line
    self.start = start
    self.end = end
    self.isUsed = isUsed
  }

  /// Whether it reads an object from the environment (either mechanism).
  package var isEnvironmentRead: Bool { wrapper == .environmentObject || wrapper == .environment }
}

/// The two environment mechanisms for objects; each provider satisfies only reads of its
/// own kind (`.environmentObject` fills `@EnvironmentObject`, `.environment(_:)` fills
/// `@Environment(T.self)`).
package enum EnvironmentKind: UInt8, Sendable, Hashable {
  case object, observable

  /// The modifier that provides this kind.
  package var modifier: String { self == .object ? "environmentObject" : "environment" }
}

/// One provider where it is applied: `.environmentObject(x)`, `.environment(x)`, a call of
/// a modifier that may wrap them (`.withEnvironment()`), or `.modifier(X())`.
package struct ProviderRef: Sendable, Equatable {
  package enum Kind: UInt8, Sendable {
    case environmentObject, environmentValue
    /// `.name(arguments)`: a modifier SwiftUI does not declare; `name` is the function.
    case wrapperCall
    /// `.modifier(X(…))`: `name` is `X` as written (empty when the argument is not a construction).
    case modifierType
    /// The view handed to a call the view graph does not follow (`deps.inject(into: self)`
    /// in a `View` extension): whatever that code applies is unknown. `name` is the callee.
    case handOff
  }

  package var kind: Kind
  /// The provided object (for `.environmentObject`/`.environment`), or nothing.
  package var value: ProviderValue
  package var name: String
  /// For a wrapper call: the values of its arguments, in order.
  package var arguments: [ProviderValue]
  package var line: Int

  package init(kind: Kind, value: ProviderValue = .none, name: String = "", arguments: [ProviderValue] = [], line: Int) {
    self.kind = kind
    self.value = value
    self.name = name
    self.arguments = arguments
    self.line = line
  }

  /// The environment kind a direct provider fills; nil for wrapper calls and modifiers.
  package var directKind: EnvironmentKind? {
    switch kind {
    case .environmentObject: return .object
    case .environmentValue: return .observable
    case .wrapperCall, .modifierType, .handOff: return nil
    }
  }
}

/// What an expression handed to a provider is, as far as one file can tell.
package indirect enum ProviderValue: Sendable, Equatable, Hashable {
  /// A value of this type, as written (`Store()`, a property declared `Store`).
  case type(String)
  /// `path` followed from a value of type `base` (`AppState.shared`: base `AppState`,
  /// path `shared`; `model.settings` with `model: Model`: base `Model`, path `settings`).
  case member(base: String, path: [String])
  /// `path` read from `self` of type `owner`, not declared in this file (an extension elsewhere).
  case ownerMember(owner: String, path: [String])
  /// In a wrapper: the value of the wrapper's parameter at this position (a generic one).
  case parameter(Int)
  /// Something else (a call, a closure parameter): may be any object.
  case unknown
  /// Not an object at all (a literal, a closure, a key path).
  case none
}

/// Where something is built: edge kinds for the graph and for the presentation rules.
package enum EdgeKind: String, Sendable, CaseIterable {
  case child, row, tab, navigation, sheet, fullScreenCover, popover, inspector, alert, scene, hosting, preview

  /// A modal presentation: its content gets a presentation of its own.
  package var isModal: Bool { self == .sheet || self == .fullScreenCover || self == .popover }
}

/// One step on the way out from a construction to the member holding it, innermost first.
package enum SiteStep: Sendable, Equatable {
  /// A provider applied around the construction at this point.
  case provider(ProviderRef)
  /// The construction is presented content of this kind (`.sheet { … }`).
  case presentation(EdgeKind)
  /// The construction is inside a `NavigationSplitView`.
  case splitView
}

/// A view built in render code (or handed to a hosting controller, or shown by a preview).
package struct ConstructionSite: Sendable, Equatable {
  package enum Context: UInt8, Sendable {
    /// In a render member (`body`, `some View`, `@ViewBuilder`) of `owner`.
    case render
    /// In a `#Preview` or a `PreviewProvider`'s `previews`.
    case preview
    /// The root view of a `UIHostingController`/`NSHostingController`/`NSHostingView`/
    /// `UIHostingConfiguration`: a new hierarchy, nothing above it propagates.
    case hosting
  }

  /// The built type as written (`Detail`, `Screens.Detail`), or, for a member use, the
  /// member's name (`content`, `header(for:)` as `header`).
  package var target: String
  /// The target is a render member of `owner` used here (`content` in `body`), not a type.
  package var isMemberUse: Bool
  /// Qualified name of the type whose member holds the construction; nil in a `#Preview`
  /// or outside any type.
  package var owner: String?
  /// That member's name (`body`, `content`).
  package var ownerMember: String
  package var context: Context
  /// Providers, presentations and split views between the construction and its member, innermost first.
  package var steps: [SiteStep]
  /// Calls of types SwiftUI does not declare whose arguments or closures hold the construction
  /// (`Card { Detail() }`): project containers that may inject, or unknown ones.
  package var containers: [String]
  /// Bit `i` set: `containers[i]`'s closure (not a parenthesized argument) holds the
  /// construction (`Card { Detail() }`); a bit set, not names, so a site copies no more
  /// references (`closureContainers`).
  package var closureContainerBits: UInt16
  /// The value passes through something whose effect is unknown (a function, a local
  /// variable, an array): a path through this site is not certain.
  package var isThroughUnknown: Bool
  /// Inside `if`/`switch`/`ForEach` content: built only sometimes.
  package var isConditional: Bool
  /// The innermost kind of edge (`sheet`, `row`, `navigation`; `child` by default).
  package var edge: EdgeKind
  /// For a construction in an `App`'s scene: the scene (`WindowGroup`, `Settings`); for a
  /// hosting root: the host (`UIHostingController`).
  package var container: String?
  /// The bindings passed (`$todo`), for the graph's edge labels.
  package var bindings: [String]
  /// 1-based line and column (bytes) of the target's name.
  package var line: Int
  package var column: Int
  /// Byte range of the construction (its written type through its last argument or closure).
  package var start: Int
  package var end: Int

  package init(
    target: String, isMemberUse: Bool = false, owner: String?, ownerMember: String, context: Context,
    steps: [SiteStep] = [], containers: [String] = [], closureContainerBits: UInt16 = 0, isThroughUnknown: Bool = false, isConditional: Bool = false,
    edge: EdgeKind = .child, container: String? = nil, bindings: [String] = [], line: Int, column: Int, start: Int = 0,
    end: Int = 0
  ) {
    self.target = target
    self.isMemberUse = isMemberUse
    self.owner = owner
    self.ownerMember = ownerMember
    self.context = context
    self.steps = steps
    self.containers = containers
    self.closureContainerBits = closureContainerBits
    self.isThroughUnknown = isThroughUnknown
    self.isConditional = isConditional
    self.edge = edge
    self.container = container
    self.bindings = bindings
    self.line = line
    self.column = column
    self.start = start
    self.end = end
  }

  /// The containers whose closure holds the construction (`Card { Detail() }`): one whose
  /// closures are only actions (`TypeIndex.takesOnlyActionClosures`) builds it when the
  /// action runs. Only the first 16 containers are known.
  package var closureContainers: [String] {
    containers.indices.filter { $0 < 16 && closureContainerBits & (1 << $0) != 0 }.map { containers[$0] }
  }

  /// The providers around the construction, innermost first.
  package var providers: [ProviderRef] {
    steps.compactMap { if case .provider(let provider) = $0 { return provider } else { return nil } }
  }
}

/// A function in `extension View` / `extension Scene` that applies providers
/// (`func withEnvironment() -> some View { environmentObject(AppState.shared) }`): a call
/// of it provides what its body applies, one level deep or more.
package struct ProviderWrapper: Sendable, Equatable {
  package var name: String
  /// `View` or `Scene`.
  package var extended: String
  /// What the body applies; a generic parameter's value is `.parameter(position)`.
  package var providers: [ProviderRef]
  package var line: Int

  package init(name: String, extended: String, providers: [ProviderRef], line: Int) {
    self.name = name
    self.extended = extended
    self.providers = providers
    self.line = line
  }
}

/// A property's declared type, for following a provider's expression (`store.settings`,
/// `AppState.shared`) across files.
package struct MemberTypeFact: Sendable, Equatable {
  package var owner: String
  package var name: String
  package var typeName: String

  package init(owner: String, name: String, typeName: String) {
    self.owner = owner
    self.name = name
    self.typeName = typeName
  }
}
