/// Where bindinglint's documentation lives online: the one place the repository's address
/// is written. SARIF points code-scanning users here (`informationUri`, each rule's
/// `helpUri` at its section of `rules.md`).
package enum ProjectLinks {
  package static let repository = "https://github.com/bindinglint/bindinglint"

  /// The rule's section of `rules.md`, whose heading is the rule's id.
  package static func ruleDocumentation(_ id: String) -> String {
    repository + "/blob/main/rules.md#" + headingAnchor(id)
  }

  /// The anchor GitHub generates for a Markdown heading: lower-cased, spaces become `-`,
  /// other punctuation than `-` and `_` is dropped.
  static func headingAnchor(_ heading: String) -> String {
    var anchor = ""
    for character in heading.lowercased() {
      if character == " " {
        anchor.append("-")
      } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
        anchor.append(character)
      }
    }
    return anchor
  }
}
