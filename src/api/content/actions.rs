//! State moves: approve, ask for changes, back to draft, send for approval, mark posted; and
//! their bulk forms, which are all-or-nothing.

use rocket::serde::json::Json;
use rocket::{Route, State, post, routes};
use serde::Deserialize;
use utoipa::ToSchema;

use super::notify::{self, About, Event, Mail};
use crate::api::answers::PostMoved;
use crate::api::body::JsonBody;
use crate::auth::{AdminUser, AuthUser};
use crate::auth::{Can, area};
use crate::db::approvals::{self, Reviewer};
use crate::db::audit;
use crate::db::clients::Scope;
use crate::db::content::{self, ContentPost, Metrics};
use crate::db::content_thread::{self as thread, Actor};
use crate::domain::Role;
use crate::domain::audit::{ActorKind, AuditAction, AuditObject};
use crate::domain::content::{
    self as rules, Awaiting, CommentKind, ContentAction, ContentStatus, Decision,
};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::validate::Check;

pub fn routes() -> Vec<Route> {
    routes![
        post_approve,
        post_reject,
        post_set_draft,
        post_submit,
        post_mark_posted
    ]
}

pub const FEEDBACK_MAX: usize = 2000;

/// A move of one post, as the transaction carries it out.
#[derive(Clone, PartialEq, Eq)]
pub(crate) enum Move {
    Approve,
    Reject(String),
    Draft,
    Submit,
}

/// What a move needs besides the post: who, and how to describe it.
pub(crate) struct Ctx {
    viewer: Scope,
    by: Actor,
    /// Who decided, as the audit log names it.
    audit: audit::Actor,
    base_url: String,
    media: crate::media::Media,
}

impl Ctx {
    pub(super) fn new(state: &AppState, auth: &AuthUser) -> Ctx {
        Ctx {
            viewer: auth.scope,
            by: Actor::of(&auth.user),
            audit: auth.actor(),
            base_url: state.config.public_base_url(),
            media: state.media.clone(),
        }
    }

    /// Someone reviewing a client's posts by link: on the client's side, known by its address.
    pub(crate) fn for_link(state: &AppState, client_id: i64, email: &str, address: &str) -> Ctx {
        Ctx {
            viewer: Scope::Client(client_id),
            by: Actor::reviewer(email),
            audit: audit::Actor {
                user_id: None,
                name: email.to_string(),
                kind: ActorKind::ReviewLink,
                role: "review link".into(),
                address: address.to_string(),
            },
            base_url: state.config.public_base_url(),
            media: state.media.clone(),
        }
    }
}

/// How the decision names its reviewer: a user, or the address of a reviewer by link.
fn reviewer(by: &Actor) -> Reviewer<'_> {
    match &by.reviewer_email {
        Some(email) => Reviewer::Link(email),
        None => Reviewer::User(by.id, &by.name),
    }
}

