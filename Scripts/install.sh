#!/usr/bin/env bash
# Builds and installs sdui, sdui-clip and sdui-server under a prefix, so they
# run without the build folder or the repository:
#   PREFIX/bin/sdui, PREFIX/bin/sdui-server, PREFIX/bin/sdui-clip
#   PREFIX/share/sdui/Content                     the server's content (found next to the binary)
#   PREFIX/share/bash-completion/completions/     bash completions of sdui and sdui-server
#   PREFIX/share/zsh/site-functions/              zsh completions (_sdui, _sdui-server)
#   PREFIX/share/fish/vendor_completions.d/       fish completions
#
#   Scripts/install.sh [--prefix DIR] [--debug]
#     --prefix DIR  default ~/.local (then put ~/.local/bin on PATH)
#     --debug       install the debug build the tests use (fast; CI checks the
#                   layout with it); the default is release, with the Swift
#                   runtime linked in, so the programs need no toolchain
# The clip is always the binary that ships (Scripts/build-clip.sh). It takes
# no completions: it parses its three arguments by hand (swift-argument-parser
# links Foundation, which the clip cannot carry).
set -euo pipefail
cd "$(dirname "$0")/.."

PREFIX="$HOME/.local"
DEBUG=0
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || { echo "install: --prefix needs a folder" >&2; exit 2; }; PREFIX="$2"; shift 2 ;;
    --prefix=*) PREFIX="${1#--prefix=}"; shift ;;
    --debug) DEBUG=1; shift ;;
    -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
mkdir -p "$PREFIX"
PREFIX="$(cd "$PREFIX" && pwd)"

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

echo "installed sdui, sdui-server and sdui-clip in $PREFIX/bin (content in $PREFIX/share/sdui/Content)"
case ":$PATH:" in
  *":$PREFIX/bin:"*) ;;
  *) echo "add $PREFIX/bin to PATH to run them by name" ;;
esac
