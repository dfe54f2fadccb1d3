//! Syncing an account: fresh tokens when they are about to lapse, the provider's figures now,
//! today's snapshot, and the figures of posted content from that account. Failures back off
//! (twice the interval per failure in a row, at most a day); a grant the provider no longer
//! honours marks the account as needing reauthorization and tells the client and the agency
//! once.

use std::collections::HashMap;

use super::providers::{self, Failure, Profile, Tokens};
use super::vault::Vault;
use super::{Provider, post_key};
use crate::config::SocialConfig;
use crate::db::Db;
use crate::db::notifications::{self, NotificationType};
use crate::db::social_sync::{self, SealedTokens, SyncTarget};
use crate::error::{ApiError, ApiResult};
use crate::mail::Mailer;
use crate::words::Phrase;

/// Tokens are refreshed when they lapse within this many seconds: a day ahead for Instagram's
/// 60-day tokens is ample; Google's hour-long access tokens are renewed at nearly every sync.
const REFRESH_AHEAD_SECS: i64 = 24 * 3600;
const MAX_BACKOFF_SECS: i64 = 24 * 3600;
const KIND: NotificationType = NotificationType::PerformanceUpdate;

/// What a sync needs; cheap to clone, shared by the API and the scheduled job.
#[derive(Clone)]
pub struct Syncer {
    pub db: Db,
    pub config: SocialConfig,
    pub vault: Vault,
    pub mailer: Mailer,
    /// Holds syncs asked for by hand to one provider call per account per few minutes.
    pub limits: std::sync::Arc<crate::limits::Limits>,
}

/// Who asked for a sync.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Asked {
    /// The schedule: never refused, but it counts, so a sync by hand right after it waits.
    Schedule,
    /// A person (Sync now, Refresh): refused with 429 within the limit's minutes.
    ByHand,
}

/// What one sync did (`skipped` is only ever a manual list's answer, never a sync's).
pub use crate::domain::social::SyncResult as Outcome;

fn now_unix() -> i64 {
    time::OffsetDateTime::now_utc().unix_timestamp()
}

impl Syncer {
    fn interval_secs(&self) -> i64 {
        i64::from(self.config.sync_interval_minutes.max(1)) * 60
    }

    /// Syncs one account now. A sync of an inactive account is the caller's 409; one asked for
    /// by hand soon after the last call to the provider is 429.
    pub async fn sync(&self, id: i64, asked: Asked) -> ApiResult<(Outcome, String)> {
        let target = self
            .db
            .read(move |c| social_sync::target(c, id))
            .await?
            .ok_or_else(ApiError::not_found)?;
        if !target.is_active {
            return Err(ApiError::conflict(
                "account_disconnected",
                "This account is disconnected. Connect it again to sync it.",
            ));
        }
        if target.demo {
            return self.sync_demo(&target).await;
        }
        let Some(provider) = Provider::parse(&target.platform) else {
            return Err(ApiError::conflict(
                "coming_soon",
                "Syncing this platform is coming soon.",
            ));
        };
        let sealed = self.db.read(move |c| social_sync::tokens(c, id)).await?;
        let tokens = sealed.and_then(|s| self.open(id, &s));
        let result = match tokens {
            None => Err(Failure::Unauthorized("no usable token is stored".into())),
            Some(tokens) => {
                // Counted only where the provider is called: a demo account or one without a
                // token costs nothing to sync.
                let counted = self.limits.manual_sync(id);
                if asked == Asked::ByHand {
                    counted?;
                }
                self.fetch(&target, provider, tokens).await
            }
        };
        match result {
            Ok(profile) => {
                self.store(&target, provider, profile).await?;
                Ok((Outcome::Ok, format!("{} synced.", target.username)))
            }
            Err(failure) => self.fail(&target, provider, failure).await,
        }
    }

    fn open(&self, id: i64, s: &SealedTokens) -> Option<Tokens> {
        Some(Tokens {
            access: self.vault.open(id, &s.access)?,
            refresh: s.refresh.as_deref().and_then(|r| self.vault.open(id, r)),
            expires_at: s.expires_at,
            scopes: s.scopes.clone(),
        })
    }

    pub fn seal(&self, id: i64, t: &Tokens) -> SealedTokens {
        SealedTokens {
            access: self.vault.seal(id, &t.access),
            refresh: t.refresh.as_deref().map(|r| self.vault.seal(id, r)),
            expires_at: t.expires_at,
            scopes: t.scopes.clone(),
        }
    }

