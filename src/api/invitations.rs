//! Portal invitations: an admin invites a client's contact, who sets a password by mail link
//! and becomes that client's user.

use rocket::http::Status;
use rocket::serde::json::Json;
use rocket::{Route, State, get, post, routes};
use serde::{Deserialize, Serialize};
use time::{Duration, OffsetDateTime};
use utoipa::ToSchema;

use super::auth::{Device, Session, signed_up};
use super::body::JsonBody;
use crate::auth::{AdminUser, password, token};
use crate::db::audit::{self, Entry};
use crate::db::clients::Client;
use crate::db::{self, invitations, users};
use crate::domain::audit::{AuditAction, AuditObject};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::words::Phrase;

pub fn routes() -> Vec<Route> {
    routes![post_invite, get_invitation, post_accept]
}

pub const LIFETIME_DAYS: i64 = 7;
const INVALID: &str =
    "This invitation link is invalid or has expired. Ask the agency for a new one.";

/// An invitation went out.
#[derive(Serialize, ToSchema)]
pub(super) struct InvitationSent {
    message: String,
    email: String,
    expires_at: String,
}

impl InvitationSent {
    pub(super) fn new(message: String, email: String, expires_at: String) -> InvitationSent {
        InvitationSent {
            message,
            email,
            expires_at,
        }
    }
}

/// Mails the client's contact a link to set a password and use the portal (admins only).
/// A new invitation replaces an open one; 409 when the client already has access or the
/// address belongs to another account.
#[utoipa::path(
    tag = "clients",
    responses(
        (status = 201, description = "Sent", body = InvitationSent),
        (status = 403, response = super::openapi::Forbidden),
        (status = 409, response = super::openapi::Conflict),
        (status = 503, response = super::openapi::MailFailed),
    )
)]
#[post("/clients/<id>/invite")]
pub(super) async fn post_invite(
    state: &State<AppState>,
    admin: AdminUser,
    id: i64,
) -> ApiResult<(Status, Json<InvitationSent>)> {
    let key = token::generate();
    let hash = token::hash(&key);
    let expires = db::format_time(OffsetDateTime::now_utc() + Duration::days(LIFETIME_DAYS));
    let (by, exp) = (admin.0.user.id, expires.clone());
    let actor = admin.0.actor();
    let client = state
        .db
        .write(move |c| {
            let client = invitations::invite(c, id, &hash, by, &exp)?;
            let entry = Entry::new(AuditAction::TeamInvited, AuditObject::Invitation, "")
                .label(client.email.clone())
                .client(id)
                .after(serde_json::json!({ "email": client.email, "seat": "owner" }));
            audit::record(c, &actor, entry)?;
            Ok(client)
        })
        .await?;
    send_invitation(state, &admin.0.user.full_name(), &client, &key).await?;
    let message = format!("Invitation sent to {}.", client.email);
    Ok((
        Status::Created,
        Json(InvitationSent::new(message, client.email, expires)),
    ))
}

/// Mails the link; when the mail cannot go out, the invitation is taken back and the error is
/// the answer.
async fn send_invitation(
    state: &AppState,
    inviter: &str,
    client: &Client,
    key: &str,
) -> ApiResult<()> {
    let link = format!("{}/auth?invite={key}", state.config.public_base_url());
    let id = client.id;
    let lang = state
        .db
        .read(move |c| crate::db::languages::of_client(c, id))
        .await?;
    let body = Phrase::new("invitation-body")
        .arg("name", client.name.as_str())
        .arg("inviter", inviter)
        .arg("link", link.as_str())
        .arg("agency", state.branding().agency_name.as_str())
        .say(lang);
    let subject = crate::words::say(lang, "invitation-subject");
    if let Err(e) = state.mailer.send(&client.email, &subject, &body).await {
        let hash = token::hash(key);
        state
            .db
            .write(move |c| invitations::withdraw(c, &hash))
            .await?;
        return Err(e);
    }
    Ok(())
}

/// Accepts an invitation to the agency's staff: the agency user with the invitation's role,
/// signed in.
async fn join_staff(
    state: &AppState,
    inv: crate::db::staff::StaffInvitation,
    token_hash: String,
    pass: String,
    device: &Device,
) -> ApiResult<(Status, Json<Session>)> {
    password::check_new("password", &pass, &[&inv.email, &inv.name])?;
    let hash = state.hasher.hash(pass).await?;
    let address = device.address.clone();
    let user_id = state
        .db
        .write(move |c| {
            let joined = crate::db::staff::accept(c, &token_hash, &hash)?;
            if let Some(user) = joined.map(|id| users::find(c, id)).transpose()?.flatten() {
                let entry = Entry::new(AuditAction::TeamJoined, AuditObject::User, user.id)
                    .label(user.email.clone())
                    .after(serde_json::json!({ "staff_role": inv.role }));
                audit::record(c, &crate::auth::guards::actor_of(&user, &address), entry)?;
            }
            Ok(joined)
        })
        .await?
        .ok_or_else(|| ApiError::NotFound(INVALID.into()))?;
    signed_up(state, user_id, device).await
}

