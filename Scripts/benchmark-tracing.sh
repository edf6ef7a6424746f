#!/usr/bin/env bash
# What tracing costs the server: two release instances of sdui-server on
# loopback, one with tracing off (no OTEL_EXPORTER_OTLP_ENDPOINT) and one
# with it on (exporting every span over OTLP/HTTP to a counting sink on this
# machine, Scripts/lib/otlp-sink.py), measured by wrk in interleaved rounds
# (off, on, off, on …), so the machine's drift falls on both alike:
#
#   /hello                   a trivial route: the middleware and the route's span alone
#   /v2/screens/music        the music screen as the full client asks for it (its
#                            capabilities, gzip), a cached rendering: the common case
#   /v2/screens/music (304)  revalidated with its ETag
#
# Every request carries a traceparent of its own (a new trace id each, by
# Scripts/lib/traceparent.lua), as clients send it. A third instance,
# "sampled", records a tenth of the traces (OTEL_TRACES_SAMPLER=traceidratio,
# 0.1), what a busy installation would run. Prints each endpoint's median
# requests/s and the server's CPU per request (from /proc, wrk's and the
# sink's share of the cores left out) for each, and each over off (goal:
# requests/s at least 0.9x).
#
#   bash Scripts/benchmark-tracing.sh [SECONDS] [CONNECTIONS] [ROUNDS]
#   SDUI_SERVER_BIN=path/to/sdui-server bash Scripts/benchmark-tracing.sh   # skip the build
#   BASELINE_SERVER_BIN=path/to/older/sdui-server bash Scripts/benchmark-tracing.sh
#       # a fourth instance, "baseline": another build with tracing on, measured in the same rounds
#
# Only 127.0.0.1 is ever contacted.
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION="${1:-3}"
CONNECTIONS="${2:-16}"
ROUNDS="${3:-5}"

command -v wrk >/dev/null || { echo "benchmark-tracing: wrk is missing; run Scripts/setup.sh" >&2; exit 1; }

NAME=benchmark-tracing
source Scripts/lib/release-server.sh
if [ -z "${SDUI_SERVER_BIN:-}" ]; then
  echo "== Building sdui-server (release)"
  build_release sdui-server
fi
BIN="${SDUI_SERVER_BIN:-$BIN_DIR/sdui-server}"

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'; }

PIDS=()
SINK_PID=""
cleanup() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
  release_cleanup
}
trap cleanup EXIT

SINK_PORT="$(free_port)"
python3 Scripts/lib/otlp-sink.py "$SINK_PORT" "$WORK/sink-counts" &
SINK_PID=$!

start() { # name, then environment assignments for the server; sets ${name}_BASE and ${name}_PID
  local name="$1" port pid base binary="${SERVER_BINARY:-$BIN}"
  shift
  port="$(free_port)"
  env "$@" "$binary" --port "$port" --database "$WORK/$name.sqlite" --content Content --log-level error >"$WORK/$name.log" 2>&1 &
  pid=$!
  PIDS+=("$pid")
  base="http://127.0.0.1:$port"
  for _ in $(seq 200); do
    curl -sf -o /dev/null "$base/hello" && break
    kill -0 "$pid" 2>/dev/null || { cat "$WORK/$name.log" >&2; echo "$NAME: the $name server did not start" >&2; exit 1; }
    sleep 0.05
  done
  printf -v "${name}_BASE" '%s' "$base"
  printf -v "${name}_PID" '%s' "$pid"
}
start off OTEL_EXPORTER_OTLP_ENDPOINT= OTEL_EXPORTER_OTLP_TRACES_ENDPOINT=
start on OTEL_EXPORTER_OTLP_ENDPOINT="http://127.0.0.1:$SINK_PORT"
start sampled OTEL_EXPORTER_OTLP_ENDPOINT="http://127.0.0.1:$SINK_PORT" OTEL_TRACES_SAMPLER=traceidratio OTEL_TRACES_SAMPLER_ARG=0.1
SERVERS=(off on sampled)
if [ -n "${BASELINE_SERVER_BIN:-}" ]; then
  SERVER_BINARY="$BASELINE_SERVER_BIN" start baseline OTEL_EXPORTER_OTLP_ENDPOINT="http://127.0.0.1:$SINK_PORT"
  SERVERS+=(baseline)
fi
PIDS+=("$SINK_PID")

