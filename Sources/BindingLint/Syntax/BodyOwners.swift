/// Which declaration a `{` is the body of: the pairs sorted by brace, searched by halving.
///
/// A file has a few dozen bodies; hashing each into a dictionary (and regrowing it) cost
/// more than the rest of the lookup structure. Declarations come in source order, so the
/// pairs are almost always sorted already and building this is one pass.
public struct BodyOwners: Sendable {
  /// Brace token indices, ascending, and the declaration of each at the same position.
  private var braces: [Int] = []
  private var owners: [Int] = []

  init(_ declarations: [Declaration]) {
    var pairs: [(brace: Int, declaration: Int)] = []
    var isSorted = true
    for (index, declaration) in declarations.enumerated() where declaration.body >= 0 {
      if let last = pairs.last, last.brace >= declaration.body { isSorted = false }
      pairs.append((declaration.body, index))
    }
    // Out of order only in odd code (a type declared inside a property's initializer);
    // there the later declaration of a brace wins, as in source order.
    if !isSorted {
      pairs.sort { $0.brace != $1.brace ? $0.brace < $1.brace : $0.declaration < $1.declaration }
    }
    braces.reserveCapacity(pairs.count)
    owners.reserveCapacity(pairs.count)
    for pair in pairs {
      if braces.last == pair.brace {
        owners[owners.count - 1] = pair.declaration
      } else {
        braces.append(pair.brace)
        owners.append(pair.declaration)
      }
    }
  }

  /// The declaration whose body opens at `brace`, or nil.
  public subscript(brace: Int) -> Int? {
    var low = 0
    var high = braces.count
    while low < high {
      let mid = (low + high) / 2
      if braces[mid] < brace { low = mid + 1 } else { high = mid }
    }
    return low < braces.count && braces[low] == brace ? owners[low] : nil
  }
}
