//! Where each post stands on its way out (what the screens show), the agency's publishing
//! choices, a client's pause, and the queue's lists. The publisher's own steps are in
//! `publish_steps`.

use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;
use utoipa::ToSchema;

use super::clients::Scope;
use super::content::{ContentPost, ImageLinks};
use crate::domain::publishing::{
    self as rules, AccountReady, LateApproval, MediaKind, PublishFormat, PublishState, QueueStage,
    RowState,
};
use crate::error::ApiResult;

/// A post on its way to its platform, as the screens show it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Publishing {
    pub state: PublishState,
    /// What the platform makes of it: an image post, a carousel, a Reel, a video; null for
    /// TikTok and for a post its platform cannot take as it is.
    #[schema(schema_with = crate::schema_ref::or_null::<PublishFormat>, required = true)]
    pub format: Option<PublishFormat>,
    /// Why the platform cannot take it as it is; empty when it can.
    pub problems: Vec<String>,
    /// The platform's reason for the failure, in plain words; the agency only (a client sees
    /// that the agency is on it).
    #[schema(required = true)]
    pub error: Option<String>,
    /// Tries so far.
    pub attempts: i64,
    /// When the next try is due (RFC 3339, UTC).
    #[schema(required = true)]
    pub next_attempt_at: Option<String>,
    #[schema(required = true)]
    pub published_at: Option<String>,
    /// The platform's id of the published media or video.
    #[schema(required = true)]
    pub provider_id: Option<String>,
    /// The account it goes out on; null when the client has none that is active.
    #[schema(required = true)]
    pub account: Option<i64>,
    #[schema(required = true)]
    pub account_username: Option<String>,
    /// The agency may send it now (it waits for its time, a person, or a paused client).
    pub can_publish_now: bool,
    /// The agency may try a failed publication again.
    pub can_retry: bool,
}

impl Default for Publishing {
    fn default() -> Publishing {
        Publishing {
            state: PublishState::NotApproved,
            format: None,
            problems: Vec::new(),
            error: None,
            attempts: 0,
            next_attempt_at: None,
            published_at: None,
            provider_id: None,
            account: None,
            account_username: None,
            can_publish_now: false,
            can_retry: false,
        }
    }
}

impl Publishing {
    /// What the viewer may see and do: a client sees where its post stands, not the platform's
    /// error, and changes nothing here.
    pub fn for_viewer(&mut self, viewer: Scope) {
        if viewer.is_staff() {
            self.can_publish_now = self.state.may_publish_now() && self.problems.is_empty();
            self.can_retry = self.state == PublishState::Failed;
        } else {
            self.error = None;
            self.can_publish_now = false;
            self.can_retry = false;
        }
    }
}

/// Fills in each post's `publishing` (for the agency's eyes; `for_viewer` trims it).
pub fn attach(conn: &Connection, posts: &mut [ContentPost]) -> ApiResult<()> {
    if posts.is_empty() {
        return Ok(());
    }
    let ids: Vec<i64> = posts.iter().map(|p| p.id).collect();
    let mut stmt = conn.prepare_cached(
        "SELECT p.id, q.state, q.by_hand, q.error, q.attempts, q.next_attempt_at,
                q.published_at, q.provider_id, c.publishing_paused,
                s.late_approval = 'hold' AND p.approved_at > p.scheduled_date,
                pa.account_id, pa.username, pa.can_publish
         FROM content_posts p JOIN clients c ON c.id = p.client_id
         JOIN publishing_settings s ON s.id = 1
         JOIN post_publish_account pa ON pa.post_id = p.id
         LEFT JOIN publications q ON q.post_id = p.id
         WHERE p.id IN (SELECT value FROM json_each(?1))",
    )?;
    let rows = stmt.query_map([super::ids_json(&ids)], |r| {
        Ok((
            r.get::<_, i64>(0)?,
            Row {
                state: r.get(1)?,
                by_hand: r.get::<_, Option<bool>>(2)?.unwrap_or(false),
                error: r.get(3)?,
                attempts: r.get::<_, Option<i64>>(4)?.unwrap_or(0),
                next_attempt_at: r.get(5)?,
                published_at: r.get(6)?,
                provider_id: r.get(7)?,
                paused: r.get(8)?,
                held: r.get::<_, Option<bool>>(9)?.unwrap_or(false),
                account: r.get(10)?,
                account_username: r.get(11)?,
                can_publish: r.get(12)?,
            },
        ))
    })?;
    for row in rows {
        let (id, row) = row?;
        if let Some(post) = posts.iter_mut().find(|p| p.id == id) {
            post.publishing = publishing_of(post, row);
        }
    }
    Ok(())
}

struct Row {
    state: Option<RowState>,
    by_hand: bool,
    error: Option<String>,
    attempts: i64,
    next_attempt_at: Option<String>,
    published_at: Option<String>,
    provider_id: Option<String>,
    paused: bool,
    held: bool,
    account: Option<i64>,
    account_username: Option<String>,
    can_publish: bool,
}

