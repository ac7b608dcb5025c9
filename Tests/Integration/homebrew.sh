#!/usr/bin/env bash
# The Homebrew formula (Formula/bindinglint.rb, docs/installation.md): Ruby's syntax check;
# its links are the project's (ProjectLinks.repository); the install step's commands run
# here as Homebrew would run them in a checkout (homebrew.rb), and its test block passes
# against what they installed; Scripts/release.sh writes a release's url and sha256 into it
# and the result still parses. Ruby comes from Debian's packages (Homebrew's own on
# macOS) when missing. Run by .ci/run.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/Tests/Integration/platform.sh"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "homebrew.sh: $*" >&2; exit 1; }
command -v ruby > /dev/null || install_system_package ruby || fail "Ruby is needed to check the formula"
formula="$root/Formula/bindinglint.rb"
repository="$(sed -n 's/.*static let repository = "\(.*\)".*/\1/p' "$root/Sources/BindingLintReporters/ProjectLinks.swift")"
ruby -c "$formula" > /dev/null || fail "the formula is not valid Ruby"

# The install step, run here; then the formula's own test against the installed binary.
ruby "$root/Tests/Integration/homebrew.rb" "$formula" "$root" "$work/prefix" > "$work/fields" 2> "$work/install.log" \
  || { cat "$work/install.log"; fail "the formula's install or test block failed"; }
[ -x "$work/prefix/bin/bindinglint" ] || fail "the install step put no bindinglint in the prefix's bin"
grep -qx "homepage=$repository" "$work/fields" || { cat "$work/fields"; fail "the homepage is not $repository"; }
grep -qx "head=$repository.git" "$work/fields" || { cat "$work/fields"; fail "head is not $repository.git"; }

# A release: the release workflow writes its source archive's url and sha256.
cp "$formula" "$work/released.rb"
"$root/Scripts/release.sh" formula 9.8.7 "$(printf '%064d' 7)" "$work/released.rb"
ruby -c "$work/released.rb" > /dev/null || fail "the formula with a release written in is not valid Ruby"
grep -q "^  url \"$repository/releases/download/9.8.7/bindinglint-9.8.7.tar.gz\"$" "$work/released.rb" \
  && grep -q "^  sha256 \"$(printf '%064d' 7)\"$" "$work/released.rb" || { cat "$work/released.rb"; fail "release.sh formula did not write the release"; }
"$root/Scripts/release.sh" formula 9.8.8 "$(printf '%064d' 8)" "$work/released.rb"
[ "$(grep -c '^  url ' "$work/released.rb")" = 1 ] || fail "a second release added a url instead of replacing it"
echo "homebrew.sh: the formula parses, installs bindinglint here, passes its test, and takes a release's url and sha256"
