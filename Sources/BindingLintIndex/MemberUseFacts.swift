import BindingLintSyntax

/// The facts the index keeps about uses of a type's members from outside its declaration
/// (`TypeFacts+MemberUses` reads them from a file): each labeled call with its labels and
/// `CallTraits`, what each extension body mentions, and a call site as the index answers it.

/// One call of a type with labeled arguments (`PortForwardEdit(config: c, forward: f)`,
/// `PortForwardEdit.init(…)`, `let e: PortForwardEdit = .init(…)`), which may be its
/// memberwise initializer: `non_private_state` asks about these before it calls making a
/// property `private` safe (`private` drops the property from the memberwise initializer,
/// or makes the whole initializer private).
package struct LabeledCall: Sendable, Equatable {
  /// The called type's last name component, as written (`Edit` for `Screens.Edit(…)`).
  package var typeName: String
  /// The labels in call order, joined by commas (a label is an identifier: it has none).
  /// One string, held inline up to 15 bytes, instead of an array of strings per call: a
  /// tree of a few thousand files has tens of thousands of labeled calls, all kept.
  package private(set) var joinedLabels: String
  /// 1-based line of the type name.
  package var line: Int
  /// What `state_passed_by_parent` and `non_private_state` need to know about the call,
  /// packed in one word (see `CallTraits`): which arguments are fixed values, whether the
  /// call is a one-shot host's root view, whether it sits in preview scaffolding.
  package var traits: CallTraits

  package init(typeName: String, labels: [String], line: Int, traits: CallTraits = CallTraits()) {
    self.init(typeName: typeName, joinedLabels: labels.joined(separator: ","), line: line, traits: traits)
  }

  init(typeName: String, joinedLabels: String, line: Int, traits: CallTraits) {
    self.typeName = typeName
    self.joinedLabels = joinedLabels
    self.line = line
    self.traits = traits
  }

  package var labels: [String] { Self.labels(joinedLabels) }

  /// The position of `label` among the call's labels, if it passes it.
  static func position(of label: String, _ joined: String) -> Int? {
    labels(joined).firstIndex(of: label)
  }

  /// Whether the call passes `label`.
  package func passes(_ label: String) -> Bool { Self.passes(label, joinedLabels) }

  static func labels(_ joined: String) -> [String] {
    joined.isEmpty ? [] : joined.utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Whether `label` is one of the comma-separated labels in `joined`, compared as bytes.
  static func passes(_ label: String, _ joined: String) -> Bool {
    var label = label
    var joined = joined
    return label.withUTF8 { wanted in
      joined.withUTF8 { all in
        var start = 0
        while start <= all.count {
          var end = start
          while end < all.count && all[end] != UInt8(ascii: ",") { end += 1 }
          if end - start == wanted.count && (0..<wanted.count).allSatisfy({ all[start + $0] == wanted[$0] }) { return true }
          start = end + 1
        }
        return false
      }
    }
  }
}

/// Facts about one labeled call, one bit each, so the index keeps them for every call of
/// the project at four bytes a call. Bits 0 to 14: the argument with that label position
/// is a fixed value — a literal (`0`, `"x"`, `nil`, `[]`, `[1, 2]`) or a construction
/// (`Model(…)`, `.init(…)`, `Model.init(…)`) — which hands the callee the same kind of
/// value on every render, or a new object whose only owner the callee is. Bits 15 to 27:
/// the argument at position (bit − 15) names an object built just upstream (a local `let`
/// bound to a construction or call, a property the struct's `init` assigns a construction;
/// `CallContext`), which for an object is the same as a construction. Bit 29: the call is
/// outside the code a SwiftUI parent re-runs (a coordinator's method, a free function);
/// like the look-through host roots and the presented content, found only for a call with
/// an argument that is not a fixed value.
/// Bit 30: the call is the `rootView:` of `UIHostingController`/`NSHostingController`/
/// `NSHostingView` (also through `AnyView(…)` or a local), built once per host. Bit 31: it
/// is inside `#Preview` or a `PreviewProvider`. Bit 28: the call is in the content of a `.sheet`,
/// `.fullScreenCover` or `.popover`, built anew for each presentation.
package struct CallTraits: Sendable, Equatable {
  package var bits: UInt32

  package init(bits: UInt32 = 0) { self.bits = bits }

  static let outsideRenderBit: UInt32 = 1 << 29
  static let hostRootBit: UInt32 = 1 << 30
  static let previewBit: UInt32 = 1 << 31
  static let presentedContentBit: UInt32 = 1 << 28
  /// Label positions past these are not recorded (never fixed or upstream): 15 fixed and
  /// 13 upstream positions and four flags share the word, so a call stays 16 bytes. A
  /// view's memberwise call with more labels is rare, and an unrecorded position only errs
  /// towards reporting. (Which arguments are life-long references is kept beside the calls,
  /// `TypeFacts.stableArguments`: few calls pass one.)
  static let positions = 15
  static let upstreamShift = 15
  static let upstreamPositions = 13

  package var isOutsideRender: Bool {
    get { bits & Self.outsideRenderBit != 0 }
    set { setFlag(Self.outsideRenderBit, newValue) }
  }

  /// Whether each of the call's `count` arguments is a fixed value (never past the
  /// recorded positions).
  func isEveryArgumentFixed(_ count: Int) -> Bool {
    guard count <= Self.positions else { return false }
    let mask: UInt32 = (1 << UInt32(count)) - 1
    return bits & mask == mask
  }

  package func isUpstreamObject(at position: Int) -> Bool { has(Self.upstreamShift, Self.upstreamPositions, position) }

  package mutating func setUpstreamObject(at position: Int) { set(Self.upstreamShift, Self.upstreamPositions, position) }

  package func isFixedArgument(at position: Int) -> Bool { has(0, Self.positions, position) }

  package mutating func setFixedArgument(at position: Int) { set(0, Self.positions, position) }

  package var isHostRoot: Bool {
    get { bits & Self.hostRootBit != 0 }
    set { setFlag(Self.hostRootBit, newValue) }
  }

  package var isInPreview: Bool {
    get { bits & Self.previewBit != 0 }
    set { setFlag(Self.previewBit, newValue) }
  }

  package var isInPresentedContent: Bool {
    get { bits & Self.presentedContentBit != 0 }
    set { setFlag(Self.presentedContentBit, newValue) }
  }

  /// The bit for `position` of the run of `count` positions starting at bit `shift`.
  private func has(_ shift: Int, _ count: Int, _ position: Int) -> Bool {
    position < count && bits & (1 << UInt32(shift + position)) != 0
  }

  private mutating func set(_ shift: Int, _ count: Int, _ position: Int) {
    if position < count { bits |= 1 << UInt32(shift + position) }
  }

  private mutating func setFlag(_ bit: UInt32, _ on: Bool) {
    bits = on ? bits | bit : bits & ~bit
  }
}

/// What an extension body mentions, kept small: the `NameHash`es of its identifiers
/// (`_name` and `$name` count as `name`), each once, in the order first met, so no
/// identifier becomes a `String` and a body that repeats its few names holds each once.
package struct ExtensionMentions: Sendable, Equatable {
  /// The extended type as written (`Composer`, `Screens.Detail`).
  package var extendedName: String
  package private(set) var nameHashes: [Int]
  /// 1-based line of the `extension` keyword.
  package var line: Int

  /// `hashes` in body order, repeats allowed.
  init(extendedName: String, hashes: [Int], line: Int) {
    self.extendedName = extendedName
    nameHashes = Self.unique(hashes)
    self.line = line
  }

  package func mentions(_ name: String) -> Bool {
    mentions(hash: NameHash.of(name))
  }

  /// `mentions(_:)` for a name whose `NameHash` the caller computed once for many extensions.
  func mentions(hash: Int) -> Bool {
    nameHashes.contains(hash)
  }

  /// Each hash once, in the order first met, in an array of exactly that many (a body's
  /// list grew by doubling). An open-addressing table finds repeats: sorting cost more
  /// than the rest of the member-use facts together.
  static func unique(_ hashes: [Int]) -> [Int] {
    guard hashes.count > 1 else { return hashes }
    var capacity = 16
    while capacity < hashes.count * 2 { capacity <<= 1 }
    let mask = capacity - 1
    var table = [Int](repeating: 0, count: capacity)
    var seenZero = false
    var kept = hashes
    var count = 0
    for hash in hashes {
      if hash == 0 {
        // 0 marks an empty slot: a zero hash is tracked on its own.
        if seenZero { continue }
        seenZero = true
      } else {
        // Hashes are mixed already: their low bits choose the slot.
        var slot = hash & mask
        while table[slot] != 0 && table[slot] != hash { slot = (slot + 1) & mask }
        if table[slot] == hash { continue }
        table[slot] = hash
      }
      kept[count] = hash
      count += 1
    }
    return Array(kept[..<count])
  }
}

/// What a call's arguments are, by label position (the first 16), beside the call
/// (`TypeFacts.stableArguments`): the low 16 bits mark a reference the caller holds for its
/// whole life (or every position, for a call keyed with `.id(…)`), the next 16 the caller's
/// own `@State` it never reassigns (`CallContext.namesSteadyOwnState`), the next 16 a
/// property of the caller that its file replaces whole (`CallContext.namesReplacedOwnProperty`).
enum StableArguments {
  static let everyPosition: UInt64 = 0xFFFF

  static func stableBit(_ position: Int) -> UInt64 { 1 << UInt64(position) }

  static func steadyStateBit(_ position: Int) -> UInt64 { 1 << UInt64(16 + position) }

  static func replacedBit(_ position: Int) -> UInt64 { 1 << UInt64(32 + position) }

  static func tickingBit(_ position: Int) -> UInt64 { 1 << UInt64(48 + position) }
}

/// A method called in a labeled argument (`Row(model: model.rowViewModel(item))`), the
/// first such argument of a call whose method is named in more than one word: the
/// argument's position and the method's name. Whether the name is the type the parameter
/// holds (a factory named after what it returns) is the rule's to ask. Kept beside the
/// calls (`TypeFacts.argumentCallees`, `MemberUseTable`), since few calls have one.
package struct ArgumentCallee: Sendable, Equatable {
  package var position: Int
  package var name: String

  package init(position: Int, name: String) {
    self.position = position
    self.name = name
  }
}

/// An argument that passes the caller's own `@State`, or a member of it, that the caller's
/// file never changes (`CallContext.steadyOwnValue`): the argument's position, the
/// caller's type (qualified) and the property. The callee is handed another value only if
/// the caller's own callers hand the caller one: the rule asks them (`state_passed_by_parent`).
package struct SteadySource: Sendable, Equatable {
  package var position: Int
  package var ownerName: String
  package var property: String

  package init(position: Int, ownerName: String, property: String) {
    self.position = position
    self.ownerName = ownerName
    self.property = property
  }
}

/// One call that passes a label, as `TypeIndex.labeledCallSites` answers it.
package struct LabeledCallSite: Sendable, Equatable {
  package var path: String
  package var line: Int
  /// The argument for the label is a literal or a construction (`CallTraits`).
  package var passesFixedValue: Bool
  /// The call is the `rootView:` of a hosting controller or view.
  package var isHostRoot: Bool
  /// The call is inside `#Preview` or a `PreviewProvider`.
  package var isInPreview: Bool
  /// The argument names an object built just upstream: a local `let` bound to a
  /// construction or call, or a property the caller's `init` assigns a construction.
  package var passesUpstreamObject: Bool = false
  /// The call is outside the code a SwiftUI parent re-runs: built once.
  package var isOutsideRender: Bool = false
  /// The argument is a reference the caller holds for its whole life: its own
  /// `@StateObject`, `@EnvironmentObject` or `@Environment(Model.self)`, or a static member.
  package var passesStableReference: Bool = false
  /// The argument is the caller's own `@State` that its file never reassigns nor binds.
  package var passesSteadyOwnState: Bool = false
  /// The argument is a property of the caller (or a local unwrapped from one) that the
  /// caller's file replaces whole (`x = …`, `$x` handed out): for an object, the caller
  /// can pass the view another one.
  package var passesReplacedProperty: Bool = false
  /// The caller's own `@State` (or a member of it) the argument passes, when the caller's
  /// file never changes it: the callee gets a later value only if the caller does.
  package var steadySource: SteadySource? = nil
  /// The call is in the content of a `.sheet`, `.fullScreenCover` or `.popover`: built
  /// anew for each presentation.
  package var isInPresentedContent: Bool = false
  /// The method the argument calls (`rowViewModel` in `model.rowViewModel(item)`), when it
  /// is named in more than one word; nil otherwise.
  package var argumentCallee: String? = nil
  /// The argument reads the context of a `TimelineView` around the call (`value:
  /// data.balance(at: context.date)`): a new value on every tick.
  package var passesTickingValue: Bool = false
  /// The argument is a construction with an empty argument list (`Model()`, `.init()`).
  package var passesEmptyConstruction: Bool = false
}
