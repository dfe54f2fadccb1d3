//! Mail windows and the events waiting in them (see `mail_digest`): per client and admin, when
//! the current window closes and what happened inside it.

use rusqlite::{Connection, OptionalExtension, params};

use crate::error::ApiResult;

/// When the window for mail about `client_id` to `user_id` closes, if one was ever opened.
pub fn closes_at(c: &Connection, client_id: i64, user_id: i64) -> ApiResult<Option<String>> {
    Ok(c.query_row(
        "SELECT closes_at FROM mail_windows WHERE client_id = ?1 AND user_id = ?2",
        params![client_id, user_id],
        |r| r.get(0),
    )
    .optional()?)
}

pub fn has_items(c: &Connection, client_id: i64, user_id: i64) -> ApiResult<bool> {
    Ok(c.query_row(
        "SELECT EXISTS (SELECT 1 FROM mail_digest_items WHERE client_id = ?1 AND user_id = ?2)",
        params![client_id, user_id],
        |r| r.get(0),
    )?)
}

pub fn open_window(c: &Connection, client_id: i64, user_id: i64, closes: &str) -> ApiResult<()> {
    c.execute(
        "INSERT INTO mail_windows (client_id, user_id, closes_at) VALUES (?1, ?2, ?3)
         ON CONFLICT (client_id, user_id) DO UPDATE SET closes_at = excluded.closes_at",
        params![client_id, user_id, closes],
    )?;
    Ok(())
}

pub fn add_item(
    c: &Connection,
    client_id: i64,
    user_id: i64,
    kind: &str,
    line: &str,
) -> ApiResult<()> {
    c.execute(
        "INSERT INTO mail_digest_items (client_id, user_id, kind, line, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5)",
        params![client_id, user_id, kind, line, super::now()],
    )?;
    Ok(())
}

/// The (client, admin) pairs with events waiting whose window has closed by `now`.
pub fn due(c: &Connection, now: &str) -> ApiResult<Vec<(i64, i64)>> {
    let mut stmt = c.prepare(
        "SELECT DISTINCT i.client_id, i.user_id FROM mail_digest_items i
         LEFT JOIN mail_windows w ON w.client_id = i.client_id AND w.user_id = i.user_id
         WHERE w.closes_at IS NULL OR w.closes_at <= ?1
         ORDER BY i.client_id, i.user_id",
    )?;
    let rows = stmt.query_map([now], |r| Ok((r.get(0)?, r.get(1)?)))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Removes and answers a pair's waiting events, oldest first, as (kind, line).
pub fn take_items(
    c: &Connection,
    client_id: i64,
    user_id: i64,
) -> ApiResult<Vec<(String, String)>> {
    let mut stmt = c.prepare(
        "DELETE FROM mail_digest_items WHERE client_id = ?1 AND user_id = ?2
         RETURNING id, kind, line",
    )?;
    let rows = stmt.query_map(params![client_id, user_id], |r| {
        Ok((r.get::<_, i64>(0)?, r.get(1)?, r.get(2)?))
    })?;
    let mut items: Vec<(i64, String, String)> = rows.collect::<rusqlite::Result<_>>()?;
    // RETURNING promises no order.
    items.sort_by_key(|(id, ..)| *id);
    Ok(items.into_iter().map(|(_, k, l)| (k, l)).collect())
}
