#!/usr/bin/env bash
# Sizing for several agencies on one server (install.sh --instance): N instances of one binary,
# each a fresh installation with one admin (as `atrium setup` leaves it), idle: RSS and disk per
# instance. Then one of them with 1,000 clients created through the API: RSS and disk again.
# Scheduled backups are on, as installed (each instance takes its first archive at start, which
# is part of its disk). Usage: bench/instances.sh [N]; BENCH_BIN=path measures another build.
set -euo pipefail
cd "$(dirname "$0")/.."
N="${1:-3}"
BIN="${BENCH_BIN:-./target/release/atrium}"
[ -x "$BIN" ] || { echo "build first: make release" >&2; exit 1; }
WORK=$(mktemp -d)
PIDS=()
trap 'for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done; wait 2>/dev/null; rm -rf "$WORK"' EXIT
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
rss_of() { awk '/VmRSS/ {printf "%.1f", $2/1024}' "/proc/$1/status"; }
# The server's own memory; the rest of its RSS is the binary's pages, which every instance of one
# binary file shares (PSS counts each shared page once across them).
own_of() { awk '/RssAnon/ {printf "%.1f", $2/1024}' "/proc/$1/status"; }
pss_of() { awk '/^Pss:/ {printf "%.1f", $2/1024}' "/proc/$1/smaps_rollup"; }
disk_of() { du -sk "$1" | awk '{printf "%.1f", $1/1024}'; }

PORTS=()
for i in $(seq "$N"); do
  dir="$WORK/agency-$i"
  mkdir -p "$dir"
  echo "pw-$i-long-enough-for-setup" | ATRIUM_LOG=warn "$BIN" --data-dir "$dir" admin create \
    --email "owner@agency$i.test" --name "Owner $i" --password-stdin >/dev/null
  port=$(free_port)
  ATRIUM_LOG=warn "$BIN" --data-dir "$dir" serve --port "$port" >/dev/null 2>&1 &
  PIDS+=($!)
  PORTS+=("$port")
done
for port in "${PORTS[@]}"; do
  for _ in $(seq 300); do curl -fs "http://127.0.0.1:$port/api/health/" >/dev/null && break; sleep 0.1; done
done
sleep 5
echo "$N idle instances, each a fresh installation with one admin:"
total=0
for i in $(seq "$N"); do
  pid=${PIDS[$((i - 1))]}
  p=$(pss_of "$pid")
  total=$(python3 -c "print(round($total + $p, 1))")
  echo "  agency-$i: RSS $(rss_of "$pid") MiB (own memory $(own_of "$pid") MiB, PSS $p MiB)," \
    "data dir $(disk_of "$WORK/agency-$i") MiB"
done
echo "  together: PSS $total MiB (what the $N take from the machine)"

port=${PORTS[0]}
token=$(curl -fs -X POST "http://127.0.0.1:$port/api/auth/login/" -H 'content-type: application/json' \
  -d '{"email":"owner@agency1.test","password":"pw-1-long-enough-for-setup"}' \
  | python3 -c 'import sys,json; print(json.load(sys.stdin)["token"])')
python3 bench/seed_clients.py "http://127.0.0.1:$port" "$token" 1000
sleep 5
echo "agency-1 with 1,000 clients: RSS $(rss_of "${PIDS[0]}") MiB (own memory $(own_of "${PIDS[0]}") MiB)," \
  "data dir $(disk_of "$WORK/agency-1") MiB"
