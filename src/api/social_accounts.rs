//! `GET /api/social-accounts/`: connected accounts, a client's own or (for admins) any client's.

use rocket::serde::json::Json;
use rocket::{FromForm, Route, State, get, routes};
use utoipa::IntoParams;

use super::page::OneEach;
use crate::auth::AuthUser;
use crate::db::clients::Viewer;
use crate::db::social_accounts::{self, SocialAccount};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

pub fn routes() -> Vec<Route> {
    routes![get_social_accounts]
}

#[derive(FromForm, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct AccountQuery<'r> {
    /// A client's id: for an admin, that client's accounts; for a client user, only its own
    /// id is known (any other answers 404).
    #[param(value_type = Option<i64>)]
    client: Option<&'r str>,
}

/// Connected social accounts: a client user's own, or for an admin every client's (`client`
/// narrows it to one).
#[utoipa::path(
    tag = "social",
    security(("Token" = [])),
    params(AccountQuery),
    responses(
        (status = 200, body = Vec<SocialAccount>),
        (status = 404, response = super::openapi::NotFound),
    )
)]
#[get("/social-accounts?<q..>")]
pub(super) async fn get_social_accounts(
    state: &State<AppState>,
    auth: AuthUser,
    _one_each: OneEach,
    q: AccountQuery<'_>,
) -> ApiResult<Json<Vec<SocialAccount>>> {
    let client = match q.client {
        None => None,
        Some(raw) => Some(
            raw.trim()
                .parse::<i64>()
                .map_err(|_| ApiError::field("client", "Use a numeric id."))?,
        ),
    };
    let viewer = Viewer::of(&auth.user);
    let accounts = state
        .db
        .read(move |c| {
            // Another client's id is indistinguishable from a missing one.
            if let Some(id) = client
                && crate::db::clients::get_for(c, id, viewer)?.is_none()
            {
                return Err(ApiError::not_found());
            }
            social_accounts::list(c, viewer, client)
        })
        .await?;
    Ok(Json(accounts))
}
