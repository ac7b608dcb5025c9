#!/usr/bin/env bash
# README "Install", word for word: `make install PREFIX=…` puts a release binary there whose
# --version (and SARIF's tool.driver.version) is the package's one version constant;
# `make uninstall PREFIX=…` removes it. Run by .ci/run.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
prefix="$(mktemp -d)"
trap 'rm -rf "$prefix"' EXIT
fail() { echo "install.sh: $*" >&2; exit 1; }
cd "$root"
make install PREFIX="$prefix" > "$prefix/make.log" 2>&1 || { cat "$prefix/make.log"; fail "make install failed"; }
[ -x "$prefix/bin/bindinglint" ] || fail "no executable at $prefix/bin/bindinglint"
version="$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/BindingLintEngine/Version.swift)"
[ -n "$version" ] || fail "cannot find the version constant"
[ "$("$prefix/bin/bindinglint" --version)" = "bindinglint $version" ] || fail "--version is not $version"
# The example app has an error on purpose: exit 1 is expected here.
status=0; "$prefix/bin/bindinglint" --format sarif Examples/TodoApp > "$prefix/out.sarif" || status=$?
[ "$status" = 1 ] || fail "linting the example app exited $status, not 1"
sarif_version="$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["runs"][0]["tool"]["driver"]["version"])' "$prefix/out.sarif")"
[ "$sarif_version" = "$version" ] || fail "SARIF says version $sarif_version, not $version"
make uninstall PREFIX="$prefix" > /dev/null
[ ! -e "$prefix/bin/bindinglint" ] || fail "make uninstall left the binary"
echo "install.sh: make install/uninstall and version $version passed"
