#!/usr/bin/env bash
# Builds the web client (Web/, TypeScript) into Content/web/, which
# sdui-server serves at /app/ with content-hashed names: Debian's tsc checks
# the types (strict), esbuild bundles and minifies. The output is committed,
# so `swift run sdui-server` serves the web client with no JavaScript tools;
# `--check` builds into a temporary folder and fails when Content/web differs
# (CI runs it, so a change to Web/ without a rebuild cannot land).
#
#   bash Scripts/build-web.sh          # build, print the bytes (raw, gzip, Brotli)
#   bash Scripts/build-web.sh --check  # is Content/web what Web/ builds?
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in tsc esbuild; do
  if ! command -v "$tool" >/dev/null; then
    echo "build-web: $tool is missing; bash Scripts/setup.sh installs it (Debian's node-typescript and esbuild)" >&2
    exit 1
  fi
done

out="Content/web"
if [ "${1:-}" = "--check" ]; then
  out="$(mktemp -d)"
  trap 'rm -rf "$out"' EXIT
fi

tsc -p Web/tsconfig.json
# The Service Worker runs in a worker's global scope, not a page's: its own tsconfig (lib WebWorker).
tsc -p Web/worker/tsconfig.json
mkdir -p "$out"
# es2020: what the browsers of the last four years run; no eval, no inline code, so the shell's CSP holds.
esbuild Web/src/main.ts --bundle --minify --format=esm --target=es2020 --legal-comments=none \
  --log-level=warning --outfile="$out/app.js"
# The Service Worker: a classic script (iife), served at /app/sw.js with its release written in front by the
# server (WebAppWorker), so its name never changes and it is not among the hashed assets.
esbuild Web/worker/sw.ts --bundle --minify --format=iife --target=es2020 --legal-comments=none \
  --log-level=warning --outfile="$out/sw.js"
esbuild Web/styles/app.css --minify --log-level=warning --outfile="$out/app.css"
# Each feature's web part is its own bundle, loaded only by a screen that uses it (Web/src/features/catalog.ts).
for feature in Web/src/features/*/index.ts; do
  name="$(basename "$(dirname "$feature")")"
  esbuild "$feature" --bundle --minify --format=esm --target=es2020 --legal-comments=none \
    --log-level=warning --outfile="$out/features/$name.js"
done

if [ "${1:-}" = "--check" ]; then
  if ! diff -r -q "$out" Content/web >/dev/null 2>&1; then
    diff -r -q "$out" Content/web >&2 || true
    echo "build-web: Content/web is not what Web/ builds; run bash Scripts/build-web.sh and commit Content/web" >&2
    exit 1
  fi
  echo "build-web: Content/web is what Web/ builds"
  exit 0
fi

for file in "$out"/app.js "$out"/app.css "$out"/sw.js "$out"/features/*.js; do
  raw=$(stat -c %s "$file")
  gz=$(gzip -9 -c "$file" | wc -c)
  br=$( (command -v brotli >/dev/null && brotli -q 11 -c "$file" | wc -c) || echo "?")
  echo "build-web: $file: $raw bytes, gzip $gz, Brotli $br"
done
