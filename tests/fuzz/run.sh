#!/usr/bin/env bash
# Fuzz the API with schemathesis from the OpenAPI document the real binary serves.
#
#   tests/fuzz/run.sh [bounded|long]      (make test-fuzz / make fuzz)
#
# bounded: one fixed-seed round, a few minutes on 2 cores; part of `make test`.
# long:    rounds with fresh random seeds until at least FUZZ_MIN_CASES (5000) cases were sent.
# Either way it prints the number of cases and exits non-zero on any failure.
#
# First, openapi-spec-validator checks the served /api/openapi.json (valid OpenAPI 3.1).
# Then each round is two passes, side by side, each on a fresh `serve --demo` with a temp data dir and
# free port:
#   admin     as the demo admin, who may call every operation, so every operation is exercised
#             past its authorization with all checks (and may delete anything, which is why the
#             peers get a server of their own);
#   client_a  as the demo client, with the second demo client (client_b) as its peer: every
#             operation a client can reach, schemathesis's object_level_authorization check
#             replaying client_a's reads as client_b, and hooks.py's peer_isolation check.
# Checks: `--checks all` (every check schemathesis 4.32 has, plus peer_isolation from hooks.py).
#
# Environment: ATRIUM_BIN (default target/debug/atrium), FUZZ_SEED, FUZZ_MAX_EXAMPLES,
# FUZZ_MIN_CASES, FUZZ_WORKERS, FUZZ_KEEP=1 (keep the work dir with reports and server logs),
# ATRIUM_FUZZ_SCHEMA (a schema file to use instead of the served /api/openapi.json).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
MODE=${1:-bounded}
case $MODE in
  bounded) MAX_EXAMPLES=${FUZZ_MAX_EXAMPLES:-40} MIN_CASES=0 ;;
  long) MAX_EXAMPLES=${FUZZ_MAX_EXAMPLES:-200} MIN_CASES=${FUZZ_MIN_CASES:-5000} ;;
  *) echo "usage: $0 [bounded|long]" >&2; exit 2 ;;
esac
# One worker for the bounded run (`make test`, CI): with two threads, Python 3.11's ast module can
# fail inside hypothesis with "AST constructor recursion depth mismatch" (CPython gh-106905, a
# threading bug fixed in later Pythons), a failure of the tool, not of Atrium.
if [ "$MODE" = bounded ]; then WORKERS=${FUZZ_WORKERS:-1}; else WORKERS=${FUZZ_WORKERS:-2}; fi
BIN=$(realpath "${ATRIUM_BIN:-target/debug/atrium}")
[ -x "$BIN" ] || { echo "fuzz: no binary at $BIN (cargo build --locked)" >&2; exit 1; }

# The virtual environment, rebuilt only when requirements.txt changes.
VENV=$ROOT/target/fuzz-venv
REQ=tests/fuzz/requirements.txt
if ! cmp -s "$REQ" "$VENV/requirements.installed"; then
  echo "fuzz: installing schemathesis into $VENV"
  rm -rf "$VENV"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check -r "$REQ"
  cp "$REQ" "$VENV/requirements.installed"
fi
PY=$VENV/bin/python
ST=$VENV/bin/schemathesis

