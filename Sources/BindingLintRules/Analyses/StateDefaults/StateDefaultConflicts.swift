import BindingLintSyntax
import BindingLintIndex

/// `@State` properties with a declaration default that an `init` of the same type also
/// assigns, and what that assignment does: lost through the wrapper's setter
/// (`lost_state_assignment`), or replacing the storage so the default is dead
/// (`state_initialized_twice`). One analysis decides both, so each declaration is reported
/// by exactly one of the two rules, with the same filters and words.
///
/// Initializers in the declaring file (type body, extensions) are read here; those in
/// extensions elsewhere reach the decision through the index (`TypeFacts+Initializers`), so
/// the answer is the same for any file order. Whether the type is a view does not matter:
/// the double initialization is wrong either way.
struct StateDefaultConflicts {
  /// How `init` assigns the property: through the wrapper's setter (`self.x = …`: lost,
  /// SwiftUI keeps the default) or by replacing the storage (`_x = State(…)`: the default
  /// is never used with the property wrapper, and Xcode 27's macro does not support both);
  /// unknown for an initializer the index reports from another file.
  /// `wrapperBeforeInitialization`: `self.x = …` before every stored property has its value,
  /// which initializes the wrapper again (`runsBeforeSelfIsInitialized`).
  enum Assignment {
    case wrapper, wrapperBeforeInitialization, storage, unknown
  }

  /// The id the findings carry.
  let ruleID: String
  /// Whether the rule reports a property its `init` assigns this way.
  let reports: (Assignment) -> Bool
  /// `strict: true`: a parameter no caller passes yet is reported too.
  let isStrict: Bool

  /// What `strict` adds, for both rules.
  static let strictEffect = "also report a parameter whose default is the property's that no caller passes yet "
    + "(the assignment has no effect), and a first value no reader sees (a sheet opened only after the property is written)"

  /// One `@State` property with a default that an initializer of its type assigns (or
  /// that only an extension elsewhere may), as both rules see it: worked out once per file
  /// for the two (`FileAnalyses.stateDefaults`), with the filters that do not depend on
  /// the rule already applied.
  struct Candidate {
    /// The property's declaration and the type holding it.
    let position: Int
    let parent: Int
    let typeName: String
    let property: String
    /// The type's initializers in this file that do not delegate.
    let initializers: [Int]
    /// The first initializer assigning the property, and that assignment.
    let assigning: (initializer: Int, assignment: InitializerAssignment)?
    let through: Assignment
  }

  /// The file's candidates, in declaration order.
  static func candidates(in tree: SyntaxTree) -> [Candidate] {
    var initializersByType: [String: [Int]]? = nil
    var result: [Candidate] = []
    for (position, declaration) in tree.declarations.enumerated() where declaration.kind == .variable {
      guard !declaration.initializerTokens.isEmpty, let parent = declaration.parent,
        tree.declarations[parent].kind.isTypeLike,
        let wrapper = tree.attribute(named: "State", on: declaration),
        wrapper.nameToken == wrapper.atToken + 1 || tree.token(wrapper.atToken + 1, is: "SwiftUI")
      else { continue }
      if initializersByType == nil { initializersByType = Self.initializersByType(in: tree) }
      let typeName = tree.qualifiedName(of: parent)
      let property = tree.name(of: declaration)
      // A delegating initializer assigns after `self.init(…)` gave the first value.
      let initializers = initializersByType?[typeName, default: []].filter { !tree.delegatesToSelfInit($0) } ?? []
      let assigning = initializers.lazy.compactMap({ initializer in
        tree.assignments(inInitializer: initializer).first { $0.property == property && !$0.keepsDefaultAsFallback }
          .map { (initializer: initializer, assignment: $0) }
      }).first
      let local = assigning?.assignment
      // `self.x = …` before every stored property has a value initializes the wrapper again
      // (`State(wrappedValue:)`), as `_x = State(…)` does: the value is kept and the default
      // is the dead one (review67 A21). After that point the setter's write is lost.
      let through: Assignment = assigning.map({ initializer, local in
        local.isThroughStorage ? .storage
          : Self.runsBeforeSelfIsInitialized(local, in: initializer, type: parent, tree: tree) ? .wrapperBeforeInitialization
          : .wrapper
      }) ?? .unknown
      // Another initializer that leaves the property alone relies on the default: it is that
      // initializer's value, not dead code (`init(total:)` beside a test's `init(total:expanded:)`).
      // A lost write stays lost whichever initializer runs.
      if local != nil, through != .wrapper, initializers.contains(where: { initializer in
        !tree.assignments(inInitializer: initializer).contains { $0.property == property }
      }) {
        continue
      }
      // `_size = State(initialValue: .zero)` beside `= .zero`: one value written twice, nothing
      // is lost and nothing to choose (review47 P5).
      if let local, Self.assignsTheDefault(local, default: declaration.initializerTokens, in: tree) { continue }
      // `self.progress = progress` where no parameter or local is called `progress`: the
      // property given its own value, the default (review65 P2).
      if let (initializer, local) = assigning, Self.assignsItself(local, in: initializer, tree: tree) { continue }
      result.append(Candidate(
        position: position, parent: parent, typeName: typeName, property: property, initializers: initializers,
        assigning: assigning, through: through))
    }
    return result
  }

