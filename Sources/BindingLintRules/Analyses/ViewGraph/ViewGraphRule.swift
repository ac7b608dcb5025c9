import BindingLintIndex

/// A rule that decides on the view graph (`ViewGraphFacts` in the index): the engine
/// extracts every parsed file's graph facts when a rule of the run is one, to the largest
/// `viewGraphExtent` the run's rules declare.
package protocol ViewGraphRule: Rule {
  /// How much of the view graph the rule's check and decisions read: `.constructions`
  /// for who builds a view (`RenderingParents`), `.environment` for anything about
  /// providers, environment reads, member uses or wrappers (`EnvironmentReach`,
  /// `PreviewReach`, `file.viewGraphFacts.types`). A rule that reads more than it
  /// declares decides on missing facts when it runs without a rule that declares more
  /// (`ViewGraphExtentTests` runs each rule alone both ways).
  var viewGraphExtent: ViewGraphFacts.Extent { get }
}
