#!/usr/bin/env bash
# Load-tests sdui-server on loopback with wrk, once on SQLite and once on
# PostgreSQL (a throwaway cluster from Scripts/postgres-cluster.sh), against
# the same release binary. Each engine gets a fresh server and measures:
#
#   /hello                 a trivial route, the baseline of the ratios
#   every screen it serves  one example path per content file and per app
#                          route (the list comes from `sdui-server
#                          --list-routes`; the examples from a crawl from
#                          `home`, Scripts/lib/screen-examples.py), each as a
#                          200 and revalidated (304); logged in where the
#                          route needs a login or is kept per user
#
# in ROUNDS rounds (each round: every endpoint once, in this order), and
# prints each endpoint's median requests/s and its ratio to the median of
# that server's own /hello, against the targets (200: 0.5x, 304: 0.8x),
# and the server's CPU per request (from /proc, so wrk's share of the cores
# is left out) with /hello's CPU over it.
# Rounds, not one long run per endpoint: on a small machine shared with wrk
# the throughput drifts by 10-20% within a minute, and interleaving spreads
# the drift over every endpoint alike.
#
#   bash Scripts/benchmark-server.sh [SECONDS] [CONNECTIONS] [ROUNDS]
#   SDUI_SERVER_BIN=path/to/sdui-server bash Scripts/benchmark-server.sh   # skip the build
#   SDUI_BENCH_ENGINES=sqlite bash Scripts/benchmark-server.sh              # one engine only
#
# Only 127.0.0.1 is ever contacted. Without PostgreSQL installed the
# PostgreSQL round is skipped with a note.
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION="${1:-2}"
CONNECTIONS="${2:-16}"
ROUNDS="${3:-3}"
ENGINES="${SDUI_BENCH_ENGINES:-sqlite postgres}"

command -v wrk >/dev/null || { echo "benchmark-server: wrk is missing; run Scripts/setup.sh" >&2; exit 1; }
command -v curl >/dev/null || { echo "benchmark-server: curl is missing" >&2; exit 1; }

NAME=benchmark-server
source Scripts/lib/release-server.sh
if [ -z "${SDUI_SERVER_BIN:-}" ]; then
  echo "== Building sdui-server (release)"
  build_release sdui-server
fi
BIN="${SDUI_SERVER_BIN:-$BIN_DIR/sdui-server}"
SDUI_SERVER_BIN="$BIN"   # what start_release_server runs
CLUSTER=""
cleanup() {
  release_cleanup
  if [ -n "$CLUSTER" ]; then bash Scripts/postgres-cluster.sh remove "$CLUSTER" || true; fi
}
trap cleanup EXIT

etag_of() { # url [auth header]; fails unless a matching If-None-Match gets 304
  local url="$1" etag status
  shift
  etag="$(curl -s -D - -o /dev/null "$@" "$url" | tr -d '\r' | sed -n 's/^[Ee][Tt][Aa][Gg]: //p')"
  [ -n "$etag" ] || { echo "benchmark-server: no ETag on $url" >&2; exit 1; }
  status="$(curl -s -o /dev/null -w '%{http_code}' "$@" -H "If-None-Match: $etag" "$url")"
  [ "$status" = "304" ] || { echo "benchmark-server: expected 304 from $url, got $status" >&2; exit 1; }
  echo "$etag"
}

server_ticks() { # the server's user + system CPU so far, in clock ticks (/proc/PID/stat fields 14 and 15)
  awk '{print $14 + $15}' "/proc/$SERVER_PID/stat"
}

run() { # label, extra wrk args...; prints requests/s and the server's CPU µs per request
  local name="$1"; shift
  local out rps latency p99 non2xx requests before after cpu
  before="$(server_ticks)"
  out="$(wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" --latency "$@")"
  after="$(server_ticks)"
  rps="$(printf '%s\n' "$out" | awk '/^Requests\/sec:/ {print $2}')"
  requests="$(printf '%s\n' "$out" | awk '/requests in/ {print $1}')"
  latency="$(printf '%s\n' "$out" | awk '/^ +50%/ {print $2}')"
  p99="$(printf '%s\n' "$out" | awk '/^ +99%/ {print $2}')"
  non2xx="$(printf '%s\n' "$out" | awk '/Non-2xx or 3xx responses:/ {print $5}')"
  # What the server spent per request, wrk's share of the cores left out: steadier than requests/s when the machine is shared.
  cpu="$(awk -v ticks="$((after - before))" -v hz="$(getconf CLK_TCK)" -v n="$requests" 'BEGIN { printf "%.1f", (n > 0 ? ticks * 1e6 / hz / n : 0) }')"
  printf '  %-44s %10s req/s   p50 %8s  p99 %8s   server CPU %6s µs/req   non-2xx/3xx: %s\n' "$name" "$rps" "$latency" "$p99" "$cpu" "${non2xx:-0}" >&2
  echo "$rps $cpu"
}

