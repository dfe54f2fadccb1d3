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

/// The user owning an unexpired token, with its client and seat (`User::membership`): the
/// caller's scope comes with the same lookup. Every signed-in request asks it, so the statement
/// is built once and kept prepared on each pooled connection.
pub fn user_for(conn: &Connection, token_hash: &str) -> ApiResult<Option<User>> {
    static SQL: LazyLock<String> = LazyLock::new(|| {
        format!(
            "SELECT {} FROM auth_tokens t JOIN users u ON u.id = t.user_id
             WHERE t.token_hash = ?1 AND t.expires_at > ?2",
            users::COLUMNS
        )
    });
    Ok(conn
        .prepare_cached(&SQL)?
        .query_row(params![token_hash, super::now()], users::from_row)
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
