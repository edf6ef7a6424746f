#!/usr/bin/env bash
# Time from request to decoded screen for a typical screen on loopback,
# next to curl fetching the same URL with the same headers, in one run.
#
#   bash Scripts/benchmark-screen-load.sh [COUNT] [PATH] [API_VERSION]   # default 200, music, 2
#   SDUI_SERVER_BIN=path/to/sdui-server bash Scripts/benchmark-screen-load.sh   # skip the server's build
#
# Starts the reference server (release) on a free loopback port with a
# temporary database, then prints median and 90th percentile (ms) for:
#   - ours: APIClient.screen(...) request → decoded Screen, connection reused
#     (full body each time), a cold new client per request, a 304 revalidation,
#     and APIClient.send alone (transfer without decoding);
#   - curl: one process per request (wall time as a script sees it, and curl's
#     own time_total), and one process fetching the URL COUNT/ROUNDS times
#     (connection reused, time_total per transfer);
# and the ratios ours/curl. The series alternate in ROUNDS rounds (default 5)
# and ours are measured request by request in turn, so a change in the
# machine's load hits every series alike. Builds into SCRATCH_PATH (default .build-bench).
# Only 127.0.0.1 is ever contacted.
set -euo pipefail
cd "$(dirname "$0")/.."

COUNT="${1:-200}"
SCREEN="${2:-music}"
VERSION="${3:-2}"
ROUNDS="${ROUNDS:-5}"
NAME=benchmark-screen-load
source Scripts/lib/release-server.sh
build_release transport-benchmark
BENCHMARK="$BIN_DIR/transport-benchmark"
start_release_server

python3 - "$BENCHMARK" "$BASE" "$SCREEN" "$VERSION" "$COUNT" "$ROUNDS" "$WORK" <<'PY'
import os, subprocess, sys, time
benchmark, base, screen, version, count, rounds, work = sys.argv[1:8]
count, rounds = int(count), max(1, int(rounds))
per_round = max(1, count // rounds)

def run_ours():
    done = subprocess.run([benchmark, "--server", base, "--path", screen, "--api-version", version,
                           "--count", str(per_round)], capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"benchmark-screen-load: {done.stdout}{done.stderr}")
    samples, meta = {}, {}
    for line in done.stdout.splitlines():
        parts = line.split()
        if parts and parts[0] == "samples":
            samples[parts[1]] = [float(v) for v in parts[2:]]
        elif parts:
            meta[parts[0]] = " ".join(parts[1:])
    return samples, meta

def parse(lines, expected_bytes):
    rows = [line.split() for line in lines if line.strip()]
    bad = [r for r in rows if r[0] != "200" or r[1] != expected_bytes]
    if bad:
        sys.exit(f"benchmark-screen-load: curl got {bad[0][0]} with {bad[0][1]} bytes, expected 200 with {expected_bytes}")
    return [float(r[2]) * 1000 for r in rows]

ours = {"api-reused": [], "api-cold": [], "api-304": [], "send-reused": []}
wall, curl_total, curl_reused = [], [], []
meta = {}
# Rounds alternate between our client and curl, so a change in the machine's load hits both.
for _ in range(rounds):
    samples, meta = run_ours()
    for name in ours:
        ours[name] += samples[name]
    url = meta["url"]
    # The same headers APIClient sends, so the server answers the same bytes.
    curl = ["curl", "-sf", "-w", "%{http_code} %{size_download} %{time_total}\n",
            "-H", "Accept: application/json", "-H", f"SDUI-API-Version: {version}",
            "-H", f"SDUI-Capabilities: {meta['capabilities']}", "-A", meta["user-agent"]]
    subprocess.run(curl + ["-o", "/dev/null", url], check=True, capture_output=True)   # warm-up
    for _ in range(per_round):
        start = time.perf_counter_ns()
        done = subprocess.run(curl + ["-o", "/dev/null", url], check=True, capture_output=True, text=True)
        wall.append((time.perf_counter_ns() - start) / 1e6)
        curl_total += parse([done.stdout], meta["bytes"])
    config = os.path.join(work, "curl-config")
    with open(config, "w") as f:
        for _ in range(per_round):
            f.write(f'url = "{url}"\noutput = "/dev/null"\n')
    done = subprocess.run(curl + ["--config", config], check=True, capture_output=True, text=True)
    curl_reused += parse(done.stdout.splitlines(), meta["bytes"])

def percentile(values, p):
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * p // 100))   # nearest rank
    return ordered[int(rank) - 1]

series = [
    ("ours: APIClient.screen → Screen, reused connection", ours["api-reused"]),
    ("ours: APIClient.screen → Screen, cold new client", ours["api-cold"]),
    ("ours: APIClient.screen → Screen, 304 revalidation", ours["api-304"]),
    ("ours: APIClient.send only (no decoding), reused", ours["send-reused"]),
    ("curl: one process per request, wall time", wall),
    ("curl: one process per request, time_total", curl_total),
    (f"curl: one process per round ({per_round} URLs), time_total", curl_reused),
]
with open("/proc/loadavg") as f:
    load = " ".join(f.read().split()[:3])
print(f"{meta['url']}: {meta['bytes']} bytes, {meta['components']} components")
print(f"{per_round * rounds} requests per series in {rounds} alternating rounds; load average {load} on {os.cpu_count()} cores")
print(f"{'series':<58}{'median ms':>10}{'p90 ms':>10}")
for label, values in series:
    print(f"{label:<58}{percentile(values, 50):10.3f}{percentile(values, 90):10.3f}")
print()
def ratio(a, b):
    x, y = series[a][1], series[b][1]
    return f"{percentile(x, 50) / percentile(y, 50):6.2f} (median)  {percentile(x, 90) / percentile(y, 90):6.2f} (p90)"
print("ratios ours / curl")
print(f"  reused connection, decoded   / curl, reused connection   {ratio(0, 6)}")
print(f"  reused connection, send only / curl, reused connection   {ratio(3, 6)}")
print(f"  cold new client, decoded     / curl process, wall time   {ratio(1, 4)}")
print(f"  cold new client, decoded     / curl process, time_total  {ratio(1, 5)}")
print(f"  reused connection, decoded   / curl process, wall time   {ratio(0, 4)}")
PY
