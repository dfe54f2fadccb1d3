#!/usr/bin/env bash
# Tests install.sh without root, systemd or a Rust build: it installs into a temporary root with
# stand-ins for useradd, userdel, runuser, systemctl, id and chown (first in PATH; each logs its
# arguments and keeps just enough state to behave plausibly) and a shell-script `atrium`.
#
#   tests/install/run.sh [WORKDIR]
#
# WORKDIR (default: a fresh temporary one, removed afterwards) holds root/ (what install.sh
# lays down), stubs/, state/ and the call log. `make test-install` passes the same WORKDIR to two
# runs in a row: the second starts from what the first one's --purge left, which must be nothing.
set -euo pipefail

HERE="$(cd "$(dirname "$0")" && pwd)"
INSTALL="$(cd "$HERE/../.." && pwd)/install.sh"

if [ $# -ge 1 ]; then
  WORK="$1"
  mkdir -p "$WORK"
  WORK="$(cd "$WORK" && pwd)"
else
  WORK="$(mktemp -d)"
  trap 'rm -rf "$WORK"' EXIT
fi
ROOT="$WORK/root"
STUBS="$WORK/stubs"
STATE="$WORK/state"
LOG="$WORK/calls.log"
OUT="$WORK/out.txt"
mkdir -p "$ROOT" "$STUBS" "$STATE"
export STUB_ROOT="$ROOT" STUB_STATE="$STATE" STUB_LOG="$LOG"

DATA="$ROOT/var/lib/atrium"
BIN="$ROOT/usr/local/bin/atrium"
UNIT="$ROOT/etc/systemd/system/atrium.service"

# ---------------------------------------------------------------------------------------------
# The stand-ins. Each appends one line to the call log; the state directory holds the users
# that exist (user-NAME), the units systemd has loaded (loaded-UNIT, a copy of the file at the
# last daemon-reload), and which are enabled or active.

cat >"$STUBS/useradd" <<'EOF'
#!/bin/sh
echo "useradd $*" >>"$STUB_LOG"
for name; do :; done
if [ -e "$STUB_STATE/user-$name" ]; then echo "useradd: user '$name' already exists" >&2; exit 9; fi
touch "$STUB_STATE/user-$name"
exit 0
EOF

cat >"$STUBS/userdel" <<'EOF'
#!/bin/sh
echo "userdel $*" >>"$STUB_LOG"
for name; do :; done
if [ ! -e "$STUB_STATE/user-$name" ]; then echo "userdel: user '$name' does not exist" >&2; exit 6; fi
rm -f "$STUB_STATE/user-$name"
exit 0
EOF

# `id -u` says root; `id NAME` fails until useradd made NAME.
cat >"$STUBS/id" <<'EOF'
#!/bin/sh
echo "id $*" >>"$STUB_LOG"
if [ "$*" = "-u" ]; then echo 0; exit 0; fi
for name; do :; done
if [ ! -e "$STUB_STATE/user-$name" ]; then echo "id: '$name': no such user" >&2; exit 1; fi
echo "uid=998($name) gid=998($name) groups=998($name)"
EOF

cat >"$STUBS/chown" <<'EOF'
#!/bin/sh
echo "chown $*" >>"$STUB_LOG"
owner="${1%%:*}"
if [ ! -e "$STUB_STATE/user-$owner" ]; then echo "chown: invalid user: '$1'" >&2; exit 1; fi
shift
for f; do [ -e "$f" ] || { echo "chown: cannot access '$f'" >&2; exit 1; }; done
exit 0
EOF

# Runs the command after `--` (as the caller, telling it whom it stands for in STUB_AS).
cat >"$STUBS/runuser" <<'EOF'
#!/bin/sh
echo "runuser $*" >>"$STUB_LOG"
[ "$1" = -u ] && [ "$3" = -- ] || { echo "runuser stub: expected -u USER -- COMMAND" >&2; exit 1; }
user="$2"
shift 3
if [ ! -e "$STUB_STATE/user-$user" ]; then echo "runuser: user $user does not exist" >&2; exit 1; fi
STUB_AS="$user" exec "$@"
EOF

# Like systemd, it acts on a unit only as it was at the last daemon-reload: a changed file
# without a reload is an error here (systemd would quietly run the old definition).
cat >"$STUBS/systemctl" <<'EOF'
#!/bin/sh
echo "systemctl $*" >>"$STUB_LOG"
quiet=0 now=0 verb="" unit=""
for a; do
  case "$a" in
    --quiet | -q) quiet=1 ;;
    --now) now=1 ;;
    -*) echo "systemctl stub: unknown option $a" >&2; exit 1 ;;
    *) if [ -z "$verb" ]; then verb="$a"; else unit="${a%.service}"; fi ;;
  esac
