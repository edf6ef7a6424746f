#!/usr/bin/env bash
# Installs every system package the project needs, from nothing, on Debian.
# Idempotent: packages already present are not fetched again.
set -euo pipefail

# Keep this list in step with the .systemLibrary targets in Package.swift.
PACKAGES=(
  libcurl4-openssl-dev   # transport (libcurl)
  libsqlite3-dev         # store and server (SQLite through GRDB)
  libzbar-dev            # ScanBarcode (barcode decoding)
  qrencode               # tests only: QR code pictures for `sdui-clip --qr`
  libpng-dev             # ScanBarcode (PNG loading), TerminalImages (pictures)
  libturbojpeg0-dev      # TerminalImages: JPEG pictures through libjpeg-turbo's TurboJPEG API
  python3                # scripts that read `swift package dump-package` output
  python3-venv           # Scripts/check-openapi.sh keeps schemathesis (from PyPI) in a virtual environment
  chromium               # tests: the browser preview's pages loaded, followed and photographed headless
  python3-jsonschema     # tests: validate content and fixtures against docs/sdui.schema.json with an independent validator
  xdg-utils              # install.sh registers the clip for sdui:// links (xdg-mime); check-install clicks one (xdg-open)
  desktop-file-utils     # install.sh and check-install validate the clip's desktop file
  binutils               # strip/nm for the clip size-budget check
  libstdc++-12-dev       # libstdc++.a: Scripts/build-clip.sh links it into the clip statically (start-up)
  wrk                    # HTTP load generator for Scripts/benchmark-server.sh
  pkg-config             # SwiftPM reads the C libraries' flags through it
  curl                   # demo start-up check and the curl baselines of the benchmarks
  openssl                # the transport's self-signed TLS test server
  postgresql             # the server's scaled-out engine; Scripts/with-postgres.sh starts a throwaway cluster
)

missing=()
for package in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#PACKAGES[@]} system packages already installed"
else
  echo "setup: installing ${missing[*]}"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -q
  $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

if ! command -v swift >/dev/null 2>&1; then
  echo "setup: the Swift toolchain (6.1 or later) must be on PATH" >&2
  exit 1
fi
echo "setup: done ($(swift --version 2>/dev/null | head -n 1))"
