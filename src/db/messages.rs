//! Messages: one conversation per client (keyed by the client's id) between its user and the
//! agency as a whole. Callers pass the conversation they may see; nothing here widens it.

use rusqlite::{Connection, OptionalExtension, Row, params};
use serde::Serialize;
use utoipa::ToSchema;

use crate::domain::Role;
use crate::error::ApiResult;

/// Plain text, up to this many characters.
pub const CONTENT_MAX: usize = 5000;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Attachment {
    pub id: i64,
    pub name: String,
    pub file_type: super::files::FileType,
    /// Bytes.
    pub size: i64,
    /// Download it with the Token header (it is served as an attachment).
    pub url: String,
}

/// Named ChatMessage in the document: `Message` is the `{message}` answer of many routes.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(as = ChatMessage)]
pub struct Message {
    pub id: i64,
    /// The conversation: the client's id.
    pub conversation: i64,
    #[schema(required = true)]
    pub sender: Option<i64>,
    pub sender_name: String,
    /// Whose side wrote it.
    #[schema(schema_with = crate::schema_ref::author_role)]
    pub sender_role: Role,
    /// The named receiver: the account manager, or the client's user; null for the agency.
    #[schema(required = true)]
    pub receiver: Option<i64>,
    pub content: String,
    /// RFC 3339, UTC.
    pub timestamp: String,
    /// Read by the receiving side.
    pub read: bool,
    #[schema(required = true)]
    pub read_at: Option<String>,
    #[schema(required = true)]
    pub attachment: Option<Attachment>,
    /// Written by the caller's side.
    pub mine: bool,
}

const SELECT: &str = "SELECT m.id, m.client_id, m.sender_id,
        COALESCE(NULLIF(TRIM(u.first_name || ' ' || u.last_name), ''), u.email,
                 CASE m.from_client WHEN 1 THEN c.name ELSE 'Agency team' END),
        m.from_client, m.receiver_id, m.content, m.created_at, m.read_at,
        f.id, f.name, f.file_type, f.bytes
    FROM messages m JOIN clients c ON c.id = m.client_id
    LEFT JOIN users u ON u.id = m.sender_id
    LEFT JOIN files f ON f.id = m.file_id";

/// Rows come out with `mine` false; the caller's side sets it (see `Side::mark_mine`).
fn from_row(r: &Row<'_>) -> rusqlite::Result<Message> {
    let from_client: bool = r.get(4)?;
    let read_at: Option<String> = r.get(8)?;
    let attachment = match r.get::<_, Option<i64>>(9)? {
        None => None,
        Some(id) => Some(Attachment {
            id,
            name: r.get(10)?,
            file_type: r.get(11)?,
            size: r.get(12)?,
            url: format!("/api/files/{id}/download/"),
        }),
    };
    Ok(Message {
        id: r.get(0)?,
        conversation: r.get(1)?,
        sender: r.get(2)?,
        sender_name: r.get(3)?,
        sender_role: Role::of_side(from_client),
        receiver: r.get(5)?,
        content: r.get(6)?,
        timestamp: r.get(7)?,
        read: read_at.is_some(),
        read_at,
        attachment,
        mine: false,
    })
}

/// One side of every conversation: the agency (any admin) or the client.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Agency,
    Client,
}

impl Side {
    pub fn of(user: &super::users::User) -> Side {
        match user.role {
            super::users::Role::Admin => Side::Agency,
            super::users::Role::Client => Side::Client,
        }
    }

    fn is_client(self) -> bool {
        self == Side::Client
    }

    pub fn mark_mine(self, mut messages: Vec<Message>) -> Vec<Message> {
        for m in &mut messages {
            m.mine = (m.sender_role == Role::Client) == self.is_client();
        }
        messages
    }
}

pub struct NewMessage<'a> {
    pub client_id: i64,
    pub sender_id: i64,
    pub side: Side,
    pub receiver_id: Option<i64>,
    pub content: &'a str,
    pub file_id: Option<i64>,
}

