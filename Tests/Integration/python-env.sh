# Sourced by the integration scripts: a throw-away virtual environment with the PyPI
# packages they need, so nothing is installed into the machine's Python.
#   source Tests/Integration/python-env.sh PACKAGE...
venv="${BINDINGLINT_TEST_VENV:-${TMPDIR:-/tmp}/bindinglint-test-venv}"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check "$@"
export PATH="$venv/bin:$PATH"
