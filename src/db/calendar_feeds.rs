//! Calendar feeds: one secret address per user, stored as the SHA-256 of its token.

use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;
use utoipa::ToSchema;

use super::users::{self, User};
use crate::error::ApiResult;

/// Whether the caller has a feed, and when it was made and last read by a calendar app.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Feed {
    pub active: bool,
    #[schema(required = true)]
    pub created_at: Option<String>,
    #[schema(required = true)]
    pub last_used_at: Option<String>,
}

pub fn state(conn: &Connection, user_id: i64) -> ApiResult<Feed> {
    let row = conn
        .query_row(
            "SELECT created_at, last_used_at FROM calendar_feeds WHERE user_id = ?1",
            [user_id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?;
    Ok(match row {
        Some((created_at, last_used_at)) => Feed {
            active: true,
            created_at: Some(created_at),
            last_used_at,
        },
        None => Feed {
            active: false,
            created_at: None,
            last_used_at: None,
        },
    })
}

/// Gives the user a feed under a new secret; the previous address stops working.
pub fn replace(conn: &Connection, user_id: i64, token_hash: &str) -> ApiResult<()> {
    conn.execute(
        "INSERT INTO calendar_feeds (user_id, token_hash, created_at) VALUES (?1, ?2, ?3)
         ON CONFLICT (user_id) DO UPDATE
         SET token_hash = excluded.token_hash, created_at = excluded.created_at, last_used_at = NULL",
        params![user_id, token_hash, super::now()],
    )?;
    Ok(())
}

/// Turns the feed off; false when there was none.
pub fn remove(conn: &Connection, user_id: i64) -> ApiResult<bool> {
    Ok(conn.execute("DELETE FROM calendar_feeds WHERE user_id = ?1", [user_id])? > 0)
}

/// The user a feed secret belongs to, with its client and seat, as a session token's lookup
/// answers.
pub fn owner(conn: &Connection, token_hash: &str) -> ApiResult<Option<User>> {
    let sql = format!(
        "SELECT {} FROM calendar_feeds f JOIN users u ON u.id = f.user_id WHERE f.token_hash = ?1",
        users::COLUMNS
    );
    Ok(conn
        .query_row(&sql, [token_hash], users::from_row)
        .optional()?)
}

/// Records that a calendar app read the feed.
pub fn touch(conn: &Connection, user_id: i64) -> ApiResult<()> {
    conn.execute(
        "UPDATE calendar_feeds SET last_used_at = ?2 WHERE user_id = ?1",
        params![user_id, super::now()],
    )?;
    Ok(())
}
