//! A client's team: its members, their seats, and invitations of colleagues. The client's owner
//! manages its own team; the agency manages any client's.

use rocket::http::Status;
use rocket::serde::json::Json;
use rocket::{Route, State, delete, get, patch, post, routes};
use serde::{Deserialize, Serialize};
use time::{Duration, OffsetDateTime};
use utoipa::ToSchema;

use super::body::JsonBody;
use super::invitations::{InvitationSent, LIFETIME_DAYS};
use crate::auth::{AuthUser, Can, area, token};
use crate::db::audit::{self, Entry};
use crate::db::{self, clients, team};
use crate::domain::audit::{AuditAction, AuditObject};
use crate::domain::{Scope, Seat};
use crate::error::{ApiError, ApiResult};
use crate::schema_ref as doc;
use crate::state::AppState;
use crate::validate::Check;
use crate::words::{self, Phrase};

pub fn routes() -> Vec<Route> {
    routes![
        get_client_team,
        post_invitation,
        delete_invitation,
        patch_member,
        delete_member
    ]
}

/// The client whose team the caller manages: any client for the agency, only its own for a
/// client's owner (another's, or none, is 404).
async fn managed(state: &AppState, auth: &AuthUser, id: i64) -> ApiResult<clients::Client> {
    let scope = auth.scope;
    state.db.find(move |c| clients::get_for(c, id, scope)).await
}

#[derive(Serialize, ToSchema)]
pub(super) struct ClientTeam {
    members: Vec<team::ClientMember>,
    /// Invitations sent and not yet accepted.
    invitations: Vec<team::PendingInvitation>,
}

/// A client's team and its open invitations.
#[utoipa::path(
    tag = "clients",
    responses(
        (status = 200, body = ClientTeam),
        (status = 403, response = super::openapi::Forbidden),
        (status = 404, response = super::openapi::NotFound),
    )
)]
#[get("/clients/<id>/team")]
pub(super) async fn get_client_team(
    state: &State<AppState>,
    auth: Can<area::Team>,
    id: i64,
) -> ApiResult<Json<ClientTeam>> {
    managed(state, &auth, id).await?;
    let (members, invitations) = state
        .db
        .read(move |c| Ok((team::members(c, id)?, team::pending(c, id)?)))
        .await?;
    Ok(Json(ClientTeam {
        members,
        invitations,
    }))
}

#[derive(Deserialize, ToSchema)]
pub(super) struct InviteBody {
    #[schema(required = true, nullable = false, format = "email", max_length = 254)]
    email: Option<String>,
    /// The colleague's name, for the mail and the account.
    #[schema(nullable = false, max_length = 100)]
    name: Option<String>,
    /// The seat accepting gives: approver, viewer or billing.
    #[schema(required = true, schema_with = doc::of::<Seat>)]
    seat: Option<String>,
}

/// Invites a colleague by e-mail to the client's team, with a seat; a new invitation to the same
/// address replaces the open one. 409 for an address that already has an account, or for the
/// owner's seat.
#[utoipa::path(
    tag = "clients",
    request_body = InviteBody,
    responses(
        (status = 201, description = "Sent", body = InvitationSent),
        (status = 403, response = super::openapi::Forbidden),
        (status = 404, response = super::openapi::NotFound),
        (status = 409, response = super::openapi::Conflict),
        (status = 503, response = super::openapi::MailFailed),
    )
)]
#[post("/clients/<id>/team/invitations", data = "<body>")]
pub(super) async fn post_invitation(
    state: &State<AppState>,
    auth: Can<area::Team>,
    id: i64,
    body: JsonBody<InviteBody>,
) -> ApiResult<(Status, Json<InvitationSent>)> {
    let mut check = Check::new();
    let email = check.email("email", body.0.email.as_deref());
    let name = check
        .optional("name", body.0.name.as_deref(), 100)
        .unwrap_or_default();
    let seat: Seat = check.required_choice("seat", body.0.seat.as_deref());
    check.finish()?;
    let client = managed(state, &auth, id).await?;
    let key = token::generate();
    let expires = db::format_time(OffsetDateTime::now_utc() + Duration::days(LIFETIME_DAYS));
    let (hash, by, exp, to, who) = (
        token::hash(&key),
        auth.user.id,
        expires.clone(),
        email.clone(),
        name.clone(),
    );
    let actor = auth.actor();
    let entry = Entry::new(AuditAction::TeamInvited, AuditObject::Invitation, "")
        .label(email.clone())
        .client(id)
        .after(serde_json::json!({ "email": email, "name": name, "seat": seat }));
    let lang = state
        .db
        .write(move |c| {
            team::invite(
                c,
                &team::NewInvitation {
                    client_id: id,
                    email: &to,
                    name: &who,
                    seat,
                    token_hash: &hash,
                    by,
                    expires_at: &exp,
                },
            )?;
            audit::record(c, &actor, entry)?;
            // The colleague joins the client's side: they read what the client reads.
            db::languages::of_client(c, id)
        })
        .await?;
    let link = format!("{}/auth?invite={key}", state.config.public_base_url());
    let client_name = if client.company.trim().is_empty() {
        &client.name
    } else {
        &client.company
    };
    let (seat_name, does) = seat_words(seat);
    let body = Phrase::new("team-invitation-body")
        .arg("name", if name.is_empty() { &email } else { &name })
        .arg("inviter", auth.user.display_name())
        .arg("client", client_name.as_str())
        .arg("seat", words::say(lang, seat_name))
        .arg("does", words::say(lang, does))
        .arg("link", link.as_str())
        .arg("agency", state.branding().agency_name.as_str())
        .say(lang);
    let subject = Phrase::new("team-invitation-subject")
        .arg("client", client_name.as_str())
        .say(lang);
    if let Err(e) = state.mailer.send(&email, &subject, &body).await {
        let hash = token::hash(&key);
        state
            .db
            .write(move |c| crate::db::invitations::withdraw(c, &hash))
            .await?;
        return Err(e);
    }
    Ok((
        Status::Created,
        Json(InvitationSent::new(
            format!("Invitation sent to {email}."),
            email,
            expires,
        )),
    ))
}

