"""Measurements for Scripts/measure-live.sh (standard library only).

latency B_URL SCREEN_PATH CODE ROUNDS
    Streams SCREEN_PATH from instance B; each round commits a change of the
    parcel's status through psql (PG* variables), takes the commit time from
    PostgreSQL's clock in the same session, and times (a) the `changed`
    event arriving on B's stream and (b) that plus the revalidating GET from
    B returning the new screen. Prints p50 and p99 of both, in ms.

streams URL PATH COUNT PID SECONDS CODE
    Opens COUNT live streams (from 127.0.0.2... so each address stays under
    the per-client limit), waits until every one has its opening comment,
    then reads the server's RSS and CPU time over SECONDS of idleness; then
    commits one change of the parcel CODE's status through psql and times
    the `changed` event's arrival on every stream (the fan-out: p50, p99
    and the last stream, from the commit, as one Python process reads
    them).
"""
import os, selectors, socket, subprocess, sys, threading, time, urllib.request


def open_stream(host, port, path, source="127.0.0.1"):
    sock = socket.create_connection((host, port), source_address=(source, 0))
    sock.sendall(f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nAccept: text/event-stream\r\n\r\n".encode())
    return sock


def split(url):
    hostport = url.replace("http://", "").rstrip("/")
    host, port = hostport.split(":")
    return host, int(port)


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def commit_status(code, status):
    """Commits a new status for the parcel through psql; returns the commit's time on PostgreSQL's clock."""
    out = subprocess.run(["psql", "-qAt", "-c", f"UPDATE parcel SET status = '{status}' WHERE code = '{code}'",
                          "-c", "SELECT extract(epoch from clock_timestamp())"], capture_output=True, text=True, check=True)
    return float(out.stdout.strip().splitlines()[-1])


def latency(b_url, screen, code, rounds):
    host, port = split(b_url)
    sock = open_stream(host, port, f"/v2/live/{screen}")
    arrivals = []
    ready = threading.Event()

    def reader():
        buffer = b""
        while True:
            data = sock.recv(65536)
            if not data:
                return
            buffer += data
            if b": live" in buffer:
                ready.set()
            while b"event: changed" in buffer:
                arrivals.append(time.time())
                buffer = buffer.split(b"event: changed", 1)[1]

    threading.Thread(target=reader, daemon=True).start()
    ready.wait(10)
    events, fresh = [], []
    for i in range(rounds):
        before = len(arrivals)
        committed = commit_status(code, f"Measured {i}")
        deadline = time.time() + 10
        while len(arrivals) == before and time.time() < deadline:
            time.sleep(0.0005)
        if len(arrivals) == before:
            print(f"round {i}: no event within 10 s", file=sys.stderr)
            continue
        events.append((arrivals[before] - committed) * 1000)
        body = urllib.request.urlopen(f"{b_url}/v2/screens/{screen}").read().decode()
        if f"Measured {i}" not in body:
            print(f"round {i}: the screen after the event does not show the change", file=sys.stderr)
        fresh.append((time.time() - committed) * 1000)
    print(f"change to event on the other instance: p50 {percentile(events, 50):.1f} ms, p99 {percentile(events, 99):.1f} ms ({len(events)} rounds)")
    print(f"change to the new screen fetched there: p50 {percentile(fresh, 50):.1f} ms, p99 {percentile(fresh, 99):.1f} ms")


def process_figures(pid):
    with open(f"/proc/{pid}/status") as status:
        rss = next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    ticks = int(fields[11]) + int(fields[12])
    return rss, ticks / os.sysconf("SC_CLK_TCK")


def streams(url, path, count, pid, seconds, code):
    host, port = split(url)
    rss_before, _ = process_figures(pid)
    socks = []
    started = time.time()
    for i in range(count):
        socks.append(open_stream(host, port, path, source=f"127.0.0.{2 + i // 60}"))
    for sock in socks:
        sock.settimeout(10)
        data = b""
        while b": live" not in data:
            chunk = sock.recv(4096)
            if not chunk:
                raise SystemExit("a stream was closed before it opened")
            data += chunk
    opened = time.time() - started
    time.sleep(1)
    rss_open, cpu_start = process_figures(pid)
    time.sleep(seconds)
    rss_idle, cpu_end = process_figures(pid)
    print(f"{count} streams open in {opened:.2f} s")
    print(f"server RSS: {rss_before / 1024:.1f} MB before, {rss_idle / 1024:.1f} MB with them "
          f"({(rss_idle - rss_before) / count:.1f} KB a stream)")
    print(f"server CPU while they idle: {100 * (cpu_end - cpu_start) / seconds:.2f}% of one core over {seconds} s")
    fan_out(socks, code)
    for sock in socks:
        sock.close()


def fan_out(socks, code):
    """One committed change, timed to its `changed` event on every open stream."""
    selector = selectors.DefaultSelector()
    for sock in socks:
        sock.setblocking(False)
        selector.register(sock, selectors.EVENT_READ, [b""])
    committed = commit_status(code, f"Fanned out {time.time()}")
    arrivals, closed = [], 0
    waiting, deadline = len(socks), time.time() + 60
    while waiting and time.time() < deadline:
        for key, _ in selector.select(timeout=1):
            data = key.fileobj.recv(65536)
            if data:
                key.data[0] += data
                if b"event: changed" not in key.data[0]:
                    continue
                arrivals.append((time.time() - committed) * 1000)
            else:
                closed += 1
            selector.unregister(key.fileobj)
            waiting -= 1
    missing = len(socks) - len(arrivals)
    print(f"one change to {len(arrivals)} of {len(socks)} streams: p50 {percentile(arrivals, 50):.1f} ms, "
          f"p99 {percentile(arrivals, 99):.1f} ms, the last {max(arrivals):.1f} ms"
          + (f"; {missing} without the event ({closed} closed)" if missing else ""))


if __name__ == "__main__":
    command = sys.argv[1]
    if command == "latency":
        latency(sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5]))
    elif command == "streams":
        streams(sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5]), float(sys.argv[6]), sys.argv[7])
