#!/usr/bin/env bash
# Start-up time of the clip: from launching `sdui-clip LINK` (stdout a pipe, so
# it prints the first screen and exits) to that screen printed, against the
# reference server on loopback; next to `curl` fetching the same screen
# (the clip's own request: its path, API version and headers, caught once by
# a throw-away listener) in the same run, one process each time.
#   Scripts/benchmark-clip-startup.sh [RUNS] [LINK]
#     RUNS  launches of each (default 50); LINK default the Scan & Go link.
# The clip is built as it ships (Scripts/build-clip.sh, the binary that
# Scripts/check-clip-size.sh measures); the server is a debug build, the same
# for both sides. Prints median and p90 in ms, and the ratio clip/curl.
#   BASELINE_CLIP=/path/to/sdui-clip Scripts/benchmark-clip-startup.sh
#     also launches that clip binary (an earlier build) interleaved with the
#     others and prints the ratio of this build to it.
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS="${1:-50}"
LINK="${2:-https://parcels.example/scan-and-go?location=AMS-01}"
case "$RUNS" in ''|*[!0-9]*) echo "usage: $0 [RUNS] [LINK]" >&2; exit 2 ;; esac

NAME=benchmark-clip-startup
source Scripts/lib/debug-server.sh
CLIP="$WORK/clip/sdui-clip"
bash Scripts/build-clip.sh "$CLIP" > /dev/null
start_debug_server

BASELINE="${BASELINE_CLIP:-}"
if [ -n "$BASELINE" ] && [ ! -x "$BASELINE" ]; then echo "BASELINE_CLIP=$BASELINE is not an executable" >&2; exit 2; fi

python3 - "$CLIP" "$BASE" "$LINK" "$RUNS" "$BASELINE" <<'PY'
import statistics, subprocess, sys, time, urllib.parse
clip, server, link, runs, baseline = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5]
clip_command = [clip, link, "--server", server, "--width", "80"]

# curl sends exactly the headers the clip sends (its capability manifest makes
# the server filter the screen for it): one clip request is caught first by a
# throw-away loopback listener that answers 503.
import http.server, threading
caught = {}
class Catch(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        caught.update({k: v for k, v in self.headers.items()})
        caught["path"] = self.path
        self.send_response(503)
        self.send_header("Content-Length", "0")
        self.end_headers()
    def log_message(self, *args):
        pass
catcher = http.server.HTTPServer(("127.0.0.1", 0), Catch)
threading.Thread(target=catcher.handle_request, daemon=True).start()
subprocess.run([clip, link, "--server", f"http://127.0.0.1:{catcher.server_address[1]}"], capture_output=True)
catcher.server_close()
if "SDUI-Capabilities" not in caught or "path" not in caught:
    sys.exit(f"could not catch the clip's request: {caught}")
# The very request the clip sends (its API version's deep-link route), to the real server.
url = server + caught["path"]
curl_command = ["curl", "-fsS", url]
for name in ("Accept", "SDUI-API-Version", "SDUI-Capabilities", "User-Agent"):
    if name in caught:
        curl_command += ["-H", f"{name}: {caught[name]}"]

def run(command):
    started = time.perf_counter()
    done = subprocess.run(command, capture_output=True)
    elapsed = (time.perf_counter() - started) * 1000
    if done.returncode != 0:
        sys.exit(f"{command[0]} failed ({done.returncode}): {done.stderr.decode(errors='replace')}")
    return elapsed, done.stdout

# The clip must really print the screen, and curl must really get it.
_, first_screen = run(clip_command)
_, document = run(curl_command)
if not first_screen.strip() or not document.startswith(b"{"):
    sys.exit("sdui-clip or curl printed nothing usable")
print(f"first screen as the clip prints it ({len(first_screen)} bytes):")
print("  " + first_screen.decode(errors="replace").splitlines()[0])

# Interleaved so that load on the machine hits both sides alike. The third
# row is the process alone: a refused link exits before any request (exit 3).
def run_refused():
    started = time.perf_counter()
    done = subprocess.run([clip, "https://elsewhere.example/"], capture_output=True)
    if done.returncode != 3:
        sys.exit(f"a refused link should exit 3, not {done.returncode}")
    return (time.perf_counter() - started) * 1000

baseline_command = [baseline] + clip_command[1:] if baseline else None
if baseline_command:
    _, baseline_screen = run(baseline_command)
    if baseline_screen != first_screen:
        print("note: the baseline clip prints a different first screen")

clip_times, curl_times, refused_times, baseline_times = [], [], [], []
for _ in range(runs):
    clip_times.append(run(clip_command)[0])
    curl_times.append(run(curl_command)[0])
    refused_times.append(run_refused())
    if baseline_command:
        baseline_times.append(run(baseline_command)[0])

def p90(values):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(0.9 * (len(ordered) - 1))))]

clip_median, curl_median = statistics.median(clip_times), statistics.median(curl_times)
print(f"\n{runs} launches each, {url}")
print(f"{'':<34} {'median ms':>10} {'p90 ms':>10}")
print(f"{'sdui-clip: launch → screen printed':<34} {clip_median:>10.2f} {p90(clip_times):>10.2f}")
print(f"{'curl: launch → JSON received':<34} {curl_median:>10.2f} {p90(curl_times):>10.2f}")
print(f"{'sdui-clip: launch → link refused':<34} {statistics.median(refused_times):>10.2f} {p90(refused_times):>10.2f}")
if baseline_times:
    print(f"{'baseline clip: launch → screen':<34} {statistics.median(baseline_times):>10.2f} {p90(baseline_times):>10.2f}")
print(f"ratio sdui-clip / curl (median): {clip_median / curl_median:.2f}x")
if baseline_times:
    baseline_median = statistics.median(baseline_times)
    print(f"ratio baseline clip / curl (median): {baseline_median / curl_median:.2f}x; "
          f"this build / baseline: {clip_median / baseline_median:.3f}x")
PY
