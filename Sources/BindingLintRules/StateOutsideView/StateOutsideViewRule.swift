import BindingLintSyntax
import BindingLintIndex

/// `state_outside_view`: `@State`, `@StateObject`, `@FocusState` or `@GestureState`
/// declared where SwiftUI never installs it — in a class, an actor, or a struct or enum
/// that is not view code anywhere in the linted sources.
///
/// A class or actor is reported outright. A struct or enum is decided once the type index
/// holds every file, because its `View` (or `DynamicProperty`) conformance may be added by
/// an extension in another file.
package struct StateOutsideViewRule: StrictOptionRule {
  package static let description = RuleDescription(
    id: "state_outside_view",
    summary: "SwiftUI state wrappers only work inside view types",
    rationale: """
      Flags properties marked `@State`, `@StateObject`, `@FocusState` or `@GestureState` \
      whose enclosing type is a class, an actor, or a struct or enum that conforms to none of \
      `View`, `App`, `Scene`, `ViewModifier` or `DynamicProperty` in any linted file.

      These wrappers are handles to storage that SwiftUI creates when it installs a view in \
      the hierarchy and connects to the view's identity. Only the properties of a value \
      SwiftUI treats as view code (a view, an app, a scene, a modifier, or a dynamic \
      property nested in one) are ever connected. Anywhere else the handle stays detached: \
      writes may be dropped, reads return the initial value, nothing re-renders, and in \
      debug builds SwiftUI logs "Accessing State's value outside of being installed on a \
      View". The code compiles, which is what makes the mistake easy to ship in a view \
      model or a configuration struct.

      `@Binding` is not flagged: a binding is just a getter and a setter and works in any \
      struct. A type whose view conformance comes from a protocol declared outside the \
      linted sources (`UIViewRepresentable`, `ButtonStyle`, `Commands`, \
      `ToolbarContent`, a package's `View` refinement) may well host dynamic properties, so \
      a struct that adopts any protocol the linted sources do not declare (other than \
      plain ones such as `Equatable` or `Codable`) is not reported. Nor is a `static` \
      property: it is no view's storage, and test or preview fixtures use one to obtain a \
      projected value (`FocusState.Binding` has no public initializer); nor a property of a \
      test suite (a subclass of `XCTestCase` or of a project's `…TestCase`, a `@Suite` type \
      or one with `@Test` functions), for the same use; nor a wrapper whose storage an \
      initializer of its type is handed unchanged (`_focused = focused` in a \
      representable's coordinator): a copy of storage SwiftUI installed in the view that \
      made the value. A `@State` that nothing in its file writes (no \
      assignment, `$` binding, member write or mutating call in the type or its extensions \
      there) is reported only with `strict: true`: its reads return the initial value, as \
      a plain property's would, so nothing is lost but a debug-build warning (dead or \
      read-only properties, review54 and review59; a struct's, review92), unless some \
      linted file writes it through a value whose type that file names \
      (`self.store.isExpanded.toggle()` with `let store: SheetStore`, set 100): that \
      write is dropped, and it is reported, with the write as a related location (only \
      its own file can write a `fileprivate` one, or one in a private type: another type \
      there, `row.isExpanded.toggle()` with `let row: Row`). For one with no \
      default, an initializer's assignment is that initial value (`State(wrappedValue:)`), \
      so only writes outside the type's initializers count (review98). So is a private \
      one (or one in a private type) that nothing there reads (no use other than a write; \
      a `$` binding counts as both): a write is dropped, but no one sees the value it \
      should have changed.
      """,
    category: .correctness,
    fix: """
      In a class or actor, use a plain stored property (with `@Published` in an \
      `ObservableObject`, or none in an `@Observable` class); in a plain struct, move the \
      state into the view that owns the value, or drop the wrapper where every write is in \
      a `mutating` method
      """,
    triggering: StateOutsideViewRuleExamples.triggering,
    nonTriggering: StateOutsideViewRuleExamples.nonTriggering
  ).with(options: [
    .strict(effect: "also flag a '@State' that nothing in its file writes (reads return the initial value), or a private one nothing there reads (a dropped write goes unseen)"),
  ])
  .with(triggeringUnderStrict: StateOutsideViewRuleExamples.triggeringUnderStrict)

  /// `strict: true`: a class's `@State` that nothing writes is reported too.
  package var isStrict = false

  private static let wrappers: [StaticString] = ["State", "StateObject", "FocusState", "GestureState"]

  package init() {}

  package var triggers: [Trigger] {
    [.attribute("State"), .attribute("StateObject"), .attribute("FocusState"), .attribute("GestureState"),
     .attribute("SwiftUI")]
  }

  /// Protocols from the standard library and Foundation that a plain model struct adopts
  /// and that never make a type view code.
  private static let plainProtocols: Set<String> = [
    "Equatable", "Hashable", "Comparable", "Identifiable", "Sendable", "Codable", "Encodable", "Decodable",
    "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable", "RawRepresentable", "Error",
    "LocalizedError", "BitwiseCopyable",
  ]

  /// Whether the struct or enum `typeName` is certainly not view code: not a view type, and
  /// every protocol it adopts (here or in any extension) is either declared in the linted
  /// sources or a plain standard protocol. A conformance to something the index cannot see
  /// (`UIViewRepresentable`, `ButtonStyle`, `Commands`, `ToolbarContent`, a package's
  /// `View` refinement) may install the storage, so the property is left alone.
  private static func isPlainValueType(_ typeName: String, in project: String?, index: TypeIndex) -> Bool {
    guard !index.isRenderType(typeName, in: project) else { return false }
    guard case .type(let entry) = index.resolve(typeName, from: project) else { return true }
    for name in entry.inherited where !plainProtocols.contains(TypeIndex.strippingModule(name)) {
      if case .unknown = index.resolve(name, from: project) { return false }
    }
    return true
  }

  /// Kept, with the write as a related location, when some linted file writes `name`
  /// through a value of type `typeName` (`self.store.flag.toggle()`, `TypeFacts+MemberWrites`):
  /// the detached handle drops that write. Dropped otherwise (`strict` reports it).
  private static func writtenElsewhere(
    _ finding: Finding, _ name: String, of typeName: String, path: String, project: String?, index: TypeIndex
  ) -> PendingFinding.Decision {
    guard let write = index.memberWrite(to: name, ofType: typeName, in: project) else { return .drop }
    let related = RelatedLocation(line: write.line, message: droppedWriteNote(name), path: write.path == path ? nil : write.path)
    return .revise(message: finding.message, help: finding.help, fix: nil, related: [related])
  }

  /// The related location's note at a write SwiftUI drops.
  private static func droppedWriteNote(_ name: String) -> String { "'\(name)' is written here; SwiftUI drops the write" }

  /// Whether an initializer of `owner` in this file sets the property's storage
  /// (`_name = …`, `self._name = …`) to one of its parameters, unchanged.
  private static func isStorageHandedIn(_ name: String, owner: Int, in tree: SyntaxTree) -> Bool {
    for (index, declaration) in tree.declarations.enumerated() where declaration.kind == .initializer && declaration.parent == owner {
      let parameters = Set(tree.parameterNames(of: declaration).map { tree.nameText($0.token) })
      guard !parameters.isEmpty else { continue }
      for assignment in tree.assignments(inInitializer: index) where assignment.isThroughStorage && assignment.property == name {
        if assignment.value.count == 1, tree.kind(assignment.value.lowerBound) == .identifier,
          parameters.contains(tree.nameText(assignment.value.lowerBound))
        {
          return true
        }
      }
    }
    return false
  }

  /// `ranges` less the spans of the initializers declared in them.
  private static func outsideInitializers(_ ranges: [Range<Int>], in tree: SyntaxTree) -> [Range<Int>] {
    var pieces: [Range<Int>] = []
    for range in ranges {
      var start = range.lowerBound
      for declaration in tree.declarations where declaration.kind == .initializer
        && declaration.firstToken >= start && declaration.lastToken < range.upperBound
      {
        if declaration.firstToken > start { pieces.append(start..<declaration.firstToken) }
        start = declaration.lastToken + 1
      }
      if start < range.upperBound { pieces.append(start..<range.upperBound) }
    }
    return pieces
  }

  package func check(_ file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    var findings: [PendingFinding] = []
    // By owner: the names its body and extensions in this file write and read, found at
    // the first `@State` asked about.
    var usesByOwner: [Int: (written: Set<String>, read: Set<String>)] = [:]
    // The same outside the owner's initializers, for a property with no default.
    var laterWritesByOwner: [Int: Set<String>] = [:]
    // Member writes through values of known types, read once the first private state asks.
    var localWrites: [MemberWrite]? = nil
    for (index, declaration) in tree.declarations.enumerated() where declaration.kind == .variable || declaration.kind == .constant {
      guard let parent = declaration.parent else { continue }
      let owner = tree.declarations[parent]
      guard owner.kind.isNominalType, owner.kind != .protocol, !tree.isTypeLevel(declaration),
        let wrapper = tree.attributes(of: declaration).first(where: { attribute in
          Self.wrappers.contains { tree.token(attribute.nameToken, is: $0) }
        })
      else { continue }
      // Most state lives in `struct X: View`: decided here, with no pending finding to build.
      if owner.kind == .struct || owner.kind == .enum,
        tree.inheritance(of: owner).contains(where: { ViewKinds.stateInstalling.contains(tree.text($0.nameToken)) }) {
        continue
      }
      let typeName = tree.qualifiedName(of: parent)
      let name = tree.name(of: declaration)
      let wrapperName = tree.text(wrapper.nameToken)
      let start = tree.startOffset(declaration.firstToken)
      let end = tree.endOffset(declaration.lastToken)
      // A test case holds `@State` for its projected value, as a `static` fixture does
      // (review40 P7, an `XCTestCase`; review42 P7, a Swift Testing suite): nothing renders it.
      if tree.isTestSuite(parent) { continue }
      // `_focusedField = focusedField` from an initializer's parameter: a copy of storage
      // SwiftUI installed in the view that made this value (a representable's coordinator,
      // review64 P1), which reads and writes the view's own state.
      if Self.isStorageHandedIn(name, owner: parent, in: tree) { continue }
      // Never written here, reads return the initial value, as a plain property's would
      // (review92 B7: a parser struct's `@State` only its initializer sets), unless another
      // type writes it through a value of this one (set 100: a view toggles its store's
      // flag); a write no code can read is lost unseen (a private property nothing here reads).
      var needsWriteElsewhere = false
      // The line where another type in this file writes a private one.
      var writtenHere: Int? = nil
      if !isStrict && wrapperName == "State" {
        if usesByOwner[parent] == nil {
          let ranges = file.analyses.lookup.memberUsageRanges(of: index)
          usesByOwner[parent] = tree.nameUses(in: ranges)
        }
        let isFilePrivate = tree.isFilePrivate(index)
        if let uses = usesByOwner[parent] {
          if !uses.written.contains(name) {
            needsWriteElsewhere = true
          } else if !uses.read.contains(name) && isFilePrivate {
            continue
          }
        }
        // With no default, an initializer's `self.name = value` is the wrapper's
        // initialization, `State(wrappedValue:)`, which the detached handle keeps: reads
        // return it (review98 D3–D7: a menu item class whose five `@State` only its `init`
        // sets). Only a write elsewhere can be lost.
        if declaration.initializerTokens.isEmpty && !needsWriteElsewhere {
          if laterWritesByOwner[parent] == nil {
            let ranges = Self.outsideInitializers(file.analyses.lookup.memberUsageRanges(of: index), in: tree)
            laterWritesByOwner[parent] = tree.writtenNames(in: ranges)
          }
          if laterWritesByOwner[parent]?.contains(name) == false {
            needsWriteElsewhere = true
          }
        }
        // Only this file can write a private one (another type here, through a value of
        // this one: `row.expanded.toggle()`); decided now, with no index.
        if needsWriteElsewhere && isFilePrivate {
          if localWrites == nil { localWrites = TypeFacts.memberWrites(in: tree) }
          let type = TypeIndex.lastComponent(typeName)
          guard let write = localWrites?.first(where: { $0.name == name && $0.ownerType == type }) else { continue }
          writtenHere = write.line
          needsWriteElsewhere = false
        }
      }
      let project = file.project
      let path = tree.source.path
      // A class or actor never installs the state; a struct or enum may be view code
      // through a conformance in another file, which the index decides.
      let isReferenceType = owner.kind == .class || owner.kind == .actor
      let finding = isReferenceType
        ? Finding(
          ruleID: Self.description.id, start: start, end: end,
          message: "'@\(wrapperName)' property '\(name)' is in \(owner.kind == .class ? "class" : "actor") '\(typeName)'; SwiftUI only installs it in a view",
          help: "use a plain stored property (published or observed) in '\(typeName)' instead of '@\(wrapperName)'")
        : Finding(
          ruleID: Self.description.id, start: start, end: end,
          message: "'@\(wrapperName)' property '\(name)' is in '\(typeName)', which is not a view type; SwiftUI never installs it",
          // Dropping the wrapper compiles only where every write is in a `mutating` method
          // (review92 B10: `show = false` in a closure of a non-mutating method).
          help: "move '\(name)' into the view that owns it, or drop '@\(wrapperName)' and write it only from 'mutating' methods")
      var reported = finding
      if let line = writtenHere { reported.related = [RelatedLocation(line: line, message: Self.droppedWriteNote(name), path: nil)] }
      if isReferenceType && !needsWriteElsewhere {
        findings.append(PendingFinding(reported))
        continue
      }
      let asksForWrite = needsWriteElsewhere
      findings.append(PendingFinding(reported) { index in
        if !isReferenceType && !Self.isPlainValueType(typeName, in: project, index: index) { return .drop }
        return asksForWrite ? Self.writtenElsewhere(finding, name, of: typeName, path: path, project: project, index: index) : .keep
      })
    }
    return findings
  }
}
