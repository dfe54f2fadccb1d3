#!/usr/bin/env bash
# Installs Atrium on a Debian/Ubuntu server (a system user, /var/lib/atrium, the binary, a
# hardened systemd unit, a first `atrium setup`), upgrades it in place, or removes it.
#
#   sudo ./install.sh [path/to/atrium]            install, or upgrade (default: ./target/dist/atrium)
#   sudo ./install.sh --uninstall                 remove the service and the binary; keep the data
#   sudo ./install.sh --uninstall --purge [--yes] ...and delete the data directory and the user
#
#   --instance NAME   a further agency on this server: user atrium-NAME, /var/lib/atrium-NAME,
#                     atrium-NAME.service, its own port; the same /usr/local/bin/atrium (with
#                     --uninstall: remove that instance only). NAME: a-z, 0-9 and -, 25 at most
#   --port P          the port of a new instance (default: 8000, or the first of 8001.. that no
#                     other instance's config.toml uses)
#   --domain DOMAIN   a new instance's public_url is https://DOMAIN; prints its proxy block
#   --litestream      also replicate the database with Litestream to the [offsite] bucket
#                     (LITESTREAM_DEB=FILE.deb installs that package instead of downloading it)
#   --root DIR (or ATRIUM_ROOT=DIR)  write every file under DIR instead of / (tests/install/run.sh
#                                    uses it with useradd, runuser and systemctl stubbed; those
#                                    commands still act on the running system otherwise)
#   ATRIUM_DATA_DIR                  the data directory (default /var/lib/atrium[-NAME])
#
# Safe to run twice: what is already right is left alone (the user, an identical unit, an
# identical binary), config.toml and the data are never rewritten, and an upgrade restarts the
# service only if it was running (and every other running instance, which shares the binary).
set -euo pipefail
# Files laid down get predictable modes whatever the caller's umask (the unit must be 0644).
umask 022

BIN=/usr/local/bin/atrium
# Litestream's release pinned for a host without it (its .deb for the host's architecture).
LITESTREAM_VERSION=0.5.17

die() { printf 'install.sh: %s\n' "$*" >&2; exit 1; }
say() { printf '%s\n' "$*"; }

usage() { sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'; }

MODE=install
PURGE=0
YES=0
ROOT="${ATRIUM_ROOT:-}"
BIN_SRC=""
INSTANCE=""
INSTANCE_GIVEN=0
PORT=""
DOMAIN=""
LITESTREAM=0
need_value() { [ "$2" -ge 2 ] || die "$1 needs a value"; }
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
    --instance) need_value "$1" $#; INSTANCE="$2"; INSTANCE_GIVEN=1; shift ;;
    --instance=*) INSTANCE="${1#--instance=}"; INSTANCE_GIVEN=1 ;;
    --port) need_value "$1" $#; PORT="$2"; shift ;;
    --port=*) PORT="${1#--port=}" ;;
    --domain) need_value "$1" $#; DOMAIN="$2"; shift ;;
    --domain=*) DOMAIN="${1#--domain=}" ;;
    --litestream) LITESTREAM=1 ;;
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
if [ "$MODE" = uninstall ] && { [ -n "$PORT" ] || [ -n "$DOMAIN" ] || [ "$LITESTREAM" -eq 1 ]; }; then
  die "--port, --domain and --litestream go with an install (--uninstall removes Litestream's unit too)"
fi

# The instance's name becomes a user name (32 characters at most, "atrium-" included), a unit
# name and a directory name: lower-case letters, digits and hyphens, a letter first. A name
# ending in -litestream would take another instance's Litestream unit name.
if [ "$INSTANCE_GIVEN" -eq 1 ]; then
  [[ "$INSTANCE" =~ ^[a-z][a-z0-9-]{0,24}$ ]] ||
    die "--instance NAME: a lower-case letter, then up to 24 of a-z, 0-9 and - (got '$INSTANCE')"
  case "$INSTANCE" in
    litestream | *-litestream) die "--instance NAME: a name ending in 'litestream' is taken (got '$INSTANCE')" ;;
  esac
