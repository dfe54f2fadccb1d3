//! `POST /api/admin/delete-account/`: an admin removes their own account, never the last one.

use rocket::http::Status;
use rocket::{Route, State, post, routes};

use crate::auth::AdminUser;
use crate::db::audit::{self, Entry};
use crate::db::users;
use crate::domain::audit::{AuditAction, AuditObject};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

pub fn routes() -> Vec<Route> {
    routes![post_delete_account]
}

pub const LAST_ADMIN: &str =
    "You are the only admin; create another admin before deleting this account.";

/// Deletes the caller's own admin account; 409 for the last admin.
#[utoipa::path(
    tag = "auth",
    responses(
        (status = 204, description = "Deleted"),
        (status = 403, response = super::openapi::Forbidden),
        (status = 409, response = super::openapi::Conflict),
    )
)]
#[post("/admin/delete-account")]
pub(super) async fn post_delete_account(
    state: &State<AppState>,
    admin: AdminUser,
) -> ApiResult<Status> {
    let user_id = admin.0.user.id;
    let actor = admin.0.actor();
    let entry = Entry::new(AuditAction::AdminDeleted, AuditObject::User, user_id)
        .label(admin.0.user.email.clone())
        .before(admin.0.user.view());
    // Counted and deleted in one transaction, so two admins deleting at once cannot leave none.
    let avatar = state
        .db
        .write(move |c| {
            if users::count_admins(c)? <= 1 {
                return Err(ApiError::conflict("last_admin", LAST_ADMIN));
            }
            audit::record(c, &actor, entry)?;
            users::delete(c, user_id)
        })
        .await?;
    state.account_deleted(user_id, avatar).await;
    Ok(Status::NoContent)
}
