# Shared by the bench scripts: the binary, a free port, a throwaway data dir, starting and
# stopping the server, its memory, and an admin token. Source it after `cd` to the repo root.
BIN="${BENCH_BIN:-./target/release/atrium}"
[ -x "$BIN" ] || { echo "build first: make release" >&2; exit 1; }
command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }

DATA=$(mktemp -d)
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
PID=
start() {
  # No scheduled backup at start: it would share the machine with the measurement. No limit on a
  # client's messages and uploads: the benches measure how fast the server stores them and what
  # it costs in memory, not the limits (bench/uploads.sh sends more than an hour's uploads).
  ATRIUM_BACKUP__EVERY_HOURS=0 ATRIUM_LIMITS__MESSAGES_PER_MINUTE=0 ATRIUM_LIMITS__UPLOADS_PER_HOUR=0 \
    ATRIUM_LOG=warn "$BIN" --data-dir "$DATA" serve --demo --port "$PORT" >/dev/null 2>&1 &
  PID=$!
  for _ in $(seq 3000); do curl -fs "http://127.0.0.1:$PORT/api/health/" >/dev/null && break; sleep 0.1; done
}
stop() { kill "$PID"; wait "$PID" 2>/dev/null || true; }
trap 'kill $PID 2>/dev/null; wait $PID 2>/dev/null; rm -rf "$DATA"' EXIT
# RSS counts the binary's code pages that ran, which are the kernel's file cache and can be
# dropped at any time; RssAnon is the server's own memory.
rss() { awk '/VmRSS/ {r=$2} /RssAnon/ {a=$2} END {printf "%.1f MiB (own memory %.1f MiB)", r/1024, a/1024}' /proc/$PID/status; }
peak() { awk '/VmHWM/ {printf "%.1f MiB", $2/1024}' /proc/$PID/status; }
admin_token() {
  curl -fs -X POST "http://127.0.0.1:$PORT/api/auth/login/" -H 'content-type: application/json' \
    -d '{"email":"admin@atrium.test","password":"atrium-admin"}' \
    | python3 -c 'import sys,json; print(json.load(sys.stdin)["token"])'
}
# One endpoint under wrk, $RUNS times for $DURATION seconds: req/s and the p50 and p99 latency.
run() {
  local name=$1 path=$2; shift 2
  for i in $(seq "$RUNS"); do
    wrk -t2 -c32 -d"${DURATION}s" --latency "$@" "http://127.0.0.1:$PORT$path" \
      | awk -v n="$name" -v i="$i" '/Requests\/sec/ {rps=$2} /^ +50%/ {p50=$2} /^ +99%/ {p99=$2}
          END {printf "%-14s run %d  %10s req/s  p50 %8s  p99 %8s\n", n, i, rps, p50, p99}'
  done
}
