//! Content posts and their images. Every read a client can reach is scoped by the viewer here.

use rusqlite::{Connection, OptionalExtension, Row, params, params_from_iter, types::Value as Sql};
use serde::Serialize;
use utoipa::ToSchema;

use super::clients::Scope;
pub use super::publications::Publishing;
use crate::domain::Role;
pub use crate::domain::content::{Awaiting, ContentStatus, Facts, ImageLinks};
use crate::domain::publishing::{MediaKind, Privacy};
pub use crate::domain::social::SocialPlatform;
use crate::error::ApiResult;

pub use super::content_images::{
    ImageFile, NewImage, add_image, image, image_count, images_of, remove_images,
};
pub use super::content_write::{
    Fields, Metrics, NewPost, delete_many, fields, insert, mark_posted, set_status, update,
};

/// An image or a video on a post (the spec's "images", which now also hold videos).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ContentImage {
    pub id: i64,
    /// A signed link valid for 6 to 12 hours; take it from the latest answer, never build it.
    pub image_url: String,
    /// The same for a thumbnail (JPEG, at most 480 px a side); for a video, the video itself.
    pub thumbnail_url: String,
    pub caption: String,
    pub width: i64,
    pub height: i64,
    pub kind: MediaKind,
    /// The file's type: image/jpeg, video/mp4, ...
    pub mime: String,
    /// A video's length; null for an image.
    #[schema(required = true)]
    pub duration_seconds: Option<f64>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ContentPost {
    pub id: i64,
    /// The client's id.
    pub client: i64,
    pub client_name: String,
    pub platform: SocialPlatform,
    pub title: String,
    pub content: String,
    pub status: ContentStatus,
    /// RFC 3339, UTC.
    pub scheduled_date: String,
    pub admin_message: String,
    pub needs_client_approval: bool,
    /// Who created it: the agency or the client.
    #[schema(schema_with = crate::schema_ref::author_role)]
    pub author_role: Role,
    /// Whose approval a pending post waits for; null in every other state.
    #[schema(schema_with = crate::schema_ref::or_null::<Awaiting>, required = true)]
    pub awaiting: Option<Awaiting>,
    #[schema(required = true)]
    pub created_by: Option<i64>,
    #[schema(required = true)]
    pub created_by_name: Option<String>,
    /// What the last "request changes" asked for; empty when nothing was.
    pub feedback: String,
    pub images: Vec<ContentImage>,
    #[schema(required = true)]
    pub post_url: Option<String>,
    pub likes: i64,
    pub comments: i64,
    pub shares: i64,
    pub views: i64,
    /// A fraction: 0.035 is 3.5%.
    pub engagement_rate: f64,
    #[schema(required = true)]
    pub social_account: Option<i64>,
    #[schema(required = true)]
    pub social_account_username: Option<String>,
    pub comment_count: i64,
    /// What the caller may do with it.
    pub can_edit: bool,
    pub can_delete: bool,
    pub can_approve: bool,
    pub can_reject: bool,
    #[schema(required = true)]
    pub posted_at: Option<String>,
    pub created_at: String,
    pub updated_at: String,
    pub version: i64,
    /// When a post waiting for approval should be approved by (RFC 3339, UTC); null when it
    /// has no deadline.
    #[schema(required = true)]
    pub approve_by: Option<String>,
    /// Waiting for approval past its deadline.
    pub overdue: bool,
    /// YouTube: the video's tags.
    pub tags: Vec<String>,
    /// YouTube: who may watch the video.
    pub privacy: Privacy,
    /// Where the post stands on its way to its platform.
    pub publishing: Publishing,
    /// When it last became approved (RFC 3339, UTC).
    #[schema(required = true)]
    pub approved_at: Option<String>,
}

impl ContentPost {
    pub fn facts(&self) -> Facts {
        Facts {
            status: self.status,
            awaiting: self.awaiting,
            author_role: self.author_role,
        }
    }

    /// What the viewer may do with it, from the same rules that refuse a request; `reviews`:
    /// whether the viewer's seat may propose and review posts at all (a viewer's may not).
    pub fn set_flags(&mut self, viewer: Scope, reviews: bool) {
        use crate::domain::content::{may_change, may_review};
        let facts = self.facts();
        let change = reviews && may_change(facts, viewer).is_ok();
        let review = reviews && may_review(facts, viewer).is_ok();
        self.can_edit = change;
        self.can_delete = change;
        self.can_approve = review;
        self.can_reject = review;
        self.publishing.for_viewer(viewer);
        // A post on its way out this moment is what the platform receives: it is not changed
        // under the publisher's hands.
        if self.publishing.state == crate::domain::publishing::PublishState::Publishing {
            self.can_edit = false;
            self.can_delete = false;
        }
    }
}

