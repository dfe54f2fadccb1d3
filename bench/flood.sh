#!/usr/bin/env bash
# Anonymous floods against the release binary: 32 threads for 10 s each of invitation accepts
# with unknown keys, wrong passwords for one account, and wrong passwords spread over many
# accounts and addresses (every one reaching the password check). Prints answers, RSS (idle,
# peak, after) and the slowest /api/health/ during each flood.
# Usage: bench/flood.sh [threads] [seconds]   (BENCH_BIN=path for another build)
set -euo pipefail
cd "$(dirname "$0")/.."
THREADS="${1:-32}"
SECONDS_EACH="${2:-10}"
BIN="${BENCH_BIN:-./target/release/atrium}"
[ -x "$BIN" ] || { echo "build first: make release" >&2; exit 1; }

for mode in accept login login-spread; do
  DATA=$(mktemp -d)
  PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
  # The spread case trusts X-Real-IP so that each request looks like a new address.
  ATRIUM_IP_HEADER=$([ "$mode" = login-spread ] && echo X-Real-IP || echo "") \
    ATRIUM_LOG=warn "$BIN" --data-dir "$DATA" serve --demo --port "$PORT" >/dev/null 2>&1 &
  PID=$!
  for _ in $(seq 50); do curl -fs "http://127.0.0.1:$PORT/api/health/" >/dev/null && break; sleep 0.1; done
  sleep 1
  python3 bench/flood.py "http://127.0.0.1:$PORT" "$PID" "$mode" "$THREADS" "$SECONDS_EACH"
  kill "$PID"; wait "$PID" 2>/dev/null || true
  rm -rf "$DATA"
done
