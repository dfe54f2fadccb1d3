//! Sign-in, sign-out, the current user and password changes.

use std::net::IpAddr;

use rocket::http::Status;
use rocket::serde::json::Json;
use rocket::{Route, State, get, post, routes};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::Message;
use super::body::JsonBody;
use crate::auth::pending::PENDING_FOR;
use crate::auth::{AuthUser, password, token};
use crate::db::preferences::{self, MailKind};
use crate::db::{audit, second_factor, tokens, users};
use crate::domain::audit::{AuditAction, AuditObject};
use crate::domain::security::{FactorKind, SignInMethod};
use crate::error::{ApiError, ApiResult};
use crate::events::Sessions;
use crate::state::AppState;
use crate::validate::Check;

pub fn routes() -> Vec<Route> {
    routes![post_login, post_logout, get_me, post_change_password]
}

pub const INVALID_LOGIN: &str = "Invalid email or password.";

/// A new session: the key to send as `Authorization: Token <key>`, and who it signs in.
#[derive(Serialize, ToSchema)]
pub struct Session {
    token: String,
    user: users::UserView,
}

/// Where a sign-in comes from: the address and the browser, kept with its session so its user
/// can tell it apart in Settings › Security. Never fails.
pub struct Device {
    pub address: String,
    pub user_agent: String,
}

#[rocket::async_trait]
impl<'r> rocket::request::FromRequest<'r> for Device {
    type Error = std::convert::Infallible;

    async fn from_request(
        req: &'r rocket::Request<'_>,
    ) -> rocket::request::Outcome<Self, Self::Error> {
        let agent = req.headers().get_one("User-Agent").unwrap_or_default();
        rocket::request::Outcome::Success(Device {
            address: super::client_address(req.client_ip()),
            // Enough to name any browser; a longer header is someone's padding.
            user_agent: agent.chars().take(512).collect(),
        })
    }
}

/// Issues a new session token for the user, signed in from `device` by `method`.
pub async fn start_session(
    state: &AppState,
    user: users::User,
    device: &Device,
    method: SignInMethod,
) -> ApiResult<Session> {
    let key = token::generate();
    let hash = token::hash(&key);
    let user_id = user.id;
    let (agent, address) = (device.user_agent.clone(), device.address.clone());
    let actor = crate::auth::guards::actor_of(&user, &device.address);
    let entry = audit::Entry::new(AuditAction::SignIn, AuditObject::User, user_id)
        .label(user.email.clone())
        .client(user.membership.map(|m| m.client_id))
        .after(serde_json::json!({"method": method, "device": device.user_agent}));
    let (previous, must_enrol) = state
        .db
        .write(move |c| {
            audit::record(c, &actor, entry)?;
            tokens::insert(
                c,
                &tokens::NewSession {
                    token_hash: &hash,
                    user_id,
                    user_agent: &agent,
                    address: &address,
                    method,
                },
            )?;
            let previous = users::record_login(c, user_id)?;
            let must_enrol = tokens::user_for(c, &hash)?.is_some_and(|s| s.must_enrol);
            Ok((previous, must_enrol))
        })
        .await?;
    let mut user = user;
    user.previous_login_at = previous;
    let mut view = user.view();
    view.must_add_second_factor = must_enrol;
    Ok(Session {
        token: key,
        user: view,
    })
}

/// A new account signs in at once (registration, an accepted invitation): 201 with its session.
pub async fn signed_up(
    state: &AppState,
    user_id: i64,
    device: &Device,
) -> ApiResult<(Status, Json<Session>)> {
    let user = state
        .db
        .read(move |c| users::find(c, user_id))
        .await?
        .ok_or_else(|| ApiError::internal("the new account vanished"))?;
    let session = start_session(state, user, device, SignInMethod::Password).await?;
    Ok((Status::Created, Json(session)))
}

/// What signing in with a password answers: a session, or (for a user with a second factor)
/// the ticket to finish with one at `/api/auth/second-factor` or `/api/auth/passkey`.
#[derive(Serialize, ToSchema)]
#[serde(untagged)]
pub enum SignInAnswer {
    Session(Box<Session>),
    SecondFactor(SecondFactorNeeded),
}