/// Checks and applies one move inside the caller's transaction; answers the mails to send.
pub(crate) fn apply(
    c: &rusqlite::Connection,
    id: i64,
    ctx: &Ctx,
    mv: &Move,
) -> ApiResult<Vec<Mail>> {
    let (viewer, by) = (ctx.viewer, &ctx.by);
    let st = content::state_for(c, id, viewer)?.ok_or_else(ApiError::not_found)?;
    let facts = st.facts();
    let decided = match mv {
        Move::Approve => Some((AuditAction::ContentApproved, None)),
        Move::Reject(feedback) => Some((AuditAction::ContentChangesRequested, Some(feedback))),
        Move::Draft | Move::Submit => None,
    };
    if let Some((action, feedback)) = decided {
        let entry = audit::Entry::new(action, AuditObject::Post, id)
            .label(content::label(c, id)?)
            .client(st.client_id)
            .before(serde_json::json!({ "status": st.status, "awaiting": st.awaiting }));
        let entry = match feedback {
            Some(f) => entry.after(serde_json::json!({ "feedback": f })),
            None => entry,
        };
        audit::record(c, &ctx.audit, entry)?;
    }
    let (event, on_behalf) = match mv {
        Move::Approve => approve(c, &st, ctx)?,
        Move::Reject(feedback) => {
            rules::may_review(facts, viewer)?;
            let step = if viewer.is_staff() {
                st.awaiting.unwrap_or(Awaiting::Agency)
            } else {
                Awaiting::Client
            };
            approvals::decide(c, id, step, &reviewer(by), Decision::ChangesRequested)?;
            content::set_status(c, id, ContentStatus::Draft, None, Some(feedback.as_str()))?;
            record(c, id, by, ContentAction::Rejected, false, feedback)?;
            if !feedback.is_empty() {
                thread::add_comment(c, id, by, feedback, CommentKind::Feedback)?;
            }
            (Some(Event::ChangesRequested), false)
        }
        Move::Draft => {
            rules::may_set_draft(facts, viewer)?;
            content::set_status(c, id, ContentStatus::Draft, None, None)?;
            record(c, id, by, ContentAction::SetDraft, false, "")?;
            (None, false)
        }
        Move::Submit => {
            rules::may_submit(facts, viewer)?;
            let reviewer = Some(if viewer.is_staff() {
                let policy =
                    approvals::policy(c, st.client_id)?.ok_or_else(|| ApiError::gone("client"))?;
                rules::first_step(policy.approval_policy)
            } else {
                rules::reviewer_of(viewer)
            });
            content::set_status(c, id, ContentStatus::PendingApproval, reviewer, None)?;
            record(c, id, by, ContentAction::Submitted, false, "")?;
            (Some(Event::AwaitsApproval), false)
        }
    };
    let Some(event) = event else {
        return Ok(Vec::new());
    };
    let post = content::get_for(c, id, Scope::Agency, &ctx.media)?
        .ok_or_else(|| ApiError::gone("post"))?;
    let mut about = About::of(&post);
    if let Move::Reject(feedback) = mv {
        about.note = feedback;
    }
    notify::plan(c, event, &about, by, on_behalf, &ctx.base_url)
}

/// Approves in the caller's step: the agency's review of a client's submission or of its own
/// post under a two-step policy (which then waits for the client), or a client approver's
/// decision, which approves the post once the client's policy is met. The agency may also
/// record the client's approval on its behalf.
fn approve(
    c: &rusqlite::Connection,
    st: &content::State,
    ctx: &Ctx,
) -> ApiResult<(Option<Event>, bool)> {
    let (id, viewer, by) = (st.id, ctx.viewer, &ctx.by);
    let on_behalf = rules::may_review(st.facts(), viewer)?;
    let agency = viewer.is_staff();
    let who = reviewer(by);
    if st.awaiting == Some(Awaiting::Agency) && st.author_role == Role::Admin {
        // The first of two steps (a client was refused by `may_review`).
        approvals::decide(c, id, Awaiting::Agency, &who, Decision::Approved)?;
        let pending = ContentStatus::PendingApproval;
        content::set_status(c, id, pending, Some(Awaiting::Client), None)?;
        let note = "The agency's review is done: the post now waits for the client's approval.";
        record(c, id, by, ContentAction::Approved, false, note)?;
        return Ok((Some(Event::AwaitsApproval), false));
    }
    if !agency || on_behalf {
        approvals::decide(c, id, Awaiting::Client, &who, Decision::Approved)?;
    }
    if !agency && !approvals::client_step_done(c, id, st.client_id)? {
        let left = approvals::waiting_for(c, id, st.client_id)?;
        let names: Vec<String> = left.into_iter().map(|a| a.name).collect();
        let note = format!("Approval recorded; still waiting for {}.", names.join(", "));
        record(c, id, by, ContentAction::Approved, false, &note)?;
        return Ok((None, false));
    }
    content::set_status(c, id, ContentStatus::Approved, None, Some(""))?;
    let note = if on_behalf {
        "Recorded on the client's behalf."
    } else {
        ""
    };
    record(c, id, by, ContentAction::Approved, on_behalf, note)?;
    Ok((Some(Event::Approved), on_behalf))
}

