#!/usr/bin/env python3
"""Adds N invoices spread over every client to a stopped server's database: about 60% paid over
the last year, 25% pending and 15% overdue, numbered like the server numbers them.
Usage: seed_invoices.py DB N"""
import random
import sqlite3
import sys
from datetime import date, datetime, timedelta, timezone

db, n = sys.argv[1], int(sys.argv[2])
random.seed(7)
conn = sqlite3.connect(db)
clients = [r[0] for r in conn.execute("SELECT id FROM clients")]
today = date.today()
year = today.year
start = conn.execute("SELECT COALESCE(MAX(last), 0) FROM invoice_sequences WHERE year = ?", (year,)).fetchone()[0]
rows = []
for i in range(n):
    kind = random.random()
    if kind < 0.6:
        due = today - timedelta(days=random.randint(0, 365))
        paid = datetime.combine(due - timedelta(days=random.randint(0, 5)), datetime.min.time(), timezone.utc)
        status, paid_at = "paid", paid.strftime("%Y-%m-%dT%H:%M:%SZ")
    elif kind < 0.85:
        due, status, paid_at = today + timedelta(days=random.randint(1, 60)), "pending", None
    else:
        due, status, paid_at = today - timedelta(days=random.randint(1, 90)), "pending", None
    created = (datetime.combine(due, datetime.min.time(), timezone.utc) - timedelta(days=14)).strftime("%Y-%m-%dT%H:%M:%SZ")
    rows.append((f"INV-{year}-{start + i + 1:05d}", random.choice(clients), random.randint(5_000, 500_000),
                 due.isoformat(), status, f"Bench invoice {i}", created, paid_at))
conn.executemany(
    "INSERT INTO invoices (number, client_id, amount_cents, due_date, status, description, created_at, paid_at)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?)", rows)
conn.execute("INSERT INTO invoice_sequences (year, last) VALUES (?, ?) ON CONFLICT (year) DO UPDATE SET last = excluded.last",
             (year, start + n))
conn.commit()
print(f"{n} invoices over {len(clients)} clients")
