//! Self-service sign-up: an emailed six-digit code, then an account that is always a client.

use std::net::IpAddr;

use rocket::http::Status;
use rocket::serde::json::{Json, Value};
use rocket::{Route, State, post, routes};
use serde::{Deserialize, Serialize};
use time::{Duration, OffsetDateTime};
use utoipa::ToSchema;

use super::auth::{Device, Session, signed_up};
use super::body::JsonBody;
use crate::api::answers::{CodeMailed, Registered};
use crate::auth::{password, token};
use crate::db::preferences::{self, MailKind};
use crate::db::{self, clients, languages, notifications, users, verification};
use crate::domain::language::Language;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::validate::Check;
use crate::words::{self, Phrase};

pub fn routes() -> Vec<Route> {
    routes![
        post_send_code,
        post_resend_code,
        post_verify_and_register,
        post_register
    ]
}

pub const CODE_LIFETIME_MINUTES: i64 = 10;
pub const RESEND_AFTER_SECONDS: i64 = 60;
pub const MAX_ATTEMPTS: u32 = 5;
pub const INVALID_CODE: &str = "Invalid or expired verification code";

#[derive(Deserialize, ToSchema)]
pub(super) struct CodeRequest {
    #[schema(required = true, min_length = 1, max_length = 254, nullable = false)]
    email: Option<String>,
    #[schema(required = true, min_length = 1, max_length = 150, nullable = false)]
    name: Option<String>,
    /// Only `registration` exists.
    #[schema(schema_with = purpose)]
    purpose: Option<String>,
    /// Optional: checked for strength here so the sign-up form can say so before the code step.
    #[schema(nullable = false, min_length = 8, max_length = 256)]
    password: Option<String>,
    /// The language the sign-up form is in: the code's mail is written in it (default: the
    /// agency's).
    #[schema(schema_with = super::openapi::of::<Language>)]
    language: Option<String>,
}

fn purpose() -> utoipa::openapi::schema::Object {
    super::openapi::choice(&["registration"])
}

/// What a code request turned into.
struct Prepared {
    email: String,
    name: String,
    /// Seconds until another code may be sent.
    wait: i64,
    /// The address already has an account: it gets a notice instead of a code, and the caller
    /// gets the same answer as anyone, so the form cannot be used to find out who has one.
    taken: bool,
    /// What the mail is written in: the account's own language when it has one, else the form's,
    /// else the agency's.
    language: Language,
}

fn registration_open(state: &AppState) -> ApiResult<()> {
    if state.config.auth.allow_registration {
        Ok(())
    } else {
        Err(ApiError::Forbidden(
            "Registration is closed. Ask the agency for an invitation.".into(),
        ))
    }
}

fn seconds_since(rfc3339: &str) -> i64 {
    db::parse_time(rfc3339)
        .map(|t| (OffsetDateTime::now_utc() - t).whole_seconds())
        .unwrap_or(i64::MAX)
}

/// Validates a code request and answers how long the caller must wait before a new code.
async fn prepare(state: &AppState, body: CodeRequest) -> ApiResult<Prepared> {
    registration_open(state)?;
    let mut check = Check::new();
    let email = check.email("email", body.email.as_deref());
    let name = check.required("name", body.name.as_deref(), 150);
    if let Some(p) = body.purpose.as_deref().filter(|p| *p != "registration") {
        check.add(
            "purpose",
            format!("Unknown purpose \"{p}\"; only \"registration\" is supported."),
        );
    }
    if let Some(problem) = body
        .password
        .as_deref()
        .and_then(|p| password::problem(p, &[&email, &name]))
    {
        check.add("password", problem);
    }
    let form: Option<Language> = check.choice("language", body.language.as_deref());
    check.finish()?;
    let lookup = email.clone();
    let (taken, pending, language) = state
        .db
        .read(move |c| {
            let language = match languages::chosen_by_address(c, &lookup)?.or(form) {
                Some(language) => language,
                None => languages::default(c)?,
            };
            Ok((
                users::email_taken(c, &lookup)?,
                verification::find(c, &lookup)?,
                language,
            ))
        })
        .await?;
    let wait = pending
        .map(|p| RESEND_AFTER_SECONDS - seconds_since(&p.last_sent_at))
        .unwrap_or(0)
        .max(0);
    Ok(Prepared {
        email,
        name,
        wait,
        taken,
        language,
    })
}

