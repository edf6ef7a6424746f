#!/usr/bin/env bash
# Builds the clip (release, Swift stdlib linked statically), strips it, and
# fails when it exceeds the size budget or contains code of a module it must
# not link. Usage: Scripts/check-clip-size.sh [BUDGET_BYTES] [--all]
#   BUDGET_BYTES  default 10000000
#   --all         also build and size the full client and the server (slow)
set -euo pipefail
cd "$(dirname "$0")/.."

BUDGET=10000000
ALL=0
for argument in "$@"; do
  case "$argument" in
    --all) ALL=1 ;;
    ''|*[!0-9]*) echo "usage: $0 [BUDGET_BYTES] [--all]" >&2; exit 2 ;;
    *) BUDGET="$argument" ;;
  esac
done

SCRATCH=.build-release
OUT="$SCRATCH/sizes"
mkdir -p "$OUT"

build() {
  # Optimised for size, unreferenced sections dropped by the linker.
  swift build -c release --scratch-path "$SCRATCH" --static-swift-stdlib --product "$1" \
    -Xswiftc -Osize -Xlinker --gc-sections >&2
  local binary="$SCRATCH/release/$1"
  cp "$binary" "$OUT/$1.unstripped"
  strip -o "$OUT/$1" "$binary"
  stat -c %s "$OUT/$1"
}

echo "== Building sdui-clip (release, static stdlib)" >&2
CLIP_SIZE=$(build sdui-clip)

# Code of these modules must not be in the clip. Swift symbols start with
# $s<length><module>; C libraries are recognised by their own symbols. The
# regex engine (_StringProcessing, _RegexParser) is ~950 KB the budget cannot afford.
FORBIDDEN_MODULES=(Foundation FoundationEssentials FoundationNetworking FoundationInternationalization
  Login LoginContract Analytics Player PlayerContract SDUIStore GRDB ArgumentParser ArgumentParserToolInfo
  SDUIServer Hummingbird
  _StringProcessing _RegexParser)
nm --defined-only "$OUT/sdui-clip.unstripped" | awk '{print $NF}' > "$OUT/clip-symbols.txt"
FAILED=0
for module in "${FORBIDDEN_MODULES[@]}"; do
  pattern="^\\\$s${#module}${module}"
  count=$(grep -cE "$pattern" "$OUT/clip-symbols.txt" || true)
  if [ "$count" -gt 0 ]; then
    echo "FAIL: the clip contains $count symbols of module $module" >&2
    FAILED=1
  fi
done
for csymbol in sqlite3_open_v2 _CFRuntimeCreateInstance; do
  if grep -qx "$csymbol" "$OUT/clip-symbols.txt"; then
    echo "FAIL: the clip contains $csymbol (a library it must not link)" >&2
    FAILED=1
  fi
done
NEEDED=$(readelf -d "$OUT/sdui-clip" | awk '/NEEDED/ {gsub(/[\[\]]/, "", $5); print $5}' | tr '\n' ' ')
if echo "$NEEDED" | grep -qiE 'Foundation|sqlite'; then
  echo "FAIL: the clip loads a forbidden shared library: $NEEDED" >&2
  FAILED=1
fi

size_of() {
  if [ "$ALL" -eq 1 ]; then build "$1"; elif [ -f "$OUT/$1" ]; then stat -c %s "$OUT/$1"; else echo "-"; fi
}
SDUI_SIZE=$(size_of sdui)
SERVER_SIZE=$(size_of sdui-server)

printf '\n%-14s %14s %14s %14s\n' "product" "stripped" "budget" "headroom"
printf '%-14s %14s %14s %14s\n' "sdui-clip" "$CLIP_SIZE" "$BUDGET" "$((BUDGET - CLIP_SIZE))"
printf '%-14s %14s %14s %14s\n' "sdui" "$SDUI_SIZE" "-" "-"
printf '%-14s %14s %14s %14s\n' "sdui-server" "$SERVER_SIZE" "-" "-"
[ "$ALL" -eq 1 ] || echo "(sdui and sdui-server are sized with --all; '-' means not built in this run)"
echo "shared libraries the clip loads: $NEEDED"

# Largest contributors: symbol sizes summed by Swift module (demangled), or
# by C library family for the rest.
echo
echo "largest contributors to sdui-clip (symbol bytes, unstripped):"
nm --defined-only --size-sort -S "$OUT/sdui-clip.unstripped" > "$OUT/clip-sized.txt"
python3 - "$OUT/clip-sized.txt" <<'PY'
import re, sys, collections
totals = collections.Counter()
parts_of_core = collections.Counter()
for line in open(sys.argv[1]):
    parts = line.split()
    if len(parts) != 4:
        continue
    size, name = int(parts[1], 16), parts[3]
    match = re.match(r'^\$s(\d+)([A-Za-z_][A-Za-z0-9_]*)', name)
    if name.startswith("$sS") or re.match(r'^\$s[a-z]', name):
        module = "Swift (stdlib)"
    elif match and int(match.group(1)) <= len(match.group(2)):
        module = match.group(2)[: int(match.group(1))]
    elif name.startswith(("curl_", "Curl_")):
        module = "libcurl"
    elif name.startswith(("zbar_", "_zbar")):
        module = "libzbar"
    elif name.startswith("png_"):
        module = "libpng"
    elif name.startswith("swift_") or name.startswith("_swift"):
        module = "Swift runtime"
    else:
        module = "other C/C++"
    totals[module] += size
    # Parts of the core worth watching on their own (their mangled names carry the type).
    if module == "SDUI":
        for part, marker in (("expressions", ("Expression", "InterpolatedText", "FixedDecimals")),
                             ("text patterns", ("TextPattern", "PatternNode", "PatternParser", "PatternMatcher", "PatternError")),
                             ("templates", ("TemplateExpansion",))):
            if any(word in name for word in marker):
                parts_of_core[part] += size
                break
for module, size in totals.most_common(12):
    print(f"  {module:<24} {size:>12,}")
    if module == "SDUI":
        for part, part_size in sorted(parts_of_core.items()):
            print(f"    of which {part:<15} {part_size:>12,}")
PY

if [ "$CLIP_SIZE" -gt "$BUDGET" ]; then
  echo "FAIL: sdui-clip is $CLIP_SIZE bytes, over the budget of $BUDGET" >&2
  FAILED=1
fi
if [ "$FAILED" -ne 0 ]; then exit 1; fi
echo "clip size budget: OK ($CLIP_SIZE of $BUDGET bytes)"
