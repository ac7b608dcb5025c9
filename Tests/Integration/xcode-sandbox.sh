#!/usr/bin/env bash
# docs/xcode.md's sandboxed Run Script phase under a simulated Xcode sandbox: the script
# can read only the files the phase declares and cannot list any folder of the project
# (permissions: declared files 0444, every other file 0000, folders 0111; as root, with the
# capabilities that override permissions dropped by setpriv). Checks that exactly the listed
# files are linted, that the declared configuration applies (it turns on a rule that is off
# by default), that an undeclared one is an error naming it, and that linting "$SRCROOT"
# fails here as it does in the real sandbox.
# Run by .ci/run.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/Tests/Integration/platform.sh"
fail() { echo "xcode-sandbox.sh: $*" >&2; exit 1; }
confine=()
if [ "$(id -u)" = 0 ]; then
  command -v setpriv > /dev/null || skip_script xcode-sandbox.sh "running as root without setpriv (util-linux): permissions cannot be made to apply"
  confine=(setpriv --bounding-set=-dac_override,-dac_read_search)
fi
work="$(mktemp -d)"
trap 'chmod -R u+rwX "$work"; rm -rf "$work"' EXIT
python3 - "$root/docs/xcode.md" > "$work/phase.sh" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
print([b for b in re.findall(r"```sh\n(.*?)```", text, re.S) if "--use-script-input-file-lists" in b][0])
PY
(cd "$root" && swift build --product bindinglint > /dev/null)
mkdir -p "$work/bin"
cp "$(cd "$root" && swift build --product bindinglint --show-bin-path)/bindinglint" "$work/bin/"

# The project: the example app, a file the list leaves out, a configuration that turns on a
# rule that is off by default, and the list itself (as written in the project, and as Xcode
# resolves it).
project="$work/Project"
mkdir -p "$project/App" "$work/DerivedData"
cp "$root"/Examples/TodoApp/*.swift "$project/App/"
cp "$root/Examples/TodoApp/TodoRow.swift" "$project/Unlisted.swift"
echo '{ "rules": { "non_private_state": "warning" } }' > "$project/.bindinglint.json"
{ echo '$(SRCROOT)/.bindinglint.json'; (cd "$project" && ls App/*.swift | sed 's|^|$(SRCROOT)/|'); } > "$project/bindinglint.xcfilelist"
resolve() { sed "s|\$(SRCROOT)|$project|" "$1" > "$work/DerivedData/resolved.xcfilelist"; }
resolve "$project/bindinglint.xcfilelist"

# The sandbox: what the list declares is readable, nothing else, and no folder is listable.
seal() {
  find "$project" -type f -exec chmod 000 {} +
  sed "s|\$(SRCROOT)|$project|" "$project/bindinglint.xcfilelist" | while read -r file; do chmod 444 "$file"; done
  find "$project" -type d -exec chmod 111 {} +
  chmod 444 "$work/DerivedData/resolved.xcfilelist"
}
seal
phase() {
  (cd "$project" && env -i HOME="$work" PATH="$work/bin:/usr/bin:/bin" SRCROOT="$project" \
    SCRIPT_INPUT_FILE_LIST_COUNT=1 SCRIPT_INPUT_FILE_LIST_0="$work/DerivedData/resolved.xcfilelist" \
    "${confine[@]}" bash "$@")
}
if phase -c "cat '$project/Unlisted.swift'" > /dev/null 2>&1; then fail "the simulation lets the phase read an undeclared file"; fi

# 1. The phase as docs/xcode.md writes it.
status=0
phase "$work/phase.sh" > "$work/out.txt" 2>&1 || status=$?
[ "$status" = 1 ] || { cat "$work/out.txt"; fail "the sandboxed phase should fail on the example's error (exit 1), got $status"; }
grep -Eq "^$project/App/[A-Za-z]+\.swift:[0-9]+:[0-9]+: error: " "$work/out.txt" || { cat "$work/out.txt"; fail "no finding of the listed files"; }
if grep -v "^$project/App/" "$work/out.txt"; then fail "a line about something the list does not name (above)"; fi
grep -q "\[non_private_state\]$" "$work/out.txt" || { cat "$work/out.txt"; fail "the declared configuration was not applied"; }

# 2. Linting the folder, as a phase without the sandbox does, cannot work here.
status=0
phase -c 'bindinglint --format xcode "$SRCROOT"' > "$work/walk.txt" 2>&1 || status=$?
[ "$status" = 2 ] && grep -q "cannot read directory" "$work/walk.txt" \
  || { cat "$work/walk.txt"; fail "walking \$SRCROOT should fail in the sandbox (exit 2), got $status"; }

# 3. --use-script-input-files, the files declared one by one.
status=0
(cd "$project" && env -i HOME="$work" PATH="$work/bin:/usr/bin:/bin" SCRIPT_INPUT_FILE_COUNT=2 \
  SCRIPT_INPUT_FILE_0="$project/.bindinglint.json" SCRIPT_INPUT_FILE_1="$project/App/TodoRow.swift" \
  "${confine[@]}" bindinglint --format xcode --use-script-input-files) > "$work/files.txt" 2>&1 || status=$?
[ "$status" -le 1 ] || { cat "$work/files.txt"; fail "--use-script-input-files exited $status"; }
if grep -v "^$project/App/TodoRow.swift:" "$work/files.txt"; then fail "--use-script-input-files reported another file (above)"; fi

# 4. A configuration the list does not declare: an error that names it and says what to do.
chmod -R u+rwX "$project"
grep -v "bindinglint.json" "$project/bindinglint.xcfilelist" > "$work/list" && cp "$work/list" "$project/bindinglint.xcfilelist"
chmod 644 "$work/DerivedData/resolved.xcfilelist"
resolve "$project/bindinglint.xcfilelist"
seal
status=0
phase "$work/phase.sh" > "$work/undeclared.txt" 2>&1 || status=$?
[ "$status" = 2 ] || { cat "$work/undeclared.txt"; fail "an undeclared configuration should stop the run (exit 2), got $status"; }
grep -q "^error: $project/.bindinglint.json: cannot read the configuration file: " "$work/undeclared.txt" \
  && grep -q "add this file to them (docs/xcode.md)" "$work/undeclared.txt" \
  || { cat "$work/undeclared.txt"; fail "the error does not name the undeclared configuration"; }
echo "xcode-sandbox.sh: under a simulated sandbox the phase lints exactly its declared files"