/// A code is on its way (or was sent moments ago and is still good).
#[derive(Serialize, ToSchema)]
pub(super) struct CodeSent {
    message: String,
    /// Seconds until another code may be asked for.
    resend_after: i64,
    /// Seconds the code stays valid.
    expires_in: i64,
}

fn code_sent(email: &str) -> CodeSent {
    CodeSent {
        message: format!("A verification code was sent to {email}."),
        resend_after: RESEND_AFTER_SECONDS,
        expires_in: CODE_LIFETIME_MINUTES * 60,
    }
}

/// Mails a code, or the notice for an address that already has an account. The mail holds no
/// text the caller wrote: the address is not verified yet, so it must not carry their words.
async fn send_code(state: &AppState, p: Prepared, sender: &str) -> ApiResult<CodeSent> {
    state.limits.registration_mail(&p.email, sender)?;
    let brand = state.branding();
    let agency = brand.agency_name.as_str();
    let lang = p.language;
    if p.taken {
        let body = Phrase::new("already-registered-body")
            .arg("agency", agency)
            .say(lang);
        let subject = words::say(lang, "already-registered-subject");
        state.mailer.notify(&p.email, &subject, &body).await;
        return Ok(code_sent(&p.email));
    }
    let code = token::six_digit_code();
    let hash = token::hash_code(&p.email, &code);
    let expires =
        db::format_time(OffsetDateTime::now_utc() + Duration::minutes(CODE_LIFETIME_MINUTES));
    let (e, n) = (p.email.clone(), p.name.clone());
    state
        .db
        .write(move |c| verification::upsert(c, &e, "registration", &n, &hash, &expires))
        .await?;
    let body = Phrase::new("verification-body")
        .arg("code", code.as_str())
        .arg("agency", agency)
        .say(lang);
    let subject = words::say(lang, "verification-subject");
    if let Err(err) = state.mailer.send(&p.email, &subject, &body).await {
        // Without the mail the code is useless: forget it so the person can retry at once.
        let e = p.email.clone();
        state.db.write(move |c| verification::delete(c, &e)).await?;
        tracing::warn!("verification mail to {} failed: {err}", p.email);
        return Err(ApiError::Unavailable(
            "Failed to send verification code. Please try again.".into(),
        ));
    }
    Ok(code_sent(&p.email))
}

/// Mails a six-digit code to the address (an address that already has an account gets a
/// notice instead, and the caller the same answer). 403 when sign-up is closed.
#[utoipa::path(
    security(()),
    tag = "registration",
    request_body = CodeRequest,
    responses(CodeMailed)
)]
#[post("/auth/send-verification-code", data = "<body>")]
pub(super) async fn post_send_code(
    state: &State<AppState>,
    addr: Option<IpAddr>,
    body: JsonBody<CodeRequest>,
) -> ApiResult<Json<CodeSent>> {
    mail_code(state, addr, body.0, Again::KeepSent).await
}

/// A new code; 429 until `resend_after` seconds have passed since the last one.
#[utoipa::path(
    security(()),
    tag = "registration",
    request_body = CodeRequest,
    responses(CodeMailed)
)]
#[post("/auth/resend-verification-code", data = "<body>")]
pub(super) async fn post_resend_code(
    state: &State<AppState>,
    addr: Option<IpAddr>,
    body: JsonBody<CodeRequest>,
) -> ApiResult<Json<CodeSent>> {
    mail_code(state, addr, body.0, Again::Refuse).await
}

/// What asking for a code again, while the last one is still fresh, does.
enum Again {
    /// Sending: the code that went out moments ago is kept (the person stepped back and
    /// forward).
    KeepSent,
    /// Resending: 429 until `resend_after` seconds have passed.
    Refuse,
}