  func findings(in file: FileContext) -> [PendingFinding] {
    let tree = file.tree
    let ruleID = ruleID
    var lines: LineTable?
    var findings: [PendingFinding] = []
    for candidate in file.analyses.stateDefaults where reports(candidate.through) {
      let (position, parent, typeName, property) = (candidate.position, candidate.parent, candidate.typeName, candidate.property)
      let (initializers, through) = (candidate.initializers, candidate.through)
      let assigning = candidate.assigning
      let local = assigning?.assignment
      let declaration = tree.declarations[position]
      let start = tree.startOffset(declaration.firstToken)
      let end = tree.endOffset(declaration.lastToken)
      guard let local else {
        // An extension in another file: decided once the index holds every file's facts.
        let project = file.project
        let path = tree.source.path
        // No words yet: the decision either drops the finding or supplies them, and tens of
        // thousands of these wait for the index in a large tree.
        let finding = Finding(ruleID: ruleID, start: start, end: end, message: "", help: "")
        let dropped = DroppedDefault(declaration, in: tree)
        findings.append(.decidedByOtherFiles(finding) { index in
          guard let other = index.extensionInitAssignments(to: property, of: typeName, in: project).first(where: { $0.path != path })
          else { return .drop }
          let placed = Self.finding(
            ruleID: ruleID, start: start, end: end, property: property, place: "\(other.path):", line: other.line, dropTheDefault: dropped.words)
          return .keepWith(message: placed.message, help: placed.help)
        })
        continue
      }
      // One line table for the file, built at the first finding that needs it.
      if lines == nil { lines = LineTable(tree.source.bytes) }
      let line = lines?.location(of: tree.startOffset(local.token)).line ?? 0
      let isNilDefault = declaration.initializerTokens.count == 1 && tree.isKeyword(declaration.initializerTokens.lowerBound, .`nil`)
      // `self.x = x` from a parameter whose default is the property's: while no caller
      // passes that label, the lost write carries only the default. Latent, and still worth
      // the fix (review45 P3 read it not worth it; nine of ten earlier readers' findings of
      // this shape were), so the words say what is true today.
      let project = file.project
      let path = tree.source.path
      // `_x = State(initialValue: f(member))`: `init` computes the value from the view's own
      // members, which compiles only with the default, so "drop the default" alone would
      // break the build (review89 A38, A43): the advice names the restructure.
      let memberRead = assigning.flatMap { Self.ownMemberRead(by: local, in: $0.initializer, type: parent, tree: tree) }
      let dropTheDefault = DroppedDefault(declaration, in: tree).words
      var finding = Self.finding(
        ruleID: ruleID, start: start, end: end, property: property, place: "line ", line: line, through: through, isNilDefault: isNilDefault,
        dropTheDefault: dropTheDefault)
      if let memberRead {
        finding.help = "'init' reads '\(memberRead)' to compute the value, which compiles only while '\(property)' has a default: "
          + "compute it without reading the view's properties (from the parameters, or the stored setting itself), then "
          + (through == .wrapper ? "write '_\(property) = State(initialValue: …)' and \(dropTheDefault)" : dropTheDefault)
      }
      // A property nothing reads but its declaration and initializers (here, nor in an
      // extension elsewhere): whichever value wins, nothing shows it (review48 P4).
      let isUnreadHere = !Self.isUsed(property, declaration: position, initializers: initializers, lookup: file.analyses.lookup, in: tree)
      // Read only in a presentation that code writing the property first opens: no reader
      // ever sees the first value, whichever it is (review53 P1).
      let isUnobservedHere = !isUnreadHere && Self.initialValueIsUnobserved(
        property, declaration: position, initializers: initializers, lookup: file.analyses.lookup, in: tree)
      // A `public` view may have callers outside the linted sources: the words say whose.
      let isPublic = tree.isPublic(tree.declarations[parent])
      var unpassed: (label: String, message: String, help: String)?
      let noCaller = "no caller \(isPublic ? "in these sources passes" : "passes") it yet"
      if let (label, parameter) = Self.defaultParameter(storedBy: local, default: declaration.initializerTokens, in: tree),
        !Self.initCallPasses(label, otherThan: declaration.initializerTokens, in: tree)
      {
        if through != .wrapper {
          // `_x = State(initialValue: x)` from `x: T = d` beside `= d`: both spell one value
          // while no caller passes `x:` (review52 P1).
          let message = "'@State' property '\(property)' has a default value that 'init' replaces at line \(line) with '\(label):', "
            + "whose default is the same (\(noCaller))"
          let help = "\(dropTheDefault): the parameter's default decides the first value"
          unpassed = (label, message, help)
        } else {
          let message = "'@State' property '\(property)' is assigned in 'init' at line \(line), but SwiftUI keeps its default value: "
            + "'\(label):' has no effect (\(noCaller))"
          let help = "remove the '\(label):' parameter, or write '_\(property) = State(initialValue: \(parameter))' "
            + "and \(dropTheDefault) so a caller's value is used"
          unpassed = (label, message, help)
        }
      } else if let label = Self.nilDefaultParameter(derivingDefault: local, default: declaration.initializerTokens, in: tree),
        !Self.initCallPasses(label, otherThan: nil, in: tree)
      {
        // `_title = State(initialValue: draft?.title ?? "")` from `draft: Draft? = nil`
        // beside `= ""`: with the parameter's default the value is the property's own,
        // and no caller passes another yet (review65 A14–A16).
        let message = through != .wrapper
          ? "'@State' property '\(property)' has a default value that 'init' replaces at line \(line) with a value "
            + "computed from '\(label):' that equals the default while that parameter is nil (\(noCaller))"
          : "'@State' property '\(property)' is assigned in 'init' at line \(line), but SwiftUI keeps its default value: "
            + "the value computed from '\(label):' equals it while that parameter is nil (\(noCaller))"
        let help = through != .wrapper
          ? "\(dropTheDefault): the value 'init' computes decides the first value"
          : "remove the '\(label):' parameter, or write '_\(property) = State(initialValue: …)' and \(dropTheDefault) so a caller's value is used"
        unpassed = (label, message, help)
      }
      let unpassedWords = unpassed
      let isStrict = isStrict
      guard isUnreadHere || isUnobservedHere || unpassedWords != nil else {
        findings.append(RenderingParents.unlessBuiltOnlyInPreviews(finding, at: declaration.firstToken, in: tree, project: project))
        continue
      }
      let refine: @Sendable (String, TypeIndex) -> PendingFinding.Decision = { typeName, index in
        if isUnreadHere || isUnobservedHere && !isStrict,
          index.extensionsMentioning(property, of: typeName, in: project, outside: path).isEmpty
        {
          return .drop
        }
        // A `public` view's callers may be in another project of the run (review61 A3–A4).
        // A preview, a preview's helper or a test passing it builds the view on data of its
        // own: users never see that value (set 98 D17, D22).
        guard let unpassed = unpassedWords,
          RenderingParents.areScaffolding(
            isPublic ? index.labeledCallSitesInAnyProject(of: typeName, declaredIn: project, passing: unpassed.label)
              : index.labeledCallSites(of: typeName, passing: unpassed.label, in: project),
            of: typeName, project: project, file: path, in: index)
        else {
          return .keep
        }
        // Nothing differs at run time while no caller passes it (review51 P2; the readers
        // of reviews 45-51 under issue 20's question read it not worth a change). A public
        // view the sources never build is a library's API, whose callers outside may pass
        // it: kept. One the sources build outside previews is a module of this app (an app
        // split into packages, review55 P4): its callers are here.
        if !isStrict && (!isPublic || RenderingParents.isBuiltOutsidePreviews(typeName, project: project, file: path, in: index)) {
          return .drop
        }
        return .keepWith(message: unpassed.message, help: unpassed.help)
      }
      if isPublic {
        findings.append(PendingFinding(finding) { index in refine(typeName, index) })
      } else {
        findings.append(RenderingParents.unlessBuiltOnlyInPreviews(finding, at: declaration.firstToken, in: tree, project: project, refine: refine))
      }
    }
    return findings
  }

