#!/usr/bin/env bash
# The measurement that decided the web client's language (docs/web.md): builds
# the JSON parser and the expression language with Embedded Swift for
# wasm32-unknown-none-wasm and prints raw / wasm-opt -Oz / brotli -q 11 byte
# counts. The sources are Modules/JSON, Modules/SDUIContract/Expressions and
# Modules/SDUIContract/Patterns as of commit c4c3471, taken from git into
# out/src and changed by changes.patch (every change Embedded Swift needed);
# lean.patch makes the "lean" variant from them; src/glue is the measuring
# glue. out/ is made by the run.
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
rm -rf out && mkdir -p out/src/json out/src/expr out/src/patterns out/lean
REPO="$(git rev-parse --show-toplevel)"
take() {   # take FOLDER-IN-REPO DESTINATION FILE...
    local from=$1 to=$2; shift 2
    for file in "$@"; do git -C "$REPO" show "c4c3471:$from/$file" > "$to/$file"; done
}
take Modules/JSON out/src/json JSONASCIIText.swift JSONEmitter.swift JSONKeyCache.swift JSONMoveStack.swift JSONNumber.swift \
    JSONObject.swift JSONParseError.swift JSONParser.swift JSONScanner+Number.swift JSONScanner+PlainRun.swift \
    JSONScanner+String.swift JSONScanner.swift JSONValue+Serialization.swift JSONValue.swift JSONWriteError.swift JSONWriter.swift
take Modules/SDUIContract/Expressions out/src/expr Expression+Printing.swift Expression.swift ExpressionError.swift \
    ExpressionEvaluator.swift ExpressionFunction.swift ExpressionLexer.swift ExpressionParser.swift ExpressionToken.swift \
    ExpressionValue.swift FixedDecimals.swift
take Modules/SDUIContract/Patterns out/src/patterns PatternError.swift PatternMatcher.swift PatternNode.swift PatternParser.swift \
    PlaceholderText.swift TextPattern.swift
patch --quiet -d out/src -p1 < changes.patch
cp out/src/expr/ExpressionFunction.swift out/src/expr/Expression+Printing.swift out/src/patterns/PatternParser.swift out/lean/
patch --quiet -d out/lean -p1 < lean.patch

$CLANG --target=wasm32-unknown-wasi -isystem /usr/include/wasm32-wasi -Oz -c support/support.c -o out/support.o
$CLANG --target=wasm32-unknown-wasi -isystem /usr/include/wasm32-wasi -Oz -c support/bump.c -o out/bump.o

JSON_PARSE=(out/src/json/JSONValue.swift out/src/json/JSONNumber.swift out/src/json/JSONObject.swift out/src/json/JSONParser.swift
            out/src/json/JSONParseError.swift out/src/json/JSONScanner.swift out/src/json/JSONScanner+Number.swift
            out/src/json/JSONScanner+PlainRun.swift out/src/json/JSONScanner+String.swift out/src/json/JSONKeyCache.swift
            out/src/json/JSONMoveStack.swift out/src/json/JSONASCIIText.swift)
JSON_WRITE=(out/src/json/JSONWriter.swift out/src/json/JSONEmitter.swift out/src/json/JSONWriteError.swift out/src/json/JSONValue+Serialization.swift)
JSON_TYPES=(out/src/json/JSONValue.swift out/src/json/JSONNumber.swift out/src/json/JSONObject.swift)
EXPR=(out/src/expr/*.swift out/src/patterns/*.swift)

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
# "lean": NOT a faithful port. Same as full, but with out/lean/ replacing two files:
# len/upper/lower/trim/contains and literal printing made ASCII/scalar-based,
# to show what Unicode case mapping, white-space properties and grapheme
# breaking cost; and PatternParser's `properties.isAlphabetic` on an ASCII
# scalar written as A-Z/a-z (same meaning). String ==/hashing (NFC) still in.
EXPR_LEAN=($(ls out/src/expr/*.swift out/src/patterns/*.swift | grep -v -e ExpressionFunction.swift -e 'Expression+Printing.swift' -e PatternParser.swift) out/lean/ExpressionFunction.swift out/lean/Expression+Printing.swift out/lean/PatternParser.swift)
build lean                evaluate       libc "${JSON_PARSE[@]}" "${JSON_WRITE[@]}" "${EXPR_LEAN[@]}" src/glue/Alloc.swift src/glue/ErrorJSON.swift src/glue/EvaluateFull.swift
build lean-bump           evaluate       bump "${JSON_PARSE[@]}" "${JSON_WRITE[@]}" "${EXPR_LEAN[@]}" src/glue/Alloc.swift src/glue/ErrorJSON.swift src/glue/EvaluateFull.swift
build floor               floor_echo     libc src/glue/Alloc.swift src/glue/Floor.swift
build floor-bump          floor_echo     bump src/glue/Alloc.swift src/glue/Floor.swift
build floor-string        floor_string   libc src/glue/Alloc.swift src/glue/FloorString.swift
if [ -n "${EXTRA_BUILDS:-}" ]; then source "$EXTRA_BUILDS"; fi

echo; cat out/sizes.txt
if command -v node >/dev/null; then echo; node test.mjs; fi