#[derive(Serialize, ToSchema)]
pub struct SecondFactorNeeded {
    second_factor: PendingSignIn,
}

/// A sign-in whose password was right, waiting for the second factor.
#[derive(Serialize, ToSchema)]
pub struct PendingSignIn {
    /// Sent back with the code or the passkey; valid for `expires_in` seconds, once.
    ticket: String,
    /// What this user can finish with.
    methods: Vec<FactorKind>,
    expires_in: u64,
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
        (status = 200, description = "Signed in, or a second factor is needed", body = SignInAnswer),
        (status = 429, response = super::openapi::RateLimited),
        (status = 503, response = super::openapi::Busy),
    )
)]
#[post("/auth/login", data = "<body>")]
pub(super) async fn post_login(
    state: &State<AppState>,
    body: JsonBody<LoginBody>,
    addr: Option<IpAddr>,
    device: Device,
) -> ApiResult<Json<SignInAnswer>> {
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
    let user = match user {
        Some(u) if ok => u,
        named => {
            attempt.failed();
            sign_in_failed(state, named.as_ref(), &login, &device, "password").await?;
            return Err(ApiError::InvalidCredentials(INVALID_LOGIN.into()));
        }
    };
    attempt.succeeded();
    let user_id = user.id;
    let factors = state
        .db
        .read(move |c| second_factor::factors(c, user_id))
        .await?;
    if !factors.any() {
        let session = start_session(state, user, &device, SignInMethod::Password).await?;
        return Ok(Json(SignInAnswer::Session(Box::new(session))));
    }
    let ticket = state
        .pending
        .issue_ticket(user_id)
        .ok_or_else(|| ApiError::Unavailable(BUSY.into()))?;
    let mut methods = Vec::new();
    if factors.totp {
        methods.push(FactorKind::Totp);
    }
    if factors.passkeys > 0 && state.webauthn.is_some() {
        methods.push(FactorKind::Passkey);
    }
    if factors.recovery_left > 0 {
        methods.push(FactorKind::Recovery);
    }
    Ok(Json(SignInAnswer::SecondFactor(SecondFactorNeeded {
        second_factor: PendingSignIn {
            ticket,
            methods,
            expires_in: PENDING_FOR.as_secs(),
        },
    })))
}

/// Records a failed sign-in: the account it named (or the name typed, for none), the step that
/// failed, and from where. The caller is unknown, so the actor is its address.
pub async fn sign_in_failed(
    state: &AppState,
    user: Option<&users::User>,
    typed: &str,
    device: &Device,
    step: &str,
) -> ApiResult<()> {
    let action = if step == "password" {
        AuditAction::SignInFailed
    } else {
        AuditAction::SecondFactorFailed
    };
    let entry = match user {
        Some(u) => audit::Entry::about_user(action, u),
        None => audit::Entry::new(action, AuditObject::User, "")
            .label(typed.chars().take(80).collect::<String>()),
    }
    .after(serde_json::json!({"step": step, "device": device.user_agent}));
    state
        .audit(audit::Actor::anonymous(&device.address), entry)
        .await
}

/// Too many sign-ins are waiting at once: someone is flooding the server.
pub const BUSY: &str = "Too many sign-ins are in progress. Try again in a minute.";

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
    let mut view = auth.user.view();
    view.must_add_second_factor = auth.must_enrol;
    Json(view)
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
    let actor = auth.actor();
    let entry = audit::Entry::new(AuditAction::PasswordChanged, AuditObject::User, user_id)
        .label(auth.user.email.clone())
        .client(auth.user.membership.map(|m| m.client_id));
    state
        .db
        .write(move |c| {
            audit::record(c, &actor, entry)?;
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
    let (wants, lang) = state
        .db
        .read(move |c| {
            Ok((
                preferences::wants(c, user_id, MailKind::SystemAlerts)?,
                crate::db::languages::of_user(c, user_id)?,
            ))
        })
        .await?;
    if wants {
        let body = crate::words::Phrase::new("password-changed-body")
            .arg("agency", state.branding().agency_name.as_str())
            .say(lang);
        let subject = crate::words::say(lang, "password-changed-subject");
        state.mailer.notify(&auth.user.email, &subject, &body).await;
    }
    Ok(())
}
