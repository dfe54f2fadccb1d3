//! Publishing for the agency: the queue (upcoming, publishing, published, failed), the accounts
//! posts go out on with Instagram's publishing limit, the agency's choice for late approvals, a
//! client's pause, and Publish now / Try again on a post.

use rocket::http::uri::Origin;
use rocket::serde::json::Json;
use rocket::{FromForm, Route, State, get, patch, post, routes};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::body::JsonBody;
use super::page::{OneEach, PageParams, PageQuery, Paginated};
use crate::api::answers::PostMoved;
use crate::auth::{AdminUser, OwnerUser};
use crate::db::audit::{self, Entry};
use crate::db::clients::Scope;
use crate::db::content::ContentPost;
use crate::db::publications::{self as queue, QueueCounts, Settings};
use crate::db::publish_steps as steps;
use crate::domain::audit::{AuditAction, AuditObject};
use crate::domain::publishing::{LateApproval, PublishState, QueueStage};
use crate::domain::social::SocialPlatform;
use crate::error::{ApiError, ApiResult};
use crate::schema_ref as doc;
use crate::state::AppState;
use crate::validate::Check;

pub fn routes() -> Vec<Route> {
    routes![
        get_queue,
        get_publishing_summary,
        patch_settings,
        get_client_publishing,
        patch_client_publishing,
        post_publish_now,
        post_retry_publish
    ]
}

#[derive(FromForm, IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct QueueQuery<'r> {
    /// Which list: upcoming (the default), publishing, published or failed.
    #[param(schema_with = stage_filter)]
    stage: Option<&'r str>,
    /// A client's id, or `all`.
    #[param(schema_with = crate::api::input_schema::id_filter)]
    client: Option<&'r str>,
    #[param(ignore)]
    page: Option<&'r str>,
    #[param(ignore)]
    page_size: Option<&'r str>,
}

fn stage_filter() -> utoipa::openapi::schema::Object {
    crate::api::input_schema::filter::<QueueStage>()
}

/// One of the queue's lists (admins): upcoming soonest first, published newest first.
#[utoipa::path(
    tag = "publishing",
    params(QueueQuery, PageQuery),
    responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = Paginated<ContentPost>))
)]
#[get("/publishing/queue?<q..>")]
pub(crate) async fn get_queue(
    state: &State<AppState>,
    _admin: AdminUser,
    uri: &Origin<'_>,
    _one_each: OneEach,
    q: QueueQuery<'_>,
) -> ApiResult<Json<Paginated<ContentPost>>> {
    let params = PageParams::parse(q.page, q.page_size)?;
    let mut check = Check::new();
    let stage = check
        .filter::<QueueStage>("stage", q.stage)
        .unwrap_or(QueueStage::Upcoming);
    let client = super::page::id_filter("client", q.client)?;
    check.finish()?;
    let media = state.media.clone();
    let page = (params.size, params.offset());
    let (count, rows) = state
        .db
        .read(move |c| {
            let counts = queue::counts(c, client)?;
            let count = match stage {
                QueueStage::Upcoming => counts.upcoming,
                QueueStage::Publishing => counts.publishing,
                QueueStage::Published => counts.published,
                QueueStage::Failed => counts.failed,
            };
            Ok((count, queue::page(c, stage, client, page, &media)?))
        })
        .await?;
    Ok(Json(params.wrap(uri, count, rows)))
}

/// An account posts go out on, and whether it can publish.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct PublishingAccount {
    id: i64,
    client: i64,
    client_name: String,
    platform: SocialPlatform,
    username: String,
    /// Connected with permission to publish.
    can_publish: bool,
    /// Connected before Atrium asked for permission to publish: the client connects it again.
    needs_reconnect: bool,
    /// Instagram: posts published in the last 24 hours, and the limit, as last read.
    #[schema(required = true)]
    quota_used: Option<i64>,
    #[schema(required = true)]
    quota_total: Option<i64>,
    /// The client's publishing is paused.
    paused: bool,
}

/// The queue's counts, the accounts posts go out on, and the agency's choices.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct PublishingSummary {
    counts: QueueCounts,
    accounts: Vec<PublishingAccount>,
    #[schema(schema_with = doc::of::<LateApproval>)]
    late_approval: LateApproval,
}

