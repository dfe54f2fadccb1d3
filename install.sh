#!/usr/bin/env bash
# Installs Atrium on a Debian/Ubuntu server (a system user, /var/lib/atrium, the binary, a
# hardened systemd unit, a first `atrium setup`), upgrades it in place, or removes it.
#
#   sudo ./install.sh [path/to/atrium]            install, or upgrade (default: ./target/dist/atrium)
#   sudo ./install.sh --uninstall                 remove the service and the binary; keep the data
#   sudo ./install.sh --uninstall --purge [--yes] ...and delete the data directory and the user
#
#   --root DIR (or ATRIUM_ROOT=DIR)  write every file under DIR instead of / (tests/install/run.sh
#                                    uses it with useradd, runuser and systemctl stubbed; those
#                                    commands still act on the running system otherwise)
#   ATRIUM_DATA_DIR                  the data directory (default /var/lib/atrium)
#
# Safe to run twice: what is already right is left alone (the user, an identical unit, an
# identical binary), config.toml and the data are never rewritten, and an upgrade restarts the
# service only if it was running.
set -euo pipefail
# Files laid down get predictable modes whatever the caller's umask (the unit must be 0644).
umask 022

USER_NAME=atrium
BIN=/usr/local/bin/atrium
UNIT=/etc/systemd/system/atrium.service
DATA_DIR="${ATRIUM_DATA_DIR:-/var/lib/atrium}"

die() { printf 'install.sh: %s\n' "$*" >&2; exit 1; }
say() { printf '%s\n' "$*"; }

usage() { sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; }

MODE=install
PURGE=0
YES=0
ROOT="${ATRIUM_ROOT:-}"
BIN_SRC=""
while [ $# -gt 0 ]; do
  case "$1" in
    --uninstall) MODE=uninstall ;;
    --purge) PURGE=1 ;;
    --yes | -y) YES=1 ;;
    --root)
      [ $# -ge 2 ] || die "--root needs a directory"
      ROOT="$2"
      shift
      ;;
    --root=*) ROOT="${1#--root=}" ;;
    -h | --help) usage; exit 0 ;;
    -*) die "unknown option $1 (see --help)" ;;
    *)
      [ -z "$BIN_SRC" ] || die "one binary path only (got $BIN_SRC and $1)"
      BIN_SRC="$1"
      ;;
  esac
  shift
done
[ "$PURGE" -eq 0 ] || [ "$MODE" = uninstall ] || die "--purge only goes with --uninstall"
[ "$MODE" = install ] || [ -z "$BIN_SRC" ] || die "--uninstall takes no binary"

