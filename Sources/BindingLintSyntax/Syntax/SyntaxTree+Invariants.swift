/// The promise the syntax layer makes to rules: every token index it hands out is a token
/// of the file (the trailing `.endOfFile` included) and every token range ends at most one
/// past it, however malformed the input. Checked by the fuzzer on every input and by the
/// regression tests on every input that ever crashed.
extension SyntaxTree {
  /// One line per index that breaks the promise; empty when all hold.
  package func indexViolations() -> [String] {
    var problems: [String] = []
    let count = tokens.count
    func check(_ what: String, _ index: Int, optional: Bool = false) {
      if optional && index == -1 { return }
      if index < 0 || index >= count { problems.append("\(what) = \(index), tokens: \(count)") }
    }
    func check(_ what: String, _ range: Range<Int>) {
      if range.lowerBound < 0 || range.upperBound > count { problems.append("\(what) = \(range), tokens: \(count)") }
    }
    for (i, d) in declarations.enumerated() {
      let name = "declaration \(i)"
      check("\(name).firstToken", d.firstToken)
      check("\(name).keywordToken", d.keywordToken)
      check("\(name).nameToken", d.nameIndex, optional: true)
      if d.nameIndex >= 0 && (d.nameEnd < d.nameIndex || d.nameEnd > count) {
        problems.append("\(name).nameEnd = \(d.nameEnd), tokens: \(count)")
      }
      check("\(name).parameterList", d.parameterListIndex, optional: true)
      check("\(name).typeTokens", d.typeTokens)
      check("\(name).initializerTokens", d.initializerTokens)
      check("\(name).body", d.bodyIndex, optional: true)
      check("\(name).lastToken", d.lastToken)
      if d.parentIndex >= i || d.parentIndex < -1 { problems.append("\(name).parent = \(d.parentIndex)") }
    }
    for (i, a) in attributes.enumerated() {
      check("attribute \(i).atToken", a.atToken)
      check("attribute \(i).nameToken", a.nameToken)
      check("attribute \(i).argumentsOpen", a.argumentsIndex, optional: true)
      check("attribute \(i).lastToken", a.lastToken)
    }
    for (i, m) in modifiers.enumerated() {
      check("modifier \(i).token", m.token)
      check("modifier \(i).detailToken", m.detailIndex, optional: true)
      check("modifier \(i).lastToken", m.lastToken)
    }
    for (i, t) in inheritance.enumerated() {
      check("inherited type \(i).tokens", t.tokens)
      check("inherited type \(i).nameToken", t.nameToken)
    }
    return problems
  }
}
