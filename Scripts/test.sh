#!/usr/bin/env bash
# Runs every check and every test: the requirements (installing what is
# missing, as Scripts/setup.sh does), the Foundation-free closure check, the
# module edges, a build of everything (no warnings allowed), and the tests'
# build and the whole suite next to a throwaway PostgreSQL. Ends with one
# line of each step's time.
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/lib/steps.sh
source Scripts/lib/requirements.sh
trap 'status=$?; if [ $status -ne 0 ]; then steps_summary "test.sh: FAILED during $STEP_NAME"; fi' EXIT
if [ -e .build/debug/sduiPackageTests.xctest ]; then
  echo "test.sh: check the machine, run the layering checks, rebuild what changed, run every test (about a minute)" >&2
else
  echo "test.sh: check the machine, run the layering checks, build everything and the tests in debug (about 4 minutes after the demo's build on 2 cores, 9 without it), run every test (about 1 minute)" >&2
fi

step requirements "Requirements (Swift and every system package)"
ensure_requirements all >&2

step checks "Foundation-free check of the clip's module closure, the module edges (layering rules), the web client's build and unit tests"
bash Scripts/check-foundation-free.sh
bash Scripts/check-module-edges.sh
bash Scripts/build-web.sh --check
bash Scripts/test-web-units.sh
bash Scripts/fetch-axe.sh >/dev/null

if [ -e .build/debug/sduiPackageTests.xctest ]; then
  step build "Build of everything (warnings are errors): an earlier build is here, so only what changed"
else
  step build "Build of everything (warnings are errors), then the tests': about 4 minutes in all after the demo's build on 2 cores, 9 without it"
fi
# Two invocations, as measured faster than one `swift build --build-tests`
# then `swift test --skip-build` (236 s against 253 s from a fresh clone,
# docs/development.md); the same flags as Scripts/demo.sh.
swift build -Xswiftc -warnings-as-errors

step tests "Build of the tests, then the tests"
# The PostgreSQL tests run against a throwaway cluster (Scripts/with-postgres.sh)
# next to the whole suite; the requirements step installed PostgreSQL.
bash Scripts/with-postgres.sh swift test -Xswiftc -warnings-as-errors --skip WebClient

# The web client's tests drive Chromium, which loads both cores: beside the
# rest of the suite it made servers slow to stop and pictures late, so they
# run after it, on their own (one browser at a time; Tests/WebClientTests).
step browser "The web client's tests in headless Chromium, after the others"
swift test -Xswiftc -warnings-as-errors --filter WebClient
steps_summary "test.sh: passed"
