"""Writes N content posts straight into a stopped server's database, spread over its clients and
every state, each with two images reusing the demo's files (the list signs links, it does not
read files). The server rebuilds its search index from the database when it starts again."""
import random
import sqlite3
import sys
from datetime import datetime, timedelta, timezone

db, count = sys.argv[1], int(sys.argv[2])
WORDS = ("launch reel giveaway recipe tutorial behind scenes spring summer autumn winter sale "
         "collection studio coffee fitness travel bakery florals denim ceramics books optics "
         "morning routine weekly tips story highlights announcement community member spotlight").split()
STATES = [("draft", None), ("pending-approval", "client"), ("pending-approval", "agency"),
          ("approved", None), ("posted", None)]
rng = random.Random(7)
con = sqlite3.connect(db)
clients = [r[0] for r in con.execute("SELECT id FROM clients")]
admin = con.execute("SELECT id FROM users WHERE role = 'admin' LIMIT 1").fetchone()[0]
files = con.execute("SELECT file_name, thumb_name FROM content_images LIMIT 2").fetchall()
now = datetime.now(timezone.utc).replace(microsecond=0)
stamp = now.strftime("%Y-%m-%dT%H:%M:%SZ")
posts, images = [], []
start = con.execute("SELECT COALESCE(MAX(id), 0) FROM content_posts").fetchone()[0]
for n in range(count):
    pid = start + n + 1
    status, awaiting = STATES[n % len(STATES)]
    when = (now + timedelta(hours=rng.randint(-24 * 90, 24 * 90))).strftime("%Y-%m-%dT%H:%M:%SZ")
    title = " ".join(rng.choice(WORDS) for _ in range(3)).capitalize()
    caption = " ".join(rng.choice(WORDS) for _ in range(rng.randint(12, 40)))
    posts.append((pid, clients[n % len(clients)], ("instagram", "youtube", "tiktok")[n % 3], title,
                  caption, status, awaiting, when, "client" if awaiting == "agency" else "admin",
                  admin, stamp, stamp))
    for k, (f, t) in enumerate(files):
        images.append((pid, f, t, "image/jpeg", 1000, 1080, 1080, k + 1, stamp))
with con:
    con.executemany(
        "INSERT INTO content_posts (id, client_id, platform, title, content, status, awaiting,"
        " scheduled_date, author_role, created_by, created_at, updated_at)"
        " VALUES (?,?,?,?,?,?,?,?,?,?,?,?)", posts)
    con.executemany(
        "INSERT INTO content_images (post_id, file_name, thumb_name, mime, bytes, width, height,"
        " position, created_at) VALUES (?,?,?,?,?,?,?,?,?)", images)
print(f"seeded {count} posts")
