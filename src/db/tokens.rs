//! Session tokens: only their SHA-256 is stored, so a leaked database holds no usable token.

use std::sync::LazyLock;

use rusqlite::{Connection, OptionalExtension, params};

use super::users::{self, User};
use crate::error::ApiResult;

pub fn insert(
    conn: &Connection,
    token_hash: &str,
    user_id: i64,
    expires_at: &str,
) -> ApiResult<()> {
    conn.execute(
        "INSERT INTO auth_tokens (token_hash, user_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)",
        params![token_hash, user_id, super::now(), expires_at],
    )?;
    Ok(())
}

/// The user owning an unexpired token.
/// Every signed-in request asks it: the statement is built once and kept prepared on each
/// pooled connection.
/// The user a live token belongs to, with its client record when it is a client user: the
/// caller's scope comes with the same lookup.
pub fn user_for(conn: &Connection, token_hash: &str) -> ApiResult<Option<(User, Option<i64>)>> {
    static SQL: LazyLock<String> = LazyLock::new(|| {
        format!(
            "SELECT {}, c.id FROM auth_tokens t JOIN users u ON u.id = t.user_id
             LEFT JOIN clients c ON c.user_id = u.id
             WHERE t.token_hash = ?1 AND t.expires_at > ?2",
            users::COLUMNS
        )
    });
    Ok(conn
        .prepare_cached(&SQL)?
        .query_row(params![token_hash, super::now()], |r| {
            let user = users::from_row(r)?;
            let client = r.get(users::COLUMN_COUNT)?;
            Ok((user, client))
        })
        .optional()?)
}

pub fn delete(conn: &Connection, token_hash: &str) -> ApiResult<()> {
    conn.execute(
        "DELETE FROM auth_tokens WHERE token_hash = ?1",
        [token_hash],
    )?;
    Ok(())
}

/// Revokes every token of a user except the one given (the session making the change).
pub fn delete_others(conn: &Connection, user_id: i64, keep_hash: Option<&str>) -> ApiResult<()> {
    conn.execute(
        "DELETE FROM auth_tokens WHERE user_id = ?1 AND token_hash IS NOT ?2",
        params![user_id, keep_hash],
    )?;
    Ok(())
}

pub fn purge_expired(conn: &Connection) -> ApiResult<usize> {
    Ok(conn.execute(
        "DELETE FROM auth_tokens WHERE expires_at <= ?1",
        [super::now()],
    )?)
}
