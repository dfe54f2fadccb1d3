//! Bulk moves of posts (admins only): all move or none does, and a refusal names the posts
//! that cannot move.

use rocket::serde::json::Json;
use rocket::{Route, State, post, routes};
use serde::Deserialize;
use utoipa::ToSchema;

use super::actions::{self, Ctx, Move};
use super::notify;
use crate::api::answers::PostsMoved;
use crate::api::body::JsonBody;
use crate::api::openapi::{self as doc, Forbidden};
use crate::api::{Deleted, Updated};
use crate::auth::AdminUser;
use crate::db::clients::Scope;
use crate::db::content::{self, ContentStatus};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::validate::Check;

pub fn routes() -> Vec<Route> {
    routes![
        post_bulk_approve,
        post_bulk_mark_posted,
        post_content_bulk_delete
    ]
}

/// Bulk requests name at most this many posts.
pub const BULK_MAX: usize = 500;

/// Several posts; all move or none does.
#[derive(Deserialize, ToSchema)]
pub(crate) struct ContentBulkBody {
    /// 1 to 500 post ids.
    #[schema(required = true, schema_with = crate::api::input_schema::id_list)]
    #[serde(default, deserialize_with = "crate::api::ids::list")]
    content_ids: Option<Vec<i64>>,
}

#[derive(Deserialize, ToSchema)]
pub(crate) struct ContentBulkApproveBody {
    /// 1 to 500 post ids.
    #[schema(required = true, schema_with = crate::api::input_schema::id_list)]
    #[serde(default, deserialize_with = "crate::api::ids::list")]
    content_ids: Option<Vec<i64>>,
    #[schema(required = true, schema_with = bulk_action_schema)]
    action: Option<String>,
    /// With `reject`: what to change, for every post.
    #[schema(max_length = 2000, nullable = false)]
    feedback: Option<String>,
}

fn bulk_action_schema() -> utoipa::openapi::schema::Object {
    doc::choice(BULK_ACTIONS)
}

const BULK_ACTIONS: &[&str] = &["approve", "reject"];

fn content_ids(check: &mut Check, ids: Option<Vec<i64>>) -> Vec<i64> {
    let mut ids = ids.unwrap_or_default();
    ids.sort_unstable();
    ids.dedup();
    if ids.is_empty() {
        check.add("content_ids", "Select at least one post.");
    } else if ids.len() > BULK_MAX {
        check.add(
            "content_ids",
            format!("At most {BULK_MAX} posts at a time."),
        );
    }
    ids
}

fn listed(ids: &[i64]) -> String {
    ids.iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Refuses the whole request when any id is unknown.
fn ensure_all_exist(c: &rusqlite::Connection, viewer: Scope, ids: &[i64]) -> ApiResult<()> {
    let missing = content::missing(c, viewer, ids)?;
    if missing.is_empty() {
        return Ok(());
    }
    Err(ApiError::field(
        "content_ids",
        format!("No post with id {}; nothing was changed.", listed(&missing)),
    ))
}

/// Refuses the whole request, naming every post whose state does not allow the move.
fn ensure_all_in(
    c: &rusqlite::Connection,
    ids: &[i64],
    status: ContentStatus,
    verb: &str,
) -> ApiResult<()> {
    let stuck: Vec<i64> = content::statuses(c, ids)?
        .into_iter()
        .filter(|(_, s, _)| *s != status)
        .map(|(id, _, _)| id)
        .collect();
    if stuck.is_empty() {
        return Ok(());
    }
    let which = if stuck.len() == 1 { "Post" } else { "Posts" };
    Err(ApiError::conflict(
        "content_state",
        format!(
            "{which} {} cannot be {verb}: only {} posts can. Nothing was changed.",
            listed(&stuck),
            status.in_words()
        ),
    ))
}

/// Approves or sends back several posts waiting for approval (admins only). All move or none
/// does: the answer names the posts that cannot.
#[utoipa::path(tag = "content", request_body = ContentBulkApproveBody, responses(PostsMoved))]
#[post("/content/bulk_approve", data = "<body>")]
pub(crate) async fn post_bulk_approve(
    state: &State<AppState>,
    admin: AdminUser,
    body: JsonBody<ContentBulkApproveBody>,
) -> ApiResult<Json<Updated>> {
    let b = body.0;
    let mut check = Check::new();
    let ids = content_ids(&mut check, b.content_ids);
    let action = check.required_one_of("action", b.action.as_deref(), BULK_ACTIONS);
    let text = actions::feedback(&mut check, b.feedback.as_deref());
    check.finish()?;
    let mv = if action == "approve" {
        Move::Approve
    } else {
        Move::Reject(text)
    };
    let (ctx, viewer) = (Ctx::new(state, &admin.0), admin.0.scope);
    let (updated, mails) = state
        .db
        .write(move |c| {
            ensure_all_exist(c, viewer, &ids)?;
            let verb = if mv == Move::Approve {
                "approved"
            } else {
                "sent back"
            };
            ensure_all_in(c, &ids, ContentStatus::PendingApproval, verb)?;
            let mut mails = Vec::new();
            for id in &ids {
                mails.extend(actions::apply(c, *id, &ctx, &mv)?);
            }
            Ok((ids.len(), mails))
        })
        .await?;
    state.reindex().await;
    notify::send(state, mails).await;
    Ok(Json(Updated { updated }))
}

/// Marks several approved posts as posted, without a link or figures (admins only; all or
/// none, naming the posts that are not approved).
#[utoipa::path(tag = "content", request_body = ContentBulkBody, responses(PostsMoved))]
#[post("/content/bulk_mark_posted", data = "<body>")]
pub(crate) async fn post_bulk_mark_posted(
    state: &State<AppState>,
    admin: AdminUser,
    body: JsonBody<ContentBulkBody>,
) -> ApiResult<Json<Updated>> {
    let mut check = Check::new();
    let ids = content_ids(&mut check, body.0.content_ids);
    check.finish()?;
    let (ctx, viewer) = (Ctx::new(state, &admin.0), admin.0.scope);
    let (updated, mails) = state
        .db
        .write(move |c| {
            ensure_all_exist(c, viewer, &ids)?;
            ensure_all_in(c, &ids, ContentStatus::Approved, "marked posted")?;
            let mut mails = Vec::new();
            for id in &ids {
                mails.extend(actions::mark_one(c, *id, &ctx, None, (0, 0, 0, 0))?);
            }
            Ok((ids.len(), mails))
        })
        .await?;
    state.reindex().await;
    notify::send(state, mails).await;
    Ok(Json(Updated { updated }))
}

/// Deletes several posts and their image files (admins only; an unknown id refuses all).
#[utoipa::path(
    tag = "content",
    request_body = ContentBulkBody,
    responses((status = 200, body = Deleted), (status = 403, response = Forbidden))
)]
#[post("/content/bulk_delete", data = "<body>")]
pub(crate) async fn post_content_bulk_delete(
    state: &State<AppState>,
    admin: AdminUser,
    body: JsonBody<ContentBulkBody>,
) -> ApiResult<Json<Deleted>> {
    let viewer = admin.0.scope;
    let mut check = Check::new();
    let ids = content_ids(&mut check, body.0.content_ids);
    check.finish()?;
    let (deleted, files) = state
        .db
        .write(move |c| {
            ensure_all_exist(c, viewer, &ids)?;
            Ok((ids.len(), content::delete_many(c, &ids)?))
        })
        .await?;
    super::images::discard(state, files).await;
    state.reindex().await;
    Ok(Json(Deleted { deleted }))
}
