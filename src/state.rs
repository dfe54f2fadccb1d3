//! What every request handler shares: configuration, database, mailer, limits, search, branding.

use std::sync::Arc;
use std::time::Duration;

use crate::auth::password::Hasher;
use crate::auth::throttle::LoginThrottle;
use crate::branding::{self, Branding};
use crate::config::AppConfig;
use crate::db::Db;
use crate::limits::Limits;
use crate::mail::Mailer;
use crate::search::{self, Query, SearchIndex};

pub struct AppState {
    pub config: AppConfig,
    pub db: Db,
    pub mailer: Mailer,
    pub login_throttle: LoginThrottle,
    /// Every password hash and check goes through it (a cap on how many run at once).
    pub hasher: Hasher,
    /// Limits on mail and code attempts that anonymous callers can cause, on clients' messages
    /// and uploads, and on syncs asked for by hand.
    pub limits: Arc<Limits>,
    pub search: Arc<SearchIndex>,
    /// Signs the links content images are served by.
    pub media: crate::media::Media,
    /// Where uploaded files live (the uploads dir or a bucket).
    pub store: crate::storage::Store,
    /// The memory every image decode in flight shares (post images and avatars).
    pub decoding: crate::decode::Budget,
    /// The branding in force: read it with `branding()`; a Settings save swaps it.
    pub branding: branding::Shared,
    /// The defaults with the data dir's branding.json over them, as read at start: what the
    /// Settings changes apply over.
    pub branding_base: serde_json::Value,
    /// index.html with the branding injected, and each public page's first paint, rebuilt when the
    /// branding changes.
    pub pages: std::sync::RwLock<Arc<crate::web::RenderedPages>>,
    /// Live events and presence.
    pub hub: Arc<crate::events::Hub>,
    /// The admin dashboard's figures and the agency's invoice summary, kept until the next write
    /// (or a minute: they depend on the clock).
    pub stats_memo: crate::db::cache::Memo<crate::db::stats::AdminStats>,
    pub invoice_summary_memo: crate::db::cache::Memo<crate::db::invoices::InvoiceSummary>,
    /// Invoice list pages by caller scope and query: the Invoices screen and the overview ask
    /// for the same few pages again and again between writes.
    pub invoice_pages: crate::db::cache::MemoMap<Arc<str>>,
    pub syncer: crate::social::sync::Syncer,
    /// Publishes approved posts (the `publish` job); Publish now wakes it.
    pub publisher: crate::publish::Publisher,
    /// Sign-ins waiting for their second factor, and passkey ceremonies in progress.
    pub pending: crate::auth::pending::Pending,
    /// The agency as a passkey relying party; None where the public address cannot carry
    /// passkeys (a bare IP address).
    pub webauthn: Option<Arc<webauthn_rs::Webauthn>>,
}

impl AppState {
    pub fn build(config: AppConfig) -> Result<AppState, String> {
        let db = crate::startup::open_for(&config)?;
        let mailer = Mailer::new(&config.mail, db.clone())?;
        let auth = &config.auth;
        let login_throttle = LoginThrottle::new(
            auth.login_max_failures_per_account,
            auth.login_max_failures_per_address,
            Duration::from_secs(auth.login_window_seconds),
        )
        .with_rechecks(auth.recheck_max_failures);
        let search = Arc::new(search::open(&config.data_dir)?);
        search::start(search.clone(), &db);
        let branding_base = branding::load_base(&config.data_dir)?;
        apply_file_plans(&db, &branding_base)?;
        let days = i64::from(config.auth.token_lifetime_days);
        db.writer_blocking()
            .and_then(|c| crate::db::second_factor::lifetime_from_config(&c, days))
            .map_err(|e| e.to_string())?;
        let store = crate::storage::Store::from_config(&config)?;
        let branding = build_branding(&branding_base, &read_saved(&db)?, &store);
        let media_key = crate::storage::key_file(&config.data_dir, "media.key")?;
        let media = crate::media::Media::with_key(&media_key);
        let decoding = crate::decode::Budget::new(config.limits.image_decode_bytes);
        let pages = std::sync::RwLock::new(Arc::new(crate::web::render_pages(
            &branding.json,
            &config.public_base_url(),
        )));
        let branding = branding::Shared::new(branding);
        let limits = Arc::new(Limits::new(&config));
        let hub: Arc<crate::events::Hub> = Arc::default();
        let changes = hub.clone();
        db.on_change(Box::new(move |c| changes.publish_changes(c)));
        let syncer = crate::social::sync::Syncer {
            db: db.clone(),
            config: config.social.clone(),
            vault: crate::social::vault::Vault::load(&config.data_dir)?,
            mailer: mailer.clone(),
            limits: limits.clone(),
        };
        let publisher = crate::publish::Publisher::new(
            &config,
            syncer.clone(),
            media.clone(),
            decoding.clone(),
            store.clone(),
            Some(search.clone()),
        );
        let webauthn = crate::auth::passkeys::relying_party(
            &config.public_base_url(),
            &branding.get().agency_name,
        )
        .map(Arc::new);
        Ok(AppState {
            publisher,
            pending: Default::default(),
            webauthn,
            config,
            db,
            mailer,
            login_throttle,
            hasher: Hasher::default(),
            limits,
            search,
            media,
            store,
            decoding,
            branding,
            branding_base,
            pages,
            hub,
            stats_memo: crate::db::cache::Memo::new(60),
            invoice_summary_memo: crate::db::cache::Memo::new(60),
            invoice_pages: crate::db::cache::MemoMap::new(60, 256),
            syncer,
        })
    }

