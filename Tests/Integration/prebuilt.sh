#!/usr/bin/env bash
# `make release` and the prebuilt plugins (docs/releasing.md, docs/installation.md): the
# artifact bundle is SwiftPM's format for this host, the plugins package a release attaches
# names it by the release URL and its real checksum, and a package that uses those plugins
# over the bundle `make release` produced (path-based binary target) lints with them
# without building bindinglint. Run by .ci/run.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "prebuilt.sh: $*" >&2; exit 1; }
version="$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$root/Sources/BindingLintEngine/Version.swift")"
repository="$(sed -n 's/.*static let repository = "\(.*\)".*/\1/p' "$root/Sources/BindingLintReporters/ProjectLinks.swift")"
dist="$work/dist"
(cd "$root" && make release DIST="$dist" > "$work/release.log" 2>&1) || { cat "$work/release.log"; fail "make release failed"; }

# The bundle: info.json as SwiftPM reads it, a variant for this host's triple, a binary that runs.
host="$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')"
python3 - "$dist" "$version" "$host" <<'PY' || fail "the artifact bundle's info.json is wrong"
import json, os, sys
dist, version, host = sys.argv[1:]
info = json.load(open(os.path.join(dist, "bindinglint.artifactbundle/info.json")))
assert info["schemaVersion"] == "1.0", info
(name, artifact), = info["artifacts"].items()
assert name == "bindinglint" and artifact["type"] == "executable" and artifact["version"] == version, artifact
variant, = [v for v in artifact["variants"] if host in v["supportedTriples"]]
path = os.path.join(dist, "bindinglint.artifactbundle", variant["path"])
assert os.access(path, os.X_OK), path
PY
(cd "$dist" && shasum -a 256 -c checksums.txt > /dev/null) || fail "checksums.txt does not match the files"

# The plugins package a release attaches: the release's URL, and the zip's SwiftPM checksum.
manifest="$dist/bindinglint-plugins/Package.swift"
grep -q "url: \"$repository/releases/download/$version/bindinglint.artifactbundle.zip\"" "$manifest" || { cat "$manifest"; fail "the plugins package does not name this release's bundle"; }
checksum="$(swift package compute-checksum "$dist/bindinglint.artifactbundle.zip")"
grep -q "checksum: \"$checksum\"" "$manifest" || { cat "$manifest"; fail "the plugins package's checksum is not the bundle's ($checksum)"; }

# A package using the prebuilt plugins, the bundle taken from `make release` by path.
mkdir -p "$work/plugins"
unzip -q "$dist/bindinglint-plugins-$version.zip" -d "$work/plugins"
plugins="$work/plugins/bindinglint-plugins"
python3 - "$plugins/Package.swift" <<'PY'
import re, sys
path = sys.argv[1]
text = open(path).read()
text, count = re.subn(r'\.binaryTarget\(\s*name: "bindinglint",\s*url: "[^"]*",\s*checksum: "[^"]*"\)',
                      '.binaryTarget(name: "bindinglint", path: "bindinglint.artifactbundle")', text)
assert count == 1, "no url-based binary target to make path-based"
open(path, "w").write(text)
PY
cp -R "$dist/bindinglint.artifactbundle" "$plugins/"
# The sample's .bindinglint.json comes along: it turns on non_private_state, whose finding is checked.
cp -R "$root/Examples/SamplePackage" "$work/App"
rm -rf "$work/App/.build"
cd "$work/App"
python3 - Package.swift "$plugins" <<'PY'
import sys
path, plugins = sys.argv[1:]
text = open(path).read()
old_dependency = '.package(name: "bindinglint", path: "../..")'
assert old_dependency in text
text = text.replace(old_dependency, f'.package(path: "{plugins}")')
text = text.replace('package: "bindinglint")', 'package: "bindinglint-plugins")')
open(path, "w").write(text)
PY
swift build > build.log 2>&1 || { cat build.log; fail "swift build with the prebuilt plugins failed"; }
grep -q "Sources/Counter/CounterView.swift:8:3: warning: '@State' property 'count' should be private \[non_private_state\]" build.log \
  || { cat build.log; fail "the prebuilt build-tool plugin did not report the finding"; }
if grep -Eq "Compiling BindingLint(Platform|Syntax|Engine) |Linking bindinglint" build.log; then cat build.log; fail "bindinglint was built from source"; fi
swift package lint-bindings --help > help.log 2>&1 && grep -q -- "--target TARGET" help.log || { cat help.log; fail "the prebuilt command plugin's --help"; }
if swift package lint-bindings --strict > strict.log 2>&1; then cat strict.log; fail "the prebuilt command plugin passed a warning under --strict"; fi
grep -q "^./Sources/Counter/CounterView.swift:8:3: warning:" strict.log || { cat strict.log; fail "the prebuilt command plugin did not report the finding"; }
echo "prebuilt.sh: make release made a $host bundle; the prebuilt plugins lint with it without building bindinglint"
