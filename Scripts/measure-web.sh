#!/usr/bin/env bash
# The web client's speed in headless Chromium, against baselines in the same
# run (Scripts/measure-web.py prints the tables; docs/web.md has the figures):
#
# - time to the first screen of every screen reachable from home: the
#   server-rendered preview of the same screen (--preview) against the web
#   client before and after;
# - a redraw after typing on 1,000-row screens (one row reads the typed key;
#   every row does; the rows are filtered by it), before and after.
#
# "After" is Content/web as it is in the working tree; "before" is
# Content/web at BASELINE (a git revision, default 03f87b4: the client
# before redraws reused unchanged elements), served by a second server of
# the same build. Both serve the same screens plus three generated 1,000-row
# screens under bench/.
#
#   bash Scripts/measure-web.sh [ROUNDS] [BASELINE]
#   PARTS=redraw bash Scripts/measure-web.sh   # only the redraws (or PARTS=first)
set -euo pipefail
cd "$(dirname "$0")/.."
ROUNDS="${1:-9}"
BASELINE="${2:-03f87b4}"
NAME=measure-web
source Scripts/lib/release-server.sh

# The two content folders: this tree's, and the same screens with the baseline's web client.
mkdir -p "$WORK/after" "$WORK/before"
cp -r Content/screens Content/images Content/web Content/experiments.json "$WORK/after/"
cp -r Content/screens Content/images Content/experiments.json "$WORK/before/"
git archive "$BASELINE" Content/web | tar -x -C "$WORK/before" --strip-components=1
python3 - "$WORK/after/screens/bench" "$WORK/before/screens/bench" <<'PY'
import json, os, sys
def screen(name, row):
    return {"id": f"bench-{name}", "title": f"1,000 rows: {name}", "initialState": {"query": ""},
            "sections": [{"id": "search", "components": [
                {"type": "textField", "id": "query", "stateKey": "query", "placeholder": "Search the works"},
                {"type": "text", "id": "echo", "paragraphs": ["You typed: @{query}"]}]},
                {"id": "rows", "components": [row(n) for n in range(1, 1001)]}]}
plain = lambda n: {"type": "detailRow", "id": f"work-{n}", "title": f"Work {n}", "subtitle": "A piece of music",
                   "disclosureText": f"{n} min", "primaryAction": {"type": "navigate", "destination": "home"}}
every = lambda n: dict(plain(n), subtitle="Matching '@{query}'")
filtered = lambda n: dict(plain(n), visible=f"@{{contains(lower('Work {n}'), lower(query))}}")
for folder in sys.argv[1:]:
    os.makedirs(folder, exist_ok=True)
    for name, row in (("one-row-changes", plain), ("every-row-changes", every), ("filter", filtered)):
        with open(os.path.join(folder, f"{name}.json"), "w") as out:
            json.dump(screen(name, row), out)
PY

start_release_server_in() { # content folder; sets BASE
  local content="$1"; shift
  local server="${SDUI_SERVER_BIN:-$BIN_DIR/sdui-server}"
  local port
  port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
  "$server" --port "$port" --database "$WORK/$(basename "$content").sqlite" --content "$content" --log-level error "$@" \
    >"$WORK/$(basename "$content").log" 2>&1 &
  PIDS+=("$!")
  BASE="http://127.0.0.1:$port"
  for _ in $(seq 400); do
    curl -sf -o /dev/null "$BASE/hello" && return 0
    sleep 0.05
  done
  cat "$WORK/$(basename "$content").log" >&2
  echo "$NAME: the server for $content did not answer /hello" >&2
  exit 1
}
PIDS=()
trap 'for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$WORK"' EXIT
[ -n "${SDUI_SERVER_BIN:-}" ] || build_release sdui-server
start_release_server_in "$WORK/after" --preview
AFTER="$BASE"
start_release_server_in "$WORK/before"
BEFORE="$BASE"
echo "measure-web: after = this tree's Content/web at $AFTER; before = Content/web at $BASELINE ($(git rev-parse --short "$BASELINE")) at $BEFORE"
python3 Scripts/measure-web.py "$AFTER" "$BEFORE" "$ROUNDS" "${PARTS:-first,redraw}"
