/// The page around `GraphHTML`'s data: its style and its script, kept apart from the
/// renderer so each reads as what it is. Plain ES2015 and CSS, no library, nothing
/// fetched. The ids and classes the browser test drives (`#search`, `#results`, `.node`,
/// `#details`) are part of what the page promises.
enum GraphHTMLPage {
  static func head(title: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(title)</title>
    <style>
    \(style)
    </style>
    </head>
    <body>
    <header>
      <h1>\(title)</h1>
      <span id="summary"></span>
      <input id="search" type="search" placeholder="Find a view…" autocomplete="off" aria-label="Find a view">
      <ul id="results" hidden></ul>
    </header>
    <main>
      <nav id="tree" aria-label="Views from the app's roots"></nav>
      <section id="details" aria-live="polite"><p class="hint">Click a view to see its state and findings.</p></section>
    </main>
    <script type="application/json" id="graph-data">
    """
  }

  static let tail = """
    </script>
    <script>
    \(script)
    </script>
    </body>
    </html>

    """

  static let style = #"""
    :root { --fg: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --accent: #0a66c2; --error: #c0392b; --warn: #b7791f; --bg: #fff; --sel: #e8f0fb; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 14px/1.4 -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif; color: var(--fg); background: var(--bg); }
    header { display: flex; align-items: center; gap: 12px; padding: 10px 16px; border-bottom: 1px solid var(--line); position: relative; }
    h1 { font-size: 16px; margin: 0; }
    #summary { color: var(--muted); font-size: 12px; }
    #search { margin-left: auto; width: 260px; padding: 5px 8px; border: 1px solid var(--line); border-radius: 6px; font: inherit; }
    #results { position: absolute; right: 16px; top: 44px; width: 320px; max-height: 360px; overflow: auto; margin: 0; padding: 4px 0; list-style: none; background: var(--bg); border: 1px solid var(--line); border-radius: 6px; box-shadow: 0 4px 16px rgba(0,0,0,.12); z-index: 2; }
    #results li { padding: 4px 10px; cursor: pointer; }
    #results li:hover, #results li.active { background: var(--sel); }
    #results .none { color: var(--muted); cursor: default; }
    main { display: grid; grid-template-columns: minmax(280px, 1fr) minmax(320px, 1fr); height: calc(100vh - 50px); }
    #tree { overflow: auto; padding: 8px 8px 24px; border-right: 1px solid var(--line); }
    #details { overflow: auto; padding: 12px 18px; }
    ul.children { list-style: none; margin: 0; padding-left: 18px; }
    #tree > ul { list-style: none; margin: 0; padding: 0; }
    .row { display: flex; align-items: baseline; gap: 6px; padding: 2px 4px; border-radius: 4px; cursor: pointer; white-space: nowrap; }
    .row:hover { background: #f5f5f7; }
    .row.selected { background: var(--sel); }
    .toggle { width: 14px; text-align: center; color: var(--muted); flex: none; }
    .name { font-weight: 500; }
    .edge { color: var(--muted); font-size: 11px; }
    .badge { font-size: 10px; padding: 0 5px; border-radius: 8px; background: #f0f0f3; color: var(--muted); }
    .badge.error { background: #fdecea; color: var(--error); }
    .badge.warning { background: #fdf3e1; color: var(--warn); }
    .section-title { margin: 14px 4px 4px; font-size: 11px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
    .recursive { color: var(--muted); font-style: italic; }
    #details h2 { font-size: 18px; margin: 4px 0; }
    #details h3 { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 16px 0 6px; }
    #details ul { margin: 0; padding-left: 18px; }
    #details li { margin: 2px 0; }
    .place { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; color: var(--muted); }
    .type { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; }
    .finding.error { color: var(--error); }
    .finding.warning { color: var(--warn); }
    .hint { color: var(--muted); }
    a.jump { color: var(--accent); cursor: pointer; text-decoration: none; }
    """#

  static let script = #"""
    (function () {
      "use strict";
      var graph = JSON.parse(document.getElementById("graph-data").textContent);
      var views = {}, children = {}, parents = {};
      graph.views.forEach(function (v) { views[v.id] = v; children[v.id] = []; parents[v.id] = []; });
      graph.edges.forEach(function (e) {
        if (!views[e.from] || !views[e.to]) { return; }
        children[e.from].push(e);
        parents[e.to].push(e);
      });
      var treeEl = document.getElementById("tree");
      var detailsEl = document.getElementById("details");
      var searchEl = document.getElementById("search");
      var resultsEl = document.getElementById("results");
      var selectedRow = null;

      function el(tag, className, text) {
        var node = document.createElement(tag);
        if (className) { node.className = className; }
        if (text !== undefined) { node.textContent = text; }
        return node;
      }
      function shortName(name) { var dot = name.lastIndexOf("."); return dot < 0 ? name : name.slice(dot + 1); }
      function findingBadge(v) {
        if (!v.findings.length) { return null; }
        var errors = v.findings.filter(function (f) { return f.severity === "error"; }).length;
        return el("span", "badge " + (errors ? "error" : "warning"), v.findings.length + (v.findings.length === 1 ? " finding" : " findings"));
      }
      function edgeText(e) {
        var parts = [];
        if (e.kind === "scene") { parts.push(e.container || "scene"); } else if (e.kind !== "child") { parts.push(e.kind); }
        parts = parts.concat(e.bindings);
        e.providers.forEach(function (p) { parts.push("+" + (p.type || p.modifier)); });
        return parts.join(" ");
      }

      // One tree row: a view reached through `edge` (null for a root), below `ancestors`.
      function row(id, edge, ancestors) {
        var v = views[id];
        var li = el("li");
        var line = el("div", "row node");
        line.setAttribute("data-id", id);
        line.setAttribute("role", "treeitem");
        var isRecursive = ancestors.indexOf(id) >= 0;
        var hasChildren = children[id].length > 0 && !isRecursive;
        var toggle = el("span", "toggle", hasChildren ? "\u25B8" : "");
        line.appendChild(toggle);
        line.appendChild(el("span", "name", shortName(v.name)));
        if (v.kind !== "view") { line.appendChild(el("span", "badge", v.kind)); }
        if (edge) { var text = edgeText(edge); if (text) { line.appendChild(el("span", "edge", text)); } }
        var badge = findingBadge(v);
        if (badge) { line.appendChild(badge); }
        if (isRecursive) { line.appendChild(el("span", "recursive", "(recursive)")); }
        li.appendChild(line);
        var list = null;
        function expand(open) {
          if (!hasChildren) { return; }
          if (open && !list) {
            list = el("ul", "children");
            var path = ancestors.concat([id]);
            children[id].forEach(function (e) { list.appendChild(row(e.to, e, path)); });
            li.appendChild(list);
          }
          if (list) { list.hidden = !open; }
          toggle.textContent = open ? "\u25BE" : "\u25B8";
          line.setAttribute("aria-expanded", open ? "true" : "false");
        }
        li.expand = expand;
        li.isOpen = function () { return !!list && !list.hidden; };
        li.childList = function () { return list; };
        toggle.addEventListener("click", function (event) { event.stopPropagation(); expand(!li.isOpen()); });
        line.addEventListener("click", function () { select(id, line); });
        line.addEventListener("dblclick", function () { expand(!li.isOpen()); });
        return li;
      }

      function section(title, ids) {
        if (!ids.length) { return; }
        treeEl.appendChild(el("div", "section-title", title));
        var ul = el("ul");
        ul.setAttribute("role", "tree");
        ids.forEach(function (id) { ul.appendChild(row(id, null, [])); });
        treeEl.appendChild(ul);
      }

      var rootIds = graph.roots.filter(function (id) { return views[id]; });
      var reached = {};
      var queue = rootIds.slice();
      queue.forEach(function (id) { reached[id] = true; });
      for (var i = 0; i < queue.length; i++) {
        children[queue[i]].forEach(function (e) { if (!reached[e.to]) { reached[e.to] = true; queue.push(e.to); } });
      }
      var unreached = graph.views.filter(function (v) { return !reached[v.id] && parents[v.id].length === 0; })
        .map(function (v) { return v.id; });
      section("From the app's roots", rootIds);
      section("Not built from a root", unreached);
      if (!rootIds.length && !unreached.length) { treeEl.appendChild(el("p", "hint", "No views found.")); }
      document.getElementById("summary").textContent =
        graph.views.length + " views, " + graph.edges.length + " edges, " + rootIds.length + " roots";

      function place(p) { return el("span", "place", p.file + ":" + p.line); }
      function propertyList(title, items, isEnvironment) {
        if (!items.length) { return; }
        detailsEl.appendChild(el("h3", null, title));
        var ul = el("ul");
        items.forEach(function (p) {
          var li = el("li");
          li.appendChild(el("span", "type", (p.wrapper === "let" ? "let " : p.wrapper + " var ") + p.name + ": " + (p.type || "?") + (p.optional ? "?" : "")));
          li.appendChild(document.createTextNode(" "));
          li.appendChild(el("span", "place", "line " + p.line));
          if (isEnvironment) {
            var provided = el("div", "place");
            if (p.optional) {
              provided.textContent = "optional: nil when not provided";
            } else if (p.providedAt.length) {
              provided.textContent = "provided at " + p.providedAt.map(function (q) { return q.file + ":" + q.line; }).join(", ");
            } else {
              provided.textContent = "not provided anywhere in the project";
            }
            li.appendChild(provided);
          }
          ul.appendChild(li);
        });
        detailsEl.appendChild(ul);
      }
      function edgeList(title, edges, key) {
        if (!edges.length) { return; }
        detailsEl.appendChild(el("h3", null, title));
        var ul = el("ul");
        edges.forEach(function (e) {
          var li = el("li");
          var link = el("a", "jump", shortName(views[e[key]].name));
          link.addEventListener("click", function () { reveal(e[key]); });
          li.appendChild(link);
          var text = edgeText(e);
          if (text) { li.appendChild(document.createTextNode(" " + text + " ")); } else { li.appendChild(document.createTextNode(" ")); }
          li.appendChild(place({ file: e.file, line: e.line }));
          ul.appendChild(li);
        });
        detailsEl.appendChild(ul);
      }

      function select(id, line) {
        var v = views[id];
        if (selectedRow) { selectedRow.classList.remove("selected"); }
        selectedRow = line || null;
        if (selectedRow) { selectedRow.classList.add("selected"); }
        detailsEl.textContent = "";
        detailsEl.setAttribute("data-id", id);
        detailsEl.appendChild(el("h2", null, v.name));
        var where = el("div");
        where.appendChild(el("span", "badge", v.kind));
        where.appendChild(document.createTextNode(" "));
        where.appendChild(place({ file: v.file, line: v.line }));
        detailsEl.appendChild(where);
        propertyList("Owned state", v.owned, false);
        propertyList("Borrowed state", v.borrowed, false);
        propertyList("Environment", v.environment, true);
        if (!v.owned.length && !v.borrowed.length && !v.environment.length) { detailsEl.appendChild(el("p", "hint", "No state.")); }
        detailsEl.appendChild(el("h3", null, "Findings"));
        if (!v.findings.length) {
          detailsEl.appendChild(el("p", "hint", "None."));
        } else {
          var ul = el("ul");
          v.findings.forEach(function (f) {
            var li = el("li", "finding " + f.severity);
            li.appendChild(document.createTextNode(f.severity + ": " + f.message + " [" + f.rule + "] "));
            li.appendChild(place({ file: f.file, line: f.line }));
            ul.appendChild(li);
          });
          detailsEl.appendChild(ul);
        }
        edgeList("Built by", parents[id], "from");
        edgeList("Builds", children[id], "to");
      }

      // Opens the tree down to the first place `id` is reached from a root (shortest path),
      // selects it and scrolls to it; a view no root reaches is selected in its own section.
      function reveal(id) {
        var path = pathTo(id);
        var lists = Array.prototype.slice.call(treeEl.querySelectorAll(":scope > ul"));
        var current = null;
        for (var step = 0; step < path.length; step++) {
          var candidates = step === 0 ? lists.reduce(function (all, ul) { return all.concat(Array.prototype.slice.call(ul.children)); }, [])
            : Array.prototype.slice.call(current.childList().children);
          current = candidates.filter(function (li) { return li.firstChild.getAttribute("data-id") === path[step]; })[0];
          if (!current) { break; }
          if (step < path.length - 1) { current.expand(true); }
        }
        if (current) {
          select(id, current.firstChild);
          current.firstChild.scrollIntoView({ block: "center" });
        } else {
          select(id, null);
        }
      }
      function pathTo(id) {
        var previous = {};
        var starts = rootIds.concat(unreached);
        var seen = {};
        var queue = [];
        starts.forEach(function (s) { seen[s] = true; queue.push(s); });
        for (var i = 0; i < queue.length; i++) {
          var at = queue[i];
          if (at === id) { break; }
          children[at].forEach(function (e) { if (!seen[e.to]) { seen[e.to] = true; previous[e.to] = at; queue.push(e.to); } });
        }
        if (!seen[id]) { return [id]; }
        var path = [id];
        while (previous[path[0]] !== undefined) { path.unshift(previous[path[0]]); }
        return path;
      }

      var matches = [];
      var active = -1;
      function showResults() {
        var query = searchEl.value.trim().toLowerCase();
        resultsEl.textContent = "";
        active = -1;
        if (!query) { resultsEl.hidden = true; matches = []; return; }
        matches = graph.views.filter(function (v) { return v.name.toLowerCase().indexOf(query) >= 0; })
          .sort(function (a, b) { return shortName(a.name).length - shortName(b.name).length || (a.name < b.name ? -1 : 1); })
          .slice(0, 50);
        if (!matches.length) { resultsEl.appendChild(el("li", "none", "No view matches.")); }
        matches.forEach(function (v, position) {
          var li = el("li", null, v.name);
          li.setAttribute("data-id", v.id);
          li.addEventListener("mousedown", function (event) { event.preventDefault(); choose(position); });
          resultsEl.appendChild(li);
        });
        resultsEl.hidden = false;
      }
      function choose(position) {
        var v = matches[position];
        if (!v) { return; }
        resultsEl.hidden = true;
        reveal(v.id);
      }
      searchEl.addEventListener("input", showResults);
      searchEl.addEventListener("focus", showResults);
      searchEl.addEventListener("blur", function () { resultsEl.hidden = true; });
      searchEl.addEventListener("keydown", function (event) {
        if (event.key === "Enter") { event.preventDefault(); choose(active >= 0 ? active : 0); }
        if (event.key === "Escape") { resultsEl.hidden = true; }
        if (event.key === "ArrowDown" || event.key === "ArrowUp") {
          event.preventDefault();
          if (!matches.length) { return; }
          active = (active + (event.key === "ArrowDown" ? 1 : matches.length - 1)) % matches.length;
          Array.prototype.forEach.call(resultsEl.children, function (li, i) { li.classList.toggle("active", i === active); });
        }
      });
    })();
    """#
}
