//! The review page's calls, opened by the secret in a review link and by nothing else: the
//! link's posts as they will look, and approving, asking for changes or commenting on one of
//! them. A link reaches only its own posts; an unknown, expired or revoked link is 404, and
//! guessing is throttled per address like sign-in.

use std::net::IpAddr;

use rocket::http::Status;
use rocket::serde::json::Json;
use rocket::{Route, State, get, post, routes};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::body::JsonBody;
use super::content::actions::{self, Ctx, Move};
use super::content::thread as thread_api;
use crate::auth::token;
use crate::db::approvals;
use crate::db::clients::Scope;
use crate::db::content::{self, ContentImage};
use crate::db::content_thread::{self as thread, Actor, ContentComment};
use crate::db::review_links::{self, ReviewLink};
use crate::domain::content::{Awaiting, ContentStatus, Decision};
use crate::domain::social::SocialPlatform;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::validate::Check;

pub fn routes() -> Vec<Route> {
    routes![
        get_review,
        post_review_approve,
        post_review_reject,
        post_review_comment
    ]
}

const GONE: &str = "This review link is invalid, has expired or was revoked. Ask whoever sent it \
                    for a new one.";

/// The link a secret opens, counted like a sign-in: a wrong secret is a failed attempt from
/// this address, and too many answer 429.
async fn open(state: &AppState, key: &str, addr: Option<IpAddr>) -> ApiResult<ReviewLink> {
    let address = super::client_address(addr);
    let attempt = state
        .login_throttle
        .reserve("review-link", &address)
        .map_err(|wait| {
            ApiError::rate_limited(
                format!(
                    "Too many tries with review links. Try again in {}.",
                    crate::limits::wait_words(wait)
                ),
                wait,
            )
        })?;
    let hash = token::hash(key);
    let found = state
        .db
        .write(move |c| {
            let link = review_links::open(c, &hash)?;
            if let Some(l) = &link {
                review_links::touch(c, l.id)?;
            }
            Ok(link)
        })
        .await?;
    match found {
        Some(link) => {
            attempt.succeeded();
            Ok(link)
        }
        None => {
            attempt.failed();
            Err(ApiError::NotFound(GONE.into()))
        }
    }
}

/// A post as the reviewer sees it.
#[derive(Serialize, ToSchema)]
pub(super) struct ReviewPost {
    id: i64,
    platform: SocialPlatform,
    title: String,
    content: String,
    scheduled_date: String,
    status: ContentStatus,
    images: Vec<ContentImage>,
    /// Whether this reviewer can approve or ask for changes now (the post waits for the client).
    can_decide: bool,
    /// This reviewer's decision in the current round of review (it stays after the post moves
    /// on); null before it decides, and again once the post is sent for approval anew.
    #[schema(required = true, schema_with = crate::schema_ref::or_null::<Decision>)]
    decision: Option<Decision>,
    #[schema(required = true)]
    approve_by: Option<String>,
    comments: Vec<ContentComment>,
}

#[derive(Serialize, ToSchema)]
pub(super) struct Review {
    /// The client whose posts these are.
    client_name: String,
    /// The address the link was sent to.
    email: String,
    note: String,
    expires_at: String,
    posts: Vec<ReviewPost>,
}

fn review_post(
    c: &rusqlite::Connection,
    link: &ReviewLink,
    id: i64,
    media: &crate::media::Media,
) -> ApiResult<Option<ReviewPost>> {
    let Some(post) = content::get_for(c, id, Scope::Client(link.client), media)? else {
        return Ok(None);
    };
    let pending = post.status == ContentStatus::PendingApproval;
    let decision = approvals::decisions(c, id)?
        .into_iter()
        .rev()
        .find(|d| d.reviewer_email.as_deref() == Some(link.email.as_str()))
        .map(|d| d.decision);
    Ok(Some(ReviewPost {
        id: post.id,
        platform: post.platform,
        title: post.title,
        content: post.content,
        scheduled_date: post.scheduled_date,
        status: post.status,
        images: post.images,
        can_decide: pending
            && post.awaiting == Some(Awaiting::Client)
            && post.author_role == crate::domain::Role::Admin,
        decision,
        approve_by: post.approve_by,
        comments: thread::comments(c, id)?,
    }))
}

/// A review link's posts as they will look, with where each stands.
#[utoipa::path(
    security(()),
    tag = "content",
    responses(
        (status = 200, body = Review),
        (status = 404, response = super::openapi::NotFound),
        (status = 429, response = super::openapi::RateLimited),
    )
)]
#[get("/review/<key>")]
pub(super) async fn get_review(
    state: &State<AppState>,
    key: &str,
    addr: Option<IpAddr>,
) -> ApiResult<Json<Review>> {
    let link = open(state, key, addr).await?;
    let media = state.media.clone();
    let answer = state
        .db
        .read(move |c| {
            let mut posts = Vec::new();
            for id in &link.posts {
                posts.extend(review_post(c, &link, *id, &media)?);
            }
            let client =
                crate::db::clients::get(c, link.client)?.ok_or_else(ApiError::not_found)?;
            Ok(Review {
                client_name: if client.company.trim().is_empty() {
                    client.name
                } else {
                    client.company
                },
                email: link.email,
                note: link.note,
                expires_at: link.expires_at,
                posts,
            })
        })
        .await?;
    Ok(Json(answer))
}

