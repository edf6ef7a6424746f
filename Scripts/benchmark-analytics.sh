#!/usr/bin/env bash
# Builds analytics-benchmark in release mode and runs it: the cost of one
# screen-view event through AnalyticsObserver (median and p99 time to record,
# over 10,000 events by default) and bytes on disk per event after a WAL
# checkpoint. Arguments go to the benchmark, for example:
#   Scripts/benchmark-analytics.sh --events 50000
# Uses the benchmarks' scratch path (SDUI_BENCH_SCRATCH overrides it) so it
# does not wait on other builds' locks.
set -euo pipefail
cd "$(dirname "$0")/.."

SCRATCH="${SDUI_BENCH_SCRATCH:-.build-bench}"
swift build -c release --scratch-path "$SCRATCH" --product analytics-benchmark
swift run -c release --scratch-path "$SCRATCH" --skip-build analytics-benchmark "$@"
