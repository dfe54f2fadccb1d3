//! Sending posts for review by link: the agency, or a client's owner for its own posts, sends
//! one post or a set of posts to any address; the reviewer needs no account (`review`).

use rocket::http::Status;
use rocket::serde::json::Json;
use rocket::{FromForm, Route, State, delete, get, post, routes};
use serde::{Deserialize, Serialize};
use time::{Duration, OffsetDateTime};
use utoipa::{IntoParams, ToSchema};

use super::body::JsonBody;
use crate::auth::{Can, area, token};
use crate::db::review_links::{self, NewLink, ReviewLink};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::validate::Check;
use crate::words::Phrase;

pub fn routes() -> Vec<Route> {
    routes![post_link, get_links, delete_link]
}

/// Posts one link may carry (a month of posts, and then some).
pub const MAX_POSTS: usize = 50;
const MAX_DAYS: i64 = 90;

#[derive(Deserialize, ToSchema)]
pub(super) struct LinkBody {
    /// The posts to review: one client's, 1 to 50 of them.
    #[schema(required = true, nullable = false, min_items = 1, max_items = 50)]
    post_ids: Option<Vec<i64>>,
    /// Where the link goes.
    #[schema(required = true, nullable = false, format = "email", max_length = 254)]
    email: Option<String>,
    /// A few words for the reviewer, in the mail and on the review page.
    #[schema(nullable = false, max_length = 500)]
    note: Option<String>,
    /// Days the link works (1 to 90); the setting `review_link_days` (14) when absent.
    #[schema(nullable = false, minimum = 1, maximum = 90)]
    expires_in_days: Option<i64>,
}

#[derive(Serialize, ToSchema)]
pub(super) struct LinkSent {
    #[serde(flatten)]
    link: ReviewLink,
    message: String,
}

/// Sends posts for review to an address, by a link that needs no account. The agency sends any
/// client's posts, a client's owner its own (another client's post is 404). The mail carries the
/// link; only its hash is kept.
#[utoipa::path(
    tag = "content",
    request_body = LinkBody,
    responses(
        (status = 201, body = LinkSent),
        (status = 403, response = super::openapi::Forbidden),
        (status = 404, response = super::openapi::NotFound),
        (status = 503, response = super::openapi::MailFailed),
    )
)]
#[post("/review-links", data = "<body>")]
pub(super) async fn post_link(
    state: &State<AppState>,
    auth: Can<area::Team>,
    body: JsonBody<LinkBody>,
) -> ApiResult<(Status, Json<LinkSent>)> {
    let b = body.0;
    let mut check = Check::new();
    let email = check.email("email", b.email.as_deref());
    let note = check
        .optional("note", b.note.as_deref(), 500)
        .unwrap_or_default();
    let mut posts = b.post_ids.unwrap_or_default();
    posts.sort_unstable();
    posts.dedup();
    if posts.is_empty() || posts.len() > MAX_POSTS {
        check.add("post_ids", format!("Choose 1 to {MAX_POSTS} posts."));
    }
    let default_days = i64::from(state.config.auth.review_link_days.max(1));
    let days = b.expires_in_days.unwrap_or(default_days);
    if !(1..=MAX_DAYS).contains(&days) {
        check.add("expires_in_days", format!("Use 1 to {MAX_DAYS} days."));
    }
    check.finish()?;
    let key = token::generate();
    let expires = crate::db::format_time(OffsetDateTime::now_utc() + Duration::days(days));
    let own = auth.scope.own_client()?;
    let (hash, by, to, words, until) = (
        token::hash(&key),
        auth.user.id,
        email.clone(),
        note.clone(),
        expires.clone(),
    );
    let (link, client_name, lang) = state
        .db
        .write(move |c| {
            let client_id = review_links::client_of_posts(c, &posts, own)?;
            let id = review_links::insert(
                c,
                &NewLink {
                    client_id,
                    token_hash: &hash,
                    email: &to,
                    note: &words,
                    created_by: by,
                    expires_at: &until,
                    posts: &posts,
                },
            )?;
            let link = review_links::get(c, id, None)?.ok_or_else(ApiError::not_found)?;
            let client = crate::db::clients::get(c, client_id)?.ok_or_else(ApiError::not_found)?;
            let name = if client.company.trim().is_empty() {
                client.name
            } else {
                client.company
            };
            // The reviewer has no account: they read what the client reads.
            let lang = crate::db::languages::of_client(c, client_id)?;
            Ok((link, name, lang))
        })
        .await?;
    let url = format!("{}/review/{key}", state.config.public_base_url());
    let posts = Phrase::new("review-posts").count("count", link.posts.len() as i64);
    let body = Phrase::new("review-link-body")
        .arg("sender", auth.user.display_name())
        .arg("agency", state.branding().agency_name.as_str())
        .phrase("posts", posts.clone())
        .arg("client", client_name.as_str())
        .arg(
            "note",
            if note.is_empty() {
                String::new()
            } else {
                format!("\n\"{note}\"\n")
            },
        )
        .arg("link", url.as_str())
        .date("expires", &expires)
        .say(lang);
    let subject = Phrase::new("review-link-subject")
        .phrase("posts", posts)
        .arg("client", client_name.as_str())
        .say(lang);
    if let Err(e) = state.mailer.send(&email, &subject, &body).await {
        let id = link.id;
        state.db.write(move |c| review_links::revoke(c, id)).await?;
        return Err(e);
    }
    tracing::info!(
        link = link.id,
        by = auth.user.id,
        "review link sent to {email}"
    );
    Ok((
        Status::Created,
        Json(LinkSent {
            message: format!("Review link sent to {email}."),
            link,
        }),
    ))
}

#[derive(FromForm, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct LinksQuery<'r> {
    /// Only the links that carry this post.
    #[param(value_type = Option<i64>, minimum = 1)]
    post: Option<&'r str>,
}

/// The review links sent, newest first (at most 200): the agency sees every client's, a
/// client's owner its own.
#[utoipa::path(tag = "content", params(LinksQuery), responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = Vec<ReviewLink>)))]
#[get("/review-links?<q..>")]
pub(super) async fn get_links(
    state: &State<AppState>,
    auth: Can<area::Team>,
    _one_each: super::page::OneEach,
    q: LinksQuery<'_>,
) -> ApiResult<Json<Vec<ReviewLink>>> {
    let mut check = Check::new();
    let post = check.int_in("post", q.post, 1, i64::MAX);
    check.finish()?;
    let own = auth.scope.own_client()?;
    Ok(Json(
        state
            .db
            .read(move |c| review_links::list(c, own, post))
            .await?,
    ))
}

/// Revokes a review link: it stops working at once. 409 when it was revoked already.
#[utoipa::path(
    tag = "content",
    responses(
        (status = 204, description = "Revoked"),
        (status = 403, response = super::openapi::Forbidden),
        (status = 404, response = super::openapi::NotFound),
        (status = 409, response = super::openapi::Conflict),
    )
)]
#[delete("/review-links/<id>")]
pub(super) async fn delete_link(
    state: &State<AppState>,
    auth: Can<area::Team>,
    id: i64,
) -> ApiResult<Status> {
    let own = auth.scope.own_client()?;
    state
        .db
        .write(move |c| {
            review_links::get(c, id, own)?.ok_or_else(ApiError::not_found)?;
            if !review_links::revoke(c, id)? {
                return Err(ApiError::conflict(
                    "revoked",
                    "This review link was revoked already.",
                ));
            }
            Ok(())
        })
        .await?;
    Ok(Status::NoContent)
}
