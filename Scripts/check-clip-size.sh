#!/usr/bin/env bash
# Builds the clip as it ships (Scripts/build-clip.sh), and fails when it
# exceeds the size budget or contains code of a module it must not link.
# Prints where the bytes go: by section of the stripped binary, and by module
# (from the linker's map), with parts of the core on their own lines.
# Usage: Scripts/check-clip-size.sh [BUDGET_BYTES] [--all]
#   BUDGET_BYTES  default 7500000 (the clip is about 7.3 MB; the rest is headroom)
#   --all         also build and size the full client and the server (slow)
set -euo pipefail
cd "$(dirname "$0")/.."

BUDGET=7500000
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
  # The other products: optimised for size, unreferenced sections dropped.
  swift build -c release --scratch-path "$SCRATCH" --static-swift-stdlib --product "$1" \
    -Xswiftc -Osize -Xlinker --gc-sections >&2
  local binary="$SCRATCH/release/$1"
  cp "$binary" "$OUT/$1.unstripped"
  strip -o "$OUT/$1" "$binary"
  stat -c %s "$OUT/$1"
}

echo "== Building sdui-clip as it ships (Scripts/build-clip.sh)" >&2
bash Scripts/build-clip.sh "$OUT/sdui-clip" > /dev/null
CLIP_SIZE=$(stat -c %s "$OUT/sdui-clip")

