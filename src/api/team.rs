//! `GET /api/team/`: the agency's team (its admin users), e.g. to assign tasks.

use rocket::http::uri::Origin;
use rocket::serde::json::Json;
use rocket::{Route, State, get, routes};
use serde::Serialize;
use utoipa::ToSchema;

use super::page::{OneEach, PageParams, PageQuery, Paginated};
use crate::auth::AdminUser;
use crate::db::users::{self, Role};
use crate::error::ApiResult;
use crate::state::AppState;

pub fn routes() -> Vec<Route> {
    routes![get_team]
}

/// An admin of the agency, as a task assignee.
#[derive(Serialize, ToSchema)]
pub(super) struct Member {
    id: i64,
    name: String,
    email: String,
    #[schema(required = true)]
    avatar: Option<String>,
}

/// The agency's team (its admins), e.g. to assign tasks.
#[utoipa::path(
    tag = "tasks",
    params(PageQuery),
    responses((status = 200, body = Paginated<Member>), (status = 403, response = super::openapi::Forbidden))
)]
#[get("/team?<q..>")]
pub(super) async fn get_team(
    state: &State<AppState>,
    _admin: AdminUser,
    uri: &Origin<'_>,
    _one_each: OneEach,
    q: PageQuery<'_>,
) -> ApiResult<Json<Paginated<Member>>> {
    let params = PageParams::parse(q.page, q.page_size)?;
    let admins = state
        .db
        .read(|c| users::list_by_role(c, Role::Admin))
        .await?;
    let count = admins.len() as i64;
    let members = admins
        .into_iter()
        .skip(params.offset() as usize)
        .take(params.size as usize)
        .map(|u| {
            let name = u.display_name();
            let v = u.view();
            Member {
                id: v.id,
                name,
                email: v.email,
                avatar: v.avatar,
            }
        })
        .collect();
    Ok(Json(params.wrap(uri, count, members)))
}
