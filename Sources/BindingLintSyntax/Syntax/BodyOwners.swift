/// Which declaration a `{` is the body of: the pairs sorted by brace, searched by halving.
///
/// A file has a few dozen bodies; hashing each into a dictionary (and regrowing it) cost
/// more than the rest of the lookup structure. Declarations come in source order, so the
/// pairs are almost always sorted already and building this is one pass.
@usableFromInline package struct BodyOwners: Sendable {
  /// Ascending by brace, one entry per brace.
  private var entries: [(brace: Int, declaration: Int)] = []

  init(_ declarations: [Declaration]) {
    var isSorted = true
    for (index, declaration) in declarations.enumerated() where declaration.bodyIndex >= 0 {
      if let last = entries.last, last.brace >= declaration.bodyIndex { isSorted = false }
      entries.append((declaration.bodyIndex, index))
    }
    if !isSorted { sortAndDeduplicate() }
  }

  /// Out of order only in odd code (a type declared inside a property's initializer).
  /// Where two declarations claim one brace the later wins, as the dictionary this
  /// replaces did.
  private mutating func sortAndDeduplicate() {
    entries.sort { $0.brace != $1.brace ? $0.brace < $1.brace : $0.declaration < $1.declaration }
    var kept = 0
    for entry in entries {
      if kept > 0 && entries[kept - 1].brace == entry.brace {
        entries[kept - 1] = entry
      } else {
        entries[kept] = entry
        kept += 1
      }
    }
    entries.removeSubrange(kept...)
  }

  /// The declaration whose body opens at `brace`, or nil.
  package subscript(brace: Int) -> Int? {
    var low = 0
    var high = entries.count
    while low < high {
      let mid = (low + high) / 2
      if entries[mid].brace < brace { low = mid + 1 } else { high = mid }
    }
    return low < entries.count && entries[low].brace == brace ? entries[low].declaration : nil
  }
}
