//! The caller's own notifications: list with filters, mark one or all read.

use rocket::http::uri::Origin;
use rocket::serde::json::{Json, Value, json};
use rocket::{Route, State, get, post, routes};

use super::page::{PageParams, Paginated};
use crate::auth::AuthUser;
use crate::db::notifications::{self, Filter, Notification};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

pub fn routes() -> Vec<Route> {
    routes![get_notifications, post_mark_read, post_mark_all_read]
}

fn parse_read(raw: Option<&str>) -> ApiResult<Option<bool>> {
    match raw.map(str::to_ascii_lowercase).as_deref() {
        None | Some("") | Some("all") => Ok(None),
        Some("true" | "1" | "read") => Ok(Some(true)),
        Some("false" | "0" | "unread") => Ok(Some(false)),
        Some(_) => Err(ApiError::field("read", "Use true or false.")),
    }
}

#[get("/notifications?<read>&<type>&<page>&<page_size>")]
async fn get_notifications(
    state: &State<AppState>,
    auth: AuthUser,
    uri: &Origin<'_>,
    read: Option<&str>,
    r#type: Option<&str>,
    page: Option<&str>,
    page_size: Option<&str>,
) -> ApiResult<Json<Paginated<Notification>>> {
    let params = PageParams::parse(page, page_size)?;
    let read = parse_read(read)?;
    let kind = match r#type.filter(|t| !t.is_empty() && *t != "all") {
        Some(t) if notifications::TYPES.contains(&t) => Some(t.to_string()),
        Some(_) => return Err(ApiError::field("type", "Unknown notification type.")),
        None => None,
    };
    let user_id = auth.user.id;
    let (count, rows) = state
        .db
        .read(move |c| {
            let f = Filter {
                read,
                kind: kind.as_deref(),
            };
            let count = notifications::count(c, user_id, &f)?;
            Ok((
                count,
                notifications::list(c, user_id, &f, params.size, params.offset())?,
            ))
        })
        .await?;
    Ok(Json(params.wrap(uri, count, rows)))
}

#[post("/notifications/<id>/mark_read")]
async fn post_mark_read(
    state: &State<AppState>,
    auth: AuthUser,
    id: i64,
) -> ApiResult<Json<Notification>> {
    let user_id = auth.user.id;
    let found = state
        .db
        .write(move |c| notifications::mark_read(c, user_id, id))
        .await?;
    found.map(Json).ok_or_else(ApiError::not_found)
}

#[post("/notifications/mark_all_read")]
async fn post_mark_all_read(state: &State<AppState>, auth: AuthUser) -> ApiResult<Json<Value>> {
    let user_id = auth.user.id;
    let updated = state
        .db
        .write(move |c| notifications::mark_all_read(c, user_id))
        .await?;
    Ok(Json(json!({"updated": updated})))
}
