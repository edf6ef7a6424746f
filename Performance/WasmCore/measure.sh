#!/usr/bin/env bash
# The measurement that decided the web client's language (docs/web.md): builds
# the JSON parser and the expression language with Embedded Swift for
# wasm32-unknown-none-wasm and prints raw / wasm-opt -Oz / brotli -q 11 byte
# counts. The sources are copies under src/ of Modules/JSON and
# Modules/SDUIContract/Expressions as of commit c4c3471 (changes.patch shows
# every change Embedded Swift needed); out/ is made by the run.
#
# Needs: /opt/swift (Swift 6.3.1 with the embedded wasm32 stdlib), and
#   apt-get install -y binaryen wasi-libc brotli      (wasm-opt, libc.a, brotli)
set -euo pipefail
cd "$(dirname "$0")"
SWIFTC=/opt/swift/usr/bin/swiftc
CLANG=/opt/swift/usr/bin/clang
WASMLD=/opt/swift/usr/bin/wasm-ld
EMB=/opt/swift/usr/lib/swift/embedded/wasm32-unknown-none-wasm
LIBC=/usr/lib/wasm32-wasi/libc.a
SWIFTFLAGS=(-target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo -Osize
            -parse-as-library -module-name Core -Xcc -fdeclspec -Xfrontend -disable-stack-protector)
mkdir -p out

$CLANG --target=wasm32-unknown-wasi -isystem /usr/include/wasm32-wasi -Oz -c support/support.c -o out/support.o
$CLANG --target=wasm32-unknown-wasi -isystem /usr/include/wasm32-wasi -Oz -c support/bump.c -o out/bump.o

JSON_PARSE=(src/json/JSONValue.swift src/json/JSONNumber.swift src/json/JSONObject.swift src/json/JSONParser.swift
            src/json/JSONParseError.swift src/json/JSONScanner.swift src/json/JSONScanner+Number.swift
            src/json/JSONScanner+PlainRun.swift src/json/JSONScanner+String.swift src/json/JSONKeyCache.swift
            src/json/JSONMoveStack.swift src/json/JSONASCIIText.swift)
JSON_WRITE=(src/json/JSONWriter.swift src/json/JSONEmitter.swift src/json/JSONWriteError.swift src/json/JSONValue+Serialization.swift)
JSON_TYPES=(src/json/JSONValue.swift src/json/JSONNumber.swift src/json/JSONObject.swift)
EXPR=(src/expr/*.swift src/patterns/*.swift)

printf '%-26s %9s %9s %9s\n' build raw wasm-opt brotli > out/sizes.txt
# build NAME "EXPORTS" ALLOCATOR(libc|bump) SOURCES...
build() {
    local name=$1 exports=$2 alloc=$3; shift 3
    $SWIFTC "${SWIFTFLAGS[@]}" -c "$@" -o "out/$name.o"
    local ex=(--export=wm_alloc --export=wm_free)
    for e in $exports; do ex+=("--export=$e"); done
    local allocobj=(); [ "$alloc" = bump ] && allocobj=(out/bump.o)
    $WASMLD --no-entry --gc-sections "${ex[@]}" -o "out/$name.wasm" \
        "out/$name.o" "${allocobj[@]}" out/support.o "$EMB/libswiftUnicodeDataTables.a" "$LIBC"
    wasm-opt -Oz --strip-debug "out/$name.wasm" -o "out/$name.opt.wasm"
    brotli -q 11 -f "out/$name.opt.wasm" -o "out/$name.opt.wasm.br"
    printf '%-26s %9d %9d %9d\n' "$name" "$(stat -c%s "out/$name.wasm")" \
        "$(stat -c%s "out/$name.opt.wasm")" "$(stat -c%s "out/$name.opt.wasm.br")" | tee -a out/sizes.txt
}

build full                evaluate       libc "${JSON_PARSE[@]}" "${JSON_WRITE[@]}" "${EXPR[@]}" src/glue/Alloc.swift src/glue/ErrorJSON.swift src/glue/EvaluateFull.swift
build full-bump           evaluate       bump "${JSON_PARSE[@]}" "${JSON_WRITE[@]}" "${EXPR[@]}" src/glue/Alloc.swift src/glue/ErrorJSON.swift src/glue/EvaluateFull.swift
build json-parse          json_parse     libc "${JSON_PARSE[@]}" src/glue/Alloc.swift src/glue/JSONParseOnly.swift
build json-roundtrip      json_roundtrip libc "${JSON_PARSE[@]}" "${JSON_WRITE[@]}" src/glue/Alloc.swift src/glue/ErrorJSON.swift src/glue/JSONRoundTrip.swift
build expr                expr_evaluate  libc "${JSON_TYPES[@]}" "${EXPR[@]}" src/glue/Alloc.swift src/glue/ExprOnly.swift
# "lean": NOT a faithful port. Same as full, but with lean/ replacing two files:
# len/upper/lower/trim/contains and literal printing made ASCII/scalar-based,
# to show what Unicode case mapping, white-space properties and grapheme
# breaking cost; and PatternParser's `properties.isAlphabetic` on an ASCII
# scalar written as A-Z/a-z (same meaning). String ==/hashing (NFC) still in.
EXPR_LEAN=($(ls src/expr/*.swift src/patterns/*.swift | grep -v -e ExpressionFunction.swift -e 'Expression+Printing.swift' -e PatternParser.swift) lean/ExpressionFunction.swift lean/Expression+Printing.swift lean/PatternParser.swift)
build lean                evaluate       libc "${JSON_PARSE[@]}" "${JSON_WRITE[@]}" "${EXPR_LEAN[@]}" src/glue/Alloc.swift src/glue/ErrorJSON.swift src/glue/EvaluateFull.swift
build lean-bump           evaluate       bump "${JSON_PARSE[@]}" "${JSON_WRITE[@]}" "${EXPR_LEAN[@]}" src/glue/Alloc.swift src/glue/ErrorJSON.swift src/glue/EvaluateFull.swift
build floor               floor_echo     libc src/glue/Alloc.swift src/glue/Floor.swift
build floor-bump          floor_echo     bump src/glue/Alloc.swift src/glue/Floor.swift
build floor-string        floor_string   libc src/glue/Alloc.swift src/glue/FloorString.swift
if [ -n "${EXTRA_BUILDS:-}" ]; then source "$EXTRA_BUILDS"; fi

echo; cat out/sizes.txt
if command -v node >/dev/null; then echo; node test.mjs; fi
