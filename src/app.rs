//! Builds the Rocket app from an AppConfig: state, routes, catchers, fairings.

use std::time::Instant;

use rocket::data::{Limits, ToByteUnit};
use rocket::fairing::{Fairing, Info, Kind};
use rocket::http::Header;
use rocket::{Build, Data, Request, Response, Rocket};

use crate::api::content::MAX_POST_IMAGES;
use crate::config::AppConfig;
use crate::state::AppState;

pub fn build_rocket(config: AppConfig) -> Result<Rocket<Build>, String> {
    let largest_upload = config
        .limits
        .avatar_bytes
        .max(config.limits.content_image_bytes)
        .max(config.limits.attachment_bytes)
        .max(config.limits.video_bytes);
    let limits = Limits::default()
        .limit("json", config.limits.json_bytes.bytes())
        // Room for a few form fields beside the largest file, which is checked field by field.
        .limit(
            "data-form",
            (largest_upload.max(config.limits.content_image_bytes * MAX_POST_IMAGES)
                + config.limits.video_bytes
                + 1024 * 1024)
                .bytes(),
        )
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
    let state = AppState::build(config)?;
    let security = SecurityHeaders {
        csp: csp(state.store.link_origin().as_deref()),
    };
    Ok(rocket::custom(figment)
        .manage(state)
        .mount("/api", crate::api::routes())
        .mount("/", crate::api::openapi::docs_routes())
        .mount("/", crate::web::routes())
        .register("/", crate::api::catchers())
        .attach(security)
        .attach(RequestLog))
}

/// The sources of the inline scripts the pages carry by design (web.rs): the app's starter and the
/// dashboard frame's. Read once per process: every app built in it serves the same UI.
static SCRIPT_HASHES: std::sync::LazyLock<String> =
    std::sync::LazyLock::new(crate::web::inline_script_hashes);

/// Inline scripts stay forbidden but for those. With uploads in a bucket, an image or a video is
/// answered with a short-lived link to it (storage::Store::serve), so the bucket's origin may
/// serve images and media; never scripts, styles or requests of the app's own.
fn csp(bucket: Option<&str>) -> String {
    let bucket = bucket
        .map(|origin| format!(" {origin}"))
        .unwrap_or_default();
    format!(
        "default-src 'self'; script-src 'self' {}; style-src 'self' 'unsafe-inline'; \
         img-src 'self' data: blob:{bucket}; media-src 'self'{bucket}; font-src 'self' data:; \
         connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; \
         frame-ancestors 'none'",
        *SCRIPT_HASHES
    )
}

struct SecurityHeaders {
    csp: String,
}

#[rocket::async_trait]
impl Fairing for SecurityHeaders {
    fn info(&self) -> Info {
        Info {
            name: "security headers",
            kind: Kind::Response,
        }
    }

    async fn on_response<'r>(&self, req: &'r Request<'_>, res: &mut Response<'r>) {
        res.set_header(Header::new("Content-Security-Policy", self.csp.clone()));
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
        crate::api::Routed::mark(req);
        warn_of_unconfigured_proxy(req);
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

/// Behind a reverse proxy with `ip_header` unset, every request seems to come from the proxy,
/// so the per-address sign-in limits would hit everybody at once. Say so, once.
fn warn_of_unconfigured_proxy(req: &Request<'_>) {
    static WARNED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
    let forwarded = ["X-Forwarded-For", "X-Real-IP", "Forwarded"]
        .iter()
        .find(|h| req.headers().contains(**h));
    let Some(header) = forwarded else { return };
    let unset = req
        .rocket()
        .state::<AppState>()
        .is_some_and(|s| s.config.ip_header.is_empty());
    if unset && !WARNED.swap(true, std::sync::atomic::Ordering::Relaxed) {
        tracing::warn!(
            "requests carry {header} but ip_header is not set: sign-in limits see the proxy's \
             address for everyone; set ip_header (see README, The reverse proxy)"
        );
    }
}
