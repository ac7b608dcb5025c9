#!/usr/bin/env bash
# Runs workflow.py with PyYAML from a throw-away virtual environment, against the release
# `make release` builds here: the workflow's BINDINGLINT_VERSION must name it (a release's
# assets carry BindingLintVersion.current in their names) and BINDINGLINT_REPOSITORY must be
# the project's URL. Run by .ci/run.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/Tests/Integration/python-env.sh" pyyaml
source "$root/Tests/Integration/tagged-clone.sh"   # $repository, $version
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$root" && make release DIST="$work/release" > "$work/release.log" 2>&1) || { cat "$work/release.log"; exit 1; }
python "$root/Tests/Integration/workflow.py" "$work/release" "$repository" "$version"
