//! Sign-in, sign-out, the current user and password changes.

use std::net::IpAddr;

use rocket::http::Status;
use rocket::serde::json::Json;
use rocket::{Route, State, get, post, routes};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::Message;
use super::body::JsonBody;
use crate::auth::{AuthUser, password, token};
use crate::db::preferences::{self, MailKind};
use crate::db::{self, tokens, users};
use crate::error::{ApiError, ApiResult};
use crate::events::Sessions;
use crate::mail;
use crate::state::AppState;
use crate::validate::Check;

pub fn routes() -> Vec<Route> {
    routes![post_login, post_logout, get_me, post_change_password]
}

pub const INVALID_LOGIN: &str = "Invalid email or password.";
const PASSWORD_CHANGED: &str = include_str!("../../assets/mail/password-changed.txt");

/// A new session: the key to send as `Authorization: Token <key>`, and who it signs in.
#[derive(Serialize, ToSchema)]
pub struct Session {
    token: String,
    user: users::UserView,
}

/// Issues a new session token for the user.
pub async fn start_session(state: &AppState, user: users::User) -> ApiResult<Session> {
    let key = token::generate();
    let hash = token::hash(&key);
    let days = i64::from(state.config.auth.token_lifetime_days.max(1));
    let expires = db::format_time(time::OffsetDateTime::now_utc() + time::Duration::days(days));
    let user_id = user.id;
    let previous = state
        .db
        .write(move |c| {
            tokens::insert(c, &hash, user_id, &expires)?;
            users::record_login(c, user_id)
        })
        .await?;
    let mut user = user;
    user.previous_login_at = previous;
    Ok(Session {
        token: key,
        user: user.view(),
    })
}

#[derive(Deserialize, ToSchema)]
pub(super) struct LoginBody {
    /// The email address, or `username` for accounts that have one.
    #[schema(min_length = 1, max_length = 254, nullable = false)]
    email: Option<String>,
    #[schema(max_length = 254, nullable = false)]
    username: Option<String>,
    #[schema(required = true, min_length = 1, nullable = false)]
    password: Option<String>,
}

/// Signs in with email (or username) and password. Wrong credentials answer 422 with one
/// message for both (`code: invalid_credentials`); repeated failures per account and address
/// answer 429.
#[utoipa::path(
    security(()),
    tag = "auth",
    request_body = LoginBody,
    responses(
        (status = 200, description = "Signed in", body = Session),
        (status = 429, response = super::openapi::RateLimited),
        (status = 503, response = super::openapi::Busy),
    )
)]
#[post("/auth/login", data = "<body>")]
pub(super) async fn post_login(
    state: &State<AppState>,
    body: JsonBody<LoginBody>,
    addr: Option<IpAddr>,
) -> ApiResult<Json<Session>> {
    let b = body.0;
    let mut check = Check::new();
    let login = check.required("email", b.email.as_deref().or(b.username.as_deref()), 254);
    let pass = b.password.unwrap_or_default();
    if pass.is_empty() {
        check.add("password", "This field is required.");
    }
    check.finish()?;
    let addr = super::client_address(addr);
    let lookup = login.clone();
    let user = state
        .db
        .read(move |c| users::find_by_login(c, &lookup))
        .await?;
    // Counted per account, whichever of its names (email or username) was typed.
    let account = match &user {
        Some(u) => format!("user:{}", u.id),
        None => format!("login:{}", login.trim().to_lowercase()),
    };
    let attempt = state
        .login_throttle
        .reserve(&account, &addr)
        .map_err(too_many_attempts)?;
    let stored = user.as_ref().map(|u| u.password_hash.clone());
    let ok = state.hasher.verify(pass, stored).await?;
    let Some(user) = user.filter(|_| ok) else {
        attempt.failed();
        return Err(ApiError::InvalidCredentials(INVALID_LOGIN.into()));
    };
    attempt.succeeded();
    Ok(Json(start_session(state, user).await?))
}

pub use crate::limits::wait_words;

fn too_many_attempts(wait: u64) -> ApiError {
    ApiError::rate_limited(
        format!(
            "Too many failed sign-in attempts. Try again in {}.",
            wait_words(wait)
        ),
        wait,
    )
}

