//! Review links: one or several posts of a client sent to an address, to be reviewed without an
//! account. Only the SHA-256 of a link's secret is kept, as for sessions.

use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::{ApiError, ApiResult};

/// A link as its sender sees it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ReviewLink {
    pub id: i64,
    /// The client's id.
    pub client: i64,
    pub email: String,
    /// What the sender wrote to the reviewer.
    pub note: String,
    pub posts: Vec<i64>,
    pub created_at: String,
    pub expires_at: String,
    #[schema(required = true)]
    pub revoked_at: Option<String>,
    /// When the reviewer last opened or used it.
    #[schema(required = true)]
    pub last_used_at: Option<String>,
    /// Still usable: neither revoked nor expired.
    pub active: bool,
}

pub struct NewLink<'a> {
    pub client_id: i64,
    pub token_hash: &'a str,
    pub email: &'a str,
    pub note: &'a str,
    pub created_by: i64,
    pub expires_at: &'a str,
    pub posts: &'a [i64],
}

/// The client all these posts belong to, when they are one client's and the viewer may see
/// them (`client`: a client user's own, None for the agency); 404 otherwise.
pub fn client_of_posts(conn: &Connection, posts: &[i64], client: Option<i64>) -> ApiResult<i64> {
    let mut stmt = conn.prepare_cached(
        "SELECT DISTINCT client_id, COUNT(*) OVER () FROM content_posts
         WHERE id IN (SELECT value FROM json_each(?1)) AND (?2 IS NULL OR client_id = ?2)",
    )?;
    let found: Vec<(i64, i64)> = stmt
        .query_map(params![super::ids_json(posts), client], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })?
        .collect::<rusqlite::Result<_>>()?;
    match found.as_slice() {
        [(client, n)] if *n as usize == posts.len() => Ok(*client),
        [_, _, ..] => Err(ApiError::field(
            "post_ids",
            "A review link is for one client's posts: send one link per client.",
        )),
        _ => Err(ApiError::not_found()),
    }
}

pub fn insert(conn: &Connection, new: &NewLink<'_>) -> ApiResult<i64> {
    conn.execute(
        "INSERT INTO review_links (client_id, token_hash, email, note, created_by, created_at,
                                   expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            new.client_id,
            new.token_hash,
            new.email,
            new.note,
            new.created_by,
            super::now(),
            new.expires_at
        ],
    )?;
    let id = conn.last_insert_rowid();
    let mut add =
        conn.prepare_cached("INSERT INTO review_link_posts (link_id, post_id) VALUES (?1, ?2)")?;
    for post in new.posts {
        add.execute(params![id, post])?;
    }
    Ok(id)
}

const COLUMNS: &str = "l.id, l.client_id, l.email, l.note, l.created_at, l.expires_at,
    l.revoked_at, l.last_used_at,
    (SELECT json_group_array(post_id) FROM review_link_posts WHERE link_id = l.id)";

fn from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<ReviewLink> {
    let posts: String = r.get(8)?;
    let expires_at: String = r.get(5)?;
    let revoked_at: Option<String> = r.get(6)?;
    Ok(ReviewLink {
        id: r.get(0)?,
        client: r.get(1)?,
        email: r.get(2)?,
        note: r.get(3)?,
        posts: serde_json::from_str(&posts).unwrap_or_default(),
        created_at: r.get(4)?,
        active: revoked_at.is_none() && expires_at > super::now(),
        expires_at,
        revoked_at,
        last_used_at: r.get(7)?,
    })
}

/// The links of a client (None: every client's), newest first; `post`: only those naming it.
pub fn list(
    conn: &Connection,
    client: Option<i64>,
    post: Option<i64>,
) -> ApiResult<Vec<ReviewLink>> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM review_links l
         WHERE (?1 IS NULL OR l.client_id = ?1)
           AND (?2 IS NULL OR EXISTS (SELECT 1 FROM review_link_posts p
                                      WHERE p.link_id = l.id AND p.post_id = ?2))
         ORDER BY l.id DESC LIMIT 200"
    ))?;
    let rows = stmt.query_map(params![client, post], from_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

pub fn get(conn: &Connection, id: i64, client: Option<i64>) -> ApiResult<Option<ReviewLink>> {
    Ok(conn
        .query_row(
            &format!(
                "SELECT {COLUMNS} FROM review_links l
                 WHERE l.id = ?1 AND (?2 IS NULL OR l.client_id = ?2)"
            ),
            params![id, client],
            from_row,
        )
        .optional()?)
}

/// Revokes a link; false when it was revoked already.
pub fn revoke(conn: &Connection, id: i64) -> ApiResult<bool> {
    Ok(conn.execute(
        "UPDATE review_links SET revoked_at = ?2 WHERE id = ?1 AND revoked_at IS NULL",
        params![id, super::now()],
    )? > 0)
}

/// The link a secret opens: neither revoked nor expired. Notes that it was used.
pub fn open(conn: &Connection, token_hash: &str) -> ApiResult<Option<ReviewLink>> {
    let found = conn
        .query_row(
            &format!(
                "SELECT {COLUMNS} FROM review_links l
                 WHERE l.token_hash = ?1 AND l.revoked_at IS NULL AND l.expires_at > ?2"
            ),
            params![token_hash, super::now()],
            from_row,
        )
        .optional()?;
    Ok(found)
}

pub fn touch(conn: &Connection, id: i64) -> ApiResult<()> {
    conn.execute(
        "UPDATE review_links SET last_used_at = ?2 WHERE id = ?1",
        params![id, super::now()],
    )?;
    Ok(())
}
