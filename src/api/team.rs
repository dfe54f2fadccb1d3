//! `GET /api/team/`: the agency's team (its admin users), e.g. to assign tasks.

use rocket::http::uri::Origin;
use rocket::serde::json::Json;
use rocket::{Route, State, get, routes};
use serde::Serialize;

use super::page::{PageParams, Paginated};
use crate::auth::AdminUser;
use crate::db::users::{self, Role};
use crate::error::ApiResult;
use crate::state::AppState;

pub fn routes() -> Vec<Route> {
    routes![get_team]
}

#[derive(Serialize)]
struct Member {
    id: i64,
    name: String,
    email: String,
    avatar: Option<String>,
}

#[get("/team?<page>&<page_size>")]
async fn get_team(
    state: &State<AppState>,
    _admin: AdminUser,
    uri: &Origin<'_>,
    page: Option<&str>,
    page_size: Option<&str>,
) -> ApiResult<Json<Paginated<Member>>> {
    let params = PageParams::parse(page, page_size)?;
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
            let v = u.view();
            let name = if v.name.is_empty() {
                v.email.clone()
            } else {
                v.name
            };
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
