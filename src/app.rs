//! Builds the Rocket app from an AppConfig: state, routes, catchers, fairings.

use std::sync::Arc;
use std::time::{Duration, Instant};

use rocket::data::{Limits, ToByteUnit};
use rocket::fairing::{Fairing, Info, Kind};
use rocket::http::Header;
use rocket::{Build, Data, Request, Response, Rocket};

use crate::auth::throttle::LoginThrottle;
use crate::branding::Branding;
use crate::config::AppConfig;
use crate::db::{self, Db};
use crate::mail::Mailer;
use crate::search::{ClientDoc, SearchIndex};

pub struct AppState {
    pub config: AppConfig,
    pub db: Db,
    pub mailer: Mailer,
    pub login_throttle: LoginThrottle,
    pub search: Arc<SearchIndex>,
    pub branding: Branding,
    /// index.html with the branding injected, built once at start.
    pub index_html: crate::web::RenderedIndex,
}

impl AppState {
    /// Brings one client's search entry in line with the database after a write. A failure is
    /// logged, not returned: the write itself succeeded, and the index is rebuilt at start when
    /// it disagrees with the database.
    pub async fn reindex_client(&self, id: i64) {
        let index = self.search.clone();
        let found = self.db.read(move |c| db::clients::get(c, id)).await;
        let result = db::run_blocking(move || match found? {
            Some(c) => index.upsert(&ClientDoc {
                id,
                name: &c.name,
                email: &c.email,
                company: &c.company,
            }),
            None => index.remove(id),
        })
        .await;
        if let Err(e) = result {
            tracing::error!("search index update for client {id} failed: {e}");
        }
    }
}

impl AppState {
    /// Rebuilds the whole client index from the database (after bulk changes such as seeding).
    pub fn rebuild_search(&self) -> Result<usize, String> {
        rebuild_from_db(&self.search, &self.db)
    }
}

/// Opens the client search index, rebuilding it when it does not match the database.
pub fn open_search(
    config: &AppConfig,
    db: &Db,
    force_rebuild: bool,
) -> Result<SearchIndex, String> {
    let index = SearchIndex::open(&config.data_dir.join("index"))?;
    let clients = db.writer_blocking().map_err(|e| e.to_string())?.query_row(
        "SELECT COUNT(*) FROM clients",
        [],
        |r| r.get::<_, i64>(0),
    );
    let clients = clients.map_err(|e| e.to_string())?;
    if force_rebuild || index.doc_count() != clients as u64 {
        let n = rebuild_from_db(&index, db)?;
        tracing::info!("search index rebuilt with {n} clients");
    }
    Ok(index)
}

/// Replaces the index's contents with every client in the database.
fn rebuild_from_db(index: &SearchIndex, db: &Db) -> Result<usize, String> {
    let conn = db.writer_blocking().map_err(|e| e.to_string())?;
    let rows = db::clients::search_rows(&conn).map_err(|e| e.to_string())?;
    let docs: Vec<ClientDoc<'_>> = rows
        .iter()
        .map(|(id, name, email, company)| ClientDoc {
            id: *id,
            name,
            email,
            company,
        })
        .collect();
    index.rebuild(&docs).map_err(|e| e.to_string())?;
    Ok(docs.len())
}

/// Opens the database (creating the data dir) and brings the schema up to date.
pub fn open_database(config: &AppConfig) -> Result<Db, String> {
    std::fs::create_dir_all(&config.data_dir)
        .map_err(|e| format!("cannot create data dir {}: {e}", config.data_dir.display()))?;
    let db = Db::open(&config.db_path(), 8)?;
    let mut conn = db.writer_blocking().map_err(|e| e.to_string())?;
    let applied = db::migrate::run(&mut conn)?;
    for name in applied {
        tracing::info!("applied migration {name}");
    }
    Ok(db)
}

pub fn build_state(config: AppConfig) -> Result<AppState, String> {
    let db = open_database(&config)?;
    let mailer = Mailer::new(&config.mail, db.clone())?;
    let auth = &config.auth;
    let login_throttle = LoginThrottle::new(
        auth.login_max_failures_per_account,
        auth.login_max_failures_per_address,
        Duration::from_secs(auth.login_window_seconds),
    );
    let search = Arc::new(open_search(&config, &db, false)?);
    let branding = Branding::load(&config.data_dir)?;
    let index_html = crate::web::render_index(&branding.json);
    Ok(AppState {
        config,
        db,
        mailer,
        login_throttle,
        search,
        branding,
        index_html,
    })
}

pub fn build_rocket(config: AppConfig) -> Result<Rocket<Build>, String> {
    let largest_upload = config
        .limits
        .avatar_bytes
        .max(config.limits.content_image_bytes)
        .max(config.limits.attachment_bytes);
    let limits = Limits::default()
        .limit("json", config.limits.json_bytes.bytes())
        // Room for a few form fields beside the largest file, which is checked field by field.
        .limit("data-form", (largest_upload + 1024 * 1024).bytes())
        .limit("file", (largest_upload + 1024 * 1024).bytes());
    let ip_header: Option<String> =
        (!config.ip_header.is_empty()).then(|| config.ip_header.clone());
    let figment = rocket::Config::figment()
        .merge(("address", config.address))
        .merge(("port", config.port))
        .merge(("limits", limits))
        .merge((
            "ip_header",
            ip_header.map_or(serde_json::Value::Bool(false), Into::into),
        ))
        .merge(("log_level", "off"))
        .merge(("cli_colors", false))
        .merge(("ident", "Atrium"));
    let state = build_state(config)?;
    Ok(rocket::custom(figment)
        .manage(state)
        .mount("/api", crate::api::routes())
        .mount("/", crate::web::routes())
        .register("/", crate::api::catchers())
        .attach(SecurityHeaders)
        .attach(RequestLog))
}

const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
                   img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; \
                   object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

struct SecurityHeaders;

#[rocket::async_trait]
impl Fairing for SecurityHeaders {
    fn info(&self) -> Info {
        Info {
            name: "security headers",
            kind: Kind::Response,
        }
    }

    async fn on_response<'r>(&self, req: &'r Request<'_>, res: &mut Response<'r>) {
        res.set_header(Header::new("Content-Security-Policy", CSP));
        res.set_header(Header::new("X-Content-Type-Options", "nosniff"));
        res.set_header(Header::new(
            "Referrer-Policy",
            "strict-origin-when-cross-origin",
        ));
        res.set_header(Header::new("X-Frame-Options", "DENY"));
        // API answers carry personal data: never cached, unless a route chose (uploads do).
        if req.uri().path().starts_with("/api/") && !res.headers().contains("Cache-Control") {
            res.set_header(Header::new("Cache-Control", "no-store"));
        }
    }
}

struct RequestLog;

#[rocket::async_trait]
impl Fairing for RequestLog {
    fn info(&self) -> Info {
        Info {
            name: "request log",
            kind: Kind::Request | Kind::Response,
        }
    }

    async fn on_request(&self, req: &mut Request<'_>, _: &mut Data<'_>) {
        req.local_cache(Instant::now);
    }

    async fn on_response<'r>(&self, req: &'r Request<'_>, res: &mut Response<'r>) {
        let started = req.local_cache(Instant::now);
        tracing::info!(
            method = %req.method(),
            path = %req.uri().path(),
            status = res.status().code,
            ms = format!("{:.1}", started.elapsed().as_secs_f64() * 1000.0),
            "request"
        );
    }
}
