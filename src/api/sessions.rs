//! Where a user is signed in (Settings › Security), ending sessions, the agency's sign-in rules,
//! and an admin's reset of someone's second factor.

use std::net::IpAddr;

use rocket::http::Status;
use rocket::serde::json::Json;
use rocket::{Route, State, delete, get, patch, post, routes};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::Message;
use super::body::JsonBody;
use crate::auth::{AdminUser, AuthUser, OwnerUser};
use crate::db::audit::{self, Entry};
use crate::db::second_factor::{self, SecuritySettings};
use crate::db::tokens::{self, SessionRow};
use crate::db::users;
use crate::domain::audit::{AuditAction, AuditObject};
use crate::domain::security::LIFETIME_DAYS;
use crate::error::{ApiError, ApiResult};
use crate::events::Sessions;
use crate::state::AppState;
use crate::validate::Check;

pub fn routes() -> Vec<Route> {
    routes![
        get_sessions,
        delete_session,
        post_sign_out_others,
        get_security_settings,
        patch_security_settings,
        post_reset_second_factor,
    ]
}

/// A session as its user sees it.
#[derive(Serialize, ToSchema)]
pub struct SessionView {
    #[serde(flatten)]
    row: SessionRow,
    /// The browser and system in words ("Chrome on Linux").
    device: String,
    /// Where the address is, when that is known without asking anyone outside (this computer,
    /// the local network); null otherwise.
    #[schema(required = true)]
    place: Option<String>,
    /// The session making this request.
    current: bool,
}

#[derive(Serialize, ToSchema)]
pub struct SessionList {
    sessions: Vec<SessionView>,
}

/// "Chrome on Linux", from a user agent.
pub fn device_words(user_agent: &str) -> String {
    let parsed = woothee::parser::Parser::new().parse(user_agent);
    let known = |s: &str| !s.is_empty() && s != woothee::woothee::VALUE_UNKNOWN;
    match parsed {
        Some(r) if known(r.name) && known(r.os) => format!("{} on {}", r.name, r.os),
        Some(r) if known(r.name) => r.name.to_string(),
        Some(r) if known(r.os) => format!("A browser on {}", r.os),
        _ => "An unknown browser".into(),
    }
}

/// What the address says about the place without a lookup service.
pub fn place_words(address: &str) -> Option<String> {
    let ip: IpAddr = address.parse().ok()?;
    let local = match ip {
        IpAddr::V4(v4) => v4.is_private() || v4.is_link_local(),
        IpAddr::V6(v6) => v6.is_unique_local() || v6.is_unicast_link_local(),
    };
    if ip.is_loopback() {
        Some("This computer".into())
    } else if local {
        Some("Local network".into())
    } else {
        None
    }
}

/// The caller's live sessions, the most recently used first.
#[utoipa::path(tag = "security", responses((status = 200, body = SessionList)))]
#[get("/security/sessions")]
pub(super) async fn get_sessions(
    state: &State<AppState>,
    auth: AuthUser,
) -> ApiResult<Json<SessionList>> {
    let user_id = auth.user.id;
    let rows = state.db.read(move |c| tokens::list(c, user_id)).await?;
    let sessions = rows
        .into_iter()
        .map(|row| SessionView {
            device: device_words(&row.user_agent),
            place: place_words(&row.address),
            current: row.token_hash == auth.token_hash,
            row,
        })
        .collect();
    Ok(Json(SessionList { sessions }))
}

/// Signs one of the caller's sessions out: its token and its live stream end at once.
#[utoipa::path(tag = "security", responses((status = 204, description = "Signed out")))]
#[delete("/security/sessions/<id>")]
pub(super) async fn delete_session(
    state: &State<AppState>,
    auth: AuthUser,
    id: &str,
) -> ApiResult<Status> {
    let user_id = auth.user.id;
    let session = id.to_string();
    let (actor, entry) = ended_entry(&auth, serde_json::json!({ "session": id }));
    let hash = state
        .db
        .write(move |c| {
            let hash = tokens::end(c, user_id, &session)?;
            if hash.is_some() {
                audit::record(c, &actor, entry)?;
            }
            Ok(hash)
        })
        .await?
        .ok_or_else(ApiError::not_found)?;
    state.hub.end_sessions(user_id, Sessions::One(hash));
    Ok(Status::NoContent)
}

#[derive(Serialize, ToSchema)]
pub struct Ended {
    /// How many sessions were signed out.
    ended: usize,
}

