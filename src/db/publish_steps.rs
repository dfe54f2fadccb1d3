//! The publisher's record, step by step. Each step is its own small write, committed before the
//! call to the platform that depends on it: a post is claimed before anything is sent, and every
//! id the platform hands out (a container, an upload session, a media id) is stored the moment it
//! is known. A try after a crash therefore starts from what the platform was already given.

use rusqlite::types::Value as Sql;
use rusqlite::{Connection, OptionalExtension, params};

use crate::domain::publishing::{MediaKind, Privacy, RowState};
use crate::domain::social::SocialPlatform;
use crate::error::ApiResult;

/// A post's media file, as the publisher hands it to a platform.
#[derive(Debug, Clone)]
pub struct MediaFile {
    pub id: i64,
    pub kind: MediaKind,
    pub file_name: String,
    /// The JPEG copy of an image stored in another format, once made.
    pub jpeg_name: Option<String>,
    pub mime: String,
    pub bytes: i64,
}

/// What the publisher sends, where, and what an earlier try left behind.
#[derive(Debug, Clone)]
pub struct Job {
    pub post_id: i64,
    pub client_id: i64,
    pub platform: SocialPlatform,
    pub account_id: Option<i64>,
    /// The account's id at the platform (Instagram's user id).
    pub account_external_id: Option<String>,
    /// The account may publish (`account_publishing`).
    pub can_publish: bool,
    pub title: String,
    pub caption: String,
    pub tags: Vec<String>,
    pub privacy: Privacy,
    pub media: Vec<MediaFile>,
    pub children: Vec<String>,
    pub container_id: Option<String>,
    pub caption_sent: Option<String>,
    pub upload_url: Option<String>,
    pub upload_bytes: Option<i64>,
    pub provider_id: Option<String>,
    pub first_claimed_at: String,
    pub attempts: i64,
    /// The post changed after the platform was given something: ask about that first.
    pub stale: bool,
}

/// The posts to take up now, soonest first: approved Instagram and YouTube posts whose time has
/// come (unless the client's publishing is paused, it has no active account there that may
/// publish, or the post is held for a person; each of these shows on the post), those queued for now (Publish now, Try again, a retry), and any left
/// `publishing` by a process that died (only the holder of the publish lock runs this), and
/// stale ones, whatever the post's state now, to ask the platform about what it was given.
pub fn due(conn: &Connection, now: &str) -> ApiResult<Vec<i64>> {
    let mut stmt = conn.prepare_cached(DUE)?;
    let ids = stmt.query_map([now], |r| r.get(0))?;
    Ok(ids.collect::<rusqlite::Result<_>>()?)
}

/// `due`'s query, in two parts that each read only what can be due. The queue's rows, on its own
/// index. Then the approved posts that nothing took up yet: the clients first (the few that may
/// publish), and of each its approved posts up to now (migration 0029). Both are forced (CROSS
/// JOIN keeps the clients outside, INDEXED BY names the index): without statistics SQLite took
/// the status index and read every approved post ever, 3 s at a million posts, every 30 s.
pub const DUE: &str = "
    SELECT id FROM (
        SELECT p.id, p.scheduled_date
          FROM publications q JOIN content_posts p ON p.id = q.post_id
         WHERE p.platform IN ('instagram', 'youtube')
           AND (q.state = 'publishing'
                OR (q.state = 'queued' AND q.next_attempt_at <= ?1
                    AND (p.status = 'approved' OR q.stale = 1)))
        UNION ALL
        SELECT p.id, p.scheduled_date
          FROM clients c
          JOIN publishing_settings s ON s.id = 1
          CROSS JOIN content_posts p INDEXED BY content_posts_to_publish
         WHERE p.client_id = c.id AND c.publishing_paused = 0
           AND EXISTS (SELECT 1 FROM social_accounts sa
                         JOIN account_publishing a ON a.account_id = sa.id
                        WHERE sa.client_id = c.id AND a.can_publish)
           AND p.status = 'approved' AND p.platform IN ('instagram', 'youtube')
           AND p.scheduled_date <= ?1
           AND NOT EXISTS (SELECT 1 FROM publications q WHERE q.post_id = p.id)
           AND NOT (s.late_approval = 'hold' AND p.approved_at > p.scheduled_date)
           AND (SELECT can_publish FROM post_publish_account WHERE post_id = p.id))
    ORDER BY scheduled_date, id LIMIT 100";

