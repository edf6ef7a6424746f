#!/usr/bin/env bash
# Fuzzes the JSON module with libFuzzer and AddressSanitizer for SECONDS
# (default 300): the parser, the writer round trip and the Codable decoder and
# encoder, through Fuzz/JSONFuzz/JSONFuzzTarget.swift.
#
# Kept out of SwiftPM on purpose, so `swift build` and `swift test` never
# need the fuzzer runtime: the JSON sources and the harness are compiled here
# with swiftc into .build-fuzz/. The corpus (.build-fuzz/corpus) grows from
# run to run; crashes, leaks and timeouts are written to .build-fuzz/findings/
# and make the script exit non-zero. Replay one with:
#   SWIFT_BACKTRACE=enable=no .build-fuzz/json-fuzz .build-fuzz/findings/crash-<hash>
#
# usage: Scripts/fuzz-json.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION="${1:-300}"
if ! [[ "$DURATION" =~ ^[0-9]+$ ]] || [ "$DURATION" -eq 0 ]; then
  echo "usage: Scripts/fuzz-json.sh [SECONDS]   (a positive number of seconds, default 300)" >&2
  exit 2
fi

OUT=.build-fuzz
CORPUS="$OUT/corpus"
FINDINGS="$OUT/findings"
LOG="$OUT/last-run.log"
mkdir -p "$OUT/modules" "$CORPUS" "$FINDINGS"

# -g gives file and line in ASan's stack traces.
FLAGS=(-O -g -sanitize=fuzzer,address -parse-as-library -swift-version 6 -warnings-as-errors)
# The toolchain's lld links the sanitizer runtimes without gold's warnings.
if command -v ld.lld >/dev/null 2>&1; then FLAGS+=(-use-ld=lld); fi

echo "== Building the JSON module and the harness (swiftc ${FLAGS[*]})"
# The module is compiled on its own so the harness sees only its public API,
# as a client does; both are instrumented for coverage and ASan.
swiftc "${FLAGS[@]}" -module-name JSON \
  -emit-module -emit-module-path "$OUT/modules/JSON.swiftmodule" \
  -emit-library -static -o "$OUT/libJSON.a" Modules/JSON/*.swift
swiftc "${FLAGS[@]}" -module-name JSONFuzz -I "$OUT/modules" \
  Fuzz/JSONFuzz/*.swift "$OUT/libJSON.a" -o "$OUT/json-fuzz"

echo "== Seeding $CORPUS"
SUITE=../shared/testdata/JSONTestSuite/test_parsing
if compgen -G "$SUITE/*.json" >/dev/null; then
  cp -f "$SUITE"/*.json "$CORPUS"/
  echo "   $(ls "$SUITE"/*.json | wc -l) files from $SUITE"
else
  echo "   $SUITE not found; handwritten seeds only"
fi
cp -f Fuzz/JSONFuzz/seeds/* "$CORPUS"/
chmod -R u+w "$CORPUS"

echo "== Fuzzing for $DURATION s (full log: $LOG)"
marker="$OUT/.run-started"
touch "$marker"
set +e
# Swift's crash backtracer would hang reading the dying process under ASan;
# libFuzzer and ASan print the stack themselves.
SWIFT_BACKTRACE=enable=no "$OUT/json-fuzz" "$CORPUS" \
  -dict=Fuzz/JSONFuzz/json.dict \
  -max_total_time="$DURATION" -max_len=4096 -timeout=10 \
  -print_final_stats=1 -artifact_prefix="$FINDINGS/" 2>&1 \
  | tee "$LOG" \
  | grep --line-buffered -E '^#[0-9]+[[:space:]]+(pulse|DONE)|INFO: seed corpus|ERROR|SUMMARY|Test unit written|Done [0-9]+ runs'
status=${PIPESTATUS[0]}
set -e

final_stat() { grep -oE "stat::$1:[[:space:]]*[0-9]+" "$LOG" | grep -oE '[0-9]+$' | tail -n 1; }
executions=$(final_stat number_of_executed_units)
rate=$(final_stat average_exec_per_sec)
if [ -z "$executions" ]; then
  # No final stats (killed early): fall back to the last status line.
  executions=$(grep -oE '^#[0-9]+' "$LOG" | tail -n 1 | tr -d '#')
fi
corpus_files=$(find "$CORPUS" -type f | wc -l)
corpus_bytes=$(du -sb "$CORPUS" | cut -f1)
new_findings=$(find "$FINDINGS" -type f -newer "$marker" \
  \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' -o -name 'oom-*' \) | sort)
finding_count=$(printf '%s' "$new_findings" | grep -c . || true)
rm -f "$marker"

echo
echo "== Fuzzing summary"
echo "   executions:   ${executions:-unknown}"
echo "   exec/s:       ${rate:-unknown}"
echo "   corpus:       $corpus_files files, $corpus_bytes bytes ($CORPUS)"
echo "   findings:     $finding_count"
if [ "$finding_count" -gt 0 ]; then
  printf '     %s\n' $new_findings
  grep -m 1 -E 'Fatal error|ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)' "$LOG" | sed 's/^/   first report: /' || true
  echo "   replay one with: SWIFT_BACKTRACE=enable=no $OUT/json-fuzz <file>   (see $LOG)"
  exit 1
fi
if [ "$status" -ne 0 ]; then
  echo "   libFuzzer exited with status $status without writing a finding; see $LOG" >&2
  exit "$status"
fi
