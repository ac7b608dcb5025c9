#!/usr/bin/env bash
# README "Xcode build phase", word for word: the Run Script block is taken from README and
# run as Xcode would run it (SRCROOT set, bash): with bindinglint on PATH it prints the
# example app's findings in the compiler's shape and fails the phase on its error; without
# it, one warning line and success. Run by .ci/run.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "xcode-phase.sh: $*" >&2; exit 1; }
python3 - "$root/README.md" > "$work/phase.sh" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
section = text.split("### Xcode build phase", 1)[1]
print(re.search(r"```sh\n(.*?)```", section, re.S).group(1))
PY
grep -q 'bindinglint --format xcode "$SRCROOT"' "$work/phase.sh" || fail "README's build phase script not found"
cp -R "$root/Examples/TodoApp" "$work/TodoApp"
(cd "$root" && swift build --product bindinglint > /dev/null)
bin="$(cd "$root" && swift build --product bindinglint --show-bin-path)"

status=0
env -i HOME="$HOME" PATH="$bin:/usr/bin:/bin" SRCROOT="$work/TodoApp" bash "$work/phase.sh" > "$work/out.txt" 2>&1 || status=$?
[ "$status" = 1 ] || { cat "$work/out.txt"; fail "the phase should fail on the example's error (exit 1), got $status"; }
grep -Eq "^$work/TodoApp/[A-Za-z]+\.swift:[0-9]+:[0-9]+: error: " "$work/out.txt" || { cat "$work/out.txt"; fail "no error line in Xcode's format"; }
if grep -vEq "^$work/TodoApp/[A-Za-z]+\.swift:[0-9]+:[0-9]+: (error|warning): .* \[[a-z_]+\]$" "$work/out.txt"; then
  cat "$work/out.txt"; fail "a line Xcode would not parse"
fi

status=0
env -i HOME="$HOME" PATH="/usr/bin:/bin" SRCROOT="$work/TodoApp" bash "$work/phase.sh" > "$work/missing.txt" 2>&1 || status=$?
[ "$status" = 0 ] && grep -q "^warning: bindinglint is not installed" "$work/missing.txt" \
  || { cat "$work/missing.txt"; fail "without bindinglint the phase should warn and pass"; }
echo "xcode-phase.sh: README's build phase script reports in Xcode's format"