async fn mail_code(
    state: &AppState,
    addr: Option<IpAddr>,
    body: CodeRequest,
    again: Again,
) -> ApiResult<Json<CodeSent>> {
    let p = prepare(state, body).await?;
    match again {
        _ if p.wait <= 0 => {}
        Again::KeepSent => {
            return Ok(Json(CodeSent {
                message: format!("A verification code was already sent to {}.", p.email),
                resend_after: p.wait,
                expires_in: CODE_LIFETIME_MINUTES * 60,
            }));
        }
        Again::Refuse => {
            let wait = format!(
                "Please wait {} seconds before requesting a new code.",
                p.wait
            );
            return Err(ApiError::rate_limited(wait, p.wait as u64));
        }
    }
    let sent = send_code(state, p, &super::client_address(addr)).await?;
    Ok(Json(sent))
}

#[derive(Deserialize, ToSchema)]
pub(super) struct RegisterBody {
    #[schema(required = true, min_length = 1, max_length = 254, nullable = false)]
    email: Option<String>,
    /// Checked for strength against the name and address.
    #[schema(required = true, min_length = 8, max_length = 256, nullable = false)]
    password: Option<String>,
    #[schema(required = true, min_length = 1, max_length = 150, nullable = false)]
    name: Option<String>,
    #[schema(max_length = 200, nullable = false)]
    company: Option<String>,
    /// The six digits mailed by `send-verification-code`.
    #[schema(pattern = r"^\s*[0-9]{6}\s*$", nullable = false)]
    verification_code: Option<String>,
    /// Accepted and ignored: a self-registered account is always a client.
    #[allow(dead_code)]
    role: Option<Value>,
    /// The language the sign-up form is in, stored as the new account's.
    #[schema(schema_with = super::openapi::of::<Language>)]
    language: Option<String>,
}

struct Registration {
    email: String,
    password: String,
    name: String,
    company: String,
    code: Option<String>,
    language: Option<Language>,
}

fn parse_registration(b: RegisterBody, code_required: bool) -> ApiResult<Registration> {
    let mut check = Check::new();
    let email = check.email("email", b.email.as_deref());
    let name = check.required("name", b.name.as_deref(), 150);
    let company = check
        .optional("company", b.company.as_deref(), 200)
        .unwrap_or_default();
    let language = check.choice("language", b.language.as_deref());
    let password = b.password.unwrap_or_default();
    if password.is_empty() {
        check.add("password", "Password is required");
    } else if let Some(problem) = password::problem(&password, &[&email, &name]) {
        check.add("password", problem);
    }
    let code = b
        .verification_code
        .map(|c| c.trim().to_string())
        .filter(|c| !c.is_empty());
    match &code {
        Some(c) if c.len() != 6 || !c.chars().all(|ch| ch.is_ascii_digit()) => {
            check.add(
                "verification_code",
                "Please enter the 6-digit verification code",
            );
        }
        None if code_required => check.add("verification_code", "A verification code is required."),
        _ => {}
    }
    check.finish()?;
    Ok(Registration {
        email,
        password,
        name,
        company,
        code,
        language,
    })
}

/// Checks the code, counting a wrong one; the pending code is consumed by the account creation.
async fn check_code(state: &AppState, email: &str, code: &str, sender: &str) -> ApiResult<()> {
    state.limits.code_try(email, sender)?;
    let (e, c) = (email.to_string(), code.to_string());
    let outcome = state
        .db
        .write(move |tx| {
            let Some(pending) = verification::find(tx, &e)? else {
                return Ok(Err(INVALID_CODE));
            };
            let expired =
                db::parse_time(&pending.expires_at).is_none_or(|t| t <= OffsetDateTime::now_utc());
            if expired {
                verification::delete(tx, &e)?;
                return Ok(Err(INVALID_CODE));
            }
            if pending.attempts >= MAX_ATTEMPTS {
                return Ok(Err("Too many incorrect codes. Request a new code."));
            }
            if pending.code_hash != token::hash_code(&e, &c) {
                verification::count_failure(tx, &e)?;
                return Ok(Err(INVALID_CODE));
            }
            Ok(Ok(()))
        })
        .await?;
    outcome.map_err(|m| ApiError::field("verification_code", m))
}

