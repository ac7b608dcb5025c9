#!/usr/bin/env bash
# fix-check.sh — does every fix `bindinglint --fix` applies to a real app compile?
#
# Usage: Scripts/fix-check.sh APP_DIR [BINDINGLINT] [--unsafe-fixes]   (needs bash, python3, swiftc)
#   APP_DIR      the app's source tree (it is copied; the original is never written)
#   BINDINGLINT  the binary (default: .build/debug/bindinglint next to this script)
#   --unsafe-fixes  check `--fix --unsafe-fixes` instead of `--fix`
#
# Real apps do not build on Linux (UIKit, SwiftUI, packages), so the whole app cannot be
# compiled after `--fix`. Instead, for each struct the fix changed, this builds a model
# that keeps exactly what `private` can break, and type-checks it before and after:
#
#   - the struct's stored properties as written — attributes, access modifiers, `let`/`var`,
#     with or without a default value — but every type replaced by a stub (`S`, or the
#     class `O` for object wrappers); SwiftUI's wrappers come from the stub module
#     Tests/Stubs/SwiftUI; any other wrapper becomes `@Opaque` (only `init()`, so never a
#     memberwise parameter, like `@Environment`);
#   - every call of the type found by grep in the whole tree (`T(…)`, `T.init(…)`,
#     `: T = .init(…)`), with its argument labels as written and each value replaced by
#     `stub()` (a generic that infers any parameter type), in a file of its own.
#
# The model is found with grep and brace counting, not with bindinglint's parser, so a
# parser mistake cannot hide a broken fix. Verdict per changed struct:
#   ok            the model type-checks before and after the fix;
#   BROKEN        it type-checks before, not after: the fix breaks a caller;
#   explicit-init the struct declares an `init` in its body, so Swift synthesizes no
#                 memberwise initializer: the calls go through that init, which `private`
#                 cannot break (nothing is compiled for it);
#   inconclusive  the model does not type-check even before the fix (a call that goes to an
#                 init declared in an extension, a namesake type, generic arguments…).
# It also lists, from the JSON report of the unfixed copy, the non_private_state findings
# left without a safe fix (no fix, or an unsafe one), which the model does not need to check.
#
# Limits (what the model cannot see): a property read or written through a value from
# another type (`edit.forward` in another file), an extension in another file using the
# property (bindinglint marks those unsafe; the script only greps `extension T` bodies and
# prints them as "extension-use"), calls whose parentheses are unbalanced inside string
# literals, macros, `#if` branches, and generic parameters of the struct (dropped).
set -euo pipefail

app=${1:?usage: fix-check.sh APP_DIR [BINDINGLINT] [--unsafe-fixes]}
here=$(cd "$(dirname "$0")" && pwd)
binary=${2:-$here/../.build/debug/bindinglint}
case $binary in /*) ;; */*) binary=$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary") ;; esac
mode=${3:-}
swiftc=${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}
work=$(mktemp -d "${TMPDIR:-/tmp}/fix-check.XXXXXX")
# FIX_CHECK_KEEP=1 keeps the models (m<N>/before|after/Model.swift, Calls.swift) to read.
if [ -n "${FIX_CHECK_KEEP:-}" ]; then echo "models in $work" >&2; else trap 'rm -rf "$work"' EXIT; fi

mkdir -p "$work/stubs"
"$swiftc" -emit-module -parse-as-library -module-name SwiftUI "$here/../Tests/Stubs/SwiftUI/SwiftUI.swift" \
  -emit-module-path "$work/stubs/SwiftUI.swiftmodule"

cp -R "$app" "$work/before"
cp -R "$app" "$work/after"
# non_private_state (the `private` fix this checks) is off by default since issue 20.
enable=(--enable non_private_state)
fix_flags=(--fix)
[ "$mode" = "--unsafe-fixes" ] && fix_flags+=(--unsafe-fixes)
# Unsafe fixes are listed only with --unsafe-fixes (a binary older than the flag gets none).
(cd "$work/before" && { "$binary" "${enable[@]}" --format json --unsafe-fixes . > "$work/report.json" 2>/dev/null \
  || [ -s "$work/report.json" ] || "$binary" "${enable[@]}" --format json . > "$work/report.json" 2>/dev/null || true; })
