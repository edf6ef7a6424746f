#!/usr/bin/env bash
# Servers under load, scaled out: 1, 2 and 3 release sdui-server instances
# on one throwaway PostgreSQL cluster, behind HAProxy (Debian's, started
# here with a generated configuration: round robin, HTTP keep-alive, TLS
# terminated with Scripts/lib/tls.sh's certificate, and PostgreSQL over TLS
# with sslmode=verify-full, unless SDUI_TLS=off), driven
# by wrk at 64 and 512 connections with two kinds of traffic:
#
#   304s    revalidations of the music screen (no database work at all)
#   mixed   per 20 requests: 9 screens, 7 revalidations, 2 analytics
#           batches, 2 Scan & Go orders (Scripts/lib/mixed-traffic.lua)
#
#   screens the music screen, cached (200s, no database work)
#
# Prints requests/s, p50, p99 and p99.9 latency per instance count, each
# figure's ratio to one instance, and where the CPU went during each run (in
# cores: the instances together, HAProxy, PostgreSQL, wrk). Everything runs
# on this machine, so with the instances free the scaling is the machine's
# (two cores shared by all of them). SDUI_CPU_QUOTA=0.3 holds each instance
# to 0.3 of a core (cgroup v1's cpu.cfs_quota_us; the script needs to make
# groups under /sys/fs/cgroup/cpu): then the quota, not the machine, limits
# an instance, and 1 -> 2 -> 3 instances show what the server does with more
# instances until HAProxy, PostgreSQL or wrk run out of the cores left.
#
#   bash Scripts/benchmark-scale-out.sh [SECONDS]
#   SDUI_CPU_QUOTA=0.3 bash Scripts/benchmark-scale-out.sh
#   SDUI_SERVER_BIN=path/to/sdui-server bash Scripts/benchmark-scale-out.sh
#   SDUI_TRACING=on bash Scripts/benchmark-scale-out.sh   # every instance exports its spans (docs/tracing.md)
#       to a counting OTLP sink on this machine (Scripts/lib/otlp-sink.py); its CPU and what it took are printed last
#
# HAProxy sends each client's address in X-Forwarded-For (`option forwardfor`),
# and the instances trust HAProxy's address (--trusted-proxies 127.0.0.1), so
# limits per client address (live streams, login attempts) count clients,
# not the balancer (docs/server.md, "Behind a load balancer").
#
# Only 127.0.0.1 is ever contacted.
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION="${1:-5}"
NAME=benchmark-scale-out
for tool in wrk haproxy curl; do
  command -v "$tool" >/dev/null || { echo "$NAME: $tool is missing; run Scripts/setup.sh" >&2; exit 1; }
done
source Scripts/lib/release-server.sh
source Scripts/lib/haproxy.sh
source Scripts/lib/cpu-quota.sh
QUOTA="${SDUI_CPU_QUOTA:-}"
if [ -n "$QUOTA" ] && ! quota_available; then
  echo "$NAME: SDUI_CPU_QUOTA needs a writable $CPU_CGROUP_ROOT (cgroup v1's cpu controller)" >&2
  exit 1
fi
if [ -z "${SDUI_SERVER_BIN:-}" ]; then
  build_release sdui-server
  SDUI_SERVER_BIN="$BIN_DIR/sdui-server"
fi

SINK_PID=""
if [ "${SDUI_TRACING:-off}" = on ]; then
  SINK_PORT="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
  python3 Scripts/lib/otlp-sink.py "$SINK_PORT" "$WORK/sink-counts" &
  SINK_PID=$!
  # The instances inherit it: each exports its spans over OTLP/HTTP (sdui-server's ServerTracing).
  export OTEL_EXPORTER_OTLP_ENDPOINT="http://127.0.0.1:$SINK_PORT"
else
  unset OTEL_EXPORTER_OTLP_ENDPOINT OTEL_EXPORTER_OTLP_TRACES_ENDPOINT
fi

CLUSTER="$(mktemp -d "${TMPDIR:-/tmp}/sdui-scale-postgres.XXXXXX")"
PIDS=()
stop_all() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
  PIDS=()
  INSTANCE_PIDS=()
  release_quotas
}
finish() {
  stop_all
  if [ -n "$SINK_PID" ]; then
    local ticks
    ticks="$(awk '{print $14 + $15}' "/proc/$SINK_PID/stat" 2>/dev/null || echo 0)"
    kill "$SINK_PID" 2>/dev/null || true
    wait "$SINK_PID" 2>/dev/null || true
    echo "tracing on: the OTLP sink took $(awk '{printf "%d exports, %d bytes of spans", $1, $2}' "$WORK/sink-counts" 2>/dev/null) and used $(awk -v t="$ticks" -v hz="$(getconf CLK_TCK)" 'BEGIN { printf "%.1f", t / hz }') s of CPU"
  fi
  remove_fleet_database
  release_cleanup
}
trap finish EXIT
fleet_database


