#!/usr/bin/env bash
# Times CurlHTTPClient against the curl command on the same loopback URL:
# a ~50 KB screen-shaped JSON file served by a keep-alive Python server.
#   Scripts/benchmark-transport.sh [COUNT]       # default 200 sequential GETs
# Prints ms/request for
#   - ours: transport-benchmark (release), one client, COUNT requests in a row;
#   - curl, one process per request (how a script would call it), wall time
#     and curl's own %{time_total};
#   - curl, one process fetching the URL COUNT times (connection reused),
# and the ratios. SCRATCH_PATH picks the build directory (default .build-bench).
set -euo pipefail
cd "$(dirname "$0")/.."

COUNT="${1:-200}"
SCRATCH="${SCRATCH_PATH:-.build-bench}"

swift build -c release --scratch-path "$SCRATCH" --product transport-benchmark >&2
BENCHMARK="$SCRATCH/release/transport-benchmark"

WORK="$(mktemp -d)"
SERVER_PID=""
cleanup() {
  if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

# A screen of ~50 KB: sections of components with titles, texts and actions.
python3 - "$WORK/screen.json" <<'PY'
import json, sys
components = []
i = 0
while len(json.dumps({"components": components})) < 50_000:
    components.append({
        "id": f"row-{i}", "type": "detailRow", "title": f"Composer {i}",
        "subtitle": "Symphony No. %d in C minor, Op. %d" % (i % 9 + 1, i * 7 % 120),
        "image": {"url": f"https://images.example.com/{i}.jpg", "width": 120, "height": 120},
        "action": {"type": "navigate", "url": f"/screens/composer/{i}", "presentation": "push"},
    })
    i += 1
json.dump({"id": "home", "title": "Home", "components": components}, open(sys.argv[1], "w"))
PY

# HTTP/1.1 so connections stay open between requests, as a real server's would.
cat > "$WORK/server.py" <<'PY'
import functools, http.server, sys
class Handler(http.server.SimpleHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # Headers and body go out in two writes; without this, Nagle's algorithm
    # and delayed ACKs add ~40 ms to every request on a reused connection.
    disable_nagle_algorithm = True
    def log_message(self, *args): pass
handler = functools.partial(Handler, directory=sys.argv[1])
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
print(server.server_address[1], flush=True)
server.serve_forever()
PY
python3 "$WORK/server.py" "$WORK" > "$WORK/port" &
SERVER_PID=$!
for _ in $(seq 100); do [ -s "$WORK/port" ] && break; sleep 0.05; done
PORT="$(head -n 1 "$WORK/port")"
URL="http://127.0.0.1:$PORT/screen.json"
SIZE="$(wc -c < "$WORK/screen.json")"
echo "URL $URL, $SIZE bytes, $COUNT sequential GETs each; load average $(cut -d" " -f1-3 /proc/loadavg) on $(nproc) cores"

curl -sf -o /dev/null "$URL"   # warm the server and the page cache

OURS="$("$BENCHMARK" --url "$URL" --count "$COUNT")"
echo "$OURS"

now_ns() { date +%s%N; }
START=$(now_ns)
for _ in $(seq "$COUNT"); do
  curl -sf -o /dev/null -w '%{time_total}\n' "$URL"
done > "$WORK/curl-times"
CURL_WALL_NS=$(( $(now_ns) - START ))

for _ in $(seq "$COUNT"); do printf 'url = "%s"\noutput = "/dev/null"\n' "$URL"; done > "$WORK/curl-config"
START=$(now_ns)
curl -sf --config "$WORK/curl-config"
CURL_ONE_NS=$(( $(now_ns) - START ))

python3 - "$OURS" "$WORK/curl-times" "$CURL_WALL_NS" "$CURL_ONE_NS" "$COUNT" <<'PY'
import re, sys
ours_line, times_file, wall_ns, one_ns, count = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
ours = float(re.search(r"([0-9.]+) ms/request", ours_line).group(1))
times = [float(line) for line in open(times_file) if line.strip()]
curl_total = sum(times) / len(times) * 1000
curl_wall = wall_ns / 1e6 / count
curl_one = one_ns / 1e6 / count
rows = [
    ("ours: CurlHTTPClient, one client", ours),
    ("curl: one process per request, wall time", curl_wall),
    ("curl: one process per request, time_total", curl_total),
    (f"curl: one process for all {count}, wall time", curl_one),
]
for label, value in rows:
    ratio = "" if value is ours else f"   ours/curl = {ours / value:.2f}"
    print(f"{label:<46}{value:8.3f} ms/request{ratio}")
PY
