import BindingLintSyntax

/// The index's questions about the labeled calls and extension mentions each file recorded
/// (`TypeFacts+MemberUses`).
extension TypeIndex {
  /// Calls `TypeName(…label:…)` (also `TypeName.init(…)`, `: TypeName = .init(…)`) in
  /// `project` that pass `label`, in input order: (file, line). `typeName` may be qualified;
  /// calls are matched by its last component, so a namesake elsewhere counts too (the
  /// caller errs towards "someone passes it"). Asks under `(Name`, the key `DeclaredNames`
  /// files such calls under.
  /// Calls in preview scaffolding are left out: see `labeledCallSites` for them.
  package func labeledCalls(of typeName: String, passing label: String, in project: String?) -> [(path: String, line: Int)] {
    labeledCallSites(of: typeName, passing: label, in: project).filter { !$0.isInPreview }.map { ($0.path, $0.line) }
  }

  /// `labeledCalls`, previews included, with what each call's record says about it.
  package func labeledCallSites(of typeName: String, passing label: String, in project: String?) -> [LabeledCallSite] {
    let simple = Self.lastComponent(typeName)
    return recordedCalls(of: typeName, in: project).filter { memberUses.passes($0, label) }.map { call in
      LabeledCallSite(
        path: memberUses.path(of: call.file), line: Int(call.line), passesFixedValue: memberUses.passesFixedValue(call, label),
        isHostRoot: call.traits.isHostRoot, isInPreview: call.traits.isInPreview,
        passesUpstreamObject: memberUses.passesUpstreamObject(call, label), isOutsideRender: call.traits.isOutsideRender,
        passesStableReference: memberUses.passesStableReference(call, of: simple, label),
        passesSteadyOwnState: memberUses.passesSteadyOwnState(call, of: simple, label),
        passesReplacedProperty: memberUses.passesReplacedProperty(call, of: simple, label),
        steadySource: memberUses.steadySource(call, of: simple, label), isInPresentedContent: call.traits.isInPresentedContent,
        argumentCallee: memberUses.argumentCallee(call, of: simple, label),
        passesTickingValue: memberUses.passesTickingValue(call, of: simple, label),
        passesEmptyConstruction: memberUses.passesEmptyConstruction(call, of: simple, label))
    }
  }

  /// `labeledCallSites` in every project of the run that sees the `public` type declared
  /// in `project` under `typeName` — its own, and each other one where the name does not
  /// find a type of that project's own (an app split into Xcode projects, review61 A3–A4;
  /// another project's `SearchView` is not this one) — the files outside any project
  /// first, then by project key.
  package func labeledCallSitesInAnyProject(of typeName: String, declaredIn project: String?, passing label: String) -> [LabeledCallSite] {
    ([nil] + projectKeys.sorted()).flatMap { key -> [LabeledCallSite] in
      if key != project, !visibleEntries(for: typeName, from: key, scope: []).contains(where: { $0.project == project }) { return [] }
      return labeledCallSites(of: typeName, passing: label, in: key)
    }
  }

  /// Whether `project` calls `typeName` (by last component) with labeled arguments
  /// anywhere outside preview scaffolding, render code or not (`present { Detail(id: id) }`
  /// in an event closure). Asks under `(Name`, as `labeledCallSites` does.
  package func hasLabeledCalls(of typeName: String, in project: String?) -> Bool {
    recordedCalls(of: typeName, in: project).contains { !$0.traits.isInPreview }
  }

  /// Where `typeName` (by last component) is called with labeled arguments in `project`,
  /// outside preview scaffolding: (file, line).
  package func labeledCallLines(of typeName: String, in project: String?) -> [(path: String, line: Int)] {
    recordedCalls(of: typeName, in: project).filter { !$0.traits.isInPreview }.map { (memberUses.path(of: $0.file), Int($0.line)) }
  }

  /// Whether `typeName` (by last component) is called with labeled arguments in `project`,
  /// and only in preview scaffolding.
  package func hasLabeledCallsOnlyInPreviews(of typeName: String, in project: String?) -> Bool {
    let calls = recordedCalls(of: typeName, in: project)
    return !calls.isEmpty && calls.allSatisfy { $0.traits.isInPreview }
  }

  /// Where `typeName` (by last component) is called with labeled arguments in `project`,
  /// outside preview scaffolding, without `label`: (file, line).
  package func labeledCallLines(of typeName: String, notPassing label: String, in project: String?) -> [(path: String, line: Int)] {
    recordedCalls(of: typeName, in: project).filter { !$0.traits.isInPreview && !memberUses.passes($0, label) }
      .map { (memberUses.path(of: $0.file), Int($0.line)) }
  }

  /// The labeled calls of `typeName` (by last component, without calls of a nested
  /// namesake) in `project`, asked under `(Name`, the key `DeclaredNames` files such calls
  /// under, so an editor's name cache knows which files the answer read.
  private func recordedCalls(of typeName: String, in project: String?) -> [MemberUseTable.Call] {
    let simple = Self.lastComponent(typeName)
    log?.record(UInt8(ascii: "("), simple)
    return memberUses.calls(of: simple, building: typeName, in: project)
  }

  /// Whether any file of the run extends `typeName` (in `project` first, as the extensions'
  /// table answers).
  package func hasExtensions(of typeName: String, in project: String?) -> Bool {
    let simple = Self.lastComponent(typeName)
    log?.record(UInt8(ascii: "+"), simple)
    let dottedName = "." + typeName
    return memberUses.extensions(of: simple, in: project).contains {
      $0.mentions.extendedName == typeName || $0.mentions.extendedName.hasSuffix(dottedName)
    }
  }

  /// Extensions of `typeName` (by last component) in `project`, outside `path`, whose body
  /// mentions `name`: (file, line of `extension`).
  package func extensionsMentioning(_ name: String, of typeName: String, in project: String?, outside path: String) -> [(path: String, line: Int)] {
    let simple = Self.lastComponent(typeName)
    log?.record(UInt8(ascii: "+"), simple)
    // `extension Adjustments.RootView` is not an extension of `Carbs.RootView`: the written
    // name must be the type's qualified name (a module prefix allowed).
    let dottedName = "." + typeName
    let extendsType = { (written: String) in written == typeName || written.hasSuffix(dottedName) }
    let nameHash = NameHash.of(name)
    return memberUses.extensions(of: simple, in: project).filter {
      memberUses.path(of: $0.file) != path && extendsType($0.mentions.extendedName) && $0.mentions.mentions(hash: nameHash)
    }
    .map { (memberUses.path(of: $0.file), $0.mentions.line) }
  }
}
