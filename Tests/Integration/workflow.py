"""Follows README's "CI with GitHub Actions" word for word, without a network.

The workflow README shows is Examples/github-actions/bindinglint.yml (the file without its
opening comment). It must parse as YAML and run here as GitHub would run it: on a copy of
the example app (the checkout), the install step runs against stand-in `git` and `make`
that install the bindinglint under test, lines a step appends to $GITHUB_PATH go in front of
later steps' PATH, each `run:` goes through GitHub's bash (`bash --noprofile --norc -eo
pipefail`) with the job's `env:`, and `if:` decides which steps run after one failed. The
example app has an error, so the annotations step fails the job; the SARIF step must still
run and pass, and the upload step must still run and find a SARIF file with every finding."""
import json, os, re, shutil, subprocess, sys, tempfile
import yaml

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
example = open(os.path.join(root, "Examples/github-actions/bindinglint.yml")).read()

readme = open(os.path.join(root, "README.md")).read()
section = readme.split("\n## CI with GitHub Actions\n", 1)[1].split("\n## ", 1)[0]
shown = re.findall(r"^```yaml\n(.*?)^```$", section, re.S | re.M)
assert len(shown) == 1, "README's CI section shows one workflow"
assert shown[0] == re.sub(r"\A(#.*\n)+\n*", "", example), \
    "README's workflow differs from Examples/github-actions/bindinglint.yml"

workflow = yaml.safe_load(example)
(job,) = workflow["jobs"].values()
permissions = {**workflow.get("permissions", {}), **job.get("permissions", {})}
assert permissions.get("security-events") == "write", "SARIF upload needs security-events: write"
assert permissions.get("contents") == "read", "checkout needs contents: read once permissions are listed"

binary = os.path.abspath(sys.argv[1])
temp = tempfile.mkdtemp()
workspace = os.path.join(temp, "repo")
shutil.copytree(os.path.join(root, "Examples/TodoApp"), os.path.join(workspace, "TodoApp"))
for folder in ("home", "runner_temp", "stubs"):
    os.mkdir(os.path.join(temp, folder))
github_path = os.path.join(temp, "github_path")
open(github_path, "w").close()

# Stand-ins that check their arguments: `git clone [options] URL DIR` makes DIR;
# `make -C DIR install PREFIX=P` puts the bindinglint under test in P/bin.
stubs = {
    "git": r'''#!/bin/sh
[ "$1" = clone ] || { echo "stub git: unexpected arguments: $*" >&2; exit 1; }
case "$*" in *://*) ;; *) echo "stub git: no repository URL in: $*" >&2; exit 1 ;; esac
for last; do :; done
mkdir -p "$last"
''',
    "make": r'''#!/bin/sh
dir=""; prefix=/usr/local; goal=""
while [ $# -gt 0 ]; do
  case "$1" in
    -C) dir="$2"; shift ;;
    PREFIX=*) prefix="${1#PREFIX=}" ;;
    *) goal="$1" ;;
  esac
  shift
done
[ "$goal" = install ] && [ -d "$dir" ] || { echo "stub make: expected 'make -C CLONE install'" >&2; exit 1; }
mkdir -p "$prefix/bin" && ln -s "$BINDINGLINT_UNDER_TEST" "$prefix/bin/bindinglint"
''',
}
for name, script in stubs.items():
    path = os.path.join(temp, "stubs", name)
    with open(path, "w") as file:
        file.write(script)
    os.chmod(path, 0o755)

environment = {
    "HOME": os.path.join(temp, "home"), "CI": "true", "GITHUB_ACTIONS": "true",
    "GITHUB_WORKSPACE": workspace, "RUNNER_TEMP": os.path.join(temp, "runner_temp"),
    "GITHUB_PATH": github_path, "BINDINGLINT_UNDER_TEST": binary,
    **{key: str(value) for key, value in job.get("env", {}).items()},
}
# Only the stand-ins and the system: bindinglint must come from the install step.
system_path = os.path.join(temp, "stubs") + ":/usr/bin:/bin"
always = {"always()", "${{ always() }}", "!cancelled()", "${{ !cancelled() }}"}

failed = False
outcomes = {}
uploaded = None
for step in job["steps"]:
    name = step.get("name", step.get("uses"))
    condition = step.get("if")
    if condition is None:
        if failed:
            continue
    elif condition not in always:
        raise AssertionError(f"the simulation does not know 'if: {condition}'")
    if "run" in step:
        added = [line for line in open(github_path).read().splitlines() if line]
        env = dict(environment, PATH=":".join(list(reversed(added)) + [system_path]), **step.get("env", {}))
        result = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", step["run"]],
                                cwd=workspace, env=env, capture_output=True, text=True)
        outcomes[name] = result
        failed = failed or result.returncode != 0
    elif step["uses"].startswith("actions/checkout@"):
        continue  # the copy of the example app is the checkout
    elif step["uses"].startswith("github/codeql-action/upload-sarif@"):
        uploaded = json.load(open(os.path.join(workspace, step["with"]["sarif_file"])))
    else:
        raise AssertionError(f"the simulation does not know 'uses: {step['uses']}'")

install = outcomes["Install bindinglint"]
assert install.returncode == 0, ("the install step failed", install)
annotations = outcomes["Lint (annotations)"]
assert annotations.returncode == 1, ("the example app has an error: the step must fail", annotations)
assert annotations.stdout.startswith("::") and "\n::error file=" in annotations.stdout, annotations.stdout
sarif = outcomes.get("Lint (SARIF)")
assert sarif is not None, "the SARIF step must run after the annotations step failed"
assert sarif.returncode == 0, ("findings must not fail the SARIF step", sarif)
assert uploaded is not None, "the upload must run after the annotations step failed"
assert uploaded["version"] == "2.1.0", uploaded.get("version")
results = uploaded["runs"][0]["results"]
assert len(results) == annotations.stdout.count("\n::") + 1, "SARIF has every finding the annotations have"
assert failed, "the job fails"
shutil.rmtree(temp)
print(f"workflow.py: README's workflow is the example; it installs, annotates {len(results)} findings, "
      "fails on the error and still uploads SARIF")
