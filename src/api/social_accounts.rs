//! Connected social accounts: the list (a client's own, or for admins any client's), and for
//! each account disconnect, sync now and its sync status; `POST /sync/manual/` syncs every
//! account of the caller.

use rocket::serde::json::Json;
use rocket::{FromForm, Route, State, get, post, routes};
use serde::Serialize;
use utoipa::{IntoParams, ToSchema};

use super::openapi::{self as doc};
use super::page::OneEach;
use crate::auth::AuthUser;
use crate::auth::{Can, area};
use crate::db::social_accounts::{self, SocialAccount, SocialPlatform, SyncStatus};
use crate::domain::social::SyncResult;
use crate::error::{ApiError, ApiResult};
use crate::social::sync::Asked;
use crate::state::AppState;

pub fn routes() -> Vec<Route> {
    routes![
        get_social_accounts,
        post_disconnect,
        post_sync,
        get_sync_status,
        get_account_history,
        post_sync_manual
    ]
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
    params(AccountQuery),
    responses((status = 403, response = crate::api::openapi::Forbidden),
        (status = 200, body = Vec<SocialAccount>),
        (status = 404, response = super::openapi::NotFound),
    )
)]
#[get("/social-accounts?<q..>")]
pub(super) async fn get_social_accounts(
    state: &State<AppState>,
    auth: Can<area::Performance>,
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
    let viewer = auth.scope;
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

/// The account if the caller may see it (its client, or an admin), else 404.
async fn visible(state: &AppState, auth: &AuthUser, id: i64) -> ApiResult<SocialAccount> {
    let viewer = auth.scope;
    state
        .db
        .read(move |c| social_accounts::get_for(c, id, viewer))
        .await?
        .ok_or_else(ApiError::not_found)
}

/// Disconnects an account: its tokens are withdrawn (revoked where the provider allows) and
/// deleted; the account and its history stay. Already disconnected is 409.
#[utoipa::path(
    tag = "social",
    responses((status = 403, response = crate::api::openapi::Forbidden),
        (status = 200, body = SocialAccount),
        (status = 404, response = doc::NotFound),
        (status = 409, response = doc::Conflict),
    )
)]
#[post("/social-accounts/<id>/disconnect")]
pub(super) async fn post_disconnect(
    state: &State<AppState>,
    auth: Can<area::Team>,
    id: i64,
) -> ApiResult<Json<SocialAccount>> {
    let account = visible(state, &auth, id).await?;
    if !account.is_active {
        return Err(ApiError::conflict(
            "account_disconnected",
            "This account is already disconnected.",
        ));
    }
    state.syncer.revoke(id).await;
    state
        .db
        .write(move |c| crate::db::social_sync::disconnect(c, id, &crate::db::now()))
        .await?;
    Ok(Json(visible(state, &auth, id).await?))
}

#[derive(Serialize, ToSchema)]
pub(super) struct SyncAnswer {
    account: SocialAccount,
    result: SyncResult,
    /// What happened, in a sentence.
    message: String,
}

// `skipped` only in `POST /sync/manual/`'s list: the account's provider was called too recently
// (the single-account sync answers 429 instead).

/// Syncs one account now (its client, or an admin). A disconnected account is 409; an account
/// whose provider was called within the last `[social] manual_sync_minutes` is 429.
#[utoipa::path(
    tag = "social",
    responses((status = 403, response = crate::api::openapi::Forbidden),
        (status = 200, body = SyncAnswer),
        (status = 404, response = doc::NotFound),
        (status = 409, response = doc::Conflict),
        (status = 429, response = doc::RateLimited),
    )
)]
#[post("/social-accounts/<id>/sync")]
pub(super) async fn post_sync(
    state: &State<AppState>,
    auth: Can<area::Performance>,
    id: i64,
) -> ApiResult<Json<SyncAnswer>> {
    visible(state, &auth, id).await?;
    let (outcome, message) = state.syncer.sync(id, Asked::ByHand).await?;
    Ok(Json(SyncAnswer {
        account: visible(state, &auth, id).await?,
        result: outcome,
        message,
    }))
}

#[derive(Serialize, ToSchema)]
pub(super) struct AccountSyncState {
    id: i64,
    sync_status: SyncStatus,
    #[schema(required = true)]
    sync_error: Option<String>,
    #[schema(required = true)]
    last_sync: Option<String>,
    #[schema(required = true)]
    next_sync: Option<String>,
    is_active: bool,
}

