-- One path (wrk's URL) and the latency percentiles wrk's --latency table leaves out (p95).
done = function(summary, latency, requests)
  local secs = summary.duration / 1e6
  local errors = summary.errors.status + summary.errors.timeout + summary.errors.connect
  io.write(string.format("%10.0f req/s  p50 %6.2f ms  p95 %6.2f ms  p99 %6.2f ms  errors %d\n",
    summary.requests / secs, latency:percentile(50) / 1000, latency:percentile(95) / 1000,
    latency:percentile(99) / 1000, errors))
end