fi
if [ -n "$PORT" ]; then
  { [[ "$PORT" =~ ^[0-9]{4,5}$ ]] && [ "$PORT" -ge 1024 ] && [ "$PORT" -le 65535 ]; } ||
    die "--port: a number from 1024 to 65535 (the service has no privilege for a lower one; got '$PORT')"
fi
if [ -n "$DOMAIN" ]; then
  [[ "$DOMAIN" =~ ^[A-Za-z0-9]([A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$ ]] ||
    die "--domain: a host name such as portal.agency.example (got '$DOMAIN')"
fi

# Every name follows from the instance's: the default one is plain "atrium".
SERVICE="atrium${INSTANCE:+-$INSTANCE}"
USER_NAME="$SERVICE"
UNIT="/etc/systemd/system/$SERVICE.service"
DATA_DIR="${ATRIUM_DATA_DIR:-/var/lib/$SERVICE}"
ETC_DIR="/etc/$SERVICE"
LS_SERVICE="$SERVICE-litestream"
LS_UNIT="/etc/systemd/system/$LS_SERVICE.service"
LS_YML="$ETC_DIR/litestream.yml"
LS_ENV="$ETC_DIR/litestream.env"
INSTANCE_ARG="${INSTANCE:+ --instance $INSTANCE}"

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
R_ETC="$ROOT$ETC_DIR"
R_LS_UNIT="$ROOT$LS_UNIT"

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

# The other instances on this host: the names of their units (atrium, atrium-NAME), never
# this one's nor a Litestream unit.
other_services() {
  local f name
  for f in "$ROOT"/etc/systemd/system/atrium.service "$ROOT"/etc/systemd/system/atrium-*.service; do
    [ -e "$f" ] || continue
    name="$(basename "$f" .service)"
    case "$name" in *-litestream) continue ;; esac
    [ "$name" = "$SERVICE" ] || printf '%s\n' "$name"
  done
}

# The data directory an installed instance's unit names.
unit_data_dir() {
  sed -n 's/^Environment=ATRIUM_DATA_DIR=//p' "$ROOT/etc/systemd/system/$1.service" | head -n 1
}

# The port a config.toml gives the server: its top-level `port = N` (before any [section]),
# else the server's default, 8000.
config_port() {
  local port
  port="$(awk '/^[[:space:]]*\[/ { exit }
    /^[[:space:]]*port[[:space:]]*=/ { sub(/^[^=]*=[[:space:]]*/, ""); sub(/[^0-9].*$/, ""); print; exit }' "$1")"
  printf '%s\n' "${port:-8000}"
}

# The ports other instances' config.toml files take: those of the installed instances' data
# directories, and those of atrium data directories kept by an uninstall without --purge (that
# instance gets its port back when it is installed again). 8000 is the default instance's
# even before it is installed.
used_ports() {
  local dirs=() d s
  while IFS= read -r s; do
    d="$(unit_data_dir "$s")"
    [ -z "$d" ] || dirs+=("$d")
  done < <(other_services)
  for d in "$ROOT"/var/lib/atrium "$ROOT"/var/lib/atrium-*; do
    [ -d "$d" ] && dirs+=("${d#"$ROOT"}")
  done
  [ -z "$INSTANCE" ] || echo 8000
  [ ${#dirs[@]} -gt 0 ] || return 0
  for d in "${dirs[@]}"; do
    [ "$d" != "$DATA_DIR" ] || continue
    [ ! -f "$ROOT$d/config.toml" ] || config_port "$ROOT$d/config.toml"
  done
}

# A file written whole or not at all: COMMAND's output goes to a temporary file beside TARGET,
# given MODE and OWNER before anything is written to it, then renamed over TARGET (an identical
# TARGET is kept). WROTE tells what happened: same, new or changed.
WROTE=""
write_file() { # write_file TARGET MODE OWNER COMMAND...
  local target="$1" mode="$2" owner="$3" tmp
  shift 3
  tmp="$(dirname "$target")/.$(basename "$target").new"
  TMP_FILES+=("$tmp")
  rm -f "$tmp"
  (umask 077 && : >"$tmp")
  chown "$owner" "$tmp"
  chmod "$mode" "$tmp"
  "$@" >"$tmp" || { rm -f "$tmp"; return 1; }
  if [ -e "$target" ] && cmp -s "$tmp" "$target"; then
    rm -f "$tmp"
    chown "$owner" "$target"
    chmod "$mode" "$target"
    WROTE=same
  else
    WROTE="$([ -e "$target" ] && echo changed || echo new)"
    mv -f "$tmp" "$target"
  fi
}

# The sandbox both units run in: each writes only the instance's data directory, talks TCP and
# DNS, and holds no capability.
hardening_text() {
  cat <<HARDENING_EOF
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
HARDENING_EOF
}

unit_text() {
  cat <<UNIT_EOF
# Written by Atrium's install.sh; running it again rewrites this file.
# Local changes belong in a drop-in: systemctl edit $SERVICE
[Unit]
Description=Atrium agency portal${INSTANCE:+ ($INSTANCE)}
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
$(hardening_text)

[Install]
WantedBy=multi-user.target
UNIT_EOF
}

install_atrium() {
  BIN_SRC="${BIN_SRC:-./target/dist/atrium}"
  if [ ! -f "$BIN_SRC" ] || [ ! -x "$BIN_SRC" ]; then
    die "no binary at $BIN_SRC: build it with 'make dist' first"
  fi

  # Instances share nothing but the binary: not a data directory, not a port. Both are decided
  # before anything is changed. An existing config.toml keeps its port (setup does not run
  # again); a new one gets --port, or 8000 for the default instance and the first of 8001..
  # that no other instance's config.toml uses for a named one.
  local s port="" setup_args=()
  while IFS= read -r s; do
    [ "$(unit_data_dir "$s")" != "$DATA_DIR" ] ||
      die "$DATA_DIR is the data directory of $s: each instance needs its own"
  done < <(other_services)
  local used
  used="$(used_ports)"
  if [ -f "$R_DATA/config.toml" ]; then
    port="$(config_port "$R_DATA/config.toml")"
    [ -z "$PORT" ] || [ "$PORT" = "$port" ] ||
      die "$DATA_DIR/config.toml says port = $port: change it there (then systemctl restart $SERVICE), not with --port"
  elif [ -n "$PORT" ]; then
    ! grep -qx "$PORT" <<<"$used" || die "port $PORT is taken by another instance (its config.toml)"
    port="$PORT"
    setup_args+=(--port "$port")
  elif [ -n "$INSTANCE" ]; then
    port=8001
    while grep -qx "$port" <<<"$used"; do port=$((port + 1)); done
    setup_args+=(--port "$port")
  else
    port=8000
  fi
  if [ -n "$DOMAIN" ] && [ ! -f "$R_DATA/config.toml" ]; then
    setup_args+=(--public-url "https://$DOMAIN")
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
  if systemctl is-active --quiet "$SERVICE"; then was_active=1; fi
  if systemctl is-enabled --quiet "$SERVICE"; then was_enabled=1; fi

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
  unit_tmp="$(dirname "$R_UNIT")/.$SERVICE.service.new"
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
    systemctl stop "$SERVICE"
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
    as_atrium setup ${setup_args[@]+"${setup_args[@]}"}
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
    systemctl enable "$SERVICE"
    say "service: enabled at boot"
  fi
  if [ "$stopped" -eq 1 ]; then
    systemctl start "$SERVICE"
    say "service: started again"
  elif [ "$was_enabled" -eq 0 ] && [ "$was_active" -eq 0 ]; then
    systemctl start "$SERVICE"
    say "service: started"
  elif [ "$was_active" -eq 0 ]; then
    say "service: was not running and is left stopped (start it: systemctl start $SERVICE)"
  else
    say "service: running, left alone"
  fi

  # 9. A started server answers its health check within seconds (migrations and a search index
  #    rebuild on a large database take the longest).
  if systemctl is-active --quiet "$SERVICE"; then
    local tries=0
    until as_atrium healthcheck >/dev/null 2>&1; do
      tries=$((tries + 1))
      [ "$tries" -lt 30 ] || die "the server does not answer its health check: journalctl -u $SERVICE -n 50"
      sleep 1
    done
    say "health check: ok"
  fi

  # 10. The other instances run the same binary: after a new one, each that was running is
  #     restarted on it (the server migrates its database as it starts); one stopped stays so.
  if [ "$bin_state" = upgraded ]; then
    while IFS= read -r s; do
      if systemctl is-active --quiet "$s"; then
        systemctl restart "$s"
        say "service $s: restarted on the new binary"
      fi
    done < <(other_services)
  fi

  local version
  version="$("$R_BIN" --version 2>/dev/null || echo atrium)"
  cat <<NEXT

$version is installed as $SERVICE (listening on 127.0.0.1:$port unless config.toml says otherwise).

Next steps:
  1. Put a reverse proxy with TLS in front of it (Caddy or nginx: README, "The reverse proxy"),
     and set in $DATA_DIR/config.toml:
       public_url = "https://portal.example.com"
       ip_header  = "X-Real-IP"
     then: systemctl restart $SERVICE
  2. Check it: sudo -u $USER_NAME $BIN --data-dir $DATA_DIR healthcheck
     (systemctl status $SERVICE; the log: journalctl -u $SERVICE -f)
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
  Upgrade: run this script again with the new binary. Remove: $0 --uninstall$INSTANCE_ARG (keeps the data).
NEXT
  if [ -n "$DOMAIN" ]; then proxy_block "$port"; fi
}

# The reverse proxy's part for this instance's domain: a site of its own in Caddy or nginx
# beside the other instances' (README, "The reverse proxy", has the global settings and why).
proxy_block() {
  local port="$1" upstream="atrium_${INSTANCE//-/_}"
  [ -n "$INSTANCE" ] || upstream=atrium
  local also=""
  grep -qxF "public_url = \"https://$DOMAIN\"" "$R_DATA/config.toml" 2>/dev/null ||
    also=" and public_url = \"https://$DOMAIN\""
  cat <<PROXY

The reverse proxy for $DOMAIN (its DNS record must point at this server); then add
ip_header = "X-Real-IP"$also to $DATA_DIR/config.toml and restart $SERVICE.

Caddy (/etc/caddy/Caddyfile, then systemctl reload caddy):

$DOMAIN {
	request_body {
		max_size 101MiB
	}
	reverse_proxy 127.0.0.1:$port {
		header_up X-Real-IP {remote_host}
	}
}

nginx (/etc/nginx/sites-available/$SERVICE, linked into sites-enabled/; the certificate from
certbot certonly --webroot -w /var/www/html -d $DOMAIN; the port-80 server and the timeouts as
in the README):

upstream $upstream {
    server 127.0.0.1:$port;
    keepalive 16;
}
server {
    listen 443 ssl http2;
    listen [::]:443 ssl http2;
    server_name $DOMAIN;
    ssl_certificate     /etc/letsencrypt/live/$DOMAIN/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/$DOMAIN/privkey.pem;
    client_max_body_size 101m;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host \$host;
    proxy_set_header X-Real-IP \$remote_addr;
    location / { proxy_pass http://$upstream; }
    location /api/events { proxy_pass http://$upstream; proxy_buffering off; proxy_cache off; }
}
PROXY
}

# --- Litestream ------------------------------------------------------------------------------

# Where there is no dpkg (or no package for this processor): the same by hand.
litestream_by_hand() {
  cat >&2 <<MANUAL
Install Litestream by hand, then run this again with --litestream:
  1. From https://github.com/benbjohnson/litestream/releases/tag/v$LITESTREAM_VERSION take
     litestream-$LITESTREAM_VERSION-linux-ARCH.tar.gz for this processor (uname -m) and put its
     litestream binary in /usr/local/bin (root-owned, mode 0755).
  2. Check: litestream version
(README, "Keeping copies off the machine", has the rest by hand too.)
MANUAL
}

# The Litestream package of the pinned release for this processor, by its release name.
litestream_arch() {
  case "$(dpkg --print-architecture)" in
    amd64) echo x86_64 ;;
    arm64) echo arm64 ;;
    armhf) echo armv7 ;;
    *) return 1 ;;
  esac
}

# Litestream itself: kept when there is one; else the .deb named by LITESTREAM_DEB, or the
# pinned release's .deb downloaded, installed with dpkg.
install_litestream_binary() {
  if command -v litestream >/dev/null 2>&1; then
    say "litestream: $(command -v litestream) is there, kept"
    return
  fi
  if ! command -v dpkg >/dev/null 2>&1; then
    litestream_by_hand
    die "no dpkg here to install Litestream's package: install it by hand (above)"
  fi
  local deb="${LITESTREAM_DEB:-}"
  if [ -z "$deb" ]; then
    local arch url
    arch="$(litestream_arch)" || {
      litestream_by_hand
      die "Litestream publishes no .deb for $(dpkg --print-architecture): install it by hand (above)"
    }
    url="https://github.com/benbjohnson/litestream/releases/download/v$LITESTREAM_VERSION/litestream-$LITESTREAM_VERSION-linux-$arch.deb"
    command -v curl >/dev/null 2>&1 ||
      die "curl is needed to download Litestream (apt-get install curl), or give LITESTREAM_DEB=FILE.deb"
    deb="$(mktemp --suffix=.deb)"
    TMP_FILES+=("$deb")
    say "litestream: downloading $url"
    curl -fsSL --retry 3 -o "$deb" "$url" ||
      die "could not download $url (no network? fetch it elsewhere and give LITESTREAM_DEB=FILE.deb)"
  fi
  [ -f "$deb" ] || die "LITESTREAM_DEB: no file at $deb"
  dpkg -i "$deb" >/dev/null || die "dpkg -i $deb failed"
  command -v litestream >/dev/null 2>&1 || die "$deb installed no litestream command"
  say "litestream: installed from $(basename "$deb")"
}

# The keys, from `atrium litestream env`: both lines there, or nothing written.
litestream_env() {
  local env
  env="$(as_atrium litestream env)" || return 1
  case $'\n'"$env" in *$'\n'LITESTREAM_ACCESS_KEY_ID=?*) ;; *) return 1 ;; esac
  case $'\n'"$env" in *$'\n'LITESTREAM_SECRET_ACCESS_KEY=?*) ;; *) return 1 ;; esac
  printf '%s\n' "$env"
}

