#!/usr/bin/env bash
# Builds the libFuzzer target (the library's modules plus Fuzz/*.swift, address sanitizer
# on) and runs one campaign.
#
#   Fuzz/run.sh [short|long] [SECONDS] [WORKERS]     (defaults: short, 60, 1)
#
#   short  inputs up to 4 KB: most of the grammar fits, and executions are fast.
#   long   inputs up to 256 KB, starting from the short campaign's corpus, and allowed to
#          grow at once (-len_control=0): deep nesting, long files, big token counts.
#
# Campaigns run under `nice` (timeouts are wall-clock: 30 s, so a busy machine does not
# report false hangs), in fork mode (`-fork=WORKERS`: one worker process per core you give
# it) so a crash, timeout or out-of-memory is recorded under .build-fuzz/crashes/ and the
# campaign goes on. The corpus
# is kept in .build-fuzz/corpus-KIND/, so the next run resumes where this one stopped.
# Seeds: every fixture and example (each path flattened to a unique name) and the JSON
# seeds in Fuzz/seeds/. Fuzz/swift.dict is the token dictionary.
#
# A crash: `.build-fuzz/fuzz-lint -minimize_crash=1 -runs=20000 -exact_artifact_path=OUT CRASH`,
# then keep OUT in Tests/Crashers/ (FuzzRegressionTests runs every file there).
set -euo pipefail
cd "$(dirname "$0")/.."
kind="${1:-short}"
seconds="${2:-60}"
workers="${3:-1}"
case "$kind" in
  short) max_len=4096; len_control=100 ;;
  long) max_len=262144; len_control=0 ;;
  *) echo "usage: Fuzz/run.sh [short|long] [SECONDS] [WORKERS]" >&2; exit 2 ;;
esac
case "$workers" in
  ''|*[!0-9]*|0) echo "Fuzz/run.sh: WORKERS must be a positive number, not '$workers'" >&2; exit 2 ;;
esac
out=.build-fuzz
mkdir -p "$out/seeds" "$out/corpus-$kind" "$out/crashes"

# libFuzzer comes with swift.org's toolchains (Linux, and macOS's downloadable ones); the
# toolchain inside Xcode has no -sanitize=fuzzer. Say so instead of failing in the middle.
probe="$out/probe"
mkdir -p "$probe"
printf '@_cdecl("LLVMFuzzerTestOneInput") func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 { 0 }\n' > "$probe/probe.swift"
if ! swiftc -sanitize=fuzzer -parse-as-library "$probe/probe.swift" -o "$probe/probe" > "$probe/log" 2>&1; then
  echo "Fuzz/run.sh: this Swift toolchain ($(command -v swiftc)) cannot build with -sanitize=fuzzer:" >&2
  sed 's/^/  /' "$probe/log" >&2
  echo "Xcode's toolchain lacks libFuzzer; on macOS install a toolchain from swift.org and select it" >&2
  echo "(TOOLCHAINS=<its bundle id> Fuzz/run.sh …), or fuzz on Linux." >&2
  exit 2
fi

# Seeds, named after their whole path: fixtures of different rules share file names.
for file in $(find Tests/Fixtures Examples Tests/Crashers -type f 2>/dev/null | sort) Fuzz/seeds/*; do
  cp "$file" "$out/seeds/$(echo "$file" | tr '/' '_')"
done
# The long campaign starts from everything the short one found.
extra=()
if [ "$kind" = long ] && [ -d "$out/corpus-short" ]; then extra=("$out/corpus-short"); fi

# Rebuild only when a source is newer than the binary. Each library target is compiled as
# the module SwiftPM makes of it (same name, same package, `-enable-testing` so the targets
# may reach internal API through `@testable import`), in dependency order, then the harness.
modules="BindingLintPlatform BindingLintSyntax BindingLintIndex BindingLintRules BindingLintEngine BindingLintReporters BindingLintServer"
sources=$(find Sources/BindingLint* Fuzz -name '*.swift' -not -path 'Fuzz/seeds/*' | sort)
if [ ! -x "$out/fuzz-lint" ] || [ -n "$(find $sources -newer "$out/fuzz-lint" | head -1)" ]; then
  mkdir -p "$out/modules"
  flags=(-O -sanitize=fuzzer,address -parse-as-library -enable-testing -package-name bindinglint -I "$out/modules")
  for module in $modules; do
    nice -n 10 swiftc "${flags[@]}" -module-name "$module" -wmo -c \
      -emit-module -emit-module-path "$out/modules/$module.swiftmodule" \
      $(find "Sources/$module" -name '*.swift' | sort) -o "$out/modules/$module.o" 2>&1 | grep -v "warning:" || true
  done
  nice -n 10 swiftc "${flags[@]}" -module-name FuzzLint Fuzz/*.swift "$out"/modules/*.o \
    -o "$out/fuzz-lint" 2>&1 | grep -v "warning:" || true
fi

# Swift's own backtracer is off: libFuzzer and ASan print the stack, and a backtracer left
# waiting on a crashed worker kept this script's build slot (an inherited lock) for good.
SWIFT_BACKTRACE=enable=no nice -n 10 "$out/fuzz-lint" -fork="$workers" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
  -max_total_time="$seconds" -max_len="$max_len" -len_control="$len_control" -timeout=30 -rss_limit_mb=2048 \
  -dict=Fuzz/swift.dict -artifact_prefix="$out/crashes/" -print_final_stats=1 \
  "$out/corpus-$kind" "$out/seeds" "${extra[@]}"
