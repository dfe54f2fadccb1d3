//! Creating, editing and deleting posts, as a form with images or as JSON.

use rocket::form::{Errors, Form};
use rocket::fs::TempFile;
use rocket::http::Status;
use rocket::serde::json::Json;
use rocket::{Route, State, delete, patch, post, routes};

use super::images;
use super::input::{ContentBody, ContentCreate, ContentForm, ContentFormCreate, read_form};
use super::notify::{self, About, Event};
use crate::api::body::JsonBody;
use crate::api::openapi::{self as doc, Forbidden};
use crate::api::quota;
use crate::api::version::{Expected, IfMatch, IfMatchHeader, Tagged};
use crate::auth::AuthUser;
use crate::auth::{Can, area};
use crate::db::clients::Scope;
use crate::db::content::{self, ContentPost, Fields, SocialPlatform};
use crate::db::content_thread::{self as thread, Actor, ContentChange};
use crate::db::social_accounts;
use crate::domain::content::{self as rules, ContentAction, ContentStatus};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::validate::{self, Check};

pub fn routes() -> Vec<Route> {
    routes![
        post_content_form,
        post_content_json,
        patch_content_form,
        patch_content_json,
        delete_content
    ]
}

pub const TITLE_MAX: usize = 200;
/// YouTube's description limit, the longest of the three platforms.
pub const CONTENT_MAX: usize = 5000;
pub const MESSAGE_MAX: usize = 2000;

/// Applies the body's text onto `base`, checking every field.
fn merge(check: &mut Check, base: &mut Fields, b: &ContentBody, creating: bool) {
    if let Some(p) = check.choice::<SocialPlatform>("platform", b.platform.as_deref()) {
        base.platform = p.to_string();
    } else if creating && b.platform.is_none() {
        check.add("platform", validate::REQUIRED);
    }
    if let Some(t) = check.optional("title", b.title.as_deref(), TITLE_MAX) {
        base.title = t;
    }
    if creating || b.content.is_some() {
        base.content = check.required("content", b.content.as_deref(), CONTENT_MAX);
    }
    if let Some(m) = check.optional("admin_message", b.admin_message.as_deref(), MESSAGE_MAX) {
        base.admin_message = m;
    }
    if let Some(tags) = &b.tags {
        base.tags = crate::domain::publishing::clean_tags(tags);
    }
    if let Some(p) = check.choice("privacy", b.privacy.as_deref()) {
        base.privacy = p;
    }
    match b.scheduled_date.as_deref().map(str::trim) {
        Some(d) if !d.is_empty() => match validate::datetime(d) {
            Some(t) => base.scheduled_date = t,
            None => check.add(
                "scheduled_date",
                "Enter a date and time, e.g. 2026-12-01T17:00:00Z.",
            ),
        },
        Some(_) => check.add("scheduled_date", validate::REQUIRED),
        None if creating => check.add("scheduled_date", validate::REQUIRED),
        None => {}
    }
}

/// The account a post goes out on: the one chosen (it must be the client's, active, on the
/// post's platform) or the client's first active one there. A client user may only post where
/// it has an active account, as its create screen offers.
fn resolve_account(
    c: &rusqlite::Connection,
    check: &mut Check,
    client_id: i64,
    platform: &str,
    chosen: Option<i64>,
    strict: bool,
) -> ApiResult<Option<i64>> {
    let active = social_accounts::active_of(c, client_id, platform)?;
    match chosen {
        Some(id) if active.contains(&id) => Ok(Some(id)),
        Some(_) => {
            check.add(
                "social_account",
                "Choose one of the client's active accounts on this platform.",
            );
            Ok(None)
        }
        // The request is fine; the client's accounts are what refuse it (409, as any state
        // refusal), until one is connected on that platform.
        None if active.is_empty() && strict => Err(ApiError::conflict(
            "no_active_account",
            format!("Connect an active {platform} account before creating content for it."),
        )),
        None => Ok(active.first().copied()),
    }
}

