"""Checks Examples/github-actions/bindinglint.yml, which cannot run here: it parses as
YAML, has the permission SARIF upload needs, keeps the upload when lint fails, and each
`bindinglint` command in it behaves as the workflow expects when run here on the example app
(annotations fail the step on an error; the SARIF step writes valid JSON and passes)."""
import json, os, subprocess, sys, tempfile
import yaml

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
workflow = yaml.safe_load(open(os.path.join(root, "Examples/github-actions/bindinglint.yml")))
job = workflow["jobs"]["bindinglint"]
assert job["permissions"]["security-events"] == "write", "SARIF upload needs security-events: write"
steps = {step.get("name", step.get("uses")): step for step in job["steps"]}
upload = steps["Upload SARIF to code scanning"]
assert upload["uses"].startswith("github/codeql-action/upload-sarif@"), upload
assert upload.get("if") == "always()", "the upload must run when the lint step fails"
assert steps["Lint (SARIF)"].get("if") == "always()", "SARIF must be written when annotations fail"

binary = sys.argv[1]
app = tempfile.mkdtemp()
subprocess.run(["cp", "-R", os.path.join(root, "Examples/TodoApp"), app], check=True)
env = dict(os.environ, PATH=os.path.dirname(binary) + os.pathsep + os.environ["PATH"])

def run(step):
    return subprocess.run(["bash", "-e", "-c", steps[step]["run"]], cwd=app, env=env, capture_output=True, text=True)

annotations = run("Lint (annotations)")
assert annotations.returncode == 1, ("the example app has an error: the step must fail", annotations)
assert annotations.stdout.startswith("::"), annotations.stdout
sarif = run("Lint (SARIF)")
assert sarif.returncode == 0, ("findings must not fail the SARIF step", sarif)
log = json.load(open(os.path.join(app, "bindinglint.sarif")))
assert log["version"] == "2.1.0" and log["runs"][0]["results"], "SARIF has no results"
print("workflow.py: the GitHub Actions example parses and its bindinglint steps behave")
