# Shared by the clip's scripts: the reference server, a debug build, on a
# free loopback port with a fresh SQLite database, stopped at exit. Source it
# after `cd` to the repository:
#
#   NAME=make-clip-order; source Scripts/lib/debug-server.sh
#   start_debug_server        # sets PORT and SERVER_PID; WORK is a temporary folder removed at exit
#
# Only 127.0.0.1 is contacted.

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
  PORT="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
  "$server" --port "$PORT" --database "$WORK/demo.sqlite" --content Content --log-level error >"$WORK/server.log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 200); do
    curl -fsS "http://127.0.0.1:$PORT/hello" >/dev/null 2>&1 && return 0
    kill -0 "$SERVER_PID" 2>/dev/null || { cat "$WORK/server.log" >&2; echo "$NAME: sdui-server did not start" >&2; exit 1; }
    sleep 0.1
  done
  echo "$NAME: sdui-server did not answer /hello" >&2
  exit 1
}