#[derive(FromForm, IntoParams)]
#[into_params(parameter_in = Query)]
pub(crate) struct SummaryQuery<'r> {
    /// A client's id, or `all`.
    #[param(schema_with = crate::api::input_schema::id_filter)]
    client: Option<&'r str>,
}

/// The queue at a glance (admins).
#[utoipa::path(
    tag = "publishing",
    params(SummaryQuery),
    responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = PublishingSummary))
)]
#[get("/publishing/summary?<q..>")]
pub(crate) async fn get_publishing_summary(
    state: &State<AppState>,
    _admin: AdminUser,
    _one_each: OneEach,
    q: SummaryQuery<'_>,
) -> ApiResult<Json<PublishingSummary>> {
    let client = super::page::id_filter("client", q.client)?;
    let summary = state
        .db
        .read(move |c| {
            let mut stmt = c.prepare(
                "SELECT a.id, a.client_id, cl.name, a.platform, a.username, ap.can_publish,
                        a.publish_quota_used, a.publish_quota_total, cl.publishing_paused
                 FROM social_accounts a JOIN clients cl ON cl.id = a.client_id
                 JOIN account_publishing ap ON ap.account_id = a.id
                 WHERE a.is_active = 1 AND a.platform IN ('instagram', 'youtube')
                   AND (?1 IS NULL OR a.client_id = ?1)
                 ORDER BY cl.name COLLATE NOCASE, a.platform, a.username",
            )?;
            let rows = stmt.query_map([client], |r| {
                let platform: SocialPlatform = r.get(3)?;
                let can_publish: bool = r.get(5)?;
                Ok(PublishingAccount {
                    id: r.get(0)?,
                    client: r.get(1)?,
                    client_name: r.get(2)?,
                    platform,
                    username: r.get(4)?,
                    can_publish,
                    needs_reconnect: !can_publish,
                    quota_used: r.get(6)?,
                    quota_total: r.get(7)?,
                    paused: r.get(8)?,
                })
            })?;
            Ok(PublishingSummary {
                counts: queue::counts(c, client)?,
                accounts: rows.collect::<rusqlite::Result<_>>()?,
                late_approval: queue::settings(c)?.late_approval,
            })
        })
        .await?;
    Ok(Json(summary))
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct SettingsBody {
    #[schema(schema_with = doc::of::<LateApproval>)]
    late_approval: Option<String>,
}

/// Sets what happens to a post approved after its scheduled time (admins).
#[utoipa::path(
    tag = "publishing",
    request_body = SettingsBody,
    responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = Settings))
)]
#[patch("/publishing/settings", data = "<body>")]
pub(crate) async fn patch_settings(
    state: &State<AppState>,
    admin: OwnerUser,
    body: JsonBody<SettingsBody>,
) -> ApiResult<Json<Settings>> {
    let mut check = Check::new();
    let choice = check.choice::<LateApproval>("late_approval", body.0.late_approval.as_deref());
    check.finish()?;
    let actor = admin.0.actor();
    let settings = state
        .db
        .write(move |c| {
            let before = queue::settings(c)?;
            if let Some(choice) = choice {
                queue::set_late_approval(c, choice)?;
            }
            let after = queue::settings(c)?;
            let entry = Entry::new(
                AuditAction::SettingsChanged,
                AuditObject::Settings,
                "publishing",
            )
            .label("Publishing")
            .changes(&before, &after);
            audit::record(c, &actor, entry)?;
            Ok(after)
        })
        .await?;
    state.publisher.wake.notify_one();
    Ok(Json(settings))
}

/// Whether a client's publishing is paused.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub(crate) struct ClientPublishing {
    paused: bool,
}

