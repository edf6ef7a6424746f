#!/usr/bin/env bash
# Runs the clip's binary tests (Tests/ClipTests/ClipBinaryTests.swift) against
# the clip as it ships (Scripts/build-clip.sh: lld, packed relocations, folded
# code, no unwind tables, stripped) instead of the debug build: the Scan & Go
# flow on a pseudo-terminal, refusals, and a crash that must still print a
# backtrace through the binary's own frames.
#   Scripts/check-clip-binary.sh [CLIP]   default: build it with Scripts/build-clip.sh
set -euo pipefail
cd "$(dirname "$0")/.."

CLIP="${1:-}"
if [ -z "$CLIP" ]; then CLIP="$(bash Scripts/build-clip.sh)"; fi
[ -x "$CLIP" ] || { echo "check-clip-binary: no executable at $CLIP" >&2; exit 1; }
echo "== ClipBinaryTests against $CLIP" >&2
SDUI_PROGRAM_SDUI_CLIP="$(cd "$(dirname "$CLIP")" && pwd)/$(basename "$CLIP")" \
  swift test -Xswiftc -warnings-as-errors --filter ClipBinaryTests
