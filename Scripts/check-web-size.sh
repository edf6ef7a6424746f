#!/usr/bin/env bash
# The web client's byte budget, as a browser downloads its first screen: the
# shell page, app.js and app.css, each Brotli-compressed (what sdui-server
# sends a browser that accepts br), against 40 KB (40,960 bytes) in all.
# Feature bundles (Content/web/features/) load only on a screen that uses
# them and are counted apart, as is the Service Worker (sw.js). Prints each file and the ratio to the budget,
# and the sizes of the web libraries the issue compares with; fails over budget.
set -euo pipefail
cd "$(dirname "$0")/.."
BUDGET=40960
command -v brotli >/dev/null || { echo "check-web-size: brotli is missing; bash Scripts/setup.sh installs it" >&2; exit 1; }
[ -f Content/web/app.js ] || { echo "check-web-size: Content/web/app.js is missing; bash Scripts/build-web.sh builds it" >&2; exit 1; }

br() { brotli -q 11 -c "$1" | wc -c; }
# The shell as the server writes it: about 700 bytes of HTML, compressed the same way.
shell_bytes=700
total=$shell_bytes
printf '%-34s %9s %9s\n' file bytes brotli
printf '%-34s %9s %9s\n' "(the HTML shell, about)" "$shell_bytes" "$shell_bytes"
for file in Content/web/app.js Content/web/app.css; do
  size=$(br "$file")
  total=$((total + size))
  printf '%-34s %9d %9d\n' "$file" "$(stat -c %s "$file")" "$size"
done
printf '%-34s %9s %9d  (%s of the %d-byte budget)\n' "first screen, in all" "" "$total" \
  "$(awk -v t="$total" -v b="$BUDGET" 'BEGIN { printf "%.2f", t / b }')" "$BUDGET"
if [ -d Content/web/features ]; then
  for file in Content/web/features/*.js; do
    printf '%-34s %9d %9d  (loaded by a screen that uses it)\n' "$file" "$(stat -c %s "$file")" "$(br "$file")"
  done
fi
# The Service Worker (/app/sw.js) is registered after the first screen is asked for, so it is not part of its bytes;
# the server writes its release (a version and the hashed files' URLs, a few hundred bytes) in front of it.
if [ -f Content/web/sw.js ]; then
  printf '%-34s %9d %9d  (the Service Worker, after the first screen; plus its release line)\n' Content/web/sw.js \
    "$(stat -c %s Content/web/sw.js)" "$(br Content/web/sw.js)"
fi
echo "for comparison (their published figures): DivKit's web library 47.7-60.5 KB; Adaptive Cards' JavaScript renderer 442 KB minified"
if [ "$total" -gt "$BUDGET" ]; then
  echo "check-web-size: the first screen takes $total bytes, over the budget of $BUDGET" >&2
  exit 1
fi
echo "check-web-size: within budget"
