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
pub mod page;
pub mod profile;
pub mod registration;
pub mod tasks;
pub mod team;
pub mod uploads;

use rocket::http::Status;
use rocket::{Catcher, Request, Route, catch, catchers};

use crate::error::{ApiError, GuardError};

pub fn routes() -> Vec<Route> {
    [
        auth::routes(),
        registration::routes(),
        profile::routes(),
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
    ]
    .concat()
}

/// Every error Rocket produces itself (no route, failed guard, oversize body) answers JSON; a
/// guard that parked a precise error gets that one.
#[catch(default)]
fn default_catcher(status: Status, req: &Request<'_>) -> ApiError {
    match GuardError::take(req) {
        Some(parked) if parked.status() == status => parked.clone(),
        _ => ApiError::for_status(status),
    }
}

pub fn catchers() -> Vec<Catcher> {
    catchers![default_catcher]
}
