import BindingLint

/// libFuzzer entry point: every input goes through the lexer, the syntax layer, the type
/// facts and every rule, and the pending findings are decided against an index of the
/// input itself; then through the byte scan for type names and triggers, and the whole
/// engine (one file, one job). Any crash, hang or sanitizer report is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let tree = SyntaxTree(source: SourceFile(path: "Fuzz.swift", bytes: bytes))
  let index = TypeIndex([TypeFacts(tree: tree, project: nil)])
  for rule in RuleRegistry.all {
    for pending in rule.check(FileContext(tree: tree, project: nil)) {
      _ = pending.decide(index)
    }
  }
  _ = TokenDump.render(path: "Fuzz.swift", bytes: bytes)
  let triggers = TriggerSet(RuleRegistry.all.flatMap(\.triggers))
  bytes.withUnsafeBufferPointer { buffer in
    _ = DeclaredNames.scan(buffer)
    _ = DeclaredNames.scan(buffer, unlessTriggered: triggers)
  }
  _ = Runner(rules: RuleRegistry.all, jobs: 1).run([Runner.Input(path: "Fuzz.swift", project: nil, bytes: bytes)])
  return 0
}
