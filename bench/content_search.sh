#!/usr/bin/env bash
# Content search at scale: 100,000 posts (BENCH_POSTS), 32 connections, six recurring searches
# (bench/search.lua) and searches never asked before (bench/search_fresh.lua, nothing remembered
# helps them); prints req/s and p50/p95/p99, the plain first page beside it, the index's
# rebuild time (atrium reindex) and the server's memory. Usage: bench/content_search.sh [seconds] [runs]
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION="${1:-10}"
RUNS="${2:-3}"
source bench/lib.sh
start
TOKEN=$(admin_token)
stop
POSTS="${BENCH_POSTS:-100000}"
python3 bench/seed_posts.py "$DATA/atrium.db" "$POSTS"
T0=$(date +%s.%N)
"$BIN" --data-dir "$DATA" reindex >/dev/null
echo "atrium reindex with $POSTS posts: $(echo "$(date +%s.%N) - $T0" | bc) s"
start
sleep 2
echo "idle RSS: $(rss)"
echo "wrk -t2 -c32 -d${DURATION}s, $RUNS runs each, $(nproc) cores"
for i in $(seq "$RUNS"); do
  printf "content-search run %d " "$i"
  wrk -t2 -c32 -d"${DURATION}s" -s bench/search.lua -H "Authorization: Token $TOKEN" \
    "http://127.0.0.1:$PORT" | tail -1
  printf "search-fresh   run %d " "$i"
  wrk -t2 -c32 -d"${DURATION}s" -s bench/search_fresh.lua -H "Authorization: Token $TOKEN" \
    "http://127.0.0.1:$PORT" | tail -1
  printf "content-p1     run %d " "$i"
  wrk -t2 -c32 -d"${DURATION}s" --latency -H "Authorization: Token $TOKEN" \
    "http://127.0.0.1:$PORT/api/content/?page_size=20" \
    | awk '/Requests\/sec/ {rps=$2} /^ +50%/ {p50=$2} /^ +99%/ {p99=$2} END {printf "%10s req/s  p50 %s  p99 %s\n", rps, p50, p99}'
done
echo "peak RSS: $(peak)"
