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
# Measured 2026-11-27 (from 8,297,144, every other flag on):
#   -function-sections (frontend): each function in a section of its own, so
#   --gc-sections drops the ones nothing calls; without it the compiler put
#   specialisations, closures and value witnesses (1.84 MB of our modules)
#   in one .text per file, kept whole when any of it was used   -286,720
#   -internalize-at-link (frontend): public symbols are no longer roots of
#   the garbage collection (the clip is one program; nothing looks them up
#   by name), so public code the clip never calls goes too       -102,400
# Measured 2026-11-27 (from 7,826,104):
#   --wrap=_swift_stdlib_getScalarName: the standard library's table of
#   Unicode scalar names (551 KB) is kept only because its lookup is called
#   from the standard library's one code section; wrapped, the call reaches
#   Modules/CClipRuntime/scalar_names.c (no name) and the tables go  -552,960
#   Tried and left out: -conditional-runtime-records (no change without
#   LTO); -lto=llvm-full (the link fails: concurrency runtime symbols
#   internalized away).
# And two for start-up rather than size (2026-11-25):
#   -disable-concrete-type-metadata-mangled-name-accessors (+28,672 bytes):
#   under -Osize the compiler reaches concrete generic types' metadata through
#   their mangled names, which the runtime demangles on first use: 11% of a
#   launch's user cycles went to swift_getTypeByMangledName, 2.8% after; the
#   first screen's decode 0.3-0.5 ms faster. Metadata accessors instead.
#   libstdc++ and libgcc linked statically (+82,160 bytes). The Swift runtime needs them; as
#   shared libraries they cost the dynamic loader 0.4-0.7 ms of every launch
#   (libstdc++'s symbols are looked up across the ~35 libraries libcurl brings),
#   and the clip exports nothing, so a second copy loaded by a library the clip
#   opens later cannot clash with this one. The driver's own `-lstdc++` (from
#   static-stdlib-args.lnk) is pointed at the archive by a linker script named
#   libstdc++.so in a folder searched first; without libstdc++.a the clip links
#   them dynamically, as before.
# And the order of functions, for start-up (2026-11-27): the functions a
# launch runs (Scripts/link/clip-order.txt, made by Scripts/make-clip-order.sh
# with valgrind) are placed side by side at the start of .text, so a launch
# faults in a few pages of code, not pages all over it (lld's
# --symbol-ordering-file; names the binary lacks are skipped). Size unchanged.
# CLIP_ORDER=none links without the list (make-clip-order.sh does, so an older
# list does not shape the new one).
# Safety: Tests/ClipTests run against this binary (Scripts/check-clip-binary.sh):
# the whole Scan & Go flow and a crash that must still print a backtrace.
set -euo pipefail
cd "$(dirname "$0")/.."

SCRATCH=.build-release
OUTPUT="${1:-$SCRATCH/sizes/sdui-clip}"
mkdir -p "$(dirname "$OUTPUT")"
OUTPUT="$(cd "$(dirname "$OUTPUT")" && pwd)/$(basename "$OUTPUT")"

STATIC_CXX=()
# The toolchain's own clang, the one that links the clip.
TOOLCHAIN_CLANG="$(dirname "$(command -v swift)")/clang"
ARCHIVE="$("$TOOLCHAIN_CLANG" -print-file-name=libstdc++.a 2>/dev/null || true)"
if [ -n "$ARCHIVE" ] && [ -f "$ARCHIVE" ]; then
  STATIC_DIR="$PWD/$SCRATCH/static-libstdc++"
  mkdir -p "$STATIC_DIR"
  echo "INPUT($ARCHIVE)" > "$STATIC_DIR/libstdc++.so"
  STATIC_CXX=(-Xlinker -L"$STATIC_DIR" -Xswiftc -Xclang-linker -Xswiftc -static-libgcc)
else
  echo "build-clip: no libstdc++.a (libstdc++-12-dev); linking libstdc++ dynamically" >&2
fi

ORDER_FILE="$PWD/Scripts/link/clip-order.txt"
ORDER=()
if [ "${CLIP_ORDER:-}" != "none" ] && [ -f "$ORDER_FILE" ]; then
  ORDER=(-Xlinker --symbol-ordering-file="$ORDER_FILE" -Xlinker --no-warn-symbol-ordering)
fi

swift build -c release --scratch-path "$SCRATCH" --static-swift-stdlib --product sdui-clip \
  -Xswiftc -Osize -Xlinker --gc-sections \
  -Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -Xfrontend -Xswiftc -internalize-at-link \
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
  -Xswiftc -use-ld=lld \
  -Xlinker -z -Xlinker pack-relative-relocs \
  -Xlinker --no-export-dynamic \
  -Xlinker --icf=all \
  -Xlinker --no-eh-frame-hdr -Xlinker "$PWD/Scripts/link/no-unwind-tables.ld" \
  -Xlinker --wrap=_swift_stdlib_getScalarName \
  "${STATIC_CXX[@]}" "${ORDER[@]}" \
  -Xlinker -Map="$OUTPUT.map" >&2
cp "$SCRATCH/release/sdui-clip" "$OUTPUT.unstripped"
strip -o "$OUTPUT" "$SCRATCH/release/sdui-clip"
echo "$OUTPUT"
