//! Settings › Security for every user: the authenticator app, passkeys and recovery codes.
//! Removing a factor or making new recovery codes asks for the password again.

use std::net::IpAddr;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use rocket::http::Status;
use rocket::serde::json::Json;
use rocket::{Route, State, get, patch, post, routes};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use webauthn_rs::prelude::{CredentialID, RegisterPublicKeyCredential};

use super::body::JsonBody;
use super::second_factor::{
    PasskeyChallenge, ceremony_and_credential, challenge, parse_passkeys, unavailable,
};
use crate::auth::AuthUser;
use crate::auth::factors;
use crate::auth::pending::Ceremony;
use crate::db::audit::{self, Actor, Entry};
use crate::db::second_factor::{self, PasskeyRow};
use crate::domain::audit::AuditAction;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::validate::Check;

pub fn routes() -> Vec<Route> {
    routes![
        get_security,
        post_totp_setup,
        post_totp_confirm,
        post_totp_remove,
        post_recovery_codes,
        post_new_passkey_options,
        post_new_passkey,
        patch_passkey,
        post_passkey_remove,
    ]
}

/// A passkey as its owner sees it.
#[derive(Serialize, ToSchema)]
pub struct PasskeyView {
    id: i64,
    name: String,
    created_at: String,
    #[schema(required = true)]
    last_used_at: Option<String>,
}

impl From<PasskeyRow> for PasskeyView {
    fn from(r: PasskeyRow) -> Self {
        PasskeyView {
            id: r.id,
            name: r.name,
            created_at: r.created_at,
            last_used_at: r.last_used_at,
        }
    }
}

/// The caller's second factors.
#[derive(Serialize, ToSchema)]
pub struct SecurityView {
    /// An authenticator app is set up (confirmed with a code).
    totp: bool,
    passkeys: Vec<PasskeyView>,
    /// Unused recovery codes left.
    recovery_codes_left: i64,
    /// The agency requires this user to add a second factor before anything else.
    must_add_second_factor: bool,
    /// Whether this portal's address can carry passkeys (it needs a domain name).
    passkeys_available: bool,
}

/// The caller's second factors.
#[utoipa::path(tag = "security", responses((status = 200, body = SecurityView)))]
#[get("/security")]
pub(super) async fn get_security(
    state: &State<AppState>,
    auth: AuthUser,
) -> ApiResult<Json<SecurityView>> {
    Ok(Json(view(state, &auth).await?))
}

async fn view(state: &AppState, auth: &AuthUser) -> ApiResult<SecurityView> {
    let user_id = auth.user.id;
    let (factors, passkeys) = state
        .db
        .read(move |c| {
            Ok((
                second_factor::factors(c, user_id)?,
                second_factor::passkeys(c, user_id)?,
            ))
        })
        .await?;
    let settings = state.db.read(second_factor::settings).await?;
    Ok(SecurityView {
        totp: factors.totp,
        passkeys: passkeys.into_iter().map(PasskeyView::from).collect(),
        recovery_codes_left: factors.recovery_left,
        must_add_second_factor: !factors.any()
            && settings.require_staff_second_factor
            && auth.scope == crate::domain::Scope::Agency,
        passkeys_available: state.webauthn.is_some(),
    })
}

/// What an authenticator app needs: the secret (to type) and the otpauth link (as a QR code).
#[derive(Serialize, ToSchema)]
pub struct TotpSetup {
    secret: String,
    otpauth_url: String,
    /// The link as a QR code, an SVG document.
    qr_svg: String,
}

