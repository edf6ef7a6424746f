#!/usr/bin/env bash
# Builds and installs sdui, sdui-clip and sdui-server under a prefix, so they
# run without the build folder or the repository:
#   PREFIX/bin/sdui, PREFIX/bin/sdui-server, PREFIX/bin/sdui-clip
#   PREFIX/share/sdui/Content                     the server's content (found next to the binary)
#   PREFIX/share/bash-completion/completions/     bash completions of sdui and sdui-server
#   PREFIX/share/zsh/site-functions/              zsh completions (_sdui, _sdui-server)
#   PREFIX/share/fish/vendor_completions.d/       fish completions
#   PREFIX/share/applications/sdui-clip.desktop   the clip as the desktop's handler of sdui:// links
#
#   Scripts/install.sh [--prefix DIR] [--debug] [--clip-server URL] [--no-register]
#     --prefix DIR        default ~/.local (then put ~/.local/bin on PATH)
#     --debug             install the debug build the tests use (fast; CI checks the
#                         layout with it); the default is release, with the Swift
#                         runtime linked in, so the programs need no toolchain
#     --clip-server URL   the server a clicked link is opened with (default: the
#                         clip's, $SDUI_CLIP_SERVER or http://127.0.0.1:8080)
#     --no-register       install the desktop file but do not make the clip the
#                         handler of sdui:// links (xdg-mime default, per user)
#
# A clicked sdui://parcels.example/track/3S1 link starts the clip in a terminal
# (the desktop file says Terminal=true), which opens it as
# https://parcels.example/track/3S1 after its allow-list. https:// itself stays
# the browser's. The desktop finds the file when PREFIX/share is one of its data
# folders: ~/.local/share is; for another prefix add it to XDG_DATA_DIRS.
# The clip is always the binary that ships (Scripts/build-clip.sh). It takes
# no completions: it parses its three arguments by hand (swift-argument-parser
# links Foundation, which the clip cannot carry).
set -euo pipefail
cd "$(dirname "$0")/.."

PREFIX="$HOME/.local"
DEBUG=0
CLIP_SERVER=""
REGISTER=1
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || { echo "install: --prefix needs a folder" >&2; exit 2; }; PREFIX="$2"; shift 2 ;;
    --prefix=*) PREFIX="${1#--prefix=}"; shift ;;
    --debug) DEBUG=1; shift ;;
    --clip-server) [ $# -ge 2 ] || { echo "install: --clip-server needs a URL" >&2; exit 2; }; CLIP_SERVER="$2"; shift 2 ;;
    --clip-server=*) CLIP_SERVER="${1#--clip-server=}"; shift ;;
    --no-register) REGISTER=0; shift ;;
    -h|--help) sed -n '2,31p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
mkdir -p "$PREFIX"
PREFIX="$(cd "$PREFIX" && pwd)"
case "$CLIP_SERVER" in
  ""|http://*|https://*) ;;
  *) echo "install: --clip-server needs an http:// or https:// URL, not '$CLIP_SERVER'" >&2; exit 2 ;;
esac
# The desktop entry spec reserves these in an Exec line (and xdg-open splits it unquoted).
case "$PREFIX$CLIP_SERVER" in
  *[[:space:]\"\'\\%\$\`\;\&\|\<\>\(\)\*\?\#\~]*)
    echo "install: the prefix and --clip-server may not hold spaces, quotes, backslashes or any of % \$ \` ; & | < > ( ) * ? # ~, which a desktop file's Exec line cannot carry as they are" >&2; exit 2 ;;
esac

if [ "$DEBUG" = 1 ]; then
  # The same flags as Scripts/test.sh, so this reuses the test build.
  swift build --product sdui -Xswiftc -warnings-as-errors >&2
  swift build --product sdui-server -Xswiftc -warnings-as-errors >&2
  BIN="$(swift build --show-bin-path)"
else
  swift build -c release --static-swift-stdlib --product sdui >&2
  swift build -c release --static-swift-stdlib --product sdui-server >&2
  BIN="$(swift build -c release --show-bin-path)"
fi
CLIP="$(bash Scripts/build-clip.sh)"

install -d "$PREFIX/bin" "$PREFIX/share/sdui" "$PREFIX/share/bash-completion/completions" \
  "$PREFIX/share/zsh/site-functions" "$PREFIX/share/fish/vendor_completions.d"
install -m 0755 "$BIN/sdui" "$BIN/sdui-server" "$PREFIX/bin/"
install -m 0755 "$CLIP" "$PREFIX/bin/sdui-clip"
rm -rf "$PREFIX/share/sdui/Content"
cp -R Content "$PREFIX/share/sdui/Content"

for program in sdui sdui-server; do
  "$PREFIX/bin/$program" --generate-completion-script bash > "$PREFIX/share/bash-completion/completions/$program"
  "$PREFIX/bin/$program" --generate-completion-script zsh > "$PREFIX/share/zsh/site-functions/_$program"
  "$PREFIX/bin/$program" --generate-completion-script fish > "$PREFIX/share/fish/vendor_completions.d/$program.fish"
done

install -d "$PREFIX/share/applications"
DESKTOP="$PREFIX/share/applications/sdui-clip.desktop"
{
  echo "[Desktop Entry]"
  echo "Type=Application"
  echo "Name=SDUI Clip"
  echo "Comment=Opens a Scan & Go or parcel tracking link in the terminal"
  echo "Exec=$PREFIX/bin/sdui-clip${CLIP_SERVER:+ --server $CLIP_SERVER} %u"
  echo "Terminal=true"
  echo "NoDisplay=true"
  echo "MimeType=x-scheme-handler/sdui;"
  echo "Categories=Utility;"
} > "$DESKTOP"
if command -v desktop-file-validate > /dev/null; then desktop-file-validate "$DESKTOP"; fi
if command -v update-desktop-database > /dev/null; then update-desktop-database "$PREFIX/share/applications" 2> /dev/null || true; fi
if [ "$REGISTER" = 1 ]; then
  if command -v xdg-mime > /dev/null; then
    xdg-mime default sdui-clip.desktop x-scheme-handler/sdui
    echo "registered sdui-clip as this user's handler of sdui:// links (xdg-mime)"
  else
    echo "install: xdg-mime is missing (Debian: xdg-utils), so sdui:// links are not registered; the desktop file is in $DESKTOP" >&2
  fi
fi

echo "installed sdui, sdui-server and sdui-clip in $PREFIX/bin (content in $PREFIX/share/sdui/Content)"
case ":$PATH:" in
  *":$PREFIX/bin:"*) ;;
  *) echo "add $PREFIX/bin to PATH to run them by name" ;;
esac
