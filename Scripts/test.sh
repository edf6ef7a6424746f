#!/usr/bin/env bash
# Runs every check and every test: the Foundation-free closure check, a full
# build (no warnings allowed), and the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== Foundation-free check of the clip's module closure"
bash Scripts/check-foundation-free.sh

echo "== Module edges (layering rules)"
bash Scripts/check-module-edges.sh

echo "== Build (warnings are errors)"
swift build -Xswiftc -warnings-as-errors

echo "== Tests"
swift test -Xswiftc -warnings-as-errors