/// Starts setting up an authenticator app (again, if the last start was not confirmed).
#[utoipa::path(
    tag = "security",
    responses(
        (status = 200, body = TotpSetup),
        (status = 409, response = super::openapi::Conflict),
    )
)]
#[post("/security/totp/setup")]
pub(super) async fn post_totp_setup(
    state: &State<AppState>,
    auth: AuthUser,
) -> ApiResult<Json<TotpSetup>> {
    let secret = factors::new_secret();
    let user_id = auth.user.id;
    let sealed = state.syncer.vault.seal_totp(user_id, &secret);
    let started = state
        .db
        .write(move |c| second_factor::begin_totp(c, user_id, &sealed))
        .await?;
    if !started {
        return Err(ApiError::conflict(
            "totp_enabled",
            "An authenticator app is set up already. Remove it first to set up another.",
        ));
    }
    let e = factors::enrolment(&secret, &state.branding().agency_name, &auth.user.email)
        .ok_or_else(|| ApiError::internal("could not encode an enrolment link"))?;
    Ok(Json(TotpSetup {
        secret: e.secret_base32,
        otpauth_url: e.url,
        qr_svg: e.qr_svg,
    }))
}

#[derive(Deserialize, ToSchema)]
pub(super) struct CodeBody {
    /// Six digits from the app.
    #[schema(required = true, min_length = 1, max_length = 32, nullable = false)]
    code: Option<String>,
}

/// A factor was added: the recovery codes made with the first one (shown once), else null.
#[derive(Serialize, ToSchema)]
pub struct Enrolled {
    #[schema(required = true)]
    recovery_codes: Option<Vec<String>>,
}

/// Confirms the app with a code from it. The first factor comes with ten recovery codes.
#[utoipa::path(
    tag = "security",
    request_body = CodeBody,
    responses(
        (status = 200, body = Enrolled),
        (status = 409, response = super::openapi::Conflict),
    )
)]
#[post("/security/totp/confirm", data = "<body>")]
pub(super) async fn post_totp_confirm(
    state: &State<AppState>,
    auth: AuthUser,
    body: JsonBody<CodeBody>,
) -> ApiResult<Json<Enrolled>> {
    let mut check = Check::new();
    let code = check.required("code", body.0.code.as_deref(), 32);
    check.finish()?;
    let user_id = auth.user.id;
    let stored = state
        .db
        .read(move |c| second_factor::totp(c, user_id))
        .await?
        .filter(|t| t.confirmed_at.is_none())
        .ok_or_else(|| {
            ApiError::conflict(
                "totp_not_started",
                "Start setting up the app first (or it is set up already).",
            )
        })?;
    let secret = state
        .syncer
        .vault
        .open_totp(user_id, &stored.secret_sealed)
        .ok_or_else(|| ApiError::internal("an app secret does not open with this key"))?;
    let wrong = || {
        ApiError::field(
            "code",
            "That code is not right. Type the six digits the app shows now.",
        )
    };
    let step = factors::step_of(&secret, &code, factors::unix_now()).ok_or_else(wrong)?;
    let codes = factors::new_recovery_codes();
    let hashes = recovery_hashes(user_id, &codes);
    let (actor, entry) = factor_entry(&auth, AuditAction::FactorAdded, "authenticator app");
    let first = state
        .db
        .write(move |c| {
            let before = second_factor::factors(c, user_id)?;
            if !second_factor::use_totp_step(c, user_id, step, true)? {
                return Ok(None);
            }
            audit::record(c, &actor, entry)?;
            Ok(Some(codes_if_first(c, user_id, before, &hashes)?))
        })
        .await?
        .ok_or_else(wrong)?;
    Ok(Json(Enrolled {
        recovery_codes: first.then_some(codes),
    }))
}

/// The audit entry of a change to the caller's own factors.
fn factor_entry(auth: &AuthUser, action: AuditAction, factor: &str) -> (Actor, Entry) {
    let entry =
        Entry::about_user(action, &auth.user).after(serde_json::json!({ "factor": factor }));
    (auth.actor(), entry)
}

/// After a factor was added (in the same transaction): the first one a user has comes with
/// recovery codes. Whether it was the first.
fn codes_if_first(
    c: &rusqlite::Connection,
    user_id: i64,
    had: second_factor::Factors,
    hashes: &[String],
) -> ApiResult<bool> {
    let first = !had.any();
    if first {
        second_factor::replace_recovery_codes(c, user_id, hashes)?;
    }
    Ok(first)
}

