#!/usr/bin/env bash
# Fuzzes with libFuzzer and AddressSanitizer, SECONDS per target (default 300):
#   json     the JSON module: parser, writer round trip, Codable decoder and
#            encoder (Fuzz/JSONFuzz)
#   screen   the core's ScreenFactory with every feature's contract types:
#            templates, expressions, lossy decoding, fallbacks, diagnostics,
#            the screen resolved again for a changed state, and re-encoding;
#            a document that grows past its AmplificationBudget is a finding,
#            and the largest growth per input byte is printed at the end
#            (Fuzz/ScreenFuzz)
#   result   command results and widgets, decoded and re-encoded (Fuzz/ResultFuzz)
#   server   the server's parsers of client input: page cursors (half signed
#            with a test key, so the payload reader is reached), the
#            capability header, Accept-Language, q-values, canonical decimals,
#            IP addresses, trusted-proxy lists, X-Forwarded-For and Forwarded,
#            install ids, screen paths; one accepted spelling per value is
#            checked (Fuzz/ServerParsersFuzz, compiled with the sources of
#            Modules/SDUIServer/Parsing, which import no Hummingbird or Crypto)
# Prints executions, speed, corpus and findings per target, then the total.
#
# Kept out of SwiftPM on purpose, so `swift build` and `swift test` never need
# the fuzzer runtime: the modules and harnesses are compiled here with swiftc
# into .build-fuzz/. Each target's corpus (.build-fuzz/TARGET/corpus) grows
# from run to run, seeded with the JSONTestSuite (json) or every JSON file
# under Content/ and Tests/ (screen, result); crashes, leaks and timeouts go to
# .build-fuzz/TARGET/findings/ and make the script exit non-zero. Replay one:
#   SWIFT_BACKTRACE=enable=no .build-fuzz/screen-fuzz .build-fuzz/screen/findings/crash-<hash>
# Each finding becomes a regression test (Tests/SDUITests/FuzzFindingTests.swift,
# Tests/JSONTests).
#
# usage: Scripts/fuzz.sh [SECONDS] [TARGET ...]
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION="${1:-300}"
if ! [[ "$DURATION" =~ ^[0-9]+$ ]] || [ "$DURATION" -eq 0 ]; then
  echo "usage: Scripts/fuzz.sh [SECONDS] [json|screen|result|server ...]   (SECONDS per target, default 300)" >&2
  exit 2
fi
shift || true
TARGETS=("$@")
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=(json screen result server)
for target in "${TARGETS[@]}"; do
  case "$target" in json|screen|result|server) ;; *) echo "Scripts/fuzz.sh: unknown target '$target' (json, screen, result, server)" >&2; exit 2 ;; esac
done

OUT=.build-fuzz
mkdir -p "$OUT/modules"

# -g gives file and line in ASan's stack traces.
FLAGS=(-O -g -sanitize=fuzzer,address -parse-as-library -swift-version 6 -warnings-as-errors -package-name sdui -I "$OUT/modules")
# The toolchain's lld links the sanitizer runtimes without gold's warnings.
if command -v ld.lld >/dev/null 2>&1; then FLAGS+=(-use-ld=lld); fi

