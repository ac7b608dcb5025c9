import BindingLintSyntax
import BindingLintIndex

/// The stored instance properties of a type that carry one of SwiftUI's storage wrappers
/// (`@State`, `@StateObject`, …) and are not `private`: what `non_private_state` (privacy)
/// and `state_passed_by_parent` (a caller seeds it through the memberwise initializer)
/// both start from, so the two never disagree about which property is which, and each
/// construct is reported by one of them only.
struct StateDeclaration {
  /// Index of the property's declaration.
  var declaration: Int
  /// The wrapper's attribute (`@State`, `@SwiftUI.State`).
  var wrapper: Attribute
  /// `State`, `StateObject`, `AppStorage`, …
  var wrapperName: String
  /// The type or extension the property is declared in.
  var owner: Int
  var ownerName: String
  var name: String
  /// The owner is a struct whose body declares no `init`: it has a memberwise initializer
  /// that takes the property.
  var hasMemberwiseInitializer: Bool
  /// Declared with a default (`@State var title = "x"`): a `let` of it could not be passed.
  var hasDefaultValue: Bool
  var scaffolding: Scaffolding
  /// The class the property holds, when its type or initializer names one the index can
  /// judge (`@State var config: Config`, `@State var model = Model()`).
  var heldType: ReferenceTypeMention?

  /// What only the whole project can say: the owner is view code, not preview scaffolding,
  /// and the property does not satisfy a protocol's requirement (it could be no more private).
  func isViewStateProperty(in index: TypeIndex, project: String?) -> Bool {
    index.isViewType(ownerName, in: project) && !scaffolding.contains(in: index, project: project)
      && index.protocolRequiring(name, of: ownerName, in: project) == nil
  }
}

/// The storage wrappers SwiftUI installs per view identity.
enum StateWrappers {
  static let all: [StaticString] = ["State", "StateObject", "FocusState", "GestureState", "SceneStorage", "AppStorage"]
  /// Stored outside the view (UserDefaults, the scene's storage), keyed by a string.
  static let keyed: Set<String> = ["AppStorage", "SceneStorage"]
}

extension SyntaxTree {
  /// How often code in `ranges` names each of `names`, `$name` and `_name` counted as
  /// `name`, and which of them it projects (`$name`): one pass over a type's members,
  /// shared by all its properties; a token whose length fits no name is skipped without
  /// making a string.
  func propertyMentions(of names: Set<String>, in ranges: [Range<Int>]) -> (counts: [String: Int], projected: Set<String>) {
    var lengths: Set<Int> = []
    for name in names { lengths.insert(name.utf8.count); lengths.insert(name.utf8.count + 1) }
    var counts: [String: Int] = [:]
    var projected: Set<String> = []
    for range in ranges {
      for k in range where kind(k) == .identifier && lengths.contains(length(k)) {
        var text = nameText(k)
        var isProjection = false
        if !names.contains(text), text.hasPrefix("$") || text.hasPrefix("_") {
          isProjection = text.hasPrefix("$")
          text.removeFirst()
        }
        guard names.contains(text) else { continue }
        counts[text, default: 0] += 1
        if isProjection { projected.insert(text) }
      }
    }
    return (counts, projected)
  }

  /// The non-private, instance-level properties of types in this file wrapped in one of
  /// `wrappers`, in source order. `private(set)` is not private: a caller still seeds it.
  func stateProperties(wrappers: [StaticString], project: String?) -> [StateDeclaration] {
    var result: [StateDeclaration] = []
    var memberwise = MemberwiseInitializers()
    var scaffoldings = Scaffolding.Memo()
    for (index, declaration) in declarations.enumerated() where declaration.kind == .variable || declaration.kind == .constant {
      guard let owner = declaration.parent, declarations[owner].kind.isTypeLike,
        let wrapper = attributes(of: declaration).first(where: { attribute in wrappers.contains { token(attribute.nameToken, is: $0) } }),
        !isPrivate(declaration), !isTypeLevel(declaration)
      else { continue }
      let written = declaredTypeName(of: declaration)
      result.append(StateDeclaration(
        declaration: index, wrapper: wrapper, wrapperName: text(wrapper.nameToken), owner: owner,
        ownerName: qualifiedName(of: owner), name: name(of: declaration),
        hasMemberwiseInitializer: memberwise.has(owner, in: self),
        hasDefaultValue: !declaration.initializerTokens.isEmpty,
        scaffolding: scaffoldings.scaffolding(of: owner, in: self, project: project),
        heldType: written.flatMap { referenceTypeMention($0, at: index, project: project) }))
    }
    return result
  }

