#!/usr/bin/env bash
# Installs everything the project needs from nothing, on Debian: the system
# packages of the demo, the tests, CI and the benchmarks (the list is in
# Scripts/lib/requirements.sh), after checking the Swift toolchain's version.
# Idempotent: a second run installs nothing. Scripts/demo.sh and
# Scripts/test.sh run the same check themselves, so calling this first is
# optional; `--check` only reports what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/lib/requirements.sh

if [ "${1:-}" = "--check" ]; then
  check_swift
  missing="$(missing_packages all)"
  if [ -n "$missing" ]; then
    echo "setup: missing:" $missing
    exit 1
  fi
  echo "setup: Swift $SWIFT_VERSION and every system package are present"
  exit 0
fi
ensure_requirements all