(cd "$work/after" && "$binary" "${enable[@]}" --format json "${fix_flags[@]}" . > "$work/fixed.json" 2>/dev/null || true)

python3 - "$work" "$swiftc" <<'PY'
import json, os, re, subprocess, sys

work, swiftc = sys.argv[1], sys.argv[2]
report = json.load(open(f"{work}/report.json"))
fixed = json.load(open(f"{work}/fixed.json")).get("fixed", [])
findings = [d for d in report["diagnostics"] if d["rule"] == "non_private_state"]
no_fix = [d for d in findings if "fix" not in d]
unsafe = [d for d in findings if d.get("fix", {}).get("safety") == "unsafe"]

def read(root, path):
    return open(os.path.join(root, path), encoding="utf-8", errors="replace").read()

def strip_comments_and_strings(text):
    """Blanks out comments and string literals (same length), so braces and parens count."""
    out, i, n = list(text), 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i); j = n if j < 0 else j
            for k in range(i, j): out[k] = " "
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2); j = n if j < 0 else j + 2
            for k in range(i, j):
                if out[k] != "\n": out[k] = " "
            i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3); j = n if j < 0 else j + 3
            for k in range(i + 3, max(i + 3, j - 3)):
                if out[k] != "\n": out[k] = " "
            i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            for k in range(i + 1, min(j, n)): out[k] = " "
            i = j + 1
        else:
            i += 1
    return "".join(out)

def struct_at(code, line):
    """The innermost `struct Name` whose braces contain 1-based `line`: (name, body text, start offset)."""
    offset = sum(len(l) + 1 for l in code.split("\n")[: line - 1])
    best = None
    for m in re.finditer(r"\bstruct\s+([A-Za-z_][A-Za-z0-9_]*)[^{]*\{", code):
        open_at, depth, i = m.end() - 1, 0, m.end() - 1
        while i < len(code):
            if code[i] == "{": depth += 1
            elif code[i] == "}":
                depth -= 1
                if depth == 0: break
            i += 1
        if open_at < offset < i and (best is None or open_at > best[2]):
            best = (m.group(1), code[open_at + 1 : i], open_at)
    return best

def top_level_lines(body):
    """The struct body's depth-0 statements, one per line, attribute-only lines joined to the next."""
    lines, depth, current = [], 0, ""
    # A brace on the next line (`var total: Int\n{`) belongs to the declaration above it.
    body = re.sub(r"\n\s*\{", " {", body)
    for raw in body.split("\n"):
        if depth == 0:
            current = (current + " " + raw.strip()).strip()
            if current and not re.fullmatch(r"(@[\w.]+(\((?:[^()]|\([^()]*\))*\))?\s*)+", current):
                lines.append(current); current = ""
        depth += raw.count("{") + raw.count("(") + raw.count("[") - raw.count("}") - raw.count(")") - raw.count("]")
        depth = max(depth, 0)
    return lines

WRAPPERS = {"State", "StateObject", "GestureState", "AppStorage", "SceneStorage", "FocusState", "Binding", "ObservedObject", "Bindable"}
OBJECTS = {"StateObject", "ObservedObject"}
DECL = re.compile(r"^((?:@[\w.]+(?:\((?:[^()]|\([^()]*\))*\))?\s+)*)((?:(?:private|fileprivate|internal|public|package|open)(?:\(set\))?\s+|(?:nonisolated|lazy|weak|unowned)\s+)*)(var|let)\s+([A-Za-z_]\w*)(.*)$")

