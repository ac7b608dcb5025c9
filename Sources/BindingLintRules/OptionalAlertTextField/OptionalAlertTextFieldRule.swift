import BindingLintSyntax

/// `optional_alert_textfield`: an `.alert` with a `TextField` or `SecureField` whose
/// `isPresented:` is a hand-built binding over `optional != nil`.
///
/// The binding is read where it is written (`isPresented: Binding(get:set:)`, `.init`,
/// trailing-closure form) or found by name: a computed property or function of the same
/// type in this file (`isPresented: showingRename`, `isPresented: binding(for: item)`) or a
/// local constant before the alert. Alerts without a text field, `item:` alerts and
/// bindings built in other files are out of scope.
package struct OptionalAlertTextFieldRule: StrictOptionRule {
  package static let description = RuleDescription(
    id: "optional_alert_textfield",
    summary: "An alert with a text field must not be presented by a binding that clears an optional",
    rationale: """
      Flags `.alert(…, isPresented: B) { … }` whose actions contain a `TextField` or \
      `SecureField`, where `B` is a binding built from closures (`Binding(get:set:)`, \
      `Binding { … } set: { … }`, `.init(get:set:)`, or a property or function of the same \
      type that returns one) whose getter tests an optional against `nil` (`item != nil`) \
      and whose setter clears it.

      Driving an alert from "is this optional set?" looks tidy: the optional carries the \
      payload the buttons need and doubles as the presentation flag. With a text field in \
      the alert it breaks on macOS. Pressing Return in the field dismisses the alert first, \
      which calls the binding's setter with `false`, which sets the optional to `nil`; only \
      then does the default button's action run, and by then the payload it was going to \
      commit is gone. The user typed a value, pressed Return, and nothing happened.

      Use a separate `@State` Bool for presentation and treat the optional as payload only: \
      set both when showing the alert, and clear the optional inside the button actions \
      after reading it. With `presenting:`, actions that use their closure parameter \
      (`{ tag in … save(tag) }`) captured the payload when they were built and are not \
      flagged, unless they also read the optional or anything else the setter clears \
      (`set: { … noteText = "" }` empties the field before the button reads it); actions \
      that ignore the parameter (`{ _ in … }`) are. Known limits: a binding defined in another file is not followed; a \
      text field inside a helper view the actions call (`renameActions`) is not seen; a \
      setter that calls a function (`set: { _ in model.dismiss() }`) is assumed to clear \
      the optional; alerts without a text field are left to `optional_presentation_binding`.

      The Return-key order is AppKit's. A project whose Xcode project or package names only \
      iOS-family platforms (`SDKROOT = iphoneos`, a package's `platforms:` without `.macOS`) \
      runs on a Mac, if at all, as an iPad app (Mac Catalyst, "Designed for iPad"), whose \
      UIKit alert is not known to run the setter first: its alerts are reported only with \
      `strict`, unless the file has code for macOS (an `os` condition naming `macOS`, the \
      `#else` of a condition excluding macOS, also after an `#elseif`, `canImport(AppKit)`, \
      an AppKit or Cocoa import; a branch holding only an `#error` is none). An XcodeGen \
      `project.yml` in the file's folder or above it, nearer than the project, decides for \
      the files below it; one whose every `platform:` names an iOS-family platform and that \
      includes no other spec is iPad-only. A file that cannot build for the Mac's AppKit \
      counts the same whatever the project says: it imports UIKit, or calls \
      `navigationBarTitleDisplayMode`, outside any `#if` (neither exists on macOS; Mac \
      Catalyst has both), so its alerts are a UIKit target's. Loose files and projects \
      whose files say nothing are reported.
      """,
    category: .correctness,
    fix: "Drive the alert with a separate '@State' Bool and clear the optional in the button actions, after reading it",
    triggering: OptionalAlertTextFieldRuleExamples.triggering,
    nonTriggering: OptionalAlertTextFieldRuleExamples.nonTriggering
  ).with(options: [.strict(effect: "also report alerts in projects that name no macOS target (iPad apps a Mac runs through Mac Catalyst or as designed for iPad)")])

  /// `strict: true`: alerts in projects without a macOS target are reported too.
  package var isStrict = false

  package init() {}

  /// Whether the project builds for macOS decides whether its alerts are reported.
  package var readsMacTarget: Bool { true }

  /// An alert this rule can flag always contains one of these.
  package var triggers: [Trigger] { [.word("TextField"), .word("SecureField")] }

  package func check(_ file: FileContext) -> [PendingFinding] {
    // No macOS target: the AppKit order this rule is about never runs (see the rationale),
    // unless the file itself is written for a Mac (an `os` condition naming macOS, AppKit).
    let tree = file.tree
    let noMacTarget = file.macTarget == .none && !Self.isWrittenForMac(tree)
    if noMacTarget && !isStrict { return [] }
    // Whether the file cannot build for AppKit (`unguardedUIKitOnlyToken`), read at the first
    // alert there is to report: most files with a text field have none.
    lazy var uiKitOnly = noMacTarget || Self.isWrittenForMac(tree) ? nil : Self.unguardedUIKitOnlyToken(tree)
    let presentations = Presentations(tree: tree, lookup: file.analyses.lookup)
    var findings: [PendingFinding] = []
    for i in 0..<tree.tokenCount where tree.kind(i) == .identifier && tree.length(i) == 5 && tree.token(i, is: "alert") {
      guard i == 0 || tree.keyword(i - 1) != .`func`,
        let call = tree.call(at: i), call.openParen != nil,
        let presented = call.argument(labeled: "isPresented", in: tree), !presented.isEmpty,
        let actions = presentations.actionsClosure(of: call),
        let field = presentations.textField(inClosure: actions),
        let binding = presentations.presentingBinding(presented, presenter: i),
        let (optional, nameToken) = presentations.nilTestedOptional(binding),
        let lost = valueLostOnReturn(call, actions: actions, optional: optional, optionalName: nameToken, setter: binding.setterOpen, in: tree)
      else { continue }
      let first = tree.kind(i - 1) == .period ? i - 1 : i
      if uiKitOnly != nil && !isStrict { return [] }
      let platformNote = noMacTarget
        ? " (the project names no macOS target: on a Mac it runs as an iPad app)"
        : uiKitOnly.map { " (this file uses '\(tree.text($0))' outside '#if', which macOS lacks: on a Mac it runs as an iPad app)" } ?? ""
      findings.append(PendingFinding(finding(
        in: tree, from: first, through: call.lastToken,
        message: "alert is presented while '\(optional)' is non-nil and has a '\(field)': on macOS, Return clears '\(lost)' before the button reads it"
          + platformNote,
        help: "drive the alert with a separate '@State' Bool and clear '\(optional)' in the button actions, after reading it")))
    }
    return findings
  }

  /// Whether the file has code for macOS: an `os` condition naming it (`macOS`, `OSX`)
  /// that is not negated, `canImport(AppKit)`, an import of AppKit or Cocoa, or the `#else`
  /// of an `#if`/`#elseif` chain one of whose conditions excludes macOS and not iOS. A
  /// branch that holds only an `#error` is no Mac code (probe85 D6, probe85b N10). Code
  /// excluded from iOS alone says nothing: in these projects it is for watchOS, tvOS or
  /// visionOS.
  private static func isWrittenForMac(_ tree: SyntaxTree) -> Bool {
    // Per open `#if`: whether one of its conditions so far excludes macOS, so that its `#else` is Mac code.
    var excludesMac: [Bool] = []
    var k = 0
    while k < tree.tokenCount {
      defer { k += 1 }
      if tree.kind(k) == .poundKeyword {
        let isIf = tree.token(k, is: "#if")
        if isIf || tree.token(k, is: "#elseif") {
          let (condition, next) = Self.platformCondition(after: k, in: tree)
          if condition.namesMac && !Self.isErrorOnly(next, in: tree) { return true }
          if isIf {
            excludesMac.append(condition.excludesOnlyMac)
          } else if !excludesMac.isEmpty {
            // After a condition excluding macOS, an `#elseif os(watchOS)` leaves the `#else` to the Mac.
            excludesMac[excludesMac.count - 1] = excludesMac[excludesMac.count - 1] || condition.excludesOnlyMac
          }
          k = next - 1
        } else if tree.token(k, is: "#else") {
          if excludesMac.last == true, !Self.isErrorOnly(k + 1, in: tree) { return true }
        } else if tree.token(k, is: "#endif") {
          _ = excludesMac.popLast()
        }
        continue
      }
      guard tree.kind(k) == .identifier else { continue }
      if tree.token(k, is: "AppKit") || tree.token(k, is: "Cocoa"), tree.isKeyword(k - 1, .`import`) { return true }
    }
    return false
  }

  /// The first token, outside every `#if`, that the Mac's AppKit SDK lacks and Mac Catalyst
  /// has: `UIKit` in an import, or a call of `navigationBarTitleDisplayMode` (available on
  /// iOS, iPadOS, Mac Catalyst, visionOS and watchOS). A file with one builds only for a
  /// UIKit target, whose alerts this rule leaves to `strict` (review91 B1: an iPhone app's
  /// sheet, in a project whose spec the run did not see).
  static func unguardedUIKitOnlyToken(_ tree: SyntaxTree) -> Int? {
    // Every `#if … #endif` region, nested ones too; read at the first such name.
    lazy var conditional = tree.conditionalRegions { _ in true }
    for k in 0..<tree.tokenCount where tree.kind(k) == .identifier {
      guard tree.token(k, is: "UIKit") && tree.isKeyword(k - 1, .`import`)
        || tree.token(k, is: "navigationBarTitleDisplayMode") && tree.kind(k - 1) == .period && tree.kind(k + 1) == .leftParen
      else { continue }
      if !conditional.contains(where: { $0.contains(k) }) { return k }
    }
    return nil
  }

  /// What the condition of the `#if`/`#elseif` at `directive` (its line) says of a Mac,
  /// and the first token after it: whether it names macOS (an `os` check of `macOS` or `OSX` not
  /// negated, `canImport(AppKit)`), and whether it excludes macOS without excluding iOS.
  private static func platformCondition(
    after directive: Int, in tree: SyntaxTree
  ) -> (condition: (namesMac: Bool, excludesOnlyMac: Bool), next: Int) {
    var excludesIOS = false
    var excludesMac = false
    var namesMac = false
    var k = directive + 1
    while k < tree.tokenCount && !tree.isAtStartOfLine(k) {
      defer { k += 1 }
      guard tree.kind(k) == .identifier, tree.kind(k - 1) == .leftParen else { continue }
      if tree.token(k, is: "AppKit"), tree.token(k - 2, is: "canImport") { namesMac = true }
      guard tree.token(k - 2, is: "os") else { continue }
      let negated = tree.isOperator(k - 3, UInt8(ascii: "!"))
      if tree.token(k, is: "iOS") && negated { excludesIOS = true }
      if tree.token(k, is: "macOS") || tree.token(k, is: "OSX") {
        if negated { excludesMac = true } else { namesMac = true }
      }
    }
    return ((namesMac, excludesMac && !excludesIOS), k)
  }

  /// Whether the branch starting at token `k` holds only an `#error` (`#error("iOS only")`).
  private static func isErrorOnly(_ k: Int, in tree: SyntaxTree) -> Bool {
    guard tree.kind(k) == .pound, tree.token(k + 1, is: "error") else { return false }
    var end = k + 2
    if tree.kind(end) == .leftParen, let close = tree.closingBracket(of: end) { end = close + 1 }
    return tree.kind(end) == .poundKeyword && (tree.token(end, is: "#else") || tree.token(end, is: "#elseif") || tree.token(end, is: "#endif"))
  }

  /// What Return clears before the default button reads it: the optional, or — when
  /// `.alert(…, presenting: editing) { tag in … }` hands the actions the payload as they are
  /// built — another value the setter writes and the actions read (`set: { … noteText = "" }`
  /// empties the field's text). Nil when the actions use their named parameter and read
  /// nothing the setter writes (assigning it, `editing = nil`, is no read). `{ _ in … }`
  /// takes nothing from the payload.
  private func valueLostOnReturn(
    _ call: Call, actions open: Int, optional: String, optionalName: Int, setter: Int?, in tree: SyntaxTree
  ) -> String? {
    guard call.argument(labeled: "presenting", in: tree) != nil, let inKeyword = tree.closureInKeyword(open) else { return optional }
    let parameters = (open + 1..<inKeyword).filter { tree.kind($0) == .identifier }
    guard !parameters.isEmpty else { return optional }
    let written = setter.map { namesWritten(inClosure: $0, tree: tree) } ?? []
    var usesParameter = false
    for k in (inKeyword + 1)..<max(inKeyword + 1, tree.interior(of: open).upperBound)
    where tree.kind(k) == .identifier && tree.kind(k - 1) != .period {
      // `editing = nil` after the save writes the optional: no read to lose (review38 P2).
      if tree.isOperator(k + 1, UInt8(ascii: "=")) && tree.length(k + 1) == 1 { continue }
      if parameters.contains(where: { tree.sameText(k, $0) }) {
        usesParameter = true
      } else if tree.sameText(k, optionalName) {
        return optional
      } else if let cleared = written.first(where: { tree.sameText(k, $0) }) {
        return String(tree.nameText(cleared))
      }
    }
    return usesParameter ? nil : optional
  }

  /// The names a setter closure assigns: the last name before each `=` (`noteText = ""`,
  /// `model.draft = nil` give `noteText` and `draft`).
  private func namesWritten(inClosure open: Int, tree: SyntaxTree) -> [Int] {
    tree.interior(of: open).compactMap { k in
      tree.isOperator(k, UInt8(ascii: "=")) && tree.kind(k - 1) == .identifier ? k - 1 : nil
    }
  }
}