  /// The finding for `property`, naming the assignment's place (`line 12`, `Other.swift:12`);
  /// a line in the same file is also a related location. The words say what happens for
  /// the kind of assignment (review43 P7/P8); a default of
  /// `nil` gets advice of its own: an optional `@State` starts as nil without it.
  private static func finding(
    ruleID: String, start: Int, end: Int, property: String, place: String, line: Int, through assignment: Assignment = .unknown,
    isNilDefault: Bool = false, dropTheDefault: String = "drop the default"
  ) -> Finding {
    let sameFile = place == "line "
    // What the macro does with `_x = State(…)` beside a default is not established here:
    // TN3211's example assigns `self.x` (the default wins), and builds that assign before
    // every stored property has its value fail (review67). The words claim neither.
    let xcode27 = "Xcode 27's '@State' macro does not support both (TN3211)"
    let message: String
    let help: String
    switch assignment {
    case .wrapper:
      message = "'@State' property '\(property)' is assigned in 'init' at \(place)\(line), but SwiftUI keeps its default value: "
        + "the assignment is lost"
      help = "to start from the value 'init' is given, write '_\(property) = State(initialValue: …)' and \(dropTheDefault); "
        + "if the default is right, drop the assignment"
    case .wrapperBeforeInitialization:
      // Apple's notes on the Xcode 27 macro: an assignment in `init` of a `@State` with a
      // default, before all stored properties are assigned, is an error ("used before being
      // initialized"); LoopKit#747, brave-core#37346 and Monal#1714 fixed builds of it.
      message = "'@State' property '\(property)' has a default value that 'init' replaces at \(place)\(line): written before every "
        + "stored property has its value, the assignment initializes the state again, so the default is never used, "
        + "and Xcode 27's '@State' macro rejects it ('used before being initialized')"
      help = isNilDefault
        ? "drop '= nil': an optional '@State' starts as nil without it"
        : "\(dropTheDefault) and let 'init' decide the value"
    case .storage:
      // TN3211 calls a default beside an assignment in `init` unsupported (its example
      // assigns `self.x`); what the macro does with `_x = State(…)` is not established
      // here, so the words say what is known for each.
      message = "'@State' property '\(property)' has a default value that 'init' replaces at \(place)\(line): "
        + "built with Xcode 26 or earlier the default is never used, and \(xcode27)"
      help = isNilDefault
        ? "drop '= nil': an optional '@State' starts as nil without it"
        : "\(dropTheDefault) and let 'init' decide the value"
    case .unknown:
      message = "'@State' property '\(property)' has a default value and is also assigned in 'init' at \(place)\(line)"
      help = "keep one initial value: \(dropTheDefault) if 'init' decides it, or drop the assignment at \(place)\(line); "
        + xcode27
    }
    return Finding(
      ruleID: ruleID, start: start, end: end,
      message: message,
      help: help,
      related: sameFile ? [RelatedLocation(line: line, message: "'\(property)' is assigned here")] : [])
  }

