#!/usr/bin/env bash
# CONTRIBUTING.md "Generated files", as written: in a scratch copy of the package,
# `swift run bindinglint-dev new-rule <id> --category <category>` adds a rule that builds,
# is registered (`explain`), reports exactly its fixture's expectation through the binary
# and passes the fixture and example tests, and `swift run bindinglint-dev generate` then
# writes its page. The checkout is not
# touched. Run by .ci/run; it builds the package and its tests once more.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "new-rule.sh: $*" >&2; exit 1; }
id=empty_on_appear
mkdir "$work/package"
cp -R "$root/Package.swift" "$root/Sources" "$root/Tests" "$root/Plugins" "$root/docs" "$root/rules.md" "$work/package/"
cd "$work/package"

swift run bindinglint-dev new-rule "$id" --category suspicious > new-rule.log 2>&1 || { cat new-rule.log; fail "new-rule failed"; }
for file in Sources/BindingLintRules/EmptyOnAppear/EmptyOnAppearRule.swift \
    Sources/BindingLintRules/EmptyOnAppear/EmptyOnAppearRuleExamples.swift "Tests/Fixtures/$id/Triggering.swift"; do
  grep -qx "wrote $file" new-rule.log || { cat new-rule.log; fail "new-rule did not report writing $file"; }
done
grep -q "EmptyOnAppearRule()," Sources/BindingLintRules/Model/RuleRegistry.swift || fail "the rule is not in RuleRegistry.swift"
if swift run bindinglint-dev new-rule "$id" --category suspicious > again.log 2>&1; then
  fail "a second new-rule $id succeeded"
fi
grep -q "already a rule" again.log || { cat again.log; fail "a second new-rule $id did not say what exists"; }

# The generator now runs with the new rule compiled in: its page and index row appear.
swift run bindinglint-dev generate > generate.log 2>&1 || { cat generate.log; fail "generate failed"; }
grep -qx "wrote docs/rules/$id.md" generate.log || { cat generate.log; fail "generate did not write docs/rules/$id.md"; }
grep -q "^| \[\`$id\`\]($id.md) | suspicious | warning | on |" docs/rules/README.md || fail "docs/rules/README.md has no row for $id"

swift build --product bindinglint > build.log 2>&1 || { cat build.log; fail "the package does not build with the new rule"; }
binary="$(swift build --product bindinglint --show-bin-path)/bindinglint"
"$binary" explain "$id" > explain.log || fail "explain $id failed"
head -1 explain.log | grep -q "^$id (suspicious: " || { cat explain.log; fail "explain $id does not describe the rule"; }

# The fixture through the binary: one finding, on the line its `// expect:` names.
fixture="Tests/Fixtures/$id/Triggering.swift"
line="$(grep -n "// expect: $id " "$fixture" | cut -d: -f1)"
status=0
"$binary" --strict "Tests/Fixtures/$id" > lint.log 2>&1 || status=$?
[ "$status" = 1 ] || { cat lint.log; fail "linting the fixture with --strict exited $status, not 1 (a finding)"; }
findings="$(grep -c "^$fixture:" lint.log || true)"
[ "$findings" = 1 ] || { cat lint.log; fail "expected exactly one finding in $fixture, got $findings"; }
grep -q "^$fixture:$line:[0-9]*: warning: 'fontSize' carries the placeholder attribute '@EmptyOnAppear'" lint.log \
  || { cat lint.log; fail "the finding is not at $fixture:$line with the scaffold's message"; }
# The in-process harnesses: the fixture folder with every rule on, the examples mutated,
# the house rules on the new files. (MetadataTests fails on purpose until the rule has its
# full set of examples, so it is not run here.)
swift build --build-tests > build-tests.log 2>&1 || { cat build-tests.log; fail "the tests do not build with the new rule"; }
swift test --skip-build --filter 'FixtureTests|RuleExampleTests|LayeringTests' > test.log 2>&1 \
  || { cat test.log; fail "FixtureTests, RuleExampleTests or LayeringTests fail with the new rule"; }
echo "new-rule.sh: $id scaffolded, built, documented and found on $fixture:$line"