/// What new images add to their client's storage.
fn bytes_of(stored: &[images::Stored]) -> u64 {
    stored.iter().map(|s| s.bytes).sum()
}

/// The changes an edit made, for the history.
fn changes(old: &Fields, new: &Fields) -> Vec<ContentChange> {
    let pairs = [
        ("title", &old.title, &new.title),
        ("content", &old.content, &new.content),
        ("scheduled_date", &old.scheduled_date, &new.scheduled_date),
        ("platform", &old.platform, &new.platform),
        ("admin_message", &old.admin_message, &new.admin_message),
        ("tags", &old.tags.join(", "), &new.tags.join(", ")),
        (
            "privacy",
            &old.privacy.as_str().to_string(),
            &new.privacy.as_str().to_string(),
        ),
    ];
    pairs
        .into_iter()
        .filter(|(_, a, b)| a != b)
        .map(|(field, a, b)| ContentChange {
            field: field.into(),
            before: Some(a.clone()),
            after: Some(b.clone()),
        })
        .collect()
}

/// Creates a post from checked input and stored images, in one transaction.
async fn create(
    state: &AppState,
    auth: AuthUser,
    body: ContentBody,
    files: Vec<TempFile<'_>>,
) -> ApiResult<(Status, Json<ContentPost>)> {
    let viewer = auth.scope;
    let scope = auth.scope;
    let admin = viewer.is_staff();
    let mut check = Check::new();
    let mut fields = Fields::default();
    merge(&mut check, &mut fields, &body, true);
    if admin && body.client.is_none() {
        check.add("client", validate::REQUIRED);
    }
    images::check_count(&mut check, 0, files.len());
    check.finish()?;
    quota::count_uploads(state, &auth.user, files.len())?;
    let stored = images::store(state, files).await?;
    let kept = stored.clone();
    let media = state.media.clone();
    let base_url = state.config.public_base_url();
    let by = Actor::of(&auth.user);
    let room = quota::room_for(state, &auth.user);
    let result = state
        .db
        .write(move |c| {
            let client_id = match (scope, body.client) {
                (Scope::Agency, Some(id)) => id,
                (Scope::Assigned(_), Some(id)) => {
                    if !crate::db::clients::visible(c, id, scope)? {
                        return Err(ApiError::field("client", "No client with this id."));
                    }
                    id
                }
                (Scope::Agency | Scope::Assigned(_), None) => {
                    return Err(ApiError::field("client", validate::REQUIRED));
                }
                // Whatever `client` a client user sends, its posts are its own.
                (Scope::Client(id), _) => id,
                (Scope::Unlinked, _) => {
                    return Err(ApiError::Forbidden(
                        "Your account is not linked to a client.".into(),
                    ));
                }
            };
            let Some(policy) = crate::db::approvals::policy(c, client_id)? else {
                return Err(ApiError::field("client", "No client with this id."));
            };
            quota::ensure_room(c, room, client_id, bytes_of(&stored))?;
            let mut check = Check::new();
            let chosen = body.social_account.flatten();
            fields.social_account =
                resolve_account(c, &mut check, client_id, &fields.platform, chosen, !admin)?;
            let kinds: Vec<_> = stored.iter().map(|s| s.kind).collect();
            images::check_platform(&mut check, &fields, &kinds);
            check.finish()?;
            let needs = body.needs_client_approval.unwrap_or(false);
            let (status, awaiting) = rules::initial_state(admin, needs, policy.approval_policy);
            let id = content::insert(
                c,
                &content::NewPost {
                    client_id,
                    fields: &fields,
                    status,
                    awaiting,
                    needs_client_approval: admin && needs,
                    author_role: by.role,
                    created_by: by.id,
                },
            )?;
            images::attach(c, id, &stored)?;
            let note = match status {
                ContentStatus::Approved => "Created and approved by the agency.",
                _ if admin => "Sent for the client's approval.",
                _ => "Submitted for the agency's approval.",
            };
            let event = thread::Event {
                action: ContentAction::Created,
                on_behalf_of_client: false,
                changes: &[],
                note,
            };
            thread::record(c, id, &by, &event)?;
            let post = content::get_for(c, id, Scope::Agency, &media)?
                .ok_or_else(|| ApiError::internal("inserted post missing"))?;
            let mails = if status == ContentStatus::PendingApproval {
                let about = About::of(&post);
                notify::plan(c, Event::AwaitsApproval, &about, &by, false, &base_url)?
            } else {
                Vec::new()
            };
            Ok((post, mails))
        })
        .await;
    let (mut post, mails) = match result {
        Ok(done) => done,
        Err(e) => {
            images::discard(state, images::names(&kept)).await;
            return Err(e);
        }
    };
    post.set_flags(viewer, true);
    state.reindex().await;
    notify::send(state, mails).await;
    Ok((Status::Created, Json(post)))
}