done
file="$STUB_ROOT/etc/systemd/system/$unit.service"
loaded() {
  if [ ! -e "$STUB_STATE/loaded-$unit" ]; then echo "Unit $unit.service not found." >&2; exit 5; fi
  if ! cmp -s "$file" "$STUB_STATE/loaded-$unit"; then
    echo "systemctl stub: $unit.service changed on disk; run systemctl daemon-reload" >&2; exit 1
  fi
}
case "$verb" in
  daemon-reload)
    for f in "$STUB_STATE"/loaded-*; do [ -e "$f" ] && rm -f "$f"; done
    for f in "$STUB_ROOT"/etc/systemd/system/*.service; do
      [ -e "$f" ] && cp "$f" "$STUB_STATE/loaded-$(basename "$f" .service)"
    done
    ;;
  is-active)
    if [ -e "$STUB_STATE/active-$unit" ]; then [ $quiet = 1 ] || echo active; exit 0; fi
    [ $quiet = 1 ] || echo inactive; exit 3 ;;
  is-enabled)
    if [ -e "$STUB_STATE/enabled-$unit" ]; then [ $quiet = 1 ] || echo enabled; exit 0; fi
    [ $quiet = 1 ] || echo disabled; exit 1 ;;
  enable) loaded; touch "$STUB_STATE/enabled-$unit"; [ $now = 0 ] || touch "$STUB_STATE/active-$unit" ;;
  disable) loaded; rm -f "$STUB_STATE/enabled-$unit"; [ $now = 0 ] || rm -f "$STUB_STATE/active-$unit" ;;
  start | restart) loaded; touch "$STUB_STATE/active-$unit" ;;
  stop) rm -f "$STUB_STATE/active-$unit" ;;
  *) echo "systemctl stub: unsupported verb '$verb'" >&2; exit 1 ;;
esac
exit 0
EOF

chmod 0755 "$STUBS"/*

# A stand-in for the binary: setup writes config.toml and a database when they are missing,
# healthcheck answers whether the (stand-in) service runs. VERSION tells the builds apart.
make_binary() {
  sed "s/@VERSION@/$1/" >"$WORK/atrium-$1" <<'EOF'
#!/bin/sh
# atrium stand-in, build @VERSION@
echo "atrium $* as=${STUB_AS:-root} data=${ATRIUM_DATA_DIR:-unset}" >>"$STUB_LOG"
case "$1" in
  --version) echo "atrium @VERSION@ (stub)"; exit 0 ;;
esac
[ -d "${ATRIUM_DATA_DIR:-/nonexistent}" ] || { echo "error: no data directory" >&2; exit 2; }
case "$1" in
  setup)
    [ -f "$ATRIUM_DATA_DIR/config.toml" ] ||
      printf '# Written by `atrium setup`\ndata_dir = "%s"\nport = 8000\n' "$ATRIUM_DATA_DIR" \
        >"$ATRIUM_DATA_DIR/config.toml"
    [ -f "$ATRIUM_DATA_DIR/atrium.db" ] || echo "database of build @VERSION@" >"$ATRIUM_DATA_DIR/atrium.db"
    echo "Wrote $ATRIUM_DATA_DIR/config.toml." ;;
  migrate) echo "Database is up to date." ;;
  healthcheck) [ -e "$STUB_STATE/active-atrium" ] ;;
  *) echo "atrium stand-in: unexpected command $*" >&2; exit 2 ;;
esac
EOF
  chmod 0755 "$WORK/atrium-$1"
}
make_binary 1
make_binary 2
make_binary 3

# ---------------------------------------------------------------------------------------------
FAILURES=0
CHECKS=0
ok() { CHECKS=$((CHECKS + 1)); printf '  ok   %s\n' "$1"; }
bad() { CHECKS=$((CHECKS + 1)); FAILURES=$((FAILURES + 1)); printf '  FAIL %s\n' "$1"; }
check() { # check DESCRIPTION COMMAND...
  local what="$1"
  shift
  if "$@"; then ok "$what"; else bad "$what"; fi
}
called() { grep -q -- "$1" "$LOG"; }
not_called() { ! grep -q -- "$1" "$LOG"; }
mode_is() { [ "$(stat -c %a "$2")" = "$1" ]; }
has_line() { grep -qxF -- "$2" "$1"; }
before() { # before A B: the first call matching A comes before the first matching B
  local a b
  a="$(grep -n -m1 -- "$1" "$LOG" | cut -d: -f1)"
  b="$(grep -n -m1 -- "$2" "$LOG" | cut -d: -f1)"
  [ -n "$a" ] && [ -n "$b" ] && [ "$a" -lt "$b" ]
}
files_are() { # the regular files under the root, relative and sorted, are exactly the arguments
  local want got
  want="$(printf '%s\n' "$@" | sort)"
  got="$(cd "$ROOT" && find . -type f -o -type l | sed 's|^\./||' | sort)"
  [ "$want" = "$got" ] || {
    printf '    want: %s\n    got:  %s\n' "$(echo "$want" | tr '\n' ' ')" "$(echo "$got" | tr '\n' ' ')"
    return 1
  }
}
sum() { sha256sum "$1" | cut -d' ' -f1; }
active() { [ -e "$STATE/active-atrium" ]; }
enabled() { [ -e "$STATE/enabled-atrium" ]; }
inactive() { ! active; }
stopped_and_disabled() { ! active && ! enabled; }
enabled_and_active() { enabled && active; }
no_temporary_left() {
  [ ! -e "$ROOT/usr/local/bin/.atrium.new" ] && [ ! -e "$ROOT/etc/systemd/system/.atrium.service.new" ]
}
next_steps_printed() {
  grep -q "ip_header" "$OUT" && grep -q "/var/lib/atrium/config.toml" "$OUT" &&
    grep -q "healthcheck" "$OUT" && grep -q "backup create" "$OUT"
}
replaced_by_rename() { [ "$(stat -c %i "$BIN")" != "$BIN_INODE" ] && mode_is 755 "$BIN"; }

# run_install STEP ARGS...: runs install.sh with the stand-ins first in PATH and stdin not a
# terminal (setup and --purge never prompt); the call log starts afresh for each run.
run_install() {
  local step="$1"
  shift
  : >"$LOG"
  if PATH="$STUBS:$PATH" "$INSTALL" --root "$ROOT" "$@" </dev/null >"$OUT" 2>&1; then
    RC=0
  else
    RC=$?
  fi
  echo "$step: install.sh $* -> exit $RC"
}
show_output_on_failure() { [ "$FAILURES" -eq "$1" ] || sed 's/^/    | /' "$OUT"; }

INSTALLED_FILES=(usr/local/bin/atrium etc/systemd/system/atrium.service
  var/lib/atrium/config.toml var/lib/atrium/atrium.db)
DATA_FILES=(var/lib/atrium/config.toml var/lib/atrium/atrium.db)

echo "install.sh test in $WORK"
[ -z "$(cd "$ROOT" && find . -type f)" ] || {
  echo "  FAIL the root holds files before the first install (a previous run's --purge left them):"
  (cd "$ROOT" && find . -type f | sed 's/^/    /')
  exit 1
}

# --- 1. First install ------------------------------------------------------------------------
f=$FAILURES
run_install "1. first install" "$WORK/atrium-1"
check "exits 0" [ "$RC" -eq 0 ]
check "lays down exactly the binary, the unit, config.toml and the database" files_are "${INSTALLED_FILES[@]}"
check "binary is the given one" cmp -s "$WORK/atrium-1" "$BIN"
check "binary is executable (0755)" mode_is 755 "$BIN"
check "no temporary file left beside the binary or the unit" no_temporary_left
check "unit is 0644" mode_is 644 "$UNIT"
for line in "LimitNOFILE=65536" "NoNewPrivileges=true" "ProtectSystem=strict" \
  "ReadWritePaths=/var/lib/atrium" "PrivateTmp=true" "ProtectHome=true" "PrivateDevices=true" \
  "ProtectKernelTunables=true" "ProtectControlGroups=true" "RestrictSUIDSGID=true" \
  "LockPersonality=true" "CapabilityBoundingSet=" "UMask=0077" "KillSignal=SIGTERM" \
  "TimeoutStopSec=15" "User=atrium" "Group=atrium" "Environment=ATRIUM_DATA_DIR=/var/lib/atrium" \
  "ExecStart=/usr/local/bin/atrium serve" "Restart=on-failure" "WantedBy=multi-user.target"; do
  check "unit has $line" has_line "$UNIT" "$line"
done
not_grep_root() { ! grep -qF "$ROOT" "$UNIT"; }
check "unit names the real paths, not the test root" not_grep_root
check "data directory is 0750" mode_is 750 "$DATA"
check "data directory is given to atrium:atrium" called "^chown atrium:atrium $DATA\$"
check "useradd made a system user with no login shell" \
  called "^useradd --system --user-group --home-dir /var/lib/atrium --no-create-home --shell /usr/sbin/nologin atrium\$"
check "atrium setup ran as atrium on the data directory" called "^atrium setup as=atrium data=$DATA\$"
check "systemd reloaded after the unit was written" called "^systemctl daemon-reload\$"
check "service enabled and started" enabled
check "service is active" active
check "health check ran as atrium after the start" before "^systemctl start atrium" "^atrium healthcheck as=atrium"
check "next steps printed (proxy, config.toml, healthcheck, backups)" next_steps_printed
show_output_on_failure "$f"
CONFIG_SUM="$(sum "$DATA/config.toml")"
DB_SUM="$(sum "$DATA/atrium.db")"
BIN_INODE="$(stat -c %i "$BIN")"
UNIT_SUM="$(sum "$UNIT")"

# Optional: systemd's own reading of the unit (its directives and values), when it is here.
if command -v systemd-analyze >/dev/null 2>&1; then
  verify_unit() {
    local dir out
    dir="$(mktemp -d)"
    # ExecStart must exist for verify: point it at the installed stand-in.
    sed "s|^ExecStart=/usr/local/bin/atrium|ExecStart=$BIN|" "$UNIT" >"$dir/atrium.service"
    out="$(SYSTEMD_LOG_LEVEL=warning systemd-analyze verify "$dir/atrium.service" 2>&1 || true)"
    rm -rf "$dir"
    # Only complaints about this unit count (verify also reports on unrelated system units).
    if printf '%s\n' "$out" | grep "atrium.service" >&2; then
      return 1
    fi
  }
  check "systemd-analyze verify finds nothing wrong with the unit" verify_unit
fi

# --- 2. The same again: nothing changes ------------------------------------------------------
f=$FAILURES
run_install "2. second run, same binary" "$WORK/atrium-1"
check "exits 0" [ "$RC" -eq 0 ]
check "same files" files_are "${INSTALLED_FILES[@]}"
check "useradd not called again" not_called "^useradd"
check "no daemon-reload (unit identical)" not_called "daemon-reload"
check "says no daemon-reload is needed" grep -q "no daemon-reload needed" "$OUT"
check "service neither stopped nor started" not_called "^systemctl \(stop\|start\|restart\|enable\)"
check "atrium setup not run again" not_called "^atrium setup"
check "config.toml byte-identical" [ "$(sum "$DATA/config.toml")" = "$CONFIG_SUM" ]
check "database byte-identical" [ "$(sum "$DATA/atrium.db")" = "$DB_SUM" ]
check "binary not rewritten (same inode)" [ "$(stat -c %i "$BIN")" = "$BIN_INODE" ]
check "unit byte-identical" [ "$(sum "$UNIT")" = "$UNIT_SUM" ]
check "data directory still 0750" mode_is 750 "$DATA"
check "service still active" active
show_output_on_failure "$f"

# --- 3. Upgrade while running ----------------------------------------------------------------
f=$FAILURES
run_install "3. upgrade to build 2 while running" "$WORK/atrium-2"
check "exits 0" [ "$RC" -eq 0 ]
check "binary is build 2" cmp -s "$WORK/atrium-2" "$BIN"
check "binary replaced by rename (new inode), still 0755" replaced_by_rename
check "same files (no temporary left)" files_are "${INSTALLED_FILES[@]}"
check "service stopped before the new binary migrated" before "^systemctl stop atrium" "^atrium migrate as=atrium"
check "database migrated before the start" before "^atrium migrate as=atrium" "^systemctl start atrium"
check "healthy after the start" before "^systemctl start atrium" "^atrium healthcheck"
check "service active again" active
check "useradd not called" not_called "^useradd"
check "no daemon-reload (unit unchanged)" not_called "daemon-reload"
check "atrium setup not run (config.toml kept)" not_called "^atrium setup"
check "config.toml byte-identical" [ "$(sum "$DATA/config.toml")" = "$CONFIG_SUM" ]
check "database kept" [ "$(sum "$DATA/atrium.db")" = "$DB_SUM" ]
show_output_on_failure "$f"

# --- 4. A unit from an older install.sh is brought up to date --------------------------------
f=$FAILURES
grep -v "^Protect\|^Private\|^Restrict\|^LockPersonality\|^Capability" "$UNIT" >"$UNIT.old"
mv "$UNIT.old" "$UNIT"
PATH="$STUBS:$PATH" systemctl daemon-reload # the old unit is the one systemd runs
run_install "4. older unit on disk, same binary" "$WORK/atrium-2"
check "exits 0" [ "$RC" -eq 0 ]
check "unit rewritten to the current one" [ "$(sum "$UNIT")" = "$UNIT_SUM" ]
check "systemd reloaded" called "^systemctl daemon-reload\$"
check "service restarted to run the new unit" before "^systemctl stop atrium" "^systemctl start atrium"
check "binary untouched" cmp -s "$WORK/atrium-2" "$BIN"
check "no migration without a new binary" not_called "^atrium migrate"
check "service active" active
show_output_on_failure "$f"

# --- 5. Upgrade while stopped by hand: stays stopped -----------------------------------------
f=$FAILURES
PATH="$STUBS:$PATH" systemctl stop atrium
run_install "5. upgrade to build 3 while stopped" "$WORK/atrium-3"
check "exits 0" [ "$RC" -eq 0 ]
check "binary is build 3" cmp -s "$WORK/atrium-3" "$BIN"
check "database migrated" called "^atrium migrate as=atrium data=$DATA\$"
check "not started" not_called "^systemctl \(start\|restart\)"
check "says it was left stopped" grep -q "left stopped" "$OUT"
check "service inactive" inactive
show_output_on_failure "$f"
PATH="$STUBS:$PATH" systemctl start atrium

# --- 6. Uninstall keeps the data -------------------------------------------------------------
f=$FAILURES
run_install "6. --uninstall" --uninstall
check "exits 0" [ "$RC" -eq 0 ]
check "service stopped and disabled" called "^systemctl disable --now atrium\$"
check "service inactive and not enabled" stopped_and_disabled
check "systemd reloaded after the unit went" before "^systemctl disable" "^systemctl daemon-reload"
check "binary and unit gone, config.toml and the database left" files_are "${DATA_FILES[@]}"
check "config.toml byte-identical" [ "$(sum "$DATA/config.toml")" = "$CONFIG_SUM" ]
check "database byte-identical" [ "$(sum "$DATA/atrium.db")" = "$DB_SUM" ]
check "data directory still 0750" mode_is 750 "$DATA"
check "user kept (it owns the data)" [ -e "$STATE/user-atrium" ]
check "userdel not called" not_called "^userdel"
show_output_on_failure "$f"

f=$FAILURES
run_install "6b. --uninstall again" --uninstall
check "exits 0 with nothing left to remove" [ "$RC" -eq 0 ]
check "data still there" files_are "${DATA_FILES[@]}"
show_output_on_failure "$f"

# --- 7. A reinstall picks the data up again --------------------------------------------------
f=$FAILURES
run_install "7. reinstall over kept data" "$WORK/atrium-1"
check "exits 0" [ "$RC" -eq 0 ]
check "useradd not called (the user was kept)" not_called "^useradd"
check "atrium setup not run (config.toml there)" not_called "^atrium setup"
check "config.toml byte-identical" [ "$(sum "$DATA/config.toml")" = "$CONFIG_SUM" ]
check "database byte-identical" [ "$(sum "$DATA/atrium.db")" = "$DB_SUM" ]
check "all files back" files_are "${INSTALLED_FILES[@]}"
check "service enabled and active" enabled_and_active
show_output_on_failure "$f"

# --- 8. --purge asks; without a terminal it needs --yes --------------------------------------
f=$FAILURES
run_install "8. --uninstall --purge without --yes, no terminal" --uninstall --purge
check "refuses (exit non-zero)" [ "$RC" -ne 0 ]
check "says --yes is needed" grep -q -- "--yes" "$OUT"
check "removes nothing, stops nothing" files_are "${INSTALLED_FILES[@]}"
check "service still active" active
show_output_on_failure "$f"

f=$FAILURES
run_install "8b. --purge without --uninstall" --purge
check "refused" [ "$RC" -ne 0 ]
check "nothing removed" files_are "${INSTALLED_FILES[@]}"
show_output_on_failure "$f"

# --- 9. --uninstall --purge --yes deletes everything -----------------------------------------
f=$FAILURES
run_install "9. --uninstall --purge --yes" --uninstall --purge --yes
check "exits 0" [ "$RC" -eq 0 ]
check "no file left under the root" files_are
check "data directory gone" [ ! -e "$DATA" ]
check "user deleted" called "^userdel atrium\$"
check "service inactive and not enabled" stopped_and_disabled
show_output_on_failure "$f"

echo
if [ "$FAILURES" -eq 0 ]; then
  echo "install.sh: all $CHECKS checks passed"
else
  echo "install.sh: $FAILURES of $CHECKS checks FAILED"
  exit 1
fi