fn recovery_hashes(user_id: i64, codes: &[String]) -> Vec<String> {
    codes
        .iter()
        .filter_map(|c| factors::normalise_recovery_code(c))
        .map(|c| factors::recovery_hash(user_id, &c))
        .collect()
}

#[derive(Deserialize, ToSchema)]
pub(super) struct PasswordBody {
    #[schema(required = true, min_length = 1, nullable = false)]
    password: Option<String>,
}

/// The password typed again for a change to one's factors (limited like sign-ins).
async fn confirm_password(
    state: &AppState,
    auth: &AuthUser,
    body: PasswordBody,
    addr: Option<IpAddr>,
) -> ApiResult<()> {
    let password = body.password.unwrap_or_default();
    if password.is_empty() {
        return Err(ApiError::field("password", "This field is required."));
    }
    if !super::auth::recheck(state, &auth.user, password, addr).await? {
        return Err(ApiError::field("password", "Your password is incorrect."));
    }
    Ok(())
}

/// Removes the authenticator app.
#[utoipa::path(
    tag = "security",
    request_body = PasswordBody,
    responses(
        (status = 204, description = "Removed"),
        (status = 404, response = super::openapi::NotFound),
        (status = 429, response = super::openapi::RateLimited),
    )
)]
#[post("/security/totp/remove", data = "<body>")]
pub(super) async fn post_totp_remove(
    state: &State<AppState>,
    auth: AuthUser,
    body: JsonBody<PasswordBody>,
    addr: Option<IpAddr>,
) -> ApiResult<Status> {
    confirm_password(state, &auth, body.0, addr).await?;
    let user_id = auth.user.id;
    let (actor, entry) = factor_entry(&auth, AuditAction::FactorRemoved, "authenticator app");
    let removed = state
        .db
        .write(move |c| {
            let removed = second_factor::remove_totp(c, user_id)?;
            if removed {
                audit::record(c, &actor, entry)?;
            }
            Ok(removed)
        })
        .await?;
    if !removed {
        return Err(ApiError::not_found());
    }
    Ok(Status::NoContent)
}

/// Ten new recovery codes; the old ones stop working.
#[derive(Serialize, ToSchema)]
pub struct RecoveryCodes {
    recovery_codes: Vec<String>,
}

/// Makes ten new recovery codes (shown once); the old ones stop working.
#[utoipa::path(
    tag = "security",
    request_body = PasswordBody,
    responses(
        (status = 200, body = RecoveryCodes),
        (status = 409, response = super::openapi::Conflict),
        (status = 429, response = super::openapi::RateLimited),
    )
)]
#[post("/security/recovery-codes", data = "<body>")]
pub(super) async fn post_recovery_codes(
    state: &State<AppState>,
    auth: AuthUser,
    body: JsonBody<PasswordBody>,
    addr: Option<IpAddr>,
) -> ApiResult<Json<RecoveryCodes>> {
    confirm_password(state, &auth, body.0, addr).await?;
    let user_id = auth.user.id;
    let codes = factors::new_recovery_codes();
    let hashes = recovery_hashes(user_id, &codes);
    let (actor, entry) = factor_entry(&auth, AuditAction::RecoveryCodesRenewed, "recovery codes");
    let made = state
        .db
        .write(move |c| {
            if !second_factor::factors(c, user_id)?.any() {
                return Ok(false);
            }
            audit::record(c, &actor, entry)?;
            second_factor::replace_recovery_codes(c, user_id, &hashes)?;
            Ok(true)
        })
        .await?;
    if !made {
        return Err(ApiError::conflict(
            "no_second_factor",
            "Recovery codes stand in for an app or a passkey: add one first.",
        ));
    }
    Ok(Json(RecoveryCodes {
        recovery_codes: codes,
    }))
}

