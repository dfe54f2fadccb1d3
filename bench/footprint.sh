#!/usr/bin/env bash
# Footprint in one run of one binary: idle memory, the signed-in reads at 32 connections each as
# a ratio to GET /api/auth/me/ (the bare page: routing, the token lookup, one small answer), the
# peak memory with 1,000 clients and under 32 connections of mixed reads by an admin and a
# client, sequential post creation beside sequential task creation, and (unless
# FOOTPRINT_UPLOADS=0) bench/uploads.sh, the peak under 16 worst-case image uploads at once.
# Usage: bench/footprint.sh [seconds] [rounds]; each endpoint is measured once per round, the
# rounds interleaved, and the median quoted. BENCH_BIN=path measures another build.
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION="${1:-5}"
ROUNDS="${2:-3}"
source bench/lib.sh
start
sleep 3
IDLE_START=$(rss)
URL="http://127.0.0.1:$PORT"
ADMIN=$(admin_token)
login() {
  curl -fs -X POST "$URL/api/auth/login/" -H 'content-type: application/json' -d "$1" \
    | python3 -c 'import sys,json; print(json.load(sys.stdin)["token"])'
}
json() { python3 -c "import sys,json; d=json.load(sys.stdin); print($1)"; }

CLIENTS="${BENCH_CLIENTS:-1000}"
echo "seeding $CLIENTS clients through the API, ${BENCH_POSTS:-5000} posts into the database..."
python3 bench/seed_clients.py "$URL" "$ADMIN" "$CLIENTS"
stop
python3 bench/seed_posts.py "$DATA/atrium.db" "${BENCH_POSTS:-5000}" >/dev/null
start
sleep 3
IDLE_SEEDED=$(rss)
# Sessions survive the restart; the client's sign-in is after it so that its hashing is not in
# the idle figures above.
CLIENT=$(login '{"email":"client@atrium.test","password":"atrium-client"}')
ME_CLIENT=$(curl -fs -H "Authorization: Token $CLIENT" "$URL/api/auth/me/" | json 'd["id"]')
CONTACT=$(curl -fs -H "Authorization: Token $CLIENT" "$URL/api/messages/conversations/" \
  | json 'd[0]["userId"]')
CLIENT_ID=$(curl -fs -H "Authorization: Token $CLIENT" "$URL/api/messages/conversations/" \
  | json 'd[0]["id"]')
ADMIN_ID=$(curl -fs -H "Authorization: Token $ADMIN" "$URL/api/auth/me/" | json 'd["id"]')

# name, token, path: the reads, the first one the baseline.
READS=(
  "auth-me|$ADMIN|/api/auth/me/"
  "clients-p1|$ADMIN|/api/clients/?page_size=20"
  "content-p1|$ADMIN|/api/content/?page_size=20"
  "tasks-p1|$ADMIN|/api/tasks/"
  "client-stats|$CLIENT|/api/dashboard/client-stats/"
  "convo-client|$CLIENT|/api/messages/conversation/$CONTACT/"
  "convo-admin|$ADMIN|/api/messages/conversation/$ME_CLIENT/"
  "search-pfx|$ADMIN|/api/clients/?search=castel"
  "search-typo|$ADMIN|/api/clients/?search=gretta%20castelano"
)
for r in "${READS[@]}"; do
  IFS='|' read -r name token path <<<"$r"
  code=$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Token $token" "$URL$path")
  [ "$code" = 200 ] || { echo "$name: $path answers $code" >&2; exit 1; }
done

RESULTS=$(mktemp)
echo "wrk -t2 -c32 -d${DURATION}s, $ROUNDS interleaved rounds, $(nproc) cores"
for round in $(seq "$ROUNDS"); do
  for r in "${READS[@]}"; do
    IFS='|' read -r name token path <<<"$r"
    wrk -t2 -c32 -d"${DURATION}s" --latency -H "Authorization: Token $token" "$URL$path" \
      | awk -v n="$name" '/Requests\/sec/ {rps=$2} /^ +50%/ {p50=$2} /^ +99%/ {p99=$2}
          /Non-2xx/ {bad=$NF} END {print n, rps, p50, p99, bad+0}' >> "$RESULTS"
  done
