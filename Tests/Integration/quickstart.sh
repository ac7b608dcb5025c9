#!/usr/bin/env bash
# README "Quick start", word for word: `swift run bindinglint Examples/` builds, lints the
# example apps and exits 1 (they contain an error on purpose). Run by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/../.."
status=0
swift run bindinglint Examples/ > /tmp/bindinglint-quickstart.txt 2>&1 || status=$?
if [ "$status" != 1 ] || ! grep -q "^Examples/TodoApp/.*: error: " /tmp/bindinglint-quickstart.txt; then
  cat /tmp/bindinglint-quickstart.txt
  echo "quickstart.sh: expected the example app's error and exit status 1, got $status" >&2
  exit 1
fi
tail -1 /tmp/bindinglint-quickstart.txt