    /// The account's tokens, refreshed first if they lapse soon (the new ones stored at once,
    /// so a failure later does not lose them). The publisher takes them here too.
    pub async fn fresh_tokens(&self, id: i64, provider: Provider) -> Result<Tokens, Failure> {
        let sealed = self.db.read(move |c| social_sync::tokens(c, id)).await;
        let sealed = sealed.map_err(|e| Failure::Failed(e.to_string()))?;
        let tokens = sealed.and_then(|s| self.open(id, &s));
        let tokens =
            tokens.ok_or_else(|| Failure::Unauthorized("no usable token is stored".into()))?;
        self.refreshed(id, provider, tokens).await
    }

    async fn refreshed(
        &self,
        id: i64,
        provider: Provider,
        tokens: Tokens,
    ) -> Result<Tokens, Failure> {
        if tokens
            .expires_at
            .is_none_or(|at| at - now_unix() >= REFRESH_AHEAD_SECS)
        {
            return Ok(tokens);
        }
        let config = self.config.clone();
        let current = tokens.clone();
        let mut fresh = blocking(move || providers::refresh(&config, provider, &current)).await?;
        fresh.scopes = fresh.scopes.or(tokens.scopes);
        let sealed = self.seal(id, &fresh);
        let stored = self
            .db
            .write(move |c| social_sync::store_tokens(c, id, &sealed, &crate::db::now()))
            .await;
        stored.map_err(|e| Failure::Failed(format!("storing refreshed tokens: {e}")))?;
        Ok(fresh)
    }

    /// Refreshes the tokens if they lapse soon, then reads the account.
    async fn fetch(
        &self,
        target: &SyncTarget,
        provider: Provider,
        tokens: Tokens,
    ) -> Result<Profile, Failure> {
        let tokens = self.refreshed(target.id, provider, tokens).await?;
        let (client_id, platform) = (target.client_id, target.platform.clone());
        let links = self
            .db
            .read(move |c| social_sync::posted_links(c, client_id, &platform))
            .await
            .map_err(|e| Failure::Failed(e.to_string()))?;
        let wanted: Vec<String> = links.iter().map(|(_, l)| post_key(provider, l)).collect();
        let config = self.config.clone();
        blocking(move || providers::profile(&config, provider, &tokens.access, &wanted)).await
    }

    async fn store(&self, target: &SyncTarget, provider: Provider, p: Profile) -> ApiResult<()> {
        let (id, client_id, platform) = (target.id, target.client_id, target.platform.clone());
        let next = crate::db::iso_from_unix(now_unix() + self.interval_secs());
        self.db
            .write(move |c| {
                let now = crate::db::now();
                social_sync::record(c, id, &p, &now[..10], &now, &next)?;
                for (post, link) in social_sync::posted_links(c, client_id, &platform)? {
                    if let Some(f) = p.recent.get(&post_key(provider, &link)) {
                        let views = (provider == Provider::Youtube).then_some(f.views);
                        crate::db::content_write::refresh_figures(
                            c, post, f.likes, f.comments, views,
                        )?;
                    }
                }
                Ok(())
            })
            .await
    }

