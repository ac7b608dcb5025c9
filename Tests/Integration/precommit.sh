#!/usr/bin/env bash
# The pre-commit hooks in .pre-commit-hooks.yaml, through pre-commit itself: a new git
# repository with a file bindinglint flags cannot be committed; after `bindinglint --fix`
# it can. Both hooks: `bindinglint` (pre-commit builds it from this repository with the
# Swift toolchain) and `bindinglint-system` (the binary on PATH). Run by .ci/run.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/Tests/Integration/python-env.sh" pre-commit
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export PRE_COMMIT_HOME="$work/cache" GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.invalid \
  GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.invalid
fail() { echo "precommit.sh: $*" >&2; exit 1; }
rev="$(git -C "$root" rev-parse HEAD)"
(cd "$root" && swift build --product bindinglint > /dev/null)
bin="$(cd "$root" && swift build --product bindinglint --show-bin-path)"

for hook in bindinglint-system bindinglint; do
  repo="$work/$hook"
  git init -q "$repo"
  cd "$repo"
  cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $root
    rev: $rev
    hooks:
      - id: $hook
YAML
  cat > Counter.swift <<'SWIFT'
import SwiftUI

struct Counter: View {
    @State var count = 0
    var body: some View { Text("\(count)") }
}
SWIFT
  git add .pre-commit-config.yaml Counter.swift
  if PATH="$bin:$PATH" pre-commit run > run.log 2>&1; then
    cat run.log; fail "$hook passed a file with a non-private @State"
  fi
  grep -q "Counter.swift:4:5: warning: '@State' property 'count' should be private" run.log \
    || { cat run.log; fail "$hook did not show the finding"; }
  "$bin/bindinglint" --fix --quiet Counter.swift
  git add Counter.swift
  PATH="$bin:$PATH" pre-commit run > run.log 2>&1 || { cat run.log; fail "$hook failed after the fix"; }
  git commit -q -m "clean" || fail "commit with $hook failed after the fix"
  # A commit whose every staged Swift file the configuration excludes passes: the hook's
  # `--force-exclude` leaves nothing to lint, which is what the configuration asked for
  # (zero files is otherwise an error, exit 2).
  mkdir -p Generated
  echo '{ "exclude": ["Generated/**"] }' > .bindinglint.json
  sed 's/Counter/Generated/' Counter.swift | sed 's/@State private var/@State var/' > Generated/Model.swift
  git add .bindinglint.json Generated/Model.swift
  PATH="$bin:$PATH" pre-commit run > run.log 2>&1 || { cat run.log; fail "$hook failed when every staged file is excluded"; }
  git commit -q -m "generated" || fail "commit with $hook failed when every staged file is excluded"
  echo "precommit.sh: hook $hook blocks the mistake, passes the fix and an all-excluded commit"
done
