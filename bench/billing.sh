#!/usr/bin/env bash
# Billing screens under load: the dashboard figures and a page of invoices with 1,000 clients
# and 10,000 invoices, each as a ratio of `auth-me` (the authenticated floor: token check and
# one user read) measured in the same run. Usage: bench/billing.sh [duration-seconds] [runs]
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION="${1:-10}"
RUNS="${2:-3}"
source bench/lib.sh
start
sleep 3
echo "idle RSS after start: $(rss)"
TOKEN=$(admin_token)
CLIENTS="${BENCH_CLIENTS:-1000}"
INVOICES="${BENCH_INVOICES:-10000}"
echo "seeding $CLIENTS clients through the API..."
python3 bench/seed_clients.py "http://127.0.0.1:$PORT" "$TOKEN" "$CLIENTS"
stop
python3 bench/seed_invoices.py "$DATA/atrium.db" "$INVOICES"
start
sleep 2
echo "idle RSS after seeding: $(rss)"
CLIENT_TOKEN=$(curl -fs -X POST "http://127.0.0.1:$PORT/api/auth/login/" -H 'content-type: application/json' \
  -d '{"email":"client@atrium.test","password":"atrium-client"}' | python3 -c 'import sys,json; print(json.load(sys.stdin)["token"])')


echo "wrk -t2 -c32 -d${DURATION}s, $RUNS runs each, $(nproc) cores"
run health /api/health/
run auth-me /api/auth/me/ -H "Authorization: Token $TOKEN"
run clients-p1 "/api/clients/?page_size=20" -H "Authorization: Token $TOKEN"
run dash-stats /api/dashboard/stats/ -H "Authorization: Token $TOKEN"
run invoices-p1 "/api/invoices/?page_size=20" -H "Authorization: Token $TOKEN"
run inv-overdue "/api/invoices/?status=overdue&page_size=5&sort=date" -H "Authorization: Token $TOKEN"
run inv-client "/api/invoices/?page_size=20" -H "Authorization: Token $CLIENT_TOKEN"
run inv-summary /api/invoices/summary/ -H "Authorization: Token $TOKEN"
sleep 3
echo "idle RSS after the load: $(rss)"
echo "peak RSS: $(peak)"