# A module compiled on its own, so the harnesses see only its public API, as a
# client does; instrumented for coverage and ASan like the harness.
module() {
  local name="$1" folder="$2"
  mapfile -t sources < <(find "$folder" -name '*.swift' | sort)
  swiftc "${FLAGS[@]}" -module-name "$name" -emit-module -emit-module-path "$OUT/modules/$name.swiftmodule" \
    -emit-library -static -o "$OUT/lib$name.a" "${sources[@]}"
}
harness() {
  local target="$1" folder="$2"; shift 2
  swiftc "${FLAGS[@]}" -module-name "$(basename "$folder")" "$folder"/*.swift "$@" -lm -o "$OUT/$target-fuzz"
}

echo "== Building (swiftc ${FLAGS[*]})"
module JSON Modules/JSON
# The tape decoder's calling-convention shim (Modules/CJSONShims), by the toolchain's clang
# (CLANG=path for a toolchain whose swiftc has no clang beside it).
"${CLANG:-$(dirname "$(command -v swiftc)")/clang}" -O1 -g -fsanitize=address -I Modules/CJSONShims/include \
  -c Modules/CJSONShims/json_shims.c -o "$OUT/json_shims.o"
needs_core=0
for target in "${TARGETS[@]}"; do [ "$target" = json ] || needs_core=1; done
if [ "$needs_core" -eq 1 ]; then
  module SDUIContract Modules/SDUIContract
  for contract in ScanBarcodeContract PlayerContract LoginContract KeepOfflineContract FeatureContracts; do module "$contract" "Modules/$contract"; done
fi
CORE_LIBS=("$OUT/libFeatureContracts.a" "$OUT/libScanBarcodeContract.a" "$OUT/libPlayerContract.a" "$OUT/libLoginContract.a" "$OUT/libKeepOfflineContract.a" "$OUT/libSDUIContract.a" "$OUT/libJSON.a" "$OUT/json_shims.o")

seed() {
  local target="$1" corpus="$2"
  case "$target" in
    json)
      local suite=../shared/testdata/JSONTestSuite/test_parsing
      if compgen -G "$suite/*.json" >/dev/null; then cp -f "$suite"/*.json "$corpus"/
      else echo "   $suite not found; handwritten seeds only"; fi
      cp -f Fuzz/JSONFuzz/seeds/* "$corpus"/ ;;
    server) cp -f Fuzz/ServerParsersFuzz/seeds/* "$corpus"/ ;;
    *)
      # Every content file and fixture, and the hostile documents (templates
      # that multiply, at small sizes), named by their paths so none overwrites another.
      while IFS= read -r file; do cp -f "$file" "$corpus/seed-$(echo "$file" | tr '/' '_')"; done \
        < <(find Content Tests Fuzz/ScreenFuzz/seeds -name '*.json' -size -64k | sort) ;;
  esac
  chmod -R u+w "$corpus"
}

declare -A EXECUTIONS RATE CORPUS_FILES FINDINGS STATUS
TOTAL=0
for target in "${TARGETS[@]}"; do
  case "$target" in
    json) harness json Fuzz/JSONFuzz "$OUT/libJSON.a" "$OUT/json_shims.o"; DICT=Fuzz/JSONFuzz/json.dict ;;
    screen) harness screen Fuzz/ScreenFuzz Fuzz/Shared/*.swift "${CORE_LIBS[@]}"; DICT=Fuzz/ScreenFuzz/screen.dict ;;
    result) harness result Fuzz/ResultFuzz Fuzz/Shared/*.swift "${CORE_LIBS[@]}"; DICT=Fuzz/ScreenFuzz/screen.dict ;;
    # The server's pure parsers compiled into the harness itself (internal types, no Hummingbird).
    server) harness server Fuzz/ServerParsersFuzz Modules/SDUIServer/Parsing/*.swift Modules/SDUIServer/Language/AcceptLanguage.swift \
              "${CORE_LIBS[@]}"; DICT=Fuzz/ServerParsersFuzz/parsers.dict ;;
  esac
  corpus="$OUT/$target/corpus"; findings="$OUT/$target/findings"; log="$OUT/$target/last-run.log"
  mkdir -p "$corpus" "$findings"
  seed "$target" "$corpus"
  echo "== Fuzzing $target for $DURATION s ($(find "$corpus" -type f | wc -l) inputs in $corpus; log $log)"
  marker="$OUT/$target/.run-started"
  touch "$marker"
  set +e
  # Swift's crash backtracer would hang reading the dying process under ASan;
  # libFuzzer and ASan print the stack themselves.
  SWIFT_BACKTRACE=enable=no "$OUT/$target-fuzz" "$corpus" -dict="$DICT" \
    -max_total_time="$DURATION" -max_len=8192 -timeout=10 \
    -print_final_stats=1 -artifact_prefix="$findings/" > "$log" 2>&1
  STATUS[$target]=$?
  set -e
  stat_of() { grep -oE "stat::$1:[[:space:]]*[0-9]+" "$log" | grep -oE '[0-9]+$' | tail -n 1; }
  executions=$(stat_of number_of_executed_units)
  # No final stats (stopped by a finding): the last status line.
  [ -n "$executions" ] || executions=$(grep -oE '^#[0-9]+' "$log" | tail -n 1 | tr -d '#')
  EXECUTIONS[$target]=${executions:-0}
  RATE[$target]=$(stat_of average_exec_per_sec)
  CORPUS_FILES[$target]=$(find "$corpus" -type f | wc -l)
  FINDINGS[$target]=$(find "$findings" -type f -newer "$marker" \
    \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' -o -name 'oom-*' \) | sort | tr '\n' ' ')
  rm -f "$marker"
  TOTAL=$((TOTAL + ${EXECUTIONS[$target]}))
  if [ -n "${FINDINGS[$target]}" ]; then
    grep -m 1 -E 'Fatal error|ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)' "$log" | sed 's/^/   first report: /' || true
  fi
done

echo
echo "== Fuzzing summary ($DURATION s per target)"
printf '   %-8s %14s %10s %10s  %s\n' target executions exec/s corpus findings
FAILED=0
for target in "${TARGETS[@]}"; do
  count=$(printf '%s' "${FINDINGS[$target]}" | wc -w)
  printf '   %-8s %14s %10s %10s  %s\n' "$target" "${EXECUTIONS[$target]}" "${RATE[$target]:-?}" "${CORPUS_FILES[$target]}" "$count ${FINDINGS[$target]}"
  if [ "$count" -gt 0 ]; then FAILED=1
  elif [ "${STATUS[$target]}" -ne 0 ]; then
    echo "   $target: libFuzzer exited with status ${STATUS[$target]} without a finding; see $OUT/$target/last-run.log" >&2
    FAILED=1
  fi
done
echo "   total executions: $TOTAL"
exit "$FAILED"