/// Takes the post up: marks it `publishing` (one more try) and answers what to send, or `None`
/// when it is no longer due (approved no more, published, failed meanwhile).
pub fn claim(conn: &Connection, id: i64, now: &str) -> ApiResult<Option<Job>> {
    if !due(conn, now)?.contains(&id) {
        return Ok(None);
    }
    conn.execute(
        "INSERT INTO publications (post_id, state, attempts, first_claimed_at, claimed_at,
             updated_at, account_id)
         VALUES (?1, 'publishing', 1, ?2, ?2, ?2,
             (SELECT account_id FROM post_publish_account WHERE post_id = ?1))
         ON CONFLICT (post_id) DO UPDATE SET state = 'publishing', attempts = attempts + 1,
             claimed_at = ?2, first_claimed_at = COALESCE(first_claimed_at, ?2),
             updated_at = ?2, next_attempt_at = NULL,
             account_id = COALESCE(account_id, excluded.account_id)",
        params![id, now],
    )?;
    job(conn, id).map(Some)
}

fn job(conn: &Connection, id: i64) -> ApiResult<Job> {
    let mut job = conn.query_row(
        "SELECT p.id, p.client_id, p.platform, q.account_id, COALESCE(ap.can_publish, 0), p.title, p.content,
                p.tags, p.privacy, q.children, q.container_id, q.upload_url, q.provider_id,
                q.first_claimed_at, q.attempts, a.external_id, q.stale, a.id, q.upload_bytes,
                q.caption_sent
         FROM content_posts p JOIN publications q ON q.post_id = p.id
         LEFT JOIN social_accounts a ON a.id = q.account_id AND a.is_active = 1
         LEFT JOIN account_publishing ap ON ap.account_id = a.id
         WHERE p.id = ?1",
        [id],
        |r| {
            let tags: String = r.get(7)?;
            let children: String = r.get(9)?;
            Ok(Job {
                post_id: r.get(0)?,
                client_id: r.get(1)?,
                platform: r.get(2)?,
                account_id: r.get(17)?,
                account_external_id: r.get(15)?,
                can_publish: r.get(4)?,
                title: r.get(5)?,
                caption: r.get(6)?,
                tags: serde_json::from_str(&tags).unwrap_or_default(),
                privacy: r.get(8)?,
                media: Vec::new(),
                children: serde_json::from_str(&children).unwrap_or_default(),
                container_id: r.get(10)?,
                upload_url: r.get(11)?,
                provider_id: r.get(12)?,
                first_claimed_at: r.get(13)?,
                attempts: r.get(14)?,
                stale: r.get(16)?,
                upload_bytes: r.get(18)?,
                caption_sent: r.get(19)?,
            })
        },
    )?;
    let mut stmt = conn.prepare_cached(
        "SELECT id, kind, file_name, jpeg_name, mime, bytes FROM content_images
         WHERE post_id = ?1 ORDER BY position, id",
    )?;
    let media = stmt.query_map([id], |r| {
        Ok(MediaFile {
            id: r.get(0)?,
            kind: r.get(1)?,
            file_name: r.get(2)?,
            jpeg_name: r.get(3)?,
            mime: r.get(4)?,
            bytes: r.get(5)?,
        })
    })?;
    job.media = media.collect::<rusqlite::Result<_>>()?;
    Ok(job)
}

/// A stale publication whose platform holds nothing live: forgotten, and the post taken up afresh
/// if it is due on its own terms (else it waits for its time).
pub fn restart(conn: &Connection, id: i64, now: &str) -> ApiResult<Option<Job>> {
    conn.execute("DELETE FROM publications WHERE post_id = ?1", [id])?;
    claim(conn, id, now)
}

/// Sets some of a publication's columns (their names are the ones below, never input).
fn set(conn: &Connection, id: i64, values: &[(&str, Sql)]) -> ApiResult<()> {
    let columns: Vec<String> = values
        .iter()
        .enumerate()
        .map(|(n, (column, _))| format!("{column} = ?{}", n + 3))
        .collect();
    let mut args = vec![Sql::Integer(id), Sql::Text(super::now())];
    args.extend(values.iter().map(|(_, v)| v.clone()));
    conn.execute(
        &format!(
            "UPDATE publications SET {}, updated_at = ?2 WHERE post_id = ?1",
            columns.join(", ")
        ),
        rusqlite::params_from_iter(args),
    )?;
    Ok(())
}

fn text(v: Option<&str>) -> Sql {
    v.map_or(Sql::Null, |t| Sql::Text(t.to_string()))
}

/// Instagram: the carousel's item containers made so far, in order.
pub fn set_children(conn: &Connection, id: i64, children: &[String]) -> ApiResult<()> {
    let json = serde_json::to_string(children).unwrap_or_else(|_| "[]".into());
    set(conn, id, &[("children", Sql::Text(json))])
}

