#!/usr/bin/env bash
# Messages: POST /api/messages/send-to-admin/ (a client writing; every message is an fsync'd
# transaction under synchronous=FULL, a bell notice and a live event) at 32 connections, beside
# GET /api/auth/me/ and the conversation list measured in the same run; then the same read load
# again while 500 live event streams are held open, and the server's memory.
# Usage: bench/messages.sh [seconds] [streams]
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION="${1:-10}"
STREAMS="${2:-500}"
source bench/lib.sh
start
stop
TOKENS=$(mktemp)
python3 bench/seed_sessions.py "$DATA/atrium.db" "$STREAMS" > "$TOKENS"
start
sleep 2
echo "idle RSS: $(rss)"
ADMIN=$(admin_token)
CLIENT=$(head -1 "$TOKENS")
BODY=$(mktemp --suffix=.lua)
cat > "$BODY" <<'LUA'
wrk.method = "POST"
wrk.body = '{"content": "How are the reels coming along?"}'
wrk.headers["Content-Type"] = "application/json"
LUA
measure() {
  local name=$1; shift
  wrk -t2 -c32 -d"${DURATION}s" --latency "$@" \
    | awk -v n="$name" '/Requests\/sec/ {rps=$2} /^ +50%/ {p50=$2} /^ +99%/ {p99=$2}
        END {printf "%-24s %10s req/s  p50 %8s  p99 %8s\n", n, rps, p50, p99}'
}
echo "wrk -t2 -c32 -d${DURATION}s, $(nproc) cores"
measure auth-me -H "Authorization: Token $ADMIN" "http://127.0.0.1:$PORT/api/auth/me/"
measure send-to-admin -s "$BODY" -H "Authorization: Token $CLIENT" "http://127.0.0.1:$PORT/api/messages/send-to-admin/"
measure admin-conversations -H "Authorization: Token $ADMIN" "http://127.0.0.1:$PORT/api/messages/admin-conversations/"
measure conversation-p1 -H "Authorization: Token $CLIENT" "http://127.0.0.1:$PORT/api/messages/conversation/$(curl -s -H "Authorization: Token $CLIENT" "http://127.0.0.1:$PORT/api/messages/conversations/" | python3 -c 'import sys,json; print(json.load(sys.stdin)[0]["id"])')/?page_size=20"
echo "RSS after the load: $(rss)"
python3 bench/hold_streams.py "$PORT" "$TOKENS" > "$DATA/streams.log" 2>&1 &
HOLDER=$!
for _ in $(seq 120); do grep -q "streams open" "$DATA/streams.log" 2>/dev/null && break; sleep 0.5; done
cat "$DATA/streams.log"
echo "RSS with $STREAMS streams open: $(rss)"
measure "auth-me (streams open)" -H "Authorization: Token $ADMIN" "http://127.0.0.1:$PORT/api/auth/me/"
measure "send (streams open)" -s "$BODY" -H "Authorization: Token $CLIENT" "http://127.0.0.1:$PORT/api/messages/send-to-admin/"
kill -TERM "$HOLDER"; wait "$HOLDER" || true
tail -1 "$DATA/streams.log"
echo "peak RSS: $(peak)"
rm -f "$TOKENS" "$BODY"
