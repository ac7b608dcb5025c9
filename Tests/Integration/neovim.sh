#!/usr/bin/env bash
# `bindinglint lsp` in a real editor: headless Neovim (Debian's package, installed when
# missing; Homebrew's on macOS) opens a Swift file with a non-private @State after
# non-ASCII text on the same line (the project's configuration turns on non_private_state,
# which is off by default), receives the diagnostic through its built-in LSP client,
# applies the quick fix and writes the file, which is then compared byte for byte. Run by
# .ci/run.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/Tests/Integration/platform.sh"
fail() { echo "neovim.sh: $*" >&2; exit 1; }
if ! command -v nvim > /dev/null; then
  install_system_package neovim || skip_script neovim.sh "Neovim is not installed and no package manager can install it"
fi
(cd "$root" && swift build --product bindinglint > /dev/null)
bin="$(cd "$root" && swift build --product bindinglint --show-bin-path)/bindinglint"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/App"
touch "$work/Package.swift"
echo '{ "rules": { "non_private_state": "warning" } }' > "$work/.bindinglint.json"
file="$work/Sources/App/Row.swift"
cat > "$file" <<'SWIFT'
import SwiftUI

struct Row: View {
    /* é😀 */ @State var isExpanded = false
    var body: some View { Text(isExpanded ? "Less" : "More") }
}
SWIFT
BINDINGLINT_BIN="$bin" BINDINGLINT_PROJECT="$work" with_timeout 60 \
  nvim --headless --clean -n -c "luafile $root/Tests/Integration/neovim.lua" "$file" \
  || fail "Neovim did not finish the session (status $?)"
expected='import SwiftUI

struct Row: View {
    /* é😀 */ @State private var isExpanded = false
    var body: some View { Text(isExpanded ? "Less" : "More") }
}'
[ "$(cat "$file")" = "$expected" ] || { cat "$file"; fail "the written file is not the fixed source"; }
echo "neovim.sh: Neovim received the diagnostic, applied the fix and wrote the fixed file"
