//! The publisher: approved posts go out to Instagram and YouTube at their time, each exactly
//! once. A pass takes every due post in turn: it is claimed in its own transaction before
//! anything is sent, every id the platform hands out is stored before the call that depends on
//! it (`db::publish_steps`), and a try that finds such an id asks the platform what became of it
//! first. Passing failures wait and are tried again, later each time; failures only a person can
//! mend show on the post with the platform's reason, and the agency is told once.
//!
//! One publisher runs per data directory: a pass holds `publish.lock`, so a post left
//! `publishing` is one whose process died, and the next pass resumes it.

mod instagram;
mod youtube;

use std::path::PathBuf;
use std::sync::Arc;

use rusqlite::Connection;

use crate::config::{PublishingConfig, SocialConfig};
use crate::db::Db;
use crate::db::publish_steps::{self as steps, Job, MediaFile};
use crate::domain::publishing::{self as rules, MediaKind};
use crate::error::{ApiError, ApiResult};
use crate::social::Provider;
use crate::social::providers::Failure;
use crate::words::Phrase;

const LOCK: &str = "publish.lock";
const MAX_BACKOFF_SECS: i64 = 6 * 3600;

/// What a platform gave back for a published post.
#[derive(Debug, Clone)]
pub struct Sent {
    pub provider_id: String,
    pub permalink: String,
}

/// How one try ended.
#[derive(Debug)]
pub enum Outcome {
    Published(Sent),
    /// A passing failure (rate limit, 5xx, media still processing): try again later.
    Later(String),
    /// Only a person can mend it; the reason in plain words.
    Failed(String),
}

impl From<Failure> for Outcome {
    fn from(f: Failure) -> Outcome {
        match f {
            Failure::Unauthorized(_) => Outcome::Failed(
                "The platform no longer accepts Atrium's access to this account. The client \
                 connects it again (Connect on its overview); then press Try again."
                    .into(),
            ),
            Failure::NoChannel => {
                Outcome::Failed("This Google account has no YouTube channel.".into())
            }
            Failure::Refused(m) => Outcome::Failed(format!("The platform refused the post: {m}")),
            Failure::RateLimited(m) => Outcome::Later(m),
            Failure::Failed(m) => Outcome::Later(m),
        }
    }
}

impl From<ApiError> for Outcome {
    fn from(e: ApiError) -> Outcome {
        Outcome::Later(format!("Atrium could not record a step: {e}"))
    }
}

/// What one pass did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Pass {
    pub published: usize,
    pub waiting: usize,
    pub failed: usize,
}

/// Everything a pass needs; cheap to clone, shared by the server's job and the CLI.
#[derive(Clone)]
pub struct Publisher {
    pub db: Db,
    pub social: SocialConfig,
    pub config: PublishingConfig,
    pub syncer: crate::social::sync::Syncer,
    pub media: crate::media::Media,
    pub decoding: crate::decode::Budget,
    pub store: crate::storage::Store,
    /// Where the platforms fetch media from: the server's public address.
    pub base_url: String,
    pub data_dir: PathBuf,
    /// The server's search index, told of posts that became posted; `None` from the command
    /// line (the server catches up from the search log).
    pub search: Option<Arc<crate::search::SearchIndex>>,
    /// Publish now and Try again wake the server's publisher at once.
    pub wake: Arc<tokio::sync::Notify>,
}

impl Publisher {
    pub fn new(
        config: &crate::config::AppConfig,
        syncer: crate::social::sync::Syncer,
        media: crate::media::Media,
        decoding: crate::decode::Budget,
        store: crate::storage::Store,
        search: Option<Arc<crate::search::SearchIndex>>,
    ) -> Publisher {
        Publisher {
            db: syncer.db.clone(),
            social: config.social.clone(),
            config: config.publishing.clone(),
            syncer,
            media,
            decoding,
            store,
            base_url: config.public_base_url(),
            data_dir: config.data_dir.clone(),
            search,
            wake: Arc::default(),
        }
    }