/// Starts adding a passkey.
#[utoipa::path(
    tag = "security",
    responses(
        (status = 200, body = PasskeyChallenge),
        (status = 409, response = super::openapi::Conflict),
        (status = 503, response = super::openapi::Busy),
    )
)]
#[post("/security/passkeys/options")]
pub(super) async fn post_new_passkey_options(
    state: &State<AppState>,
    auth: AuthUser,
) -> ApiResult<Json<PasskeyChallenge>> {
    let rp = state.webauthn.clone().ok_or_else(unavailable)?;
    let user_id = auth.user.id;
    let fresh = webauthn_rs::prelude::Uuid::new_v4().to_string();
    let (handle, rows) = state
        .db
        .write(move |c| {
            Ok((
                second_factor::webauthn_handle(c, user_id, &fresh)?,
                second_factor::passkeys(c, user_id)?,
            ))
        })
        .await?;
    let handle = webauthn_rs::prelude::Uuid::parse_str(&handle).map_err(ApiError::internal)?;
    let exclude: Vec<CredentialID> = parse_passkeys(&rows)?
        .iter()
        .map(|k| k.cred_id().clone())
        .collect();
    let name = auth.user.display_name();
    let (options, reg) = rp
        .start_passkey_registration(handle, &auth.user.email, &name, Some(exclude))
        .map_err(ApiError::internal)?;
    let ceremony = Ceremony::Register {
        user_id,
        state: reg,
    };
    let mut answer = challenge(state, ceremony, options)?;
    // Kept on the device where it can be, so it signs in without the password too (the
    // library's passkey flow leaves that to the authenticator; its checks do not depend on it).
    if let Some(sel) = answer
        .options
        .pointer_mut("/publicKey/authenticatorSelection")
    {
        sel["residentKey"] = "preferred".into();
    }
    Ok(Json(answer))
}

#[derive(Deserialize, ToSchema)]
pub(super) struct NewPasskeyBody {
    #[schema(required = true, min_length = 1, max_length = 128, nullable = false)]
    ceremony: Option<String>,
    /// The browser's answer (`PublicKeyCredential` of a creation), binary fields in base64url.
    #[schema(required = true, schema_with = crate::schema_ref::free_object)]
    credential: Option<serde_json::Value>,
    /// What the user calls it ("Work laptop"); "Passkey" when left out.
    #[schema(max_length = 80, nullable = false)]
    name: Option<String>,
}

/// A passkey added, with the recovery codes made if it is the first factor.
#[derive(Serialize, ToSchema)]
pub struct PasskeyAdded {
    passkey: PasskeyView,
    #[schema(required = true)]
    recovery_codes: Option<Vec<String>>,
}

