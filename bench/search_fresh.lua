-- Content searches that are (nearly) never asked twice: three words of the seeded vocabulary,
-- each cut to a random prefix, so a search's total is counted afresh every time (the figure
-- beside bench/search.lua's, whose six searches recur as a person's do).
local words = {"launch", "reel", "giveaway", "recipe", "tutorial", "behind", "scenes", "spring",
  "summer", "autumn", "winter", "sale", "collection", "studio", "coffee", "fitness", "travel",
  "bakery", "florals", "denim", "ceramics", "books", "optics", "morning", "routine", "weekly",
  "tips", "story", "highlights", "announcement", "community", "member", "spotlight"}
math.randomseed(os.time())
local function word()
  local w = words[math.random(#words)]
  return string.sub(w, 1, math.random(3, #w))
end
request = function()
  return wrk.format("GET", "/api/content/?search=" .. word() .. "%20" .. word() .. "%20" .. word())
end
done = function(summary, latency, requests)
  local secs = summary.duration / 1e6
  local errors = summary.errors.status + summary.errors.timeout + summary.errors.connect
  io.write(string.format("%10.0f req/s  p50 %6.2f ms  p95 %6.2f ms  p99 %6.2f ms  errors %d\n",
    summary.requests / secs, latency:percentile(50) / 1000, latency:percentile(95) / 1000,
    latency:percentile(99) / 1000, errors))
end