fn publishing_of(post: &ContentPost, row: Row) -> Publishing {
    use crate::domain::content::ContentStatus;
    let kinds: Vec<MediaKind> = post.images.iter().map(|i| i.kind).collect();
    let (format, mut problems) =
        match rules::format_of(post.platform, &kinds, &post.title, &post.content) {
            Ok(format) => (format, Vec::new()),
            Err(problems) => (None, problems),
        };
    problems.extend(rules::tag_problems(post.platform, &post.tags));
    let account = match row.account {
        None => AccountReady::Missing,
        Some(_) if row.can_publish => AccountReady::Ready,
        Some(_) => AccountReady::NoPermission,
    };
    let facts = rules::Facts {
        approved: post.status == ContentStatus::Approved,
        posted: post.status == ContentStatus::Posted,
        platform: post.platform,
        row: row.state,
        by_hand: row.by_hand,
        paused: row.paused,
        account,
        held: row.held,
        problems: problems.clone(),
    };
    Publishing {
        state: rules::state_of(&facts),
        format,
        problems,
        error: row.error,
        attempts: row.attempts,
        next_attempt_at: row.next_attempt_at,
        published_at: row.published_at,
        provider_id: row.provider_id,
        account: row.account,
        account_username: row.account_username,
        can_publish_now: false,
        can_retry: false,
    }
}

/// The agency's publishing choices.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Settings {
    /// A post approved after its scheduled time: published at once, or held until someone
    /// presses Publish now (or gives it a new time).
    pub late_approval: LateApproval,
}

pub fn settings(conn: &Connection) -> ApiResult<Settings> {
    Ok(conn.query_row(
        "SELECT late_approval FROM publishing_settings WHERE id = 1",
        [],
        |r| {
            Ok(Settings {
                late_approval: r.get(0)?,
            })
        },
    )?)
}

pub fn set_late_approval(conn: &Connection, choice: LateApproval) -> ApiResult<()> {
    conn.execute(
        "UPDATE publishing_settings SET late_approval = ?1 WHERE id = 1",
        [choice],
    )?;
    Ok(())
}

/// Whether the client's publishing is paused; `None` for no such client.
pub fn paused(conn: &Connection, client_id: i64) -> ApiResult<Option<bool>> {
    Ok(conn
        .query_row(
            "SELECT publishing_paused FROM clients WHERE id = ?1",
            [client_id],
            |r| r.get(0),
        )
        .optional()?)
}

pub fn set_paused(conn: &Connection, client_id: i64, paused: bool) -> ApiResult<()> {
    conn.execute(
        "UPDATE clients SET publishing_paused = ?2 WHERE id = ?1",
        params![client_id, paused],
    )?;
    Ok(())
}

/// How many posts each of the queue's lists holds.
#[derive(Debug, Clone, Default, Serialize, ToSchema)]
pub struct QueueCounts {
    pub upcoming: i64,
    pub publishing: i64,
    pub published: i64,
    pub failed: i64,
}

/// Which posts a queue list holds, and in what order. Upcoming: approved Instagram and YouTube
/// posts nobody has taken up yet, soonest first; publishing: taken up or waiting for a retry;
/// published: posted, newest first; failed: waiting for a person.
fn stage_sql(stage: QueueStage) -> (&'static str, &'static str) {
    match stage {
        QueueStage::Upcoming => (
            "p.status = 'approved' AND p.platform <> 'tiktok' AND q.post_id IS NULL",
            "p.scheduled_date, p.id",
        ),
        QueueStage::Publishing => (
            "p.status = 'approved' AND q.state IN ('queued', 'publishing')",
            "q.next_attempt_at, p.id",
        ),
        QueueStage::Published => ("p.status = 'posted'", "p.posted_at DESC, p.id DESC"),
        QueueStage::Failed => (
            "p.status = 'approved' AND q.state = 'failed'",
            "q.updated_at DESC, p.id DESC",
        ),
    }
}

pub fn counts(conn: &Connection, client: Option<i64>) -> ApiResult<QueueCounts> {
    let mut counts = QueueCounts::default();
    for (stage, slot) in [
        (QueueStage::Upcoming, &mut counts.upcoming),
        (QueueStage::Publishing, &mut counts.publishing),
        (QueueStage::Published, &mut counts.published),
        (QueueStage::Failed, &mut counts.failed),
    ] {
        let (filter, _) = stage_sql(stage);
        *slot = conn.query_row(
            &format!(
                "SELECT COUNT(*) FROM content_posts p
                 LEFT JOIN publications q ON q.post_id = p.id
                 WHERE (?1 IS NULL OR p.client_id = ?1) AND {filter}"
            ),
            [client],
            |r| r.get(0),
        )?;
    }
    Ok(counts)
}

/// One page of a queue list, for the agency.
pub fn page(
    conn: &Connection,
    stage: QueueStage,
    client: Option<i64>,
    (limit, offset): (u32, i64),
    media: &dyn ImageLinks,
) -> ApiResult<Vec<ContentPost>> {
    let (filter, order) = stage_sql(stage);
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT p.id FROM content_posts p LEFT JOIN publications q ON q.post_id = p.id
         WHERE (?1 IS NULL OR p.client_id = ?1) AND {filter}
         ORDER BY {order} LIMIT {limit} OFFSET {offset}"
    ))?;
    let ids = stmt
        .query_map([client], |r| r.get(0))?
        .collect::<rusqlite::Result<Vec<i64>>>()?;
    let mut posts = super::content::by_ids(conn, Scope::Agency, &ids, media)?;
    for post in &mut posts {
        post.set_flags(Scope::Agency, true);
    }
    Ok(posts)
}
