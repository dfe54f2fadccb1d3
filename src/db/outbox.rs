//! A record of every mail Atrium sent or tried to send.

use rusqlite::{Connection, params};
use serde::Serialize;

use crate::error::ApiResult;

#[derive(Debug, Serialize)]
pub struct OutboxMail {
    pub id: i64,
    pub to: String,
    pub subject: String,
    pub body: Option<String>,
    pub transport: String,
    pub status: String,
    pub error: Option<String>,
    pub created_at: String,
}

pub struct Entry<'a> {
    pub to: &'a str,
    pub subject: &'a str,
    pub body: Option<&'a str>,
    pub transport: &'a str,
    pub status: &'a str,
    pub error: Option<&'a str>,
}

pub fn insert(conn: &Connection, e: &Entry<'_>) -> ApiResult<()> {
    conn.execute(
        "INSERT INTO mail_outbox (to_addr, subject, body, transport, status, error, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            e.to,
            e.subject,
            e.body,
            e.transport,
            e.status,
            e.error,
            super::now()
        ],
    )?;
    Ok(())
}

/// The newest `last` mails, oldest first, optionally only those to one address.
pub fn list(conn: &Connection, to: Option<&str>, last: u32) -> ApiResult<Vec<OutboxMail>> {
    let mut stmt = conn.prepare(
        "SELECT id, to_addr, subject, body, transport, status, error, created_at FROM mail_outbox
         WHERE ?1 IS NULL OR to_addr = ?1 COLLATE NOCASE ORDER BY id DESC LIMIT ?2",
    )?;
    let rows = stmt.query_map(params![to, last], |r| {
        Ok(OutboxMail {
            id: r.get(0)?,
            to: r.get(1)?,
            subject: r.get(2)?,
            body: r.get(3)?,
            transport: r.get(4)?,
            status: r.get(5)?,
            error: r.get(6)?,
            created_at: r.get(7)?,
        })
    })?;
    let mut out: Vec<OutboxMail> = rows.collect::<rusqlite::Result<_>>()?;
    out.reverse();
    Ok(out)
}