INSTANCE_PIDS=()
start_fleet() { # instances; sets LB, INSTANCE_PIDS and HAPROXY_PID
  local count="$1" backends="" port lb
  for index in $(seq "$count"); do
    port="$(free_port)"
    "$SDUI_SERVER_BIN" --port "$port" --database "$DATABASE" --content Content --log-level error \
      --trusted-proxies 127.0.0.1 >"$WORK/instance-$index.log" 2>&1 &
    PIDS+=("$!")
    INSTANCE_PIDS+=("$!")
    [ -z "$QUOTA" ] || hold_to_quota "$!" "$QUOTA"
    wait_for "http://127.0.0.1:$port/hello"
    backends+="    server s$index 127.0.0.1:$port
"
  done
  lb="$(free_port)"
  haproxy_config "$lb" "$backends" "" "$LB_BUNDLE" >"$WORK/haproxy.cfg"
  haproxy -f "$WORK/haproxy.cfg" -db >"$WORK/haproxy.log" 2>&1 &
  PIDS+=("$!")
  HAPROXY_PID="$!"
  LB="$LB_SCHEME://127.0.0.1:$lb"
  wait_for "$LB/hello"
}

etag() { curl -s -D - -o /dev/null "$1" | tr -d '\r' | sed -n 's/^[Ee][Tt][Aa][Gg]: //p'; }

# PostgreSQL's processes: the postmaster and its children (a backend per pooled connection).
postgres_pids() {
  local postmaster
  postmaster="$(head -1 "$CLUSTER/data/postmaster.pid" 2>/dev/null)" || return 0
  echo "$postmaster" $(ps -o pid= --ppid "$postmaster")
}

# One wrk run (its arguments), with the CPU each part used meanwhile, in cores: sets OUT and CPU.
measured_wrk() {
  local instances haproxy postgres seconds
  instances="$(cpu_ticks "${INSTANCE_PIDS[@]}")"
  haproxy="$(cpu_ticks "$HAPROXY_PID")"
  postgres="$(cpu_ticks $(postgres_pids))"
  OUT="$(/usr/bin/time -f 'wrk-cpu %U %S' -o "$WORK/wrk-time" wrk "$@")"
  instances=$(( $(cpu_ticks "${INSTANCE_PIDS[@]}") - instances ))
  haproxy=$(( $(cpu_ticks "$HAPROXY_PID") - haproxy ))
  postgres=$(( $(cpu_ticks $(postgres_pids)) - postgres ))
  seconds="$DURATION"
  CPU="$(awk -v i="$instances" -v h="$haproxy" -v p="$postgres" -v t="$TICKS_PER_SECOND" -v s="$seconds" '
    /^wrk-cpu/ { w = $2 + $3 }
    END { printf "cpu_servers=%.2f cpu_haproxy=%.2f cpu_postgres=%.2f cpu_wrk=%.2f", i / t / s, h / t / s, p / t / s, w / s }' "$WORK/wrk-time")"
}

RESULTS="$WORK/results"
: >"$RESULTS"
for instances in 1 2 3; do
  start_fleet "$instances"
  music="$(etag "$LB/v2/screens/music")"
  parcels="$(etag "$LB/v2/screens/parcels")"
  wrk -t2 -c64 -d2s "$LB/hello" >/dev/null   # warm up every instance's connections and caches
  for connections in 64 512; do
    for traffic in 304s screens mixed; do
      case "$traffic" in
        304s) measured_wrk -t2 -c"$connections" -d"${DURATION}s" -s Scripts/lib/percentiles.lua -H "If-None-Match: $music" "$LB/v2/screens/music" ;;
        screens) measured_wrk -t2 -c"$connections" -d"${DURATION}s" -s Scripts/lib/percentiles.lua "$LB/v2/screens/music" ;;
        mixed) SDUI_ETAG_MUSIC="$music" SDUI_ETAG_PARCELS="$parcels" \
          measured_wrk -t2 -c"$connections" -d"${DURATION}s" -s Scripts/lib/mixed-traffic.lua "$LB" ;;
      esac
      rps="$(printf '%s\n' "$OUT" | awk '/^Requests\/sec:/ {print $2}')"
      line="$(printf '%s\n' "$OUT" | grep '^percentiles')"
      non2xx="$(printf '%s\n' "$OUT" | awk '/Non-2xx or 3xx responses:/ {print $5}')"
      echo "$instances $connections $traffic $rps ${line#percentiles } non2xx=${non2xx:-0} $CPU" | tee -a "$RESULTS" >&2
    done
  done
  stop_all
done

echo "== Results (requests/s and latency in ms through HAProxy over $LB_SCHEME; ratio: requests/s to one instance's;"
echo "   CPU in cores during the run: the instances together, HAProxy, PostgreSQL, wrk; quota per instance: ${QUOTA:-none})"
printf '%-9s %-11s %-7s %10s %8s %8s %9s %7s %7s %8s %8s %8s %8s\n' instances connections traffic "req/s" p50 p99 p99.9 ratio errors \
  servers haproxy postgres wrk
awk '
  { for (i = 5; i <= NF; i++) { split($i, kv, "="); v[kv[1]] = kv[2] }
    key = $2 " " $3; if ($1 == 1) base[key] = $4
    printf "%-9s %-11s %-7s %10.0f %8s %8s %9s %7.2f %7s %8s %8s %8s %8s\n", $1, $2, $3, $4, v["p50"], v["p99"], v["p999"], $4 / base[key],
      v["errors"] + v["non2xx"], v["cpu_servers"], v["cpu_haproxy"], v["cpu_postgres"], v["cpu_wrk"] }
' "$RESULTS"
