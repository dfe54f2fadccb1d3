//! The demo agency's posts: every state, with images, comments and history, so each screen of
//! the approval workflow has something to show.

use rusqlite::Connection;

use crate::db::content::{self, Awaiting, ContentStatus, Fields, Metrics, NewImage, NewPost};
use crate::db::content_thread::{self as thread, Actor, Event};
use crate::domain::content::ContentAction;
use crate::error::{ApiError, ApiResult};
use crate::storage::{Area, Store};

/// How a demo post stands: its state and the steps that got it there.
#[derive(Clone, Copy)]
enum Stage {
    Draft,
    /// Sent back by the client with this feedback.
    SentBack(&'static str),
    /// An agency post waiting for the client.
    AwaitsClient,
    /// The client's own submission waiting for the agency.
    Submitted,
    Approved,
    /// Published: likes, comments, shares, views.
    Posted(i64, i64, i64, i64),
}

struct DemoPost {
    client: usize,
    platform: &'static str,
    title: &'static str,
    content: &'static str,
    days: i64,
    stage: Stage,
    images: u8,
    comment: Option<&'static str>,
}

/// `{month}`, `{season}` and `{Season}` in a title, caption or comment come from the post's
/// scheduled date (`words::fill`).
const POSTS: &[DemoPost] = &[
    DemoPost {
        client: 0,
        platform: "instagram",
        title: "{month} succulent gift guide",
        content: "Five gifts under $30 that will outlive any bouquet. Which one would you keep for yourself? 🌵 #giftguide #succulents",
        days: 4,
        stage: Stage::AwaitsClient,
        images: 2,
        comment: Some("Here is the gift guide carousel; the prices match the {month} catalogue."),
    },
    DemoPost {
        client: 0,
        platform: "tiktok",
        title: "Repotting in 30 seconds",
        content: "Watch a root-bound jade get a new home in half a minute.",
        days: 6,
        stage: Stage::SentBack("Can we show the new terracotta pots instead of the plastic ones?"),
        images: 1,
        comment: None,
    },
    DemoPost {
        client: 0,
        platform: "instagram",
        title: "Behind the scenes at the greenhouse",
        content: "Our team starts at 6am so your plants ship before noon. Meet the people behind every box.",
        days: 9,
        stage: Stage::Submitted,
        images: 1,
        comment: None,
    },
    DemoPost {
        client: 0,
        platform: "instagram",
        title: "Monstera care tips",
        content: "Three signs your monstera wants more light, and one sign it wants less water.",
        days: 2,
        stage: Stage::Approved,
        images: 1,
        comment: None,
    },
    DemoPost {
        client: 0,
        platform: "instagram",
        title: "{month} bloom box",
        content: "The {month} box is here: three {season} plants and a hand-thrown pot.",
        days: -5,
        stage: Stage::Posted(1_840, 96, 41, 23_500),
        images: 2,
        comment: Some("Great numbers on this one, thank you!"),
    },
    DemoPost {
        client: 1,
        platform: "instagram",
        title: "Latte art series #1",
        content: "Rosetta, tulip, swan: which should Mia pour next?",
        days: -3,
        stage: Stage::Posted(620, 58, 12, 9_400),
        images: 1,
        comment: None,
    },
    DemoPost {
        client: 1,
        platform: "instagram",
        title: "{Season} menu launch",
        content: "From today, our {season} menu: a spiced flat white, a maple cortado and one returning favourite.",
        days: 5,
        stage: Stage::AwaitsClient,
        images: 1,
        comment: None,
    },
    DemoPost {
        client: 2,
        platform: "youtube",
        title: "10-minute core workout",
        content: "No equipment, no excuses: a ten-minute core routine you can do before work.",
        days: 3,
        stage: Stage::Approved,
        images: 1,
        comment: None,
    },
    DemoPost {
        client: 2,
        platform: "tiktok",
        title: "Form check: squats",
        content: "Three squat mistakes our coaches see every week, and how to fix them.",
        days: 7,
        stage: Stage::Submitted,
        images: 0,
        comment: None,
    },
    DemoPost {
        client: 2,
        platform: "instagram",
        title: "Member spotlight",
        content: "Meet Dana, who ran her first half marathon at 52.",
        days: 12,
        stage: Stage::Draft,
        images: 0,
        comment: None,
    },
];

/// Stores a gradient JPEG and its thumbnail; answers the row to attach.
fn demo_image(store: &Store, seed: u32) -> ApiResult<(String, String, i64, i64, i64)> {
    let (w, h) = (1080u32, 1080u32);
    let hue = [
        (46, 125, 50),
        (194, 24, 91),
        (25, 118, 210),
        (245, 124, 0),
        (94, 53, 177),
    ][seed as usize % 5];
    let img = image::RgbImage::from_fn(w, h, |x, y| {
        let t = (x + y) as f32 / (w + h) as f32;
        let mix = |c: u8| (f32::from(c) * (0.55 + 0.45 * t)) as u8;
        image::Rgb([mix(hue.0), mix(hue.1), mix(hue.2)])
    });
    let name = crate::storage::random_name("jpg");
    let mut jpeg = std::io::Cursor::new(Vec::new());
    img.write_to(&mut jpeg, image::ImageFormat::Jpeg)
        .map_err(|e| ApiError::internal(format!("demo image: {e}")))?;
    let jpeg = jpeg.into_inner();
    store
        .put_bytes_blocking(Area::Content, &name, &jpeg)
        .map_err(ApiError::internal)?;
    let thumbnail = crate::media::thumbnail(&image::DynamicImage::from(img))?;
    let thumb = crate::storage::random_name("jpg");
    store
        .put_bytes_blocking(Area::Content, &thumb, &thumbnail)
        .map_err(ApiError::internal)?;
    let bytes = jpeg.len() as i64;
    Ok((name, thumb, i64::from(w), i64::from(h), bytes))
}

fn record(c: &Connection, id: i64, by: &Actor, action: ContentAction, note: &str) -> ApiResult<()> {
    let event = Event {
        action,
        on_behalf_of_client: false,
        changes: &[],
        note,
    };
    thread::record(c, id, by, &event)
}

/// Seeds the demo posts for the first clients (each with its user, if it has one).
pub fn seed(
    c: &Connection,
    store: &Store,
    agency: &Actor,
    clients: &[(i64, Option<Actor>)],
) -> ApiResult<()> {
    let now = time::OffsetDateTime::now_utc();
    for (n, p) in POSTS.iter().enumerate() {
        let scheduled = now + time::Duration::days(p.days);
        let words = |t: &str| crate::demo::words::fill(t, scheduled.date());
        let (client_id, person) = &clients[p.client];
        let client_actor = person.as_ref().unwrap_or(agency);
        let by_client = matches!(p.stage, Stage::Submitted);
        let author = if by_client { client_actor } else { agency };
        let account = crate::db::social_accounts::active_of(c, *client_id, p.platform)?;
        let fields = Fields {
            platform: p.platform.into(),
            title: words(p.title),
            content: words(p.content),
            scheduled_date: crate::db::format_time(scheduled),
            admin_message: String::new(),
            social_account: account.first().copied(),
            ..Fields::default()
        };
        let (status, awaiting) = match p.stage {
            Stage::Submitted => (ContentStatus::PendingApproval, Some(Awaiting::Agency)),
            Stage::AwaitsClient | Stage::SentBack(_) => {
                (ContentStatus::PendingApproval, Some(Awaiting::Client))
            }
            Stage::Draft => (ContentStatus::Draft, None),
            Stage::Approved | Stage::Posted(..) => (ContentStatus::Approved, None),
        };
        let id = content::insert(
            c,
            &NewPost {
                client_id: *client_id,
                fields: &fields,
                status,
                awaiting,
                needs_client_approval: awaiting == Some(Awaiting::Client),
                author_role: author.role,
                created_by: author.id,
            },
        )?;
        for k in 0..p.images {
            let (file, thumb, width, height, bytes) =
                demo_image(store, (n as u32) * 3 + u32::from(k))?;
            let image = NewImage {
                file_name: &file,
                thumb_name: &thumb,
                mime: "image/jpeg",
                bytes,
                width,
                height,
                kind: crate::domain::publishing::MediaKind::Image,
                duration_ms: None,
            };
            content::add_image(c, id, &image)?;
        }
        let created = match p.stage {
            Stage::Submitted => "Submitted for the agency's approval.",
            Stage::Draft => "Saved as a draft.",
            _ => "Sent for the client's approval.",
        };
        record(c, id, author, ContentAction::Created, created)?;
        match p.stage {
            Stage::SentBack(feedback) => {
                content::set_status(c, id, ContentStatus::Draft, None, Some(feedback))?;
                record(c, id, client_actor, ContentAction::Rejected, feedback)?;
                thread::add_comment(c, id, client_actor, feedback, thread::CommentKind::Feedback)?;
            }
            Stage::Approved => record(c, id, client_actor, ContentAction::Approved, "")?,
            Stage::Posted(likes, comments, shares, views) => {
                record(c, id, client_actor, ContentAction::Approved, "")?;
                let url = format!("https://www.{}.com/p/demo{id}", p.platform);
                let m = Metrics {
                    post_url: Some(&url),
                    likes,
                    comments,
                    shares,
                    views,
                };
                content::mark_posted(c, id, &m)?;
                record(c, id, agency, ContentAction::Posted, &url)?;
            }
            Stage::Draft | Stage::AwaitsClient | Stage::Submitted => {}
        }
        if let Some(text) = p.comment {
            let who = if matches!(p.stage, Stage::Posted(..)) {
                client_actor
            } else {
                agency
            };
            thread::add_comment(c, id, who, &words(text), thread::CommentKind::Comment)?;
        }
        let posted = matches!(p.stage, Stage::Posted(..)).then_some(scheduled);
        backdate(c, id, scheduled, posted, now)?;
    }
    Ok(())
}

/// Dates the post's story as it happened: written six days before it is scheduled (and at least
/// a day ago), each step an hour after the last, published on its scheduled day, and a comment on
/// a published post the day after.
fn backdate(
    c: &Connection,
    id: i64,
    scheduled: time::OffsetDateTime,
    posted: Option<time::OffsetDateTime>,
    now: time::OffsetDateTime,
) -> ApiResult<()> {
    let made = (scheduled - time::Duration::days(6)).min(now - time::Duration::days(1));
    let at = |t: time::OffsetDateTime| crate::db::format_time(t);
    let hours = |k: usize| made + time::Duration::hours(k as i64);
    let steps: Vec<(i64, String)> = c
        .prepare("SELECT id, action FROM content_history WHERE post_id = ?1 ORDER BY id")?
        .query_map([id], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<_, _>>()?;
    let mut last = made;
    for (k, (step, action)) in steps.iter().enumerate() {
        let when = match posted {
            Some(p) if action == "posted" => p,
            _ => hours(k),
        };
        last = last.max(when);
        c.execute(
            "UPDATE content_history SET created_at = ?2 WHERE id = ?1",
            rusqlite::params![step, at(when)],
        )?;
    }
    let comments: Vec<i64> = c
        .prepare("SELECT id FROM content_comments WHERE post_id = ?1 ORDER BY id")?
        .query_map([id], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    for (k, comment) in comments.iter().enumerate() {
        let when = match posted {
            Some(p) => (p + time::Duration::days(1)).min(now - time::Duration::hours(1)),
            None => hours(k + 1),
        };
        last = last.max(when);
        c.execute(
            "UPDATE content_comments SET created_at = ?2 WHERE id = ?1",
            rusqlite::params![comment, at(when)],
        )?;
    }
    c.execute(
        "UPDATE content_posts SET created_at = ?2, updated_at = ?3,
             posted_at = CASE WHEN posted_at IS NULL THEN NULL ELSE ?4 END
         WHERE id = ?1",
        rusqlite::params![id, at(made), at(last), posted.map(at)],
    )?;
    Ok(())
}