WORK=$(mktemp -d "${TMPDIR:-/tmp}/atrium-fuzz.XXXXXX")
SERVER_PID=
FUZZER_PID=
BASE=
stop_server() {
  if [ -n "$SERVER_PID" ]; then
    kill "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
    SERVER_PID=
  fi
}
PASS_PIDS=()
cleanup() {
  # Each pass's own EXIT trap stops its fuzzer and server.
  for pid in "${PASS_PIDS[@]}"; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
  if [ -n "${FUZZ_KEEP:-}" ]; then echo "fuzz: work dir kept: $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

free_port() { "$PY" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# Starts the binary on the pass's data dir and a free port; sets BASE. Sign-in limits key on
# X-Real-IP: the harness's own logins send one, the fuzzer's requests do not.
start_server() {
  local dir=$1 port
  for _ in 1 2 3; do
    port=$(free_port)
    ATRIUM_IP_HEADER=X-Real-IP "$BIN" --data-dir "$dir/data" serve --demo --port "$port" >>"$dir/server.log" 2>&1 &
    SERVER_PID=$!
    for _ in $(seq 150); do
      if curl -sf "http://127.0.0.1:$port/api/health" >/dev/null 2>&1; then
        BASE=http://127.0.0.1:$port
        return 0
      fi
      kill -0 "$SERVER_PID" 2>/dev/null || break
      sleep 0.2
    done
    stop_server # the port was taken meanwhile, or the server is slow: try another
  done
  echo "fuzz: the server did not answer /api/health; its log:" >&2
  tail -n 40 "$dir/server.log" >&2
  return 1
}

TOTAL=0
FAILED=()
VALIDATED=

# The document itself first: valid OpenAPI 3.1 by an independent validator (openapi-spec-validator).
validate_document() {
  local doc=$WORK/openapi.json
  if [ -n "${ATRIUM_FUZZ_SCHEMA:-}" ]; then
    doc=$ATRIUM_FUZZ_SCHEMA
  elif ! curl -sf "$BASE/api/openapi.json" -o "$doc"; then
    echo "fuzz: GET $BASE/api/openapi.json failed" >&2
    echo "GET /api/openapi.json" >"$WORK/document-failed"
    return
  fi
  if "$VENV/bin/openapi-spec-validator" --schema 3.1 --validation-errors all "$doc"; then
    echo "fuzz: /api/openapi.json is valid OpenAPI 3.1 (openapi-spec-validator)"
  else
    echo "openapi-spec-validator" >"$WORK/document-failed"
  fi
}
# run_pass NAME USER SEED: one pass on a server of its own, in a subshell run in the background
# (the two passes of a round run side by side: each is mostly one Python thread and one server,
# so on two cores a round takes the time of its longer pass). It writes its case count and exit
# code into its directory and its output into output.log, which the round prints when both end.
run_pass() {
  local name=$1 user=$2 seed=$3 dir=$WORK/$1 schema rc cases
  mkdir -p "$dir/data"
  trap 'stop_fuzzer; stop_server' EXIT
  trap 'exit 130' INT TERM
  start_server "$dir"
  if [ "$user" = admin ] && [ -z "$VALIDATED" ]; then validate_document; fi
  "$PY" tests/fuzz/harness.py setup --base "$BASE" --work "$dir" --bin "$BIN" --data-dir "$dir/data" \
    --user "$user" --seed "$seed" --max-examples "$MAX_EXAMPLES" --workers "$WORKERS"
  local target=(--origin "$BASE")
  if [ -n "${ATRIUM_FUZZ_SCHEMA:-}" ]; then schema=$ATRIUM_FUZZ_SCHEMA; else schema=$BASE/api/openapi.json; target=(); fi
  echo "fuzz: pass $name as $user (seed $seed, max-examples $MAX_EXAMPLES) against $BASE"
  # In the background with `wait`, so an interrupt reaches the traps at once (bash defers traps
  # while a foreground child runs, and schemathesis turns Ctrl-C into an ordinary failure).
  ATRIUM_FUZZ_IDENTITIES=$dir/identities.json "$ST" --config-file "$dir/schemathesis.toml" run "$schema" \
    "${target[@]}" --checks all --report ndjson,junit --no-color &
  FUZZER_PID=$!
  rc=0
  wait "$FUZZER_PID" || rc=$?
  FUZZER_PID=
  stop_server
  cases=$("$PY" tests/fuzz/harness.py count "$dir/report")
  echo "fuzz: pass $name: $cases cases, exit $rc"
  echo "$cases" >"$dir/cases"
  echo "$rc" >"$dir/rc"
}

stop_fuzzer() {
  if [ -n "$FUZZER_PID" ]; then kill "$FUZZER_PID" 2>/dev/null || true; wait "$FUZZER_PID" 2>/dev/null || true; FUZZER_PID=; fi
}

# run_round ROUND SEED: both passes at once, then their outputs in order and their results.
run_round() {
  local round=$1 seed=$2 name pids=() names=("r$1-admin" "r$1-client") users=(admin client_a) i
  for i in 0 1; do
    mkdir -p "$WORK/${names[$i]}"
    run_pass "${names[$i]}" "${users[$i]}" "$seed" >"$WORK/${names[$i]}/output.log" 2>&1 &
    pids+=($!)
    PASS_PIDS+=($!)
  done
  for i in 0 1; do wait "${pids[$i]}" || true; done
  PASS_PIDS=()
  VALIDATED=1
  for name in "${names[@]}"; do
    cat "$WORK/$name/output.log"
    if [ -f "$WORK/$name/rc" ]; then
      TOTAL=$((TOTAL + $(cat "$WORK/$name/cases")))
      [ "$(cat "$WORK/$name/rc")" -eq 0 ] || FAILED+=("$name (seed $seed)")
    else
      FAILED+=("$name (seed $seed): the pass did not finish")
    fi
  done
  if [ -f "$WORK/document-failed" ]; then FAILED+=("$(cat "$WORK/document-failed")"); rm "$WORK/document-failed"; fi
}

START=$SECONDS
round=0
while :; do
  round=$((round + 1))
  if [ "$MODE" = bounded ]; then seed=${FUZZ_SEED:-1}; else seed=${FUZZ_SEED:-$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')}; fi
  run_round "$round" "$seed"
  [ "$MODE" = long ] && [ "$TOTAL" -lt "$MIN_CASES" ] && [ -z "${FUZZ_SEED:-}" ] || break
done

echo "fuzz: $MODE run: $TOTAL cases in $round round(s), $((SECONDS - START)) s"
if [ ${#FAILED[@]} -gt 0 ]; then
  echo "fuzz: failures in: ${FAILED[*]}" >&2
  exit 1
fi
