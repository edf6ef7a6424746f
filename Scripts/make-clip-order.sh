#!/usr/bin/env bash
# Writes Scripts/link/clip-order.txt: the clip's own functions that run on its
# benchmarked launch (`sdui-clip LINK` printing the Scan & Go screen into a
# pipe), found with valgrind's callgrind. Scripts/build-clip.sh hands the
# list to lld (--symbol-ordering-file), which places those functions side by
# side at the start of .text, so a launch faults in a few pages of code
# instead of pages spread over the whole binary (docs/clip.md, "Functions in
# launch order").
#
#   bash Scripts/make-clip-order.sh    # then commit Scripts/link/clip-order.txt
#
# Run it again after changes on the launch's path: names the binary no longer
# has are skipped by the linker, and new functions are placed as before, so a
# stale list costs start-up, never correctness (check-clip-size.sh prints how
# much of the list the clip still has). Only 127.0.0.1 is contacted.
set -euo pipefail
cd "$(dirname "$0")/.."

command -v valgrind >/dev/null || { echo "make-clip-order: valgrind is missing; run Scripts/setup.sh" >&2; exit 1; }

NAME=make-clip-order
source Scripts/lib/debug-server.sh

# The list is made from the clip as it ships, but linked without a list, so
# nothing of an older one shapes the new one.
CLIP_ORDER=none bash Scripts/build-clip.sh "$WORK/sdui-clip" >/dev/null
start_debug_server

# Valgrind 3.19 cannot read the toolchain's DWARF 5; the symbol table is all it needs.
objcopy --strip-debug "$WORK/sdui-clip.unstripped" "$WORK/sdui-clip.symbols"
valgrind --tool=callgrind --demangle=no --callgrind-out-file="$WORK/callgrind.out" \
  "$WORK/sdui-clip.symbols" 'https://parcels.example/scan-and-go?location=AMS-01' \
  --server "$BASE" --width 80 >"$WORK/screen.txt" 2>"$WORK/valgrind.log" \
  || { tail -n 20 "$WORK/valgrind.log" >&2; echo "make-clip-order: the clip failed under valgrind" >&2; exit 1; }
grep -q "Scan & Go" "$WORK/screen.txt" || { echo "make-clip-order: the clip did not print the Scan & Go screen" >&2; exit 1; }

python3 Scripts/lib/callgrind-functions.py "$WORK/callgrind.out" "sdui-clip.symbols" >Scripts/link/clip-order.txt
echo "make-clip-order: $(wc -l <Scripts/link/clip-order.txt) functions in Scripts/link/clip-order.txt"