fn record(
    c: &rusqlite::Connection,
    id: i64,
    by: &Actor,
    action: ContentAction,
    on_behalf_of_client: bool,
    note: &str,
) -> ApiResult<()> {
    let event = thread::Event {
        action,
        on_behalf_of_client,
        changes: &[],
        note,
    };
    thread::record(c, id, by, &event)
}

/// Runs one move and answers the post as the caller now sees it.
async fn one(state: &AppState, auth: AuthUser, id: i64, mv: Move) -> ApiResult<Json<ContentPost>> {
    let ctx = Ctx::new(state, &auth);
    let viewer = ctx.viewer;
    let mails = state.db.write(move |c| apply(c, id, &ctx, &mv)).await?;
    state.reindex().await;
    notify::send(state, mails).await;
    Ok(Json(super::load(state, id, viewer, true).await?))
}

/// Approves a post waiting for approval. The client approves the agency's posts waiting for
/// it; the agency approves client submissions, or records the client's approval (the history
/// says so). A client never approves its own submission (403); any other state is 409.
#[utoipa::path(tag = "content", responses(PostMoved))]
#[post("/content/<id>/approve")]
pub(crate) async fn post_approve(
    state: &State<AppState>,
    auth: Can<area::Review>,
    id: i64,
) -> ApiResult<Json<ContentPost>> {
    one(state, auth.0, id, Move::Approve).await
}

#[derive(Deserialize, Default, ToSchema)]
pub(crate) struct RejectBody {
    /// What to change; kept on the draft and added to the comment thread.
    #[schema(max_length = 2000, nullable = false)]
    feedback: Option<String>,
}

pub(super) fn feedback(check: &mut Check, text: Option<&str>) -> String {
    check
        .optional("feedback", text, FEEDBACK_MAX)
        .unwrap_or_default()
}

/// Sends a post waiting for approval back to draft with feedback (same roles as approve).
#[utoipa::path(tag = "content", request_body = RejectBody, responses(PostMoved))]
#[post("/content/<id>/reject", data = "<body>")]
pub(crate) async fn post_reject(
    state: &State<AppState>,
    auth: Can<area::Review>,
    id: i64,
    body: JsonBody<RejectBody>,
) -> ApiResult<Json<ContentPost>> {
    let mut check = Check::new();
    let text = feedback(&mut check, body.0.feedback.as_deref());
    check.finish()?;
    one(state, auth.0, id, Move::Reject(text)).await
}

/// Moves any post but a draft back to draft (admins only; a draft answers 409).
#[utoipa::path(tag = "content", responses(PostMoved))]
#[post("/content/<id>/set_draft")]
pub(crate) async fn post_set_draft(
    state: &State<AppState>,
    admin: AdminUser,
    id: i64,
) -> ApiResult<Json<ContentPost>> {
    one(state, admin.0, id, Move::Draft).await
}

/// Sends a draft for approval: an agency draft to the client, a client's own draft to the
/// agency. Any other state answers 409.
#[utoipa::path(tag = "content", responses(PostMoved))]
#[post("/content/<id>/submit")]
pub(crate) async fn post_submit(
    state: &State<AppState>,
    auth: Can<area::Review>,
    id: i64,
) -> ApiResult<Json<ContentPost>> {
    one(state, auth.0, id, Move::Submit).await
}

#[derive(Deserialize, Default, ToSchema)]
pub(crate) struct PostedBody {
    /// Where the post went live (http or https).
    #[schema(
        required = true,
        nullable = false,
        min_length = 1,
        max_length = 2000,
        pattern = r"^https?://[^/?#\s.\u0000-\u001f\u007f-\u009f][^/?#\s\u0000-\u001f\u007f-\u009f]*\.[^/?#\s\u0000-\u001f\u007f-\u009f]*[^/?#\s.\u0000-\u001f\u007f-\u009f]([/?#][^\s\u0000-\u001f\u007f-\u009f]*)?$"
    )]
    post_url: Option<String>,
    /// Numbers, or numeric text; anything else counts as 0.
    #[schema(value_type = Option<i64>)]
    likes: Option<serde_json::Value>,
    #[schema(value_type = Option<i64>)]
    comments: Option<serde_json::Value>,
    #[schema(value_type = Option<i64>)]
    shares: Option<serde_json::Value>,
    #[schema(value_type = Option<i64>)]
    views: Option<serde_json::Value>,
}

