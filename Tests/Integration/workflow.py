"""Follows README's "CI with GitHub Actions" word for word, without a network.

The workflow README shows is Examples/github-actions/bindinglint.yml (the file without its
opening comment). It must parse as YAML and run here as GitHub would run it: on a copy of
the example app (the checkout), the install step runs against a stand-in `curl` that serves
the release `make release` built (argv[1]) at the project's release URL for the pinned
version only (argv[2], argv[3]), lines a step appends to $GITHUB_PATH go in front of
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

release, repository, version = os.path.abspath(sys.argv[1]), sys.argv[2], sys.argv[3]
assert job["env"]["BINDINGLINT_REPOSITORY"] == repository, "the workflow names the project's URL (ProjectLinks.repository)"
assert str(job["env"]["BINDINGLINT_VERSION"]) == version, f"the workflow pins {job['env']['BINDINGLINT_VERSION']}, not {version}"
temp = tempfile.mkdtemp()
workspace = os.path.join(temp, "repo")
shutil.copytree(os.path.join(root, "Examples/TodoApp"), os.path.join(workspace, "TodoApp"))
for folder in ("home", "runner_temp", "stubs"):
    os.mkdir(os.path.join(temp, folder))
github_path = os.path.join(temp, "github_path")
open(github_path, "w").close()

# A stand-in for `curl -fsSL[O] URL`: serves a file of the release folder when URL is the
# pinned release's download address, fails (as curl -f does on a 404) for any other.
stubs = {
    "curl": r'''#!/bin/sh
url=""; save=""
for argument; do
  case "$argument" in
    -*O*) save=1 ;;
    -*) ;;
    *) url="$argument" ;;
  esac
done
prefix="$BINDINGLINT_TEST_RELEASE_URL/"
case "$url" in
  "$prefix"*) name="${url#"$prefix"}" ;;
  *) echo "stub curl: (22) The requested URL returned error: 404 ($url)" >&2; exit 22 ;;
esac
[ -f "$BINDINGLINT_TEST_RELEASE/$name" ] || { echo "stub curl: (22) 404: no $name in the release" >&2; exit 22; }
if [ -n "$save" ]; then cp "$BINDINGLINT_TEST_RELEASE/$name" "./$name"; else cat "$BINDINGLINT_TEST_RELEASE/$name"; fi
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
    "GITHUB_PATH": github_path, "BINDINGLINT_TEST_RELEASE": release,
    "BINDINGLINT_TEST_RELEASE_URL": f"{repository}/releases/download/{version}",
    **{key: str(value) for key, value in job.get("env", {}).items()},
}
# Only the stand-in and the system: bindinglint must come from the install step.
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
assert "OK" in install.stdout, ("the checksum was not checked", install)
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
print(f"workflow.py: README's workflow is the example; it installs release {version}, annotates {len(results)} findings, "
      "fails on the error and still uploads SARIF")
