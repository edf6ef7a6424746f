# Shared by the scripts that print package-benchmark's figures
# (benchmark-json.sh, benchmark-terminal.sh). Source it after `cd` to the
# repository, then:
#
#   p90_figures TARGET NAME   # runs Performance/'s TARGET; sets OUT, a folder of
#                             # TARGET.<benchmark>.p90.json (wall clock and mallocs)
#
# On failure it prints the run's output and exits, naming NAME.
p90_figures() {
  OUT="$(mktemp -d)"
  trap 'rm -rf "$OUT"' EXIT
  (cd Performance && swift package --allow-writing-to-directory "$OUT" benchmark --target "$1" \
    --format metricP90AbsoluteThresholds --path "$OUT" --no-progress) >"$OUT/log" 2>&1 || {
    cat "$OUT/log" >&2
    echo "$2: the benchmark did not run (the output above)" >&2
    exit 1
  }
}
