import BindingLintSyntax

/// What one file contributes to the project-wide type index: the types it declares (with
/// kind, attributes, inheritance and generic parameters), its type aliases, and the
/// conformances its extensions add. Small values of names only, so the engine can keep
/// every file's facts while the file itself is gone.
package struct TypeFacts: Sendable {
  package struct DeclaredType: Sendable, Equatable {
    /// `Outer.Inner`, as nested in the file (extensions contribute their extended name).
    package var qualifiedName: String
    /// `.typealias` for `typealias Name = …`: a name that is not a class by itself.
    package var kind: Declaration.Kind
    /// Attribute names without `@` (`Observable`, `MainActor`).
    package var attributes: [String]
    /// Inherited type names, the last component only (`View` for `SwiftUI.View`).
    package var inherited: [String]
    /// Generic parameter names (`Model` in `struct Row<Model>`), and for a protocol its
    /// associated types: names that mean "some type" inside the declaration and its
    /// extensions, whatever a type elsewhere happens to be called.
    package var genericParameters: [String] = []
    /// For a type alias whose target is a plain name (`typealias Store = AppStore`), that
    /// name as written; nil for anything else (`typealias F = (Int) -> Void`).
    package var aliasTarget: String? = nil
    /// `private`/`fileprivate` (at any nesting): visible in its own file only.
    package var isFilePrivate: Bool = false
    /// Names of the `@Published` properties a class declares in its body, and of its
    /// computed properties (in the body or this file's extensions) that read one
    /// (`var drives: [Drive] { _drives }`): reading either depends on published state.
    package var publishedMembers: [String] = []
    /// Those of its `@Published` stored properties that change only while an initializer
    /// runs (`TypeFacts+SettledPublished`).
    package var settledPublishedMembers: [String] = []
    /// Names of the stored instance properties a class (or a `@main` struct) declares in its body.
    package var storedVariables: [String] = []
    /// For those stored `var`s whose annotation holds objects of one named type (`T`, `T?`,
    /// `[T]`, `Set<T>`): that name as written, by property.
    package var storedVariableElementTypes: [String: String] = [:]
    /// For a class holding such objects: whether its body may change its state with nobody
    /// calling it (`TypeFacts.mayChangeOnItsOwn`); true for everything else.
    package var mayChangeOnItsOwn = true
    /// Stored properties a class keeps out of Observation's or SwiftData's tracking
    /// (`@ObservationIgnored`, `@Transient`).
    package var untrackedProperties: [String] = []
    /// Whether any other struct declares a stored instance property (`var` or `let`) in its body.
    package var hasStoredProperties = false
    /// Whether such a struct declares a stored instance property with an attribute (a
    /// property wrapper: `@State`, `@ObservedObject`, `@Environment`, …): SwiftUI may run its
    /// `body` again without a parent building it anew.
    package var hasWrappedProperties = false
    /// Whether a class declares a stored instance `let` in its body.
    package var hasStoredConstants = false
    /// The names of those `let`s (a tuple pattern's have none here): no key path
    /// through one writes (`$prefs.drawing.settings` with `let drawing` does not compile).
    package var storedConstants: [String] = []
    /// Names of the property requirements a protocol declares (`var state: S { get }`).
    package var propertyRequirements: [String] = []
    /// For a class whose own declaration changes none of its state after `init`, what its
    /// members construct (`TypeFacts+SettledClasses`); nil otherwise.
    package var settledByInit: SettledClass? = nil
    /// For a struct: what the closures its stored properties and initializers take are for
    /// (`TypeFacts+ClosureParameters`).
    package var closureParameters = ClosureParameters()
  }

  package struct ExtensionFact: Sendable, Equatable {
    /// The extended type as written (`Foo`, `Outer.Inner`).
    package var extendedName: String
    package var inherited: [String]
  }

  package var project: String?
  /// The file's path as given, and its Swift module when the layout says so
  /// (`…/Sources/<Module>/…` in a package); nil when unknown (Xcode targets).
  package var path: String?
  package var module: String?
  package var types: [DeclaredType] = []
  package var extensions: [ExtensionFact] = []
  /// Properties that initializers in this file's extensions assign (`TypeFacts+Initializers`).
  package var extensionInitAssignments: [ExtensionInitAssignment] = []
  /// Labeled calls of types and what extension bodies mention (`TypeFacts+MemberUses`).
  package var labeledCalls: [LabeledCall] = []
  /// The method an argument of `labeledCalls[i]` calls, by `i` (few calls have one).
  package var argumentCallees: [Int: ArgumentCallee] = [:]
  /// The label positions (bits, `StableArguments`) of `labeledCalls[i]` that pass a
  /// reference the caller holds for its whole life (`CallContext.namesStableReference`),
  /// its own never-reassigned `@State`, a property it replaces whole, or a value read from
  /// a `TimelineView`'s context around the call, by `i` (few calls pass one).
  package var stableArguments: [Int: UInt64] = [:]
  /// For `labeledCalls[i]` written inside a type that declares (in this file) a nested type of
  /// the called name, that nested type's qualified name, by `i`: Swift finds it before any
  /// namesake (`CodeView(…)` inside `Viewer` builds `Viewer.CodeView`, review46 P7).
  package var nestedCallTargets: [Int: String] = [:]
  /// The caller's own `@State` (or a member of it) that arguments of `labeledCalls[i]` pass
  /// and that its file never changes (`CallContext.steadyOwnValue`), by `i` (few calls
  /// pass one).
  package var steadySources: [Int: [SteadySource]] = [:]
  /// The label positions (bits) of `labeledCalls[i]` whose argument is a construction with
  /// an empty argument list (`MyBooksView(model: MyBooksViewModel())`), by `i` (few calls
  /// pass one).
  package var emptyConstructions: [Int: UInt16] = [:]
  package var extensionMentions: [ExtensionMentions] = []
  /// What the closures initializers in this file's extensions take (`TypeFacts+ClosureParameters`).
  package var extensionClosures: [ExtensionClosureFact] = []
  /// The names the file assigns `nil` (`TypeFacts+NilAssignments`).
  package var nilAssignments: [NilAssignment] = []
  /// Members the file writes through a value of a type it names (`TypeFacts+MemberWrites`).
  package var memberWrites: [MemberWrite] = []
  /// Views, constructions and providers (`ViewGraphFacts`), filled in by the engine when a
  /// rule or the graph needs them; empty otherwise.
  package var viewGraph = ViewGraphFacts()

  package init(project: String?) { self.project = project }

  package init(tree: SyntaxTree, project: String?) {
    self.project = project
    path = tree.source.path
    module = Self.packageModule(ofPath: tree.source.path)
    var typeSlot: [Int: Int] = [:]
    let filePrivate = tree.filePrivateDeclarations()
    var computed: [(slot: Int, declaration: Int)] = []
    // Classes declaring a `@Published` property, by slot.
    var publishing: [Int: Int] = [:]
    var classSlots: [String: Int] = [:]
    var protocolSlots: [Int: Int] = [:]
    var structSlots: [Int: Int] = [:]
    var settledSlots: [(slot: Int, declaration: Int)] = []
    var classDeclarations: [(slot: Int, declaration: Int)] = []
    let closures = Self.closureParameters(in: tree)
    extensionClosures = closures.extensions
    for (index, declaration) in tree.declarations.enumerated() {
      if declaration.kind == .variable, let parent = declaration.parent, declaration.nameToken != nil, let slot = protocolSlots[parent] {
        types[slot].propertyRequirements.append(tree.name(of: declaration))
        continue
      }
      if let parent = declaration.parent, let slot = structSlots[parent], declaration.kind == .variable || declaration.kind == .constant {
        // `propertyStorage` reads a `let` as stored and a `static` one as type-level.
        if declaration.nameToken != nil, tree.propertyStorage(declaration) == .stored {
          types[slot].hasStoredProperties = true
          if !declaration.attributes.isEmpty { types[slot].hasWrappedProperties = true }
        }
        continue
      }
      if declaration.kind == .variable {
        // The attribute test first: it is a look at an (almost always empty) slice, the slot a hash.
        if let parent = declaration.parent, tree.attribute(named: "Published", on: declaration) != nil, let slot = typeSlot[parent] {
          types[slot].publishedMembers.append(tree.name(of: declaration))
          publishing[slot] = parent
        } else if let parent = declaration.parent, declaration.nameToken != nil, let slot = typeSlot[parent]
          ?? (tree.declarations[parent].kind == .extension ? classSlots[tree.qualifiedName(of: parent)] : nil) {
          switch tree.propertyStorage(declaration) {
          case .stored where typeSlot[parent] != nil:
            let name = tree.name(of: declaration)
            types[slot].storedVariables.append(name)
            if tree.attribute(named: "ObservationIgnored", on: declaration) != nil || tree.attribute(named: "Transient", on: declaration) != nil {
              types[slot].untrackedProperties.append(name)
            }
            let element = declaration.typeTokens.isEmpty
              ? tree.heldElementTypeName(initializer: declaration.initializerTokens)
              : tree.heldElementTypeName(in: declaration.typeTokens)
            if let element { types[slot].storedVariableElementTypes[name] = element }
          case .computed: computed.append((slot, index))
          default: break
          }
        }
        continue
      }
      if declaration.kind == .constant {
        if let parent = declaration.parent, let slot = typeSlot[parent], !tree.isTypeLevel(declaration) {
          types[slot].hasStoredConstants = true
          if declaration.nameToken != nil { types[slot].storedConstants.append(tree.name(of: declaration)) }
        }
        continue
      }
      if declaration.kind == .typealias {
        guard declaration.nameToken != nil else { continue }
        let parent = tree.enclosingType(of: index).map { tree.qualifiedName(of: $0) } ?? ""
        let name = tree.name(of: declaration)
        types.append(DeclaredType(
          qualifiedName: parent.isEmpty ? name : parent + "." + name, kind: .typealias, attributes: [],
          inherited: tree.compositionMembers(ofAlias: declaration),
          genericParameters: tree.genericParameterNames(of: declaration), aliasTarget: tree.aliasTarget(of: declaration),
          isFilePrivate: filePrivate[index]))
        continue
      }
      guard declaration.kind.isTypeLike else { continue }
      let inherited = tree.inheritance(of: declaration).map { tree.nameText($0.nameToken) }
      if declaration.kind == .extension {
        let name = tree.name(of: declaration)
        if !inherited.isEmpty { extensions.append(ExtensionFact(extendedName: name, inherited: inherited)) }
      } else {
        let attributes = tree.attributes(of: declaration).map { tree.text($0.nameToken) }
        if declaration.kind == .class {
          classDeclarations.append((types.count, index))
          typeSlot[index] = types.count
          classSlots[tree.qualifiedName(of: index)] = types.count
          if inherited.contains("ObservableObject") { settledSlots.append((types.count, index)) }
        } else if declaration.kind == .struct && attributes.contains("main") {
          // An app's stored properties tell whether its `body` can run again
          // (`RenderingParents`); `@main` marks it wherever its `App` conformance is written.
          typeSlot[index] = types.count
        } else if declaration.kind == .struct {
          // Whether a view has any stored property: one with none compares equal on every
          // parent render (`RenderingParents`). A flag, not names: every struct has one.
          structSlots[index] = types.count
        } else if declaration.kind == .protocol {
          protocolSlots[index] = types.count
        }
        var generics = tree.genericParameterNames(of: declaration)
        if declaration.kind == .protocol { generics += tree.associatedTypeNames(of: declaration) }
        types.append(DeclaredType(
          qualifiedName: tree.qualifiedName(of: index), kind: declaration.kind,
          attributes: attributes, inherited: inherited, genericParameters: generics,
          isFilePrivate: filePrivate[index], closureParameters: closures.structs.isEmpty ? [] : closures.structs[index] ?? []))
      }
    }
    for (slot, index) in computed where !types[slot].publishedMembers.isEmpty {
      if tree.readsAnyMember(Set(types[slot].publishedMembers), inBodyOf: tree.declarations[index]) {
        types[slot].publishedMembers.append(tree.name(of: tree.declarations[index]))
      }
    }
    for (slot, index) in publishing { types[slot].settledPublishedMembers = Self.settledPublishedMembers(of: index, in: tree) }
    for (slot, index) in settledSlots { types[slot].settledByInit = Self.settledClass(index, in: tree) }
    for (slot, index) in classDeclarations where !types[slot].storedVariableElementTypes.isEmpty {
      types[slot].mayChangeOnItsOwn = Self.mayChangeOnItsOwn(index, in: tree)
    }
    extensionInitAssignments = Self.extensionInitAssignments(in: tree)
    let calls = Self.labeledCalls(in: tree)
    (labeledCalls, argumentCallees, stableArguments) = (calls.calls, calls.argumentCallees, calls.stableArguments)
    (nestedCallTargets, steadySources, emptyConstructions) = (calls.nestedCallTargets, calls.steadySources, calls.emptyConstructions)
    extensionMentions = Self.extensionMentions(in: tree)
    nilAssignments = Self.nilAssignments(in: tree)
    memberWrites = Self.memberWrites(in: tree)
  }

  /// `Sources/StatusKit/Editor/Store.swift` is in module `StatusKit` (SwiftPM's layout;
  /// `Tests/<Module>/` likewise).
  static func packageModule(ofPath path: String) -> String? {
    // Over the path's UTF-8 bytes: `split` on a `String` compares grapheme clusters, and
    // even `String.UTF8View` indices cost a hundred instructions a byte here.
    var path = path
    return path.withUTF8 { bytes in
      moduleComponent(ofPath: bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
    }
  }

  /// The byte range of the path component after the last `Sources` or `Tests` component,
  /// if at least one more component follows it (the file's own name at least).
  static func moduleComponent(ofPath bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
    var module: Range<Int>? = nil
    var componentsAfter = -1  // -1 until a `Sources` or `Tests` component is seen
    var start = 0
    for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
      defer { start = index + 1 }
      guard start < index else { continue }
      let component = UnsafeBufferPointer(rebasing: bytes[start..<index])
      if ByteText.equals(component, "Sources") || ByteText.equals(component, "Tests") {
        module = nil
        componentsAfter = 0
      } else if componentsAfter >= 0 {
        componentsAfter += 1
        if componentsAfter == 1 { module = start..<index }
      }
    }
    return componentsAfter >= 2 ? module : nil
  }
}

