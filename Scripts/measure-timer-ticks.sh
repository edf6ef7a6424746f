#!/usr/bin/env bash
# What a running timer costs the terminal client (issue 53, contract §8.5):
# release `sdui preview` on a 1,000-row screen whose first row is a
# countdown ticking every 100 ms, against the same screen with the timer not
# started (idle), in one run, alternating, each in a pseudo-terminal of
# 80x24 for SECONDS. Prints the process's CPU time (user + system, from
# wait4) and the bytes it wrote to the terminal after its first frame, and
# per tick: (timer - idle) / ticks. Both runs pay the same start-up and the
# app's own 100 ms clock (spinner, resize), so the difference is the ticks'.
#
#   bash Scripts/measure-timer-ticks.sh [SECONDS] [ROUNDS]   # default 10 s, 2 rounds
#   SCRATCH_PATH=.build-bench bash Scripts/measure-timer-ticks.sh
#   BASELINE_SDUI=/tmp/sdui-before bash Scripts/measure-timer-ticks.sh   # another build, interleaved
#
# Nothing is contacted: preview reads the file. Prints numbers; checks nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_EACH="${1:-10}"
ROUNDS="${2:-2}"

NAME=measure-timer-ticks
source Scripts/lib/release-server.sh
echo "== Building sdui (release)"
build_release sdui

python3 - "$BIN_DIR/sdui" "$WORK" "$SECONDS_EACH" "$ROUNDS" "${BASELINE_SDUI:-}" <<'PYTHON'
import fcntl, json, os, pty, select, struct, sys, termios, time
sys.path.insert(0, "Scripts/lib")
from pty_quit import quit_and_reap

sdui, work, seconds, rounds, baseline = sys.argv[1], sys.argv[2], float(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
builds = {"this build": sdui, **({"baseline": baseline} if baseline else {})}
TICK = 100

def screen(autostart):
    rows = [{"type": "detailRow", "id": f"r{i}", "title": f"Parcel 3SPOST{100000 + i}", "subtitle": "Status: on its way"} for i in range(1000)]
    countdown = {"type": "text", "id": "left", "paragraphs": ["Locker reserved for @{left / 60000}:@{left % 60000 / 10000}@{left % 10000 / 1000}.@{left % 1000 / 100}"]}
    return {"id": "ticks", "title": "Ticks", "initialState": {"left": 3600000},
            "sections": [{"id": "s", "components": [countdown] + rows}],
            "timers": [{"id": "hold", "duration": 3600000, "tick": TICK, "key": "left", "autostart": autostart}]}

paths = {}
for name, autostart in (("idle", False), ("timer", True)):
    paths[name] = os.path.join(work, f"{name}.json")
    with open(paths[name], "w") as file:
        json.dump(screen(autostart), file)

def run(binary, path):
    """CPU seconds of the whole process, and bytes written after the first frame, over `seconds`."""
    pid, fd = pty.fork()
    if pid == 0:
        os.execv(binary, [binary, "preview", path, "--color", "never"])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    seen, first = b"", None
    end = None
    while True:
        timeout = 0.05 if end is None else max(0.0, end - time.monotonic())
        ready, _, _ = select.select([fd], [], [], timeout)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            seen += chunk
            if first is None and b"Parcel 3SPOST100000" in seen:
                first = len(seen)
                end = time.monotonic() + seconds
        if end is not None and time.monotonic() >= end:
            break
    written = len(seen) - (first or len(seen))
    usage = quit_and_reap(fd, pid)
    return usage.ru_utime + usage.ru_stime, written

results = {(build, name): [] for build in builds for name in ("idle", "timer")}
for _ in range(rounds):
    for build, binary in builds.items():
        for name in ("idle", "timer"):
            results[(build, name)].append(run(binary, paths[name]))

ticks = seconds * 1000 / TICK
print(f"1,000-row screen, 80x24, {seconds:.0f} s a run, {rounds} rounds alternating; a tick every {TICK} ms ({ticks:.0f} ticks a run)")
print(f"{'build':<11} {'run':<6} {'CPU s':>8} {'bytes':>10}")
for (build, name), values in results.items():
    for cpu, written in values:
        print(f"{build:<11} {name:<6} {cpu:>8.3f} {written:>10}")
for build in builds:
    cpu = {name: sum(c for c, _ in results[(build, name)]) / rounds for name in ("idle", "timer")}
    written = {name: sum(w for _, w in results[(build, name)]) / rounds for name in ("idle", "timer")}
    print(f"{build}: idle {cpu['idle']:.3f} s CPU, {written['idle']:.0f} bytes; timer {cpu['timer']:.3f} s CPU, {written['timer']:.0f} bytes; "
          f"per tick {(cpu['timer'] - cpu['idle']) / ticks * 1e6:.0f} µs CPU, {(written['timer'] - written['idle']) / ticks:.1f} bytes written")
PYTHON