RESULTS="$WORK/results"
: >"$RESULTS"
bench_engine() { # engine label, database argument
  local engine="$1"
  SERVER_DATABASE="$2" start_release_server
  echo "== $engine: server at $BASE ($ROUNDS rounds of wrk -t2 -c$CONNECTIONS -d${DURATION}s per endpoint)"
  local token routes="$WORK/routes" examples="$WORK/examples-$engine" samples="$WORK/samples-$engine" order
  token="$(demo_token)"
  "$BIN" --list-routes --database :memory: --content Content --log-level error >"$routes"
  # A Scan & Go order's screens are reached through a command only.
  order="$(curl -fsS -H 'Content-Type: application/json' -d '{"location":"AMS-01","state":{"parcelCode":"3SDEMO0001234"}}' \
    "$BASE/v2/commands/scan-and-go/parcel" | python3 Scripts/lib/first-destination.py)"
  python3 Scripts/lib/screen-examples.py "$BASE" "$token" "$routes" $order >"$examples"
  # Each endpoint: label, auth, path, its ETag (taken once: data does not change while measured).
  local endpoints="$WORK/endpoints-$engine" pattern path auth header etag bytes
  : >"$endpoints"
  while IFS=$'\t' read -r pattern path auth; do
    header=()
    [ "$auth" = login ] && header=(-H "Authorization: Bearer $token")
    etag="$(etag_of "$BASE/v1/screens/$path" "${header[@]}")"
    bytes="$(curl -s "${header[@]}" "$BASE/v1/screens/$path" | wc -c)"
    printf '%s\t%s\t%s\t%s\t%s\n' "$pattern" "$path" "$auth" "$etag" "$bytes" >>"$endpoints"
  done <"$examples"
  # Warm up (allocator, caches, connection set-up) before anything is measured.
  wrk -t2 -c"$CONNECTIONS" -d2s "$BASE/hello" >/dev/null
  : >"$samples"
  for round in $(seq 1 "$ROUNDS"); do
    echo "  round $round"
    echo "hello $(run "GET /hello" "$BASE/hello")" >>"$samples"
    while IFS=$'\t' read -r pattern path auth etag bytes; do
      header=()
      [ "$auth" = login ] && header=(-H "Authorization: Bearer $token")
      echo "$pattern|200|$auth $(run "$path ($bytes B, $auth)" "${header[@]}" "$BASE/v1/screens/$path")" >>"$samples"
      echo "$pattern|304|$auth $(run "$path (304, $auth)" "${header[@]}" -H "If-None-Match: $etag" "$BASE/v1/screens/$path")" >>"$samples"
    done <"$endpoints"
  done
  # Median per endpoint, in the order measured; each ratio is to hello's median.
  awk -v engine="$engine" '
    { if (!($1 in count)) order[++names] = $1; count[$1]++; values[$1, count[$1]] = $2; cpus[$1, count[$1]] = $3 }
    function median(name, table,   n, i, j, t, v) {
      n = count[name]
      for (i = 1; i <= n; i++) v[i] = table[name, i]
      for (i = 2; i <= n; i++) for (j = i; j > 1 && v[j - 1] > v[j]; j--) { t = v[j]; v[j] = v[j - 1]; v[j - 1] = t }
      return n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
    }
    END {
      hello = median("hello", values); helloCPU = median("hello", cpus)
      for (i = 1; i <= names; i++) print engine, order[i], median(order[i], values), hello, median(order[i], cpus), helloCPU
    }
  ' "$samples" >>"$RESULTS"
  stop_release_server
}

for engine in $ENGINES; do
  case "$engine" in
    sqlite) bench_engine sqlite "$WORK/bench.sqlite" ;;
    postgres)
      if ! ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then
        echo "== postgres: skipped (PostgreSQL is not installed; bash Scripts/setup.sh installs it)"
        continue
      fi
      # Its own folder: the cluster's owner (postgres, under root) cannot enter $WORK.
      CLUSTER="$(mktemp -d "${TMPDIR:-/tmp}/sdui-bench-postgres.XXXXXX")"
      port="$(bash Scripts/postgres-cluster.sh create "$CLUSTER")"
      bench_engine postgres "postgres://sdui@127.0.0.1:$port/sdui"
      ;;
    *) echo "benchmark-server: unknown engine '$engine' (sqlite, postgres)" >&2; exit 2 ;;
  esac
done

echo "== Results (median of $ROUNDS rounds: requests/s and its ratio to the same server's /hello, target 0.5 for a 200 and 0.8 for a 304;"
echo "   the server's CPU per request and /hello's CPU over it, the same ratio without wrk's share of the cores)"
awk '{
  ratio = $3 / $4; target = ($2 ~ /\|304\|/) ? 0.8 : ($2 ~ /\|200\|/ ? 0.5 : 0)
  mark = (target > 0 && ratio < target) ? "  below target" : ""
  cpuRatio = ($5 > 0) ? $6 / $5 : 0
  printf "%-9s %-44s %10.0f  %.2f   %6.1f µs  %.2f%s\n", $1, $2, $3, ratio, $5, cpuRatio, mark
}' "$RESULTS"
