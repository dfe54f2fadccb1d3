//! What a write changed, for the live stream. Temporary triggers on the writer connection note
//! each changed row's kind and owner (the client and its user) in a temporary table, inside the
//! write's own transaction; `Db::write` reads them out before it commits and hands them on once
//! the commit succeeded. So every change reaches the open screens, whichever handler, job or sync
//! made it, and no handler has to remember to announce it. Only the kind and owner are kept (one
//! row per distinct pair, however many rows a write touched): a stream says what changed and the
//! page reloads what its user may see.

use rusqlite::Connection;

use crate::error::ApiResult;

/// One kind of change for one owner; 0 where there is no client or user.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Change {
    pub kind: String,
    pub client_id: i64,
    /// The client's own user (whose screens show it), or the recipient of a notification.
    pub user_id: i64,
    /// The notification's type; empty for the other kinds.
    pub detail: String,
}

/// Receives the changes of each committed write.
pub type Sink = Box<dyn Fn(Vec<Change>) + Send + Sync>;

/// A watched table: its kind and how to find its client, user and detail from a row `R`.
struct Source {
    table: &'static str,
    kind: &'static str,
    client: &'static str,
    user: &'static str,
    detail: &'static str,
}

const CLIENT_USER: &str = "(SELECT user_id FROM clients WHERE id = R.client_id)";
const POST_CLIENT: &str = "(SELECT client_id FROM content_posts WHERE id = R.post_id)";
const POST_USER: &str =
    "(SELECT c.user_id FROM content_posts p JOIN clients c ON c.id = p.client_id
                           WHERE p.id = R.post_id)";
const ACCOUNT_CLIENT: &str = "(SELECT client_id FROM social_accounts WHERE id = R.account_id)";
const ACCOUNT_USER: &str =
    "(SELECT c.user_id FROM social_accounts a JOIN clients c ON c.id = a.client_id
                              WHERE a.id = R.account_id)";

const fn owned(table: &'static str, kind: &'static str) -> Source {
    Source {
        table,
        kind,
        client: "R.client_id",
        user: CLIENT_USER,
        detail: "''",
    }
}

const fn of_post(table: &'static str, kind: &'static str) -> Source {
    Source {
        table,
        kind,
        client: POST_CLIENT,
        user: POST_USER,
        detail: "''",
    }
}

const fn agency_wide(table: &'static str, kind: &'static str) -> Source {
    Source {
        table,
        kind,
        client: "0",
        user: "0",
        detail: "''",
    }
}

/// Messages are not here: they have their own events, which carry the message itself.
const SOURCES: &[Source] = &[
    Source {
        table: "notifications",
        kind: "notification",
        client: "0",
        user: "R.user_id",
        detail: "R.notification_type",
    },
    owned("content_posts", "content"),
    of_post("content_history", "content"),
    of_post("content_images", "content"),
    of_post("publications", "content"),
    of_post("content_comments", "comments"),
    owned("invoices", "invoices"),
    owned("payment_verifications", "verifications"),
    owned("subscriptions", "subscriptions"),
    owned("tasks", "tasks"),
    owned("files", "files"),
    owned("social_accounts", "social"),
    Source {
        table: "social_snapshots",
        kind: "social",
        client: ACCOUNT_CLIENT,
        user: ACCOUNT_USER,
        detail: "''",
    },
    Source {
        table: "clients",
        kind: "clients",
        client: "R.id",
        user: "R.user_id",
        detail: "''",
    },
    owned("client_invitations", "invitations"),
    agency_wide("plans", "plans"),
    agency_wide("bank_settings", "bank"),
];

fn note(s: &Source, row: &str) -> String {
    let at = |expr: &str| expr.replace("R.", &format!("{row}."));
    // Not a UNIQUE constraint with OR IGNORE: an upsert's conflict handling (ON CONFLICT ... DO
    // UPDATE) overrides the one of statements in its triggers, and the note would fail the write.
    format!(
        "INSERT INTO live_changes SELECT k, c, u, d FROM
           (SELECT '{}' AS k, COALESCE({}, 0) AS c, COALESCE({}, 0) AS u, COALESCE({}, '') AS d)
         WHERE NOT EXISTS (SELECT 1 FROM live_changes l
                           WHERE l.kind = k AND l.client_id = c AND l.user_id = u AND l.detail = d);",
        s.kind,
        at(s.client),
        at(s.user),
        at(s.detail)
    )
}