pub fn insert(conn: &Connection, m: &NewMessage<'_>) -> ApiResult<i64> {
    conn.execute(
        "INSERT INTO messages (client_id, sender_id, from_client, receiver_id, content, file_id,
                               created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            m.client_id,
            m.sender_id,
            m.side.is_client(),
            m.receiver_id,
            m.content,
            m.file_id,
            super::now()
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

pub fn get(conn: &Connection, id: i64) -> ApiResult<Option<Message>> {
    let mut stmt = conn.prepare_cached(&format!("{SELECT} WHERE m.id = ?1"))?;
    Ok(stmt.query_row([id], from_row).optional()?)
}

/// Messages of one conversation.
pub fn count(conn: &Connection, client_id: i64) -> ApiResult<i64> {
    Ok(conn
        .prepare_cached("SELECT COUNT(*) FROM messages WHERE client_id = ?1")?
        .query_row([client_id], |r| r.get(0))?)
}

/// The messages `which` selects (`?1` its one parameter), a page at a time: page 1 the newest,
/// each page oldest first, as a chat shows it.
fn newest_page(
    conn: &Connection,
    which: &str,
    key: i64,
    (limit, offset): (u32, i64),
) -> ApiResult<Vec<Message>> {
    // The page is written into the statement: SQLite prepares a statement again whenever a
    // bound LIMIT or OFFSET changes, which made keeping it prepared worthless.
    let sql = format!("{SELECT} WHERE ({which}) ORDER BY m.id DESC LIMIT {limit} OFFSET {offset}");
    let mut stmt = conn.prepare_cached(&sql)?;
    let mut rows = stmt
        .query_map([key], from_row)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    rows.reverse();
    Ok(rows)
}

/// One page of a conversation.
pub fn page(conn: &Connection, client_id: i64, page: (u32, i64)) -> ApiResult<Vec<Message>> {
    newest_page(conn, "m.client_id = ?1", client_id, page)
}

/// An admin's own messages (sent by it or addressed to it), by the same paging.
pub fn of_admin(
    conn: &Connection,
    user_id: i64,
    page: (u32, i64),
) -> ApiResult<(i64, Vec<Message>)> {
    let total = conn.query_row(
        "SELECT COUNT(*) FROM messages WHERE sender_id = ?1 OR receiver_id = ?1",
        [user_id],
        |r| r.get(0),
    )?;
    let rows = newest_page(
        conn,
        "m.sender_id = ?1 OR m.receiver_id = ?1",
        user_id,
        page,
    )?;
    Ok((total, rows))
}

/// Marks what the other side wrote in this conversation read, by the reader's side; answers the
/// newest id marked (None when nothing was unread).
pub fn mark_read(conn: &Connection, client_id: i64, reader: Side) -> ApiResult<Option<i64>> {
    let writer_is_client = !reader.is_client();
    let newest: Option<i64> = conn.query_row(
        "SELECT MAX(id) FROM messages
         WHERE client_id = ?1 AND from_client = ?2 AND read_at IS NULL",
        params![client_id, writer_is_client],
        |r| r.get(0),
    )?;
    if let Some(up_to) = newest {
        conn.execute(
            "UPDATE messages SET read_at = ?3
             WHERE client_id = ?1 AND from_client = ?2 AND read_at IS NULL AND id <= ?4",
            params![client_id, writer_is_client, super::now(), up_to],
        )?;
    }
    Ok(newest)
}

/// Marks one message read; false when it already was.
pub fn mark_one(conn: &Connection, id: i64) -> ApiResult<bool> {
    let changed = conn.execute(
        "UPDATE messages SET read_at = ?2 WHERE id = ?1 AND read_at IS NULL",
        params![id, super::now()],
    )?;
    Ok(changed > 0)
}

/// Messages the reader's side has not read in one conversation.
pub fn unread(conn: &Connection, client_id: i64, reader: Side) -> ApiResult<i64> {
    Ok(conn
        .prepare_cached(
            "SELECT COUNT(*) FROM messages WHERE client_id = ?1 AND from_client = ?2 AND read_at IS NULL",
        )?
        .query_row(params![client_id, !reader.is_client()], |r| r.get(0))?)
}

/// The newest message of a conversation, as a list shows it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct LastMessage {
    pub content: String,
    pub timestamp: String,
    #[schema(schema_with = crate::schema_ref::author_role)]
    pub sender_role: Role,
    /// The attachment's name, when it carried one.
    #[schema(required = true)]
    pub attachment_name: Option<String>,
}

pub fn last(conn: &Connection, client_id: i64) -> ApiResult<Option<LastMessage>> {
    let mut stmt = conn.prepare_cached(
        "SELECT m.content, m.created_at, m.from_client, f.name FROM messages m
         LEFT JOIN files f ON f.id = m.file_id
         WHERE m.client_id = ?1 ORDER BY m.id DESC LIMIT 1",
    )?;
    Ok(stmt
        .query_row([client_id], |r| {
            Ok(LastMessage {
                content: r.get(0)?,
                timestamp: r.get(1)?,
                sender_role: Role::of_side(r.get(2)?),
                attachment_name: r.get(3)?,
            })
        })
        .optional()?)
}

/// Records a "new message" mail for a conversation and side unless one went out in the last
/// hour; answers whether this one may go.
pub fn claim_mail(conn: &Connection, client_id: i64, to_client: bool) -> ApiResult<bool> {
    let hour_ago = super::format_time(time::OffsetDateTime::now_utc() - time::Duration::hours(1));
    let changed = conn.execute(
        "INSERT INTO message_mail (client_id, to_client, sent_at) VALUES (?1, ?2, ?3)
         ON CONFLICT (client_id, to_client) DO UPDATE SET sent_at = excluded.sent_at
         WHERE message_mail.sent_at < ?4",
        params![client_id, to_client, super::now(), hour_ago],
    )?;
    Ok(changed > 0)
}