  /// `private` or `fileprivate` on the declaration itself (not `private(set)`).
  func isPrivate(_ declaration: Declaration) -> Bool {
    modifiers(of: declaration).contains { modifier in
      modifier.isPlain && (keyword(modifier.token) == .`private` || keyword(modifier.token) == .`fileprivate`)
    }
  }

  /// `public` or `open` on the declaration itself: code outside the linted sources may use it.
  func isPublic(_ declaration: Declaration) -> Bool {
    modifiers(of: declaration).contains { modifier in
      modifier.isPlain && (keyword(modifier.token) == .`public` || keyword(modifier.token) == .open)
    }
  }

  /// The names code in `ranges` may change: assigns (`name = …`, `self.name += …`,
  /// `name.field = …`), calls a mutating method on (`name.toggle()`, `name.append(…)`), or
  /// hands out the binding of (`$name`, which a child may write through). Generous on
  /// purpose (`name.adding(…)` counts): the answer only chooses between two pieces of
  /// advice. One pass over the ranges, so a type of many properties asks once, not once
  /// a property.
  func writtenNames(in ranges: [Range<Int>]) -> Set<String> {
    nameUses(in: ranges, collectingReads: false).written
  }

  /// In one pass, the names `writtenNames` counts as written and the names code in
  /// `ranges` reads: any other use (`name`, `self.name`, `name.field`, an argument), and
  /// every binding handed out (`$name`, which a child reads through). Labels (`name:`) and
  /// declarations are neither.
  func nameUses(in ranges: [Range<Int>], collectingReads: Bool = true) -> (written: Set<String>, read: Set<String>) {
    var written: Set<String> = []
    var read: Set<String> = []
    for range in ranges {
      // Not a declaration itself (`@State var name = 0` assigns its default).
      for k in range where kind(k) == .identifier && !isMemberOfOtherValue(k) && keyword(k - 1) != .`var` && keyword(k - 1) != .`let` {
        let spelled = nameText(k)
        if spelled.hasPrefix("$") {
          let name = String(spelled.dropFirst())
          written.insert(name)
          if collectingReads { read.insert(name) }
        } else if writes(at: k, mutating: { method in StateWrites.mutatingPrefixes.contains { method.hasPrefix($0) } }) {
          written.insert(spelled)
        } else if collectingReads && !(kind(k + 1) == .colon && (kind(k - 1) == .leftParen || kind(k - 1) == .comma)) {
          read.insert(spelled)
        }
      }
    }
    return (written, read)
  }

  /// Whether the name at `k` is written by the expression it starts: past any member chain
  /// (`name.a.b`, `name?.a`, `name[0]`), an assignment operator follows, or a call of a
  /// method `mutating` accepts.
  func writes(at k: Int, mutating: (String) -> Bool) -> Bool {
    var j = k + 1
    var lastMember: Int?
    while true {
      if (isOperator(j, UInt8(ascii: "?")) || isOperator(j, UInt8(ascii: "!"))) && !hasLeadingTrivia(j) {
        j += 1
      } else if kind(j) == .period, kind(j + 1) == .identifier || kind(j + 1) == .keyword {
        lastMember = j + 1
        j += 2
      } else if kind(j) == .leftBracket, !hasLeadingTrivia(j), let close = closingBracket(of: j) {
        j = close + 1
      } else {
        break
      }
    }
    if isAssignmentOperator(j) { return true }
    guard let lastMember, kind(j) == .leftParen else { return false }
    return mutating(nameText(lastMember))
  }
}

enum StateWrites {
  /// Method name prefixes that usually change a value in place (generous: `adding` too).
  static let mutatingPrefixes = ["toggle", "append", "insert", "remove", "add", "set", "replace", "delete", "sort", "reverse", "shuffle"]
  /// Methods of the standard library's collections and `Bool` that certainly change the
  /// value in place (their non-mutating twins are spelled differently: `sorted`, `subtracting`).
  static let mutatingMethods: Set<String> = [
    "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "removeValue",
    "popLast", "popFirst", "sort", "reverse", "shuffle", "formUnion", "formIntersection", "formSymmetricDifference",
    "subtract", "updateValue", "merge", "replaceSubrange",
  ]
}
