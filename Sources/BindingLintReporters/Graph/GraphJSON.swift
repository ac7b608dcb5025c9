import BindingLintEngine

/// `bindinglint graph --format json`: the graph in the versioned schema docs/graph.md
/// documents (version 1; fields are only ever added). Keys in a fixed order, views and
/// edges in the graph's order, so the bytes are the same for the same sources.
package enum GraphJSON {
  package static let version = 1

  package static func render(_ graph: AppGraph) -> String {
    var json = JSONWriter()
    json.beginObject()
    json.number("version", version)
    json.beginArray("roots")
    for root in graph.roots { json.string(nil, root) }
    json.endArray()
    json.beginArray("views")
    for view in graph.views { write(view, to: &json) }
    json.endArray()
    json.beginArray("edges")
    for edge in graph.edges { write(edge, to: &json) }
    json.endArray()
    json.endObject()
    return json.output + "\n"
  }

  private static func write(_ view: AppGraph.View, to json: inout JSONWriter) {
    json.beginObject()
    json.string("id", view.id)
    json.string("name", view.name)
    json.string("kind", view.kind.rawValue)
    json.string("file", view.place.path)
    json.number("line", view.place.line)
    json.number("endLine", view.endLine)
    for (key, list) in [("owned", view.owned), ("borrowed", view.borrowed), ("environment", view.environment)] {
      json.beginArray(key)
      for property in list { write(property, isEnvironment: key == "environment", to: &json) }
      json.endArray()
    }
    json.beginArray("findings")
    for finding in view.findings {
      json.beginObject()
      json.string("rule", finding.rule)
      json.string("severity", finding.severity)
      json.string("message", finding.message)
      json.string("file", finding.place.path)
      json.number("line", finding.place.line)
      json.endObject()
    }
    json.endArray()
    json.endObject()
  }

  private static func write(_ property: AppGraph.Property, isEnvironment: Bool, to json: inout JSONWriter) {
    json.beginObject()
    json.string("name", property.name)
    json.string("wrapper", property.wrapper)
    if let type = property.type { json.string("type", type) }
    json.bool("optional", property.isOptional)
    json.number("line", property.line)
    if isEnvironment {
      json.beginArray("providedAt")
      for place in property.providedAt {
        json.beginObject()
        json.string("file", place.path)
        json.number("line", place.line)
        json.endObject()
      }
      json.endArray()
    }
    json.endObject()
  }

  private static func write(_ edge: AppGraph.Edge, to json: inout JSONWriter) {
    json.beginObject()
    json.string("from", edge.from)
    json.string("to", edge.to)
    json.string("kind", edge.kind)
    json.string("file", edge.place.path)
    json.number("line", edge.place.line)
    if let container = edge.container { json.string("container", container) }
    json.bool("conditional", edge.isConditional)
    json.beginArray("bindings")
    for binding in edge.bindings { json.string(nil, binding) }
    json.endArray()
    json.beginArray("providers")
    for provider in edge.providers {
      json.beginObject()
      json.string("modifier", provider.modifier)
      if let type = provider.type { json.string("type", type) }
      json.number("line", provider.line)
      json.endObject()
    }
    json.endArray()
    json.endObject()
  }
}
