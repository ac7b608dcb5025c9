#!/usr/bin/env bash
# The SwiftPM recipe as README and docs/installation.md write it — `.package(url: <the
# project's URL>, from: <version>)`, one spelling in every page that shows it — resolves to
# that version's tag, against a clone of this checkout with the version tagged
# (tagged-clone.sh), and its plugins are there to use. The pre-commit `rev:` is checked by
# precommit.sh, the workflow's pinned version by workflow.py. Run by .ci/run.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/Tests/Integration/tagged-clone.sh"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "versions.sh: $*" >&2; exit 1; }
tagged_clone "$work"

for page in "$root/README.md" "$root/docs/installation.md"; do
  grep -q '\.package(url: "[^"]*", from: "[^"]*")' "$page" || fail "$page shows no SwiftPM dependency"
done
dependency="$(grep -ho '\.package(url: "[^"]*", from: "[^"]*")' "$root/README.md" "$root"/docs/*.md | sort -u)"
[ "$dependency" = ".package(url: \"$repository\", from: \"$version\")" ] \
  || fail "the docs' SwiftPM dependency is '$dependency', not the project's URL from $version"
mkdir -p "$work/App/Sources/App"
cat > "$work/App/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "App",
  platforms: [.macOS(.v13)],
  dependencies: [$dependency],
  targets: [.target(name: "App", plugins: [.plugin(name: "BindingLintBuildTool", package: "bindinglint")])]
)
SWIFT
echo 'let answer = 42' > "$work/App/Sources/App/App.swift"
cd "$work/App"
# SwiftPM's own state kept here: its fingerprint store remembers which commit a version was
# (trust on first use), and every run tags a new HEAD.
swiftpm=(--cache-path "$work/swiftpm/cache" --config-path "$work/swiftpm/config" --security-path "$work/swiftpm/security")
swift package "${swiftpm[@]}" resolve > resolve.log 2>&1 || { cat resolve.log; fail "the docs' dependency does not resolve"; }
swift package "${swiftpm[@]}" show-dependencies --format json > dependencies.json 2>&1 || { cat dependencies.json; fail "show-dependencies failed"; }
python3 - dependencies.json "$version" <<'PY' || fail "bindinglint did not resolve to $version"
import json, sys
dependencies = json.load(open(sys.argv[1]))["dependencies"]
(bindinglint,) = [d for d in dependencies if d["identity"] == "bindinglint"]
assert bindinglint["version"] == sys.argv[2], bindinglint
PY
swift package "${swiftpm[@]}" plugin --list > plugins.log 2>&1 && grep -q "lint-bindings" plugins.log || { cat plugins.log; fail "the command plugin is not available"; }
echo "versions.sh: the docs' .package(url:from:) resolves $repository to $version"