  /// Whether `property` (also as `$property` or `_property`) is named in the type's members
  /// in this file outside its own declaration and the initializers.
  private static func isUsed(_ property: String, declaration: Int, initializers: [Int], lookup: DeclarationLookup, in tree: SyntaxTree) -> Bool {
    let excluded = ([declaration] + initializers).map { tree.declarations[$0].firstToken..<(tree.declarations[$0].lastToken + 1) }
    let everywhere = tree.propertyMentions(of: [property], in: lookup.memberUsageRanges(of: declaration)).counts[property] ?? 0
    return everywhere > tree.propertyMentions(of: [property], in: excluded).counts[property] ?? 0
  }

  /// Whether nothing in the type's members here can show the property's first value
  /// (`UnobservedInitialValue`).
  private static func initialValueIsUnobserved(
    _ property: String, declaration: Int, initializers: [Int], lookup: DeclarationLookup, in tree: SyntaxTree
  ) -> Bool {
    let excluded = ([declaration] + initializers).map { tree.declarations[$0].firstToken..<(tree.declarations[$0].lastToken + 1) }
    return UnobservedInitialValue(tree: tree, ranges: lookup.memberUsageRanges(of: declaration), excluded: excluded).isUnobserved(property)
  }

  /// Initializers of every type and extension in the file, by the type's qualified name,
  /// without those in a `#if DEBUG` branch: release builds do not have them, so the default
  /// is the value users get, and the seam is a test's or a preview's (set 98 D10–D13).
  private static func initializersByType(in tree: SyntaxTree) -> [String: [Int]] {
    var result: [String: [Int]] = [:]
    var debugBranches: [Range<Int>]?
    for (index, declaration) in tree.declarations.enumerated() where declaration.kind == .initializer {
      guard let parent = declaration.parent, tree.declarations[parent].kind.isTypeLike, declaration.hasBody else { continue }
      if debugBranches == nil { debugBranches = tree.debugOnlyBranches() }
      if debugBranches?.contains(where: { $0.contains(declaration.firstToken) }) ?? false { continue }
      result[tree.qualifiedName(of: parent), default: []].append(index)
    }
    return result
  }
}