#[post("/content", format = "multipart/form-data", data = "<form>")]
async fn post_content_form(
    state: &State<AppState>,
    auth: Can<area::Review>,
    form: Result<Form<ContentForm<'_>>, Errors<'_>>,
) -> ApiResult<(Status, Json<ContentPost>)> {
    let (body, files) = read_form(state, form)?.split()?;
    create(state, auth.0, body, files).await
}

/// Creates a post. An admin names the client; with `needs_client_approval` it waits for the
/// client's approval, without it it is approved at once. A client user's post is always its
/// own (any `client` is ignored), goes out on a platform where it has an active account, and
/// waits for the agency's approval. Send a form to attach images (a client user's are rate
/// limited, 429, and must fit its storage quota, 413).
#[utoipa::path(
    tag = "content",
    request_body(content(
        (ContentFormCreate = "multipart/form-data"),
        (ContentCreate = "application/json"),
    )),
    responses(
        (status = 201, body = ContentPost),
        (status = 403, response = Forbidden),
        (status = 409, response = doc::Conflict),
        (status = 429, response = doc::RateLimited),
    )
)]
#[post("/content", data = "<body>", rank = 2)]
pub(crate) async fn post_content_json(
    state: &State<AppState>,
    auth: Can<area::Review>,
    body: JsonBody<ContentCreate>,
) -> ApiResult<(Status, Json<ContentPost>)> {
    create(state, auth.0, body.0.0, Vec::new()).await
}

/// Applies an edit: text, images removed and added, in one transaction.
async fn edit(
    state: &AppState,
    auth: AuthUser,
    id: i64,
    if_match: IfMatch,
    body: ContentBody,
    files: Vec<TempFile<'_>>,
) -> ApiResult<Tagged<ContentPost>> {
    let expected = Expected::new(if_match, body.version)?;
    let viewer = auth.scope;
    // Field checks need no database: answer them before storing any image.
    let mut probe = Check::new();
    merge(&mut probe, &mut Fields::default(), &body, false);
    images::check_count(&mut probe, 0, files.len());
    probe.finish()?;
    quota::count_uploads(state, &auth.user, files.len())?;
    let stored = images::store(state, files).await?;
    let kept = stored.clone();
    let media = state.media.clone();
    let by = Actor::of(&auth.user);
    let room = quota::room_for(state, &auth.user);
    let result = state
        .db
        .write(move |c| {
            let st = content::state_for(c, id, viewer)?.ok_or_else(ApiError::not_found)?;
            rules::may_change(st.facts(), viewer)?;
            let current =
                content::get_for(c, id, viewer, &media)?.ok_or_else(ApiError::not_found)?;
            let old = content::fields(c, id)?.ok_or_else(|| ApiError::gone("post"))?;
            let mut new = old.clone();
            let mut check = Check::new();
            merge(&mut check, &mut new, &body, false);
            let platform_moved = new.platform != old.platform;
            if body.social_account.is_some() || platform_moved {
                let chosen = body.social_account.flatten();
                let strict = !viewer.is_staff();
                new.social_account =
                    resolve_account(c, &mut check, st.client_id, &new.platform, chosen, strict)?;
            }
            let removing = images::removal(c, &mut check, id, &body)?;
            let remaining = (content::image_count(c, id)? as usize).saturating_sub(removing.count);
            images::check_count(&mut check, remaining, stored.len());
            let kinds = images::kinds_after(c, id, &removing, &stored)?;
            images::check_platform(&mut check, &new, &kinds);
            check.finish()?;
            expected.check(current.version, &current, "post")?;
            content::update(c, id, &new)?;
            let removed = content::remove_images(c, id, removing.ids.as_deref())?;
            // After the removals: images swapped for others need only the difference.
            quota::ensure_room(c, room, st.client_id, bytes_of(&stored))?;
            images::attach(c, id, &stored)?;
            let mut diff = changes(&old, &new);
            if removing.count > 0 || !stored.is_empty() {
                diff.push(images::change(
                    current.images.len(),
                    removing.count,
                    stored.len(),
                ));
            }
            if !diff.is_empty() {
                let event = thread::Event {
                    action: ContentAction::Edited,
                    on_behalf_of_client: false,
                    changes: &diff,
                    note: "",
                };
                thread::record(c, id, &by, &event)?;
            }
            let post = content::get_for(c, id, viewer, &media)?.ok_or_else(ApiError::not_found)?;
            Ok((post, removed))
        })
        .await;
    let (mut post, removed) = match result {
        Ok(done) => done,
        Err(e) => {
            images::discard(state, images::names(&kept)).await;
            return Err(e);
        }
    };
    images::discard(state, removed).await;
    post.set_flags(viewer, true);
    state.reindex().await;
    Ok(Tagged::new(post))
}

