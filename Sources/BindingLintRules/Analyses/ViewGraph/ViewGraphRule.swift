/// A rule that decides on the view graph (`ViewGraphFacts` in the index): the engine
/// extracts every parsed file's graph facts when a rule of the run is one.
package protocol ViewGraphRule: Rule {}
