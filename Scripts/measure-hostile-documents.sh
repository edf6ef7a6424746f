#!/usr/bin/env bash
# The hostile documents of Tests/SDUITests/HostileDocumentTests.swift at full
# size (templates that multiply a string, arguments doubled at every level,
# big arguments placed many times, expressions building long texts in many
# fields, thousands of conditions, deep fallback chains, 10,000 timers of
# 1 ms and one 1 ms timer without an end, visibility actions on 100,000
# components, triggers that fire each other for ever), each next to a
# plain document of the same size, in one run:
#
#   - the client: release `sdui render FILE` (5-20 MB documents): seconds
#     and peak RSS of the whole process, and the ratios to the plain one;
#   - the client live: the documents that act by themselves once shown
#     (timers, impressions, triggers; 1 MB) in release `sdui preview FILE`
#     in an 80x24 pseudo-terminal for LIVE_SECONDS (default 5) with a key
#     pressed every half second: seconds to the first frame, CPU seconds,
#     peak RSS, and seconds from `q` to the process's end;
#   - the server: release `sdui-server --preview`, each document (1 MB, the
#     body limit) POSTed as a v1 client, which makes the server expand the
#     templates and resolve the expressions: status, seconds, the server's
#     peak RSS so far.
#
#   bash Scripts/measure-hostile-documents.sh
#   SCRATCH_PATH=.build-bench bash Scripts/measure-hostile-documents.sh
#   LIVE_SECONDS=10 bash Scripts/measure-hostile-documents.sh
#
# Only 127.0.0.1 is contacted. Prints numbers; it checks nothing (the
# budgets themselves are checked by the tests and the screen fuzzer).
set -euo pipefail
cd "$(dirname "$0")/.."

NAME=measure-hostile-documents
source Scripts/lib/release-server.sh
for product in sdui sdui-server; do
  echo "== Building $product (release)"
  build_release "$product"
done
BIN="$BIN_DIR"

python3 Scripts/hostile-documents.py write "$WORK"
echo "== Client: sdui render (release)"
python3 Scripts/hostile-documents.py client "$BIN/sdui" "$WORK"
echo "== Client live: sdui preview in a pseudo-terminal (release), ${LIVE_SECONDS:-5} s each"
python3 Scripts/hostile-documents.py live "$BIN/sdui" "$WORK" "${LIVE_SECONDS:-5}"

start_release_server --preview
echo "== Server: POST /v1/preview/screen as a v1 client (release sdui-server, peak RSS $(grep VmHWM /proc/$SERVER_PID/status | awk '{print $2/1024}') MB at start)"
python3 Scripts/hostile-documents.py server "$BASE" "$SERVER_PID" "$WORK"
