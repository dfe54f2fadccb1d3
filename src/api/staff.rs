//! The agency's staff: who works here and as what. Everyone on the staff reads the list; its
//! owners invite colleagues, change roles and remove people. The agency always keeps an owner.

use rocket::http::Status;
use rocket::serde::json::Json;
use rocket::{Route, State, delete, get, patch, post, routes};
use serde::{Deserialize, Serialize};
use time::{Duration, OffsetDateTime};
use utoipa::ToSchema;

use super::body::JsonBody;
use super::invitations::{InvitationSent, LIFETIME_DAYS};
use crate::auth::{AdminUser, OwnerUser, token};
use crate::db::audit::{self, Entry};
use crate::db::staff::{self, StaffInvitation, StaffMember};
use crate::domain::audit::{AuditAction, AuditObject};
use crate::domain::{Scope, StaffRole};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::validate::Check;
use crate::words::{self, Phrase};

pub fn routes() -> Vec<Route> {
    routes![
        get_staff,
        post_staff_invitation,
        delete_staff_invitation,
        patch_staff_member,
        delete_staff_member,
    ]
}

/// What a role lets one do, for the invitation mail.
fn role_words(role: StaffRole) -> (&'static str, &'static str) {
    match role {
        StaffRole::Owner => ("role-owner", "role-owner-does"),
        StaffRole::Manager => ("role-manager", "role-manager-does"),
        StaffRole::Member => ("role-member", "role-member-does"),
    }
}

#[derive(Serialize, ToSchema)]
pub struct StaffList {
    staff: Vec<StaffMember>,
    /// Invitations not yet accepted (owners see them; empty for a manager).
    invitations: Vec<StaffInvitation>,
}

/// The agency's staff, owners first, and (for its owners) the open invitations.
#[utoipa::path(
    tag = "staff",
    responses((status = 200, body = StaffList), (status = 403, response = super::openapi::Forbidden))
)]
#[get("/staff")]
pub(super) async fn get_staff(
    state: &State<AppState>,
    admin: AdminUser,
) -> ApiResult<Json<StaffList>> {
    let owner = admin.0.user.staff_role == Some(StaffRole::Owner);
    let viewer = admin.0.scope;
    let (staff, invitations) = state
        .db
        .read(move |c| {
            let invitations = if owner {
                staff::invitations(c)?
            } else {
                Vec::new()
            };
            let mut staff = staff::members(c)?;
            // A member learns no client's name through a colleague's assignments.
            if let Scope::Assigned(me) = viewer {
                let mine = staff::assigned_clients(c, me)?;
                for person in &mut staff {
                    person.clients.retain(|client| mine.contains(&client.id));
                }
            }
            Ok((staff, invitations))
        })
        .await?;
    Ok(Json(StaffList { staff, invitations }))
}

#[derive(Deserialize, ToSchema)]
pub(super) struct StaffInviteBody {
    #[schema(required = true, max_length = 254, nullable = false)]
    email: Option<String>,
    #[schema(max_length = 100, nullable = false)]
    name: Option<String>,
    #[schema(required = true, schema_with = crate::schema_ref::of::<StaffRole>)]
    role: Option<String>,
}

/// Invites a colleague with a role (owners). A new invitation to the same address replaces
/// the open one; an address with an account is 409.
#[utoipa::path(
    tag = "staff",
    request_body = StaffInviteBody,
    responses(
        (status = 201, body = InvitationSent),
        (status = 403, response = super::openapi::Forbidden),
        (status = 409, response = super::openapi::Conflict),
        (status = 503, response = super::openapi::MailFailed),
    )
)]
#[post("/staff/invitations", data = "<body>")]
pub(super) async fn post_staff_invitation(
    state: &State<AppState>,
    owner: OwnerUser,
    body: JsonBody<StaffInviteBody>,
) -> ApiResult<(Status, Json<InvitationSent>)> {
    let mut check = Check::new();
    let email = check.email("email", body.0.email.as_deref());
    let name = check
        .optional("name", body.0.name.as_deref(), 100)
        .unwrap_or_default();
    let role: StaffRole = check.required_choice("role", body.0.role.as_deref());
    check.finish()?;
    let key = token::generate();
    let expires = crate::db::format_time(OffsetDateTime::now_utc() + Duration::days(LIFETIME_DAYS));
    let (hash, by, exp, to, who) = (
        token::hash(&key),
        owner.0.user.id,
        expires.clone(),
        email.clone(),
        name.clone(),
    );
    let actor = owner.0.actor();
    let (invitation, lang) = state
        .db
        .write(move |c| {
            let inv = staff::invite(
                c,
                &staff::NewInvitation {
                    email: &to,
                    name: &who,
                    role,
                    token_hash: &hash,
                    by,
                    expires_at: &exp,
                },
            )?;
            let entry = Entry::new(
                AuditAction::TeamInvited,
                AuditObject::StaffInvitation,
                inv.id,
            )
            .label(inv.email.clone())
            .after(&inv);
            audit::record(c, &actor, entry)?;
            // Someone new on the agency's side reads the agency's language.
            Ok((inv, crate::db::languages::default(c)?))
        })
        .await?;
    let agency = state.branding().agency_name.clone();
    let link = format!("{}/auth?invite={key}", state.config.public_base_url());
    let (role_name, does) = role_words(role);
    let text = Phrase::new("staff-invitation-body")
        .arg("name", if name.is_empty() { &email } else { &name })
        .arg("inviter", owner.0.user.display_name())
        .arg("agency", agency.as_str())
        .arg("role", words::say(lang, role_name))
        .arg("does", words::say(lang, does))
        .arg("link", link.as_str())
        .say(lang);
    let subject = Phrase::new("staff-invitation-subject")
        .arg("agency", agency.as_str())
        .say(lang);
    if let Err(e) = state.mailer.send(&email, &subject, &text).await {
        let id = invitation.id;
        state.db.write(move |c| staff::revoke(c, id)).await?;
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

/// Withdraws an open invitation (owners).
#[utoipa::path(
    tag = "staff",
    responses(
        (status = 204, description = "Withdrawn"),
        (status = 403, response = super::openapi::Forbidden),
    )
)]
#[delete("/staff/invitations/<id>")]
pub(super) async fn delete_staff_invitation(
    state: &State<AppState>,
    owner: OwnerUser,
    id: i64,
) -> ApiResult<Status> {
    let actor = owner.0.actor();
    state
        .db
        .write(move |c| {
            let inv = staff::revoke(c, id)?.ok_or_else(ApiError::not_found)?;
            let entry = Entry::new(
                AuditAction::TeamInvitationRevoked,
                AuditObject::StaffInvitation,
                id,
            )
            .label(inv.email.clone())
            .before(&inv);
            audit::record(c, &actor, entry)
        })
        .await?;
    Ok(Status::NoContent)
}

