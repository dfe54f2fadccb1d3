//! A client's connected social accounts; every read is scoped by the caller (`Scope`).

use rusqlite::{Connection, OptionalExtension, Row, params};
use serde::Serialize;
use utoipa::ToSchema;

use super::clients::Scope;
use crate::error::ApiResult;

pub use crate::domain::social::{SocialPlatform, SyncStatus};

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SocialAccount {
    pub id: i64,
    /// The client's id.
    pub client: i64,
    pub client_name: String,
    pub platform: SocialPlatform,
    pub username: String,
    pub followers_count: i64,
    /// Accounts it follows, where the platform says (not YouTube).
    #[schema(required = true)]
    pub following_count: Option<i64>,
    pub posts_count: i64,
    /// A fraction: 0.035 is 3.5%.
    pub engagement_rate: f64,
    /// People reached on the last synced day (Instagram), or views gained (YouTube).
    pub reach: i64,
    /// Lifetime views where the platform counts them (YouTube).
    pub views: i64,
    /// False once disconnected: the account and its history stay, its tokens are gone.
    pub is_active: bool,
    pub sync_status: SyncStatus,
    /// Why the last sync failed, in a sentence.
    #[schema(required = true)]
    pub sync_error: Option<String>,
    #[schema(required = true)]
    pub last_sync: Option<String>,
    /// When the scheduled sync comes next (later after failures); null when none is due.
    #[schema(required = true)]
    pub next_sync: Option<String>,
    /// Seeded by the demo: its history is made up and it never calls a provider.
    pub demo: bool,
    pub created_at: String,
    /// Connected with permission to publish posts (Instagram and YouTube).
    pub can_publish: bool,
    /// Active, on a platform Atrium publishes to, but connected without that permission (before
    /// Atrium asked for it): the client connects it again before posts can go out on it.
    pub needs_reconnect: bool,
    /// Instagram: posts published through the API in the last 24 hours, and the limit, as
    /// last read.
    #[schema(required = true)]
    pub publish_quota_used: Option<i64>,
    #[schema(required = true)]
    pub publish_quota_total: Option<i64>,
}

const COLUMNS: &str = "a.id, a.client_id, c.name, a.platform, a.username, a.followers_count,
    a.following_count, a.posts_count, a.engagement_rate, a.reach, a.views, a.is_active,
    CASE WHEN a.needs_reauth THEN 'reauthorization_needed' ELSE a.sync_status END, a.sync_error,
    a.last_sync, CASE WHEN a.is_active AND NOT a.needs_reauth THEN a.next_sync_at END, a.demo,
    a.created_at, (SELECT can_publish FROM account_publishing WHERE account_id = a.id),
    a.publish_quota_used, a.publish_quota_total";

fn from_row(r: &Row<'_>) -> rusqlite::Result<SocialAccount> {
    Ok(SocialAccount {
        id: r.get(0)?,
        client: r.get(1)?,
        client_name: r.get(2)?,
        platform: r.get(3)?,
        username: r.get(4)?,
        followers_count: r.get(5)?,
        following_count: r.get(6)?,
        posts_count: r.get(7)?,
        engagement_rate: r.get(8)?,
        reach: r.get(9)?,
        views: r.get(10)?,
        is_active: r.get(11)?,
        sync_status: r.get(12)?,
        sync_error: r.get(13)?,
        last_sync: r.get(14)?,
        next_sync: r.get(15)?,
        demo: r.get(16)?,
        created_at: r.get(17)?,
        can_publish: false,
        needs_reconnect: false,
        publish_quota_used: r.get(19)?,
        publish_quota_total: r.get(20)?,
    })
    .and_then(|mut a| {
        a.can_publish = r.get(18)?;
        a.needs_reconnect = a.is_active && a.platform != SocialPlatform::Tiktok && !a.can_publish;
        Ok(a)
    })
}

/// The accounts the viewer may see, optionally of one client: an admin sees every client's, a
/// client user only its own client's (another client id yields none).
pub fn list(
    conn: &Connection,
    viewer: Scope,
    client: Option<i64>,
) -> ApiResult<Vec<SocialAccount>> {
    let own = viewer.client_filter();
    let mut stmt = conn.prepare(&format!(
        "SELECT {COLUMNS} FROM social_accounts a JOIN clients c ON c.id = a.client_id
         WHERE (?1 IS NULL OR a.client_id = ?1) AND (?2 IS NULL OR a.client_id = ?2)
         ORDER BY a.client_id, a.platform, a.username"
    ))?;
    let rows = stmt.query_map(params![own, client], from_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

pub struct NewAccount<'a> {
    pub client_id: i64,
    pub platform: SocialPlatform,
    pub username: &'a str,
    pub followers_count: i64,
    pub posts_count: i64,
    pub engagement_rate: f64,
}

pub fn insert(conn: &Connection, a: &NewAccount<'_>) -> ApiResult<i64> {
    conn.execute(
        "INSERT INTO social_accounts (client_id, platform, username, followers_count, posts_count,
             engagement_rate, sync_status, last_sync, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'ok', ?7, ?7)",
        params![
            a.client_id,
            a.platform,
            a.username,
            a.followers_count,
            a.posts_count,
            a.engagement_rate,
            super::now()
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

/// The client's active accounts on one platform, oldest first.
pub fn active_of(conn: &Connection, client_id: i64, platform: &str) -> ApiResult<Vec<i64>> {
    let mut stmt = conn.prepare(
        "SELECT id FROM social_accounts
         WHERE client_id = ?1 AND platform = ?2 AND is_active = 1 ORDER BY id",
    )?;
    let rows = stmt.query_map(params![client_id, platform], |r| r.get(0))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// One account the viewer may see, or None (unknown, or another client's).
pub fn get_for(conn: &Connection, id: i64, viewer: Scope) -> ApiResult<Option<SocialAccount>> {
    let own = viewer.client_filter();
    let sql = format!(
        "SELECT {COLUMNS} FROM social_accounts a JOIN clients c ON c.id = a.client_id
         WHERE a.id = ?1 AND (?2 IS NULL OR a.client_id = ?2)"
    );
    Ok(conn
        .query_row(&sql, params![id, own], from_row)
        .optional()?)
}