impl super::Versioned for ContentPost {
    fn version(&self) -> i64 {
        self.version
    }
}

const SELECT: &str = "SELECT p.id, p.client_id, c.name, p.platform, p.title, p.content, p.status,
        p.scheduled_date, p.admin_message, p.needs_client_approval, p.author_role, p.awaiting,
        p.created_by, NULLIF(TRIM(u.first_name || ' ' || u.last_name), ''), p.feedback, p.post_url,
        p.likes, p.comments, p.shares, p.views, p.engagement_rate, p.social_account_id,
        a.username, (SELECT COUNT(*) FROM content_comments k WHERE k.post_id = p.id),
        p.posted_at, p.created_at, p.updated_at, p.version, p.approve_by, p.tags, p.privacy,
        p.approved_at
    FROM content_posts p JOIN clients c ON c.id = p.client_id
    LEFT JOIN users u ON u.id = p.created_by
    LEFT JOIN social_accounts a ON a.id = p.social_account_id";

fn from_row(r: &Row<'_>) -> rusqlite::Result<ContentPost> {
    Ok(ContentPost {
        id: r.get(0)?,
        client: r.get(1)?,
        client_name: r.get(2)?,
        platform: r.get(3)?,
        title: r.get(4)?,
        content: r.get(5)?,
        status: r.get(6)?,
        scheduled_date: r.get(7)?,
        admin_message: r.get(8)?,
        needs_client_approval: r.get(9)?,
        author_role: r.get(10)?,
        awaiting: r.get(11)?,
        created_by: r.get(12)?,
        created_by_name: r.get(13)?,
        feedback: r.get(14)?,
        images: Vec::new(),
        post_url: r.get(15)?,
        likes: r.get(16)?,
        comments: r.get(17)?,
        shares: r.get(18)?,
        views: r.get(19)?,
        engagement_rate: r.get(20)?,
        social_account: r.get(21)?,
        social_account_username: r.get(22)?,
        comment_count: r.get(23)?,
        can_edit: false,
        can_delete: false,
        can_approve: false,
        can_reject: false,
        posted_at: r.get(24)?,
        created_at: r.get(25)?,
        updated_at: r.get(26)?,
        version: r.get(27)?,
        approve_by: None,
        overdue: false,
        tags: Vec::new(),
        privacy: Privacy::Public,
        publishing: Publishing::default(),
        approved_at: None,
    })
    .and_then(|mut post| {
        post.approve_by = r.get(28)?;
        let tags: String = r.get(29)?;
        post.tags = serde_json::from_str(&tags).unwrap_or_default();
        post.privacy = r.get(30)?;
        post.approved_at = r.get(31)?;
        post.overdue = post.status == ContentStatus::PendingApproval
            && post
                .approve_by
                .as_deref()
                .is_some_and(|by| by < super::now().as_str());
        Ok(post)
    })
}

/// `?1` of every scoped query (`Scope::sql_key`): NULL for the agency, the client whose posts
/// these must be, or a member's (negative) key.
fn owner(viewer: Scope) -> Option<i64> {
    viewer.sql_key()
}

/// A client user's posts are those of its client, a member's those of its assigned clients;
/// `?1` is NULL for the agency.
const SCOPE: &str = crate::sees!("p.client_id", "?1");

/// Fills in each post's images, with links signed for now.
fn attach_images(
    conn: &Connection,
    posts: &mut [ContentPost],
    media: &dyn ImageLinks,
) -> ApiResult<()> {
    if posts.is_empty() {
        return Ok(());
    }
    let ids: Vec<i64> = posts.iter().map(|p| p.id).collect();
    let mut stmt = conn.prepare_cached(
        "SELECT post_id, id, caption, width, height, kind, mime, duration_ms FROM content_images
         WHERE post_id IN (SELECT value FROM json_each(?1)) ORDER BY post_id, position, id",
    )?;
    let now = time::OffsetDateTime::now_utc().unix_timestamp();
    let rows = stmt.query_map([super::ids_json(&ids)], |r| {
        let id: i64 = r.get(1)?;
        let kind: MediaKind = r.get(5)?;
        let image_url = media.image(id, now);
        let duration_ms: Option<i64> = r.get(7)?;
        Ok((
            r.get::<_, i64>(0)?,
            ContentImage {
                id,
                thumbnail_url: match kind {
                    MediaKind::Image => media.thumbnail(id, now),
                    MediaKind::Video => image_url.clone(),
                },
                image_url,
                caption: r.get(2)?,
                width: r.get(3)?,
                height: r.get(4)?,
                kind,
                mime: r.get(6)?,
                duration_seconds: duration_ms.map(|ms| ms as f64 / 1000.0),
            },
        ))
    })?;
    for row in rows {
        let (post_id, image) = row?;
        if let Some(post) = posts.iter_mut().find(|p| p.id == post_id) {
            post.images.push(image);
        }
    }
    Ok(())
}