CAPABILITIES="$(full_capabilities)"
ETAG="$(curl -s -D - -o /dev/null -H "SDUI-Capabilities: $CAPABILITIES" -H 'Accept-Encoding: gzip' "$off_BASE/v2/screens/music" \
  | tr -d '\r' | sed -n 's/^[Ee][Tt][Aa][Gg]: //p')"
[ -n "$ETAG" ] || { echo "$NAME: no ETag on the music screen" >&2; exit 1; }

ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

measure() { # server name, endpoint label, path, extra headers...; appends "endpoint server rps cpu" to the results
  local name="$1" label="$2" path="$3" base pid before after out rps requests cpu non2xx
  shift 3
  base="${name}_BASE"; pid="${name}_PID"
  before="$(ticks "${!pid}")"
  out="$(wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" -s Scripts/lib/traceparent.lua "$@" "${!base}$path")"
  after="$(ticks "${!pid}")"
  rps="$(printf '%s\n' "$out" | awk '/^Requests\/sec:/ {print $2}')"
  requests="$(printf '%s\n' "$out" | awk '/requests in/ {print $1}')"
  non2xx="$(printf '%s\n' "$out" | awk '/Non-2xx or 3xx responses:/ {print $5}')"
  cpu="$(awk -v ticks="$((after - before))" -v hz="$(getconf CLK_TCK)" -v n="$requests" 'BEGIN { printf "%.1f", (n > 0 ? ticks * 1e6 / hz / n : 0) }')"
  printf '  %-22s %-7s %10s req/s   server CPU %6s µs/req   non-2xx/3xx: %s\n' "$label" "$name" "$rps" "$cpu" "${non2xx:-0}" >&2
  printf '%s\t%s\t%s\t%s\n' "$label" "$name" "$rps" "$cpu" >>"$WORK/results"
}

: >"$WORK/results"
# Warm up both (allocator, caches, the exporter's connection) before anything is measured.
for name in "${SERVERS[@]}"; do
  base="${name}_BASE"
  wrk -t2 -c"$CONNECTIONS" -d2s -H "SDUI-Capabilities: $CAPABILITIES" -H 'Accept-Encoding: gzip' "${!base}/v2/screens/music" >/dev/null
done
echo "== $ROUNDS rounds of wrk -t2 -c$CONNECTIONS -d${DURATION}s per endpoint, off, on, sampled"
for round in $(seq "$ROUNDS"); do
  echo " round $round" >&2
  for name in "${SERVERS[@]}"; do measure "$name" "/hello" "/hello"; done
  for name in "${SERVERS[@]}"; do
    measure "$name" "music" "/v2/screens/music" -H "SDUI-Capabilities: $CAPABILITIES" -H 'Accept-Encoding: gzip'
  done
  for name in "${SERVERS[@]}"; do
    measure "$name" "music 304" "/v2/screens/music" -H "SDUI-Capabilities: $CAPABILITIES" -H 'Accept-Encoding: gzip' \
      -H "If-None-Match: $ETAG"
  done
done

kill "$SINK_PID" 2>/dev/null || true
wait "$SINK_PID" 2>/dev/null || true
echo
python3 - "$WORK/results" "$WORK/sink-counts" <<'PY'
import statistics, sys
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1])]
order = []
for label, *_ in rows:
    if label not in order: order.append(label)
def median(label, server, column):
    return statistics.median(float(r[column]) for r in rows if r[0] == label and r[1] == server)
print(f"{'endpoint':<12} {'server':<8} {'req/s':>8} {'/off':>6} {'µs/req':>7} {'/off':>6}")
for label in order:
    off, off_cpu = median(label, "off", 2), median(label, "off", 3)
    for server in [s for s in ("off", "on", "sampled", "baseline") if any(r[1] == s for r in rows)]:
        rps, cpu = median(label, server, 2), median(label, server, 3)
        verdict = "" if server == "off" else ("ok" if rps >= 0.9 * off else "below 0.9x")
        print(f"{label:<12} {server:<8} {rps:>8.0f} {rps / off:>5.2f}x {cpu:>7.1f} {cpu / off_cpu:>5.2f}x  {verdict}")
try:
    requests, size = open(sys.argv[2]).read().split()
    print(f"(medians of the rounds; the sink took {requests} exports, {int(size):,} bytes of spans)")
except (OSError, ValueError):
    print("(medians of the rounds; the sink wrote no counts)")
PY