    async fn fail(
        &self,
        target: &SyncTarget,
        provider: Provider,
        failure: Failure,
    ) -> ApiResult<(Outcome, String)> {
        let reauth = matches!(failure, Failure::Unauthorized(_) | Failure::NoChannel);
        let (outcome, sentence) = if reauth {
            (
                Outcome::ReauthorizationNeeded,
                format!(
                    "{} no longer accepts Atrium's access to {}. Connect the account again.",
                    provider.name(),
                    target.username
                ),
            )
        } else {
            (
                Outcome::Failed,
                match &failure {
                    Failure::RateLimited(_) => format!(
                        "{} is limiting requests right now; Atrium will try again later.",
                        provider.name()
                    ),
                    _ => format!(
                        "{} could not be reached or answered with an error; Atrium will try again later.",
                        provider.name()
                    ),
                },
            )
        };
        tracing::warn!("sync of social account {} failed: {failure}", target.id);
        let next = (!reauth).then(|| {
            let backoff = (self.interval_secs() << target.sync_failures.clamp(0, 10) as u32)
                .min(MAX_BACKOFF_SECS);
            crate::db::iso_from_unix(now_unix() + backoff.max(self.interval_secs()))
        });
        let (id, client_id, reason) = (target.id, target.client_id, sentence.clone());
        let told = self
            .db
            .write(move |c| {
                let flipped = social_sync::record_failure(
                    c,
                    id,
                    &reason,
                    reauth,
                    next.as_deref(),
                    &crate::db::now(),
                )?;
                if !flipped {
                    return Ok(None);
                }
                let title = Phrase::new("notice-reconnect");
                // The reason is the provider's own words, as it gave them.
                let reason = Phrase::verbatim(reason.as_str());
                let user: Option<i64> = c.query_row(
                    "SELECT user_id FROM clients WHERE id = ?1",
                    [client_id],
                    |r| r.get(0),
                )?;
                if let Some(user) = user {
                    notifications::insert(c, user, KIND, &title, &reason)?;
                }
                notifications::notify_admins(c, KIND, &title, &reason)?;
                let email: String = c.query_row(
                    "SELECT email FROM clients WHERE id = ?1",
                    [client_id],
                    |r| r.get(0),
                )?;
                Ok(Some((
                    email,
                    crate::db::languages::of_client(c, client_id)?,
                )))
            })
            .await?;
        if let Some((email, lang)) = told {
            let body = Phrase::new("notice-reconnect-mail")
                .arg("text", sentence.as_str())
                .say(lang);
            let subject = crate::words::say(lang, "notice-reconnect-subject");
            self.mailer.notify(&email, &subject, &body).await;
        }
        Ok((outcome, sentence))
    }

    /// A demo account has no provider: its sync records today's snapshot from its own latest
    /// figures, so the screens behave as with a real account.
    async fn sync_demo(&self, target: &SyncTarget) -> ApiResult<(Outcome, String)> {
        let id = target.id;
        let next = crate::db::iso_from_unix(now_unix() + self.interval_secs());
        self.db
            .write(move |c| {
                let p = c.query_row(
                    "SELECT username, followers_count, following_count, posts_count, reach, views,
                         engagement_rate, COALESCE(external_id, '')
                     FROM social_accounts WHERE id = ?1",
                    [id],
                    |r| {
                        Ok(Profile {
                            username: r.get(0)?,
                            followers: r.get(1)?,
                            following: r.get(2)?,
                            posts: r.get(3)?,
                            reach_today: r.get(4)?,
                            views_total: r.get(5)?,
                            engagement_rate: r.get(6)?,
                            external_id: r.get(7)?,
                            recent: HashMap::new(),
                        })
                    },
                )?;
                let now = crate::db::now();
                social_sync::record(c, id, &p, &now[..10], &now, &next)
            })
            .await?;
        Ok((
            Outcome::Ok,
            format!(
                "{} synced (a demo account: its figures are made up).",
                target.username
            ),
        ))
    }

    /// Withdraws the account's grant at the provider where it offers that; a failure is only
    /// logged (the tokens are deleted either way).
    pub async fn revoke(&self, id: i64) {
        let Ok(Some(target)) = self.db.read(move |c| social_sync::target(c, id)).await else {
            return;
        };
        let Some(provider) = Provider::parse(&target.platform) else {
            return;
        };
        let sealed = self.db.read(move |c| social_sync::tokens(c, id)).await;
        let Some(tokens) = sealed.ok().flatten().and_then(|s| self.open(id, &s)) else {
            return;
        };
        let config = self.config.clone();
        let revoked = blocking(move || providers::revoke(&config, provider, &tokens)).await;
        if let Err(e) = revoked {
            tracing::warn!("revoking social account {id} at {}: {e}", provider.name());
        }
    }

    /// Every account whose scheduled sync is due; returns (synced, failed).
    pub async fn run_due(&self) -> ApiResult<(usize, usize)> {
        let now = crate::db::now();
        let due = self.db.read(move |c| social_sync::due(c, &now)).await?;
        let (mut ok, mut failed) = (0, 0);
        for id in due {
            match self.sync(id, Asked::Schedule).await {
                Ok((Outcome::Ok, _)) => ok += 1,
                Ok(_) => failed += 1,
                Err(e) => {
                    tracing::error!("sync of social account {id}: {e}");
                    failed += 1;
                }
            }
        }
        Ok((ok, failed))
    }
}

/// Runs a provider call off the async workers.
pub async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, Failure> + Send + 'static,
) -> Result<T, Failure> {
    tokio::task::spawn_blocking(f)
        .await
        .unwrap_or_else(|e| Err(Failure::Failed(format!("provider call panicked: {e}"))))
}
