//! Sessions: one row per sign-in, found by the SHA-256 of its token (a leaked database holds no
//! usable token) and named to its user by a random `session_id`. A session ends when it is
//! signed out, unused for the agency's idle lifetime, or older than its absolute lifetime
//! (`security_settings`).

use std::sync::LazyLock;

use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;
use utoipa::ToSchema;

use super::users::{self, User};
use crate::domain::security::SignInMethod;
use crate::error::ApiResult;

/// What a new session records of where it was opened.
pub struct NewSession<'a> {
    pub token_hash: &'a str,
    pub user_id: i64,
    pub user_agent: &'a str,
    pub address: &'a str,
    pub method: SignInMethod,
}

/// Opens a session; it lives as long as the agency's absolute lifetime from now.
pub fn insert(conn: &Connection, s: &NewSession<'_>) -> ApiResult<()> {
    let id = hex::encode(rand::random::<[u8; 12]>());
    conn.execute(
        "INSERT INTO auth_tokens (token_hash, user_id, created_at, expires_at, session_id,
                                  user_agent, address, last_used_at, signed_in_with)
         SELECT ?1, ?2, ?3, strftime('%Y-%m-%dT%H:%M:%SZ', ?3, '+' || absolute_days || ' days'),
                ?4, ?5, ?6, ?3, ?7
           FROM security_settings WHERE id = 1",
        params![
            s.token_hash,
            s.user_id,
            super::now(),
            id,
            s.user_agent,
            s.address,
            s.method
        ],
    )?;
    Ok(())
}

/// The signed-in user behind a live token, and what the request's guard needs of its session.
#[derive(Clone)]
pub struct Signed {
    pub user: User,
    pub session_id: String,
    pub last_used_at: String,
    /// The agency requires staff to have a second factor and this user has none yet: until it
    /// adds one, it may only reach its own account's security.
    pub must_enrol: bool,
}

/// Conditions every live session meets: not past its absolute end, used within the idle
/// lifetime. `?2` is now.
const LIVE: &str = "t.expires_at > ?2
    AND t.last_used_at > strftime('%Y-%m-%dT%H:%M:%SZ', ?2, '-' || s.idle_days || ' days')";

/// The user owning a live token, with its client and seat (`User::membership`): the caller's
/// scope comes with the same lookup. Every signed-in request asks it, so the statement is built
/// once and kept prepared on each pooled connection.
pub fn user_for(conn: &Connection, token_hash: &str) -> ApiResult<Option<Signed>> {
    static SQL: LazyLock<String> = LazyLock::new(|| {
        format!(
            "SELECT {}, t.session_id, t.last_used_at,
                    u.role = 'admin' AND s.require_staff_second_factor = 1
                    AND NOT EXISTS (SELECT 1 FROM user_totp f
                                     WHERE f.user_id = u.id AND f.confirmed_at IS NOT NULL)
                    AND NOT EXISTS (SELECT 1 FROM passkeys p WHERE p.user_id = u.id)
               FROM auth_tokens t JOIN users u ON u.id = t.user_id
               JOIN security_settings s ON s.id = 1
              WHERE t.token_hash = ?1 AND {LIVE}",
            users::COLUMNS
        )
    });
    let n = users::COLUMN_COUNT;
    Ok(conn
        .prepare_cached(&SQL)?
        .query_row(params![token_hash, super::now()], |r| {
            Ok(Signed {
                user: users::from_row(r)?,
                session_id: r.get(n)?,
                last_used_at: r.get(n + 1)?,
                must_enrol: r.get(n + 2)?,
            })
        })
        .optional()?)
}

/// Records that the session was used now (the idle lifetime counts from here).
pub fn touch(conn: &Connection, token_hash: &str, at: &str) -> ApiResult<()> {
    conn.execute(
        "UPDATE auth_tokens SET last_used_at = ?2 WHERE token_hash = ?1",
        params![token_hash, at],
    )?;
    Ok(())
}

/// A session as its user sees it in Settings › Security.
#[derive(Debug, Serialize, ToSchema)]
pub struct SessionRow {
    pub id: String,
    #[serde(skip)]
    pub token_hash: String,
    #[serde(skip)]
    pub user_agent: String,
    pub address: String,
    pub created_at: String,
    pub last_used_at: String,
    /// When it ends at the latest (it ends sooner if unused for the idle lifetime).
    pub expires_at: String,
    pub signed_in_with: SignInMethod,
}

/// The user's live sessions, the most recently used first.
pub fn list(conn: &Connection, user_id: i64) -> ApiResult<Vec<SessionRow>> {
    let sql = format!(
        "SELECT t.session_id, t.token_hash, t.user_agent, t.address, t.created_at,
                t.last_used_at, t.expires_at, t.signed_in_with
           FROM auth_tokens t JOIN security_settings s ON s.id = 1
          WHERE t.user_id = ?1 AND {LIVE}
          ORDER BY t.last_used_at DESC, t.created_at DESC"
    );
    let mut stmt = conn.prepare(&sql)?;
    let rows = stmt.query_map(params![user_id, super::now()], |r| {
        Ok(SessionRow {
            id: r.get(0)?,
            token_hash: r.get(1)?,
            user_agent: r.get(2)?,
            address: r.get(3)?,
            created_at: r.get(4)?,
            last_used_at: r.get(5)?,
            expires_at: r.get(6)?,
            signed_in_with: r.get(7)?,
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Ends one of the user's sessions by its id; the token hash it had, or None when the user has
/// no such session.
pub fn end(conn: &Connection, user_id: i64, session_id: &str) -> ApiResult<Option<String>> {
    Ok(conn
        .query_row(
            "DELETE FROM auth_tokens WHERE user_id = ?1 AND session_id = ?2 RETURNING token_hash",
            params![user_id, session_id],
            |r| r.get(0),
        )
        .optional()?)
}

pub fn delete(conn: &Connection, token_hash: &str) -> ApiResult<()> {
    conn.execute(
        "DELETE FROM auth_tokens WHERE token_hash = ?1",
        [token_hash],
    )?;
    Ok(())
}

/// Revokes every token of a user except the one given (the session making the change); how
/// many it ended.
pub fn delete_others(conn: &Connection, user_id: i64, keep_hash: Option<&str>) -> ApiResult<usize> {
    Ok(conn.execute(
        "DELETE FROM auth_tokens WHERE user_id = ?1 AND token_hash IS NOT ?2",
        params![user_id, keep_hash],
    )?)
}

pub fn purge_expired(conn: &Connection) -> ApiResult<usize> {
    Ok(conn.execute(
        "DELETE FROM auth_tokens
          WHERE expires_at <= ?1
             OR last_used_at <= strftime('%Y-%m-%dT%H:%M:%SZ', ?1, '-' ||
                    (SELECT idle_days FROM security_settings WHERE id = 1) || ' days')",
        [super::now()],
    )?)
}
