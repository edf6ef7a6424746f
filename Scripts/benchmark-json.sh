#!/usr/bin/env bash
# Builds json-benchmark in release mode and runs it: JSONModelDecoder and
# JSONModelEncoder against Foundation's JSONDecoder and JSONEncoder on a
# generated screen document. Arguments go to the benchmark, for example:
#   Scripts/benchmark-json.sh --megabytes 5 --iterations 9
#   Scripts/benchmark-json.sh --only ours        # peak RSS of our side alone
# Uses its own scratch path so it does not wait on other builds' locks.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release --scratch-path .build-bench --product json-benchmark
swift run -c release --scratch-path .build-bench --skip-build json-benchmark "$@"
