#!/usr/bin/env bash
# Bytes on the wire per screen, and what gzip costs the server. Starts a
# release sdui-server (with --preview) on a free loopback port, then prints:
#
#   1. every screen of the demo (one example per route, as the load test
#      finds them), plain, gzipped and in Brotli, for a client that expands
#      templates itself (the full client's kind of header) and one that
#      does not, with the totals;
#   2. a list of 200 parcel rows posted to the preview route, written out
#      and with one template (docs/contract.md), plain and gzipped;
#   3. requests/s for the music and parcels screens plain, with
#      Accept-Encoding: gzip and with br, in alternating rounds (wrk, 16 connections).
#
#   bash Scripts/measure-answer-bytes.sh [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
ROUNDS="${1:-3}"
NAME=measure-answer-bytes
source Scripts/lib/release-server.sh
start_release_server --preview

# Every core component and action at version 1, plus the features: the header
# of a client that resolves expressions and expands templates itself.
FULL="$(full_capabilities)"
TOKEN="$(demo_token)"

size() { # url, curl args…: bytes of the body as sent
  local url="$1"; shift
  curl -fsS -o /dev/null -w '%{size_download}' "$@" "$url"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

echo "== Screens: bytes as sent (gzip: Accept-Encoding: gzip; br: Accept-Encoding: br; templates: a client that expands them)"
printf '%-36s %9s %9s %9s %9s %9s  %s  %s\n' screen plain gzip br templates "tmpl+br" "gzip/plain" "br/gzip"
total_plain=0; total_gz=0; total_br=0
"${SDUI_SERVER_BIN:-$BIN_DIR/sdui-server}" --list-routes --database :memory: --content Content --log-level error >"$WORK/routes"
# A Scan & Go order's screens are reached through a command only.
ORDER="$(curl -fsS -H 'Content-Type: application/json' -d '{"location":"AMS-01","state":{"parcelCode":"3SDEMO0001234"}}' \
  "$BASE/v2/commands/scan-and-go/parcel" | python3 Scripts/lib/first-destination.py)"
python3 Scripts/lib/screen-examples.py "$BASE" "$TOKEN" "$WORK/routes" $ORDER 2>/dev/null >"$WORK/examples"
while IFS=$'\t' read -r pattern path auth; do
  header=(-H "Authorization: Bearer $TOKEN")
  url="$BASE/v2/screens/$path"
  plain="$(size "$url" "${header[@]}")"
  gz="$(size "$url" "${header[@]}" -H 'Accept-Encoding: gzip')"
  br="$(size "$url" "${header[@]}" -H 'Accept-Encoding: br')"
  tmpl="$(size "$url" "${header[@]}" -H "SDUI-Capabilities: $FULL")"
  both="$(size "$url" "${header[@]}" -H "SDUI-Capabilities: $FULL" -H 'Accept-Encoding: br')"
  printf '%-36s %9s %9s %9s %9s %9s  %s  %s\n' "$path" "$plain" "$gz" "$br" "$tmpl" "$both" "$(ratio "$gz" "$plain")" "$(ratio "$br" "$gz")"
  total_plain=$((total_plain + plain)); total_gz=$((total_gz + gz)); total_br=$((total_br + br))
done <"$WORK/examples"
printf '%-36s %9s %9s %9s %9s %9s  %s  %s\n' "all screens" "$total_plain" "$total_gz" "$total_br" "" "" \
  "$(ratio "$total_gz" "$total_plain")" "$(ratio "$total_br" "$total_gz")"

echo "== A list of 200 parcel rows (preview route, v2)"
python3 - "$WORK" <<'PY'
import json, sys
work = sys.argv[1]
statuses = ["Delivered", "On its way", "Sorted", "Waiting at the pick-up point"]
def row(i):
    code = f"3SROW{i:07d}"
    return {"type": "detailRow", "id": f"r{i}", "title": f"Parcel {code}", "subtitle": statuses[i % 4],
            "primaryAction": {"type": "navigate", "destination": f"parcels/{code}"}}
def use(i):
    code = f"3SROW{i:07d}"
    return {"template": "parcelRow", "id": f"r{i}", "arguments": {"code": code, "status": statuses[i % 4]}}
base = {"id": "rows", "title": "Parcels"}
written = dict(base, sections=[{"id": "all", "components": [row(i) for i in range(200)]}])
templated = dict(base, templates={"parcelRow": {"parameters": ["code", "status"], "body": {
    "type": "detailRow", "title": "Parcel ${code}", "subtitle": "${status}",
    "primaryAction": {"type": "navigate", "destination": "parcels/${code}"}}}},
    sections=[{"id": "all", "components": [use(i) for i in range(200)]}])
json.dump(written, open(f"{work}/rows-written.json", "w"), separators=(",", ":"))
json.dump(templated, open(f"{work}/rows-templated.json", "w"), separators=(",", ":"))
PY
printf '%-36s %9s %9s\n' "document" plain gzip
for form in written templated; do
  for kind in expanded full; do
    args=(-H 'Content-Type: application/json' --data-binary "@$WORK/rows-$form.json")
    label="rows $form, sent to a client that $([ "$kind" = full ] && echo "expands" || echo "does not expand")"
    [ "$kind" = full ] && args+=(-H "SDUI-Capabilities: $FULL")
    plain="$(size "$BASE/v2/preview/screen" "${args[@]}")"
    gz="$(size "$BASE/v2/preview/screen" "${args[@]}" -H 'Accept-Encoding: gzip')"
    printf '%-60s %9s %9s  %s\n' "$label" "$plain" "$gz" "$(ratio "$gz" "$plain")"
  done
done

echo "== Throughput plain, gzip and br ($ROUNDS alternating rounds of wrk -t2 -c16 -d2s)"
for path in music parcels; do
  plain_samples=(); gz_samples=(); br_samples=()
  for _ in $(seq "$ROUNDS"); do
    plain_samples+=("$(wrk -t2 -c16 -d2s "$BASE/v2/screens/$path" | awk '/^Requests\/sec:/ {print $2}')")
    gz_samples+=("$(wrk -t2 -c16 -d2s -H 'Accept-Encoding: gzip' "$BASE/v2/screens/$path" | awk '/^Requests\/sec:/ {print $2}')")
    br_samples+=("$(wrk -t2 -c16 -d2s -H 'Accept-Encoding: br' "$BASE/v2/screens/$path" | awk '/^Requests\/sec:/ {print $2}')")
  done
  median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
  p="$(median "${plain_samples[@]}")"; g="$(median "${gz_samples[@]}")"; b="$(median "${br_samples[@]}")"
  printf '%-10s plain %10.0f req/s   gzip %10.0f req/s   br %10.0f req/s   gzip/plain %s   br/plain %s\n' \
    "$path" "$p" "$g" "$b" "$(ratio "$g" "$p")" "$(ratio "$b" "$p")"
done