/// Adds the passkey the browser made.
#[utoipa::path(
    tag = "security",
    request_body = NewPasskeyBody,
    responses(
        (status = 201, body = PasskeyAdded),
        (status = 409, response = super::openapi::Conflict),
    )
)]
#[post("/security/passkeys", data = "<body>")]
pub(super) async fn post_new_passkey(
    state: &State<AppState>,
    auth: AuthUser,
    body: JsonBody<NewPasskeyBody>,
) -> ApiResult<(Status, Json<PasskeyAdded>)> {
    let rp = state.webauthn.clone().ok_or_else(unavailable)?;
    let b = body.0;
    let name = passkey_name(b.name.as_deref(), "Passkey")?;
    let (ceremony, credential): (String, RegisterPublicKeyCredential) =
        ceremony_and_credential(b.ceremony, b.credential)?;
    let user_id = auth.user.id;
    let reg = match state.pending.take(&ceremony) {
        Some(Ceremony::Register { user_id: u, state }) if u == user_id => state,
        _ => {
            return Err(ApiError::field(
                "ceremony",
                "This passkey request has expired. Start again.",
            ));
        }
    };
    let key = rp
        .finish_passkey_registration(&credential, &reg)
        .map_err(|_| {
            ApiError::field(
                "credential",
                "The browser's passkey could not be checked. Try again.",
            )
        })?;
    let credential_id = URL_SAFE_NO_PAD.encode(key.cred_id().as_slice());
    let stored = serde_json::to_string(&key).map_err(ApiError::internal)?;
    let codes = factors::new_recovery_codes();
    let hashes = recovery_hashes(user_id, &codes);
    let (actor, entry) = factor_entry(&auth, AuditAction::FactorAdded, &format!("passkey {name}"));
    let added = state
        .db
        .write(move |c| {
            let before = second_factor::factors(c, user_id)?;
            let Some(row) = second_factor::add_passkey(c, user_id, &credential_id, &name, &stored)?
            else {
                return Ok(None);
            };
            audit::record(c, &actor, entry)?;
            Ok(Some((row, codes_if_first(c, user_id, before, &hashes)?)))
        })
        .await?;
    let Some((row, first)) = added else {
        return Err(ApiError::conflict(
            "passkey_exists",
            "This passkey is registered already.",
        ));
    };
    Ok((
        Status::Created,
        Json(PasskeyAdded {
            passkey: row.into(),
            recovery_codes: first.then_some(codes),
        }),
    ))
}

fn passkey_name(typed: Option<&str>, fallback: &str) -> ApiResult<String> {
    let name = typed
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .unwrap_or(fallback);
    let mut check = Check::new();
    let name = check.required("name", Some(name), 80);
    check.finish()?;
    Ok(name)
}

#[derive(Deserialize, ToSchema)]
pub(super) struct RenamePasskeyBody {
    #[schema(required = true, min_length = 1, max_length = 80, nullable = false)]
    name: Option<String>,
}

/// Renames one of the caller's passkeys.
#[utoipa::path(tag = "security", request_body = RenamePasskeyBody, responses((status = 200, body = PasskeyView)))]
#[patch("/security/passkeys/<id>", data = "<body>")]
pub(super) async fn patch_passkey(
    state: &State<AppState>,
    auth: AuthUser,
    id: i64,
    body: JsonBody<RenamePasskeyBody>,
) -> ApiResult<Json<PasskeyView>> {
    let mut check = Check::new();
    let name = check.required("name", body.0.name.as_deref(), 80);
    check.finish()?;
    let user_id = auth.user.id;
    let row = state
        .db
        .write(move |c| {
            if !second_factor::rename_passkey(c, user_id, id, &name)? {
                return Ok(None);
            }
            second_factor::passkey(c, user_id, id)
        })
        .await?
        .ok_or_else(ApiError::not_found)?;
    Ok(Json(row.into()))
}

/// Removes one of the caller's passkeys.
#[utoipa::path(
    tag = "security",
    request_body = PasswordBody,
    responses(
        (status = 204, description = "Removed"),
        (status = 429, response = super::openapi::RateLimited),
    )
)]
#[post("/security/passkeys/<id>/remove", data = "<body>")]
pub(super) async fn post_passkey_remove(
    state: &State<AppState>,
    auth: AuthUser,
    id: i64,
    body: JsonBody<PasswordBody>,
    addr: Option<IpAddr>,
) -> ApiResult<Status> {
    let user_id = auth.user.id;
    let known = state
        .db
        .read(move |c| second_factor::passkey(c, user_id, id))
        .await?;
    let Some(known) = known else {
        return Err(ApiError::not_found());
    };
    confirm_password(state, &auth, body.0, addr).await?;
    let (actor, entry) = factor_entry(
        &auth,
        AuditAction::FactorRemoved,
        &format!("passkey {}", known.name),
    );
    state
        .db
        .write(move |c| {
            if second_factor::delete_passkey(c, user_id, id)? {
                audit::record(c, &actor, entry)?;
            }
            Ok(())
        })
        .await?;
    Ok(Status::NoContent)
}
