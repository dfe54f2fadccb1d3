//! Writing posts: create, edit, state moves, results, deletion. Callers check who may.

use rusqlite::{Connection, OptionalExtension, params};

use crate::domain::Role;
use crate::domain::content::{Awaiting, ContentStatus};
use crate::domain::publishing::Privacy;
use crate::error::ApiResult;

/// The stored fields a create or an edit sets.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Fields {
    pub platform: String,
    pub title: String,
    pub content: String,
    pub scheduled_date: String,
    pub admin_message: String,
    pub social_account: Option<i64>,
    /// YouTube: the video's tags and who may watch it.
    pub tags: Vec<String>,
    pub privacy: Privacy,
}

pub fn fields(conn: &Connection, id: i64) -> ApiResult<Option<Fields>> {
    Ok(conn
        .query_row(
            "SELECT platform, title, content, scheduled_date, admin_message, social_account_id,
                    tags, privacy
             FROM content_posts WHERE id = ?1",
            [id],
            |r| {
                Ok(Fields {
                    platform: r.get(0)?,
                    title: r.get(1)?,
                    content: r.get(2)?,
                    scheduled_date: r.get(3)?,
                    admin_message: r.get(4)?,
                    social_account: r.get(5)?,
                    tags: serde_json::from_str(&r.get::<_, String>(6)?).unwrap_or_default(),
                    privacy: r.get(7)?,
                })
            },
        )
        .optional()?)
}

pub struct NewPost<'a> {
    pub client_id: i64,
    pub fields: &'a Fields,
    pub status: ContentStatus,
    pub awaiting: Option<Awaiting>,
    pub needs_client_approval: bool,
    pub author_role: Role,
    pub created_by: i64,
}

pub fn insert(conn: &Connection, p: &NewPost<'_>) -> ApiResult<i64> {
    let f = p.fields;
    conn.execute(
        "INSERT INTO content_posts (client_id, platform, title, content, status, awaiting,
             scheduled_date, admin_message, needs_client_approval, author_role, created_by,
             social_account_id, created_at, updated_at, tags, privacy)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?13, ?14, ?15)",
        params![
            p.client_id,
            f.platform,
            f.title,
            f.content,
            p.status,
            p.awaiting,
            f.scheduled_date,
            f.admin_message,
            p.needs_client_approval,
            p.author_role,
            p.created_by,
            f.social_account,
            super::now(),
            tags_json(&f.tags),
            f.privacy
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

pub fn update(conn: &Connection, id: i64, f: &Fields) -> ApiResult<()> {
    conn.execute(
        "UPDATE content_posts SET platform = ?2, title = ?3, content = ?4, scheduled_date = ?5,
             admin_message = ?6, social_account_id = ?7, updated_at = ?8, version = version + 1,
             tags = ?9, privacy = ?10
         WHERE id = ?1",
        params![
            id,
            f.platform,
            f.title,
            f.content,
            f.scheduled_date,
            f.admin_message,
            f.social_account,
            super::now(),
            tags_json(&f.tags),
            f.privacy
        ],
    )?;
    Ok(())
}

fn tags_json(tags: &[String]) -> String {
    serde_json::to_string(tags).unwrap_or_else(|_| "[]".into())
}

/// Moves a post to a status (and, when pending, whose approval it waits for); `feedback` is
/// replaced when given.
pub fn set_status(
    conn: &Connection,
    id: i64,
    status: ContentStatus,
    awaiting: Option<Awaiting>,
    feedback: Option<&str>,
) -> ApiResult<()> {
    conn.execute(
        "UPDATE content_posts SET status = ?2, awaiting = ?3, feedback = COALESCE(?4, feedback),
             updated_at = ?5, version = version + 1
         WHERE id = ?1",
        params![id, status, awaiting, feedback, super::now()],
    )?;
    Ok(())
}

pub struct Metrics<'a> {
    pub post_url: Option<&'a str>,
    pub likes: i64,
    pub comments: i64,
    pub shares: i64,
    pub views: i64,
}

/// Interactions over views, or over the account's followers when a platform reports no views;
/// 0 without either.
fn engagement(conn: &Connection, id: i64, interactions: i64, views: i64) -> ApiResult<f64> {
    let followers: Option<i64> = conn
        .query_row(
            "SELECT a.followers_count FROM content_posts p
             JOIN social_accounts a ON a.id = p.social_account_id WHERE p.id = ?1",
            [id],
            |r| r.get(0),
        )
        .optional()?;
    let reach = if views > 0 {
        views
    } else {
        followers.unwrap_or(0)
    };
    Ok(if reach > 0 {
        interactions as f64 / reach as f64
    } else {
        0.0
    })
}

/// Records a post as published with its figures.
pub fn mark_posted(conn: &Connection, id: i64, m: &Metrics<'_>) -> ApiResult<()> {
    let rate = engagement(conn, id, m.likes + m.comments + m.shares, m.views)?;
    let now = super::now();
    conn.execute(
        "UPDATE content_posts SET status = 'posted', awaiting = NULL, post_url = ?2, likes = ?3,
             comments = ?4, shares = ?5, views = ?6, engagement_rate = ?7, posted_at = ?8,
             updated_at = ?8, version = version + 1
         WHERE id = ?1",
        params![
            id, m.post_url, m.likes, m.comments, m.shares, m.views, rate, now
        ],
    )?;
    Ok(())
}

/// A posted post's figures as its platform reports them now (a sync); shares stay as recorded
/// (neither platform reports them). Views only replace when the platform counts them.
pub fn refresh_figures(
    conn: &Connection,
    id: i64,
    likes: i64,
    comments: i64,
    views: Option<i64>,
) -> ApiResult<()> {
    let (shares, old_views): (i64, i64) = conn.query_row(
        "SELECT shares, views FROM content_posts WHERE id = ?1",
        [id],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    let views = views.unwrap_or(old_views);
    let rate = engagement(conn, id, likes + comments + shares, views)?;
    conn.execute(
        "UPDATE content_posts SET likes = ?2, comments = ?3, views = ?4, engagement_rate = ?5
         WHERE id = ?1 AND (likes, comments, views) IS NOT (?2, ?3, ?4)",
        params![id, likes, comments, views, rate],
    )?;
    Ok(())
}

/// Deletes posts; answers the image files they held so the caller can remove them.
pub fn delete_many(conn: &Connection, ids: &[i64]) -> ApiResult<Vec<String>> {
    let files = super::content_images::files_of(conn, ids)?;
    conn.execute(
        "DELETE FROM content_posts WHERE id IN (SELECT value FROM json_each(?1))",
        [super::ids_json(ids)],
    )?;
    Ok(files)
}
