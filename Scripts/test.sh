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
# The PostgreSQL tests need a server: a throwaway cluster (Scripts/with-postgres.sh)
# runs next to the whole suite. Without PostgreSQL installed they skip and say so,
# except under CI, where a missing PostgreSQL is a failure.
if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  bash Scripts/with-postgres.sh swift test -Xswiftc -warnings-as-errors
elif [ -n "${CI:-}" ]; then
  echo "test: CI is set but PostgreSQL is not installed; run bash Scripts/setup.sh" >&2
  exit 1
else
  echo "test: PostgreSQL is not installed (bash Scripts/setup.sh); its tests will skip" >&2
  swift test -Xswiftc -warnings-as-errors
fi