/// A count from a form or JSON: a whole number from 0, anything else 0 (as the spec says).
fn count(v: Option<&serde_json::Value>) -> i64 {
    let n = match v {
        Some(serde_json::Value::Number(n)) => n.as_f64().unwrap_or(0.0),
        Some(serde_json::Value::String(s)) => s.trim().parse::<f64>().unwrap_or(0.0),
        _ => 0.0,
    };
    if n.is_finite() && n > 0.0 {
        n.min(1e15).floor() as i64
    } else {
        0
    }
}

/// An http(s) URL with a host, or the reason it is not one.
fn live_url(check: &mut Check, v: Option<&str>) -> String {
    let url = check.required("post_url", v, 2000);
    if check.has("post_url") {
        return url;
    }
    let rest = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"));
    let host = rest.map(|r| r.split(['/', '?', '#']).next().unwrap_or(""));
    let plausible = host.is_some_and(|h| {
        h.contains('.')
            && !h.starts_with('.')
            && !h.ends_with('.')
            && !h.contains(char::is_whitespace)
    }) && !url.contains(char::is_whitespace);
    if !plausible {
        check.add(
            "post_url",
            "Enter the post's web address, e.g. https://instagram.com/p/...",
        );
    }
    url
}

/// Records an approved post as published, with its figures; the engagement rate is computed
/// and stored as a fraction (admins only; any other state is 409).
#[utoipa::path(tag = "content", request_body = PostedBody, responses(PostMoved))]
#[post("/content/<id>/mark_posted", data = "<body>")]
pub(crate) async fn post_mark_posted(
    state: &State<AppState>,
    admin: AdminUser,
    id: i64,
    body: JsonBody<PostedBody>,
) -> ApiResult<Json<ContentPost>> {
    let b = body.0;
    let mut check = Check::new();
    let url = live_url(&mut check, b.post_url.as_deref());
    check.finish()?;
    let metrics = (
        count(b.likes.as_ref()),
        count(b.comments.as_ref()),
        count(b.shares.as_ref()),
        count(b.views.as_ref()),
    );
    let ctx = Ctx::new(state, &admin.0);
    let mails = state
        .db
        .write(move |c| mark_one(c, id, &ctx, Some(&url), metrics))
        .await?;
    state.reindex().await;
    notify::send(state, mails).await;
    Ok(Json(super::load(state, id, admin.0.scope, true).await?))
}

pub(super) fn mark_one(
    c: &rusqlite::Connection,
    id: i64,
    ctx: &Ctx,
    url: Option<&str>,
    (likes, comments, shares, views): (i64, i64, i64, i64),
) -> ApiResult<Vec<Mail>> {
    let st = content::state_for(c, id, ctx.viewer)?.ok_or_else(ApiError::not_found)?;
    rules::may_mark_posted(st.facts())?;
    let m = Metrics {
        post_url: url,
        likes,
        comments,
        shares,
        views,
    };
    content::mark_posted(c, id, &m)?;
    // Posted by a person: the publisher's queue ends here, whatever it held.
    crate::db::publish_steps::by_hand(c, id)?;
    record(
        c,
        id,
        &ctx.by,
        ContentAction::Posted,
        false,
        url.unwrap_or(""),
    )?;
    let post = content::get_for(c, id, Scope::Agency, &ctx.media)?
        .ok_or_else(|| ApiError::gone("post"))?;
    let about = About::of(&post);
    notify::plan(c, Event::Posted, &about, &ctx.by, false, &ctx.base_url)
}
