#!/usr/bin/env bash
# Load benchmark of the release binary on loopback. Prints req/s and latency percentiles per
# endpoint and the server's resident memory: idle after start, after seeding, after the load,
# and the peak. Usage: bench/run.sh [duration-seconds] [runs]
# BENCH_BIN=path runs another build (e.g. the previous release) the same way, for a comparison.
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION="${1:-10}"
RUNS="${2:-3}"
BIN="${BENCH_BIN:-./target/release/atrium}"
[ -x "$BIN" ] || { echo "build first: make release" >&2; exit 1; }
command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }

DATA=$(mktemp -d)
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
ATRIUM_LOG=warn "$BIN" --data-dir "$DATA" serve --demo --port "$PORT" >/dev/null 2>&1 &
PID=$!
trap 'kill $PID 2>/dev/null; rm -rf "$DATA"' EXIT
for _ in $(seq 50); do curl -fs "http://127.0.0.1:$PORT/api/health/" >/dev/null && break; sleep 0.1; done
rss() { awk '/VmRSS/ {printf "%.1f MiB", $2/1024}' /proc/$PID/status; }
# The demo's seeding hashes three passwords; the allocator hands that back within a second or two.
sleep 3
echo "idle RSS after start: $(rss)"

TOKEN=$(curl -fs -X POST "http://127.0.0.1:$PORT/api/auth/login/" -H 'content-type: application/json' \
  -d '{"email":"admin@atrium.test","password":"atrium-admin"}' | python3 -c 'import sys,json; print(json.load(sys.stdin)["token"])')

run() {
  local name=$1 path=$2; shift 2
  for i in $(seq "$RUNS"); do
    wrk -t2 -c32 -d"${DURATION}s" --latency "$@" "http://127.0.0.1:$PORT$path" \
      | awk -v n="$name" -v i="$i" '/Requests\/sec/ {rps=$2} /^ +50%/ {p50=$2} /^ +99%/ {p99=$2}
          END {printf "%-12s run %d  %10s req/s  p50 %8s  p99 %8s\n", n, i, rps, p50, p99}'
  done
}

CLIENTS="${BENCH_CLIENTS:-1000}"
echo "seeding $CLIENTS clients through the API..."
python3 bench/seed_clients.py "http://127.0.0.1:$PORT" "$TOKEN" "$CLIENTS"
sleep 2
echo "idle RSS after seeding: $(rss)"

echo "wrk -t2 -c32 -d${DURATION}s, $RUNS runs each, $(nproc) cores"
run health /api/health/
run auth-me /api/auth/me/ -H "Authorization: Token $TOKEN"
run search-pfx "/api/clients/?search=castel" -H "Authorization: Token $TOKEN"
run search-typo "/api/clients/?search=gretta%20castelano" -H "Authorization: Token $TOKEN"
run clients-p1 "/api/clients/?page_size=20" -H "Authorization: Token $TOKEN"
sleep 3
echo "idle RSS after the load: $(rss)"
echo "peak RSS: $(awk '/VmHWM/ {printf "%.1f MiB", $2/1024}' /proc/$PID/status)"
