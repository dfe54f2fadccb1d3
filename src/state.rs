//! What every request handler shares: configuration, database, mailer, limits, search, branding.

use std::sync::Arc;
use std::time::Duration;

use crate::auth::limits::Limits;
use crate::auth::password::Hasher;
use crate::auth::throttle::LoginThrottle;
use crate::branding::Branding;
use crate::config::AppConfig;
use crate::db::Db;
use crate::mail::Mailer;
use crate::search::{self, SearchIndex};

pub struct AppState {
    pub config: AppConfig,
    pub db: Db,
    pub mailer: Mailer,
    pub login_throttle: LoginThrottle,
    /// Every password hash and check goes through it (a cap on how many run at once).
    pub hasher: Hasher,
    /// Limits on mail and code attempts that anonymous callers can cause.
    pub limits: Arc<Limits>,
    pub search: Arc<SearchIndex>,
    pub branding: Branding,
    /// index.html with the branding injected, built once at start.
    pub index_html: crate::web::RenderedIndex,
}

impl AppState {
    pub fn build(config: AppConfig) -> Result<AppState, String> {
        let db = crate::db::open_for(&config)?;
        let mailer = Mailer::new(&config.mail, db.clone())?;
        let auth = &config.auth;
        let login_throttle = LoginThrottle::new(
            auth.login_max_failures_per_account,
            auth.login_max_failures_per_address,
            Duration::from_secs(auth.login_window_seconds),
        );
        let search = Arc::new(search::open(&config.data_dir, &db, false)?);
        let branding = Branding::load(&config.data_dir)?;
        let index_html = crate::web::render_index(&branding.json);
        Ok(AppState {
            config,
            db,
            mailer,
            login_throttle,
            hasher: Hasher::default(),
            limits: Arc::new(Limits::default()),
            search,
            branding,
            index_html,
        })
    }

    /// Brings one client's search entry in line with the database after a write.
    pub async fn reindex_client(&self, id: i64) {
        search::sync_client(self.search.clone(), &self.db, id).await;
    }

    /// Rebuilds the whole client index from the database (after bulk changes such as seeding).
    pub fn rebuild_search(&self) -> Result<usize, String> {
        search::rebuild_from_db(&self.search, &self.db)
    }
}
