#!/usr/bin/env bash
# Screens decoded through the JSON tree and straight from the tape, in one run.
#
#   bash Scripts/benchmark-screen-decode.sh            # every demo screen
#   ROUNDS=11 bash Scripts/benchmark-screen-decode.sh  # more rounds
#
# Starts the reference server (release) on a free loopback port with a
# temporary database, fetches every screen of the demo (API v2, no capability
# header, so every type is in the answer) plus the every-type preview document,
# and runs screen-decode-benchmark over them: for each file the median time
# per decode of ScreenFactory.makeDocument(from:) with decodesFromTape off
# (parse to JSONValue, then decode) and on (the default), their ratio, and
# which way the factory took. Both ways must give the same screen and the same
# diagnostics or the run fails. Builds into SCRATCH_PATH (default .build-bench).
# Only 127.0.0.1 is ever contacted.
set -euo pipefail
cd "$(dirname "$0")/.."

ROUNDS="${ROUNDS:-7}"
SCRATCH="${SCRATCH_PATH:-.build-bench}"
LOG="${TMPDIR:-/tmp}/benchmark-screen-decode-build.log"
SCREENS=(home login offline scan-and-go scan-and-go/how-it-works scan-and-go/AMS-01
         parcels parcels/3SABC1234567 parcels/3SSENT000042
         music composers/bach composers/mozart composers/beethoven composers/bernstein
         albums/brandenburg-1982 albums/goldberg-1981 albums/wss-1985
         playlists/baroque-essentials playlists/late-night)

build() {
  if ! swift build -c release --scratch-path "$SCRATCH" --product "$1" >"$LOG" 2>&1; then
    grep -E "error:" "$LOG" | head -n 20 >&2
    echo "benchmark-screen-decode: the release build of $1 failed (full log: $LOG)" >&2
    exit 1
  fi
}
build screen-decode-benchmark
BIN_DIR="$(swift build -c release --scratch-path "$SCRATCH" --show-bin-path)"
if [ -n "${SDUI_SERVER_BIN:-}" ]; then
  SERVER_BIN="$SDUI_SERVER_BIN"
else
  build sdui-server
  SERVER_BIN="$BIN_DIR/sdui-server"
fi

WORK="$(mktemp -d)"
SERVER_PID=""
cleanup() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  rm -rf "$WORK"
}
trap cleanup EXIT

PORT="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
"$SERVER_BIN" --port "$PORT" --database "$WORK/demo.sqlite" --content Content --log-level error >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
BASE="http://127.0.0.1:$PORT"
for _ in $(seq 200); do
  curl -sf -o /dev/null "$BASE/hello" && break
  kill -0 "$SERVER_PID" 2>/dev/null || { cat "$WORK/server.log" >&2; echo "benchmark-screen-decode: the server did not start" >&2; exit 1; }
  sleep 0.05
done

FILES=()
for screen in "${SCREENS[@]}"; do
  file="$WORK/screens/$screen.json"
  mkdir -p "$(dirname "$file")"
  if ! curl -sf -o "$file" "$BASE/v2/screens/$screen"; then
    echo "benchmark-screen-decode: GET $BASE/v2/screens/$screen failed" >&2
    exit 1
  fi
  FILES+=("$file")
done
FILES+=(Tests/SDUIServerTests/BrowserPreview/screens/every-type.json)

"$BIN_DIR/screen-decode-benchmark" --rounds "$ROUNDS" "${FILES[@]}"
