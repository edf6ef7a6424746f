#!/usr/bin/env bash
# Checks the allocation budgets: runs the benchmarks of Performance/ (a
# package of its own, ordo-one's package-benchmark) with the malloc count
# only, and compares each benchmark's p90 with Performance/Thresholds/. A
# benchmark that allocates more than its tolerance over the committed count
# (5% and at least 2, Performance/Support/AllocationBudget.swift) fails; fewer
# allocations pass and are named, so the budget can be lowered.
# Timings are not checked: they are noisy on a shared machine
# (`swift package --package-path Performance benchmark` prints them).
#
#   bash Scripts/check-allocations.sh            # the CI check
#   bash Scripts/check-allocations.sh --update   # write the counts of this build as the new budgets
set -euo pipefail
cd "$(dirname "$0")/../Performance"

if [ "${1:-}" = "--update" ]; then
  rm -f Thresholds/*.p90.json   # the budgets of benchmarks that are gone go with them
  swift package --allow-writing-to-package-directory benchmark thresholds update --metric mallocCountTotal --no-progress
  echo "check-allocations: budgets written to Performance/Thresholds (commit them with the change that moved them)"
  exit 0
fi

# Every benchmark has a budget, and every budget a benchmark: the server's are
# made from its route list, so a new route must not pass unbudgeted.
listed="$(mktemp)"
if ! swift package benchmark list > "$listed" 2>&1; then
  # A compile error in Performance/ (or the package it builds) lands here, not in silence.
  echo "check-allocations: FAILED: the benchmarks did not build or list (swift package --package-path Performance benchmark list):" >&2
  grep -E "error|warning: " "$listed" | head -20 >&2 || tail -20 "$listed" >&2
  rm -f "$listed"
  exit 1
fi
listing="$(awk '
  /^Target .* available benchmarks:$/ { target = $2; gsub(/\047/, "", target); next }
  target != "" && NF == 1 { print target "." $1 }
  NF == 0 { target = "" }' "$listed")"
rm -f "$listed"
[ -n "$listing" ] || { echo "check-allocations: FAILED: swift package benchmark list named no benchmark" >&2; exit 1; }
unbudgeted="" orphans=""
for name in $listing; do
  [ -f "Thresholds/$name.p90.json" ] || unbudgeted="$unbudgeted $name"
done
for file in Thresholds/*.p90.json; do
  name="$(basename "$file" .p90.json)"
  printf '%s\n' $listing | grep -qxF "$name" || orphans="$orphans $name"
done
if [ -n "$unbudgeted$orphans" ]; then
  [ -z "$unbudgeted" ] || echo "check-allocations: FAILED: no budget in Performance/Thresholds for:$unbudgeted" >&2
  [ -z "$orphans" ] || echo "check-allocations: FAILED: budgets of benchmarks that were not listed (gone, or their target could not make them, e.g. the demo server did not start: see \`swift package --package-path Performance benchmark list\`):$orphans" >&2
  echo "check-allocations: run it with --update and commit Performance/Thresholds" >&2
  exit 1
fi

# `swift package` ends with 1 for a regression and for an improvement alike
# (the tool's own codes, 2 and 4, do not come through the plugin), so the
# verdict is read from the tool's summary line.
# Standard error apart: written in between, it could split the verdict line.
log="$(mktemp)"
errors="$(mktemp)"
trap 'rm -f "$log" "$errors"' EXIT
swift package benchmark thresholds check --metric mallocCountTotal --no-progress 2>"$errors" | tee "$log" || true
grep -v -e '^warning: ' -e 'CMakeLists.txt$' -e '^error: benchmarkThreshold' "$errors" >&2 || true
if grep -q "is WORSE than the defined thresholds" "$log"; then
  echo "check-allocations: FAILED: a benchmark allocates more than its budget (the tables above)" >&2
  exit 1
elif grep -q "is BETTER than the defined thresholds" "$log"; then
  echo "check-allocations: fewer allocations than budgeted (the tables above); lower the budgets with --update"
elif grep -q "is EQUAL to the defined thresholds" "$log"; then
  echo "check-allocations: every benchmark within its allocation budget"
else
  echo "check-allocations: FAILED: the benchmarks did not run to a verdict (the output above)" >&2
  exit 1
fi
