#!/usr/bin/env bash
# Starts the demo server and the terminal client together; quitting the
# client (q) stops the server too. Extra arguments go to `sdui open`
# (for example: --api-version 2 --path music).
set -euo pipefail
cd "$(dirname "$0")/.."

PORT="${SDUI_DEMO_PORT:-8080}"
DATA="$(mktemp -d)"
# The same flags as Scripts/test.sh, so the demo after the tests (or the tests
# after the demo) reuses the build instead of compiling everything again.
swift build --product sdui-server -Xswiftc -warnings-as-errors >&2
swift build --product sdui -Xswiftc -warnings-as-errors >&2
BIN="$(swift build --show-bin-path)"

"$BIN/sdui-server" --port "$PORT" --database "$DATA/demo.sqlite" --content Content --log-level error &
SERVER=$!
cleanup() {
    kill "$SERVER" 2>/dev/null || true
    wait "$SERVER" 2>/dev/null || true
    rm -rf "$DATA"
}
trap cleanup EXIT INT TERM

for _ in $(seq 1 100); do
    curl -fsS "http://127.0.0.1:$PORT/hello" >/dev/null 2>&1 && break
    kill -0 "$SERVER" 2>/dev/null || { echo "sdui-server did not start" >&2; exit 1; }
    sleep 0.1
done

"$BIN/sdui" open "http://127.0.0.1:$PORT" "$@"
