#!/usr/bin/env bash
# Installs Atrium on a Debian/Ubuntu server: user, data dir, binary, systemd unit, setup.
# Usage: sudo ./install.sh [path/to/atrium]   (default: ./target/release/atrium)
set -euo pipefail

BIN_SRC="${1:-./target/release/atrium}"
DATA_DIR="${ATRIUM_DATA_DIR:-/var/lib/atrium}"
UNIT=/etc/systemd/system/atrium.service

[ "$(id -u)" -eq 0 ] || { echo "run as root (sudo $0)" >&2; exit 1; }
[ -x "$BIN_SRC" ] || { echo "no binary at $BIN_SRC: build it with 'make release' first" >&2; exit 1; }

id atrium >/dev/null 2>&1 || useradd --system --home-dir "$DATA_DIR" --shell /usr/sbin/nologin atrium
install -d -o atrium -g atrium -m 0750 "$DATA_DIR"
install -m 0755 "$BIN_SRC" /usr/local/bin/atrium

cat > "$UNIT" <<UNIT_EOF
[Unit]
Description=Atrium agency portal
After=network-online.target
Wants=network-online.target

[Service]
User=atrium
Group=atrium
Environment=ATRIUM_DATA_DIR=$DATA_DIR
ExecStart=/usr/local/bin/atrium serve
Restart=on-failure
# Each connection is a file descriptor; the default 1,024 is too few for a busy site.
LimitNOFILE=65536
NoNewPrivileges=true
ProtectSystem=strict
ProtectHome=true
PrivateTmp=true
ReadWritePaths=$DATA_DIR

[Install]
WantedBy=multi-user.target
UNIT_EOF

# setup is safe to run again on an upgrade: it keeps existing admins and rewrites config.toml.
runuser -u atrium -- env ATRIUM_DATA_DIR="$DATA_DIR" /usr/local/bin/atrium setup
systemctl daemon-reload
systemctl enable --now atrium
sleep 1
runuser -u atrium -- env ATRIUM_DATA_DIR="$DATA_DIR" /usr/local/bin/atrium healthcheck
echo "Atrium is running. Point your reverse proxy at 127.0.0.1:8000."
