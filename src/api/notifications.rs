//! The caller's own notifications: list with filters, mark one or all read.

use rocket::http::uri::Origin;
use rocket::serde::json::Json;
use rocket::{FromForm, Route, State, get, post, routes};
use utoipa::IntoParams;

use super::Updated;
use super::page::{OneEach, PageParams, PageQuery, Paginated};
use crate::auth::AuthUser;
use crate::db::notifications::{self, Filter, Notification, NotificationType};
use crate::domain::Vocabulary;
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

#[derive(FromForm, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct NotificationQuery<'r> {
    /// `true`/`read`, `false`/`unread`, or `all`.
    #[param(schema_with = read_filter)]
    read: Option<&'r str>,
    /// One of the notification types, or `all`.
    #[field(name = "type")]
    #[param(rename = "type", schema_with = type_filter)]
    kind: Option<&'r str>,
    #[param(ignore)]
    page: Option<&'r str>,
    #[param(ignore)]
    page_size: Option<&'r str>,
}

/// The caller's own notifications, newest first.
#[utoipa::path(
    tag = "notifications",
    params(NotificationQuery, PageQuery),
    responses((status = 200, body = Paginated<Notification>))
)]
#[get("/notifications?<q..>")]
pub(super) async fn get_notifications(
    state: &State<AppState>,
    auth: AuthUser,
    uri: &Origin<'_>,
    _one_each: OneEach,
    q: NotificationQuery<'_>,
) -> ApiResult<Json<Paginated<Notification>>> {
    let params = PageParams::parse(q.page, q.page_size)?;
    let read = parse_read(q.read)?;
    let kind = match q.kind.filter(|t| !t.is_empty() && *t != "all") {
        Some(t) => match NotificationType::exact(t) {
            Some(kind) => Some(kind),
            None => return Err(ApiError::field("type", "Unknown notification type.")),
        },
        None => None,
    };
    let user_id = auth.user.id;
    let (count, rows) = state
        .db
        .read(move |c| {
            let f = Filter { read, kind };
            let count = notifications::count(c, user_id, &f)?;
            Ok((
                count,
                notifications::list(c, user_id, &f, params.size, params.offset())?,
            ))
        })
        .await?;
    Ok(Json(params.wrap(uri, count, rows)))
}

/// Marks one of the caller's notifications read; another user's answers 404.
#[utoipa::path(tag = "notifications", responses((status = 200, body = Notification)))]
#[post("/notifications/<id>/mark_read")]
pub(super) async fn post_mark_read(
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

/// Marks all of the caller's notifications read.
#[utoipa::path(tag = "notifications", responses((status = 200, body = Updated)))]
#[post("/notifications/mark_all_read")]
pub(super) async fn post_mark_all_read(
    state: &State<AppState>,
    auth: AuthUser,
) -> ApiResult<Json<Updated>> {
    let user_id = auth.user.id;
    let updated = state
        .db
        .write(move |c| notifications::mark_all_read(c, user_id))
        .await?;
    Ok(Json(Updated { updated }))
}

/// What `parse_read` reads.
fn read_filter() -> utoipa::openapi::schema::Object {
    crate::api::input_schema::filter_of(&["true", "1", "read", "false", "0", "unread"])
}

fn type_filter() -> utoipa::openapi::schema::Object {
    crate::api::input_schema::filter::<NotificationType>()
}
