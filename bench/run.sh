#!/usr/bin/env bash
# Load benchmark of the release binary on loopback. Prints req/s and latency percentiles per
# endpoint and the server's resident memory: idle after start, after seeding, after the load,
# and the peak. Usage: bench/run.sh [duration-seconds] [runs]
# BENCH_BIN=path runs another build (e.g. the previous release) the same way, for a comparison.
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION="${1:-10}"
RUNS="${2:-3}"
source bench/lib.sh
start
# The demo's seeding hashes three passwords; the allocator hands that back within a second or two.
sleep 3
echo "idle RSS after start: $(rss)"

TOKEN=$(admin_token)


CLIENTS="${BENCH_CLIENTS:-1000}"
echo "seeding $CLIENTS clients through the API..."
python3 bench/seed_clients.py "http://127.0.0.1:$PORT" "$TOKEN" "$CLIENTS"
POSTS="${BENCH_POSTS:-5000}"
echo "seeding $POSTS posts (two images each) into the stopped server's database..."
stop
python3 bench/seed_posts.py "$DATA/atrium.db" "$POSTS"
start
sleep 2
echo "idle RSS after seeding (restarted, index rebuilt): $(rss)"

echo "wrk -t2 -c32 -d${DURATION}s, $RUNS runs each, $(nproc) cores"
run health /api/health/
run auth-me /api/auth/me/ -H "Authorization: Token $TOKEN"
run search-pfx "/api/clients/?search=castel" -H "Authorization: Token $TOKEN"
run search-typo "/api/clients/?search=gretta%20castelano" -H "Authorization: Token $TOKEN"
run clients-p1 "/api/clients/?page_size=20" -H "Authorization: Token $TOKEN"
run search-all "/api/clients/?search=bench" -H "Authorization: Token $TOKEN"
run tasks-typo "/api/tasks/?search=quartrly" -H "Authorization: Token $TOKEN"
run content-p1 "/api/content/?page_size=20" -H "Authorization: Token $TOKEN"
run content-srch "/api/content/?search=launch%20reel" -H "Authorization: Token $TOKEN"
sleep 3
echo "idle RSS after the load: $(rss)"
echo "peak RSS: $(peak)"
