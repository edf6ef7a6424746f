# Timed steps for Scripts/demo.sh and Scripts/test.sh: each step is announced
# as it starts, and `steps_summary` prints one line with every step's time,
# so the first-run timings in docs/development.md are what these scripts print.
#
#   source Scripts/lib/steps.sh
#   step "build"; swift build …
#   step "tests"; swift test …
#   steps_summary "test.sh: passed"     # test.sh: passed in 212 s (build 160 s, tests 45 s, …)

STEPS_STARTED_AT="$(date +%s.%N)"
STEP_NAME=""
STEP_STARTED_AT=""
STEP_TIMES=()

_steps_close() {
  if [ -n "$STEP_NAME" ]; then
    STEP_TIMES+=("$STEP_NAME $(_steps_since "$STEP_STARTED_AT")")
  fi
  STEP_NAME=""
}

# Seconds since a `date +%s.%N` stamp, rounded: one decimal under 10 s.
_steps_since() {
  awk -v from="$1" -v to="$(date +%s.%N)" 'BEGIN { d = to - from; if (d < 10) printf "%.1f s", d; else printf "%d s", d + 0.5 }'
}

# Ends the step before (if any) and starts NAME, printing "== NAME" (or the
# text given after NAME) on standard error.
step() {
  _steps_close
  STEP_NAME="$1"
  STEP_STARTED_AT="$(date +%s.%N)"
  echo "== ${2:-$1}" >&2
}

# Ends the last step and prints "PREFIX in TOTAL (step time, …)".
steps_summary() {
  _steps_close
  local detail="" entry
  for entry in "${STEP_TIMES[@]}"; do
    detail+="${detail:+, }$entry"
  done
  echo "$1 in $(_steps_since "$STEPS_STARTED_AT") ($detail)" >&2
}
