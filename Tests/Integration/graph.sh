#!/usr/bin/env bash
# `bindinglint graph` on the example app, in every format, checked by the tools that read
# them: Graphviz renders the DOT output (Debian's graphviz, installed when `dot` is
# missing), Python parses the JSON, and a real headless Chromium (Debian's chromium and
# chromium-driver, installed when missing) driven by Selenium from PyPI (in a throw-away
# virtual environment, Tests/Integration/python-env.sh) opens the HTML page: it loads
# without a console error, search finds a view, a click shows its state. Run by .ci/run.
#   bash Tests/Integration/graph.sh                          the checks
#   bash Tests/Integration/graph.sh --screenshot FILE.png    also save README's screenshot
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
fail() { echo "graph.sh: $*" >&2; exit 1; }
screenshot=""
if [ "${1:-}" = "--screenshot" ]; then screenshot="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"; fi

need_apt() {
  apt-get update > /dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$@" > /dev/null
}
command -v dot > /dev/null || need_apt graphviz
if ! command -v chromium > /dev/null || ! command -v chromedriver > /dev/null; then need_apt chromium chromium-driver; fi

(cd "$root" && swift build --product bindinglint > /dev/null)
bin="$(cd "$root" && swift build --product bindinglint --show-bin-path)/bindinglint"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$root"

for format in html dot mermaid json; do
  "$bin" graph --format "$format" Examples/TodoApp > "$work/graph.$format" || fail "graph --format $format failed"
  [ -s "$work/graph.$format" ] || fail "graph --format $format wrote nothing"
done

dot -Tsvg "$work/graph.dot" -o "$work/graph.svg" 2> "$work/dot.err" || { cat "$work/dot.err"; fail "Graphviz could not render the DOT output"; }
[ ! -s "$work/dot.err" ] || { cat "$work/dot.err"; fail "Graphviz warned about the DOT output"; }
grep -q "TodoListView" "$work/graph.svg" || fail "the rendered SVG does not show TodoListView"

python3 - "$work/graph.json" <<'PY'
import json, sys
graph = json.load(open(sys.argv[1]))
assert graph["version"] == 1, graph["version"]
ids = {view["id"] for view in graph["views"]}
assert "TodoApp" in graph["roots"], graph["roots"]
assert {"TodoListView", "TodoRow"} <= ids, ids
assert all(edge["from"] in ids and edge["to"] in ids for edge in graph["edges"])
PY

head -1 "$work/graph.mermaid" | grep -q "^flowchart TD$" || fail "the Mermaid output does not start with 'flowchart TD'"

# Self-contained: no script, style or image from anywhere else.
if grep -Eiq '<(script|link|img)[^>]+(src|href)=' "$work/graph.html"; then fail "the HTML page loads something from elsewhere"; fi

source "$root/Tests/Integration/python-env.sh" selenium
python "$root/Tests/Integration/graph_browser.py" "$work/graph.html" ${screenshot:+--screenshot "$screenshot"}
echo "graph.sh: html, dot (rendered by Graphviz), mermaid and json written; the page passed the browser checks"