done
# Median of the rounds per endpoint, and its ratio to the baseline's median.
awk -v rounds="$ROUNDS" '
  { order[$1] = order[$1] ? order[$1] : ++n; names[order[$1]] = $1
    k = ++seen[$1]; rps[$1, k] = $2; p50[$1, k] = $3; p99[$1, k] = $4; bad[$1] += $5 }
  function median(name, arr,   i, j, t, v) {
    for (i = 1; i <= rounds; i++) v[i] = arr[name, i] + 0
    for (i = 1; i <= rounds; i++) for (j = i + 1; j <= rounds; j++)
      if (v[j] < v[i]) { t = v[i]; v[i] = v[j]; v[j] = t }
    return v[int((rounds + 1) / 2)]
  }
  END {
    base = median(names[1], rps)
    printf "%-14s %10s %7s   %s\n", "endpoint", "req/s", "ratio", "p50 / p99 of each round"
    for (i = 1; i <= n; i++) {
      name = names[i]; m = median(name, rps); lat = ""
      for (k = 1; k <= rounds; k++) lat = lat sprintf(" %s/%s", p50[name, k], p99[name, k])
      printf "%-14s %10.0f %7.2f  %s%s\n", name, m, m / base, lat,
        bad[name] ? sprintf("  (%d non-2xx)", bad[name]) : ""
    }
  }' "$RESULTS"
rm -f "$RESULTS"
PEAK_READS=$(peak)

# Mixed: every connection cycles through the reads above, admin's and client's alike.
MIX=$(mktemp --suffix=.lua)
{
  echo "local reads = {"
  for r in "${READS[@]}"; do
    IFS='|' read -r name token path <<<"$r"
    echo "  {\"$path\", \"Token $token\"},"
  done
  cat <<'LUA'
}
local n = 0
request = function()
  n = n + 1
  local r = reads[(n % #reads) + 1]
  return wrk.format("GET", r[1], {["Authorization"] = r[2]})
end
LUA
} > "$MIX"
sleep 3
# Writing 5 to clear_refs starts the peak (VmHWM) afresh at the current RSS.
echo 5 > "/proc/$PID/clear_refs" 2>/dev/null || true
wrk -t2 -c32 -d"$((DURATION * 2))s" -s "$MIX" "$URL" \
  | awk '/Requests\/sec/ {printf "mixed reads    %10s req/s\n", $2} /Non-2xx/ {print "  " $0}'
PEAK_MIXED=$(peak)
rm -f "$MIX"

# Sequential creation: one connection, each request waits for the one before.
POST_LUA=$(mktemp --suffix=.lua)
TASK_LUA=$(mktemp --suffix=.lua)
cat > "$POST_LUA" <<LUA
wrk.method = "POST"
wrk.body = '{"client": $CLIENT_ID, "platform": "instagram", "title": "Bench post", "content": "A caption for the bench.", "scheduled_date": "2027-01-15T10:00:00Z"}'
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Token $ADMIN"
LUA
cat > "$TASK_LUA" <<LUA
wrk.method = "POST"
wrk.body = '{"title": "Bench task", "description": "A task for the bench.", "client": $CLIENT_ID, "assigned_to": $ADMIN_ID, "due_date": "2027-01-15T10:00:00Z"}'
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Token $ADMIN"
LUA
for check in "$POST_LUA|/api/content/" "$TASK_LUA|/api/tasks/"; do
  IFS='|' read -r script path <<<"$check"
  python3 - "$script" "$URL$path" <<'PY'
import re, sys, urllib.request
lua = open(sys.argv[1]).read()
body = re.search(r"wrk.body = '(.*)'", lua).group(1).encode()
token = re.search(r'"(Token [^"]+)"', lua).group(1)
req = urllib.request.Request(sys.argv[2], data=body, method="POST",
    headers={"Content-Type": "application/json", "Authorization": token})
assert urllib.request.urlopen(req).status == 201
PY
done
echo "sequential creation (one connection, ${DURATION}s each, $ROUNDS rounds):"
for round in $(seq "$ROUNDS"); do
  post=$(wrk -t1 -c1 -d"${DURATION}s" -s "$POST_LUA" "$URL/api/content/" | awk '/Requests\/sec/ {print $2}')
  task=$(wrk -t1 -c1 -d"${DURATION}s" -s "$TASK_LUA" "$URL/api/tasks/" | awk '/Requests\/sec/ {print $2}')
  printf "  round %d: POST /api/content/ %8s/s   POST /api/tasks/ %8s/s\n" "$round" "$post" "$task"
done
rm -f "$POST_LUA" "$TASK_LUA"
sleep 3
echo "idle RSS after start (demo data):          $IDLE_START"
echo "idle RSS with $CLIENTS clients, restarted:      $IDLE_SEEDED"
echo "peak RSS over the reads at 32 connections: $PEAK_READS"
echo "peak RSS under 32 mixed connections:       $PEAK_MIXED"
echo "idle RSS after all of it:                  $(rss)"
echo "binary: $(du -b "$BIN" | awk '{printf "%.1f MB", $1 / 1e6}') ($BIN)"
stop
trap 'rm -rf "$DATA"' EXIT
if [ "${FOOTPRINT_UPLOADS:-1}" != 0 ]; then
  echo
  echo "bench/uploads.sh 1: 16 worst-case image uploads at once"
  BENCH_BIN="$BIN" bench/uploads.sh 1
fi
