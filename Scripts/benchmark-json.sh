#!/usr/bin/env bash
# The JSON module against Foundation's JSONDecoder and JSONEncoder on the same
# generated screen document (about 1 MB, a fixed seed), through ordo-one's
# package-benchmark (Performance/Benchmarks/JSONCodec): each phase's p90
# wall-clock time, MB/s and allocations, and the ratios of the two sides,
# measured in the same run. The benchmark checks first that both decoders
# read the document to the same model and that each encoder's output reads
# back to it.
#
#   bash Scripts/benchmark-json.sh                                # the table and the ratios
#   bash Scripts/benchmark-json.sh --rss [json-benchmark options] # json-benchmark: larger documents and each side's peak RSS,
#                                                                 # e.g. --rss --megabytes 20 --only ours
#
# The allocation counts are also budgets checked in CI (Scripts/check-allocations.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = "--rss" ]; then
  shift
  # Peak RSS is a figure of a whole process, so it has its own program, one side per run.
  swift build -c release --scratch-path .build-bench --product json-benchmark
  exec swift run -c release --scratch-path .build-bench --skip-build json-benchmark "$@"
fi

source Scripts/lib/p90-figures.sh
p90_figures JSONCodec benchmark-json
python3 - "$OUT" <<'PY'
import json, os, sys
folder = sys.argv[1]
def figures(name):
    path = os.path.join(folder, f"JSONCodec.{name}.p90.json")
    with open(path) as file:
        data = json.load(file)
    return data["wallClock"] / 1e6, data["mallocCountTotal"]
megabytes = 1.0
rows = [("parse", "JSONParser", "parse-ours"), ("tape", "JSONModelDecoder, reads nothing", "tape-ours"),
        ("decode", "JSONModelDecoder", "decode-ours"), ("decode", "Foundation JSONDecoder", "decode-foundation"),
        ("encode", "JSONModelEncoder", "encode-ours"), ("encode", "Foundation JSONEncoder", "encode-foundation")]
print(f"document: about {megabytes:g} MB, generated with a fixed seed (Performance/Benchmarks/JSONCodec)")
print(f"{'phase':<8}{'side':<34}{'p90 ms':>9}{'MB/s':>9}{'allocations':>13}")
measured = {}
for phase, side, name in rows:
    ms, allocations = figures(name)
    measured[name] = (ms, allocations)
    print(f"{phase:<8}{side:<34}{ms:>9.2f}{megabytes * 1000 / ms:>9.1f}{allocations:>13,}")
print()
for phase in ("decode", "encode"):
    ours, foundation = measured[f"{phase}-ours"], measured[f"{phase}-foundation"]
    print(f"{phase}: Foundation / ours = {foundation[0] / ours[0]:.2f}x the time, {foundation[1] / ours[1]:.2f}x the allocations")
print(f"tape share of JSONModelDecoder time: {100 * measured['tape-ours'][0] / measured['decode-ours'][0]:.0f}%")
PY