/// Checks the password a signed-in user typed again for an action that asks for it. Wrong ones
/// are counted per user and per address like sign-ins, the try reserved before the check, so
/// parallel guesses cannot slip past the limit; past it the answer is 429.
pub async fn recheck(
    state: &AppState,
    user: &users::User,
    password: String,
    addr: Option<IpAddr>,
) -> ApiResult<bool> {
    let attempt = state
        .login_throttle
        .reserve_recheck(&format!("user:{}", user.id), &super::client_address(addr))
        .map_err(|wait| {
            ApiError::rate_limited(
                format!(
                    "Too many wrong passwords. Try again in {}.",
                    wait_words(wait)
                ),
                wait,
            )
        })?;
    let ok = state
        .hasher
        .verify(password, Some(user.password_hash.clone()))
        .await?;
    if ok {
        attempt.succeeded();
    } else {
        attempt.failed();
    }
    Ok(ok)
}

/// Signs this session out; the token stops working at once.
#[utoipa::path(tag = "auth", responses((status = 204, description = "Signed out")))]
#[post("/auth/logout")]
pub(super) async fn post_logout(state: &State<AppState>, auth: AuthUser) -> ApiResult<Status> {
    let (user_id, hash) = (auth.user.id, auth.token_hash.clone());
    state.db.write(move |c| tokens::delete(c, &hash)).await?;
    state
        .hub
        .end_sessions(user_id, Sessions::One(auth.token_hash));
    Ok(Status::NoContent)
}

/// The signed-in user.
#[utoipa::path(tag = "auth", responses((status = 200, body = users::UserView)))]
#[get("/auth/me")]
pub(super) fn get_me(auth: AuthUser) -> Json<users::UserView> {
    Json(auth.user.view())
}

#[derive(Deserialize, ToSchema)]
pub(super) struct ChangePasswordBody {
    #[schema(required = true, min_length = 1, nullable = false)]
    current_password: Option<String>,
    /// Checked for strength against the account's own name and address.
    #[schema(required = true, min_length = 8, max_length = 256, nullable = false)]
    new_password: Option<String>,
}

/// Changes the caller's password and signs out every other session. Wrong current passwords
/// are limited like sign-ins (429).
#[utoipa::path(
    tag = "auth",
    request_body = ChangePasswordBody,
    responses(
        (status = 200, description = "Changed", body = Message),
        (status = 429, response = super::openapi::RateLimited),
        (status = 503, response = super::openapi::Busy),
    )
)]
#[post("/auth/change-password", data = "<body>")]
pub(super) async fn post_change_password(
    state: &State<AppState>,
    auth: AuthUser,
    body: JsonBody<ChangePasswordBody>,
    addr: Option<IpAddr>,
) -> ApiResult<Json<Message>> {
    let (current, new) = body.0.parse()?;
    let u = &auth.user;
    password::check_new(
        "new_password",
        &new,
        &[&u.email, &u.username, &u.first_name, &u.last_name],
    )?;
    if !recheck(state, u, current, addr).await? {
        return Err(ApiError::field(
            "current_password",
            "Current password is incorrect.",
        ));
    }
    let hash = state.hasher.hash(new).await?;
    let (user_id, keep) = (auth.user.id, auth.token_hash.clone());
    state
        .db
        .write(move |c| {
            users::set_password_hash(c, user_id, &hash)?;
            tokens::delete_others(c, user_id, Some(&keep))
        })
        .await?;
    password_changed(state, &auth).await?;
    Ok(Message::new("Password changed successfully."))
}

impl ChangePasswordBody {
    /// (current, new), both required.
    fn parse(self) -> ApiResult<(String, String)> {
        let current = self.current_password.unwrap_or_default();
        let new = self.new_password.unwrap_or_default();
        let mut check = Check::new();
        if current.is_empty() {
            check.add("current_password", "This field is required.");
        }
        if new.is_empty() {
            check.add("new_password", "This field is required.");
        }
        check.finish()?;
        Ok((current, new))
    }
}

/// After the write: the user's other sessions end now, and the user is told by mail unless
/// system alerts are turned off.
async fn password_changed(state: &AppState, auth: &AuthUser) -> ApiResult<()> {
    let user_id = auth.user.id;
    state
        .hub
        .end_sessions(user_id, Sessions::AllBut(Some(auth.token_hash.clone())));
    let wants = state
        .db
        .read(move |c| preferences::wants(c, user_id, MailKind::SystemAlerts))
        .await?;
    if wants {
        let body = mail::render(
            PASSWORD_CHANGED,
            &[("agency", &state.branding().agency_name)],
        );
        state
            .mailer
            .notify(&auth.user.email, "Your password was changed", &body)
            .await;
    }
    Ok(())
}
