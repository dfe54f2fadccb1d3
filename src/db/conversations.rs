//! The conversation lists: the agency's (one entry per client with a user) and the team a
//! client talks to.

use rusqlite::{Connection, params};
use serde::Serialize;
use utoipa::ToSchema;

use super::messages::LastMessage;
use crate::error::ApiResult;

/// One client's conversation as the agency's list shows it (spec 000's Conversation fields).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Conversation {
    /// The conversation's id: the client's id.
    pub id: i64,
    pub client_id: i64,
    /// The client's user.
    pub user_id: i64,
    pub name: String,
    /// Always `client`: the other side of an agency conversation.
    pub role: String,
    pub company: String,
    pub email: String,
    /// Messages from the client no admin has read.
    pub unread_count: i64,
    #[schema(required = true)]
    pub avatar: Option<String>,
    #[schema(required = true)]
    pub last_message: Option<LastMessage>,
}

pub use crate::domain::lists::ReadFilter;

/// Escapes `%`, `_` and `\` so a typed search matches itself in LIKE.
fn like_pattern(text: &str) -> String {
    let mut out = String::from("%");
    for ch in text.chars() {
        if matches!(ch, '%' | '_' | '\\') {
            out.push('\\');
        }
        out.push(ch);
    }
    out.push('%');
    out
}

/// Every client with a user, newest conversation first, then those never written to by name.
/// The search matches the client's name or company (a handful to a few thousand rows: a LIKE
/// over the clients is enough, and the conversation list needs no index of its own).
pub fn for_agency(
    conn: &Connection,
    viewer: crate::domain::Scope,
    search: Option<&str>,
    filter: ReadFilter,
) -> ApiResult<Vec<Conversation>> {
    let mut stmt = conn.prepare_cached(concat!(
        r#"SELECT c.id, c.user_id, c.name, c.company, c.email, u.avatar,
                (SELECT COUNT(*) FROM messages k
                 WHERE k.client_id = c.id AND k.from_client = 1 AND k.read_at IS NULL),
                m.content, m.created_at, m.from_client, f.name
         FROM clients c JOIN users u ON u.id = c.user_id
         LEFT JOIN messages m ON m.id = (SELECT MAX(id) FROM messages WHERE client_id = c.id)
         LEFT JOIN files f ON f.id = m.file_id
         WHERE (?1 IS NULL OR c.name LIKE ?1 ESCAPE '\' OR c.company LIKE ?1 ESCAPE '\')
           AND "#,
        crate::sees!("c.id", "?2"),
        r#"
         ORDER BY m.id IS NULL, m.id DESC, c.name COLLATE NOCASE, c.id"#
    ))?;
    let pattern = search.map(like_pattern);
    let rows = stmt.query_map(params![pattern, viewer.sql_key()], |r| {
        let avatar: Option<String> = r.get(5)?;
        let last = match r.get::<_, Option<String>>(8)? {
            None => None,
            Some(timestamp) => Some(LastMessage {
                content: r.get(7)?,
                timestamp,
                sender_role: crate::domain::Role::of_side(r.get(9)?),
                attachment_name: r.get(10)?,
            }),
        };
        Ok(Conversation {
            id: r.get(0)?,
            client_id: r.get(0)?,
            user_id: r.get(1)?,
            name: r.get(2)?,
            role: "client".into(),
            company: r.get(3)?,
            email: r.get(4)?,
            unread_count: r.get(6)?,
            avatar: avatar.map(|f| format!("/api/uploads/avatars/{f}")),
            last_message: last,
        })
    })?;
    let all = rows.collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(all
        .into_iter()
        .filter(|c| match filter {
            ReadFilter::All => true,
            ReadFilter::Unread => c.unread_count > 0,
            ReadFilter::Read => c.unread_count == 0,
        })
        .collect())
}

/// An admin as the team list shows it, with when it was last active.
pub struct Member {
    pub user: super::users::User,
    pub last_seen_at: Option<String>,
}

pub fn team(conn: &Connection) -> ApiResult<Vec<Member>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {}, u.last_seen_at FROM users u WHERE u.role = 'admin' ORDER BY u.id",
        super::users::COLUMNS
    ))?;
    let width = super::users::COLUMNS.split(',').count();
    let rows = stmt.query_map([], |r| {
        Ok(Member {
            user: super::users::from_row(r)?,
            last_seen_at: r.get(width)?,
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Remembers when a user was last active (written at most every few minutes per user).
pub fn touch(conn: &Connection, user_id: i64, at: &str) -> ApiResult<()> {
    conn.execute(
        "UPDATE users SET last_seen_at = ?2 WHERE id = ?1",
        params![user_id, at],
    )?;
    Ok(())
}

/// The admin a client's free-text account manager names (by full name or e-mail), if any.
pub fn account_manager(conn: &Connection, client_id: i64) -> ApiResult<Option<i64>> {
    let named: String = conn.query_row(
        "SELECT account_manager FROM clients WHERE id = ?1",
        [client_id],
        |r| r.get(0),
    )?;
    let named = named.trim();
    if named.is_empty() {
        return Ok(None);
    }
    let admins = super::users::list_by_role(conn, super::users::Role::Admin)?;
    Ok(admins
        .iter()
        .find(|u| u.full_name().eq_ignore_ascii_case(named) || u.email.eq_ignore_ascii_case(named))
        .map(|u| u.id))
}