def model(name, body):
    """Swift source of the struct's model, or None when it has an init in its body."""
    props = []
    for statement in top_level_lines(body):
        if re.match(r"^((private|fileprivate|internal|public|package)\s+)*(convenience\s+)?init\s*[(?!<]", statement):
            return None
        m = DECL.match(statement)
        if not m or re.search(r"\bstatic\b|\bclass\b", m.group(2)) or "static " in statement.split(" var ")[0].split(" let ")[0]:
            continue
        attrs, modifiers, keyword, prop, rest = m.groups()
        has_default = "=" in rest.split("{")[0]
        if "{" in rest and not has_default:
            continue  # computed
        # `var x: T?` (or `T!`) starts as nil: an implicit default.
        # Not through a wrapper without `init(wrappedValue:)` (`@Binding var x: T?` needs a binding).
        has_default = has_default or (keyword == "var" and re.match(r"\s*:[^={]*[?!]\s*(\{|$)", rest) is not None
            and not re.search(r"@(SwiftUI\.)?(Binding|ObservedObject|Bindable)\b", attrs))
        if ("{" in rest and not has_default) or prop == "body":
            continue  # computed (the model has its own `body`)
        wrappers = re.findall(r"@([\w.]+)(\((?:[^()]|\([^()]*\))*\))?", attrs)  # one level of nested parentheses
        kept, is_object = [], False
        for wname, args in wrappers:
            short = wname.split(".")[-1]
            if short in ("AppStorage", "SceneStorage"):
                kept.append(f'@{short}("key")')  # the key and store are not initializer parameters
            elif short in WRAPPERS:
                kept.append(f"@{short}{args}"); is_object = is_object or short in OBJECTS
            elif short[:1].isupper():
                kept.append("@Opaque")
        if "@Opaque" in kept or "@FocusState" in kept:
            kept = [k for k in kept if k in ("@Opaque", "@FocusState")][:1]; has_default = False  # only `init()`
        stub = "O" if is_object else "S"
        default = f" = {stub}()" if has_default else ""
        props.append(f"  {' '.join(kept)} {modifiers}{keyword} {prop}: {stub}{default}".replace("  ", " ", 1))
    return f"struct {name}: View {{\n" + "\n".join(props) + "\n  var body: some View { EmptyView() }\n}\n"

SOURCES = {}
def sources(root):
    """Every Swift file under `root`, comments and strings blanked: {relative path: code}."""
    if root not in SOURCES:
        SOURCES[root] = {}
        for folder, _, files in os.walk(root):
            for file in files:
                if file.endswith(".swift"):
                    path = os.path.join(folder, file)
                    SOURCES[root][os.path.relpath(path, root)] = strip_comments_and_strings(
                        open(path, encoding="utf-8", errors="replace").read())
    return SOURCES[root]

def calls(name, root):
    """Every call of `name` in the tree, as (file, line, `_ = name(label: stub(), …)`)."""
    pattern = re.compile(r"(?<![\w.])" + name + r"(?:\s*\.init)?\(|:\s*" + name + r"\s*=\s*\.init\(")
    result = []
    for rel, code in sources(root).items():
        if name not in code: continue
        if True:
            for m in pattern.finditer(code):
                before = code[max(0, m.start() - 12) : m.start()]
                if re.search(r"\b(func|case|struct|class|enum|init)\s*$", before): continue
                depth, i, start = 0, m.end() - 1, m.end()
                while i < len(code):
                    if code[i] in "([{": depth += 1
                    elif code[i] in ")]}":
                        depth -= 1
                        if depth == 0: break
                    i += 1
                args, depth, piece = [], 0, ""
                for ch in code[start:i]:
                    if ch in "([{": depth += 1
                    elif ch in ")]}": depth -= 1
                    if ch == "," and depth == 0: args.append(piece); piece = ""
                    else: piece += ch
                if piece.strip(): args.append(piece)
                labels = []
                for a in args:
                    lm = re.match(r"\s*([A-Za-z_]\w*)\s*:(?!:)", a)
                    labels.append(f"{lm.group(1)}: stub()" if lm else "stub()")
                line = code[: m.start()].count("\n") + 1
                result.append((rel, line, f"_ = {name}({', '.join(labels)})"))
    return result

