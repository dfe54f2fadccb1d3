"""Writes N content posts straight into a stopped server's database, spread over its clients and
every state, each with two images reusing the demo's files (the list signs links, it does not
read files). Rows are generated and inserted in chunks, so a million posts take constant memory.
The database's triggers log every post for the search index (search_log) and keep the content
counts, exactly as for the server's own writes: run `atrium reindex` after a large seed, or let
the server catch up in the background when it starts."""
import random
import sqlite3
import sys
from datetime import datetime, timedelta, timezone

db, count = sys.argv[1], int(sys.argv[2])
CHUNK = 50_000
WORDS = ("launch reel giveaway recipe tutorial behind scenes spring summer autumn winter sale "
         "collection studio coffee fitness travel bakery florals denim ceramics books optics "
         "morning routine weekly tips story highlights announcement community member spotlight").split()
STATES = [("draft", None), ("pending-approval", "client"), ("pending-approval", "agency"),
          ("approved", None), ("posted", None)]
rng = random.Random(7)
con = sqlite3.connect(db)
# A bench's throwaway data: no fsync per chunk, and pages kept in memory while a million rows
# (and the triggers' log and counts) go in.
con.execute("PRAGMA synchronous = OFF")
con.execute("PRAGMA cache_size = -262144")
clients = [r[0] for r in con.execute("SELECT id FROM clients")]
admin = con.execute("SELECT id FROM users WHERE role = 'admin' LIMIT 1").fetchone()[0]
files = con.execute("SELECT file_name, thumb_name FROM content_images LIMIT 2").fetchall()
now = datetime.now(timezone.utc).replace(microsecond=0)
fmt = "%Y-%m-%dT%H:%M:%SZ"
start = con.execute("SELECT COALESCE(MAX(id), 0) FROM content_posts").fetchone()[0]


def post(n):
    pid = start + n + 1
    status, awaiting = STATES[n % len(STATES)]
    when = now + timedelta(hours=rng.randint(-24 * 90, 24 * 90))
    # Created over the last year at a steady pace (about one post in fifty in the last week),
    # never after its date.
    created = min(now - timedelta(minutes=rng.randint(0, 60 * 24 * 365)), when).strftime(fmt)
    title = " ".join(rng.choice(WORDS) for _ in range(3)).capitalize()
    caption = " ".join(rng.choice(WORDS) for _ in range(rng.randint(12, 40)))
    return (pid, clients[n % len(clients)], ("instagram", "youtube", "tiktok")[n % 3], title,
            caption, status, awaiting, when.strftime(fmt), "client" if awaiting == "agency" else "admin",
            admin, created, created)


with con:
    for first in range(0, count, CHUNK):
        posts = [post(n) for n in range(first, min(first + CHUNK, count))]
        con.executemany(
            "INSERT INTO content_posts (id, client_id, platform, title, content, status, awaiting,"
            " scheduled_date, author_role, created_by, created_at, updated_at)"
            " VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", posts)
        con.executemany(
            "INSERT INTO content_images (post_id, file_name, thumb_name, mime, bytes, width, height,"
            " position, created_at) VALUES (?,?,?,?,?,?,?,?,?)",
            [(p[0], f, t, "image/jpeg", 1000, 1080, 1080, k + 1, p[10])
             for p in posts for k, (f, t) in enumerate(files)])
print(f"seeded {count} posts")
