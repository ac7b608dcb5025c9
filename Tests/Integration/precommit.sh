#!/usr/bin/env bash
# The pre-commit hooks in .pre-commit-hooks.yaml, through pre-commit itself, configured as
# docs/ci.md shows it (`repo:` the project's URL, `rev:` the version), resolved against a clone
# of this checkout with that version tagged (tagged-clone.sh): a new git repository with a
# file bindinglint flags (its configuration turns on non_private_state, off by default)
# cannot be committed; after `bindinglint --fix` it can. Both hooks:
# `bindinglint` (pre-commit builds it from the clone with the Swift toolchain: the linter
# only) and `bindinglint-system` (the binary on PATH). Run by .ci/run.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/Tests/Integration/python-env.sh" pre-commit
source "$root/Tests/Integration/tagged-clone.sh"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export PRE_COMMIT_HOME="$work/cache" GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.invalid \
  GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.invalid
fail() { echo "precommit.sh: $*" >&2; exit 1; }
(cd "$root" && swift build --product bindinglint > /dev/null)
bin="$(cd "$root" && swift build --product bindinglint --show-bin-path)"
tagged_clone "$work"

# docs/ci.md's configuration, word for word.
python3 - "$root/docs/ci.md" > "$work/config.yaml" <<'PY'
import re, sys
section = open(sys.argv[1]).read().split("\n## pre-commit\n", 1)[1]
print(re.search(r"```yaml\n(.*?)```", section, re.S).group(1), end="")
PY
grep -q "^  - repo: $repository$" "$work/config.yaml" && grep -q "^    rev: $version$" "$work/config.yaml" \
  || { cat "$work/config.yaml"; fail "docs/ci.md's pre-commit configuration does not pin $repository at $version"; }

for hook in bindinglint-system bindinglint; do
  repo="$work/$hook"
  git init -q "$repo"
  cd "$repo"
  if [ "$hook" = bindinglint ]; then
    cp "$work/config.yaml" .pre-commit-config.yaml
  else
    # The configuration's commented alternative, taken instead of the first hook.
    sed -e 's/^      - id: bindinglint .*$//' -e 's/^    # - id: bindinglint-system/      - id: bindinglint-system/' "$work/config.yaml" > .pre-commit-config.yaml
  fi
  grep -Eq "^      - id: $hook( |$)" .pre-commit-config.yaml || { cat .pre-commit-config.yaml; fail "no $hook hook in the configuration"; }
  echo '{ "rules": { "non_private_state": "warning" } }' > .bindinglint.json
  cat > Counter.swift <<'SWIFT'
import SwiftUI

struct Counter: View {
    @State var count = 0
    var body: some View { Text("\(count)") }
}
SWIFT
  git add .pre-commit-config.yaml .bindinglint.json Counter.swift
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
  echo '{ "exclude": ["Generated/**"], "rules": { "non_private_state": "warning" } }' > .bindinglint.json
  sed 's/Counter/Generated/' Counter.swift | sed 's/@State private var/@State var/' > Generated/Model.swift
  git add .bindinglint.json Generated/Model.swift
  PATH="$bin:$PATH" pre-commit run > run.log 2>&1 || { cat run.log; fail "$hook failed when every staged file is excluded"; }
  git commit -q -m "generated" || fail "commit with $hook failed when every staged file is excluded"
  echo "precommit.sh: hook $hook (rev $version) blocks the mistake, passes the fix and an all-excluded commit"
done
# The hook's environment holds the linter and not the benchmark.
built="$(find "$PRE_COMMIT_HOME" -path '*swift_env*' -type f \( -name bindinglint -o -name bindinglint-bench \) -perm -u+x | sed 's|.*/||' | sort -u | tr '\n' ' ')"
[ "$built" = "bindinglint " ] || fail "the hook built: $built(expected the linter only)"
echo "precommit.sh: the hook's environment built the linter only"
