//! A client's connected social accounts; every read is scoped by the caller (`Viewer`).

use rusqlite::{Connection, Row, params};
use serde::Serialize;
use utoipa::ToSchema;

use super::clients::Viewer;
use crate::error::ApiResult;

pub const PLATFORMS: &[&str] = &["instagram", "youtube", "tiktok"];
pub const SYNC_STATUSES: &[&str] = &["never", "ok", "failed"];

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SocialAccount {
    pub id: i64,
    /// The client's id.
    pub client: i64,
    #[schema(schema_with = platform_schema)]
    pub platform: String,
    pub username: String,
    pub followers_count: i64,
    pub posts_count: i64,
    /// A fraction: 0.035 is 3.5%.
    pub engagement_rate: f64,
    pub is_active: bool,
    #[schema(schema_with = sync_status_schema)]
    pub sync_status: String,
    #[schema(required = true)]
    pub last_sync: Option<String>,
    pub created_at: String,
}

fn platform_schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
    crate::api::openapi::named("SocialPlatform")
}

fn sync_status_schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
    crate::api::openapi::named("SyncStatus")
}

fn from_row(r: &Row<'_>) -> rusqlite::Result<SocialAccount> {
    Ok(SocialAccount {
        id: r.get(0)?,
        client: r.get(1)?,
        platform: r.get(2)?,
        username: r.get(3)?,
        followers_count: r.get(4)?,
        posts_count: r.get(5)?,
        engagement_rate: r.get(6)?,
        is_active: r.get(7)?,
        sync_status: r.get(8)?,
        last_sync: r.get(9)?,
        created_at: r.get(10)?,
    })
}

/// The accounts the viewer may see, optionally of one client: an admin sees every client's, a
/// client user only its own client's (another client id yields none).
pub fn list(
    conn: &Connection,
    viewer: Viewer,
    client: Option<i64>,
) -> ApiResult<Vec<SocialAccount>> {
    let own = match viewer {
        Viewer::Admin => None,
        Viewer::User(user_id) => Some(user_id),
    };
    let mut stmt = conn.prepare(
        "SELECT a.id, a.client_id, a.platform, a.username, a.followers_count, a.posts_count,
                a.engagement_rate, a.is_active, a.sync_status, a.last_sync, a.created_at
         FROM social_accounts a JOIN clients c ON c.id = a.client_id
         WHERE (?1 IS NULL OR c.user_id = ?1) AND (?2 IS NULL OR a.client_id = ?2)
         ORDER BY a.client_id, a.platform, a.username",
    )?;
    let rows = stmt.query_map(params![own, client], from_row)?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

pub struct NewAccount<'a> {
    pub client_id: i64,
    pub platform: &'a str,
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
