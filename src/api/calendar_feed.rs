//! The content calendar as a feed a calendar app subscribes to: each user may have one secret
//! address (`/api/calendar/<secret>.ics`), which shows the posts the user would see on the
//! Content screen and nothing else, and which the user can replace or turn off at any time.

use rocket::http::{Header, Status};
use rocket::serde::json::Json;
use rocket::{Responder, Route, State, delete, get, post, routes};
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::token;
use crate::auth::{Can, area};
use crate::db::calendar_feeds::{self, Feed};
use crate::db::clients;
use crate::db::content::{self, Filter};
use crate::domain::Area;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

pub fn routes() -> Vec<Route> {
    routes![get_feed, post_feed, delete_feed, get_calendar_file]
}

/// The window a feed covers: what a calendar app shows around today.
const DAYS_BACK: i64 = 90;
const DAYS_AHEAD: i64 = 366;
/// Posts in one feed, at most (soonest first).
const FEED_MAX: u32 = 2_000;

/// Whether the caller has a calendar feed. Its address is only ever shown when it is made.
#[utoipa::path(tag = "content", responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = Feed)))]
#[get("/calendar/feed")]
pub(super) async fn get_feed(
    state: &State<AppState>,
    auth: Can<area::Content>,
) -> ApiResult<Json<Feed>> {
    let user = auth.user.id;
    let feed = state.db.read(move |c| calendar_feeds::state(c, user));
    Ok(Json(feed.await?))
}

#[derive(Serialize, ToSchema)]
pub(super) struct NewFeed {
    /// The address to give a calendar app. It is shown this once: only its hash is kept.
    url: String,
    #[serde(flatten)]
    state: Feed,
}

/// Makes the caller's calendar feed, or a new address for it (the old one stops working).
#[utoipa::path(tag = "content", responses((status = 403, response = crate::api::openapi::Forbidden), (status = 201, body = NewFeed)))]
#[post("/calendar/feed")]
pub(super) async fn post_feed(
    state: &State<AppState>,
    auth: Can<area::Content>,
) -> ApiResult<(Status, Json<NewFeed>)> {
    let secret = token::generate();
    let hash = token::hash(&secret);
    let user = auth.user.id;
    let feed = state
        .db
        .write(move |c| {
            calendar_feeds::replace(c, user, &hash)?;
            calendar_feeds::state(c, user)
        })
        .await?;
    let url = format!(
        "{}/api/calendar/{secret}.ics",
        state.config.public_base_url()
    );
    Ok((Status::Created, Json(NewFeed { url, state: feed })))
}

/// Turns the caller's calendar feed off; its address stops working at once.
#[utoipa::path(tag = "content", responses((status = 403, response = crate::api::openapi::Forbidden), (status = 204, description = "Turned off")))]
#[delete("/calendar/feed")]
pub(super) async fn delete_feed(
    state: &State<AppState>,
    auth: Can<area::Content>,
) -> ApiResult<Status> {
    let user = auth.user.id;
    state
        .db
        .write(move |c| calendar_feeds::remove(c, user))
        .await?;
    Ok(Status::NoContent)
}

#[derive(Responder)]
#[response(content_type = "text/calendar")]
pub(super) struct Ics {
    body: String,
    cache: Header<'static>,
}

/// The feed itself, for calendar apps: no sign-in, the secret in the address is the key. An
/// unknown, replaced or turned-off address is 404.
#[utoipa::path(
    security(()),
    tag = "content",
    params(("file" = String, Path, description = "The secret, then `.ics`")),
    responses(
        (status = 200, description = "An iCalendar document", content_type = "text/calendar", body = String),
        (status = 404, response = crate::api::openapi::NotFound),
    )
)]
#[get("/calendar/<file>")]
pub(super) async fn get_calendar_file(state: &State<AppState>, file: &str) -> ApiResult<Ics> {
    let secret = file.strip_suffix(".ics").ok_or_else(ApiError::not_found)?;
    let hash = token::hash(secret);
    let media = state.media.clone();
    let now = time::OffsetDateTime::now_utc();
    let filter = Filter {
        from: Some(crate::db::format_time(
            now - time::Duration::days(DAYS_BACK),
        )),
        to: Some(crate::db::format_time(
            now + time::Duration::days(DAYS_AHEAD),
        )),
        ..Filter::default()
    };
    let agency = state.branding.name();
    let (user, scope, name, posts) = state
        .db
        .read(move |c| {
            let user = calendar_feeds::owner(c, &hash)?
                // A member moved to a seat that does not read content has lost its feed.
                .filter(|u| u.membership.is_none_or(|m| m.seat.may(Area::Content)))
                .ok_or_else(ApiError::not_found)?;
            let scope = user.scope();
            let whose = match user.membership.map(|m| m.client_id) {
                // The company when the record names one: a calendar reads "Bloom Botanicals".
                Some(id) => clients::get(c, id)?.map_or(agency, |c| {
                    if c.company.trim().is_empty() {
                        c.name
                    } else {
                        c.company
                    }
                }),
                None => agency,
            };
            let posts = content::calendar(c, scope, &filter, FEED_MAX, &media)?;
            Ok((user.id, scope, format!("{whose} content plan"), posts))
        })
        .await?;
    // Best effort: the feed is served whether or not the note of its use is written.
    let _ = state
        .db
        .write(move |c| calendar_feeds::touch(c, user))
        .await;
    let feed = crate::ical::Feed {
        name: &name,
        base_url: &state.config.public_base_url(),
        show_client: matches!(scope, crate::domain::Scope::Agency),
    };
    Ok(Ics {
        body: crate::ical::render(&feed, &posts),
        // Calendar apps poll; a few minutes' reuse spares the server without showing old plans.
        cache: Header::new("Cache-Control", "private, max-age=300"),
    })
}