/// Signs out every session of the caller but this one.
#[utoipa::path(tag = "security", responses((status = 200, body = Ended)))]
#[post("/security/sessions/sign-out-others")]
pub(super) async fn post_sign_out_others(
    state: &State<AppState>,
    auth: AuthUser,
) -> ApiResult<Json<Ended>> {
    let (user_id, keep) = (auth.user.id, auth.token_hash.clone());
    let (actor, entry) = ended_entry(&auth, serde_json::json!({ "sessions": "all others" }));
    let ended = state
        .db
        .write(move |c| {
            let ended = tokens::delete_others(c, user_id, Some(&keep))?;
            if ended > 0 {
                audit::record(c, &actor, entry)?;
            }
            Ok(ended)
        })
        .await?;
    state
        .hub
        .end_sessions(user_id, Sessions::AllBut(Some(auth.token_hash.clone())));
    Ok(Json(Ended { ended }))
}

fn ended_entry(auth: &AuthUser, what: serde_json::Value) -> (audit::Actor, Entry) {
    let entry = Entry::about_user(AuditAction::SessionsEnded, &auth.user).after(what);
    (auth.actor(), entry)
}

/// The agency's sign-in rules.
#[utoipa::path(
    tag = "security",
    responses(
        (status = 200, body = SecuritySettings),
        (status = 403, response = super::openapi::Forbidden),
    )
)]
#[get("/security/settings")]
pub(super) async fn get_security_settings(
    state: &State<AppState>,
    _admin: AdminUser,
) -> ApiResult<Json<SecuritySettings>> {
    Ok(Json(state.db.read(second_factor::settings).await?))
}

#[derive(Deserialize, ToSchema)]
pub(super) struct SignInRulesBody {
    #[schema(nullable = false)]
    require_staff_second_factor: Option<bool>,
    #[schema(minimum = 1, maximum = 365, nullable = false)]
    idle_days: Option<i64>,
    #[schema(minimum = 1, maximum = 365, nullable = false)]
    absolute_days: Option<i64>,
}

/// Changes the agency's sign-in rules; the fields left out stay. Live sessions take the new
/// lifetimes at once.
#[utoipa::path(
    tag = "security",
    request_body = SignInRulesBody,
    responses(
        (status = 200, body = SecuritySettings),
        (status = 403, response = super::openapi::Forbidden),
    )
)]
#[patch("/security/settings", data = "<body>")]
pub(super) async fn patch_security_settings(
    state: &State<AppState>,
    admin: OwnerUser,
    body: JsonBody<SignInRulesBody>,
) -> ApiResult<Json<SecuritySettings>> {
    let actor = admin.0.actor();
    let b = body.0;
    let mut check = Check::new();
    for (field, days) in [
        ("idle_days", b.idle_days),
        ("absolute_days", b.absolute_days),
    ] {
        if days.is_some_and(|d| !LIFETIME_DAYS.contains(&d)) {
            check.add(field, "Give a number of days from 1 to 365.");
        }
    }
    check.finish()?;
    let saved = state
        .db
        .write(move |c| {
            let before = second_factor::settings(c)?;
            let mut s = before.clone();
            s.require_staff_second_factor = b
                .require_staff_second_factor
                .unwrap_or(s.require_staff_second_factor);
            s.idle_days = b.idle_days.unwrap_or(s.idle_days);
            s.absolute_days = b.absolute_days.unwrap_or(s.absolute_days);
            second_factor::save_settings(c, &s)?;
            let entry = Entry::new(
                AuditAction::SecuritySettingsChanged,
                AuditObject::Settings,
                "security",
            )
            .label("Sign-in rules")
            .changes(&before, &s);
            audit::record(c, &actor, entry)?;
            Ok(s)
        })
        .await?;
    Ok(Json(saved))
}

/// Removes every second factor of another user (who lost them) and signs that user out
/// everywhere; the user signs in with the password alone and sets up a factor again. An admin's
/// own factors are removed under Settings › Security, or from the terminal
/// (`atrium admin reset-2fa`).
#[utoipa::path(
    tag = "security",
    responses(
        (status = 200, body = Message),
        (status = 403, response = super::openapi::Forbidden),
    )
)]
#[post("/users/<id>/reset-second-factor")]
pub(super) async fn post_reset_second_factor(
    state: &State<AppState>,
    admin: OwnerUser,
    id: i64,
) -> ApiResult<Json<Message>> {
    if id == admin.0.user.id {
        return Err(ApiError::Forbidden(
            "Remove your own factors under Settings › Security.".into(),
        ));
    }
    let user = state
        .db
        .read(move |c| users::find(c, id))
        .await?
        .ok_or_else(ApiError::not_found)?;
    let actor = admin.0.actor();
    let entry = Entry::new(AuditAction::FactorsReset, AuditObject::User, id)
        .label(user.email.clone())
        .client(user.membership.map(|m| m.client_id));
    state
        .db
        .write(move |c| {
            audit::record(c, &actor, entry)?;
            second_factor::reset(c, id)
        })
        .await?;
    state.hub.end_sessions(id, Sessions::AllBut(None));
    Ok(Message::new(format!(
        "{}'s second factors were removed and every session signed out.",
        user.display_name()
    )))
}
