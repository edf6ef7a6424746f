#!/usr/bin/env bash
# Builds sdui-clip as it ships and prints the path of the stripped binary.
# Its unstripped copy and the linker's map are written beside it (for the
# tables of Scripts/check-clip-size.sh).
#   Scripts/build-clip.sh [OUTPUT]    default .build-release/sizes/sdui-clip
#
# Each flag below was measured on its own (stripped bytes, 2026-11-25, from
# 9,859,160 with GNU ld and the first two lines only):
#   -Osize, --static-swift-stdlib, --gc-sections   the base
#   -use-ld=lld                                    -42,680
#   -z pack-relative-relocs (DT_RELR; glibc 2.36+) -651,192
#   --no-export-dynamic (the clip loads no plugin) -352,256
#   --icf=all (identical functions folded)         -184,320 (--icf=safe: -8,192)
#   --no-eh-frame-hdr + Scripts/link/no-unwind-tables.ld   -1,216,664
# Safety: Tests/ClipTests run against this binary (Scripts/check-clip-binary.sh):
# the whole Scan & Go flow and a crash that must still print a backtrace.
set -euo pipefail
cd "$(dirname "$0")/.."

SCRATCH=.build-release
OUTPUT="${1:-$SCRATCH/sizes/sdui-clip}"
mkdir -p "$(dirname "$OUTPUT")"
OUTPUT="$(cd "$(dirname "$OUTPUT")" && pwd)/$(basename "$OUTPUT")"

swift build -c release --scratch-path "$SCRATCH" --static-swift-stdlib --product sdui-clip \
  -Xswiftc -Osize -Xlinker --gc-sections \
  -Xswiftc -use-ld=lld \
  -Xlinker -z -Xlinker pack-relative-relocs \
  -Xlinker --no-export-dynamic \
  -Xlinker --icf=all \
  -Xlinker --no-eh-frame-hdr -Xlinker "$PWD/Scripts/link/no-unwind-tables.ld" \
  -Xlinker -Map="$OUTPUT.map" >&2
cp "$SCRATCH/release/sdui-clip" "$OUTPUT.unstripped"
strip -o "$OUTPUT" "$SCRATCH/release/sdui-clip"
echo "$OUTPUT"
