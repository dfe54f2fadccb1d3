//! Writes of connecting and syncing social accounts: the account's current figures, its sealed
//! tokens, one snapshot per day, and the failure state with its back-off.

use rusqlite::{Connection, OptionalExtension, params};
use std::collections::HashMap;

/// One post's public figures, keyed by its permalink (Instagram) or video id (YouTube).
#[derive(Debug, Clone, Default)]
pub struct PostFigures {
    pub likes: i64,
    pub comments: i64,
    pub views: i64,
}

/// An account as the provider reports it now.
#[derive(Debug, Clone, Default)]
pub struct Profile {
    pub external_id: String,
    pub username: String,
    pub followers: i64,
    pub following: Option<i64>,
    pub posts: i64,
    /// People reached today (Instagram); 0 where the provider does not say.
    pub reach_today: i64,
    /// Lifetime views (YouTube); 0 elsewhere.
    pub views_total: i64,
    /// A fraction over the recent posts.
    pub engagement_rate: f64,
    pub recent: HashMap<String, PostFigures>,
}

use crate::error::ApiResult;

/// Sealed tokens as stored (see `social::vault`).
#[derive(Debug, Clone)]
pub struct SealedTokens {
    pub access: String,
    pub refresh: Option<String>,
    /// Unix seconds.
    pub expires_at: Option<i64>,
    /// The scopes granted, space separated, when the provider said (a refresh may not).
    pub scopes: Option<String>,
}

/// What a sync needs to know about an account.
#[derive(Debug, Clone)]
pub struct SyncTarget {
    pub id: i64,
    pub client_id: i64,
    pub platform: String,
    pub username: String,
    pub is_active: bool,
    pub needs_reauth: bool,
    pub demo: bool,
    pub sync_failures: i64,
}

pub fn target(conn: &Connection, id: i64) -> ApiResult<Option<SyncTarget>> {
    Ok(conn
        .query_row(
            "SELECT id, client_id, platform, username, is_active, needs_reauth, demo, sync_failures
             FROM social_accounts WHERE id = ?1",
            [id],
            |r| {
                Ok(SyncTarget {
                    id: r.get(0)?,
                    client_id: r.get(1)?,
                    platform: r.get(2)?,
                    username: r.get(3)?,
                    is_active: r.get(4)?,
                    needs_reauth: r.get(5)?,
                    demo: r.get(6)?,
                    sync_failures: r.get(7)?,
                })
            },
        )
        .optional()?)
}

/// Active, connected (not demo) accounts whose scheduled sync is due at `now`.
pub fn due(conn: &Connection, now: &str) -> ApiResult<Vec<i64>> {
    let mut stmt = conn.prepare(
        "SELECT a.id FROM social_accounts a JOIN social_tokens t ON t.account_id = a.id
         WHERE a.is_active = 1 AND a.needs_reauth = 0 AND a.demo = 0
           AND (a.next_sync_at IS NULL OR a.next_sync_at <= ?1)
         ORDER BY a.next_sync_at, a.id",
    )?;
    let rows = stmt.query_map([now], |r| r.get(0))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Active accounts the caller's manual sync covers: one client's, or every client's.
pub fn active_ids(conn: &Connection, client_id: Option<i64>) -> ApiResult<Vec<i64>> {
    let mut stmt = conn.prepare(
        "SELECT id FROM social_accounts
         WHERE is_active = 1 AND (?1 IS NULL OR client_id = ?1) ORDER BY id",
    )?;
    let rows = stmt.query_map(params![client_id], |r| r.get(0))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// The account a connect lands on: the same provider account of the same client again (a
/// reconnect keeps its history), else a new row. Returns its id.
pub fn connect(
    conn: &Connection,
    client_id: i64,
    platform: &str,
    profile: &Profile,
    now: &str,
) -> ApiResult<i64> {
    let existing: Option<i64> = conn
        .query_row(
            "SELECT id FROM social_accounts
             WHERE client_id = ?1 AND platform = ?2 AND (external_id = ?3 OR username = ?4)
             ORDER BY external_id = ?3 DESC LIMIT 1",
            params![client_id, platform, profile.external_id, profile.username],
            |r| r.get(0),
        )
        .optional()?;
    let id = match existing {
        Some(id) => {
            conn.execute(
                "UPDATE social_accounts SET external_id = ?2, username = ?3, is_active = 1,
                     needs_reauth = 0, sync_failures = 0, sync_error = NULL, demo = 0,
                     updated_at = ?4
                 WHERE id = ?1",
                params![id, profile.external_id, profile.username, now],
            )?;
            id
        }
        None => {
            conn.execute(
                "INSERT INTO social_accounts (client_id, platform, username, external_id,
                     sync_status, created_at, updated_at)
                 VALUES (?1, ?2, ?3, ?4, 'never', ?5, ?5)",
                params![
                    client_id,
                    platform,
                    profile.username,
                    profile.external_id,
                    now
                ],
            )?;
            conn.last_insert_rowid()
        }
    };
    Ok(id)
}

pub fn store_tokens(conn: &Connection, id: i64, t: &SealedTokens, now: &str) -> ApiResult<()> {
    conn.execute(
        "INSERT INTO social_tokens (account_id, access_token, refresh_token, expires_at, updated_at,
             scopes)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (account_id) DO UPDATE SET access_token = ?2, refresh_token = ?3,
             expires_at = ?4, updated_at = ?5, scopes = COALESCE(?6, scopes)",
        params![
            id,
            t.access,
            t.refresh,
            t.expires_at.map(crate::db::iso_from_unix),
            now,
            t.scopes
        ],
    )?;
    Ok(())
}

