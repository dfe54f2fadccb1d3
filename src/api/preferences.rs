//! `GET/PATCH /api/auth/notification-preferences/`: which mails the signed-in user wants.

use rocket::{Route, State, get, patch, routes};
use serde::Deserialize;
use utoipa::ToSchema;

use super::body::JsonBody;
use super::version::{Expected, IfMatch, Tagged};
use crate::auth::AuthUser;
use crate::db::preferences::{self, Preferences};
use crate::error::ApiResult;
use crate::state::AppState;

pub fn routes() -> Vec<Route> {
    routes![get_preferences, patch_preferences]
}

/// Which mails the caller wants.
#[utoipa::path(
    tag = "auth",
    responses((status = 200, body = Preferences, headers(("ETag" = String))))
)]
#[get("/auth/notification-preferences")]
pub(super) async fn get_preferences(
    state: &State<AppState>,
    auth: AuthUser,
) -> ApiResult<Tagged<Preferences>> {
    let user_id = auth.user.id;
    let prefs = state.db.read(move |c| preferences::get(c, user_id)).await?;
    Ok(Tagged::new(prefs))
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct PreferencesBody {
    #[schema(nullable = false)]
    email_invoices: Option<bool>,
    #[schema(nullable = false)]
    email_new_clients: Option<bool>,
    #[schema(nullable = false)]
    email_system_alerts: Option<bool>,
    #[schema(nullable = false)]
    weekly_reports: Option<bool>,
    #[schema(nullable = false)]
    email_content: Option<bool>,
    #[schema(nullable = false)]
    email_messages: Option<bool>,
    /// The version the edit was made from; a stale one answers 409 with the current object.
    #[schema(nullable = false, minimum = 0)]
    version: Option<i64>,
}

/// Changes some of the caller's mail choices; fields left out keep their value.
#[utoipa::path(
    tag = "auth",
    params(super::version::IfMatchHeader),
    request_body = PreferencesBody,
    responses(
        (status = 200, body = Preferences, headers(("ETag" = String))),
        (status = 409, response = super::openapi::Conflict),
        (status = 412, response = super::openapi::PreconditionFailed),
    )
)]
#[patch("/auth/notification-preferences", data = "<body>")]
pub(super) async fn patch_preferences(
    state: &State<AppState>,
    auth: AuthUser,
    if_match: IfMatch,
    body: JsonBody<PreferencesBody>,
) -> ApiResult<Tagged<Preferences>> {
    let b = body.0;
    let expected = Expected::new(if_match, b.version)?;
    let user_id = auth.user.id;
    let prefs = state
        .db
        .write(move |c| {
            let current = preferences::get(c, user_id)?;
            expected.check(current.version, &current, "preference")?;
            let next = Preferences {
                email_invoices: b.email_invoices.unwrap_or(current.email_invoices),
                email_new_clients: b.email_new_clients.unwrap_or(current.email_new_clients),
                email_system_alerts: b.email_system_alerts.unwrap_or(current.email_system_alerts),
                weekly_reports: b.weekly_reports.unwrap_or(current.weekly_reports),
                email_content: b.email_content.unwrap_or(current.email_content),
                email_messages: b.email_messages.unwrap_or(current.email_messages),
                version: current.version,
            };
            preferences::save(c, user_id, &next)?;
            preferences::get(c, user_id)
        })
        .await?;
    Ok(Tagged::new(prefs))
}
