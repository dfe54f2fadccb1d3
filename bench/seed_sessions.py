"""Adds N client users, each with a client record and a session token, straight into a stopped
server's database, and prints the tokens (one per line). Hashing N passwords through the login
would measure argon2, not the event streams."""
import hashlib
import secrets
import sqlite3
import sys
from datetime import datetime, timedelta, timezone

db, count = sys.argv[1], int(sys.argv[2])
con = sqlite3.connect(db)
now = datetime.now(timezone.utc).replace(microsecond=0)
stamp = now.strftime("%Y-%m-%dT%H:%M:%SZ")
expires = (now + timedelta(days=7)).strftime("%Y-%m-%dT%H:%M:%SZ")
tokens = []
with con:
    for n in range(count):
        email = f"stream{n}@bench.test"
        cur = con.execute(
            "INSERT INTO users (role, username, email, password_hash, first_name, created_at)"
            " VALUES ('client', ?, ?, 'x', 'Stream', ?)", (email, email, stamp))
        uid = cur.lastrowid
        con.execute(
            "INSERT INTO clients (name, email, company, user_id, created_at, updated_at)"
            " VALUES (?, ?, 'Bench', ?, ?, ?)", (f"Stream {n}", email, uid, stamp, stamp))
        token = secrets.token_hex(32)
        con.execute(
            "INSERT INTO auth_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
            (hashlib.sha256(token.encode()).hexdigest(), uid, stamp, expires))
        tokens.append(token)
print("\n".join(tokens))
