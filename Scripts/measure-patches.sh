#!/usr/bin/env bash
# Bytes a change costs a client: a command answered with a patch, against the
# same command answered with `refresh` followed by the screen loaded again
# (what a client without f:patches@1 does). Starts a release sdui-server on a
# fresh SQLite file and measures the favourite heart of a playlist and a
# track added to a playlist of one's own with 12 tracks, plain and gzipped.
#
#   bash Scripts/measure-patches.sh
set -euo pipefail
cd "$(dirname "$0")/.."
NAME=measure-patches
source Scripts/lib/release-server.sh
start_release_server
DB="$WORK/server.sqlite"

PATCHES="$(full_capabilities)"
OLDER="${PATCHES/,f:patches@1/}"
# One guest install: favourites and playlists belong to an install (docs/server.md#guests).
INSTALL=measure-patches-guest-0001

post() { # header, command, body, [gzip]: bytes of the answer
  curl -fsS -o "$WORK/answer" -w '%{size_download}' -H "SDUI-Capabilities: $1" -H "SDUI-Install-ID: $INSTALL" -H 'Content-Type: application/json' \
    ${4:+-H 'Accept-Encoding: gzip'} -d "$3" "$BASE/v2/commands/$2"
}
screen() { # header, path, [gzip]
  curl -fsS -o /dev/null -w '%{size_download}' -H "SDUI-Capabilities: $1" -H "SDUI-Install-ID: $INSTALL" ${3:+-H 'Accept-Encoding: gzip'} "$BASE/v2/screens/$2"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }
row() { # name, patch bytes, refresh command bytes, screen bytes
  local total=$(($3 + $4))
  printf '%-28s %8s %10s %8s %8s  %s\n' "$1" "$2" "$3" "$4" "$total" "$(ratio "$2" "$total")"
}

post "$PATCHES" playlists/create '{"name":"Measured"}' >/dev/null
PLAYLIST="$(sqlite3 "$DB" "SELECT id FROM playlist WHERE ownerKey = 'install:$INSTALL' LIMIT 1")"
TRACKS=($(sqlite3 "$DB" "SELECT id FROM track ORDER BY albumID, position LIMIT 15"))
for track in "${TRACKS[@]:0:12}"; do
  post "$PATCHES" playlists/append-track "{\"playlist\":\"$PLAYLIST\",\"track\":\"$track\"}" >/dev/null
done

printf '%-28s %8s %10s %8s %8s  %s\n' change patch "refresh" screen "refresh+screen" "patch/(refresh+screen)"
for gz in "" gzip; do
  label="${gz:-plain}"
  p="$(post "$PATCHES" favourite '{"playlist":"baroque-essentials","favourite":true}' "$gz")"
  r="$(post "$OLDER" unfavourite '{"playlist":"baroque-essentials"}' "$gz")"
  s="$(screen "$OLDER" playlists/baroque-essentials "$gz")"
  post "$PATCHES" unfavourite '{"playlist":"baroque-essentials"}' >/dev/null
  row "heart ($label)" "$p" "$r" "$s"
  i=12; [ -n "$gz" ] && i=13
  p="$(post "$PATCHES" playlists/append-track "{\"playlist\":\"$PLAYLIST\",\"track\":\"${TRACKS[$i]}\"}" "$gz")"
  grep -q '"patch"' "$WORK/answer" 2>/dev/null || [ -n "$gz" ] || { echo "$NAME: the answer carried no patch" >&2; exit 1; }
  r="$(post "$OLDER" playlists/append-track "{\"playlist\":\"$PLAYLIST\",\"track\":\"${TRACKS[14]}\"}" "$gz")"
  sqlite3 "$DB" "DELETE FROM playlistTrack WHERE playlistID = '$PLAYLIST' AND trackID = '${TRACKS[14]}'"
  s="$(screen "$OLDER" "playlists/$PLAYLIST" "$gz")"
  row "add a track, 13th ($label)" "$p" "$r" "$s"
done
