//! A post's comment thread between the client and the agency, and its history of changes.

use rocket::http::Status;
use rocket::serde::json::Json;
use rocket::{Route, State, get, post, routes};
use serde::Deserialize;
use utoipa::ToSchema;

use super::notify::{self, About, Event};
use crate::api::body::JsonBody;
use crate::auth::{Can, area};
use crate::db::clients::Scope;
use crate::db::content;
use crate::db::content_thread::{self as thread, Actor, ContentComment, ContentHistoryEntry};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::validate::Check;

pub fn routes() -> Vec<Route> {
    routes![get_comments, post_comment, get_history]
}

pub const COMMENT_MAX: usize = 2000;

/// A post's comments, oldest first (the post's client or the agency).
#[utoipa::path(
    tag = "content",
    responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = Vec<ContentComment>))
)]
#[get("/content/<id>/comments")]
pub(crate) async fn get_comments(
    state: &State<AppState>,
    auth: Can<area::Content>,
    id: i64,
) -> ApiResult<Json<Vec<ContentComment>>> {
    let viewer = auth.scope;
    let comments = state
        .db
        .read(move |c| {
            content::state_for(c, id, viewer)?.ok_or_else(ApiError::not_found)?;
            thread::comments(c, id)
        })
        .await?;
    Ok(Json(comments))
}

#[derive(Deserialize, ToSchema)]
pub(crate) struct CommentBody {
    /// Plain text, 1 to 2,000 characters.
    #[schema(required = true, nullable = false, min_length = 1, max_length = 2000)]
    body: Option<String>,
}

/// Adds a comment; the other side is told (bell, and mail where they want it).
#[utoipa::path(
    tag = "content",
    request_body = CommentBody,
    responses((status = 403, response = crate::api::openapi::Forbidden), (status = 201, body = ContentComment))
)]
#[post("/content/<id>/comments", data = "<body>")]
pub(crate) async fn post_comment(
    state: &State<AppState>,
    auth: Can<area::Comment>,
    id: i64,
    body: JsonBody<CommentBody>,
) -> ApiResult<(Status, Json<ContentComment>)> {
    let mut check = Check::new();
    let text = check.required("body", body.0.body.as_deref(), COMMENT_MAX);
    check.finish()?;
    let comment = add_and_tell(state, id, auth.scope, Actor::of(&auth.user), text).await?;
    Ok((Status::Created, Json(comment)))
}

/// Adds a comment to a post the viewer may see (another client's is 404), and tells the other
/// side: the signed-in route's and the review link's comments alike.
pub(crate) async fn add_and_tell(
    state: &AppState,
    id: i64,
    viewer: Scope,
    by: Actor,
    text: String,
) -> ApiResult<ContentComment> {
    let media = state.media.clone();
    let base_url = state.config.public_base_url();
    let (comment, mails) = state
        .db
        .write(move |c| {
            content::state_for(c, id, viewer)?.ok_or_else(ApiError::not_found)?;
            let comment = thread::add_comment(c, id, &by, &text, thread::CommentKind::Comment)?;
            let post = content::get_for(c, id, Scope::Agency, &media)?
                .ok_or_else(|| ApiError::gone("post"))?;
            let mut about = About::of(&post);
            about.note = &text;
            let mails = notify::plan(c, Event::Commented, &about, &by, false, &base_url)?;
            Ok((comment, mails))
        })
        .await?;
    notify::send(state, mails).await;
    Ok(comment)
}

/// What happened to a post, oldest first: who, when, what changed (the post's client or the
/// agency).
#[utoipa::path(
    tag = "content",
    responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = Vec<ContentHistoryEntry>))
)]
#[get("/content/<id>/history")]
pub(crate) async fn get_history(
    state: &State<AppState>,
    auth: Can<area::Content>,
    id: i64,
) -> ApiResult<Json<Vec<ContentHistoryEntry>>> {
    let viewer = auth.scope;
    let history = state
        .db
        .read(move |c| {
            content::state_for(c, id, viewer)?.ok_or_else(ApiError::not_found)?;
            thread::history(c, id)
        })
        .await?;
    Ok(Json(history))
}
