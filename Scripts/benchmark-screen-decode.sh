#!/usr/bin/env bash
# Screens decoded through the JSON tree and straight from the tape, in one run.
#
#   bash Scripts/benchmark-screen-decode.sh            # every demo screen
#   ROUNDS=11 bash Scripts/benchmark-screen-decode.sh  # more rounds
#
# Starts the reference server (release) on a free loopback port with a
# temporary database, fetches every screen of the demo (API v2, no capability
# header, so every type is in the answer) plus the every-type preview document,
# and runs screen-decode-benchmark over them: for each file the median time
# per decode of ScreenFactory.makeDocument(from:) with decodesFromTape off
# (parse to JSONValue, then decode) and on (the default), their ratio, and
# which way the factory took. Both ways must give the same screen and the same
# diagnostics or the run fails. Builds into SCRATCH_PATH (default .build-bench).
# Only 127.0.0.1 is ever contacted.
set -euo pipefail
cd "$(dirname "$0")/.."

ROUNDS="${ROUNDS:-7}"
SCREENS=(home login offline scan-and-go scan-and-go/how-it-works scan-and-go/AMS-01
         parcels parcels/3SABC1234567 parcels/3SSENT000042
         music composers/bach composers/mozart composers/beethoven composers/bernstein
         albums/brandenburg-1982 albums/goldberg-1981 albums/wss-1985
         playlists/baroque-essentials playlists/late-night)

NAME=benchmark-screen-decode
source Scripts/lib/release-server.sh
build_release screen-decode-benchmark
BENCHMARK="$BIN_DIR/screen-decode-benchmark"
start_release_server

FILES=()
for screen in "${SCREENS[@]}"; do
  file="$WORK/screens/$screen.json"
  mkdir -p "$(dirname "$file")"
  if ! curl -sf -o "$file" "$BASE/v2/screens/$screen"; then
    echo "benchmark-screen-decode: GET $BASE/v2/screens/$screen failed" >&2
    exit 1
  fi
  FILES+=("$file")
done
FILES+=(Tests/SDUIServerTests/BrowserPreview/screens/every-type.json)

"$BENCHMARK" --rounds "$ROUNDS" "${FILES[@]}"
