-- Cycles through content searches (prefixes, a typo, several words) and prints p95, which
-- wrk's --latency table leaves out.
local paths = {
  "/api/content/?search=launch",
  "/api/content/?search=sprng%20sale",
  "/api/content/?search=coffee%20tutorial",
  "/api/content/?search=behind%20scenes&status=approved",
  "/api/content/?search=flor",
  "/api/content/?search=weekly%20tips&platform=instagram&page=3",
}
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", paths[(n % #paths) + 1])
end
done = function(summary, latency, requests)
  local secs = summary.duration / 1e6
  local errors = summary.errors.status + summary.errors.timeout + summary.errors.connect
  io.write(string.format("%10.0f req/s  p50 %6.2f ms  p95 %6.2f ms  p99 %6.2f ms  errors %d\n",
    summary.requests / secs, latency:percentile(50) / 1000, latency:percentile(95) / 1000,
    latency:percentile(99) / 1000, errors))
end