pub fn tokens(conn: &Connection, id: i64) -> ApiResult<Option<SealedTokens>> {
    Ok(conn
        .query_row(
            "SELECT access_token, refresh_token, expires_at, scopes FROM social_tokens
             WHERE account_id = ?1",
            [id],
            |r| {
                let expires: Option<String> = r.get(2)?;
                Ok(SealedTokens {
                    access: r.get(0)?,
                    refresh: r.get(1)?,
                    expires_at: expires.as_deref().and_then(crate::db::unix_from_iso),
                    scopes: r.get(3)?,
                })
            },
        )
        .optional()?)
}

/// Disconnects: the tokens go, the account and its snapshots stay.
pub fn disconnect(conn: &Connection, id: i64, now: &str) -> ApiResult<()> {
    conn.execute("DELETE FROM social_tokens WHERE account_id = ?1", [id])?;
    conn.execute(
        "UPDATE social_accounts SET is_active = 0, next_sync_at = NULL, updated_at = ?2
         WHERE id = ?1",
        params![id, now],
    )?;
    Ok(())
}

/// A successful sync: the account's figures now, and today's snapshot (replacing an earlier one
/// of the same day). YouTube's reach for the day is the views gained since the last snapshot
/// before today.
pub fn record(
    conn: &Connection,
    id: i64,
    p: &Profile,
    day: &str,
    now: &str,
    next: &str,
) -> ApiResult<()> {
    let reach = if p.views_total > 0 {
        let before: Option<i64> = conn
            .query_row(
                "SELECT views FROM social_snapshots WHERE account_id = ?1 AND day < ?2
                 ORDER BY day DESC LIMIT 1",
                params![id, day],
                |r| r.get(0),
            )
            .optional()?;
        before.map_or(0, |b| (p.views_total - b).max(0))
    } else {
        p.reach_today
    };
    conn.execute(
        "INSERT INTO social_snapshots (account_id, day, taken_at, followers, following, posts,
             reach, views, engagement_rate)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
         ON CONFLICT (account_id, day) DO UPDATE SET taken_at = ?3, followers = ?4,
             following = ?5, posts = ?6, reach = ?7, views = ?8, engagement_rate = ?9",
        params![
            id,
            day,
            now,
            p.followers,
            p.following,
            p.posts,
            reach,
            p.views_total,
            p.engagement_rate
        ],
    )?;
    conn.execute(
        "UPDATE social_accounts SET username = ?2, followers_count = ?3, following_count = ?4,
             posts_count = ?5, engagement_rate = ?6, reach = ?7, views = ?8, sync_status = 'ok',
             sync_error = NULL, needs_reauth = 0, sync_failures = 0, last_sync = ?9,
             next_sync_at = ?10, updated_at = ?9
         WHERE id = ?1",
        params![
            id,
            p.username,
            p.followers,
            p.following,
            p.posts,
            p.engagement_rate,
            reach,
            p.views_total,
            now,
            next
        ],
    )?;
    Ok(())
}

/// A failed sync. Returns true when this failure newly asks the client to reconnect (so it is
/// told once, not at every scheduled try).
pub fn record_failure(
    conn: &Connection,
    id: i64,
    reason: &str,
    reauth: bool,
    next: Option<&str>,
    now: &str,
) -> ApiResult<bool> {
    let was: bool = conn.query_row(
        "SELECT needs_reauth FROM social_accounts WHERE id = ?1",
        [id],
        |r| r.get(0),
    )?;
    conn.execute(
        "UPDATE social_accounts SET sync_status = 'failed', sync_error = ?2,
             needs_reauth = ?3 OR needs_reauth, sync_failures = sync_failures + 1,
             next_sync_at = ?4, updated_at = ?5
         WHERE id = ?1",
        params![id, reason, reauth, next, now],
    )?;
    Ok(reauth && !was)
}

/// Posted content of this client on this platform with a live link: (post id, link).
pub fn posted_links(
    conn: &Connection,
    client_id: i64,
    platform: &str,
) -> ApiResult<Vec<(i64, String)>> {
    let mut stmt = conn.prepare(
        "SELECT id, post_url FROM content_posts
         WHERE client_id = ?1 AND platform = ?2 AND status = 'posted'
           AND post_url IS NOT NULL AND post_url != ''",
    )?;
    let rows = stmt.query_map(params![client_id, platform], |r| Ok((r.get(0)?, r.get(1)?)))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}
