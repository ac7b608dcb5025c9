#!/usr/bin/env bash
# docs/xcode.md, word for word: its Run Script phases are taken from the page and run as
# Xcode would run them (bash, SRCROOT set; for the sandboxed one, the input file list Xcode
# hands over with $(SRCROOT) replaced): with bindinglint on PATH they print the example
# app's findings in the compiler's shape and fail the phase on its error; without it, one
# warning line and success. xcode-sandbox.sh runs the sandboxed phase under a simulated
# sandbox. Run by .ci/run.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "xcode-phase.sh: $*" >&2; exit 1; }
# The page's scripts: the ```sh blocks that run bindinglint if it is installed.
python3 - "$root/docs/xcode.md" "$work" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
scripts = [block for block in re.findall(r"```sh\n(.*?)```", text, re.S) if "command -v bindinglint" in block]
assert len(scripts) == 2, f"expected the sandboxed and the unsandboxed phase, found {len(scripts)}"
for name, script in zip(("sandboxed", "plain"), scripts):
    open(f"{sys.argv[2]}/{name}.sh", "w").write(script)
PY
grep -q 'bindinglint --format xcode --use-script-input-file-lists$' "$work/sandboxed.sh" || fail "the sandboxed phase script not found"
grep -q 'bindinglint --format xcode "$SRCROOT"$' "$work/plain.sh" || fail "the unsandboxed phase script not found"
cp -R "$root/Examples/TodoApp" "$work/TodoApp"
# The list as docs/xcode.md writes it, and as Xcode resolves it for the phase.
(cd "$work/TodoApp" && ls *.swift | sed 's|^|$(SRCROOT)/|') > "$work/TodoApp/bindinglint.xcfilelist"
sed "s|\$(SRCROOT)|$work/TodoApp|" "$work/TodoApp/bindinglint.xcfilelist" > "$work/resolved.xcfilelist"
(cd "$root" && swift build --product bindinglint > /dev/null)
bin="$(cd "$root" && swift build --product bindinglint --show-bin-path)"

for phase in sandboxed plain; do
  env=(HOME="$HOME" SRCROOT="$work/TodoApp" SCRIPT_INPUT_FILE_LIST_COUNT=1 SCRIPT_INPUT_FILE_LIST_0="$work/resolved.xcfilelist")
  status=0
  (cd "$work/TodoApp" && env -i "${env[@]}" PATH="$bin:/usr/bin:/bin" bash "$work/$phase.sh") > "$work/out.txt" 2>&1 || status=$?
  [ "$status" = 1 ] || { cat "$work/out.txt"; fail "$phase: the phase should fail on the example's error (exit 1), got $status"; }
  grep -Eq "^$work/TodoApp/[A-Za-z]+\.swift:[0-9]+:[0-9]+: error: " "$work/out.txt" || { cat "$work/out.txt"; fail "$phase: no error line in Xcode's format"; }
  if grep -vEq "^$work/TodoApp/[A-Za-z]+\.swift:[0-9]+:[0-9]+: (error|warning): .* \[[a-z_]+\]$" "$work/out.txt"; then
    cat "$work/out.txt"; fail "$phase: a line Xcode would not parse"
  fi
  cp "$work/out.txt" "$work/$phase.out"

  status=0
  (cd "$work/TodoApp" && env -i "${env[@]}" PATH="/usr/bin:/bin" bash "$work/$phase.sh") > "$work/missing.txt" 2>&1 || status=$?
  [ "$status" = 0 ] && grep -q "^warning: bindinglint is not installed" "$work/missing.txt" \
    || { cat "$work/missing.txt"; fail "$phase: without bindinglint the phase should warn and pass"; }
done
# The list names every file, so both phases report the same findings.
cmp -s "$work/sandboxed.out" "$work/plain.out" || { diff "$work/sandboxed.out" "$work/plain.out"; fail "the two phases disagree"; }
echo "xcode-phase.sh: docs/xcode.md's build phase scripts report in Xcode's format"
