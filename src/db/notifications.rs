//! Notifications: each belongs to one user, and every query is scoped by that user's id.

use rusqlite::{Connection, OptionalExtension, Row, params};
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::ApiResult;
use crate::words::Phrase;

pub use crate::domain::lists::NotificationType;

#[derive(Debug, Serialize, ToSchema)]
pub struct Notification {
    pub id: i64,
    pub title: String,
    pub message: String,
    pub notification_type: NotificationType,
    pub read: bool,
    pub created_at: String,
    /// Where a click leads (e.g. `#content?post=12`); null keeps the mapping by type.
    #[schema(required = true)]
    pub link: Option<String>,
}

fn from_row(r: &Row<'_>) -> rusqlite::Result<Notification> {
    Ok(Notification {
        id: r.get(0)?,
        title: r.get(1)?,
        message: r.get(2)?,
        notification_type: r.get(3)?,
        read: r.get(4)?,
        created_at: r.get(5)?,
        link: r.get(6)?,
    })
}

const COLUMNS: &str = "id, title, message, notification_type, read, created_at, link";

pub struct Filter {
    pub read: Option<bool>,
    pub kind: Option<NotificationType>,
}

pub fn count(conn: &Connection, user_id: i64, f: &Filter) -> ApiResult<i64> {
    Ok(conn.query_row(
        "SELECT COUNT(*) FROM notifications
         WHERE user_id = ?1 AND (?2 IS NULL OR read = ?2) AND (?3 IS NULL OR notification_type = ?3)",
        params![user_id, f.read, f.kind],
        |r| r.get(0),
    )?)
}

pub fn list(
    conn: &Connection,
    user_id: i64,
    f: &Filter,
    limit: u32,
    offset: i64,
) -> ApiResult<Vec<Notification>> {
    let mut stmt = conn.prepare(&format!(
        "SELECT {COLUMNS} FROM notifications
         WHERE user_id = ?1 AND (?2 IS NULL OR read = ?2) AND (?3 IS NULL OR notification_type = ?3)
         ORDER BY id DESC LIMIT ?4 OFFSET ?5"
    ))?;
    let rows = stmt.query_map(params![user_id, f.read, f.kind, limit, offset], from_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

pub fn mark_read(conn: &Connection, user_id: i64, id: i64) -> ApiResult<Option<Notification>> {
    conn.execute(
        "UPDATE notifications SET read = 1 WHERE id = ?1 AND user_id = ?2",
        [id, user_id],
    )?;
    Ok(conn
        .query_row(
            &format!("SELECT {COLUMNS} FROM notifications WHERE id = ?1 AND user_id = ?2"),
            [id, user_id],
            from_row,
        )
        .optional()?)
}

pub fn mark_all_read(conn: &Connection, user_id: i64) -> ApiResult<usize> {
    Ok(conn.execute(
        "UPDATE notifications SET read = 1 WHERE user_id = ?1 AND read = 0",
        [user_id],
    )?)
}

/// A notification, written in the language its reader reads.
pub fn insert(
    conn: &Connection,
    user_id: i64,
    kind: NotificationType,
    title: &Phrase,
    message: &Phrase,
) -> ApiResult<()> {
    insert_linked(conn, user_id, kind, title, message, None)
}

/// A notification that leads to one object when clicked.
pub fn insert_linked(
    conn: &Connection,
    user_id: i64,
    kind: NotificationType,
    title: &Phrase,
    message: &Phrase,
    link: Option<&str>,
) -> ApiResult<()> {
    let language = super::languages::of_user(conn, user_id)?;
    conn.execute(
        "INSERT INTO notifications (user_id, title, message, notification_type, created_at, link)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![
            user_id,
            title.say(language),
            message.say(language),
            kind,
            super::now(),
            link
        ],
    )?;
    Ok(())
}

/// The first `max` characters of a text for a notice, with an ellipsis when it was cut.
pub fn excerpt(text: &str, max: usize) -> String {
    let short: String = text.chars().take(max).collect();
    if short.len() < text.len() {
        format!("{}…", short.trim_end())
    } else {
        short
    }
}

/// Wraps text someone typed (a name, a title) in Unicode isolates (FSI ... PDI) for a sentence
/// around it: an Arabic or Hebrew name then cannot reorder the brackets and words beside it.
pub fn isolate(text: &str) -> String {
    format!("\u{2068}{text}\u{2069}")
}

/// The same notification for every admin of the agency, each in their own language.
pub fn notify_admins(
    conn: &Connection,
    kind: NotificationType,
    title: &Phrase,
    message: &Phrase,
) -> ApiResult<()> {
    // About the agency as a whole: not for members, who hear only of their clients.
    let mut stmt = conn.prepare(&format!(
        "SELECT id FROM users WHERE role = 'admin' AND id NOT IN {}",
        super::users::MEMBERS
    ))?;
    let admins: Vec<i64> = stmt
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    for admin in admins {
        insert(conn, admin, kind, title, message)?;
    }
    Ok(())
}
