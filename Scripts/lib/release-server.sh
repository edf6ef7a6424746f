# Shared by the benchmark and measurement scripts: release builds into one
# scratch folder, a temporary work folder, and the reference server started
# on a free loopback port. Source it after `cd` to the repository:
#
#   NAME=benchmark-x; source Scripts/lib/release-server.sh
#   build_release sdui-server               # exits with the build's errors on failure
#   start_release_server [--preview]        # sets BASE and SERVER_PID; stopped at exit
#   stop_release_server                     # stops it now (to start another)
#   demo_token                              # the demo user's bearer token from $BASE
#   full_capabilities                       # the full client's SDUI-Capabilities header
#
# SCRATCH_PATH picks the scratch folder (default .build-bench); SDUI_SERVER_BIN
# a server built elsewhere; SERVER_DATABASE the server's --database (default a
# fresh SQLite file in the work folder). Only 127.0.0.1 is ever contacted.

SCRATCH="${SCRATCH_PATH:-.build-bench}"
BUILD_LOG="${TMPDIR:-/tmp}/$NAME-build.log"
WORK="$(mktemp -d)"
SERVER_PID=""

stop_release_server() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  SERVER_PID=""
}
release_cleanup() {
  stop_release_server
  rm -rf "$WORK"
}
trap release_cleanup EXIT

build_release() {
  if ! swift build -c release --scratch-path "$SCRATCH" --product "$1" >"$BUILD_LOG" 2>&1; then
    grep -E "error:" "$BUILD_LOG" | head -n 20 >&2
    echo "$NAME: the release build of $1 failed (full log: $BUILD_LOG)" >&2
    exit 1
  fi
  BIN_DIR="$(swift build -c release --scratch-path "$SCRATCH" --show-bin-path)"
}

start_release_server() {
  local server="${SDUI_SERVER_BIN:-}"
  if [ -z "$server" ]; then
    build_release sdui-server
    server="$BIN_DIR/sdui-server"
  fi
  # A free port: bind to 0, read it, release it (the server binds it next).
  local port
  port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
  "$server" --port "$port" --database "${SERVER_DATABASE:-$WORK/server.sqlite}" --content Content --log-level error "$@" \
    >"$WORK/server.log" 2>&1 &
  SERVER_PID=$!
  BASE="http://127.0.0.1:$port"
  for _ in $(seq 200); do
    curl -sf -o /dev/null "$BASE/hello" && return 0
    kill -0 "$SERVER_PID" 2>/dev/null || { cat "$WORK/server.log" >&2; echo "$NAME: the server did not start" >&2; exit 1; }
    sleep 0.05
  done
  echo "$NAME: the server did not answer /hello" >&2
  exit 1
}

# The demo user's bearer token (docs/server.md), from the server at $BASE.
demo_token() {
  curl -fsS -H 'Content-Type: application/json' -d '{"username":"ada@example.com","password":"lovelace"}' \
    "$BASE/v2/auth/login" | python3 -c 'import json, sys; print(json.load(sys.stdin)["token"])'
}

# What the full client declares: every core type at version 1 (from the
# JSON Schema, which the decoders make) and every contract feature.
full_capabilities() {
  python3 -c '
import json
defs = json.load(open("docs/sdui.schema.json"))["$defs"]
parts = [("a:" if k.startswith("action.") else "c:") + k.split(".", 1)[1] + "@1" for k in defs if k.startswith(("action.", "component."))]
print(",".join(sorted(parts) + ["f:expressions@1", "f:live@1", "f:pages@1", "f:patches@1", "f:templates@1"]))'
}
