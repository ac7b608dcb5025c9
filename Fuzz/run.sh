#!/usr/bin/env bash
# Builds the libFuzzer target (the library's sources plus Fuzz/FuzzLint.swift, with the
# address sanitizer) and fuzzes for SECONDS (default 60), seeded with every fixture.
#   Fuzz/run.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
out=.build-fuzz
mkdir -p "$out/corpus"
find Tests/Fixtures -name '*.swift' -exec cp {} "$out/corpus/" \;
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name BindingLint \
  $(find Sources/BindingLint -name '*.swift' | sort) Fuzz/FuzzLint.swift -o "$out/fuzz-lint" 2>&1 | grep -v "warning:" || true
"$out/fuzz-lint" -max_total_time="$seconds" -max_len=4096 -timeout=10 "$out/corpus"
