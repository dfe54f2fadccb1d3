//! The JSON API under `/api`: one module per resource area, each exporting `routes()`.

pub mod admin_account;
pub mod auth;
pub mod bank;
pub mod body;
pub mod clients;
pub mod dashboard;
pub mod health;
pub mod invitations;
pub mod marketing;
pub mod notifications;
pub mod openapi;
pub mod page;
pub mod preferences;
pub mod profile;
pub mod registration;
pub mod tasks;
pub mod team;
pub mod uploads;
pub mod version;

use rocket::http::Status;
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

pub fn routes() -> Vec<Route> {
    [
        auth::routes(),
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
        _ if status == Status::NotFound => match other_methods(req) {
            allow if allow.is_empty() => ApiError::not_found(),
            allow => ApiError::MethodNotAllowed { allow },
        },
        _ => ApiError::for_status(status),
    }
}

/// The methods of the API routes whose path matches this request's: Rocket answers 404 when
/// only the method is wrong, where HTTP says 405 with an `Allow` header.
fn other_methods(req: &Request<'_>) -> String {
    let path = req.uri().path();
    if !path.starts_with("/api/") {
        return String::new();
    }
    let wanted: Vec<&str> = path.segments().collect();
    let mut methods: Vec<&str> = req
        .rocket()
        .routes()
        .filter(|r| r.uri.path().starts_with("/api/"))
        .filter(|r| r.method != req.method() && template_matches(r.uri.path(), &wanted))
        .map(|r| r.method.as_str())
        .collect();
    methods.sort_unstable();
    methods.dedup();
    methods.join(", ")
}

/// Whether a route path such as `/api/clients/<id>` matches the request's segments.
fn template_matches(template: &str, wanted: &[&str]) -> bool {
    let parts: Vec<&str> = template.split('/').filter(|s| !s.is_empty()).collect();
    let mut i = 0;
    for part in &parts {
        if part.starts_with('<') && part.ends_with("..>") {
            return true;
        }
        match wanted.get(i) {
            Some(seg) if part.starts_with('<') || part == seg => i += 1,
            _ => return false,
        }
    }
    i == wanted.len()
}

pub fn catchers() -> Vec<Catcher> {
    catchers![default_catcher]
}
