#!/usr/bin/env bash
# Does the first screen grow with the list? Starts a release sdui-server on a
# fresh SQLite file, adds two composers whose complete works hold 100 and
# 10,000 rows, and prints for each the first screen's bytes (plain and
# gzipped), its render time with the data just changed (median of ROUNDS,
# curl's time_total, no reuse possible) and its requests/s when reused
# (wrk -t2 -c16 -d2s), for a client that loads pages and for one that does
# not (which gets 500 more rows inlined and a "See more" row); then the
# ratios of 10,000 rows to 100.
#
#   bash Scripts/measure-pages.sh [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
ROUNDS="${1:-15}"
NAME=measure-pages
source Scripts/lib/release-server.sh
start_release_server
DB="$WORK/server.sqlite"

PAGES="$(full_capabilities)"
OLDER="${PAGES/,f:pages@1/}"

python3 - "$DB" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1], timeout=30)
for name, count in (("rows100", 100), ("rows10000", 10000)):
    db.execute("INSERT INTO composer (id, name, fullName, born, died, biography, imageURL, popularity) VALUES (?, ?, ?, 1900, NULL, 'Measured.', 'https://img.example/x.jpg', 1)",
               (name, name, name))
    db.executemany("INSERT INTO catalogueWork (composerID, number, label, title) VALUES (?, ?, ?, ?)",
                   [(name, n, f"No. {n}", f"Work number {n} of {name}") for n in range(1, count + 1)])
db.commit()
PY

size() { curl -fsS -o /dev/null -w '%{size_download}' "$@"; }
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
cold() { # url, header: median time_total in ms with the data changed before each request
  local url="$1" header="$2"
  for i in $(seq "$ROUNDS"); do
    sqlite3 "$DB" "UPDATE composer SET popularity = popularity + 1 WHERE id = 'bernstein'"
    curl -fsS -o /dev/null -w '%{time_total}\n' -H "SDUI-Capabilities: $header" "$url"
  done | median | awk '{ printf "%.1f", $1 * 1000 }'
}
warm() { wrk -t2 -c16 -d2s -H "SDUI-Capabilities: $2" "$1" | awk '/^Requests\/sec:/ { printf "%.0f", $2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

declare -A R
printf '%-8s %-10s %9s %9s %10s %10s\n' rows client bytes gzip "cold ms" "warm req/s"
for rows in 100 10000; do
  url="$BASE/v2/screens/composers/rows$rows/works"
  for client in pages older; do
    header="$PAGES"; [ "$client" = older ] && header="$OLDER"
    R[$rows.$client.bytes]="$(size -H "SDUI-Capabilities: $header" "$url")"
    R[$rows.$client.gzip]="$(size -H "SDUI-Capabilities: $header" -H 'Accept-Encoding: gzip' "$url")"
    R[$rows.$client.cold]="$(cold "$url" "$header")"
    R[$rows.$client.warm]="$(warm "$url" "$header")"
    printf '%-8s %-10s %9s %9s %10s %10s\n' "$rows" "$client" "${R[$rows.$client.bytes]}" "${R[$rows.$client.gzip]}" \
      "${R[$rows.$client.cold]}" "${R[$rows.$client.warm]}"
  done
done
echo "== 10,000 rows against 100 (1.00: the first screen does not grow with the list)"
for client in pages older; do
  printf '%-10s bytes %s  gzip %s  cold %s  warm %s\n' "$client" \
    "$(ratio "${R[10000.$client.bytes]}" "${R[100.$client.bytes]}")" "$(ratio "${R[10000.$client.gzip]}" "${R[100.$client.gzip]}")" \
    "$(ratio "${R[10000.$client.cold]}" "${R[100.$client.cold]}")" "$(ratio "${R[10000.$client.warm]}" "${R[100.$client.warm]}")"
done
