//! The JSON API under `/api`: one module per resource area, each exporting `routes()`.

pub mod admin_account;
pub mod analytics;
pub mod answers;
pub mod audit;
pub mod auth;
pub mod backups;
pub mod bank;
pub mod billing;
pub mod body;
pub mod calendar_feed;
pub mod client_team;
pub mod clients;
pub mod content;
pub mod credit_notes;
pub mod dashboard;
pub mod events;
pub mod files;
pub mod health;
pub mod ids;
pub mod input_schema;
pub mod insights;
pub mod invitations;
pub mod invoice_payments;
pub mod invoices;
pub mod languages;
pub mod marketing;
pub mod messages;
pub mod money;
pub mod notifications;
pub mod oauth;
pub mod openapi;
pub mod page;
pub mod plan_transfer;
pub mod preferences;
pub mod profile;
pub mod publishing;
pub mod quota;
pub mod registration;
pub mod report_settings;
pub mod review;
pub mod review_links;
pub mod second_factor;
pub mod security;
pub mod sessions;
pub mod site;
pub mod social_accounts;
pub mod staff;
pub mod tasks;
pub mod team;
pub mod uploads;
pub mod verifications;
pub mod version;

use rocket::http::{Method, Status};
use rocket::serde::json::Json;
use rocket::{Catcher, Request, Route, catch, catchers};

use crate::error::{ApiError, GuardError};

/// The caller's address as the limits key it (the socket's, or `ip_header`'s when configured).
pub fn client_address(addr: Option<std::net::IpAddr>) -> String {
    addr.map_or_else(|| "unknown".into(), |a| a.to_string())
}

/// A sentence for the person who made the request.
#[derive(serde::Serialize, utoipa::ToSchema)]
pub struct Message {
    pub message: String,
}

impl Message {
    pub fn new(message: impl Into<String>) -> Json<Message> {
        Json(Message {
            message: message.into(),
        })
    }
}

/// How many objects a bulk change touched.
#[derive(serde::Serialize, utoipa::ToSchema)]
pub struct Updated {
    pub updated: usize,
}

/// How many objects a bulk delete removed.
#[derive(serde::Serialize, utoipa::ToSchema)]
pub struct Deleted {
    pub deleted: usize,
}

pub fn routes() -> Vec<Route> {
    [
        auth::routes(),
        second_factor::routes(),
        security::routes(),
        sessions::routes(),
        audit::routes(),
        staff::routes(),
        registration::routes(),
        profile::routes(),
        preferences::routes(),
        notifications::routes(),
        bank::routes(),
        admin_account::routes(),
        health::routes(),
        uploads::routes(),
        clients::routes(),
        invitations::routes(),
        tasks::routes(),
        team::routes(),
        dashboard::routes(),
        marketing::routes(),
        site::routes(),
        social_accounts::routes(),
        oauth::routes(),
        analytics::routes(),
        insights::routes(),
        report_settings::routes(),
        backups::routes(),
        content::routes(),
        publishing::routes(),
        calendar_feed::routes(),
        client_team::routes(),
        review_links::routes(),
        review::routes(),
        messages::routes(),
        files::routes(),
        quota::routes(),
        events::routes(),
        invoices::routes(),
        credit_notes::routes(),
        money::routes(),
        languages::routes(),
        plan_transfer::routes(),
        billing::routes(),
        verifications::routes(),
        openapi::routes(),
    ]
    .concat()
}

/// Every error Rocket produces itself (no route, failed guard, oversize body) answers JSON; a
/// guard that parked a precise error gets that one.
#[catch(default)]
fn default_catcher(status: Status, req: &Request<'_>) -> ApiError {
    match GuardError::take(req) {
        Some(parked) if parked.status() == status => parked.clone(),
        // A method Rocket does not know (e.g. QUERY) is refused before any fairing runs, and
        // the request reaches this catcher as a GET with status 400.
        _ if status == Status::BadRequest && !Routed::was(req) => unrouted(req, None),
        // 422 without a parked error: a path parameter did not parse (an id out of range),
        // which names no object that can exist.
        _ if status == Status::NotFound || status == Status::UnprocessableEntity => {
            unrouted(req, Some(req.method()))
        }
        _ => ApiError::for_status(status),
    }
}

/// Set by a request fairing: requests Rocket refused before routing never have it.
pub struct Routed(bool);

impl Routed {
    pub fn mark(req: &Request<'_>) {
        req.local_cache(|| Routed(true));
    }

    fn was(req: &Request<'_>) -> bool {
        req.local_cache(|| Routed(false)).0
    }
}

/// The answer for a request no API route took: 404 when its path exists for its method (the
/// object does not), 405 with `Allow` when the path exists only for other methods.
pub fn unrouted(req: &Request<'_>, method: Option<Method>) -> ApiError {
    let allow = path_methods(req);
    if allow.is_empty() || method.is_some_and(|m| allow.contains(&m)) {
        return ApiError::not_found();
    }
    let mut names: Vec<&str> = allow.iter().map(|m| m.as_str()).collect();
    names.sort_unstable();
    names.dedup();
    ApiError::MethodNotAllowed {
        allow: names.join(", "),
    }
}

/// The methods of the API routes whose path template matches this request's path. Where a
/// static path matches (`/api/tasks/bulk_update`), templates with a parameter in its place
/// (`/api/tasks/<id>`) do not count.
fn path_methods(req: &Request<'_>) -> Vec<Method> {
    let path = req.uri().path();
    if !path.starts_with("/api/") {
        return Vec::new();
    }
    let wanted: Vec<&str> = path.segments().collect();
    let matches: Vec<(usize, Method)> = req
        .rocket()
        .routes()
        .filter(|r| r.uri.path().starts_with("/api/"))
        .filter_map(|r| template_matches(r.uri.path(), &wanted).map(|fixed| (fixed, r.method)))
        .collect();
    let best = matches.iter().map(|(fixed, _)| *fixed).max().unwrap_or(0);
    matches
        .into_iter()
        .filter(|(fixed, _)| *fixed == best)
        .map(|(_, m)| m)
        .collect()
}

/// Whether a route path such as `/api/clients/<id>` matches the request's segments, and if so
/// how many of its segments are fixed text.
fn template_matches(template: &str, wanted: &[&str]) -> Option<usize> {
    let parts: Vec<&str> = template.split('/').filter(|s| !s.is_empty()).collect();
    let (mut i, mut fixed) = (0, 0);
    for part in &parts {
        if part.starts_with('<') && part.ends_with("..>") {
            return Some(fixed);
        }
        match wanted.get(i) {
            Some(seg) if part == seg => fixed += 1,
            Some(_) if part.starts_with('<') => {}
            _ => return None,
        }
        i += 1;
    }
    (i == wanted.len()).then_some(fixed)
}

pub fn catchers() -> Vec<Catcher> {
    catchers![default_catcher]
}