#[derive(Deserialize, ToSchema)]
pub(super) struct StaffRoleBody {
    #[schema(required = true, schema_with = crate::schema_ref::of::<StaffRole>)]
    role: Option<String>,
    /// A member's clients, replacing those it had (only with `role: member`).
    #[schema(nullable = false, max_items = 1000)]
    clients: Option<Vec<i64>>,
}

/// The most clients one member is given at once.
const CLIENTS_MAX: usize = 1000;

/// Gives a colleague another role and, for a member, its clients (owners); demoting the last
/// owner is 409 `last_owner`. The next request of the colleague follows the new role; leaving
/// the member role lets its clients go.
#[utoipa::path(
    tag = "staff",
    request_body = StaffRoleBody,
    responses(
        (status = 200, body = StaffMember),
        (status = 403, response = super::openapi::Forbidden),
        (status = 409, response = super::openapi::Conflict),
    )
)]
#[patch("/staff/<id>", data = "<body>")]
pub(super) async fn patch_staff_member(
    state: &State<AppState>,
    owner: OwnerUser,
    id: i64,
    body: JsonBody<StaffRoleBody>,
) -> ApiResult<Json<StaffMember>> {
    let mut check = Check::new();
    let role: StaffRole = check.required_choice("role", body.0.role.as_deref());
    let mut clients = body.0.clients;
    if let Some(list) = &mut clients {
        // None (an empty list) is what every other role has.
        if !list.is_empty() && !check.has("role") && role != StaffRole::Member {
            check.add(
                "clients",
                "Only a member is given clients; the other roles see all.",
            );
        }
        if list.len() > CLIENTS_MAX {
            check.add("clients", format!("At most {CLIENTS_MAX} clients."));
        }
        list.sort_unstable();
        list.dedup();
    }
    check.finish()?;
    let actor = owner.0.actor();
    let member = state
        .db
        .write(move |c| {
            let before = staff::member(c, id)?.ok_or_else(ApiError::not_found)?;
            staff::set_role(c, id, role)?.ok_or_else(ApiError::not_found)?;
            if let Some(list) = &clients {
                let mut unknown = Vec::new();
                for &client in list {
                    if crate::db::clients::get(c, client)?.is_none() {
                        unknown.push(client.to_string());
                    }
                }
                if !unknown.is_empty() {
                    return Err(ApiError::field(
                        "clients",
                        format!("No client with id {}.", unknown.join(", ")),
                    ));
                }
                staff::assign(c, id, list)?;
            }
            let after = staff::member(c, id)?.ok_or_else(|| ApiError::gone("user"))?;
            let entry = Entry::new(AuditAction::TeamRoleChanged, AuditObject::User, id)
                .label(after.email.clone())
                .changes(&before, &after);
            audit::record(c, &actor, entry)?;
            Ok(after)
        })
        .await?;
    Ok(Json(member))
}

/// Removes a colleague (owners): the account is deleted and its sessions end at once. The last
/// owner stays (409); one's own account goes through `POST /api/admin/delete-account`.
#[utoipa::path(
    tag = "staff",
    responses(
        (status = 204, description = "Removed"),
        (status = 403, response = super::openapi::Forbidden),
        (status = 409, response = super::openapi::Conflict),
    )
)]
#[delete("/staff/<id>")]
pub(super) async fn delete_staff_member(
    state: &State<AppState>,
    owner: OwnerUser,
    id: i64,
) -> ApiResult<Status> {
    if id == owner.0.user.id {
        return Err(ApiError::conflict(
            "own_account",
            "To leave, delete your own account under Settings.",
        ));
    }
    let actor = owner.0.actor();
    let avatar = state
        .db
        .write(move |c| {
            let gone = staff::member(c, id)?.ok_or_else(ApiError::not_found)?;
            let entry = Entry::new(AuditAction::TeamMemberRemoved, AuditObject::User, id)
                .label(gone.email.clone())
                .before(&gone);
            audit::record(c, &actor, entry)?;
            crate::db::users::delete(c, id)
        })
        .await?;
    state.account_deleted(id, avatar).await;
    Ok(Status::NoContent)
}