/// One account's sync state.
#[utoipa::path(
    tag = "social",
    responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = AccountSyncState), (status = 404, response = doc::NotFound))
)]
#[get("/social-accounts/<id>/status")]
pub(super) async fn get_sync_status(
    state: &State<AppState>,
    auth: Can<area::Performance>,
    id: i64,
) -> ApiResult<Json<AccountSyncState>> {
    let a = visible(state, &auth, id).await?;
    Ok(Json(AccountSyncState {
        id: a.id,
        sync_status: a.sync_status,
        sync_error: a.sync_error,
        last_sync: a.last_sync,
        next_sync: a.next_sync,
        is_active: a.is_active,
    }))
}

#[derive(Serialize, ToSchema)]
pub(super) struct ManualResult {
    id: i64,
    platform: SocialPlatform,
    username: String,
    result: SyncResult,
    message: String,
}

#[derive(Serialize, ToSchema)]
pub(super) struct ManualSync {
    synced: usize,
    failed: usize,
    /// Accounts left alone because their provider was called within the last few minutes.
    skipped: usize,
    results: Vec<ManualResult>,
}

/// Syncs every active account of the caller now: a client user's own, an admin's every
/// client's. An account whose provider was called within the last `[social]
/// manual_sync_minutes` is skipped (`result: skipped`, the message says when to try again).
#[utoipa::path(
    tag = "social",
    responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = ManualSync))
)]
#[post("/sync/manual")]
pub(super) async fn post_sync_manual(
    state: &State<AppState>,
    auth: Can<area::Performance>,
) -> ApiResult<Json<ManualSync>> {
    let viewer = auth.scope;
    let accounts: Vec<SocialAccount> = state
        .db
        .read(move |c| social_accounts::list(c, viewer, None))
        .await?
        .into_iter()
        .filter(|a| a.is_active)
        .collect();
    let mut answer = ManualSync {
        synced: 0,
        failed: 0,
        skipped: 0,
        results: Vec::new(),
    };
    for a in accounts {
        let (result, message) = match state.syncer.sync(a.id, Asked::ByHand).await {
            Ok((outcome, message)) => (outcome, message),
            Err(ApiError::RateLimited { message, .. }) => (SyncResult::Skipped, message),
            Err(e) => (SyncResult::Failed, e.public_message()),
        };
        match result {
            SyncResult::Ok => answer.synced += 1,
            SyncResult::Skipped => answer.skipped += 1,
            SyncResult::Failed | SyncResult::ReauthorizationNeeded => answer.failed += 1,
        }
        answer.results.push(ManualResult {
            id: a.id,
            platform: a.platform,
            username: a.username,
            result,
            message,
        });
    }
    Ok(Json(answer))
}

#[derive(Serialize, ToSchema)]
pub(super) struct AccountHistory {
    account: SocialAccount,
    /// Daily snapshots over the days asked, oldest first.
    snapshots: Vec<crate::db::analytics::Snapshot>,
    /// Its published posts with their figures, newest first (50 at most).
    posts: Vec<crate::db::analytics::PostFigures>,
}

#[derive(FromForm, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct HistoryQuery<'r> {
    /// Days back: 1 to 400 (90).
    #[param(value_type = Option<i64>, minimum = 1, maximum = 400)]
    days: Option<&'r str>,
}

/// One account's history and its posts' figures (its client, or an admin).
#[utoipa::path(
    tag = "social",
    params(HistoryQuery),
    responses((status = 403, response = crate::api::openapi::Forbidden),
        (status = 200, body = AccountHistory),
        (status = 404, response = doc::NotFound),
        (status = 422, response = doc::Invalid),
    )
)]
#[get("/social-accounts/<id>/history?<q..>")]
pub(super) async fn get_account_history(
    state: &State<AppState>,
    auth: Can<area::Performance>,
    _one_each: OneEach,
    id: i64,
    q: HistoryQuery<'_>,
) -> ApiResult<Json<AccountHistory>> {
    let mut check = crate::validate::Check::new();
    let days = check.int_in("days", q.days, 1, 400).unwrap_or(90);
    check.finish()?;
    let account = visible(state, &auth, id).await?;
    let since = (time::OffsetDateTime::now_utc() - time::Duration::days(days - 1))
        .date()
        .to_string();
    let (snapshots, posts) = state
        .db
        .read(move |c| {
            Ok((
                crate::db::analytics::history(c, id, &since)?,
                crate::db::analytics::account_posts(c, id, 50)?,
            ))
        })
        .await?;
    Ok(Json(AccountHistory {
        account,
        snapshots,
        posts,
    }))
}
