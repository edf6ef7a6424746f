-- wrk script: one line of latency percentiles (ms) and error count at the end.
function done(summary, latency, requests)
  io.write(string.format("percentiles p50=%.3f p99=%.3f p999=%.3f errors=%d\n",
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency:percentile(99.9) / 1000,
    summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