/// A client's publishing (admins).
#[utoipa::path(tag = "publishing", responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = ClientPublishing)))]
#[get("/clients/<id>/publishing")]
pub(crate) async fn get_client_publishing(
    state: &State<AppState>,
    _admin: AdminUser,
    id: i64,
) -> ApiResult<Json<ClientPublishing>> {
    let paused = state.db.read(move |c| queue::paused(c, id)).await?;
    let paused = paused.ok_or_else(ApiError::not_found)?;
    Ok(Json(ClientPublishing { paused }))
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ClientPublishingBody {
    /// True holds the client's approved posts (none is lost); false lets them go out, the
    /// ones whose time has passed at once.
    paused: bool,
}

/// Pauses or resumes a client's publishing (admins).
#[utoipa::path(
    tag = "publishing",
    request_body = ClientPublishingBody,
    responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = ClientPublishing))
)]
#[patch("/clients/<id>/publishing", data = "<body>")]
pub(crate) async fn patch_client_publishing(
    state: &State<AppState>,
    admin: AdminUser,
    id: i64,
    body: JsonBody<ClientPublishingBody>,
) -> ApiResult<Json<ClientPublishing>> {
    let paused = body.0.paused;
    let actor = admin.0.actor();
    state
        .db
        .write(move |c| {
            let was = queue::paused(c, id)?.ok_or_else(ApiError::not_found)?;
            queue::set_paused(c, id, paused)?;
            let entry = Entry::new(
                AuditAction::SettingsChanged,
                AuditObject::ClientPublishing,
                id,
            )
            .label("Publishing paused")
            .client(id)
            .before(serde_json::json!({ "paused": was }))
            .after(serde_json::json!({ "paused": paused }));
            audit::record(c, &actor, entry)
        })
        .await?;
    state.publisher.wake.notify_one();
    Ok(Json(ClientPublishing { paused }))
}

/// Sends an approved post out now, whatever its scheduled time (admins). 409 unless it waits
/// (for its time, a person, or a paused client) on an account that can publish it as it is.
#[utoipa::path(tag = "publishing", responses(PostMoved))]
#[post("/content/<id>/publish_now")]
pub(crate) async fn post_publish_now(
    state: &State<AppState>,
    admin: AdminUser,
    id: i64,
) -> ApiResult<Json<ContentPost>> {
    queue_again(state, admin.0.scope, id, |p| {
        if p.can_publish_now {
            return Ok(());
        }
        Err(refusal(p, "This post cannot be published now"))
    })
    .await
}

/// Tries a failed publication again (admins); 409 unless it failed. What an earlier try sent is
/// asked about first, so the post is never published twice.
#[utoipa::path(tag = "publishing", responses(PostMoved))]
#[post("/content/<id>/retry_publish")]
pub(crate) async fn post_retry_publish(
    state: &State<AppState>,
    admin: AdminUser,
    id: i64,
) -> ApiResult<Json<ContentPost>> {
    queue_again(state, admin.0.scope, id, |p| {
        if p.can_retry {
            return Ok(());
        }
        Err(refusal(p, "Only a failed publication can be tried again"))
    })
    .await
}

/// Why a post's state refuses a publishing move, in words.
fn refusal(p: &crate::db::content::Publishing, what: &str) -> ApiError {
    let why = match p.state {
        PublishState::NotApproved => "it is not approved".to_string(),
        PublishState::Manual => "TikTok posts are published by hand".into(),
        PublishState::NeedsAccount => "the client has no active account on its platform".into(),
        PublishState::NeedsReconnect => {
            "its account was connected without permission to publish: connect it again".into()
        }
        PublishState::NotPublishable => p.problems.join(" "),
        PublishState::Publishing | PublishState::Queued => "it is being published".into(),
        PublishState::Published | PublishState::ByHand => "it is already published".into(),
        PublishState::Failed => "it failed: use Try again".into(),
        _ => format!("it is {}", p.state.as_str().replace('_', " ")),
    };
    ApiError::conflict("publish_state", format!("{what}: {why}."))
}

async fn queue_again(
    state: &AppState,
    viewer: Scope,
    id: i64,
    allowed: fn(&crate::db::content::Publishing) -> ApiResult<()>,
) -> ApiResult<Json<ContentPost>> {
    let media = state.media.clone();
    state
        .db
        .write(move |c| {
            let mut post = crate::db::content::get_for(c, id, viewer, &media)?
                .ok_or_else(ApiError::not_found)?;
            post.set_flags(viewer, true);
            allowed(&post.publishing)?;
            steps::queue_now(c, id)
        })
        .await?;
    state.publisher.wake.notify_one();
    Ok(Json(super::content::load(state, id, viewer, true).await?))
}
