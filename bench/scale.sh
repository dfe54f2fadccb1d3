#!/usr/bin/env bash
# A million posts (BENCH_POSTS): seeded straight into SQLite, indexed with `atrium reindex`,
# then: how long `serve` takes to answer, its memory at start and under load, and the p95 of
# the list, search and figure endpoints at 32 connections. Then the two starts that have work
# to do: one with changes the index has not seen (written while the server was stopped) and
# one without an index at all, each answering at once while the index catches up behind it.
# Usage: bench/scale.sh [seconds]   (BENCH_KEEP=dir keeps the seeded data dir; BENCH_DATA=dir
# reuses one, skipping the seeding and the reindex)
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION="${1:-10}"
source bench/lib.sh
POSTS="${BENCH_POSTS:-1000000}"
LOG=$DATA/server.log
now() { date +%s.%N; }
since() { echo "$(now) - $1" | bc; }
# Starts serve; sets PID and TOOK (seconds until /api/health/ answered, polled every 10 ms).
timed_start() {
  local t0
  t0=$(now)
  ATRIUM_BACKUP__EVERY_HOURS=0 ATRIUM_LOG=info "$BIN" --data-dir "$DATA" serve --port "$PORT" >>"$LOG" 2>&1 &
  PID=$!
  until curl -fs "http://127.0.0.1:$PORT/api/health/" >/dev/null; do sleep 0.01; done
  TOOK=$(printf "%.2f s" "$(since "$t0")")
}
login() {
  curl -fs -X POST "http://127.0.0.1:$PORT/api/auth/login/" -H 'content-type: application/json' \
    -d "{\"email\":\"$1\",\"password\":\"$2\"}" | python3 -c 'import sys,json; print(json.load(sys.stdin)["token"])'
}
measure() {
  local name=$1 token=$2 path=$3
  printf "%-22s" "$name"
  wrk -t2 -c32 -d"${DURATION}s" -s bench/p95.lua -H "Authorization: Token $token" "http://127.0.0.1:$PORT$path" | tail -1
}

if [ -n "${BENCH_DATA:-}" ]; then
  # A data dir this script seeded before (copied aside): skips the seeding and the reindex.
  rm -rf "$DATA" && cp -a "$BENCH_DATA" "$DATA" && rm -f "$LOG"
  echo "reusing $BENCH_DATA ($POSTS posts seeded and indexed before)"
else
  start
  stop
  T0=$(now)
  python3 bench/seed_posts.py "$DATA/atrium.db" "$POSTS" >/dev/null
  echo "seeded $POSTS posts into SQLite in $(since "$T0") s"
  T0=$(now)
  "$BIN" --data-dir "$DATA" reindex
  echo "atrium reindex: $(since "$T0") s, index $(du -sh "$DATA/index" | cut -f1), database $(du -sh "$DATA/atrium.db" | cut -f1)"
  [ -n "${BENCH_KEEP:-}" ] && cp -a "$DATA" "$BENCH_KEEP" && echo "kept a copy in $BENCH_KEEP"
fi

timed_start
echo "serve healthy after $TOOK"
ADMIN=$(login admin@atrium.test atrium-admin)
CLIENT=$(login client@atrium.test atrium-client)
sleep 3
echo "start: peak RSS $(peak), idle RSS $(rss)"
echo "wrk -t2 -c32 -d${DURATION}s, $(nproc) cores, $POSTS posts"
measure "health" "$ADMIN" "/api/health/"
measure "content page 1" "$ADMIN" "/api/content/?page_size=20"
measure "content approved" "$ADMIN" "/api/content/?status=approved&page_size=20"
measure "content client" "$CLIENT" "/api/content/?page_size=20"
printf "%-22s" "content search"
wrk -t2 -c32 -d"${DURATION}s" -s bench/search.lua -H "Authorization: Token $ADMIN" "http://127.0.0.1:$PORT" | tail -1
measure "content stats" "$ADMIN" "/api/content/stats/"
measure "content stats client" "$CLIENT" "/api/content/stats/"
measure "dashboard stats" "$ADMIN" "/api/dashboard/stats/"
measure "client-stats" "$CLIENT" "/api/dashboard/client-stats/"
measure "analytics overview" "$ADMIN" "/api/analytics/overview/"
echo "under load: peak RSS $(peak)"
stop

# Written while the server was stopped (as a script or the CLI would): the log has it.
python3 -c 'import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute(sys.argv[2]); c.commit()' "$DATA/atrium.db" "UPDATE content_posts SET title = 'Orbit coffee relaunch' WHERE id IN (SELECT id FROM content_posts ORDER BY id DESC LIMIT 500)"
timed_start
echo "serve with 500 unseen changes healthy after $TOOK"
sleep 2
grep -o 'search index caught up.*' "$LOG" | tail -1 || true
stop

rm -rf "$DATA/index"
timed_start
echo "serve without an index healthy after $TOOK (peak RSS $(peak) then)"
until grep -q 'search index rebuilt' "$LOG"; do sleep 1; done
grep -o 'search index rebuilt.*' "$LOG" | tail -1
echo "after the background rebuild: peak RSS $(peak), RSS $(rss)"