litestream_unit_text() {
  cat <<UNIT_EOF
# Written by Atrium's install.sh; running it again rewrites this file.
# Local changes belong in a drop-in: systemctl edit $LS_SERVICE
[Unit]
Description=Litestream: the database of $SERVICE replicated to its [offsite] bucket
# Enabled, it is wanted by $SERVICE: it starts with it, after it, and stops and restarts with it.
After=$SERVICE.service network-online.target
Wants=network-online.target
PartOf=$SERVICE.service

[Service]
Type=simple
# The database's -wal and -shm files are the service user's alone (0600).
User=$USER_NAME
Group=$USER_NAME
# The bucket's keys; systemd reads the file as root before it switches user.
EnvironmentFile=$LS_ENV
ExecStart=$1 replicate -config $LS_YML
Restart=on-failure
RestartSec=5
UMask=0077

# Hardening as for $SERVICE: it writes only beside the database (its state, atrium.db-litestream)
# and talks TCP (the bucket) and DNS.
$(hardening_text)

[Install]
WantedBy=$SERVICE.service
UNIT_EOF
}

# --litestream, after the install: the config and the keys from the binary (the [offsite]
# bucket must be configured first), Litestream's package, and its unit beside the server's.
install_litestream() {
  say ""
  say "Litestream for $SERVICE:"
  install -d -m 0750 "$R_ETC"
  chown "root:$USER_NAME" "$R_ETC"
  chmod 0750 "$R_ETC"
  local changed=0
  if ! write_file "$ROOT$LS_YML" 0640 "root:$USER_NAME" as_atrium litestream config; then
    rmdir "$R_ETC" 2>/dev/null || true
    die "atrium litestream config failed (above): configure the [offsite] bucket (README, \"Keeping copies off the machine\"), then run this again with --litestream"
  fi
  [ "$WROTE" = same ] || changed=1
  say "config $LS_YML: $WROTE"
  write_file "$ROOT$LS_ENV" 0600 root:root litestream_env ||
    die "atrium litestream env printed no LITESTREAM_ACCESS_KEY_ID and LITESTREAM_SECRET_ACCESS_KEY lines"
  [ "$WROTE" = same ] || changed=1
  say "keys $LS_ENV: $WROTE"

  install_litestream_binary
  local ls_bin
  ls_bin="$(command -v litestream)"
  # A package installed under the test root is named as it will be on the real system.
  [ -z "$ROOT" ] || ls_bin="${ls_bin#"$ROOT"}"

  install -d -m 0755 "$(dirname "$R_LS_UNIT")"
  write_file "$R_LS_UNIT" 0644 root:root litestream_unit_text "$ls_bin"
  say "unit $LS_UNIT: $WROTE"
  if [ "$WROTE" != same ]; then
    changed=1
    systemctl daemon-reload
  fi
  if ! systemctl is-enabled --quiet "$LS_SERVICE"; then
    systemctl enable "$LS_SERVICE"
    say "service $LS_SERVICE: enabled (it starts with $SERVICE)"
  fi
  if ! systemctl is-active --quiet "$LS_SERVICE"; then
    systemctl start "$LS_SERVICE"
    say "service $LS_SERVICE: started (journalctl -u $LS_SERVICE -f to see it replicate)"
  elif [ "$changed" -eq 1 ]; then
    systemctl restart "$LS_SERVICE"
    say "service $LS_SERVICE: restarted with the new configuration"
  else
    say "service $LS_SERVICE: running, left alone"
  fi
}

