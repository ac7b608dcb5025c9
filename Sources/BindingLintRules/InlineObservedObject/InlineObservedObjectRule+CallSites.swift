import BindingLintIndex
import BindingLintSyntax

/// The construction at the call site: `MyBooksView(model: MyBooksViewModel())` in the
/// `body` of a view that re-renders hands `@ObservedObject var model: MyBooksViewModel` a new
/// object each time, as `@ObservedObject var model = MyBooksViewModel()` would (review77's
/// miss, a tab's list model rebuilt on every tab switch). Reported at the property, each
/// such call a related location.
extension InlineObservedObjectRule {
  /// The finding for `@ObservedObject` property `declaration` (no default) of view
  /// `typeName`, kept when a call through the memberwise initializer in render code that runs
  /// again passes an empty construction (`Model()`, `.init()`; under `strict` any
  /// construction, `Row(model: RowModel(item: item))`).
  func callSiteFinding(for declaration: Declaration, inType type: Int, typeName: String, file: FileContext) -> PendingFinding {
    let tree = file.tree
    let property = tree.name(of: declaration)
    // A generic parameter (`@ObservedObject var model: M`) names no type the message can show.
    let declared = tree.plainTypeName(in: declaration.typeTokens)?.name
    let objectType = declared.flatMap { tree.genericParameterNames(of: tree.declarations[type]).contains($0) ? nil : $0 }
    let use = ObjectWrites.Use(of: property, declaredAt: declaration.nameToken, inType: type, of: tree)
    let project = file.project
    let path = tree.source.path
    let isStrict = isStrict
    let placeholder = finding(in: tree, from: declaration.firstToken, through: declaration.lastToken, message: "", help: "")
    return PendingFinding(placeholder) { index in
      // The body shows nothing of the object (`ObjectWrites.Use`).
      if !isStrict, use.showsNothing(of: property, inView: typeName, project: project, file: path, in: index) { return .drop }
      guard index.isViewType(typeName, in: project), !index.typeConforms(typeName, in: project, toAnyOf: ["App"]) else { return .drop }
      let decision = Self.callSiteDecision(
        property: property, typeName: typeName, objectType: objectType, project: project, path: path, isStrict: isStrict, in: index)
      if case .drop = decision { return .drop }
      // Asked last: it loads the files that declare the object's class.
      if !isStrict, let objectType,
        use.onlyReadsSettled(objectType, property: property, inView: typeName, project: project, file: path, in: index)
      {
        return .drop
      }
      return decision
    }
  }

  /// The finding at `@ObservedObject` property `property` of view `typeName` when calls in
  /// render code that runs again pass it a new object (`callSiteFinding`), else `.drop`.
  static func callSiteDecision(
    property: String, typeName: String, objectType: String?, project: String?, path: String, isStrict: Bool, in index: TypeIndex
  ) -> PendingFinding.Decision {
    let constructing = index.labeledCallSites(of: typeName, passing: property, in: project).filter { call in
      !call.isInPreview && !call.isHostRoot && !call.isOutsideRender && (call.passesEmptyConstruction || isStrict && call.passesFixedValue)
    }
    guard !constructing.isEmpty else { return .drop }
    let rerunning = Set(RenderingParents.rerunningSites(building: typeName, project: project, file: path, in: index).map { "\($0.value.line):\($0.path)" })
    var seen = Set<String>()
    let calls = constructing.filter { rerunning.contains("\($0.line):\($0.path)") && seen.insert("\($0.line):\($0.path)").inserted }
    guard let first = calls.first else { return .drop }
    let simple = TypeIndex.lastComponent(typeName)
    let place = first.path == path ? "line \(first.line)" : "\(first.path):\(first.line)"
    let object = objectType.map { "'\($0)'" } ?? "object"
    return .revise(
      message: "'@ObservedObject' property '\(property)' is given a new \(object) where '\(simple)' is built (\(place)); "
        + "a new object replaces it whenever that view re-renders",
      help: "keep the object in the parent as a '@StateObject' and pass that, or declare '\(property)' '@StateObject' "
        + "so SwiftUI keeps the first one",
      fix: nil,
      related: calls.map { call in
        RelatedLocation(line: call.line, message: "'\(simple)' is built here with a new object", path: call.path == path ? nil : call.path)
      })
  }
}