# Code of these modules must not be in the clip. Swift symbols start with
# $s<length><module>; C libraries are recognised by their own symbols. The
# regex engine (_StringProcessing, _RegexParser) is ~950 KB the budget cannot afford.
FORBIDDEN_MODULES=(Foundation FoundationEssentials FoundationNetworking FoundationInternationalization
  Login LoginContract Analytics Player PlayerContract Favourites SDUIStore GRDB ArgumentParser ArgumentParserToolInfo
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
# libzbar and libpng are opened with dlopen when a scan or a PNG needs them
# (ZBarLibrary, PNGLibrary): linked, every launch would load them.
if echo "$NEEDED" | grep -qE 'libzbar|libpng'; then
  echo "FAIL: the clip loads libzbar or libpng at launch instead of on first use: $NEEDED" >&2
  FAILED=1
fi
# build-clip.sh links libstdc++ and libgcc statically for start-up whenever the
# archive is there; a change in the driver's search order would undo that silently.
TOOLCHAIN_CLANG="$(dirname "$(command -v swift)")/clang"
ARCHIVE="$("$TOOLCHAIN_CLANG" -print-file-name=libstdc++.a 2>/dev/null || true)"
if [ -f "$ARCHIVE" ] && echo "$NEEDED" | grep -qE 'libstdc\+\+|libgcc_s'; then
  echo "FAIL: libstdc++.a is at $ARCHIVE but the clip loads libstdc++ or libgcc_s dynamically: $NEEDED" >&2
  FAILED=1
fi

# Modules/CClipRuntime gives the standard library its arguments, so the
# linker leaves out CommandLine.cpp, whose constructor reads /proc/self/maps at
# every launch (0.17 ms). Were that object pulled in after all, the link would
# fail on the duplicate symbol; what could slip through silently is a future
# standard library reading the file from somewhere else, so this looks for
# the path itself in the shipped binary.
if strings -a "$OUT/sdui-clip" | grep -qx "/proc/self/maps"; then
  echo "FAIL: the clip contains code that reads /proc/self/maps (see Modules/CClipRuntime)" >&2
  FAILED=1
fi

# build-clip.sh wraps the standard library's scalar-name lookup
# (Modules/CClipRuntime/scalar_names.c), so its 551 KB of tables are left out;
# a standard library that calls the lookup by another name would bring them back.
if grep -qx "_ZL19_swift_stdlib_names" "$OUT/clip-symbols.txt"; then
  echo "FAIL: the clip contains the Unicode scalar name tables (see Modules/CClipRuntime/scalar_names.c)" >&2
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
# How much of the start-up order (Scripts/link/clip-order.txt) the clip still
# has: names it lost moved away from the launch's pages; run
# Scripts/make-clip-order.sh again when this falls.
if [ -f Scripts/link/clip-order.txt ]; then
  ORDERED=$(wc -l < Scripts/link/clip-order.txt)
  PRESENT=$(grep -cxFf "$OUT/clip-symbols.txt" Scripts/link/clip-order.txt || true)
  echo "start-up order: $PRESENT of $ORDERED listed functions are in the clip (Scripts/make-clip-order.sh remakes the list)"
fi

# Where the bytes go. Sections: the stripped file's section headers. Modules:
# the linker's map (every input section kept, by the object or archive it came
# from, so a generic specialised in our code counts for our module); parts of
# the core by their symbols' names.
echo
echo "sections of sdui-clip (stripped, bytes):"
readelf -SW "$OUT/sdui-clip" | python3 -c '
import re, sys
rows = []
for line in sys.stdin:
    m = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+(\S+)\s+[0-9a-f]+\s+[0-9a-f]+\s+([0-9a-f]+)", line)
    if m and m.group(2) != "NOBITS" and int(m.group(3), 16) > 0:
        rows.append((int(m.group(3), 16), m.group(1)))
rows.sort(reverse=True)
for size, name in rows[:10]:
    print(f"  {name:<30} {size:>12,}")
label = str(len(rows) - 10) + " smaller sections"
print(f"  {label:<30} {sum(s for s, _ in rows[10:]):>12,}")
'
echo
echo "sdui-clip by module (bytes in the file, from the link map):"
nm --defined-only --size-sort -S "$OUT/sdui-clip.unstripped" > "$OUT/clip-sized.txt"
python3 - "$OUT/sdui-clip.map" "$OUT/clip-sized.txt" <<'PY'
import re, sys, collections
skip = (".debug", ".strtab", ".symtab", ".comment", ".shstrtab", ".bss", ".tbss")
totals, output = collections.Counter(), None
for line in open(sys.argv[1]):
    m = re.match(r"\s*[0-9a-f]+\s+[0-9a-f]+\s+([0-9a-f]+)\s+\d+ (.*)$", line.rstrip("\n"))
    if not m:
        continue
    rest = m.group(2)
    indent = len(rest) - len(rest.lstrip(" "))
    if indent == 0:
        output = rest.strip()
        continue
    if indent > 8 or output is None or output.startswith(skip):
        continue  # a symbol line, or a section not in the file
    source = re.sub(r":\(.*\)$", "", rest.strip())
    ours = re.search(r"/release/([^/]+)\.build/", source)
    if ours:
        module = ours.group(1)
    elif "(" in source:
        module = re.sub(r"^lib|\.a$", "", source.split("(")[0].split("/")[-1])
    elif source.startswith("<internal>"):
        module = "linker (headers, relocations)"
    else:
        module = "C start-up files"
    totals[module] += int(m.group(1), 16)
# Parts of the core worth watching on their own (their mangled names carry the type).
parts = collections.Counter()
markers = (("expressions", ("Expression", "InterpolatedText", "FixedDecimals")),
           ("text patterns", ("TextPattern", "PatternNode", "PatternParser", "PatternMatcher", "PatternError")),
           ("templates", ("TemplateExpansion", "TemplateExpander", "TemplateFill", "TemplateDefinition")),
           ("descriptors", ("ContractTypeDescriptor", "ContractMembers", "ContractStructure", "Downgrade")),
           ("routes", ("ScreenRoute", "CommandRoute", "ScreenPath", "PathPattern", "APIRoute")))
for line in open(sys.argv[2]):
    fields = line.split()
    if len(fields) == 4 and fields[3].startswith("$s12SDUIContract"):
        for part, words in markers:
            if any(word in fields[3] for word in words):
                parts[part] += int(fields[1], 16)
                break
for module, size in totals.most_common(14):
    print(f"  {module:<30} {size:>12,}")
    if module == "SDUIContract":
        for part, size in sorted(parts.items()):
            print(f"    of which {part:<21} {size:>12,}  (symbols)")
rest = sum(size for _, size in totals.most_common()[14:])
print(f"  {'the rest':<30} {rest:>12,}")
PY

if [ "$CLIP_SIZE" -gt "$BUDGET" ]; then
  echo "FAIL: sdui-clip is $CLIP_SIZE bytes, over the budget of $BUDGET" >&2
  FAILED=1
fi
if [ "$FAILED" -ne 0 ]; then exit 1; fi
echo "clip size budget: OK ($CLIP_SIZE of $BUDGET bytes)"
