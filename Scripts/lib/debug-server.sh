# Shared by the scripts that need the reference server as the tests build it
# (a debug build) with a fresh SQLite database: the clip's start-up benchmark,
# its start-up order, the OpenAPI fuzzer. The server takes a free loopback
# port itself (`--port 0`) and its first line says which, so no port is
# picked here that another program could take meanwhile. Source it after `cd`
# to the repository:
#
#   NAME=make-clip-order; source Scripts/lib/debug-server.sh
#   start_debug_server        # sets BASE (http://127.0.0.1:PORT) and SERVER_PID
#
# WORK is a temporary folder, removed at exit with the server stopped; the
# server's output is in $WORK/server.log. Only 127.0.0.1 is contacted.

WORK="$(mktemp -d)"
SERVER_PID=""
debug_server_cleanup() {
  if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; fi
  rm -rf "$WORK"
}
trap debug_server_cleanup EXIT

start_debug_server() {
  swift build --product sdui-server -Xswiftc -warnings-as-errors >&2
  local server
  server="$(swift build --show-bin-path)/sdui-server"
  "$server" --port 0 --database "$WORK/server.sqlite" --content Content --log-level error >"$WORK/server.log" 2>&1 &
  SERVER_PID=$!
  BASE=""
  for _ in $(seq 1 300); do
    BASE="$(sed -n 's/^sdui-server listening on //p' "$WORK/server.log" | head -1)"
    [ -n "$BASE" ] && { BASE="${BASE%/}"; return 0; }
    kill -0 "$SERVER_PID" 2>/dev/null || { cat "$WORK/server.log" >&2; echo "$NAME: sdui-server stopped before it listened" >&2; exit 1; }
    sleep 0.1
  done
  echo "$NAME: sdui-server did not say where it listens" >&2
  exit 1
}
