# Sourced by the integration scripts: the few commands whose spelling differs between
# Linux (Debian, CI here) and macOS (GitHub's macOS runners, a developer's Mac), each with
# both sides, so a script never spells a platform itself.
#   source Tests/Integration/platform.sh

# with_timeout SECONDS COMMAND...: COMMAND, killed (SIGALRM) after SECONDS. GNU `timeout`
# is not on macOS; perl's alarm survives exec on both and ships with both.
with_timeout() {
  local seconds="$1"
  shift
  perl -e 'alarm shift @ARGV; exec @ARGV or die "cannot run $ARGV[0]: $!\n"' "$seconds" "$@"
}

# install_system_package NAME: installs a command-line tool from the system's packages
# (Debian's apt-get, or Homebrew on macOS). Fails, saying why, when neither is there.
install_system_package() {
  if command -v apt-get > /dev/null; then
    apt-get update > /dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y "$1" > /dev/null
  elif command -v brew > /dev/null; then
    HOMEBREW_NO_AUTO_UPDATE=1 brew install "$1" > /dev/null
  else
    echo "platform.sh: cannot install $1: neither apt-get nor brew is on PATH" >&2
    return 1
  fi
}

# skip_script NAME REASON: ends the sourcing script with a reported skip (exit 0).
skip_script() {
  echo "$1: SKIPPED on $(uname -s): $2"
  exit 0
}
