#!/usr/bin/env bash
# Unit tests of the web client (Web/tests/*.test.ts), with no npm packages:
# Debian's tsc checks the client and the tests (the tests have their own
# tsconfig, with a local node.d.ts instead of @types/node), esbuild bundles
# each test for node, and node runs it. The expression tests run the shared
# conformance vectors of Tests/Conformance, the ones the Swift tests run.
#
#   bash Scripts/test-web-units.sh    # a line per test file; fails on any failure
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in tsc esbuild node; do
  if ! command -v "$tool" >/dev/null; then
    echo "test-web-units: $tool is missing; bash Scripts/setup.sh installs Debian's node-typescript, esbuild and nodejs" >&2
    exit 1
  fi
done

tsc -p Web/tsconfig.json
tsc -p Web/worker/tsconfig.json
tsc -p Web/tests/tsconfig.json

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
failed=0
for test in Web/tests/*.test.ts; do
  name="$(basename "$test" .test.ts)"
  esbuild "$test" --bundle --platform=node --target=node18 --log-level=warning --outfile="$out/$name.js"
  if node "$out/$name.js" >"$out/$name.log" 2>&1; then
    echo "ok    $test ($(tail -n 1 "$out/$name.log"))"
  else
    cat "$out/$name.log"
    echo "FAIL  $test"
    failed=1
  fi
done
exit "$failed"
