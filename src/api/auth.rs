//! Sign-in, sign-out, the current user and password changes.

use std::net::IpAddr;

use rocket::http::Status;
use rocket::serde::json::{Json, Value, json};
use rocket::{Route, State, get, post, routes};
use serde::Deserialize;

use super::body::JsonBody;
use crate::app::AppState;
use crate::auth::{AuthUser, password, token};
use crate::db::{self, run_blocking, tokens, users};
use crate::error::{ApiError, ApiResult};
use crate::validate::Check;

pub fn routes() -> Vec<Route> {
    routes![post_login, post_logout, get_me, post_change_password]
}

pub const INVALID_LOGIN: &str = "Invalid email or password.";

/// Issues a new session token for the user and answers `{token, user}`.
pub async fn start_session(state: &AppState, user: users::User) -> ApiResult<Value> {
    let key = token::generate();
    let hash = token::hash(&key);
    let days = i64::from(state.config.auth.token_lifetime_days.max(1));
    let expires = db::format_time(time::OffsetDateTime::now_utc() + time::Duration::days(days));
    let user_id = user.id;
    state
        .db
        .write(move |c| tokens::insert(c, &hash, user_id, &expires))
        .await?;
    Ok(json!({"token": key, "user": user.view()}))
}

#[derive(Deserialize)]
struct LoginBody {
    email: Option<String>,
    username: Option<String>,
    password: Option<String>,
}

#[post("/auth/login", data = "<body>")]
async fn post_login(
    state: &State<AppState>,
    body: JsonBody<LoginBody>,
    addr: Option<IpAddr>,
) -> ApiResult<Json<Value>> {
    let b = body.0;
    let mut check = Check::new();
    let login = check.required("email", b.email.as_deref().or(b.username.as_deref()), 254);
    let pass = b.password.unwrap_or_default();
    if pass.is_empty() {
        check.add("password", "This field is required.");
    }
    check.finish()?;
    let addr = addr
        .map(|a| a.to_string())
        .unwrap_or_else(|| "unknown".into());
    if let Some(wait) = state.login_throttle.retry_after(&login, &addr) {
        let minutes = wait.div_ceil(60);
        return Err(ApiError::RateLimited(format!(
            "Too many failed sign-in attempts. Try again in {minutes} minute{}.",
            if minutes == 1 { "" } else { "s" }
        )));
    }
    let lookup = login.clone();
    let user = state
        .db
        .read(move |c| users::find_by_login(c, &lookup))
        .await?;
    let verified = run_blocking(move || {
        Ok(match user {
            Some(u) if password::verify(&pass, &u.password_hash) => Some(u),
            Some(_) => None,
            None => {
                password::verify_dummy(&pass);
                None
            }
        })
    })
    .await?;
    let Some(user) = verified else {
        state.login_throttle.record_failure(&login, &addr);
        return Err(ApiError::BadRequest(INVALID_LOGIN.into()));
    };
    state.login_throttle.record_success(&login);
    Ok(Json(start_session(state, user).await?))
}

#[post("/auth/logout")]
async fn post_logout(state: &State<AppState>, auth: AuthUser) -> ApiResult<Status> {
    state
        .db
        .write(move |c| tokens::delete(c, &auth.token_hash))
        .await?;
    Ok(Status::NoContent)
}

#[get("/auth/me")]
fn get_me(auth: AuthUser) -> Json<users::UserView> {
    Json(auth.user.view())
}

#[derive(Deserialize)]
struct ChangePasswordBody {
    current_password: Option<String>,
    new_password: Option<String>,
}

#[post("/auth/change-password", data = "<body>")]
async fn post_change_password(
    state: &State<AppState>,
    auth: AuthUser,
    body: JsonBody<ChangePasswordBody>,
) -> ApiResult<Json<Value>> {
    let b = body.0;
    let current = b.current_password.unwrap_or_default();
    let new = b.new_password.unwrap_or_default();
    let mut check = Check::new();
    if current.is_empty() {
        check.add("current_password", "This field is required.");
    }
    if new.is_empty() {
        check.add("new_password", "This field is required.");
    }
    check.finish()?;
    password::check_new("new_password", &new)?;
    let stored = auth.user.password_hash.clone();
    let hash = run_blocking(move || {
        if !password::verify(&current, &stored) {
            return Err(ApiError::field(
                "current_password",
                "Current password is incorrect.",
            ));
        }
        password::hash(&new)
    })
    .await?;
    let (user_id, keep) = (auth.user.id, auth.token_hash);
    state
        .db
        .write(move |c| {
            users::set_password_hash(c, user_id, &hash)?;
            tokens::delete_others(c, user_id, Some(&keep))
        })
        .await?;
    Ok(Json(json!({"message": "Password changed successfully."})))
}
