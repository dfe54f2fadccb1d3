//! The second step of signing in: an authenticator-app or recovery code after the password,
//! or a passkey (after the password, or alone where the browser offers one).

use std::net::IpAddr;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use rocket::serde::json::Json;
use rocket::{Route, State, post, routes};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use webauthn_rs::prelude::{DiscoverableKey, Passkey, PublicKeyCredential};

use super::auth::{BUSY, Device, Session, start_session, wait_words};
use super::body::JsonBody;
use crate::auth::factors;
use crate::auth::pending::{Ceremony, Ticket};
use crate::db::second_factor::{self, PasskeyRow};
use crate::db::users;
use crate::domain::security::SignInMethod;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::validate::Check;

pub fn routes() -> Vec<Route> {
    routes![post_second_factor, post_passkey_options, post_passkey]
}

const EXPIRED: &str = "This sign-in has expired. Sign in with your password again.";
const WRONG_CODE: &str =
    "That code is not right. Check the time on your phone, or use one of your recovery codes.";
const PASSKEY_FAILED: &str = "That passkey could not be checked. Try again or use another way.";

#[derive(Deserialize, ToSchema)]
pub(super) struct SecondFactorBody {
    /// The ticket `POST /api/auth/login` answered.
    #[schema(required = true, min_length = 1, max_length = 128, nullable = false)]
    ticket: Option<String>,
    /// Six digits from the authenticator app, or a recovery code (`ABCDE-FGHJK`).
    #[schema(required = true, min_length = 1, max_length = 32, nullable = false)]
    code: Option<String>,
}

/// Finishes a sign-in with an authenticator-app code or a recovery code (each recovery code
/// works once). Wrong codes are limited per user like passwords (429).
#[utoipa::path(
    security(()),
    tag = "auth",
    request_body = SecondFactorBody,
    responses(
        (status = 200, description = "Signed in", body = Session),
        (status = 429, response = super::openapi::RateLimited),
    )
)]
#[post("/auth/second-factor", data = "<body>")]
pub(super) async fn post_second_factor(
    state: &State<AppState>,
    body: JsonBody<SecondFactorBody>,
    addr: Option<IpAddr>,
    device: Device,
) -> ApiResult<Json<Session>> {
    let mut check = Check::new();
    let ticket = check.required("ticket", body.0.ticket.as_deref(), 128);
    let code = check.required("code", body.0.code.as_deref(), 32);
    check.finish()?;
    let (hash, pending) = state
        .pending
        .ticket(&ticket)
        .ok_or_else(|| ApiError::field("ticket", EXPIRED))?;
    let attempt = reserve(state, pending.user_id, addr)?;
    let user_id = pending.user_id;
    let method = match factors::normalise_recovery_code(&code) {
        Some(recovery) => {
            let h = factors::recovery_hash(user_id, &recovery);
            let ok = state
                .db
                .write(move |c| second_factor::use_recovery_code(c, user_id, &h))
                .await?;
            ok.then_some(SignInMethod::Recovery)
        }
        None => totp_matches(state, user_id, &code)
            .await?
            .then_some(SignInMethod::Totp),
    };
    let Some(method) = method else {
        attempt.failed();
        failed(state, user_id, &device, "code").await?;
        return Err(ApiError::field("code", WRONG_CODE));
    };
    attempt.succeeded();
    Ok(Json(finish(state, &hash, pending, &device, method).await?))
}

/// Second-factor tries are counted per user from any address (whoever has the ticket knows the
/// password already), and per address with the sign-ins.
fn reserve(
    state: &AppState,
    user_id: i64,
    addr: Option<IpAddr>,
) -> ApiResult<crate::auth::throttle::Attempt<'_>> {
    state
        .login_throttle
        .reserve_recheck(
            &format!("second-factor:{user_id}"),
            &super::client_address(addr),
        )
        .map_err(|wait| {
            ApiError::rate_limited(
                format!("Too many wrong codes. Try again in {}.", wait_words(wait)),
                wait,
            )
        })
}

/// Records a failed second step against the account it was for.
async fn failed(state: &AppState, user_id: i64, device: &Device, step: &str) -> ApiResult<()> {
    let user = state.db.read(move |c| users::find(c, user_id)).await?;
    super::auth::sign_in_failed(state, user.as_ref(), "", device, step).await
}

/// Whether `code` is the user's app code for now, not used before; using it spends it.
async fn totp_matches(state: &AppState, user_id: i64, code: &str) -> ApiResult<bool> {
    let stored = state
        .db
        .read(move |c| second_factor::totp(c, user_id))
        .await?;
    let Some(stored) = stored.filter(|t| t.confirmed_at.is_some()) else {
        return Ok(false);
    };
    let secret = state
        .syncer
        .vault
        .open_totp(user_id, &stored.secret_sealed)
        .ok_or_else(|| ApiError::internal("an app secret does not open with this key"))?;
    let Some(step) = factors::step_of(&secret, code, factors::unix_now()) else {
        return Ok(false);
    };
    state
        .db
        .write(move |c| second_factor::use_totp_step(c, user_id, step, false))
        .await
}