    /// Records one audit entry on its own (for actions with no write of their own: a backup
    /// taken or downloaded, an export).
    pub async fn audit(
        &self,
        actor: crate::db::audit::Actor,
        entry: crate::db::audit::Entry,
    ) -> crate::error::ApiResult<()> {
        self.db
            .write(move |c| crate::db::audit::record(c, &actor, entry))
            .await
    }

    /// After an account was deleted: its live streams end now and its avatar file goes.
    pub async fn account_deleted(&self, user_id: i64, avatar: Option<String>) {
        self.hub
            .end_sessions(user_id, crate::events::Sessions::AllBut(None));
        if let Some(name) = avatar {
            self.store
                .remove(crate::storage::Area::Avatars, &name)
                .await;
        }
    }

    pub fn branding(&self) -> Arc<Branding> {
        self.branding.get()
    }

    /// Sends planned notices now, or keeps a client's for its digest (`mail_digest`).
    pub async fn send_notices(&self, notices: Vec<crate::mail_digest::Notice>) {
        let out = crate::mail_digest::Outlet {
            db: &self.db,
            mailer: &self.mailer,
            signature: self.branding.name(),
            window_minutes: self.config.mail.digest_minutes,
        };
        crate::mail_digest::send(out, notices).await;
    }

    /// After a Settings save: the document, the served index.html and everything else that
    /// reads the branding (mails, PDFs, jobs) take the saved state at once.
    /// After a change to what the site shows from elsewhere (the billing plans).
    pub async fn refresh_branding(&self) -> crate::error::ApiResult<()> {
        let saved = self.db.read(crate::db::site::get).await?;
        self.apply_branding(&saved);
        Ok(())
    }

    pub fn apply_branding(&self, saved: &crate::db::site::Saved) {
        let next = build_branding(&self.branding_base, saved, &self.store);
        let pages = Arc::new(crate::web::render_pages(
            &next.json,
            &self.config.public_base_url(),
        ));
        self.branding.set(next);
        match self.pages.write() {
            Ok(mut slot) => *slot = pages,
            Err(poisoned) => *poisoned.into_inner() = pages,
        }
    }

    pub fn pages(&self) -> Arc<crate::web::RenderedPages> {
        match self.pages.read() {
            Ok(i) => i.clone(),
            Err(poisoned) => poisoned.into_inner().clone(),
        }
    }

    /// Brings the search index in line with the database after a write (the write's own
    /// triggers logged what changed: see `search::sync`).
    pub async fn reindex(&self) {
        search::after_write(self.search.clone(), &self.db).await;
    }

    /// One page of a search, ordered and filtered inside the index; `load` reads that page's
    /// rows (in the order given) from the database.
    pub async fn search_page<T, F>(
        &self,
        query: Query,
        (offset, size): (i64, u32),
        load: F,
    ) -> crate::error::ApiResult<(crate::api::page::Total, Vec<T>)>
    where
        T: Send + 'static,
        F: FnOnce(&rusqlite::Connection, &[i64]) -> crate::error::ApiResult<Vec<T>>
            + Send
            + 'static,
    {
        let index = self.search.clone();
        let db = self.db.clone();
        let offset = usize::try_from(offset).unwrap_or(usize::MAX);
        let size = size as usize;
        // The search and the page's rows on one blocking thread: a second hand-over between
        // threads cost a search as much as the rows did.
        crate::db::run_blocking(move || {
            let hits = index.search(&query, offset, size)?;
            let total = crate::api::page::Total {
                count: hits.total,
                exact: hits.exact,
            };
            let rows = db.read_here(|c| load(c, &hits.ids))?;
            Ok((total, rows))
        })
        .await
    }

    /// Rebuilds the whole index from the database; answers the number of documents.
    pub fn rebuild_search(&self) -> Result<usize, String> {
        search::rebuild(&self.search, &self.db).map_err(|e| e.to_string())
    }
}

/// The branding in force for a command run outside the server (`atrium jobs run`).
pub fn current_branding(config: &AppConfig, db: &crate::db::Db) -> Result<Branding, String> {
    let base = branding::load_base(&config.data_dir)?;
    let store = crate::storage::Store::from_config(config)?;
    Ok(build_branding(&base, &read_saved(db)?, &store))
}

/// The data dir's file may list plans: they go to the billing plans when that list changed.
fn apply_file_plans(db: &crate::db::Db, base: &serde_json::Value) -> Result<(), String> {
    let Some(listed) = branding::file_plans(base) else {
        return Ok(());
    };
    let problems = db
        .writer_blocking()
        .and_then(|mut c| {
            let tx = c.transaction()?;
            let problems = crate::db::site::apply_file_plans(&tx, listed)?;
            tx.commit()?;
            Ok(problems)
        })
        .map_err(|e| e.to_string())?;
    for problem in problems {
        tracing::warn!("branding.json: {problem}");
    }
    Ok(())
}

fn read_saved(db: &crate::db::Db) -> Result<crate::db::site::Saved, String> {
    db.read_blocking()
        .and_then(|c| crate::db::site::get(&c))
        .map_err(|e| e.to_string())
}

fn build_branding(
    base: &serde_json::Value,
    saved: &crate::db::site::Saved,
    store: &crate::storage::Store,
) -> Branding {
    Branding::build(
        base,
        saved.overrides.as_ref(),
        saved.logo.as_deref().map(|name| (name, store)),
        &saved.plans,
    )
}