fn install_sql() -> String {
    let mut sql = String::from(
        "CREATE TEMP TABLE live_changes (
             kind TEXT NOT NULL, client_id INTEGER NOT NULL, user_id INTEGER NOT NULL,
             detail TEXT NOT NULL);
         CREATE INDEX temp.live_changes_all ON live_changes (kind, client_id, user_id, detail);\n",
    );
    for s in SOURCES {
        let t = s.table;
        sql += &format!(
            "CREATE TEMP TRIGGER live_{t}_insert AFTER INSERT ON main.{t} BEGIN {} END;\n",
            note(s, "NEW")
        );
        // Both rows: a change of owner concerns the old one too.
        sql += &format!(
            "CREATE TEMP TRIGGER live_{t}_update AFTER UPDATE ON main.{t} BEGIN {} {} END;\n",
            note(s, "OLD"),
            note(s, "NEW")
        );
        sql += &format!(
            "CREATE TEMP TRIGGER live_{t}_delete AFTER DELETE ON main.{t} BEGIN {} END;\n",
            note(s, "OLD")
        );
    }
    sql
}

/// Puts the table and triggers on this connection unless they are there already. Call it outside
/// a transaction; the schema must be migrated.
pub fn install(conn: &Connection) -> ApiResult<()> {
    let present: bool = conn
        .prepare_cached(
            "SELECT EXISTS (SELECT 1 FROM temp.sqlite_master WHERE name = 'live_changes')",
        )?
        .query_row([], |r| r.get(0))?;
    if !present {
        conn.execute_batch(&install_sql())?;
    }
    Ok(())
}

/// Takes the changes noted so far (inside the write's transaction, so a rollback drops them).
pub fn drain(conn: &Connection) -> ApiResult<Vec<Change>> {
    let changes = conn
        .prepare_cached(
            "SELECT kind, client_id, user_id, detail FROM live_changes
             ORDER BY kind, client_id, user_id, detail",
        )?
        .query_map([], |r| {
            Ok(Change {
                kind: r.get(0)?,
                client_id: r.get(1)?,
                user_id: r.get(2)?,
                detail: r.get(3)?,
            })
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    if !changes.is_empty() {
        conn.prepare_cached("DELETE FROM live_changes")?
            .execute([])?;
    }
    Ok(changes)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn migrated() -> Connection {
        let mut conn = Connection::open_in_memory().unwrap();
        crate::db::migrate::run(&mut conn).unwrap();
        install(&conn).unwrap();
        install(&conn).unwrap();
        conn
    }

    #[test]
    fn a_write_notes_each_kind_and_owner_once_and_a_rollback_notes_nothing() {
        let mut conn = migrated();
        conn.execute_batch(
            "INSERT INTO users (id, role, username, email, password_hash, created_at)
                 VALUES (5, 'client', 'maya', 'maya@x.test', 'x', '2026-01-01T00:00:00Z');
             INSERT INTO clients (id, name, email, user_id, created_at, updated_at)
                 VALUES (3, 'Maya', 'maya@x.test', 5, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z');",
        )
        .unwrap();
        drain(&conn).unwrap();
        let tx = conn.transaction().unwrap();
        for n in 0..3 {
            tx.execute(
                "INSERT INTO content_posts (client_id, platform, content, status, scheduled_date,
                                            author_role, created_at, updated_at)
                 VALUES (3, 'instagram', ?1, 'draft', '2026-01-02', 'admin',
                         '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')",
                [format!("post {n}")],
            )
            .unwrap();
        }
        tx.execute(
            "INSERT INTO notifications (user_id, title, message, notification_type, created_at)
             VALUES (5, 't', 'm', 'content_approved', '2026-01-01T00:00:00Z')",
            [],
        )
        .unwrap();
        // An upsert's own conflict handling must not turn on the note its trigger makes.
        tx.execute(
            "INSERT INTO social_accounts (client_id, platform, username, created_at)
             VALUES (3, 'instagram', 'maya', '2026-01-01T00:00:00Z')",
            [],
        )
        .unwrap();
        for _ in 0..2 {
            tx.execute(
                "INSERT INTO social_snapshots (account_id, day, taken_at, followers)
                 VALUES (1, '2026-01-01', '2026-01-01T00:00:00Z', 5)
                 ON CONFLICT (account_id, day) DO UPDATE SET followers = 6",
                [],
            )
            .unwrap();
        }
        let changes = drain(&tx).unwrap();
        tx.commit().unwrap();
        let seen: Vec<_> = changes
            .iter()
            .map(|c| (c.kind.as_str(), c.client_id, c.user_id, c.detail.as_str()))
            .collect();
        assert_eq!(
            seen,
            [
                ("content", 3, 5, ""),
                ("notification", 0, 5, "content_approved"),
                ("social", 3, 5, "")
            ]
        );
        assert!(drain(&conn).unwrap().is_empty(), "taken once");

        let tx = conn.transaction().unwrap();
        tx.execute("UPDATE clients SET name = 'Maya B' WHERE id = 3", [])
            .unwrap();
        tx.rollback().unwrap();
        assert!(
            drain(&conn).unwrap().is_empty(),
            "rolled back with the write"
        );
    }
}
