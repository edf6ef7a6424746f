# What the project needs from the machine, written once for Scripts/setup.sh,
# Scripts/demo.sh and Scripts/test.sh. Checking takes one dpkg-query and one
# `swift --version` (well under a second); installing is one apt-get
# transaction of exactly the missing packages, after `dpkg --configure -a`
# finishes any install an earlier run left half done. So a second run installs
# nothing, and an interrupted one is completed by the next.
#
#   source Scripts/lib/requirements.sh
#   ensure_requirements demo     # what the demo builds and runs with
#   ensure_requirements all      # everything: tests, CI, benchmarks
#   missing_packages all         # prints what is missing, installs nothing

# Swift tools version of Package.swift: the oldest toolchain that builds it.
REQUIRED_SWIFT="6.1"

# Keep these in step with the .systemLibrary targets in Package.swift.
# Needed to build and run the demo (sdui and sdui-server).
DEMO_PACKAGES=(
  libcurl4-openssl-dev   # transport (libcurl)
  libsqlite3-dev         # store and server (SQLite through GRDB)
  libzbar-dev            # ScanBarcode (barcode decoding)
  libpng-dev             # png.h for PNGReading (libpng itself is opened on first use)
  libturbojpeg0-dev      # TerminalImages: JPEG pictures through libjpeg-turbo's TurboJPEG API
  zlib1g-dev             # the server's gzip answers (compress-nio links zlib)
  libbrotli-dev          # the server's Brotli answers (libbrotlienc)
  pkg-config             # SwiftPM reads the C libraries' flags through it
  curl                   # the demo waits for its server with it; the curl baselines of the benchmarks
)
# Needed on top of those by the tests, CI and the benchmarks.
TEST_PACKAGES=(
  postgresql             # the server's scaled-out engine; Scripts/with-postgres.sh starts a throwaway cluster
  chromium               # tests: the browser preview's pages and the web client (/app/), headless
  chromium-driver        # tests: WebDriver for the web client's tests in Chromium (Tests/WebClientTests)
  node-typescript        # the web client (Web/): tsc checks its types (Scripts/build-web.sh)
  esbuild                # the web client: bundles and minifies it into Content/web
  nodejs                 # the web client's unit tests and conformance vectors (Scripts/test-web-units.sh)
  brotli                 # the web client's byte budget, counted as a browser downloads it (Scripts/check-web-size.sh)
  qrencode               # tests only: QR code pictures for `sdui-clip --qr`
  python3                # scripts that read `swift package dump-package` output
  python3-venv           # Scripts/check-openapi.sh keeps schemathesis (from PyPI) in a virtual environment
  python3-jsonschema     # tests: validate content and fixtures against docs/sdui.schema.json with an independent validator
  xdg-utils              # install.sh registers the clip for sdui:// links (xdg-mime); check-install clicks one (xdg-open)
  desktop-file-utils     # install.sh and check-install validate the clip's desktop file
  binutils               # strip/nm for the clip size-budget check
  libstdc++-12-dev       # libstdc++.a: Scripts/build-clip.sh links it into the clip statically (start-up)
  wrk                    # HTTP load generator for Scripts/benchmark-server.sh
  haproxy                # the load balancer (TLS at it) of Scripts/benchmark-scale-out.sh, rolling-restart.sh and the TLS tests
  openssl                # Scripts/lib/tls.sh: the CA and certificates of the TLS tests and scripts
  valgrind               # Scripts/make-clip-order.sh: which functions the clip's launch runs (callgrind)
)

# The packages a purpose ("demo" or "all") needs.
required_packages() {
  case "$1" in
    demo) printf '%s\n' "${DEMO_PACKAGES[@]}" ;;
    all) printf '%s\n' "${DEMO_PACKAGES[@]}" "${TEST_PACKAGES[@]}" ;;
    *) echo "requirements: unknown purpose '$1' (demo or all)" >&2; return 2 ;;
  esac
}

# Prints, one per line, the packages of a purpose that are not fully installed
# (absent, or left unpacked or half-configured by an interrupted install).
missing_packages() {
  local packages
  packages="$(required_packages "$1")" || return
  # One dpkg-query for all; an unknown package prints no status line.
  # shellcheck disable=SC2086
  comm -23 <(printf '%s\n' $packages | sort) \
    <(dpkg-query -W -f='${Package} ${Status}\n' $packages 2>/dev/null \
        | awk '$2 == "install" && $3 == "ok" && $4 == "installed" { print $1 }' | sort)
}

# Succeeds when `swift` is on PATH and at least REQUIRED_SWIFT; else says what
# was found and where to get a toolchain (Debian 12 does not package Swift).
check_swift() {
  local line version
  if ! line="$(swift --version 2>/dev/null | grep -m1 -o 'Swift version [0-9][0-9.]*')"; then
    echo "requirements: no Swift toolchain on PATH; this project needs Swift $REQUIRED_SWIFT or later." >&2
    echo "  Debian does not package it: install it from https://www.swift.org/install/linux/ and run this again." >&2
    return 1
  fi
  version="${line#Swift version }"
  if [ "$(printf '%s\n%s\n' "$REQUIRED_SWIFT" "$version" | sort -V | head -n 1)" != "$REQUIRED_SWIFT" ]; then
    echo "requirements: Swift $version is on PATH ($(command -v swift)); this project needs $REQUIRED_SWIFT or later (Package.swift's tools version)." >&2
    echo "  Install a newer toolchain from https://www.swift.org/install/linux/ and run this again." >&2
    return 1
  fi
  SWIFT_VERSION="$version"
}

# Checks a purpose's requirements and installs the missing packages in one
# apt-get transaction. Prints one line when nothing was missing.
ensure_requirements() {
  local purpose="$1" missing sudo=""
  check_swift || return 1
  missing="$(missing_packages "$purpose")" || return
  if [ -z "$missing" ]; then
    echo "requirements: Swift $SWIFT_VERSION and all $(required_packages "$purpose" | wc -l) system packages for '$purpose' are present"
    return 0
  fi
  # shellcheck disable=SC2086
  echo "requirements: installing" $missing
  if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
      # shellcheck disable=SC2086
      echo "requirements: missing packages and neither root nor sudo; as root run: apt-get install" $missing >&2
      return 1
    fi
    sudo="sudo"
  fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo dpkg --configure -a
  $sudo apt-get update -q
  # shellcheck disable=SC2086
  $sudo apt-get install -y -q --no-install-recommends $missing
  missing="$(missing_packages "$purpose")"
  if [ -n "$missing" ]; then
    # shellcheck disable=SC2086
    echo "requirements: apt-get finished but these are still not installed:" $missing >&2
    return 1
  fi
}
