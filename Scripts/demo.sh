#!/usr/bin/env bash
# Starts the demo server and the terminal client together; quitting the
# client (q) stops the server too. Extra arguments go to `sdui open`
# (for example: --api-version 2 --path music, or --plain for a screen reader
# or a pipe).
#
# From a fresh clone this is the only command needed: it checks the Swift
# toolchain and the system packages the demo needs and installs what is
# missing (Scripts/lib/requirements.sh, the same code as Scripts/setup.sh),
# then builds only the two programs it runs, with the same flags as
# Scripts/test.sh so either reuses the other's build.
set -euo pipefail
cd "$(dirname "$0")/.."

PORT="${SDUI_DEMO_PORT:-8080}"

# The interactive client needs a terminal; say so before building anything.
plain=""
for argument in "$@"; do [ "$argument" = "--plain" ] && plain=1; done
if [ -z "$plain" ] && [ "${TERM:-}" != "dumb" ] && { [ ! -t 0 ] || [ ! -t 1 ]; }; then
  cat >&2 <<'TEXT'
demo: the demo is interactive and needs a terminal on standard input and output; nothing was built or started.
  Without a terminal:
    bash Scripts/demo.sh --plain                              numbered lines, commands read from standard input
    swift run sdui render Content/screens/home.json           draw one screen as text and exit
    swift run sdui run FLOW --server http://127.0.0.1:8080    run a flow script against a running sdui-server
TEXT
  exit 2
fi

source Scripts/lib/steps.sh
source Scripts/lib/requirements.sh
if [ -x .build/debug/sdui ] && [ -x .build/debug/sdui-server ]; then
  echo "demo: check the machine, rebuild what changed in sdui and sdui-server (seconds), start the server on port $PORT, open the client" >&2
else
  echo "demo: check the machine, build sdui and sdui-server in debug (about 6 minutes the first time on 2 cores, seconds after that), start the server on port $PORT, open the client" >&2
fi

step requirements "Requirements (Swift and the demo's system packages)"
ensure_requirements demo >&2

if [ -x .build/debug/sdui ] && [ -x .build/debug/sdui-server ]; then
  step build "Building sdui and sdui-server (debug): an earlier build is here, so only what changed (seconds)"
else
  step build "Building sdui and sdui-server (debug): about 6 minutes the first time on 2 cores (dependencies included), seconds after that"
fi
swift build --product sdui-server -Xswiftc -warnings-as-errors >&2
swift build --product sdui -Xswiftc -warnings-as-errors >&2
BIN="$(swift build --show-bin-path)"

step server "Starting sdui-server on 127.0.0.1:$PORT"
DATA="$(mktemp -d)"
"$BIN/sdui-server" --port "$PORT" --database "$DATA/demo.sqlite" --content Content --log-level error &
SERVER=$!
cleanup() {
    kill "$SERVER" 2>/dev/null || true
    wait "$SERVER" 2>/dev/null || true
    rm -rf "$DATA"
}
trap cleanup EXIT INT TERM

# Up to a minute: it normally answers within a second.
for _ in $(seq 1 600); do
    curl -fsS "http://127.0.0.1:$PORT/hello" >/dev/null 2>&1 && break
    kill -0 "$SERVER" 2>/dev/null || { echo "demo: sdui-server exited before answering (is port $PORT in use? SDUI_DEMO_PORT picks another)" >&2; exit 1; }
    sleep 0.1
done
curl -fsS "http://127.0.0.1:$PORT/hello" >/dev/null 2>&1 || { echo "demo: sdui-server did not answer http://127.0.0.1:$PORT/hello within a minute" >&2; exit 1; }
steps_summary "demo: ready"
echo "demo: the web client of the same server is at http://127.0.0.1:$PORT/app/ (open it in a browser while the demo runs; its widget at /app/widget)" >&2

"$BIN/sdui" open "http://127.0.0.1:$PORT" "$@"