PRELUDE = """import SwiftUI
struct S { init() {} }
final class O: ObservableObject { init() {} }
@propertyWrapper struct Opaque<V> { init() { fatalError() }; var wrappedValue: V { fatalError() } }
func stub<V>() -> V { fatalError() }
"""

def typechecks(folder, model_source, call_lines):
    os.makedirs(folder, exist_ok=True)
    open(f"{folder}/Model.swift", "w").write(PRELUDE + model_source)
    open(f"{folder}/Calls.swift", "w").write("func calls() {\n" + "\n".join("  " + c for c in call_lines) + "\n}\n")
    run = subprocess.run([swiftc, "-typecheck", "-I", f"{work}/stubs", "Model.swift", "Calls.swift"], cwd=folder, capture_output=True, text=True)
    errors = [l for l in (run.stdout + run.stderr).split("\n") if "error:" in l and "`-" not in l]
    return run.returncode == 0, errors

structs = {}
for entry in fixed:
    if entry["rule"] != "non_private_state": continue
    code = strip_comments_and_strings(read(f"{work}/after", entry["file"]))
    found = struct_at(code, entry["line"])
    if found: structs.setdefault((entry["file"], found[0]), []).append(entry["line"])

verdicts = {"ok": 0, "BROKEN": 0, "explicit-init": 0, "inconclusive": 0}
for n, ((file, name), lines) in enumerate(sorted(structs.items())):
    before_code = strip_comments_and_strings(read(f"{work}/before", file))
    after_code = strip_comments_and_strings(read(f"{work}/after", file))
    before_struct, after_struct = struct_at(before_code, lines[0]), struct_at(after_code, lines[0])
    before_model, after_model = model(name, before_struct[1]), model(name, after_struct[1])
    if after_model is None:
        verdicts["explicit-init"] += 1
        print(f"explicit-init {file}: {name} (declares an init: no memberwise initializer)")
        continue
    sites = calls(name, f"{work}/after")
    call_lines = [c for _, _, c in sites]
    ok_before, errors_before = typechecks(f"{work}/m{n}/before", before_model, call_lines)
    ok_after, errors_after = typechecks(f"{work}/m{n}/after", after_model, call_lines)
    if not ok_before:
        verdict = "inconclusive"; detail = (errors_before or ["?"])[0].strip()
    elif ok_after:
        verdict = "ok"; detail = f"{len(sites)} call(s)"
    else:
        verdict = "BROKEN"; detail = "; ".join(e.strip() for e in errors_after[:2]) + " — calls: " + ", ".join(f"{p}:{l}" for p, l, _ in sites[:3])
    verdicts[verdict] += 1
    print(f"{verdict:<13} {file}: {name} (lines {', '.join(map(str, lines))}) {detail}")
    # Extension bodies in other files that mention a property made private.
    for rel, text in sources(f"{work}/after").items():
        if rel == os.path.normpath(file) or name not in text: continue
        if True:
            for m in re.finditer(r"\bextension\s+(?:[\w.]+\.)?" + name + r"\b[^{]*\{", text):
                for line in lines:
                    prop = re.search(r"\b(?:var|let)\s+(\w+)", after_code.split("\n")[line - 1])
                    if prop and re.search(r"\b_?\$?" + prop.group(1) + r"\b", text[m.end():m.end() + 20000]):
                        print(f"  extension-use {rel} mentions '{prop.group(1)}'")

print(f"\nnon_private_state findings: {len(findings)}; safe fix: {len(findings) - len(no_fix) - len(unsafe)}; "
      f"unsafe fix: {len(unsafe)}; no fix: {len(no_fix)}")
print(f"fixes applied: {sum(len(v) for v in structs.values())} in {len(structs)} struct(s): "
      f"{verdicts['ok']} ok, {verdicts['BROKEN']} BROKEN, {verdicts['explicit-init']} explicit-init, "
      f"{verdicts['inconclusive']} inconclusive")
sys.exit(1 if verdicts["BROKEN"] else 0)
PY