# The Litestream unit and its files in /etc go with the instance; the replica in the bucket and
# the litestream package (other instances may use it) stay.
uninstall_litestream() {
  if [ -e "$R_LS_UNIT" ]; then
    systemctl disable --now "$LS_SERVICE" ||
      say "warning: systemctl disable --now $LS_SERVICE failed; removing the unit anyway"
    rm -f "$R_LS_UNIT"
    systemctl daemon-reload
    say "service $LS_SERVICE: stopped and disabled; unit $LS_UNIT removed"
  fi
  local f
  for f in "$LS_YML" "$LS_ENV"; do
    if [ -e "$ROOT$f" ]; then
      rm -f "$ROOT$f"
      say "$f: removed"
    fi
  done
  if [ -d "$R_ETC" ]; then
    if rmdir "$R_ETC" 2>/dev/null; then say "$ETC_DIR: removed"; else say "$ETC_DIR: kept (other files in it)"; fi
  fi
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

  uninstall_litestream
  if [ -e "$R_UNIT" ]; then
    # A unit systemd never loaded cannot be disabled; removing the file is what matters.
    systemctl disable --now "$SERVICE" || say "warning: systemctl disable --now $SERVICE failed; removing the unit anyway"
    rm -f "$R_UNIT"
    systemctl daemon-reload
    say "service: stopped and disabled; unit $UNIT removed"
  else
    say "unit $UNIT: not there"
  fi
  # The binary is every instance's: it goes with the last one.
  local others
  others="$(other_services | tr '\n' ' ')"
  if [ -n "$others" ]; then
    say "binary $BIN: kept (${others% } still use it)"
  elif [ -e "$R_BIN" ]; then
    rm -f "$R_BIN"
    say "binary $BIN: removed"
  else
    say "binary $BIN: not there"
  fi

  if [ "$PURGE" -eq 0 ]; then
    # The data outlives the program: a reinstall picks it up again. The user stays too, since
    # it owns those files (a new user could get another uid).
    say "kept: $DATA_DIR (database, uploads, backups, config.toml) and user $USER_NAME"
    say "(delete them with: $0 --uninstall$INSTANCE_ARG --purge)"
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
  if [ "$LITESTREAM" -eq 1 ]; then install_litestream; fi
else
  uninstall_atrium
fi