/// What a seat opens, as the invitation says it.
/// The catalog keys of a seat's name and of what it may do.
fn seat_words(seat: Seat) -> (&'static str, &'static str) {
    match seat {
        Seat::Owner => ("seat-owner", "seat-owner-does"),
        Seat::Approver => ("seat-approver", "seat-approver-does"),
        Seat::Viewer => ("seat-viewer", "seat-viewer-does"),
        Seat::Billing => ("seat-billing", "seat-billing-does"),
    }
}

/// Takes back an invitation not yet accepted.
#[utoipa::path(
    tag = "clients",
    responses(
        (status = 204, description = "Revoked"),
        (status = 403, response = super::openapi::Forbidden),
        (status = 404, response = super::openapi::NotFound),
    )
)]
#[delete("/clients/<id>/team/invitations/<invitation>")]
pub(super) async fn delete_invitation(
    state: &State<AppState>,
    auth: Can<area::Team>,
    id: i64,
    invitation: i64,
) -> ApiResult<Status> {
    managed(state, &auth, id).await?;
    let actor = auth.actor();
    let gone = state
        .db
        .write(move |c| {
            let pending = team::pending(c, id)?;
            let Some(inv) = pending.iter().find(|i| i.id == invitation) else {
                return Ok(false);
            };
            let entry = Entry::new(
                AuditAction::TeamInvitationRevoked,
                AuditObject::Invitation,
                invitation,
            )
            .label(inv.email.clone())
            .client(id)
            .before(inv);
            let gone = team::revoke(c, id, invitation)?;
            if gone {
                audit::record(c, &actor, entry)?;
            }
            Ok(gone)
        })
        .await?;
    gone.then_some(Status::NoContent)
        .ok_or_else(ApiError::not_found)
}

#[derive(Deserialize, ToSchema)]
pub(super) struct MemberBody {
    /// The new seat: approver, viewer or billing (the owner's stays).
    #[schema(schema_with = doc::of::<Seat>)]
    seat: Option<String>,
    /// Whether the member is a named approver for an "all named approvers" policy; the
    /// agency's to set, as it sets the policy.
    #[schema(nullable = false)]
    must_approve: Option<bool>,
}

/// Changes a member's seat, at once (its next request and its live updates follow the new seat).
#[utoipa::path(
    tag = "clients",
    request_body = MemberBody,
    responses(
        (status = 200, body = team::ClientMember),
        (status = 403, response = super::openapi::Forbidden),
        (status = 404, response = super::openapi::NotFound),
        (status = 409, response = super::openapi::Conflict),
    )
)]
#[patch("/clients/<id>/team/<user>", data = "<body>")]
pub(super) async fn patch_member(
    state: &State<AppState>,
    auth: Can<area::Team>,
    id: i64,
    user: i64,
    body: JsonBody<MemberBody>,
) -> ApiResult<Json<team::ClientMember>> {
    let mut check = Check::new();
    let seat: Option<Seat> = check.choice("seat", body.0.seat.as_deref());
    check.finish()?;
    let must_approve = body.0.must_approve;
    if must_approve.is_some() && auth.scope != Scope::Agency {
        return Err(ApiError::Forbidden(
            "The agency names the approvers, with the client's approval policy.".into(),
        ));
    }
    managed(state, &auth, id).await?;
    let actor = auth.actor();
    let member = state
        .db
        .write(move |c| {
            let before = team::members(c, id)?
                .into_iter()
                .find(|m| m.user_id == user);
            let after = team::update(c, id, user, seat, must_approve)?;
            if let (Some(b), Some(a)) = (&before, &after) {
                let entry = Entry::new(AuditAction::TeamRoleChanged, AuditObject::User, user)
                    .label(a.email.clone())
                    .client(id)
                    .changes(b, a);
                audit::record(c, &actor, entry)?;
            }
            Ok(after)
        })
        .await?
        .ok_or_else(ApiError::not_found)?;
    state.hub.reseat(member.user_id, member.seat);
    Ok(Json(member))
}

/// Removes a member from the team: the account is deleted, and its sessions and live streams
/// end at once.
#[utoipa::path(
    tag = "clients",
    responses(
        (status = 204, description = "Removed"),
        (status = 403, response = super::openapi::Forbidden),
        (status = 404, response = super::openapi::NotFound),
        (status = 409, response = super::openapi::Conflict),
    )
)]
#[delete("/clients/<id>/team/<user>")]
pub(super) async fn delete_member(
    state: &State<AppState>,
    auth: Can<area::Team>,
    id: i64,
    user: i64,
) -> ApiResult<Status> {
    managed(state, &auth, id).await?;
    let actor = auth.actor();
    let avatar = state
        .db
        .write(move |c| {
            let before = team::members(c, id)?
                .into_iter()
                .find(|m| m.user_id == user);
            let avatar = team::remove(c, id, user)?;
            if let (Some(b), Some(_)) = (&before, &avatar) {
                let entry = Entry::new(AuditAction::TeamMemberRemoved, AuditObject::User, user)
                    .label(b.email.clone())
                    .client(id)
                    .before(b);
                audit::record(c, &actor, entry)?;
            }
            Ok(avatar)
        })
        .await?
        .ok_or_else(ApiError::not_found)?;
    state.account_deleted(user, avatar).await;
    Ok(Status::NoContent)
}