fn query_posts(
    conn: &Connection,
    sql: &str,
    args: Vec<Sql>,
    media: &dyn ImageLinks,
) -> ApiResult<Vec<ContentPost>> {
    // Cached: the list's statements are the same few texts, and compiling the join each
    // request cost more than running it.
    let mut stmt = conn.prepare_cached(sql)?;
    let rows = stmt.query_map(params_from_iter(args), from_row)?;
    let mut posts = rows.collect::<rusqlite::Result<Vec<_>>>()?;
    attach_images(conn, &mut posts, media)?;
    super::publications::attach(conn, &mut posts)?;
    Ok(posts)
}

/// One post, if the viewer may see it.
pub fn get_for(
    conn: &Connection,
    id: i64,
    viewer: Scope,
    media: &dyn ImageLinks,
) -> ApiResult<Option<ContentPost>> {
    let sql = format!("{SELECT} WHERE {SCOPE} AND p.id = ?2");
    let args = vec![
        owner(viewer).map_or(Sql::Null, Sql::Integer),
        Sql::Integer(id),
    ];
    Ok(query_posts(conn, &sql, args, media)?.pop())
}

#[derive(Default, Clone)]
pub struct Filter {
    pub client: Option<i64>,
    pub status: Option<ContentStatus>,
    pub platform: Option<SocialPlatform>,
    /// Inclusive bounds on the scheduled date, RFC 3339.
    pub from: Option<String>,
    pub to: Option<String>,
    /// Only posts waiting for approval past their deadline.
    pub overdue: bool,
    /// Words the title or caption must hold (any case), for a search the index cannot answer:
    /// the overdue posts are few, so they are read and matched here.
    pub words: Vec<String>,
}

/// The list's conditions. An admin's have no scope at all, not a scope that is always true: an
/// unfiltered count is then SQLite's count of an index, several times faster than a scan that
/// tests `?1 IS NULL` on every row.
fn where_clause(viewer: Scope, f: &Filter) -> (String, Vec<Sql>) {
    let mut sql = String::new();
    let mut args = Vec::new();
    let mut push = |cond: &str, v: Sql, sql: &mut String| {
        args.push(v);
        sql.push_str(if sql.is_empty() { " WHERE " } else { " AND " });
        sql.push_str(&cond.replace("?N", &format!("?{}", args.len())));
    };
    // An equality on the post's own column, so a count needs no join and the list walks the
    // client's index in date order instead of sorting every one of the client's posts (730 ms
    // at 200,000 posts).
    if let Some((cond, value)) = super::narrowing(viewer, "p.client_id") {
        push(&cond, value, &mut sql);
    }
    if let Some(c) = f.client {
        push("p.client_id = ?N", Sql::Integer(c), &mut sql);
    }
    if let Some(s) = f.status {
        push("p.status = ?N", Sql::Text(s.to_string()), &mut sql);
    }
    if let Some(p) = f.platform {
        push("p.platform = ?N", Sql::Text(p.to_string()), &mut sql);
    }
    if let Some(from) = &f.from {
        push("p.scheduled_date >= ?N", Sql::Text(from.clone()), &mut sql);
    }
    if let Some(to) = &f.to {
        push("p.scheduled_date <= ?N", Sql::Text(to.clone()), &mut sql);
    }
    if f.overdue {
        let cond = "p.status = 'pending-approval' AND p.approve_by < ?N";
        push(cond, Sql::Text(super::now()), &mut sql);
    }
    for word in &f.words {
        let cond = "instr(lower(p.title || ' ' || p.content), ?N) > 0";
        push(cond, Sql::Text(word.to_lowercase()), &mut sql);
    }
    (sql, args)
}