/// Ends the pending sign-in (once: a ticket raced by two requests signs in one) and opens the
/// session.
async fn finish(
    state: &AppState,
    ticket_hash: &str,
    pending: Ticket,
    device: &Device,
    method: SignInMethod,
) -> ApiResult<Session> {
    if !state.pending.finish_ticket(ticket_hash) {
        return Err(ApiError::field("ticket", EXPIRED));
    }
    signed_in(state, pending.user_id, device, method).await
}

async fn signed_in(
    state: &AppState,
    user_id: i64,
    device: &Device,
    method: SignInMethod,
) -> ApiResult<Session> {
    let user = state
        .db
        .read(move |c| users::find(c, user_id))
        .await?
        .ok_or_else(|| ApiError::field("ticket", EXPIRED))?;
    start_session(state, user, device, method).await
}

#[derive(Deserialize, ToSchema)]
pub(super) struct PasskeyOptionsBody {
    /// A pending sign-in's ticket: the passkey is its second factor. Without one, the browser
    /// offers any passkey it holds for this site and the passkey alone signs in.
    #[schema(min_length = 1, max_length = 128, nullable = false)]
    ticket: Option<String>,
}

/// What the browser's `navigator.credentials` call takes, and the ceremony to send back.
#[derive(Serialize, ToSchema)]
pub struct PasskeyChallenge {
    ceremony: String,
    /// WebAuthn options (`publicKey`), with binary fields in base64url.
    #[schema(schema_with = crate::schema_ref::free_object)]
    pub(super) options: serde_json::Value,
}

pub(super) fn unavailable() -> ApiError {
    ApiError::conflict(
        "passkeys_unavailable",
        "Passkeys need the portal to be reached by a domain name (server.public_url).",
    )
}

pub(super) fn challenge(
    state: &AppState,
    ceremony: Ceremony,
    options: impl Serialize,
) -> ApiResult<PasskeyChallenge> {
    let options = serde_json::to_value(options).map_err(ApiError::internal)?;
    let ceremony = state
        .pending
        .start(ceremony)
        .ok_or_else(|| ApiError::Unavailable(BUSY.into()))?;
    Ok(PasskeyChallenge { ceremony, options })
}

/// Starts signing in with a passkey.
#[utoipa::path(
    security(()),
    tag = "auth",
    request_body = PasskeyOptionsBody,
    responses(
        (status = 200, description = "Options for the browser", body = PasskeyChallenge),
        (status = 409, response = super::openapi::Conflict),
        (status = 429, response = super::openapi::RateLimited),
        (status = 503, response = super::openapi::Busy),
    )
)]
#[post("/auth/passkey/options", data = "<body>")]
pub(super) async fn post_passkey_options(
    state: &State<AppState>,
    body: JsonBody<PasskeyOptionsBody>,
    addr: Option<IpAddr>,
) -> ApiResult<Json<PasskeyChallenge>> {
    let rp = state.webauthn.clone().ok_or_else(unavailable)?;
    state.limits.passkey_start(&super::client_address(addr))?;
    if body
        .0
        .ticket
        .as_deref()
        .is_some_and(|t| t.trim().is_empty())
    {
        return Err(ApiError::field(
            "ticket",
            "Leave the ticket out, or send the one sign-in gave.",
        ));
    }
    let Some(key) = body.0.ticket else {
        let (mut options, state_) = rp
            .start_discoverable_authentication()
            .map_err(ApiError::internal)?;
        // Asked for by a button, not by the browser's autofill.
        options.mediation = None;
        let ceremony = Ceremony::Discoverable { state: state_ };
        return Ok(Json(challenge(state, ceremony, options)?));
    };
    let (ticket_hash, pending) = state
        .pending
        .ticket(&key)
        .ok_or_else(|| ApiError::field("ticket", EXPIRED))?;
    let user_id = pending.user_id;
    let rows = state
        .db
        .read(move |c| second_factor::passkeys(c, user_id))
        .await?;
    let keys = parse_passkeys(&rows)?;
    if keys.is_empty() {
        return Err(ApiError::field("ticket", "This account has no passkey."));
    }
    let (options, state_) = rp
        .start_passkey_authentication(&keys)
        .map_err(ApiError::internal)?;
    let ceremony = Ceremony::SecondFactor {
        ticket_hash,
        state: state_,
    };
    Ok(Json(challenge(state, ceremony, options)?))
}

