#!/usr/bin/env bash
# The SwiftPM plugins, through `swift build` and `swift package` themselves, on a copy of
# Examples/SamplePackage that depends on this checkout (its .bindinglint.json turns on
# non_private_state, off by default: the finding checked below). Run by .ci/run.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -R "$root/Examples/SamplePackage" "$work/SamplePackage"
rm -rf "$work/SamplePackage/.build"
cd "$work/SamplePackage"
# Depend on this checkout wherever the copy is.
sed -i.orig "s|path: \"../..\"|path: \"$root\"|" Package.swift && rm Package.swift.orig
fail() { echo "plugins.sh: $*" >&2; exit 1; }

# Build-tool plugin: the finding is a build warning, and the build still succeeds.
swift build > build.log 2>&1 || { cat build.log; fail "swift build failed"; }
grep -q "Sources/Counter/CounterView.swift:8:3: warning: '@State' property 'count' should be private \[non_private_state\]" build.log \
  || { cat build.log; fail "swift build did not show the finding as a warning"; }

# Command plugin: lints the package; --strict fails on the warning; --target narrows it.
swift package lint-bindings --format xcode > lint.log 2>&1 || { cat lint.log; fail "lint-bindings failed on warnings alone"; }
grep -q "^./Sources/Counter/CounterView.swift:8:3: warning:" lint.log || { cat lint.log; fail "lint-bindings did not report the finding"; }
if swift package lint-bindings --strict --target Counter > strict.log 2>&1; then
  cat strict.log; fail "lint-bindings --strict passed with a warning"
fi
grep -q "^Sources/Counter/CounterView.swift:8:3: warning:" strict.log || { cat strict.log; fail "--target did not lint the target's files"; }

# --help is the plugin's: its own options, not the linter's whole help.
swift package lint-bindings --help > help.log 2>&1 || { cat help.log; fail "lint-bindings --help failed"; }
grep -q -- "--target TARGET" help.log && grep -q -- "--allow-writing-to-package-directory lint-bindings --fix" help.log \
  || { cat help.log; fail "lint-bindings --help does not show the plugin's options"; }
if grep -q "RULES AND FILES" help.log; then cat help.log; fail "lint-bindings --help shows the linter's help"; fi

# --fix rewrites the file, run as docs/installation.md shows it (the write permission before the verb);
# afterwards the strict run passes.
fix_command="$(grep -o 'swift package --allow-writing-to-package-directory lint-bindings --fix' "$root/docs/installation.md" | head -1)"
[ -n "$fix_command" ] || fail "docs/installation.md does not show where --allow-writing-to-package-directory goes"
$fix_command > fix.log 2>&1 || { cat fix.log; fail "lint-bindings --fix failed"; }
grep -q "@State private var count = 0" Sources/Counter/CounterView.swift || fail "--fix did not make 'count' private"
swift package lint-bindings --strict > clean.log 2>&1 || { cat clean.log; fail "strict run after --fix still fails"; }
echo "plugins.sh: build-tool and command plugins passed"