#[patch("/content/<id>", format = "multipart/form-data", data = "<form>")]
async fn patch_content_form(
    state: &State<AppState>,
    auth: Can<area::Review>,
    id: i64,
    if_match: IfMatch,
    form: Result<Form<ContentForm<'_>>, Errors<'_>>,
) -> ApiResult<Tagged<ContentPost>> {
    let (body, files) = read_form(state, form)?.split()?;
    edit(state, auth.0, id, if_match, body, files).await
}

/// Edits a post; fields left out keep their value. A client user edits only its own
/// submissions while they are drafts or pending. Send a form to add images; remove them with
/// `delete_old_images` (all) or `delete_image_ids`. Every change lands in the history.
#[utoipa::path(
    tag = "content",
    params(IfMatchHeader),
    request_body(content(
        (ContentForm = "multipart/form-data"),
        (ContentBody = "application/json"),
    )),
    responses(
        (status = 200, body = ContentPost, headers(("ETag" = String))),
        (status = 403, response = Forbidden),
        (status = 409, response = doc::Conflict),
        (status = 412, response = doc::PreconditionFailed),
        (status = 429, response = doc::RateLimited),
    )
)]
#[patch("/content/<id>", data = "<body>", rank = 2)]
pub(crate) async fn patch_content_json(
    state: &State<AppState>,
    auth: Can<area::Review>,
    id: i64,
    if_match: IfMatch,
    body: JsonBody<ContentBody>,
) -> ApiResult<Tagged<ContentPost>> {
    edit(state, auth.0, id, if_match, body.0, Vec::new()).await
}

/// Deletes a post and its image files. A client user deletes only its own submissions while
/// they are drafts or pending.
#[utoipa::path(
    tag = "content",
    responses(
        (status = 204, description = "Deleted"),
        (status = 403, response = Forbidden),
        (status = 409, response = doc::Conflict),
    )
)]
#[delete("/content/<id>")]
pub(crate) async fn delete_content(
    state: &State<AppState>,
    auth: Can<area::Review>,
    id: i64,
) -> ApiResult<Status> {
    let viewer = auth.scope;
    let files = state
        .db
        .write(move |c| {
            let st = content::state_for(c, id, viewer)?.ok_or_else(ApiError::not_found)?;
            rules::may_change(st.facts(), viewer)?;
            content::delete_many(c, &[id])
        })
        .await?;
    images::discard(state, files).await;
    state.reindex().await;
    Ok(Status::NoContent)
}