pub fn count(conn: &Connection, viewer: Scope, f: &Filter) -> ApiResult<i64> {
    // Without a date range the kept counts answer (a few rows per client); with one, the range
    // is counted on its index.
    let table = if f.from.is_none() && f.to.is_none() && !f.overdue && f.words.is_empty() {
        "(SELECT client_id, status, platform, n FROM content_counts)"
    } else {
        "(SELECT client_id, status, platform, scheduled_date, approve_by, title, content, 1 AS n
          FROM content_posts)"
    };
    let (w, args) = where_clause(viewer, f);
    let sql = format!("SELECT COALESCE(SUM(p.n), 0) FROM {table} p{w}");
    let mut stmt = conn.prepare_cached(&sql)?;
    Ok(stmt.query_row(params_from_iter(args), |r| r.get(0))?)
}

/// Newest scheduled first.
pub fn list(
    conn: &Connection,
    viewer: Scope,
    f: &Filter,
    (limit, offset): (u32, i64),
    media: &dyn ImageLinks,
) -> ApiResult<Vec<ContentPost>> {
    let (w, args) = where_clause(viewer, f);
    let sql = format!(
        "{SELECT}{w} ORDER BY p.scheduled_date DESC, p.id DESC LIMIT {limit} OFFSET {offset}"
    );
    query_posts(conn, &sql, args, media)
}

/// These posts (a page of search hits) in the order given, still scoped by the viewer.
pub fn by_ids(
    conn: &Connection,
    viewer: Scope,
    ids: &[i64],
    media: &dyn ImageLinks,
) -> ApiResult<Vec<ContentPost>> {
    let sql = format!("{SELECT} WHERE {SCOPE} AND p.id IN (SELECT value FROM json_each(?2))");
    let args = vec![
        owner(viewer).map_or(Sql::Null, Sql::Integer),
        Sql::Text(super::ids_json(ids)),
    ];
    let posts = query_posts(conn, &sql, args, media)?;
    Ok(super::in_order(posts, ids, |p| p.id))
}

#[derive(Debug, Default, Serialize, ToSchema)]
pub struct ContentStats {
    pub total: i64,
    pub draft: i64,
    pub pending_approval: i64,
    pub approved: i64,
    pub posted: i64,
    /// Created in the last 7 days.
    pub this_week: i64,
    pub instagram: i64,
    pub youtube: i64,
    pub tiktok: i64,
}

/// From the counts kept per client, status and platform (see migration 0013), and the last
/// week's posts on their date index: a few rows per client whatever the number of posts.
pub fn stats(conn: &Connection, viewer: Scope, client: Option<i64>) -> ApiResult<ContentStats> {
    let week_ago = super::format_time(time::OffsetDateTime::now_utc() - time::Duration::days(7));
    let this_week = created_since(conn, viewer, client, &week_ago)?;
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT COALESCE(SUM(p.n), 0),
            COALESCE(SUM(p.n) FILTER (WHERE p.status = 'draft'), 0),
            COALESCE(SUM(p.n) FILTER (WHERE p.status = 'pending-approval'), 0),
            COALESCE(SUM(p.n) FILTER (WHERE p.status = 'approved'), 0),
            COALESCE(SUM(p.n) FILTER (WHERE p.status = 'posted'), 0),
            COALESCE(SUM(p.n) FILTER (WHERE p.platform = 'instagram'), 0),
            COALESCE(SUM(p.n) FILTER (WHERE p.platform = 'youtube'), 0),
            COALESCE(SUM(p.n) FILTER (WHERE p.platform = 'tiktok'), 0)
         FROM content_counts p WHERE {SCOPE} AND (?2 IS NULL OR p.client_id = ?2)"
    ))?;
    Ok(stmt.query_row(params![owner(viewer), client], |r| {
        Ok(ContentStats {
            total: r.get(0)?,
            draft: r.get(1)?,
            pending_approval: r.get(2)?,
            approved: r.get(3)?,
            posted: r.get(4)?,
            this_week,
            instagram: r.get(5)?,
            youtube: r.get(6)?,
            tiktok: r.get(7)?,
        })
    })?)
}

/// Posts created since a time, each scope on its own index: one condition covering every
/// scope had SQLite walk all of a client's posts (a second at 200,000 of them).
fn created_since(
    conn: &Connection,
    viewer: Scope,
    client: Option<i64>,
    since: &str,
) -> ApiResult<i64> {
    let sql = match (owner(viewer), client) {
        (Some(key), _) if key < 0 => {
            "SELECT COUNT(*) FROM content_posts INDEXED BY content_posts_client_created
             WHERE client_id IN (SELECT client_id FROM staff_assignments WHERE user_id = -?1)
               AND (?2 IS NULL OR client_id = ?2) AND created_at >= ?3"
        }
        (Some(_), _) => {
            "SELECT COUNT(*) FROM content_posts INDEXED BY content_posts_client_created
             WHERE client_id = ?1 AND (?2 IS NULL OR client_id = ?2) AND created_at >= ?3"
        }
        (None, Some(_)) => {
            "SELECT COUNT(*) FROM content_posts INDEXED BY content_posts_client_created
             WHERE ?1 IS NULL AND client_id = ?2 AND created_at >= ?3"
        }
        (None, None) => {
            "SELECT COUNT(*) FROM content_posts INDEXED BY content_posts_created
             WHERE ?1 IS NULL AND ?2 IS NULL AND created_at >= ?3"
        }
    };
    let mut stmt = conn.prepare_cached(sql)?;
    Ok(stmt.query_row(params![owner(viewer), client, since], |r| r.get(0))?)
}

