#!/usr/bin/env bash
# Fetches axe-core, the accessibility checker the web client's tests run in
# Chromium, from PyPI (no JavaScript registry is reachable): the
# axe-playwright-python wheel carries axe.min.js. Pinned by version and the
# wheel's SHA-256; kept in the same tools folder as check-openapi's
# schemathesis, so a second run downloads nothing. Prints the file's path.
set -euo pipefail
VERSION="0.1.8"      # axe-playwright-python, carrying axe-core 4.12.1
SHA256="fdd263c998388f1a8e67cad02677e612d946248bd44d163be5e8650ea31f95f8"
TOOLS="${SDUI_TOOLS_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/sdui}"
TARGET="$TOOLS/axe-playwright-python-$VERSION/axe.min.js"
fail() { echo "fetch-axe: $*" >&2; exit 1; }

if [ ! -s "$TARGET" ]; then
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  python3 -m pip download --quiet --disable-pip-version-check --no-deps -d "$work" "axe-playwright-python==$VERSION" \
    || fail "pip could not download axe-playwright-python $VERSION from PyPI"
  wheel="$(ls "$work"/*.whl)"
  echo "$SHA256  $wheel" | sha256sum -c --quiet - || fail "the wheel's SHA-256 is not the pinned one"
  mkdir -p "$(dirname "$TARGET")"
  python3 -c 'import sys, zipfile; open(sys.argv[2], "wb").write(zipfile.ZipFile(sys.argv[1]).read("axe_playwright_python/axe.min.js"))' "$wheel" "$TARGET.part"
  mv "$TARGET.part" "$TARGET"
fi
echo "$TARGET"