async fn register(
    state: &AppState,
    b: RegisterBody,
    device: &Device,
) -> ApiResult<(Status, Json<Session>)> {
    let sender = device.address.as_str();
    registration_open(state)?;
    let verify = state.config.auth.require_email_verification;
    let r = parse_registration(b, verify)?;
    // The code first: an address that already has an account never got one, so without a
    // code nobody learns whether an address is registered.
    if verify {
        check_code(
            state,
            &r.email,
            r.code.as_deref().unwrap_or_default(),
            sender,
        )
        .await?;
    }
    let email_lookup = r.email.clone();
    if state
        .db
        .read(move |c| users::email_taken(c, &email_lookup))
        .await?
    {
        return Err(ApiError::conflict("email_taken", users::EMAIL_TAKEN));
    }
    let hash = state.hasher.hash(r.password.clone()).await?;
    let notice = Phrase::new("new-client-body")
        .arg("name", r.name.as_str())
        .arg(
            "company",
            if r.company.is_empty() {
                "-"
            } else {
                r.company.as_str()
            },
        )
        .arg("email", r.email.as_str())
        .arg("agency", state.branding().agency_name.as_str());
    let (user_id, admins) = state
        .db
        .write(move |tx| {
            let (first, last) = users::split_name(&r.name);
            let new = users::NewUser {
                role: users::Role::Client,
                email: &r.email,
                password_hash: &hash,
                first_name: &first,
                last_name: &last,
                company: &r.company,
            };
            let user_id = users::insert(tx, &new)?;
            if let Some(language) = r.language {
                languages::set_of_user(tx, user_id, language)?;
            }
            let client = clients::NewClient {
                name: r.name.trim(),
                email: &r.email,
                company: &r.company,
                // Nobody chose a plan yet: the client picks one when paying, or the agency sets it.
                package: None,
                monthly_fee_cents: 0,
                status: clients::ClientStatus::Pending,
                payment_status: clients::PaymentStatus::Pending,
                platforms: &[],
                next_payment: None,
                account_manager: "",
                user_id: Some(user_id),
            };
            clients::insert(tx, &client)?;
            verification::delete(tx, &r.email)?;
            let who = if r.company.is_empty() {
                notifications::isolate(&r.name)
            } else {
                format!(
                    "{} ({})",
                    notifications::isolate(&r.name),
                    notifications::isolate(&r.company)
                )
            };
            notifications::notify_admins(
                tx,
                crate::db::notifications::NotificationType::Other,
                &Phrase::new("notice-registration"),
                &Phrase::new("notice-registration-text")
                    .arg("who", who)
                    .arg("email", r.email.as_str()),
            )?;
            let admins = preferences::admin_recipients(tx, MailKind::NewClients)?;
            Ok((user_id, languages::of_addresses(tx, admins)?))
        })
        .await?;
    state.reindex().await;
    for (admin, lang) in admins {
        let subject = words::say(lang, "new-client-subject");
        state
            .mailer
            .notify(&admin, &subject, &notice.say(lang))
            .await;
    }
    signed_up(state, user_id, device).await
}

/// Creates a client account from a verified address and signs it in.
#[utoipa::path(
    security(()),
    tag = "registration",
    request_body = RegisterBody,
    responses(Registered)
)]
#[post("/auth/verify-and-register", data = "<body>")]
pub(super) async fn post_verify_and_register(
    state: &State<AppState>,
    device: Device,
    body: JsonBody<RegisterBody>,
) -> ApiResult<(Status, Json<Session>)> {
    register(state, body.0, &device).await
}

/// The same registration; the code may be left out only when verification is switched off.
#[utoipa::path(
    security(()),
    tag = "registration",
    request_body = RegisterBody,
    responses(Registered)
)]
#[post("/auth/register", data = "<body>")]
pub(super) async fn post_register(
    state: &State<AppState>,
    device: Device,
    body: JsonBody<RegisterBody>,
) -> ApiResult<(Status, Json<Session>)> {
    register(state, body.0, &device).await
}