    /// Publishes every post that is due now; `None` when another publisher holds the lock.
    pub async fn run_due(&self) -> ApiResult<Option<Pass>> {
        let Some(_held) = self.lock()? else {
            return Ok(None);
        };
        let now = crate::db::now();
        let due = self.db.read(move |c| steps::due(c, &now)).await?;
        let mut pass = Pass::default();
        for id in due {
            match self.one(id).await {
                Ok(Some(Outcome::Published(_))) => pass.published += 1,
                Ok(Some(Outcome::Later(_))) => pass.waiting += 1,
                Ok(Some(Outcome::Failed(_))) => pass.failed += 1,
                Ok(None) => {}
                // One post's local failure (a full disk, a busy database) does not hold up the
                // others; it is resumed from its row on the next pass.
                Err(e) => {
                    tracing::error!("publishing post {id}: {e}");
                    pass.waiting += 1;
                }
            }
        }
        if let Some(search) = self.search.clone().filter(|_| pass.published > 0) {
            crate::search::after_write(search, &self.db).await;
        }
        Ok(Some(pass))
    }

    fn lock(&self) -> ApiResult<Option<std::fs::File>> {
        use std::os::unix::fs::OpenOptionsExt;
        let path = self.data_dir.join(LOCK);
        let file = std::fs::File::options()
            .create(true)
            .truncate(false)
            .write(true)
            .mode(0o600)
            .open(&path)
            .map_err(|e| ApiError::internal(format!("{}: {e}", path.display())))?;
        match file.try_lock() {
            Ok(()) => Ok(Some(file)),
            Err(std::fs::TryLockError::WouldBlock) => Ok(None),
            Err(std::fs::TryLockError::Error(e)) => Err(ApiError::internal(format!("{LOCK}: {e}"))),
        }
    }

    /// Claims one post, tries it, and records how it ended; `None` when it was no longer due.
    async fn one(&self, id: i64) -> ApiResult<Option<Outcome>> {
        let now = crate::db::now();
        let Some(mut job) = self.db.write(move |c| steps::claim(c, id, &now)).await? else {
            return Ok(None);
        };
        if job.stale {
            match self.check_up(&job).await {
                Ok(None) => {
                    let now = crate::db::now();
                    match self.db.write(move |c| steps::restart(c, id, &now)).await? {
                        Some(fresh) => job = fresh,
                        None => return Ok(None),
                    }
                }
                Ok(Some(sent)) => {
                    self.finish(&job, sent.clone()).await?;
                    return Ok(Some(Outcome::Published(sent)));
                }
                Err(outcome) => return self.settle(&job, outcome).await.map(Some),
            }
        }
        let outcome = self.attempt(&job).await;
        self.settle(&job, outcome).await.map(Some)
    }

    /// Records how a try ended: published, to be tried again later, or failed.
    async fn settle(&self, job: &Job, outcome: Outcome) -> ApiResult<Outcome> {
        let id = job.post_id;
        match &outcome {
            Outcome::Published(sent) => self.finish(job, sent.clone()).await?,
            Outcome::Later(reason) if job.attempts >= i64::from(self.config.max_attempts) => {
                let tries = job.attempts;
                self.fail(job, format!("{reason} (gave up after {tries} tries)"))
                    .await?;
            }
            Outcome::Later(reason) => {
                tracing::info!("post {id} will be tried again: {reason}");
                let wait = (i64::from(self.config.retry_seconds.max(1))
                    << (job.attempts - 1).clamp(0, 16))
                .min(MAX_BACKOFF_SECS);
                let next = crate::db::iso_from_unix(
                    time::OffsetDateTime::now_utc().unix_timestamp() + wait,
                );
                self.db
                    .write(move |c| steps::retry_at(c, id, &next))
                    .await?;
            }
            Outcome::Failed(reason) => self.fail(job, reason.clone()).await?,
        }
        Ok(outcome)
    }