/// What a write needs to know about a post: who it belongs to and where it stands.
#[derive(Debug, Clone)]
pub struct State {
    pub id: i64,
    pub client_id: i64,
    pub client_user: Option<i64>,
    pub status: ContentStatus,
    pub awaiting: Option<Awaiting>,
    pub author_role: Role,
    pub created_by: Option<i64>,
    pub version: i64,
}

impl State {
    pub fn facts(&self) -> Facts {
        Facts {
            status: self.status,
            awaiting: self.awaiting,
            author_role: self.author_role,
        }
    }
}

/// How a post is named in the audit log: its title, else the start of its caption.
pub fn label(conn: &Connection, id: i64) -> ApiResult<String> {
    Ok(conn
        .query_row(
            "SELECT coalesce(nullif(trim(title), ''), substr(content, 1, 80)) FROM content_posts
              WHERE id = ?1",
            [id],
            |r| r.get::<_, Option<String>>(0),
        )
        .optional()?
        .flatten()
        .unwrap_or_default())
}

/// A post's state, if the viewer may see it.
pub fn state_for(conn: &Connection, id: i64, viewer: Scope) -> ApiResult<Option<State>> {
    Ok(conn
        .query_row(
            &format!(
                "SELECT p.id, p.client_id, c.user_id, p.status, p.awaiting, p.author_role,
                        p.created_by, p.version
                 FROM content_posts p JOIN clients c ON c.id = p.client_id
                 WHERE {SCOPE} AND p.id = ?2"
            ),
            params![owner(viewer), id],
            |r| {
                Ok(State {
                    id: r.get(0)?,
                    client_id: r.get(1)?,
                    client_user: r.get(2)?,
                    status: r.get(3)?,
                    awaiting: r.get(4)?,
                    author_role: r.get(5)?,
                    created_by: r.get(6)?,
                    version: r.get(7)?,
                })
            },
        )
        .optional()?)
}

/// Of these ids, the ones that are not posts the viewer may see.
pub fn missing(conn: &Connection, viewer: Scope, ids: &[i64]) -> ApiResult<Vec<i64>> {
    let mut stmt = conn.prepare(&format!(
        "SELECT j.value FROM json_each(?2) j WHERE NOT EXISTS (
             SELECT 1 FROM content_posts p JOIN clients c ON c.id = p.client_id
             WHERE {SCOPE} AND p.id = j.value)"
    ))?;
    let rows = stmt.query_map(params![owner(viewer), super::ids_json(ids)], |r| r.get(0))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// (id, status) of these posts.
pub fn statuses(
    conn: &Connection,
    ids: &[i64],
) -> ApiResult<Vec<(i64, ContentStatus, Option<Awaiting>)>> {
    let mut stmt = conn.prepare(
        "SELECT id, status, awaiting FROM content_posts
         WHERE id IN (SELECT value FROM json_each(?1)) ORDER BY id",
    )?;
    let rows = stmt.query_map([super::ids_json(ids)], |r| {
        Ok((r.get(0)?, r.get(1)?, r.get(2)?))
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// The ids of one client's posts.
pub fn ids_of_client(conn: &Connection, client_id: i64) -> ApiResult<Vec<i64>> {
    let mut stmt = conn.prepare("SELECT id FROM content_posts WHERE client_id = ?1")?;
    let rows = stmt.query_map([client_id], |r| r.get(0))?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Every post's scheduled date within a range, for the calendar (at most `limit`).
pub fn calendar(
    conn: &Connection,
    viewer: Scope,
    f: &Filter,
    limit: u32,
    media: &dyn ImageLinks,
) -> ApiResult<Vec<ContentPost>> {
    let (w, args) = where_clause(viewer, f);
    let sql = format!("{SELECT}{w} ORDER BY p.scheduled_date, p.id LIMIT {limit}");
    query_posts(conn, &sql, args, media)
}