extension SyntaxTree {
  /// For each declaration, whether it or a type around it is `private` or `fileprivate`.
  /// Computed top down (a parent precedes its members), so each declaration's modifiers
  /// are read once, however deep the nesting.
  func filePrivateDeclarations() -> [Bool] {
    var result = [Bool](repeating: false, count: declarations.count)
    for (index, declaration) in declarations.enumerated() {
      // Parents come first in source order; a parent after its member would be a parser bug.
      if let parent = declaration.parent, parent < index && result[parent] {
        result[index] = true
      } else {
        result[index] = hasFilePrivateModifier(declaration) || (declaration.parent.map { $0 > index && isFilePrivate($0) } ?? false)
      }
    }
    return result
  }

  /// Whether declaration `index` or a type around it is `private` or `fileprivate`: only
  /// this file can use it.
  package func isFilePrivate(_ index: Int) -> Bool {
    var current: Int? = index
    while let at = current {
      let declaration = declarations[at]
      if hasFilePrivateModifier(declaration) { return true }
      current = declaration.parent
    }
    return false
  }

  func hasFilePrivateModifier(_ declaration: Declaration) -> Bool {
    modifiers(of: declaration).contains { modifier in
      modifier.isPlain && (keyword(modifier.token) == .`private` || keyword(modifier.token) == .`fileprivate`)
    }
  }
}
