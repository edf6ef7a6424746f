#!/usr/bin/env bash
# The terminal renderer through ordo-one's package-benchmark
# (Performance/Benchmarks/Client): each figure's p90 wall-clock time and
# allocations, and the ratios that say what each fast path saves, measured in
# the same run:
#
#   a refresh that changed 10 of 1,000 components, redrawn whole and by the diff;
#   a 10,000-row lazy list's first frame, every row laid out and LazyRows;
#   a screen of 20 pictures drawn in half blocks, kitty's cells and sixel.
#
# Then the bytes and rows each writes to the terminal (terminal-benchmark:
# deterministic figures, where package-benchmark keeps times and allocations).
#
#   bash Scripts/benchmark-terminal.sh
#
# The allocation counts are also budgets checked in CI (Scripts/check-allocations.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

source Scripts/lib/p90-figures.sh
p90_figures Client benchmark-terminal
python3 - "$OUT" <<'PY'
import json, os, sys
folder = sys.argv[1]
def figures(name):
    with open(os.path.join(folder, f"Client.{name}.p90.json")) as file:
        data = json.load(file)
    return data["wallClock"] / 1e6, data["mallocCountTotal"]
rows = [("render a 1,000-component screen and write the frame", "render-frame-1000-components"),
        ("refresh of 10 of 1,000: redrawn whole", "full-redraw-after-10-of-1000-changed"),
        ("refresh of 10 of 1,000: redrawn by the diff", "redraw-after-10-of-1000-changed"),
        ("focus one row down a 1,000-track list", "focus-move-in-1000-row-list"),
        ("10,000-row list, first frame, every row", "first-frame-10000-row-list-eager"),
        ("10,000-row list, first frame, LazyRows", "first-frame-10000-row-list-lazy"),
        ("decode 20 pictures (PNG, JPEG)", "decode-20-pictures"),
        ("20 pictures made PNG, when they arrive (kitty)", "png-20-pictures-for-kitty"),
        ("draw 20 pictures: half blocks", "draw-20-pictures-half-blocks"),
        ("draw 20 pictures: kitty (Base64, placeholders)", "draw-20-pictures-kitty"),
        ("draw 20 pictures: sixel (10 x 20 cells)", "draw-20-pictures-sixel")]
measured = {}
print(f"{'figure (Performance/Benchmarks/Client, 120 columns)':<56}{'p90 ms':>9}{'allocations':>13}")
for label, name in rows:
    ms, allocations = figures(name)
    measured[name] = (ms, allocations)
    print(f"{label:<56}{ms:>9.2f}{allocations:>13,}")
def ratio(slow, fast, what):
    a, b = measured[slow], measured[fast]
    print(f"{what}: {a[0] / b[0]:.1f}x the time, {a[1] / max(1, b[1]):.1f}x the allocations")
print()
ratio("full-redraw-after-10-of-1000-changed", "redraw-after-10-of-1000-changed", "whole redraw / diff redraw")
ratio("first-frame-10000-row-list-eager", "first-frame-10000-row-list-lazy", "every row / LazyRows")
ratio("draw-20-pictures-kitty", "draw-20-pictures-half-blocks", "kitty / half blocks")
ratio("draw-20-pictures-sixel", "draw-20-pictures-half-blocks", "sixel / half blocks")
PY
echo
swift build -c release --scratch-path .build-bench --product terminal-benchmark >"$OUT/build.log" 2>&1 || {
  grep -E "error:" "$OUT/build.log" >&2
  exit 1
}
swift run -c release --scratch-path .build-bench --skip-build terminal-benchmark
