#!/usr/bin/env bash
# Fuzzes the running reference server against docs/openapi.yaml with
# schemathesis (every check: server errors, status codes, content types,
# response schemas and headers, schema-valid requests accepted, invalid
# ones rejected, 405 with Allow for undeclared methods). Fails on any
# finding, naming it, so the document and the server cannot drift apart.
#
#   bash Scripts/check-openapi.sh              # fixed seed: the run CI repeats
#   SDUI_OPENAPI_SEED=random bash Scripts/check-openapi.sh   # a new one each time
#
# schemathesis comes from PyPI into a virtual environment kept outside the
# repository (~/.cache/sdui, or $SDUI_TOOLS_DIR), made on first use.
set -euo pipefail
cd "$(dirname "$0")/.."
REPO="$PWD"

VERSION="4.32.5"
TOOLS="${SDUI_TOOLS_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/sdui}"
VENV="$TOOLS/schemathesis-$VERSION"
SEED="${SDUI_OPENAPI_SEED:-20261125}"
fail() { echo "check-openapi: $*" >&2; exit 1; }

if [ ! -x "$VENV/bin/schemathesis" ]; then
  echo "check-openapi: installing schemathesis $VERSION into $VENV" >&2
  rm -rf "$VENV"
  mkdir -p "$TOOLS"
  python3 -m venv "$VENV" || fail "python3 -m venv failed (Debian: python3-venv, installed by Scripts/setup.sh)"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$VERSION" \
    || { rm -rf "$VENV"; fail "pip could not install schemathesis $VERSION"; }
fi

# A fresh SQLite file, so the fuzzer's logins, playlists and events touch nothing else.
NAME=check-openapi
source Scripts/lib/debug-server.sh
start_debug_server

SEED_ARGS=(--seed "$SEED")
[ "$SEED" = "random" ] && SEED_ARGS=()
echo "check-openapi: fuzzing $BASE against docs/openapi.yaml (seed ${SEED})" >&2
status=0
# Run from the scratch folder: schemathesis and hypothesis keep their state in the working directory.
(cd "$WORK" && "$VENV/bin/schemathesis" --no-color --config-file "$REPO/Scripts/openapi-check.toml" run "$REPO/docs/openapi.yaml" \
  --url "$BASE" --checks all --workers 1 "${SEED_ARGS[@]}" --report junit --report-junit-path "$WORK/junit.xml" \
  > "$WORK/fuzz.txt" 2>&1) || status=$?

# The findings in full (long generated bodies cut), then the summary line.
cut -c1-400 "$WORK/fuzz.txt" | sed -n '/FAILURES\|ERRORS/,$p' | head -200 >&2
summary="$(grep -E '^ *[0-9]+ generated' "$WORK/fuzz.txt" | tail -1 | sed 's/^ *//')"
if ! kill -0 "$SERVER_PID" 2>/dev/null; then fail "sdui-server died during the run: $(tail -5 "$WORK/server.log")"; fi
[ -n "$summary" ] || { tail -20 "$WORK/fuzz.txt" >&2; fail "schemathesis printed no summary (exit $status)"; }
echo "check-openapi: $summary (exit $status)" >&2
[ "$status" -eq 0 ] || fail "the server and docs/openapi.yaml disagree (findings above); reproduce with SDUI_OPENAPI_SEED=$SEED"
echo "check-openapi: docs/openapi.yaml and the server agree"