/// One of the link's posts, moved by the reviewer; any other post is 404.
async fn decide(
    state: &AppState,
    key: &str,
    addr: Option<IpAddr>,
    id: i64,
    mv: Move,
) -> ApiResult<Json<ReviewPost>> {
    let link = open(state, key, addr).await?;
    if !link.posts.contains(&id) {
        return Err(ApiError::not_found());
    }
    let ctx = Ctx::for_link(
        state,
        link.client,
        &link.email,
        &super::client_address(addr),
    );
    let mails = state
        .db
        .write(move |c| actions::apply(c, id, &ctx, &mv))
        .await?;
    state.reindex().await;
    state.send_notices(mails).await;
    tracing::info!(
        link = link.id,
        post = id,
        "review by link from {}",
        link.email
    );
    let media = state.media.clone();
    Ok(Json(
        state
            .db
            .find(move |c| review_post(c, &link, id, &media))
            .await?,
    ))
}

/// Approves one of the link's posts, recorded with the reviewer's address. 409 when the post
/// does not wait for the client's approval.
#[utoipa::path(
    security(()),
    tag = "content",
    responses(
        (status = 200, body = ReviewPost),
        (status = 404, response = super::openapi::NotFound),
        (status = 409, response = super::openapi::Conflict),
        (status = 429, response = super::openapi::RateLimited),
    )
)]
#[post("/review/<key>/posts/<id>/approve")]
pub(super) async fn post_review_approve(
    state: &State<AppState>,
    key: &str,
    id: i64,
    addr: Option<IpAddr>,
) -> ApiResult<Json<ReviewPost>> {
    decide(state, key, addr, id, Move::Approve).await
}

#[derive(Deserialize, ToSchema)]
pub(super) struct ReviewFeedback {
    /// What to change.
    #[schema(required = true, nullable = false, min_length = 1, max_length = 2000)]
    feedback: Option<String>,
}

/// Asks for changes to one of the link's posts, with what to change: the post goes back to the
/// agency as a draft with the feedback.
#[utoipa::path(
    security(()),
    tag = "content",
    request_body = ReviewFeedback,
    responses(
        (status = 200, body = ReviewPost),
        (status = 404, response = super::openapi::NotFound),
        (status = 409, response = super::openapi::Conflict),
        (status = 429, response = super::openapi::RateLimited),
    )
)]
#[post("/review/<key>/posts/<id>/reject", data = "<body>")]
pub(super) async fn post_review_reject(
    state: &State<AppState>,
    key: &str,
    id: i64,
    addr: Option<IpAddr>,
    body: JsonBody<ReviewFeedback>,
) -> ApiResult<Json<ReviewPost>> {
    let mut check = Check::new();
    let feedback = check.required(
        "feedback",
        body.0.feedback.as_deref(),
        actions::FEEDBACK_MAX,
    );
    check.finish()?;
    decide(state, key, addr, id, Move::Reject(feedback)).await
}

#[derive(Deserialize, ToSchema)]
pub(super) struct ReviewComment {
    #[schema(required = true, nullable = false, min_length = 1, max_length = 2000)]
    body: Option<String>,
}

/// Comments on one of the link's posts, signed with the reviewer's address.
#[utoipa::path(
    security(()),
    tag = "content",
    request_body = ReviewComment,
    responses(
        (status = 201, body = ContentComment),
        (status = 404, response = super::openapi::NotFound),
        (status = 429, response = super::openapi::RateLimited),
    )
)]
#[post("/review/<key>/posts/<id>/comments", data = "<body>")]
pub(super) async fn post_review_comment(
    state: &State<AppState>,
    key: &str,
    id: i64,
    addr: Option<IpAddr>,
    body: JsonBody<ReviewComment>,
) -> ApiResult<(Status, Json<ContentComment>)> {
    let mut check = Check::new();
    let text = check.required("body", body.0.body.as_deref(), thread_api::COMMENT_MAX);
    check.finish()?;
    let link = open(state, key, addr).await?;
    if !link.posts.contains(&id) {
        return Err(ApiError::not_found());
    }
    let by = Actor::reviewer(&link.email);
    let viewer = Scope::Client(link.client);
    let comment = thread_api::add_and_tell(state, id, viewer, by, text).await?;
    Ok((Status::Created, Json(comment)))
}
