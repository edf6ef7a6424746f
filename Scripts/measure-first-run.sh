#!/usr/bin/env bash
# What a newcomer waits for: clones the repository fresh (no .build) at each
# given revision (default HEAD), runs `bash Scripts/demo.sh` on a pseudo-
# terminal until the home screen is drawn and quits it with q, then runs
# `bash Scripts/test.sh`, and prints both wall times per revision. Give two
# revisions for a before/after in the same run:
#
#   bash Scripts/measure-first-run.sh                 # HEAD only
#   bash Scripts/measure-first-run.sh 323095b HEAD    # baseline, then now
#
# Each revision costs a full first build (about 5 minutes on 2 cores) and the
# whole suite. Run it on an otherwise idle machine. The clones are removed at
# the end; SwiftPM's shared cache of dependency checkouts is left as it is.
set -euo pipefail
cd "$(dirname "$0")/.."
REPO="$(pwd)"
[ $# -eq 0 ] && set -- HEAD
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

results=()
for revision in "$@"; do
  commit="$(git rev-parse --short "$revision")"
  clone="$WORK/$commit"
  echo "== $revision ($commit): fresh clone in $clone" >&2
  git clone -q --no-local "$REPO" "$clone"
  git -C "$clone" checkout -q "$commit"
  port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"

  echo "== $commit: bash Scripts/demo.sh until the home screen is drawn" >&2
  demo_seconds="$(cd "$clone" && SDUI_DEMO_PORT="$port" python3 - "$WORK/demo-$commit.log" <<'PY'
import fcntl, os, pty, select, struct, sys, termios, time
log = open(sys.argv[1], "wb")
started = time.monotonic()
pid, fd = pty.fork()
if pid == 0:
    os.execvp("bash", ["bash", "Scripts/demo.sh"])
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 100, 0, 0))
tail = b""
drawn = None
while True:
    ready, _, _ = select.select([fd], [], [], 1.0)
    if not ready:
        continue
    try:
        chunk = os.read(fd, 65536)
    except OSError:
        break
    if not chunk:
        break
    log.write(chunk)
    tail = (tail + chunk)[-4096:]
    if drawn is None and b"Two apps, one server" in tail:
        drawn = time.monotonic() - started
        os.write(fd, b"q")
_, status = os.waitpid(pid, 0)
if drawn is None:
    sys.stderr.write(f"measure-first-run: the demo ended without drawing the home screen (log: {sys.argv[1]})\n")
    sys.exit(1)
print(f"{drawn:.0f}")
PY
)"
  grep -a -o 'demo: ready in [^)]*)' "$WORK/demo-$commit.log" >&2 || true

  echo "== $commit: bash Scripts/test.sh" >&2
  test_started="$(date +%s)"
  (cd "$clone" && bash Scripts/test.sh >"$WORK/test-$commit.log" 2>&1) || {
    tail -n 40 "$WORK/test-$commit.log" >&2
    echo "measure-first-run: Scripts/test.sh failed at $commit" >&2
    exit 1
  }
  test_seconds=$(( $(date +%s) - test_started ))
  grep -a 'test.sh: passed in' "$WORK/test-$commit.log" >&2 || true
  results+=("$commit $demo_seconds $test_seconds")
  rm -rf "$clone"
done

printf '\n%-10s %18s %22s\n' revision "demo on screen (s)" "then test.sh (s)"
for row in "${results[@]}"; do
  read -r commit demo tests <<<"$row"
  printf '%-10s %18s %22s\n' "$commit" "$demo" "$tests"
done
