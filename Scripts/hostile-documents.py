#!/usr/bin/env python3
"""Hostile screen documents at full size, measured through the release client
and server (Scripts/measure-hostile-documents.sh runs this).

  hostile-documents.py write DIR              writes the documents into DIR
  hostile-documents.py client SDUI DIR        `sdui render` on each: seconds, peak RSS
  hostile-documents.py live SDUI DIR SECONDS  `sdui preview` on the ones that act by themselves
                                              (timers, impressions, triggers) in a pseudo-terminal
  hostile-documents.py server URL PID DIR     POSTs the small ones to the preview route
                                              as a v1 client (the server expands templates)

Each hostile document is printed next to a plain one of about the same size
(rows written out, no templates, no expressions), measured the same way in
the same run, so the ratios say what the hostile parts cost beyond the bytes.
"""
import json
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from pty_quit import quit_and_reap  # noqa: E402

AFTER = {"type": "text", "id": "after", "paragraphs": ["Still here"]}


def screen(sections_components, templates=None, initial_state=None, name="hostile"):
    document = {"id": name, "title": "Hostile document"}
    if initial_state is not None:
        document["initialState"] = initial_state
    if templates is not None:
        document["templates"] = templates
    document["sections"] = [{"id": "s", "components": sections_components + [AFTER]}]
    return document