    /// For a post that changed after the platform was given something: whether that went live.
    async fn check_up(&self, job: &Job) -> Result<Option<Sent>, Outcome> {
        let provider = Provider::parse(job.platform.as_str())
            .ok_or_else(|| Outcome::Failed("TikTok posts are published by hand.".into()))?;
        let account = job.account_id.ok_or_else(|| {
            Outcome::Failed(format!(
                "The {} account this post was going out on is disconnected, so Atrium cannot ask \
                 whether it went out. Connect it again, then press Try again.",
                provider.name()
            ))
        })?;
        let token = self
            .syncer
            .fresh_tokens(account, provider)
            .await
            .map_err(Outcome::from)?
            .access;
        match provider {
            Provider::Youtube => youtube::check_up(self, job, token).await,
            Provider::Instagram => {
                let user = job
                    .account_external_id
                    .clone()
                    .unwrap_or_else(|| "me".into());
                instagram::check_up(self, job, token, user).await
            }
        }
    }

    async fn attempt(&self, job: &Job) -> Outcome {
        let Some(provider) = Provider::parse(job.platform.as_str()) else {
            return Outcome::Failed("TikTok posts are published by hand.".into());
        };
        let Some(account) = job.account_id else {
            return Outcome::Failed(format!(
                "The {} account this post goes out on is disconnected. Connect it again, then \
                 press Try again.",
                provider.name()
            ));
        };
        if !job.can_publish {
            return Outcome::Failed(format!(
                "This {} account was connected without permission to publish. Connect it again \
                 (Connect on the client's overview), then press Try again.",
                provider.name()
            ));
        }
        let kinds: Vec<MediaKind> = job.media.iter().map(|m| m.kind).collect();
        let mut problems = rules::tag_problems(job.platform, &job.tags);
        let format = match rules::format_of(job.platform, &kinds, &job.title, &job.caption) {
            Ok(Some(format)) => Some(format),
            Ok(None) => return Outcome::Failed("This platform is published by hand.".into()),
            Err(found) => {
                problems.splice(0..0, found);
                None
            }
        };
        let Some(format) = format.filter(|_| problems.is_empty()) else {
            return Outcome::Failed(problems.join(" "));
        };
        let token = match self.syncer.fresh_tokens(account, provider).await {
            Ok(t) => t.access,
            Err(f) => return Outcome::from(f),
        };
        match (provider, format) {
            (Provider::Youtube, _) => youtube::publish(self, job, token).await,
            (Provider::Instagram, format) => {
                let user = job
                    .account_external_id
                    .clone()
                    .unwrap_or_else(|| "me".into());
                instagram::publish(self, job, format, token, user).await
            }
        }
    }

    /// Runs one of the publisher's steps in its own write.
    pub(crate) async fn step<F>(&self, f: F) -> Result<(), Outcome>
    where
        F: FnOnce(&Connection) -> ApiResult<()> + Send + 'static,
    {
        self.db.write(move |c| f(c)).await.map_err(Outcome::from)
    }

    /// The public link a platform fetches a media file from, signed for hours; an image in a
    /// format the platform does not take gets its JPEG copy made first.
    pub(crate) async fn media_url(&self, file: &MediaFile) -> Result<String, Outcome> {
        if file.kind == MediaKind::Image && file.mime != "image/jpeg" && file.jpeg_name.is_none() {
            self.jpeg_copy(file).await?;
        }
        let now = time::OffsetDateTime::now_utc().unix_timestamp();
        let path = self.media.url(file.id, crate::media::Variant::Publish, now);
        Ok(format!("{}{path}", self.base_url.trim_end_matches('/')))
    }

    async fn jpeg_copy(&self, file: &MediaFile) -> Result<(), Outcome> {
        let content = crate::storage::Area::Content;
        let original = self
            .store
            .local_copy(content, &file.file_name)
            .await
            .map_err(|e| Outcome::Later(format!("reading the image: {e}")))?;
        let decoded = self
            .decoding
            .decode(
                original.path().to_path_buf(),
                "images",
                crate::decode::MAX_PIXELS,
                |image, _| crate::media::jpeg(&image),
            )
            .await
            .map_err(|e| Outcome::Failed(format!("The image could not be prepared: {e}")))?;
        let name = crate::storage::random_name("jpg");
        self.store
            .put_bytes(content, &name, decoded.out)
            .await
            .map_err(|e| Outcome::Later(format!("writing a JPEG copy: {e}")))?;
        let image = file.id;
        self.step(move |c| steps::set_jpeg(c, image, &name)).await
    }

