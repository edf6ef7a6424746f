#!/usr/bin/env bash
# Live screens, measured with release builds on a throwaway PostgreSQL
# cluster (Scripts/with-postgres.sh is started for you):
#
#   1. change-to-screen latency across instances: two sdui-server
#      instances on one database; a parcel's status committed through psql,
#      timed to the `changed` event on the stream from the other instance,
#      and to that instance's revalidated screen (p50, p99 over ROUNDS);
#   2. 1,000 and 10,000 live streams on one instance (STREAMS, a comma
#      list): the server's RSS per stream, its CPU while they idle
#      (heartbeats every 15 s), and one change's fan-out to every stream
#      (p50, p99 and the last, from the commit). Each count runs on a fresh
#      instance. 10,000 streams need `ulimit -n` above 10,000 for the
#      server and again for the measuring process.
#
#   bash Scripts/measure-live.sh [ROUNDS] [STREAMS]
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${PGHOST:-}" ]; then exec bash Scripts/with-postgres.sh bash "$0" "$@"; fi
ROUNDS="${1:-200}"
STREAMS="${2:-1000,10000}"
NAME=measure-live
source Scripts/lib/release-server.sh
DATABASE="postgres://$PGUSER@$PGHOST:$PGPORT/$PGDATABASE"
SERVER_DATABASE="$DATABASE" start_release_server
A="$BASE"; A_PID="$SERVER_PID"
SERVER="${SDUI_SERVER_BIN:-$BIN_DIR/sdui-server}"
port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
"$SERVER" --port "$port" --database "$DATABASE" --content Content --log-level error >"$WORK/b.log" 2>&1 &
B_PID=$!
B="http://127.0.0.1:$port"
trap 'kill $B_PID 2>/dev/null || true; release_cleanup' EXIT
for _ in $(seq 200); do curl -sf -o /dev/null "$B/hello" && break; sleep 0.05; done

echo "== Change to screen across instances (written through psql, streamed from B; A serves nothing meanwhile)"
python3 Scripts/lib/live-measure.py latency "$B" parcels/3SABC1234567 3SABC1234567 "$ROUNDS"

for count in ${STREAMS//,/ }; do
  kill "$B_PID" 2>/dev/null || true
  wait "$B_PID" 2>/dev/null || true
  "$SERVER" --port "$port" --database "$DATABASE" --content Content --log-level error --drain-delay 0 >"$WORK/b.log" 2>&1 &
  B_PID=$!
  for _ in $(seq 200); do curl -sf -o /dev/null "$B/hello" && break; sleep 0.05; done
  echo "== $count live streams on one instance (B, started afresh)"
  python3 Scripts/lib/live-measure.py streams "$B" /v2/live/parcels/3SABC1234567 "$count" "$B_PID" 20 3SABC1234567
done
