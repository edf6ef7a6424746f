#!/usr/bin/env bash
# Installs the three programs into a temporary prefix (Scripts/install.sh,
# the debug build by default to stay fast; pass --release for the release
# build) and runs each from there, from a folder outside the repository:
# help, shell completions, the server finding its installed content, the
# full client rendering a screen from it, the clip opening a deep link, and
# the clip registered as the desktop's handler of sdui:// links, started by
# xdg-open as a click would (allowed and hostile links).
# Fails on the first thing that does not work.
set -euo pipefail
cd "$(dirname "$0")/.."
REPO="$PWD"

MODE=(--debug)
[ "${1:-}" = "--release" ] && MODE=()
PREFIX="$(mktemp -d)"
ELSEWHERE="$(mktemp -d)"
SERVER_PID=""
cleanup() {
  if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; fi
  rm -rf "$PREFIX" "$ELSEWHERE"
}
trap cleanup EXIT
fail() { echo "check-install: $*" >&2; exit 1; }

# The desktop's per-user files go to the check's folders, never the user's own.
export XDG_CONFIG_HOME="$ELSEWHERE/config" XDG_DATA_HOME="$PREFIX/share"
bash Scripts/install.sh --prefix "$PREFIX" "${MODE[@]}" >&2
cd "$ELSEWHERE"
export PATH="$PREFIX/bin:/usr/bin:/bin"
export SDUI_DATA_DIR="$ELSEWHERE/data" SDUI_TOKEN_FILE="$ELSEWHERE/token.json" NO_COLOR=1

for program in sdui sdui-server sdui-clip; do
  [ -x "$PREFIX/bin/$program" ] || fail "$program is not installed"
  if ldd "$PREFIX/bin/$program" | grep -q "$REPO"; then fail "$program loads a library from the repository"; fi
done
sdui --help | grep -q "open" || fail "sdui --help says nothing about open"
sdui-server --help | grep -q -- "--content" || fail "sdui-server --help says nothing about --content"
sdui-clip --help 2>&1 | grep -qi "usage" || fail "sdui-clip --help prints no usage"

# Completions: present, valid bash that registers the commands, zsh and fish files that name them.
for program in sdui sdui-server; do
  bash_file="$PREFIX/share/bash-completion/completions/$program"
  [ -s "$bash_file" ] || fail "no bash completion for $program"
  bash -c "source '$bash_file' && complete -p $program" > /dev/null || fail "the bash completion does not register $program"
  grep -q "$program" "$PREFIX/share/zsh/site-functions/_$program" || fail "no zsh completion for $program"
  grep -q "complete -c '$program'" "$PREFIX/share/fish/vendor_completions.d/$program.fish" || fail "no fish completion for $program"
done

# The server, started from a folder with no Content, serves the installed content.
[ ! -e Content ] || fail "the check folder has a Content folder"
sdui-server --port 0 --database :memory: --log-level error > server.out 2> server.err &
SERVER_PID=$!
BASE=""
for _ in $(seq 1 200); do
  BASE="$(sed -n 's/^sdui-server listening on //p' server.out | head -1)"
  [ -n "$BASE" ] && break
  kill -0 "$SERVER_PID" 2>/dev/null || fail "sdui-server stopped: $(cat server.err)"
  sleep 0.1
done
[ -n "$BASE" ] || fail "sdui-server did not start"
BASE="${BASE%/}"
sdui render "$BASE/v2/screens/home" --width 80 --color never | grep -q "Welcome" || fail "sdui render of the installed home screen"
sdui-clip "https://parcels.example/scan-and-go?location=AMS-01" --server "$BASE" --width 80 | grep -q "Scan & Go" \
  || fail "sdui-clip did not open the Scan & Go link"
# The clip as the handler of sdui:// links: a valid desktop file, registered for the scheme.
DESKTOP="$PREFIX/share/applications/sdui-clip.desktop"
[ -s "$DESKTOP" ] || fail "no desktop file for the clip"
desktop-file-validate "$DESKTOP" || fail "the clip's desktop file is not valid"
[ "$(xdg-mime query default x-scheme-handler/sdui)" = "sdui-clip.desktop" ] || fail "the clip is not the handler of sdui:// links"
# A click: xdg-open, as a desktop without a desktop environment runs it. DISPLAY only
# has to be set (its generic path reads the registration and never draws). The desktop
# file asks for a terminal, and none can exist here: a stand-in x-terminal-emulator runs
# the program in this one, the only part that is not the real thing.
mkdir -p stand-in
printf '#!/bin/sh\n[ "$1" = "-e" ] && shift\nexec "$@"\n' > stand-in/x-terminal-emulator
chmod +x stand-in/x-terminal-emulator
click() { PATH="$ELSEWHERE/stand-in:$PATH" DISPLAY=:99 TERMINAL= SDUI_CLIP_SERVER="$BASE" xdg-open "$1" < /dev/null; }
click "sdui://parcels.example/scan-and-go?location=AMS-01" > click.out 2> click.err \
  || fail "a clicked sdui:// link did not open: $(cat click.err)"
grep -q "Amsterdam Centraal" click.out || fail "a clicked Scan & Go link did not show its screen: $(cat click.out click.err)"
if click "sdui://parcels.example@evil.example/scan-and-go" > evil.out 2> evil.err; then
  fail "a clicked link off the clip's allow-list was opened"
fi
grep -q "parcels.example@evil.example" evil.err || fail "the refusal of a hostile clicked link does not name it: $(cat evil.err)"
[ ! -s evil.out ] || fail "a refused link printed a screen"

# What a desktop file's Exec line cannot carry is refused before anything is built.
set +e
bad_server="$(bash "$REPO/Scripts/install.sh" --prefix "$ELSEWHERE/refused" --clip-server 'http://h:8080/?a&b' 2>&1)"; bad_server_status=$?
bad_scheme="$(bash "$REPO/Scripts/install.sh" --prefix "$ELSEWHERE/refused" --clip-server 'ftp://h' 2>&1)"; bad_scheme_status=$?
set -e
[ "$bad_server_status" = 2 ] && echo "$bad_server" | grep -q "Exec line cannot carry" || fail "a --clip-server with & was not refused: $bad_server"
[ "$bad_scheme_status" = 2 ] && echo "$bad_scheme" | grep -q "needs an http:// or https:// URL" || fail "an ftp --clip-server was not refused: $bad_scheme"

echo "check-install: sdui, sdui-server and sdui-clip installed in a temporary prefix and ran from $ELSEWHERE" >&2