    /// Published: the post becomes posted with its link, in the same write as the publisher's
    /// record; the client's people who follow content are told.
    async fn finish(&self, job: &Job, sent: Sent) -> ApiResult<()> {
        let (id, client) = (job.post_id, job.client_id);
        let platform = job.platform.name();
        let title = if job.title.trim().is_empty() {
            crate::db::notifications::excerpt(&job.caption, 60)
        } else {
            job.title.clone()
        };
        self.db
            .write(move |c| {
                steps::published(c, id, &sent.provider_id, &sent.permalink)?;
                // What is live is posted, even if the post changed since it was sent; only a
                // post a person already marked posted keeps its record.
                let posted = matches!(
                    crate::db::content::statuses(c, &[id])?.first(),
                    Some((_, crate::domain::content::ContentStatus::Posted, _))
                );
                if posted {
                    return Ok(());
                }
                let metrics = crate::db::content::Metrics {
                    post_url: Some(&sent.permalink),
                    likes: 0,
                    comments: 0,
                    shares: 0,
                    views: 0,
                };
                crate::db::content::mark_posted(c, id, &metrics)?;
                let event = crate::db::content_thread::Event {
                    action: crate::domain::content::ContentAction::Posted,
                    on_behalf_of_client: false,
                    changes: &[],
                    note: &sent.permalink,
                };
                let by = crate::db::content_thread::Actor::publisher();
                crate::db::content_thread::record(c, id, &by, &event)?;
                let link = format!("#content?post={id}");
                let message = Phrase::new("notice-published-text")
                    .arg("post", crate::db::notifications::isolate(&title))
                    .arg("platform", platform.to_string());
                for user in crate::db::team::recipients(c, client, crate::domain::Area::Content)? {
                    crate::db::notifications::insert_linked(
                        c,
                        user,
                        crate::db::notifications::NotificationType::Other,
                        &Phrase::new("notice-published"),
                        &message,
                        Some(&link),
                    )?;
                }
                Ok(())
            })
            .await
    }

    /// A failure only a person can mend: shown on the post; the agency is told once (bell and
    /// mail).
    async fn fail(&self, job: &Job, reason: String) -> ApiResult<()> {
        let (id, title) = (job.post_id, job.title.clone());
        let text = reason.clone();
        let admins = self
            .db
            .write(move |c| {
                if !steps::fail(c, id, &text)? {
                    return Ok(Vec::new());
                }
                let what = if title.trim().is_empty() {
                    Phrase::new("notice-post-number").arg("id", id.to_string())
                } else {
                    Phrase::verbatim(crate::db::notifications::isolate(&title))
                };
                let message = Phrase::new("notice-publish-failed-text")
                    .phrase("post", what)
                    .arg("reason", text.as_str());
                let mut admins = Vec::new();
                let mut stmt = c.prepare("SELECT id, email FROM users WHERE role = 'admin'")?;
                for row in stmt.query_map([], |r| Ok((r.get::<_, i64>(0)?, r.get(1)?)))? {
                    let (user, email): (i64, String) = row?;
                    crate::db::notifications::insert_linked(
                        c,
                        user,
                        crate::db::notifications::NotificationType::Other,
                        &Phrase::new("notice-publish-failed"),
                        &message,
                        Some(&format!("#content?post={id}")),
                    )?;
                    admins.push((email, crate::db::languages::of_user(c, user)?));
                }
                Ok(admins)
            })
            .await?;
        tracing::warn!("post {} could not be published: {reason}", job.post_id);
        let link = format!(
            "{}/dashboard#content?post={}",
            self.base_url.trim_end_matches('/'),
            job.post_id
        );
        let body = Phrase::new("notice-publish-failed-mail")
            .arg("platform", job.platform.name())
            .arg("reason", reason.as_str())
            .arg("link", link);
        for (email, lang) in admins {
            let subject = crate::words::say(lang, "notice-publish-failed-subject");
            self.syncer
                .mailer
                .notify(&email, &subject, &body.say(lang))
                .await;
        }
        Ok(())
    }
}
