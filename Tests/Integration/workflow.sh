#!/usr/bin/env bash
# Runs workflow.py with PyYAML from a throw-away virtual environment. Run by .ci/run.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/Tests/Integration/python-env.sh" pyyaml
bin="$(cd "$root" && swift build --product bindinglint --show-bin-path)"
(cd "$root" && swift build --product bindinglint > /dev/null)
python "$root/Tests/Integration/workflow.py" "$bin/bindinglint"