def placed_many(target_bytes):
    """A 64 KB argument placed 64 times per use, uses until the document is target_bytes."""
    argument = "x" * 65_536
    template = {"many": {"parameters": ["p"], "body": {"type": "text", "paragraphs": ["${p}"] * 64}}}
    uses = max(1, target_bytes // (len(argument) + 60))
    return screen([{"template": "many", "arguments": {"p": argument}}] * uses, templates=template)


def nested_doubling(target_bytes):
    """Eight levels, each passing its argument on doubled ("${p}${p}")."""
    templates = {f"d{level}": {"parameters": ["p"], "body": {"template": f"d{level + 1}", "arguments": {"p": "${p}${p}"}}}
                 for level in range(7)}
    templates["d7"] = {"parameters": ["p"], "body": {"type": "text", "paragraphs": ["${p}${p}"]}}
    argument = "y" * 32_768
    uses = max(1, target_bytes // (len(argument) + 60))
    return screen([{"template": "d0", "arguments": {"p": argument}}] * uses, templates=templates)


def arrays_placed_many(target_bytes):
    """A list of rows passed as one argument and placed 50 times per use."""
    rows = [{"type": "text", "id": f"r{i}", "paragraphs": [f"row {i} of a long list"]} for i in range(2_000)]
    row_bytes = len(json.dumps(rows))
    template = {"all": {"parameters": ["rows"], "body": {"type": "column", "children": [
        {"type": "column", "children": "${rows}"}] * 50}}}
    uses = max(1, target_bytes // row_bytes)
    return screen([{"template": "all", "arguments": {"rows": rows}}] * uses, templates=template)


def expression_texts(target_bytes):
    """Fields that each join a 4,900-byte state value with itself (9,800 bytes a field)."""
    field = {"type": "text", "paragraphs": ["@{s + s}"]}
    count = max(1, target_bytes // 50)
    return screen([field] * count, initial_state={"s": "z" * 4_900})


def conditions(target_bytes):
    """Elements whose `visible` takes 159 evaluation steps each."""
    condition = "@{" + " || ".join(["n > 1"] * 40) + "}"
    element = {"type": "text", "paragraphs": ["x"], "visible": condition}
    count = max(1, target_bytes // (len(condition) + 60))
    return screen([element] * count, initial_state={"n": 0})


def towers(chain_length, column_depth, target_bytes):
    """Chains of unknown types, each falling back to the next, inside nested columns."""
    chain = {"type": "text", "paragraphs": ["end"]}
    for level in range(chain_length):
        chain = {"type": f"nope{level}", "fallback": chain}
    tower = {"type": "column", "children": [chain] * 4}
    for _ in range(column_depth):
        tower = {"type": "column", "children": [tower]}
    tower_bytes = len(json.dumps(tower))
    return screen([tower] * max(1, target_bytes // tower_bytes))


def deep_towers(target_bytes):
    """Just inside the nesting limit: 25 fallbacks in columns 5 deep (31 levels)."""
    return towers(25, 5, target_bytes)


def fallback_towers(target_bytes):
    """Far past the nesting limit: 200 fallbacks in columns 40 deep."""
    return towers(200, 40, target_bytes)


def many_timers(target_bytes):
    """10,000 timers (or as many as fit), each ticking every millisecond from the start, each writing a key a text shows."""
    count = min(10_000, max(1, target_bytes // 120))
    document = screen([{"type": "text", "id": "t", "paragraphs": ["@{k0} @{k9999}"]}], initial_state={"k0": 0, "k9999": 0})
    document["timers"] = [{"id": f"t{i}", "tick": 1, "key": f"k{i}", "autostart": True, "onTick": [{"type": "updateState", "key": "n", "value": i}]}
                          for i in range(count)]
    return document


def fast_timer(target_bytes):
    """One timer of 1 ms without an end, its value in a text, in a screen of plain rows up to the size."""
    document = plain(target_bytes)
    document["sections"][0]["components"].insert(0, {"type": "text", "id": "clock", "paragraphs": ["@{n}"]})
    document["initialState"] = {"n": 0}
    document["timers"] = [{"id": "fast", "tick": 1, "key": "n", "autostart": True}]
    return document


def many_impressions(target_bytes):
    """Visibility actions on 100,000 components (or as many as fit), each seen at once: a client tracks the first 1,000."""
    row = {"type": "text", "paragraphs": ["Row"], "visibilityActions": [{"id": "seen", "duration": 0, "limit": 0, "actions": [{"type": "updateState", "key": "n", "value": 1}]}]}
    count = min(100_000, max(1, target_bytes // (len(json.dumps(row)) + 20)))
    return screen([dict(row, id=f"r{i}") for i in range(count)], initial_state={"n": 0})


def trigger_loop(target_bytes):
    """Two triggers that fire each other for ever (each makes the other's condition true), a third that starts the
    chain again on every tick of a 1 ms timer, over a screen of plain rows up to the size: a chain per change is
    cut at 10 rounds and 100 firings a second, and keys are answered between chains."""
    document = plain(target_bytes)
    document["sections"][0]["components"].insert(0, {"type": "text", "id": "count", "paragraphs": ["Fired @{n} times"]})
    document["initialState"] = {"n": 0, "tick": 0}
    bump = [{"type": "updateState", "key": "n", "value": "@{n + 1}"}]
    document["triggers"] = [{"id": "even", "when": "@{n % 2 == 0}", "actions": bump},
                            {"id": "odd", "when": "@{n % 2 == 1}", "actions": bump},
                            {"id": "again", "keys": ["tick"], "actions": bump}]
    document["timers"] = [{"id": "tick", "tick": 1, "key": "tick", "autostart": True}]
    return document


def plain(target_bytes):
    """The baseline: rows written out, no templates, no expressions."""
    row = {"type": "detailRow", "title": "Parcel 3SPOST100000", "subtitle": "Status: on its way", "disclosureText": "Track"}
    count = max(1, target_bytes // (len(json.dumps(row)) + 20))
    return screen([dict(row, id=f"p{i}") for i in range(count)], name="plain")


# name, builder, client size, server size (the server takes bodies up to 1 MB)
DOCUMENTS = [
    ("placed-many", placed_many, 20_000_000, 1_000_000),
    ("nested-doubling", nested_doubling, 5_000_000, 1_000_000),
    ("arrays-placed-many", arrays_placed_many, 5_000_000, 1_000_000),
    ("expression-texts", expression_texts, 5_000_000, 1_000_000),
    ("conditions", conditions, 5_000_000, 1_000_000),
    ("deep-towers", deep_towers, 5_000_000, 1_000_000),
    ("fallback-towers", fallback_towers, 5_000_000, 1_000_000),
    ("timers-10000", many_timers, 1_150_000, 950_000),
    ("timer-1ms", fast_timer, 5_000_000, 1_000_000),
    ("impressions-100000", many_impressions, 19_000_000, 1_000_000),
    ("trigger-loop", trigger_loop, 5_000_000, 1_000_000),
]

# The documents that act by themselves once shown, run live in a pseudo-terminal (`pty` below).
LIVE = ("timers-10000", "timer-1ms", "impressions-100000", "trigger-loop")


def write(directory):
    for name, build, client_size, server_size in DOCUMENTS:
        for suffix, size in (("client", client_size), ("server", server_size)):
            with open(os.path.join(directory, f"{name}.{suffix}.json"), "w") as file:
                json.dump(build(size), file, separators=(",", ":"))
            with open(os.path.join(directory, f"plain-{name}.{suffix}.json"), "w") as file:
                json.dump(plain(size), file, separators=(",", ":"))


def run_measured(command):
    """Seconds, peak RSS (MB), exit status and the last line of output of one process."""
    started = time.monotonic()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    last = b""
    for line in process.stdout:
        if line.strip():
            last = line
    _, status, usage = os.wait4(process.pid, 0)
    return time.monotonic() - started, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status), last.decode(errors="replace").strip()


def client(sdui, directory):
    print(f"{'document':<22} {'bytes':>11} {'seconds':>8} {'peak MB':>8} {'plain s':>8} {'plain MB':>9} {'time x':>7} {'mem x':>6}  last line")
    worst_seconds, worst_mb = 0.0, 0.0
    for name, _, _, _ in DOCUMENTS:
        path = os.path.join(directory, f"{name}.client.json")
        seconds, mb, status, last = run_measured([sdui, "render", path, "--width", "80", "--color", "never"])
        p_seconds, p_mb, _, _ = run_measured([sdui, "render", os.path.join(directory, f"plain-{name}.client.json"),
                                              "--width", "80", "--color", "never"])
        worst_seconds, worst_mb = max(worst_seconds, seconds), max(worst_mb, mb)
        print(f"{name:<22} {os.path.getsize(path):>11} {seconds:>8.2f} {mb:>8.1f} {p_seconds:>8.2f} {p_mb:>9.1f} "
              f"{seconds / p_seconds:>7.2f} {mb / p_mb:>6.2f}  [{status}] {last[:60]}")
    print(f"worst: {worst_seconds:.2f} s, {worst_mb:.1f} MB")


def run_live(sdui, path, seconds):
    """`sdui preview FILE` in an 80x24 pseudo-terminal: seconds to the first frame, then `seconds` left running with
    a key pressed every half second (down, up), then `q`: CPU seconds, peak RSS (MB), seconds from `q` to the end."""
    import fcntl, pty, select, struct, termios
    started = time.monotonic()
    pid, fd = pty.fork()
    if pid == 0:
        os.execv(sdui, [sdui, "preview", path, "--color", "never"])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    seen, first, end, next_key, keys = b"", None, None, 0.0, 0
    while True:
        now = time.monotonic()
        if end is not None and now >= end:
            break
        if first is None and now - started > 120:
            break
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            seen = (seen + chunk)[-65536:]
            if first is None and b"Hostile document" in seen:
                first = time.monotonic() - started
                end = time.monotonic() + seconds
                next_key = time.monotonic() + 0.5
        if first is not None and time.monotonic() >= next_key:
            os.write(fd, b"\x1b[B" if keys % 2 == 0 else b"\x1b[A")
            keys += 1
            next_key += 0.5
    quit_at = time.monotonic()
    usage = quit_and_reap(fd, pid)
    quit_seconds = time.monotonic() - quit_at
    return first, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, quit_seconds


def live(sdui, directory, seconds):
    """The documents that act by themselves, shown live next to their plain document (the server's size, 1 MB)."""
    print(f"{'document':<22} {'first s':>8} {'CPU s':>7} {'peak MB':>8} {'q s':>6} {'plain first':>12} {'plain CPU':>10} {'plain MB':>9} {'plain q':>8}")
    for name in LIVE:
        measured = [run_live(sdui, os.path.join(directory, f"{prefix}{name}.server.json"), seconds) for prefix in ("", "plain-")]
        (first, cpu, mb, quit_seconds), (p_first, p_cpu, p_mb, p_quit) = measured
        shown = lambda value: "never" if value is None else f"{value:.2f}"
        print(f"{name:<22} {shown(first):>8} {cpu:>7.2f} {mb:>8.1f} {quit_seconds:>6.2f} {shown(p_first):>12} {p_cpu:>10.2f} {p_mb:>9.1f} {p_quit:>8.2f}")


def peak_rss_mb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return 0.0


def server(url, pid, directory):
    print(f"{'document':<22} {'bytes':>9} {'status':>6} {'seconds':>8} {'plain s':>8} {'peak MB':>8}  answer")
    for name, _, _, _ in DOCUMENTS:
        timings = []
        for prefix in ("", "plain-"):
            path = os.path.join(directory, f"{prefix}{name}.server.json")
            with open(path, "rb") as file:
                body = file.read()
            request = urllib.request.Request(f"{url}/v1/preview/screen", data=body, method="POST",
                                             headers={"Content-Type": "application/json"})
            started = time.monotonic()
            try:
                with urllib.request.urlopen(request, timeout=120) as response:
                    status, answer = response.status, response.read()
            except urllib.error.HTTPError as error:
                status, answer = error.code, error.read()
            timings.append((time.monotonic() - started, status, answer, len(body)))
        (seconds, status, answer, size), (plain_seconds, _, _, _) = timings
        message = answer[:90].decode(errors="replace") if status != 200 else f"{len(answer)} bytes"
        print(f"{name:<22} {size:>9} {status:>6} {seconds:>8.2f} {plain_seconds:>8.2f} {peak_rss_mb(pid):>8.1f}  {message}")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "write":
        write(sys.argv[2])
    elif len(sys.argv) == 4 and sys.argv[1] == "client":
        client(sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 5 and sys.argv[1] == "live":
        live(sys.argv[2], sys.argv[3], float(sys.argv[4]))
    elif len(sys.argv) == 5 and sys.argv[1] == "server":
        server(sys.argv[2], int(sys.argv[3]), sys.argv[4])
    else:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