/// What the invitation page shows before the password is set.
#[derive(Serialize, ToSchema)]
pub(super) struct Invitation {
    email: String,
    /// The client's name (the invitee's own for the agency's staff).
    name: String,
    /// The client's company, or the agency's name for its staff.
    company: String,
    expires_at: String,
    /// The seat on the client's team that accepting gives; null for the agency's staff.
    #[schema(required = true, schema_with = crate::schema_ref::or_null::<crate::domain::Seat>)]
    seat: Option<crate::domain::Seat>,
    /// The role on the agency's staff that accepting gives; null for a client's team.
    #[schema(required = true, schema_with = crate::schema_ref::or_null::<crate::domain::StaffRole>)]
    staff_role: Option<crate::domain::StaffRole>,
}

/// An open invitation, by the key in its link; 404 once used or expired.
#[utoipa::path(security(()), tag = "clients", responses((status = 200, body = Invitation)))]
#[get("/invitations/<key>")]
pub(super) async fn get_invitation(
    state: &State<AppState>,
    key: &str,
) -> ApiResult<Json<Invitation>> {
    let hash = token::hash(key);
    let found = state
        .db
        .read(move |c| {
            Ok((
                invitations::find_open_with_client(c, &hash)?,
                crate::db::staff::find_open(c, &hash)?,
            ))
        })
        .await?;
    match found {
        (Some((inv, client)), _) => Ok(Json(Invitation {
            email: inv.email,
            name: client.name,
            company: client.company,
            expires_at: inv.expires_at,
            seat: Some(inv.seat),
            staff_role: None,
        })),
        (None, Some(inv)) => Ok(Json(Invitation {
            email: inv.email,
            name: inv.name,
            company: state.branding().agency_name.clone(),
            expires_at: inv.expires_at,
            seat: None,
            staff_role: Some(inv.role),
        })),
        (None, None) => Err(ApiError::NotFound(INVALID.into())),
    }
}

#[derive(Deserialize, ToSchema)]
pub(super) struct AcceptBody {
    /// The new account's password, checked for strength.
    #[schema(required = true, min_length = 1, nullable = false)]
    password: Option<String>,
}

/// Sets the password, creates the client's user (its owner, or a colleague on its team with the
/// invitation's seat) and signs it in.
#[utoipa::path(
    security(()),
    tag = "clients",
    request_body = AcceptBody,
    responses(
        (status = 201, description = "Account created and signed in", body = Session),
        (status = 409, response = super::openapi::Conflict),
        (status = 503, response = super::openapi::Busy),
    )
)]
#[post("/invitations/<key>/accept", data = "<body>")]
pub(super) async fn post_accept(
    state: &State<AppState>,
    key: &str,
    body: JsonBody<AcceptBody>,
    device: Device,
) -> ApiResult<(Status, Json<Session>)> {
    let pass = body.0.password.unwrap_or_default();
    if pass.is_empty() {
        return Err(ApiError::field("password", "Password is required"));
    }
    // The key before any hashing: a hash costs memory and CPU, so only a real invitation buys one.
    let token_hash = token::hash(key);
    let lookup = token_hash.clone();
    let (client_invitation, staff_invitation) = state
        .db
        .read(move |c| {
            Ok((
                invitations::find_open_with_client(c, &lookup)?,
                crate::db::staff::find_open(c, &lookup)?,
            ))
        })
        .await?;
    let (inv, client) = match (client_invitation, staff_invitation) {
        (Some(found), _) => found,
        (None, Some(staff)) => return join_staff(state, staff, token_hash, pass, &device).await,
        (None, None) => return Err(ApiError::NotFound(INVALID.into())),
    };
    password::check_new("password", &pass, &[&inv.email, &client.name])?;
    let hash = state.hasher.hash(pass).await?;
    let address = device.address.clone();
    let user_id = state
        .db
        .write(move |c| {
            let joined = invitations::accept(c, &token_hash, &hash)?;
            if let Some(user) = joined.map(|id| users::find(c, id)).transpose()?.flatten() {
                let entry = Entry::new(AuditAction::TeamJoined, AuditObject::User, user.id)
                    .label(user.email.clone())
                    .client(inv.client_id)
                    .after(serde_json::json!({ "seat": inv.seat }));
                audit::record(c, &crate::auth::guards::actor_of(&user, &address), entry)?;
            }
            Ok(joined)
        })
        .await?
        .ok_or_else(|| ApiError::NotFound(INVALID.into()))?;
    signed_up(state, user_id, &device).await
}
