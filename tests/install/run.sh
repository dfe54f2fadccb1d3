#!/usr/bin/env bash
# Tests install.sh without root, systemd or a Rust build: it installs into a temporary root with
# stand-ins for useradd, userdel, runuser, systemctl, id, chown, dpkg and curl (first in PATH;
# each logs its arguments and keeps just enough state to behave plausibly) and a shell-script
# `atrium`. After the default instance's life (steps 1-9) come two more instances beside it
# (alpha, beta), Litestream, and their removal one at a time (steps 10-16).
#
#   tests/install/run.sh [WORKDIR]
#
# WORKDIR (default: a fresh temporary one, removed afterwards) holds root/ (what install.sh
# lays down), stubs/, state/ and the call log. `make test-install` passes the same WORKDIR to two
# runs in a row: the second starts from what the first one's --purge left, which must be nothing.
# Checks of several conditions at once are written `check WHAT eval '... && ...'`: single quotes
# on purpose, the expression is expanded when the check runs.
# shellcheck disable=SC2016
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

# root exists; any other user (and group: each user has its own) once useradd made it.
cat >"$STUBS/chown" <<'EOF'
#!/bin/sh
echo "chown $*" >>"$STUB_LOG"
owner="${1%%:*}"
group="${1#*:}"
for name in "$owner" "$group"; do
  [ "$name" = root ] || [ -e "$STUB_STATE/user-$name" ] || { echo "chown: invalid user: '$1'" >&2; exit 1; }
done
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

# dpkg -i installs the Litestream "package": a litestream command in the root's /usr/bin (which
# run_install puts in PATH, as /usr/bin is on a real system); dpkg -r removes it.
cat >"$STUBS/dpkg" <<'EOF'
#!/bin/sh
echo "dpkg $*" >>"$STUB_LOG"
case "$1" in
  --print-architecture) echo amd64 ;;
  -i)
    [ -f "$2" ] || { echo "dpkg: error: cannot access archive '$2'" >&2; exit 2; }
    grep -q "litestream test package" "$2" || { echo "dpkg stub: not the test package: $2" >&2; exit 2; }
    mkdir -p "$STUB_ROOT/usr/bin"
    printf '#!/bin/sh\necho "litestream $*" >>"$STUB_LOG"\n' >"$STUB_ROOT/usr/bin/litestream"
    chmod 0755 "$STUB_ROOT/usr/bin/litestream" ;;
  -r) rm -f "$STUB_ROOT/usr/bin/litestream"; rmdir "$STUB_ROOT/usr/bin" 2>/dev/null || true ;;
  *) echo "dpkg stub: unsupported $*" >&2; exit 2 ;;
esac
EOF

# The tests give LITESTREAM_DEB: a download would be a bug here.
cat >"$STUBS/curl" <<'EOF'
#!/bin/sh
echo "curl $*" >>"$STUB_LOG"
echo "curl stub: install.sh downloaded something although LITESTREAM_DEB was given: $*" >&2
exit 99
EOF