/// Instagram: the container to publish and the caption it was made with; `None` forgets one the
/// platform let expire or refused.
pub fn set_container(conn: &Connection, id: i64, container: Option<(&str, &str)>) -> ApiResult<()> {
    let values = [
        ("container_id", text(container.map(|c| c.0))),
        ("caption_sent", text(container.map(|c| c.1))),
    ];
    set(conn, id, &values)
}

/// YouTube: the resumable upload session and the size it was opened for; `None` forgets one
/// that expired.
pub fn set_upload(conn: &Connection, id: i64, session: Option<(&str, u64)>) -> ApiResult<()> {
    let bytes = session.map_or(Sql::Null, |s| Sql::Integer(s.1 as i64));
    set(
        conn,
        id,
        &[
            ("upload_url", text(session.map(|s| s.0))),
            ("upload_bytes", bytes),
        ],
    )
}

/// The platform's id for the published media or video, the moment it is known.
pub fn set_provider_id(conn: &Connection, id: i64, provider_id: &str) -> ApiResult<()> {
    set(conn, id, &[("provider_id", text(Some(provider_id)))])
}

/// The JPEG copy of an image, for a platform that takes JPEG only.
pub fn set_jpeg(conn: &Connection, image_id: i64, name: &str) -> ApiResult<()> {
    conn.execute(
        "UPDATE content_images SET jpeg_name = ?2 WHERE id = ?1",
        params![image_id, name],
    )?;
    Ok(())
}

/// A passing failure: the post waits for another try at `next`, keeping what was sent.
pub fn retry_at(conn: &Connection, id: i64, next: &str) -> ApiResult<()> {
    conn.execute(
        "UPDATE publications SET state = 'queued', next_attempt_at = ?2, updated_at = ?3
         WHERE post_id = ?1 AND state = 'publishing'",
        params![id, next, super::now()],
    )?;
    Ok(())
}

/// A failure only a person can mend; answers whether the post failed just now (it was not
/// already failed), so the agency is told once.
pub fn fail(conn: &Connection, id: i64, reason: &str) -> ApiResult<bool> {
    let changed = conn.execute(
        "UPDATE publications SET state = 'failed', error = ?2, next_attempt_at = NULL,
             updated_at = ?3
         WHERE post_id = ?1 AND state <> 'failed' AND state <> 'published'",
        params![id, reason, super::now()],
    )?;
    Ok(changed > 0)
}

/// Published: the row's last state (the post itself is marked posted by the caller, in the
/// same transaction).
pub fn published(conn: &Connection, id: i64, provider_id: &str, permalink: &str) -> ApiResult<()> {
    conn.execute(
        "UPDATE publications SET state = 'published', provider_id = ?2, permalink = ?3,
             published_at = ?4, updated_at = ?4, next_attempt_at = NULL
         WHERE post_id = ?1",
        params![id, provider_id, permalink, super::now()],
    )?;
    Ok(())
}

/// Publish now, Try again: due at once. A failed post keeps what an earlier try sent, so the
/// new try asks the platform about it first.
pub fn queue_now(conn: &Connection, id: i64) -> ApiResult<()> {
    let now = super::now();
    conn.execute(
        "INSERT INTO publications (post_id, state, next_attempt_at, updated_at)
         VALUES (?1, 'queued', ?2, ?2)
         ON CONFLICT (post_id) DO UPDATE SET state = 'queued', next_attempt_at = ?2, error = NULL,
             updated_at = ?2",
        params![id, now],
    )?;
    Ok(())
}

/// Marked as posted by a person: the queue stops here, whatever it held.
pub fn by_hand(conn: &Connection, id: i64) -> ApiResult<()> {
    let now = super::now();
    conn.execute(
        "INSERT INTO publications (post_id, state, by_hand, published_at, updated_at)
         VALUES (?1, 'published', 1, ?2, ?2)
         ON CONFLICT (post_id) DO UPDATE SET state = 'published', by_hand = 1, error = NULL,
             published_at = ?2, updated_at = ?2, next_attempt_at = NULL",
        params![id, now],
    )?;
    Ok(())
}

/// The publisher's row state for a post, if it has one.
pub fn row_state(conn: &Connection, id: i64) -> ApiResult<Option<RowState>> {
    Ok(conn
        .query_row(
            "SELECT state FROM publications WHERE post_id = ?1",
            [id],
            |r| r.get(0),
        )
        .optional()?)
}

/// Instagram's publishing limit as last read, shown beside the account.
pub fn set_quota(conn: &Connection, account: i64, used: i64, total: i64) -> ApiResult<()> {
    conn.execute(
        "UPDATE social_accounts SET publish_quota_used = ?2, publish_quota_total = ?3
         WHERE id = ?1",
        params![account, used, total],
    )?;
    Ok(())
}
