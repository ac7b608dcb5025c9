/// Where bindinglint's documentation lives online: the one place the repository's address
/// is written. SARIF points code-scanning users here (`informationUri`, each rule's
/// `helpUri` at its page in `docs/rules/`).
package enum ProjectLinks {
  package static let repository = "https://github.com/bindinglint/bindinglint"

  /// The rule's page, `docs/rules/<id>.md` (`RuleDocs.pages`).
  package static func ruleDocumentation(_ id: String) -> String {
    repository + "/blob/main/" + RuleDocs.pagesFolder + "/" + id + ".md"
  }
}