chmod 0755 "$STUBS"/*
export LITESTREAM_DEB="$WORK/litestream-test.deb"
echo "litestream test package" >"$LITESTREAM_DEB"

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
config="$ATRIUM_DATA_DIR/config.toml"
case "$1" in
  setup)
    shift
    port=8000 url=""
    while [ $# -gt 0 ]; do
      case "$1" in
        --port) port="$2"; shift ;;
        --public-url) url="$2"; shift ;;
        *) echo "atrium stand-in: setup does not take $1" >&2; exit 2 ;;
      esac
      shift
    done
    [ -f "$config" ] ||
      printf '# Written by `atrium setup`\ndata_dir = "%s"\npublic_url = "%s"\nport = %s\n[mail]\nsmtp_port = 587\n' \
        "$ATRIUM_DATA_DIR" "$url" "$port" >"$config"
    [ -f "$ATRIUM_DATA_DIR/atrium.db" ] || echo "database of build @VERSION@" >"$ATRIUM_DATA_DIR/atrium.db"
    echo "Wrote $config." ;;
  migrate) echo "Database is up to date." ;;
  healthcheck) [ -e "$STUB_STATE/active-${STUB_AS:-root}" ] ;;
  litestream)
    grep -q '^\[offsite\]' "$config" || { echo "error: no [offsite] bucket in $config" >&2; exit 1; }
    bucket="$(sed -n 's/^bucket = "\(.*\)"$/\1/p' "$config")"
    case "$2" in
      config) printf 'dbs:\n  - path: %s/atrium.db\n    replica:\n      type: s3\n      bucket: %s\n      path: atrium.db\n' \
        "$ATRIUM_DATA_DIR" "$bucket" ;;
      env) printf 'LITESTREAM_ACCESS_KEY_ID=key-of-%s\nLITESTREAM_SECRET_ACCESS_KEY=secret-of-%s\n' "$bucket" "$bucket" ;;
      *) echo "atrium stand-in: unexpected litestream $2" >&2; exit 2 ;;
    esac ;;
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
  if PATH="$STUBS:$ROOT/usr/bin:$PATH" "$INSTALL" --root "$ROOT" "$@" </dev/null >"$OUT" 2>&1; then
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

# --- 10. Several instances: the default one, alpha and beta ---------------------------------
# Each instance NAME: user atrium-NAME, /var/lib/atrium-NAME, atrium-NAME.service, its own port
# in its own config.toml; all run the one /usr/local/bin/atrium.
A_DATA="$ROOT/var/lib/atrium-alpha"
B_DATA="$ROOT/var/lib/atrium-beta"
A_UNIT="$ROOT/etc/systemd/system/atrium-alpha.service"
B_UNIT="$ROOT/etc/systemd/system/atrium-beta.service"
active_unit() { [ -e "$STATE/active-$1" ]; }
enabled_unit() { [ -e "$STATE/enabled-$1" ]; }
up() { enabled_unit "$1" && active_unit "$1"; }
down() { ! enabled_unit "$1" && ! active_unit "$1"; }
user_exists() { [ -e "$STATE/user-$1" ]; }
port_is() { has_line "$2/config.toml" "port = $1"; }
# A unit belongs to its instance alone: its user and group, and every /var/lib/atrium… path in
# it (ReadWritePaths, ATRIUM_DATA_DIR) is that instance's data directory and no other's.
unit_is_own() { # unit_is_own UNIT USER DATA_DIR
  local paths
  paths="$(grep -o '/var/lib/atrium[a-z0-9-]*' "$1" | sort -u)"
  has_line "$1" "User=$2" && has_line "$1" "Group=$2" && has_line "$1" "ReadWritePaths=$3" &&
    has_line "$1" "Environment=ATRIUM_DATA_DIR=$3" && [ "$paths" = "$3" ] &&
    [ "$(grep -c '^User=' "$1")" = 1 ]
}
same_sum() { [ "$(sum "$1")" = "$2" ]; }
# Every data directory chown'd in this run went to its own user (atrium for /var/lib/atrium,
# atrium-NAME for /var/lib/atrium-NAME).
chowns_own() {
  local who dir
  while read -r _ who dir; do
    case "$dir" in "$ROOT"/var/lib/*) ;; *) continue ;; esac
    [ "$who" = "$(basename "$dir"):$(basename "$dir")" ] || { echo "    $who owns $dir" >&2; return 1; }
  done < <(grep "^chown" "$LOG")
}
ALL3_FILES=(usr/local/bin/atrium etc/systemd/system/atrium.service
  etc/systemd/system/atrium-alpha.service etc/systemd/system/atrium-beta.service
  var/lib/atrium/config.toml var/lib/atrium/atrium.db
  var/lib/atrium-alpha/config.toml var/lib/atrium-alpha/atrium.db
  var/lib/atrium-beta/config.toml var/lib/atrium-beta/atrium.db)

f=$FAILURES
run_install "10. the default instance again" "$WORK/atrium-1"
check "exits 0" [ "$RC" -eq 0 ]
check "setup ran without a port (8000, its default)" called "^atrium setup as=atrium data=$DATA\$"
check "port 8000" port_is 8000 "$DATA"
show_output_on_failure "$f"
DEF_CONFIG_SUM="$(sum "$DATA/config.toml")"
UNIT_SUM="$(sum "$UNIT")"
BIN_INODE="$(stat -c %i "$BIN")"

f=$FAILURES
run_install "10b. --instance alpha" --instance alpha "$WORK/atrium-1"
check "exits 0" [ "$RC" -eq 0 ]
check "useradd made atrium-alpha, its home its own data directory" \
  called "^useradd --system --user-group --home-dir /var/lib/atrium-alpha --no-create-home --shell /usr/sbin/nologin atrium-alpha\$"
check "data directory /var/lib/atrium-alpha is 0750" mode_is 750 "$A_DATA"
check "data directory given to atrium-alpha:atrium-alpha" called "^chown atrium-alpha:atrium-alpha $A_DATA\$"
check "setup ran as atrium-alpha on its data directory with --port 8001" \
  called "^atrium setup --port 8001 as=atrium-alpha data=$A_DATA\$"
check "its config.toml says port = 8001" port_is 8001 "$A_DATA"
check "unit atrium-alpha.service is 0644" mode_is 644 "$A_UNIT"
check "unit runs the one binary" has_line "$A_UNIT" "ExecStart=/usr/local/bin/atrium serve"
check "unit names atrium-alpha and /var/lib/atrium-alpha only" unit_is_own "$A_UNIT" atrium-alpha /var/lib/atrium-alpha
check "unit has the same hardening" has_line "$A_UNIT" "ProtectSystem=strict"
check "atrium-alpha enabled and started" up atrium-alpha
check "health check ran as atrium-alpha" called "^atrium healthcheck as=atrium-alpha data=$A_DATA\$"
check "the default instance neither stopped nor restarted" not_called "^systemctl \(stop\|start\|restart\|disable\) atrium\$"
check "the default's unit untouched" same_sum "$UNIT" "$UNIT_SUM"
check "the default's config.toml untouched" same_sum "$DATA/config.toml" "$DEF_CONFIG_SUM"
check "binary unchanged (same inode)" [ "$(stat -c %i "$BIN")" = "$BIN_INODE" ]
check "each data directory given to its own user" chowns_own
check "says the port" grep -q "127.0.0.1:8001" "$OUT"
check "names its own uninstall" grep -q -- "--uninstall --instance alpha" "$OUT"
show_output_on_failure "$f"
A_UNIT_SUM="$(sum "$A_UNIT")"
A_CONFIG_SUM="$(sum "$A_DATA/config.toml")"

f=$FAILURES
run_install "10c. --instance beta --domain beta.example" --instance beta --domain beta.example "$WORK/atrium-1"
check "exits 0" [ "$RC" -eq 0 ]
check "setup got the next free port, 8002, and the public URL" \
  called "^atrium setup --port 8002 --public-url https://beta.example as=atrium-beta data=$B_DATA\$"
check "its config.toml says port = 8002" port_is 8002 "$B_DATA"
check "and public_url" has_line "$B_DATA/config.toml" 'public_url = "https://beta.example"'
check "unit names atrium-beta and /var/lib/atrium-beta only" unit_is_own "$B_UNIT" atrium-beta /var/lib/atrium-beta
check "atrium-beta enabled and started" up atrium-beta
check "prints Caddy's block for the domain" grep -qxF "beta.example {" "$OUT"
check "...proxying to its port" grep -qF "reverse_proxy 127.0.0.1:8002" "$OUT"
check "prints nginx's block" grep -qF "server_name beta.example;" "$OUT"
check "...proxying to its port" grep -qF "server 127.0.0.1:8002;" "$OUT"
check "data directory given to atrium-beta:atrium-beta" called "^chown atrium-beta:atrium-beta $B_DATA\$"
check "each data directory given to its own user" chowns_own
check "alpha's unit and config.toml untouched" eval 'same_sum "$A_UNIT" "$A_UNIT_SUM" && same_sum "$A_DATA/config.toml" "$A_CONFIG_SUM"'
check "alpha and the default not restarted" not_called "^systemctl \(stop\|start\|restart\|disable\) atrium\(-alpha\)\?\$"
show_output_on_failure "$f"
B_UNIT_SUM="$(sum "$B_UNIT")"

f=$FAILURES
users_apart() { user_exists atrium && user_exists atrium-alpha && user_exists atrium-beta; }
check "three users: atrium, atrium-alpha, atrium-beta" users_apart
check "three data directories, three units, one binary" files_are "${ALL3_FILES[@]}"
three_ports() { port_is 8000 "$DATA" && port_is 8001 "$A_DATA" && port_is 8002 "$B_DATA"; }
check "three ports: 8000, 8001, 8002" three_ports
check "the default unit is still its own" unit_is_own "$UNIT" atrium /var/lib/atrium
check "all three running" eval 'up atrium && up atrium-alpha && up atrium-beta'
data_modes() { mode_is 750 "$DATA" && mode_is 750 "$A_DATA" && mode_is 750 "$B_DATA"; }
check "each data directory 0750" data_modes
show_output_on_failure "$f"

# --- 11. Again for alpha: nothing changes; its port stays its own -----------------------------
f=$FAILURES
run_install "11. --instance alpha again" --instance alpha "$WORK/atrium-1"
check "exits 0" [ "$RC" -eq 0 ]
check "no useradd, no setup, no daemon-reload" not_called "^useradd\|^atrium setup\|daemon-reload"
check "nothing stopped or started" not_called "^systemctl \(stop\|start\|restart\|enable\)"
check "config.toml byte-identical (port 8001 kept)" same_sum "$A_DATA/config.toml" "$A_CONFIG_SUM"
check "unit byte-identical" same_sum "$A_UNIT" "$A_UNIT_SUM"
check "data directory given to atrium-alpha again, and nothing else" \
  eval '[ "$(grep "^chown" "$LOG")" = "chown atrium-alpha:atrium-alpha $A_DATA" ]'
show_output_on_failure "$f"

# --- 12. What is refused, before anything changes --------------------------------------------
for name in Alpha 1alpha al_pha "al pha" "" litestream beta-litestream abcdefghijklmnopqrstuvwxyz; do
  f=$FAILURES
  run_install "12. --instance '$name'" --instance "$name" "$WORK/atrium-1"
  check "refused" [ "$RC" -ne 0 ]
  check "nothing called" not_called "^useradd\|^systemctl\|^atrium\|^chown"
  show_output_on_failure "$f"
done
f=$FAILURES
run_install "12b. --instance gamma --port 8001 (alpha's)" --instance gamma --port 8001 "$WORK/atrium-1"
check "refused" [ "$RC" -ne 0 ]
check "says the port is taken" grep -q "port 8001 is taken" "$OUT"
no_gamma() {
  ! user_exists atrium-gamma && [ ! -e "$ROOT/var/lib/atrium-gamma" ] &&
    [ ! -e "$ROOT/etc/systemd/system/atrium-gamma.service" ]
}
check "no user, no data directory, no unit for gamma" no_gamma
show_output_on_failure "$f"
f=$FAILURES
: >"$LOG"
if ATRIUM_DATA_DIR=/var/lib/atrium-alpha PATH="$STUBS:$PATH" "$INSTALL" --root "$ROOT" --instance gamma \
  "$WORK/atrium-1" </dev/null >"$OUT" 2>&1; then RC=0; else RC=$?; fi
echo "12c. --instance gamma with ATRIUM_DATA_DIR=/var/lib/atrium-alpha -> exit $RC"
check "refused (alpha's data directory)" [ "$RC" -ne 0 ]
check "nothing called" not_called "^useradd\|^systemctl\|^atrium\|^chown"
show_output_on_failure "$f"
f=$FAILURES
check "still the same files" files_are "${ALL3_FILES[@]}"
show_output_on_failure "$f"

# --- 13. A new binary through one instance restarts the others on it -------------------------
f=$FAILURES
run_install "13. --instance alpha, build 2, all running" --instance alpha "$WORK/atrium-2"
check "exits 0" [ "$RC" -eq 0 ]
check "binary is build 2" cmp -s "$WORK/atrium-2" "$BIN"
check "alpha stopped before its migration" before "^systemctl stop atrium-alpha\$" "^atrium migrate as=atrium-alpha"
check "alpha started after it" before "^atrium migrate as=atrium-alpha" "^systemctl start atrium-alpha\$"
check "the default instance restarted on the new binary" called "^systemctl restart atrium\$"
check "beta restarted on the new binary" called "^systemctl restart atrium-beta\$"
check "all three running" eval 'up atrium && up atrium-alpha && up atrium-beta'
check "the default's config.toml kept" same_sum "$DATA/config.toml" "$DEF_CONFIG_SUM"
check "alpha's config.toml kept" same_sum "$A_DATA/config.toml" "$A_CONFIG_SUM"
check "beta's unit kept" same_sum "$B_UNIT" "$B_UNIT_SUM"
show_output_on_failure "$f"

# --- 14. Litestream ----------------------------------------------------------------------------
B_ETC="$ROOT/etc/atrium-beta"
B_LS_UNIT="$ROOT/etc/systemd/system/atrium-beta-litestream.service"
f=$FAILURES
run_install "14. --instance beta --litestream, no [offsite] bucket yet" --instance beta --litestream "$WORK/atrium-2"
check "fails" [ "$RC" -ne 0 ]
check "says what is missing" grep -q "\[offsite\]" "$OUT"
check "no package installed, no download" not_called "^dpkg -i\|^curl"
check "no Litestream files, no temporary file left" files_are "${ALL3_FILES[@]}"
check "no /etc/atrium-beta left behind" [ ! -e "$ROOT/etc/atrium-beta" ]
check "no Litestream unit enabled" not_called "^systemctl enable atrium-beta-litestream"
show_output_on_failure "$f"

printf '[offsite]\nbucket = "agency-beta"\n' >>"$B_DATA/config.toml"
f=$FAILURES
run_install "14b. --instance beta --litestream" --instance beta --litestream "$WORK/atrium-2"
check "exits 0" [ "$RC" -eq 0 ]
check "installed LITESTREAM_DEB with dpkg" called "^dpkg -i $LITESTREAM_DEB\$"
check "downloaded nothing" not_called "^curl"
check "config from atrium litestream config, run as atrium-beta" called "^atrium litestream config as=atrium-beta data=$B_DATA\$"
check "keys from atrium litestream env, run as atrium-beta" called "^atrium litestream env as=atrium-beta data=$B_DATA\$"
check "litestream.yml is 0640" mode_is 640 "$B_ETC/litestream.yml"
check "litestream.yml given to root:atrium-beta" called "^chown root:atrium-beta $B_ETC/.litestream.yml.new\$"
check "litestream.yml names the bucket" grep -q "bucket: agency-beta" "$B_ETC/litestream.yml"
no_key_in_yml() { ! grep -q "secret\|LITESTREAM_" "$B_ETC/litestream.yml"; }
check "litestream.yml holds no key" no_key_in_yml
check "litestream.env is 0600, root's" eval 'mode_is 600 "$B_ETC/litestream.env" && called "^chown root:root $B_ETC/.litestream.env.new\$"'
check "litestream.env has both keys" eval 'has_line "$B_ETC/litestream.env" LITESTREAM_ACCESS_KEY_ID=key-of-agency-beta && has_line "$B_ETC/litestream.env" LITESTREAM_SECRET_ACCESS_KEY=secret-of-agency-beta'
check "/etc/atrium-beta is 0750" mode_is 750 "$B_ETC"
check "unit atrium-beta-litestream.service is 0644" mode_is 644 "$B_LS_UNIT"
for line in "User=atrium-beta" "Group=atrium-beta" "EnvironmentFile=/etc/atrium-beta/litestream.env" \
  "ExecStart=/usr/bin/litestream replicate -config /etc/atrium-beta/litestream.yml" \
  "After=atrium-beta.service network-online.target" "PartOf=atrium-beta.service" \
  "WantedBy=atrium-beta.service" "Restart=on-failure" "ReadWritePaths=/var/lib/atrium-beta" \
  "ProtectSystem=strict" "NoNewPrivileges=true" "CapabilityBoundingSet=" "UMask=0077"; do
  check "litestream unit has $line" has_line "$B_LS_UNIT" "$line"
done
ls_paths() { [ "$(grep -o '/var/lib/atrium[a-z0-9-]*\|/etc/atrium[a-z0-9-]*' "$B_LS_UNIT" | sort -u | tr '\n' ' ')" = "/etc/atrium-beta /var/lib/atrium-beta " ]; }
check "litestream unit names beta's paths only" ls_paths
check "systemd reloaded before the enable" before "^systemctl daemon-reload" "^systemctl enable atrium-beta-litestream"
check "litestream unit enabled and started" up atrium-beta-litestream
check "beta's own unit untouched" [ "$(sum "$B_UNIT")" = "$B_UNIT_SUM" ]
show_output_on_failure "$f"
B_LS_SUM="$(sum "$B_LS_UNIT")"
B_YML_SUM="$(sum "$B_ETC/litestream.yml")"

f=$FAILURES
run_install "14c. --instance beta --litestream again" --instance beta --litestream "$WORK/atrium-2"
check "exits 0" [ "$RC" -eq 0 ]
check "the package is there: no dpkg -i" not_called "^dpkg -i"
check "no daemon-reload, no restart" not_called "daemon-reload\|^systemctl \(stop\|start\|restart\|enable\)"
check "unit byte-identical" same_sum "$B_LS_UNIT" "$B_LS_SUM"
check "config byte-identical" same_sum "$B_ETC/litestream.yml" "$B_YML_SUM"
check "no temporary file left" eval '[ -z "$(find "$ROOT/etc" -name ".*.new")" ]'
show_output_on_failure "$f"

printf '[offsite]\nbucket = "agency-main"\n' >>"$DATA/config.toml"
DEF_CONFIG_SUM="$(sum "$DATA/config.toml")"
f=$FAILURES
run_install "14d. --litestream for the default instance" --litestream "$WORK/atrium-2"
check "exits 0" [ "$RC" -eq 0 ]
check "/etc/atrium/litestream.yml (0640) and .env (0600)" \
  eval 'mode_is 640 "$ROOT/etc/atrium/litestream.yml" && mode_is 600 "$ROOT/etc/atrium/litestream.env"'
check "unit atrium-litestream.service, User=atrium" has_line "$ROOT/etc/systemd/system/atrium-litestream.service" "User=atrium"
check "...replicating /etc/atrium/litestream.yml" has_line "$ROOT/etc/systemd/system/atrium-litestream.service" \
  "ExecStart=/usr/bin/litestream replicate -config /etc/atrium/litestream.yml"
check "enabled and started" up atrium-litestream
check "beta's Litestream untouched" eval '[ "$(sum "$B_LS_UNIT")" = "$B_LS_SUM" ] && [ "$(sum "$B_ETC/litestream.yml")" = "$B_YML_SUM" ]'
show_output_on_failure "$f"

# Optional: systemd's own reading of the Litestream unit, when it is here.
if command -v systemd-analyze >/dev/null 2>&1; then
  verify_ls_unit() {
    local dir out
    dir="$(mktemp -d)"
    sed -e "s|^ExecStart=/usr/bin/litestream|ExecStart=$BIN|" \
      -e "s|^EnvironmentFile=.*|EnvironmentFile=$B_ETC/litestream.env|" \
      -e "s|atrium-beta.service|$(basename "$dir").service|g" "$B_LS_UNIT" >"$dir/atrium-beta-litestream.service"
    out="$(SYSTEMD_LOG_LEVEL=warning systemd-analyze verify "$dir/atrium-beta-litestream.service" 2>&1 || true)"
    rm -rf "$dir"
    if printf '%s\n' "$out" | grep "atrium-beta-litestream.service" >&2; then
      return 1
    fi
  }
  check "systemd-analyze verify finds nothing wrong with the Litestream unit" verify_ls_unit
fi

# --- 15. Removing alpha leaves beta and the default as they were ------------------------------
snapshot() { (cd "$ROOT" && find . -path ./var/lib/atrium-alpha -prune -o -type f -print |
  grep -v "atrium-alpha" | sort | xargs sha256sum); }
BEFORE="$(snapshot)"
f=$FAILURES
run_install "15. --uninstall --instance alpha --purge --yes" --uninstall --instance alpha --purge --yes
check "exits 0" [ "$RC" -eq 0 ]
check "alpha's unit, data directory and user gone" \
  eval '[ ! -e "$A_UNIT" ] && [ ! -e "$A_DATA" ] && ! user_exists atrium-alpha && called "^userdel atrium-alpha\$"'
check "alpha stopped and disabled" down atrium-alpha
check "the binary kept (the others run it)" eval '[ -x "$BIN" ] && grep -q "kept" "$OUT"'
check "every other file byte-identical" [ "$(snapshot)" = "$BEFORE" ]
check "beta, the default and their Litestream still running" \
  eval 'up atrium && up atrium-beta && up atrium-litestream && up atrium-beta-litestream'
check "no other unit stopped or disabled" not_called "^systemctl \(stop\|disable\|restart\).* atrium\(-beta\)\?\(-litestream\)\?\$"
check "users atrium and atrium-beta kept" eval 'user_exists atrium && user_exists atrium-beta'
show_output_on_failure "$f"

# --- 16. Then beta (with its Litestream), then the default: nothing left ---------------------
f=$FAILURES
run_install "16. --uninstall --instance beta --purge --yes" --uninstall --instance beta --purge --yes
check "exits 0" [ "$RC" -eq 0 ]
check "its Litestream unit stopped and disabled" called "^systemctl disable --now atrium-beta-litestream\$"
check "its Litestream unit, config and keys gone" \
  eval '[ ! -e "$B_LS_UNIT" ] && [ ! -e "$B_ETC" ]'
check "beta gone" eval 'down atrium-beta && down atrium-beta-litestream && [ ! -e "$B_DATA" ] && ! user_exists atrium-beta'
check "the default's Litestream untouched" up atrium-litestream
show_output_on_failure "$f"

f=$FAILURES
run_install "16b. --uninstall --purge --yes (the default, the last one)" --uninstall --purge --yes
check "exits 0" [ "$RC" -eq 0 ]
check "Litestream's unit first, then the server's" \
  before "^systemctl disable --now atrium-litestream\$" "^systemctl disable --now atrium\$"
check "the binary removed with the last instance" [ ! -e "$BIN" ]
check "all stopped and disabled" eval 'down atrium && down atrium-litestream'
PATH="$STUBS:$PATH" dpkg -r litestream # the package is the admin's to remove
check "no file left under the root" files_are
check "no user left" eval '[ -z "$(find "$STATE" -name "user-*")" ]'
show_output_on_failure "$f"

echo
if [ "$FAILURES" -eq 0 ]; then
  echo "install.sh: all $CHECKS checks passed"
else
  echo "install.sh: $FAILURES of $CHECKS checks FAILED"
  exit 1
fi
