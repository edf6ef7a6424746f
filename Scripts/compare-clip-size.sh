#!/usr/bin/env bash
# Builds the clip as it ships (Scripts/build-clip.sh) at two commits, each
# from its own clean export, and prints both sizes and the difference: what
# a change costs the clip's budget, measured in one run.
# Usage: Scripts/compare-clip-size.sh BASE_REF [REF]   (REF defaults to HEAD)
#   WORK=/path  where the exports and their builds go (default: a temporary folder, removed at the end)
set -euo pipefail
cd "$(dirname "$0")/.."

[ $# -ge 1 ] || { echo "usage: $0 BASE_REF [REF]" >&2; exit 2; }
BASE=$(git rev-parse --verify "$1^{commit}")
HEAD_REF=$(git rev-parse --verify "${2:-HEAD}^{commit}")
WORK="${WORK:-$(mktemp -d)}"
KEEP="${WORK_KEEP:-0}"
cleanup() { [ "$KEEP" = 1 ] || rm -rf "$WORK"; }
trap cleanup EXIT

size_at() {
  local ref="$1" dir="$WORK/$1"
  mkdir -p "$dir"
  git archive "$ref" | tar -x -C "$dir"
  (cd "$dir" && bash Scripts/build-clip.sh "$dir/sdui-clip" > /dev/null 2> "$dir/build.log") || {
    echo "compare-clip-size: the clip at $ref did not build; see $dir/build.log" >&2
    KEEP=1
    return 1
  }
  stat -c %s "$dir/sdui-clip"
}

echo "== building the clip at $BASE and at $HEAD_REF (each from a clean export)" >&2
BASE_SIZE=$(size_at "$BASE")
HEAD_SIZE=$(size_at "$HEAD_REF")
printf '%-12s %-42s %12s\n' "" "commit" "bytes"
printf '%-12s %-42s %12s\n' "base" "$BASE" "$BASE_SIZE"
printf '%-12s %-42s %12s\n' "changed" "$HEAD_REF" "$HEAD_SIZE"
printf '%-12s %-42s %12s\n' "difference" "" "$((HEAD_SIZE - BASE_SIZE))"
