#!/usr/bin/env bash
# A rolling restart under load: three release sdui-server instances on one
# throwaway PostgreSQL cluster behind HAProxy (Debian's, round robin,
# keep-alive), wrk sending revalidations of the music screen through it the
# whole time, while each instance in turn gets SIGTERM, exits, and is
# started again on its port (the next one only once the last answers its
# readiness check). As in production, HAProxy terminates TLS and the
# instances reach PostgreSQL over TLS with sslmode=verify-full (certificates
# from Scripts/lib/tls.sh; SDUI_TLS=off for plain connections). Run twice in one go:
#
#   baseline   HAProxy without health checks, instances with --drain-delay 0
#              (each stops listening the moment it gets SIGTERM)
#   health     HAProxy checking GET /health/ready (option httpchk, every
#              200 ms, out after one 503, back after one 200), instances
#              with --drain-delay 1 (not ready at once, still answering
#              for a second, then stop)
#
# Prints, for each: requests sent, answered (1xx-3xx), failed (HAProxy's
# 5xx, when no instance took a request, and socket errors), 4xx, and the
# p99 latency. Everything runs on this machine; only 127.0.0.1 is contacted.
#
#   bash Scripts/rolling-restart.sh [SECONDS_OF_LOAD] [CONNECTIONS]
#   SDUI_SERVER_BIN=path/to/sdui-server bash Scripts/rolling-restart.sh
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION="${1:-20}"
CONNECTIONS="${2:-32}"
NAME=rolling-restart
INSTANCES=3
for tool in wrk haproxy curl python3; do
  command -v "$tool" >/dev/null || { echo "$NAME: $tool is missing; run Scripts/setup.sh" >&2; exit 1; }
done
source Scripts/lib/release-server.sh
source Scripts/lib/haproxy.sh
if [ -z "${SDUI_SERVER_BIN:-}" ]; then
  build_release sdui-server
  SDUI_SERVER_BIN="$BIN_DIR/sdui-server"
fi

CLUSTER="$(mktemp -d "${TMPDIR:-/tmp}/sdui-rolling-postgres.XXXXXX")"
INSTANCE_PIDS=()
HAPROXY_PID=""
WRK_PID=""
stop_all() {
  [ -n "$WRK_PID" ] && kill "$WRK_PID" 2>/dev/null || true
  for pid in "${INSTANCE_PIDS[@]}" $HAPROXY_PID; do kill "$pid" 2>/dev/null || true; done
  for pid in "${INSTANCE_PIDS[@]}" $HAPROXY_PID $WRK_PID; do wait "$pid" 2>/dev/null || true; done
  INSTANCE_PIDS=(); HAPROXY_PID=""; WRK_PID=""
}
finish() {
  stop_all
  remove_fleet_database
  release_cleanup
}
trap finish EXIT
fleet_database


start_instance() { # index port drain-delay
  "$SDUI_SERVER_BIN" --port "$2" --database "$DATABASE" --content Content --log-level error \
    --trusted-proxies 127.0.0.1 --drain-delay "$3" >>"$WORK/instance-$1.log" 2>&1 &
  INSTANCE_PIDS[$1]=$!
  wait_for "http://127.0.0.1:$2/health/ready"
}

# One run: the fleet, HAProxy, wrk in the background, the rolling restart; appends a line to $RESULTS.
run() { # mode: baseline | health
  local mode="$1" drain check_lines="" server_options="" backends="" lb ports=()
  if [ "$mode" = health ]; then
    drain=1
    check_lines="    option httpchk
    http-check send meth GET uri /health/ready
    http-check expect status 200
    default-server inter 200ms fall 1 rise 1"
    server_options=" check"
  else
    drain=0
  fi
  for index in $(seq "$INSTANCES"); do
    ports[$index]="$(free_port)"
    start_instance "$index" "${ports[$index]}" "$drain"
    backends+="    server s$index 127.0.0.1:${ports[$index]}$server_options
"
  done
  lb="$(free_port)"
  haproxy_config "$lb" "$backends" "$check_lines" "$LB_BUNDLE" >"$WORK/haproxy-$mode.cfg"
  haproxy -f "$WORK/haproxy-$mode.cfg" -db >"$WORK/haproxy-$mode.log" 2>&1 &
  HAPROXY_PID=$!
  local LB="$LB_SCHEME://127.0.0.1:$lb"
  wait_for "$LB/hello"
  local music
  music="$(curl -s -D - -o /dev/null "$LB/v2/screens/music" | tr -d '\r' | sed -n 's/^[Ee][Tt][Aa][Gg]: //p')"
  wrk -t2 -c"$CONNECTIONS" -d2s "$LB/hello" >/dev/null   # warm every instance's connections and caches

  wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" -s Scripts/lib/status-counts.lua -H "If-None-Match: $music" \
    "$LB/v2/screens/music" >"$WORK/wrk-$mode.txt" 2>&1 &
  WRK_PID=$!
  sleep 2
  local started=$SECONDS index pid
  for index in $(seq "$INSTANCES"); do
    pid="${INSTANCE_PIDS[$index]}"
    kill -TERM "$pid"
    wait "$pid" 2>/dev/null || true
    start_instance "$index" "${ports[$index]}" "$drain"
    sleep 1   # the balancer's checks see it back (rise 1 at 200 ms) before the next goes
  done
  local restarts=$((SECONDS - started))
  kill -0 "$WRK_PID" 2>/dev/null || echo "$NAME: the restarts ($restarts s) outlasted the load (${DURATION} s); give more seconds" >&2
  wait "$WRK_PID" || true
  WRK_PID=""
  local completed counts
  completed="$(awk '/requests in/ {print $1}' "$WORK/wrk-$mode.txt")"
  counts="$(grep '^counts' "$WORK/wrk-$mode.txt" || true)"
  [ -n "$counts" ] || { cat "$WORK/wrk-$mode.txt" >&2; echo "$NAME: wrk printed no counts" >&2; exit 1; }
  echo "$mode completed=$completed restarts=$restarts ${counts#counts }" | tee -a "$RESULTS" >&2
  stop_all
}

RESULTS="$WORK/results"
: >"$RESULTS"
run baseline
run health

echo "== Rolling restart of $INSTANCES instances under load (wrk, $CONNECTIONS connections, ${DURATION} s of music 304s through HAProxy, $LB_SCHEME)"
printf '%-9s %9s %10s %8s %9s %8s %6s %9s %10s\n' run sent answered failed "5xx" socket 4xx "p99 ms" restarts
awk '
  { for (i = 2; i <= NF; i++) { split($i, kv, "="); v[kv[1]] = kv[2] }
    socket = v["connect"] + v["read"] + v["write"] + v["timeout"]
    sent = v["answered"] + v["server_errors"] + v["client_errors"] + v["read"] + v["write"] + v["timeout"] + v["connect"]
    printf "%-9s %9d %10d %8d %9d %8d %6d %9s %9ss\n", $1, sent, v["answered"], v["server_errors"] + socket, v["server_errors"], socket, v["client_errors"], v["p99"], v["restarts"] }
' "$RESULTS"
echo "(sent: every request wrk finished or lost; failed: 5xx from HAProxy plus socket errors; the health run should fail none)"