pub(super) fn parse_passkeys(rows: &[PasskeyRow]) -> ApiResult<Vec<Passkey>> {
    rows.iter()
        .map(|r| serde_json::from_str(&r.credential).map_err(ApiError::internal))
        .collect()
}

#[derive(Deserialize, ToSchema)]
pub(super) struct PasskeyBody {
    #[schema(required = true, min_length = 1, max_length = 128, nullable = false)]
    ceremony: Option<String>,
    /// The browser's answer (`PublicKeyCredential`), binary fields in base64url.
    #[schema(required = true, schema_with = crate::schema_ref::free_object)]
    credential: Option<serde_json::Value>,
}

/// Signs in with the passkey the browser answered.
#[utoipa::path(
    security(()),
    tag = "auth",
    request_body = PasskeyBody,
    responses(
        (status = 200, description = "Signed in", body = Session),
        (status = 409, response = super::openapi::Conflict),
        (status = 429, response = super::openapi::RateLimited),
    )
)]
#[post("/auth/passkey", data = "<body>")]
pub(super) async fn post_passkey(
    state: &State<AppState>,
    body: JsonBody<PasskeyBody>,
    addr: Option<IpAddr>,
    device: Device,
) -> ApiResult<Json<Session>> {
    let rp = state.webauthn.clone().ok_or_else(unavailable)?;
    let (ceremony, credential) = ceremony_and_credential(body.0.ceremony, body.0.credential)?;
    let credential: PublicKeyCredential = credential;
    let ceremony = state
        .pending
        .take(&ceremony)
        .ok_or_else(|| ApiError::field("ceremony", EXPIRED))?;
    let id = URL_SAFE_NO_PAD.encode(credential.get_credential_id());
    let lookup = id.clone();
    let row = state
        .db
        .read(move |c| second_factor::passkey_by_credential(c, &lookup))
        .await?
        .ok_or_else(|| ApiError::field("credential", PASSKEY_FAILED))?;
    let mut key: Passkey = serde_json::from_str(&row.credential).map_err(ApiError::internal)?;
    let attempt = reserve(state, row.user_id, addr)?;
    let (result, pending) = match ceremony {
        Ceremony::SecondFactor {
            ticket_hash,
            state: s,
        } => {
            let pending = state
                .pending
                .ticket_by_hash(&ticket_hash)
                .filter(|t| t.user_id == row.user_id);
            let result =
                pending.and_then(|_| rp.finish_passkey_authentication(&credential, &s).ok());
            (result, pending.map(|p| (ticket_hash, p)))
        }
        Ceremony::Discoverable { state: s } => {
            let owner = rp
                .identify_discoverable_authentication(&credential)
                .ok()
                .map(|(handle, _)| handle.to_string());
            let owned = match owner {
                Some(handle) => state
                    .db
                    .read(move |c| second_factor::user_by_handle(c, &handle))
                    .await?
                    .is_some_and(|u| u == row.user_id),
                None => false,
            };
            let result = owned
                .then(|| {
                    rp.finish_discoverable_authentication(
                        &credential,
                        s,
                        &[DiscoverableKey::from(&key)],
                    )
                    .ok()
                })
                .flatten();
            (result, None)
        }
        Ceremony::Register { .. } => (None, None),
    };
    let Some(result) = result else {
        attempt.failed();
        failed(state, row.user_id, &device, "passkey").await?;
        return Err(ApiError::field("credential", PASSKEY_FAILED));
    };
    attempt.succeeded();
    key.update_credential(&result);
    let stored = serde_json::to_string(&key).map_err(ApiError::internal)?;
    let passkey_id = row.id;
    state
        .db
        .write(move |c| second_factor::passkey_used(c, passkey_id, &stored))
        .await?;
    let session = match pending {
        Some((hash, p)) => finish(state, &hash, p, &device, SignInMethod::Passkey).await?,
        None => signed_in(state, row.user_id, &device, SignInMethod::Passkey).await?,
    };
    Ok(Json(session))
}

/// The two fields every passkey answer carries, the credential read as WebAuthn's type `T`.
pub(super) fn ceremony_and_credential<T: serde::de::DeserializeOwned>(
    ceremony: Option<String>,
    credential: Option<serde_json::Value>,
) -> ApiResult<(String, T)> {
    let mut check = Check::new();
    let ceremony = check.required("ceremony", ceremony.as_deref(), 128);
    let credential = match credential.map(serde_json::from_value::<T>) {
        Some(Ok(c)) => Some(c),
        Some(Err(_)) => {
            check.add("credential", "This is not a passkey's answer.");
            None
        }
        None => {
            check.add("credential", "This field is required.");
            None
        }
    };
    check.finish()?;
    Ok((ceremony, credential.expect("checked above")))
}
