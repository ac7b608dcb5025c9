import BindingLintEngine

/// `bindinglint graph --format html`: one self-contained page (no network, no external
/// script or style) that draws the app from its roots as a collapsible tree, collapsed by
/// default, with a search by view name and a panel that shows a clicked view's owned,
/// borrowed and environment state (where each environment type is provided) and its
/// findings with file:line.
///
/// The graph travels as the JSON of `GraphJSON` inside a `<script type="application/json">`
/// element, with every `<` written `\u003c` so no name can end the element; the page's
/// script (`GraphHTMLPage`) builds the tree lazily, one level per click, so an app of a
/// few thousand views opens at once.
package enum GraphHTML {
  package static func render(_ graph: AppGraph, title: String = "bindinglint graph") -> String {
    let data = GraphJSON.render(graph).replacingLessThan()
    return GraphHTMLPage.head(title: escaped(title)) + data + GraphHTMLPage.tail
  }

  /// Text for HTML element content: `&`, `<`, `>` as entities.
  static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(character)
      }
    }
    return out
  }
}

extension String {
  /// JSON text with `<` as `\u003c`: valid JSON, and nothing in it can close a `<script>`.
  fileprivate func replacingLessThan() -> String {
    var out = ""
    out.reserveCapacity(utf8.count)
    for character in self {
      if character == "<" { out += "\\u003c" } else { out.append(character) }
    }
    return out
  }
}