# The data directory is written into the unit and, with --purge, deleted: only a plain absolute
# path at least two levels deep (never /, /var, a path with ..) is accepted.
DATA_DIR="${DATA_DIR%/}"
case "$DATA_DIR" in
  /*/*) ;;
  *) die "ATRIUM_DATA_DIR must be an absolute path below a top-level directory (got '$DATA_DIR')" ;;
esac
case "$DATA_DIR/" in
  */../* | */./* | *//*) die "ATRIUM_DATA_DIR must be a plain path (got '$DATA_DIR')" ;;
esac

# ROOT "" or "/" means the real system; anything else is made absolute so that the commands run
# from another directory (runuser) still find the files.
ROOT="${ROOT%/}"
if [ -n "$ROOT" ]; then
  mkdir -p "$ROOT"
  ROOT="$(cd "$ROOT" && pwd)"
fi
R_BIN="$ROOT$BIN"
R_UNIT="$ROOT$UNIT"
R_DATA="$ROOT$DATA_DIR"

# `id -u` through PATH, like every system command here, so that the test can stand in for root.
[ "$(id -u)" -eq 0 ] || die "run as root (sudo $0)"

# Temporary files sit next to their targets (same filesystem, so mv is an atomic rename) and are
# removed if the script stops half-way.
TMP_FILES=()
cleanup() { [ ${#TMP_FILES[@]} -eq 0 ] || rm -f "${TMP_FILES[@]}"; }
trap cleanup EXIT

# Atrium commands run as the service's user with the service's data directory, from / (root's
# working directory is not the atrium user's to read).
as_atrium() {
  (cd / && runuser -u "$USER_NAME" -- env ATRIUM_DATA_DIR="$R_DATA" "$R_BIN" "$@")
}

unit_text() {
  cat <<UNIT_EOF
# Written by Atrium's install.sh; running it again rewrites this file.
# Local changes belong in a drop-in: systemctl edit atrium
[Unit]
Description=Atrium agency portal
After=network-online.target
Wants=network-online.target

[Service]
Type=simple
User=$USER_NAME
Group=$USER_NAME
Environment=ATRIUM_DATA_DIR=$DATA_DIR
ExecStart=$BIN serve
Restart=on-failure
RestartSec=2
# The server drains its requests and exits about 2 s after SIGTERM; 15 s leaves room before
# systemd kills it.
KillSignal=SIGTERM
TimeoutStopSec=15
# Each connection is a file descriptor; the default 1,024 is too few for a busy site.
LimitNOFILE=65536
# Files the server creates are its own alone (the database already is 0600).
UMask=0077

# Hardening. The server writes only its data directory (and /tmp, private to it, for uploads
# in flight), listens on an unprivileged port and talks TCP (clients, SMTP, social APIs) and
# DNS: everything else is taken away.
NoNewPrivileges=true
ProtectSystem=strict
ReadWritePaths=$DATA_DIR
ProtectHome=true
PrivateTmp=true
PrivateDevices=true
ProtectKernelTunables=true
ProtectKernelModules=true
ProtectKernelLogs=true
ProtectControlGroups=true
ProtectClock=true
ProtectHostname=true
ProtectProc=invisible
RestrictSUIDSGID=true
RestrictRealtime=true
RestrictNamespaces=true
LockPersonality=true
MemoryDenyWriteExecute=true
RemoveIPC=true
SystemCallArchitectures=native
# AF_NETLINK: glibc's resolver may ask the kernel for the host's addresses.
RestrictAddressFamilies=AF_UNIX AF_INET AF_INET6 AF_NETLINK
# No capabilities at all: a port below 1024 would need CAP_NET_BIND_SERVICE (use the proxy).
CapabilityBoundingSet=
AmbientCapabilities=

[Install]
WantedBy=multi-user.target
UNIT_EOF
}

install_atrium() {
  BIN_SRC="${BIN_SRC:-./target/dist/atrium}"
  if [ ! -f "$BIN_SRC" ] || [ ! -x "$BIN_SRC" ]; then
    die "no binary at $BIN_SRC: build it with 'make dist' first"
  fi

  # 0. The shared libraries the binary links: glibc, and OpenSSL 3 (passkeys' signatures), on
  #    every supported Debian and Ubuntu already. A missing one is installed, or named.
  local missing
  #    ldd fails on a file that is not a dynamic executable; that is not a missing library.
  missing="$({ ldd "$BIN_SRC" 2>/dev/null || true; } | awk '/not found/ {print $1}' | tr '\n' ' ')"
  if [ -n "$missing" ]; then
    if [ -z "$ROOT" ] && command -v apt-get >/dev/null 2>&1; then
      say "libraries missing ($missing): installing libssl3"
      apt-get install -y -qq libssl3 >/dev/null ||
        die "could not install libssl3: install it, then run this again"
    else
      die "the binary needs these libraries: $missing(on Debian or Ubuntu: apt-get install libssl3)"
    fi
  fi

  # 1. The system user: its home is the data directory, it has no shell and no password.
  if id "$USER_NAME" >/dev/null 2>&1; then
    say "user $USER_NAME: exists, kept"
  else
    useradd --system --user-group --home-dir "$DATA_DIR" --no-create-home \
      --shell /usr/sbin/nologin "$USER_NAME"
    say "user $USER_NAME: created"
  fi

  # 2. The data directory, the user's own; group-readable only (0750), never world-readable.
  if [ -d "$R_DATA" ]; then
    say "data directory $DATA_DIR: exists, contents kept"
  else
    install -d -m 0750 "$R_DATA"
    say "data directory $DATA_DIR: created"
  fi
  chmod 0750 "$R_DATA"
  chown "$USER_NAME:$USER_NAME" "$R_DATA"

  # 3. What is there now decides what an upgrade restarts.
  local was_active=0 was_enabled=0
  if systemctl is-active --quiet atrium; then was_active=1; fi
  if systemctl is-enabled --quiet atrium; then was_enabled=1; fi

  local bin_state unit_state
  if [ ! -e "$R_BIN" ]; then
    bin_state=new
  elif cmp -s "$BIN_SRC" "$R_BIN"; then
    bin_state=same
  else
    bin_state=upgraded
  fi

  install -d -m 0755 "$(dirname "$R_UNIT")"
  local unit_tmp
  unit_tmp="$(dirname "$R_UNIT")/.atrium.service.new"
  TMP_FILES+=("$unit_tmp")
  unit_text >"$unit_tmp"
  chmod 0644 "$unit_tmp"
  if [ ! -e "$R_UNIT" ]; then
    unit_state=new
  elif cmp -s "$unit_tmp" "$R_UNIT"; then
    unit_state=same
  else
    unit_state=changed
  fi

  # 4. A running server is stopped before a new binary or unit goes in, so the old binary never
  #    serves a database the new one has migrated; it is started again at the end.
  local stopped=0
  if [ "$was_active" -eq 1 ] && { [ "$bin_state" != same ] || [ "$unit_state" != same ]; }; then
    systemctl stop atrium
    stopped=1
    say "service: stopped for the upgrade"
  fi

  # 5. The binary, replaced atomically: copied to a temporary name beside it, then renamed over
  #    the old one (writing into a running executable fails with "text file busy", and a copy
  #    cut short must never be the binary).
  if [ "$bin_state" = same ]; then
    say "binary $BIN: unchanged"
  else
    install -d -m 0755 "$(dirname "$R_BIN")"
    local bin_tmp
    bin_tmp="$(dirname "$R_BIN")/.atrium.new"
    TMP_FILES+=("$bin_tmp")
    install -m 0755 "$BIN_SRC" "$bin_tmp"
    mv -f "$bin_tmp" "$R_BIN"
    say "binary $BIN: $([ "$bin_state" = new ] && echo installed || echo replaced)"
  fi

  # 6. The unit, likewise renamed into place; systemd rereads units only when one changed.
  if [ "$unit_state" = same ]; then
    rm -f "$unit_tmp"
    say "unit $UNIT: unchanged, no daemon-reload needed"
  else
    mv -f "$unit_tmp" "$R_UNIT"
    systemctl daemon-reload
    say "unit $UNIT: $([ "$unit_state" = new ] && echo written || echo updated), systemd reloaded"
  fi

  # 7. First install: `atrium setup` writes config.toml, creates the database and (asked on a
  #    terminal) the first admin. Afterwards config.toml is the admin's: setup would rewrite it
  #    (dropping comments), so an upgrade only migrates the database, while the server is down.
  local first_install=0
  if [ ! -f "$R_DATA/config.toml" ]; then
    first_install=1
    say "running atrium setup as $USER_NAME (keep the data directory at $DATA_DIR when asked:"
    say "the service uses that one)"
    as_atrium setup
    [ -f "$R_DATA/config.toml" ] ||
      die "atrium setup did not write $DATA_DIR/config.toml (was another data directory chosen?)"
  elif [ "$bin_state" != same ]; then
    say "config.toml: kept; migrating the database"
    as_atrium migrate
  else
    say "config.toml: kept"
  fi

  # 8. The service: enabled at boot once; started on a first install and after an upgrade that
  #    stopped it. One stopped by hand stays stopped.
  if [ "$was_enabled" -eq 0 ]; then
    systemctl enable atrium
    say "service: enabled at boot"
  fi
  if [ "$stopped" -eq 1 ]; then
    systemctl start atrium
    say "service: started again"
  elif [ "$was_enabled" -eq 0 ] && [ "$was_active" -eq 0 ]; then
    systemctl start atrium
    say "service: started"
  elif [ "$was_active" -eq 0 ]; then
    say "service: was not running and is left stopped (start it: systemctl start atrium)"
  else
    say "service: running, left alone"
  fi

  # 9. A started server answers its health check within seconds (migrations and a search index
  #    rebuild on a large database take the longest).
  if systemctl is-active --quiet atrium; then
    local tries=0
    until as_atrium healthcheck >/dev/null 2>&1; do
      tries=$((tries + 1))
      [ "$tries" -lt 30 ] || die "the server does not answer its health check: journalctl -u atrium -n 50"
      sleep 1
    done
    say "health check: ok"
  fi

  local version
  version="$("$R_BIN" --version 2>/dev/null || echo atrium)"
  cat <<NEXT

$version is installed (listening on 127.0.0.1:8000 unless config.toml says otherwise).

Next steps:
  1. Put a reverse proxy with TLS in front of it (Caddy or nginx: README, "The reverse proxy"),
     and set in $DATA_DIR/config.toml:
       public_url = "https://portal.example.com"
       ip_header  = "X-Real-IP"
     then: systemctl restart atrium
  2. Check it: sudo -u $USER_NAME $BIN --data-dir $DATA_DIR healthcheck
     (systemctl status atrium; the log: journalctl -u atrium -f)
NEXT
  if [ "$first_install" -eq 1 ]; then
    cat <<NEXT
     No admin yet? sudo -u $USER_NAME $BIN --data-dir $DATA_DIR admin create --email E --name N
NEXT
  fi
  cat <<NEXT
  3. Back up: sudo -u $USER_NAME $BIN --data-dir $DATA_DIR backup create
     writes $DATA_DIR/backups/; keep copies off this machine (README, "Keeping copies off
     the machine").
  Upgrade: run this script again with the new binary. Remove: $0 --uninstall (keeps the data).
NEXT
}

confirm_purge() {
  [ "$YES" -eq 0 ] || return 0
  [ -t 0 ] || die "--purge deletes $DATA_DIR: add --yes to confirm when not on a terminal"
  printf 'Delete %s and everything in it (database, uploads, backups, keys, config.toml)?\n' "$DATA_DIR"
  printf 'Type "delete" to confirm: '
  local answer=""
  read -r answer || true
  [ "$answer" = delete ] || die "nothing deleted"
}

uninstall_atrium() {
  # Asked first, before anything is removed: a "no" leaves the installation whole.
  if [ "$PURGE" -eq 1 ]; then confirm_purge; fi

  if [ -e "$R_UNIT" ]; then
    # A unit systemd never loaded cannot be disabled; removing the file is what matters.
    systemctl disable --now atrium || say "warning: systemctl disable --now atrium failed; removing the unit anyway"
    rm -f "$R_UNIT"
    systemctl daemon-reload
    say "service: stopped and disabled; unit $UNIT removed"
  else
    say "unit $UNIT: not there"
  fi
  if [ -e "$R_BIN" ]; then
    rm -f "$R_BIN"
    say "binary $BIN: removed"
  else
    say "binary $BIN: not there"
  fi

  if [ "$PURGE" -eq 0 ]; then
    # The data outlives the program: a reinstall picks it up again. The user stays too, since
    # it owns those files (a new user could get another uid).
    say "kept: $DATA_DIR (database, uploads, backups, config.toml) and user $USER_NAME"
    say "(delete them with: $0 --uninstall --purge)"
    return
  fi
  if [ -e "$R_DATA" ]; then
    rm -rf "$R_DATA"
    say "data directory $DATA_DIR: deleted"
  else
    say "data directory $DATA_DIR: not there"
  fi
  if id "$USER_NAME" >/dev/null 2>&1; then
    userdel "$USER_NAME"
    say "user $USER_NAME: deleted"
  else
    say "user $USER_NAME: not there"
  fi
}

if [ "$MODE" = install ]; then
  install_atrium
else
  uninstall_atrium
fi
