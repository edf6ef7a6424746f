#!/usr/bin/env bash
# Load-tests sdui-server on loopback with wrk: a trivial route (/hello), a
# content screen (/v1/screens/home), the same screen revalidated with a
# matching If-None-Match (304), and a screen built from SQLite on every
# request (/v1/screens/music). Prints requests/s of each and the ratio to /hello.
#
#   bash Scripts/benchmark-server.sh [SECONDS] [CONNECTIONS]
#   SDUI_SERVER_BIN=path/to/sdui-server bash Scripts/benchmark-server.sh   # skip the build
#
# Builds release into .build-server, starts the server on a free loopback
# port with a temporary database, runs wrk (2 threads, bounded time), and
# stops the server. Only 127.0.0.1 is ever contacted.
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION="${1:-10}"
CONNECTIONS="${2:-16}"
SCRATCH="${SCRATCH:-.build-server}"

command -v wrk >/dev/null || { echo "benchmark-server: wrk is missing; run Scripts/setup.sh" >&2; exit 1; }
command -v curl >/dev/null || { echo "benchmark-server: curl is missing" >&2; exit 1; }

if [ -n "${SDUI_SERVER_BIN:-}" ]; then
  BIN="$SDUI_SERVER_BIN"   # a release binary built elsewhere
else
  echo "== Building sdui-server (release)"
  if ! swift build -c release --scratch-path "$SCRATCH" --product sdui-server >"${TMPDIR:-/tmp}/benchmark-server-build.log" 2>&1; then
    grep -E "error:" "${TMPDIR:-/tmp}/benchmark-server-build.log" | head -n 20 >&2
    echo "benchmark-server: the release build failed (full log: ${TMPDIR:-/tmp}/benchmark-server-build.log)" >&2
    exit 1
  fi
  BIN="$(swift build -c release --scratch-path "$SCRATCH" --show-bin-path)/sdui-server"
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

"$BIN" --host 127.0.0.1 --port 0 --database "$WORK/bench.sqlite" --content Content --log-level warning \
  >"$WORK/stdout" 2>"$WORK/stderr" &
SERVER_PID=$!

BASE=""
for _ in $(seq 1 100); do
  BASE="$(sed -n 's/^sdui-server listening on \(http:[^ ]*\)$/\1/p' "$WORK/stdout" | head -n 1)"
  [ -n "$BASE" ] && break
  kill -0 "$SERVER_PID" 2>/dev/null || { echo "benchmark-server: the server exited" >&2; cat "$WORK/stderr" >&2; exit 1; }
  sleep 0.1
done
[ -n "$BASE" ] || { echo "benchmark-server: the server did not report its address" >&2; exit 1; }
case "$BASE" in http://127.0.0.1:*) ;; *) echo "benchmark-server: refusing non-loopback $BASE" >&2; exit 1 ;; esac
echo "== Server at $BASE (wrk -t2 -c$CONNECTIONS -d${DURATION}s per endpoint)"

ETAG="$(curl -s -D - -o /dev/null "$BASE/v1/screens/home" | tr -d '\r' | sed -n 's/^[Ee][Tt][Aa][Gg]: //p')"
[ -n "$ETAG" ] || { echo "benchmark-server: no ETag on /v1/screens/home" >&2; exit 1; }
STATUS_304="$(curl -s -o /dev/null -w '%{http_code}' -H "If-None-Match: $ETAG" "$BASE/v1/screens/home")"
[ "$STATUS_304" = "304" ] || { echo "benchmark-server: expected 304, got $STATUS_304" >&2; exit 1; }
BYTES="$(curl -s "$BASE/v1/screens/home" | wc -c)"
MUSIC_BYTES="$(curl -s "$BASE/v1/screens/music" | wc -c)"

run() { # name, extra wrk args...
  local name="$1"; shift
  local out
  out="$(wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" --latency "$@")"
  local rps latency non2xx
  rps="$(printf '%s\n' "$out" | awk '/^Requests\/sec:/ {print $2}')"
  latency="$(printf '%s\n' "$out" | awk '/^ +50%/ {print $2}')"
  non2xx="$(printf '%s\n' "$out" | awk '/Non-2xx or 3xx responses:/ {print $5}')"
  printf '%-34s %12s req/s   p50 %8s   non-2xx/3xx: %s\n' "$name" "$rps" "$latency" "${non2xx:-0}" >&2
  echo "$rps"
}

HELLO="$(run "GET /hello" "$BASE/hello")"
SCREEN="$(run "GET /v1/screens/home ($BYTES B)" "$BASE/v1/screens/home")"
NOT_MODIFIED="$(run "GET /v1/screens/home (304)" -H "If-None-Match: $ETAG" "$BASE/v1/screens/home")"
DYNAMIC="$(run "GET /v1/screens/music ($MUSIC_BYTES B)" "$BASE/v1/screens/music")"

echo "== Results (requests/s; ratio to /hello)"
awk -v h="$HELLO" -v s="$SCREEN" -v n="$NOT_MODIFIED" -v d="$DYNAMIC" 'BEGIN {
  printf "hello                      %10.0f  1.00\n", h
  printf "content screen (200)       %10.0f  %.2f\n", s, s / h
  printf "content screen (304)       %10.0f  %.2f\n", n, n / h
  printf "SQLite-built screen (200)  %10.0f  %.2f\n", d, d / h
}'
