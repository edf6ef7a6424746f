#!/usr/bin/env bash
# The hostile documents of Tests/SDUITests/HostileDocumentTests.swift at full
# size (templates that multiply a string, arguments doubled at every level,
# big arguments placed many times, expressions building long texts in many
# fields, thousands of conditions, deep fallback chains), each next to a
# plain document of the same size, in one run:
#
#   - the client: release `sdui render FILE` (5-20 MB documents): seconds
#     and peak RSS of the whole process, and the ratios to the plain one;
#   - the server: release `sdui-server --preview`, each document (1 MB, the
#     body limit) POSTed as a v1 client, which makes the server expand the
#     templates and resolve the expressions: status, seconds, the server's
#     peak RSS so far.
#
#   bash Scripts/measure-hostile-documents.sh
#   SCRATCH_PATH=.build-bench bash Scripts/measure-hostile-documents.sh
#
# Only 127.0.0.1 is contacted. Prints numbers; it checks nothing (the
# budgets themselves are checked by the tests and the screen fuzzer).
set -euo pipefail
cd "$(dirname "$0")/.."

SCRATCH="${SCRATCH_PATH:-.build-bench}"
LOG="${TMPDIR:-/tmp}/measure-hostile-documents-build.log"
for product in sdui sdui-server; do
  echo "== Building $product (release)"
  if ! swift build -c release --scratch-path "$SCRATCH" --product "$product" >"$LOG" 2>&1; then
    grep -E "error:" "$LOG" | head -n 20 >&2
    echo "measure-hostile-documents: the release build of $product failed (full log: $LOG)" >&2
    exit 1
  fi
done
BIN="$(swift build -c release --scratch-path "$SCRATCH" --show-bin-path)"

WORK="$(mktemp -d)"
SERVER_PID=""
cleanup() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then kill "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

python3 Scripts/hostile-documents.py write "$WORK"
echo "== Client: sdui render (release)"
python3 Scripts/hostile-documents.py client "$BIN/sdui" "$WORK"

PORT="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
"$BIN/sdui-server" --port "$PORT" --database "$WORK/server.sqlite" --content Content --preview --log-level error >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 200); do
  curl -fsS "http://127.0.0.1:$PORT/hello" >/dev/null 2>&1 && break
  kill -0 "$SERVER_PID" 2>/dev/null || { cat "$WORK/server.log" >&2; exit 1; }
  sleep 0.1
done
echo "== Server: POST /v1/preview/screen as a v1 client (release sdui-server, peak RSS $(grep VmHWM /proc/$SERVER_PID/status | awk '{print $2/1024}') MB at start)"
python3 Scripts/hostile-documents.py server "http://127.0.0.1:$PORT" "$SERVER_PID" "$WORK"
