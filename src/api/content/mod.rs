//! Content posts: the agency drafts, the client approves or asks for changes (and submits its
//! own ideas for the agency to approve), the agency publishes and records results. Reads here;
//! writes in `write`, state moves in `actions`, files in `files`, the thread in `thread`.

pub(crate) mod actions;
pub(super) mod approvals;
pub(super) mod bulk;
pub(super) mod files;
mod images;
mod input;
pub(crate) mod notify;
pub(super) mod thread;
pub(super) mod write;

use rocket::http::uri::Origin;
use rocket::serde::json::Json;
use rocket::{FromForm, Route, State, get, routes};
use utoipa::IntoParams;

use super::page::{ClientFilter, OneEach, PageParams, PageQuery, Paginated, Total};
use super::version::Tagged;
use crate::auth::AuthUser;
use crate::auth::{Can, area};
use crate::db::clients::Scope;
use crate::db::content::{self, ContentPost, ContentStats, Filter};
use crate::domain::Area;
use crate::error::ApiResult;
use crate::search::{Kind, Order, Query};
use crate::state::AppState;
use crate::validate::{self, Check};

pub fn routes() -> Vec<Route> {
    [
        routes![
            get_content,
            get_content_stats,
            get_by_platform,
            get_calendar,
            get_post
        ],
        write::routes(),
        actions::routes(),
        bulk::routes(),
        files::routes(),
        thread::routes(),
        approvals::routes(),
    ]
    .concat()
}

/// Images on one post (the form limit allows this many of the largest size).
pub const MAX_POST_IMAGES: u64 = images::MAX_IMAGES as u64;

/// The calendar answers at most this many days at once (six weeks of a month grid fit).
pub const CALENDAR_MAX_DAYS: i64 = 62;
/// Posts in one calendar answer, however full the range.
const CALENDAR_MAX_POSTS: u32 = 2_000;

/// Sets what the caller may do with each post (`reviews`: its seat may propose and review).
fn with_flags(mut posts: Vec<ContentPost>, viewer: Scope, reviews: bool) -> Vec<ContentPost> {
    for p in &mut posts {
        p.set_flags(viewer, reviews);
    }
    posts
}

/// One post as the caller sees it, or 404 when it is unknown or another client's.
pub(crate) async fn load(
    state: &AppState,
    id: i64,
    viewer: Scope,
    reviews: bool,
) -> ApiResult<ContentPost> {
    let media = state.media.clone();
    let post = state
        .db
        .find(move |c| content::get_for(c, id, viewer, &media))
        .await?;
    Ok(with_flags(vec![post], viewer, reviews).remove(0))
}

/// `YYYY-MM-DD` as the first or last second of that day (UTC).
fn day_bound(check: &mut Check, field: &str, v: Option<&str>, end: bool) -> Option<String> {
    let v = v.map(str::trim).filter(|s| !s.is_empty())?;
    match validate::date(v) {
        Some(d) => Some(format!(
            "{d}T{}Z",
            if end { "23:59:59" } else { "00:00:00" }
        )),
        None => {
            check.add(field, "Enter a date as YYYY-MM-DD.");
            None
        }
    }
}

#[derive(FromForm, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct ContentQuery<'r> {
    /// A client's id, or `all` (admins; a client user sees only its own posts anyway).
    #[param(schema_with = crate::api::input_schema::id_filter)]
    client: Option<&'r str>,
    /// A status, or `all`.
    #[param(schema_with = status_filter)]
    status: Option<&'r str>,
    /// A platform, or `all`.
    #[param(schema_with = platform_filter)]
    platform: Option<&'r str>,
    /// Words in the title, caption or client name; the best match comes first.
    #[param(value_type = Option<String>, max_length = 200)]
    search: Option<&'r str>,
    /// Scheduled on or after this day, `YYYY-MM-DD`.
    #[param(schema_with = crate::api::input_schema::optional_date)]
    date_from: Option<&'r str>,
    /// Scheduled on or before this day, `YYYY-MM-DD`.
    #[param(schema_with = crate::api::input_schema::optional_date)]
    date_to: Option<&'r str>,
    /// `overdue`: only posts waiting for approval past their deadline (a search then matches
    /// their title and caption word by word); `all` or empty: no filter.
    #[param(value_type = Option<String>, pattern = "^(all|overdue)?$")]
    approval: Option<&'r str>,
    #[param(ignore)]
    page: Option<&'r str>,
    #[param(ignore)]
    page_size: Option<&'r str>,
}

struct Listing {
    filter: Filter,
    search: Option<String>,
}

fn read_query(q: &ContentQuery<'_>) -> ApiResult<Listing> {
    let mut check = Check::new();
    let approval = q.approval.filter(|a| !a.is_empty());
    let mut filter = Filter {
        client: super::page::id_filter("client", q.client)?,
        status: check.filter("status", q.status),
        platform: check.filter("platform", q.platform),
        from: day_bound(&mut check, "date_from", q.date_from, false),
        to: day_bound(&mut check, "date_to", q.date_to, true),
        overdue: check
            .one_of("approval", approval, &["all", "overdue"])
            .is_some_and(|a| a == "overdue"),
        ..Filter::default()
    };
    let mut search = check.search("search", q.search);
    if filter.overdue {
        // The index keeps no deadlines; the overdue posts are few, so their words are matched
        // in the database instead.
        filter.words = search
            .take()
            .map(|text| text.split_whitespace().map(str::to_string).collect())
            .unwrap_or_default();
    }
    check.finish()?;
    Ok(Listing { filter, search })
}

/// One page of posts the caller may see: from the table newest scheduled first, or from the
/// search index best match first (filters answered there too).
async fn page_of(
    state: &AppState,
    auth: &AuthUser,
    listing: Listing,
    params: PageParams,
) -> ApiResult<(Total, Vec<ContentPost>)> {
    let viewer = auth.scope;
    let media = state.media.clone();
    let Listing { filter, search } = listing;
    let search = search.map(|text| {
        let mut query = Query::new(Kind::Content, &text)
            .tag("client", filter.client)
            .tag("status", filter.status.as_ref())
            .tag("platform", filter.platform.as_ref());
        query.order = Order::Newest;
        query.from = filter.from.as_deref().map(crate::search::seconds);
        query.to = filter.to.as_deref().map(crate::search::seconds);
        query
    });
    // The index knows each post's client: a search is narrowed there, before counting.
    let search = super::page::scoped(state, viewer, search).await?;
    let found = media.clone();
    let (count, rows) = params
        .load(
            state,
            search,
            move |c, page| {
                let count = content::count(c, viewer, &filter)?;
                Ok((count, content::list(c, viewer, &filter, page, &media)?))
            },
            move |c, ids| content::by_ids(c, viewer, ids, &found),
        )
        .await?;
    Ok((count, with_flags(rows, viewer, auth.may(Area::Review))))
}

/// Posts: an admin sees every client's, a client user only its own. Filtered, paginated,
/// newest scheduled first, with `search` too.
#[utoipa::path(
    tag = "content",
    params(ContentQuery, PageQuery),
    responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = Paginated<ContentPost>))
)]
#[get("/content?<q..>")]
pub(super) async fn get_content(
    state: &State<AppState>,
    auth: Can<area::Content>,
    uri: &Origin<'_>,
    _one_each: OneEach,
    q: ContentQuery<'_>,
) -> ApiResult<Json<Paginated<ContentPost>>> {
    let params = PageParams::parse(q.page, q.page_size)?;
    let listing = read_query(&q)?;
    let (count, rows) = page_of(state, &auth, listing, params).await?;
    Ok(Json(params.wrap(uri, count, rows)))
}

#[derive(FromForm, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct PlatformQuery<'r> {
    /// instagram, youtube or tiktok.
    #[param(value_type = String, pattern = "^(instagram|youtube|tiktok)$")]
    platform: Option<&'r str>,
    #[param(ignore)]
    page: Option<&'r str>,
    #[param(ignore)]
    page_size: Option<&'r str>,
}

/// The caller's posts on one platform, newest scheduled first.
#[utoipa::path(
    tag = "content",
    params(PlatformQuery, PageQuery),
    responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = Paginated<ContentPost>))
)]
#[get("/content/by_platform?<q..>")]
pub(super) async fn get_by_platform(
    state: &State<AppState>,
    auth: Can<area::Content>,
    uri: &Origin<'_>,
    _one_each: OneEach,
    q: PlatformQuery<'_>,
) -> ApiResult<Json<Paginated<ContentPost>>> {
    let params = PageParams::parse(q.page, q.page_size)?;
    let mut check = Check::new();
    let platform = check.required_choice("platform", q.platform);
    check.finish()?;
    let listing = Listing {
        filter: Filter {
            platform: Some(platform),
            ..Filter::default()
        },
        search: None,
    };
    let (count, rows) = page_of(state, &auth, listing, params).await?;
    Ok(Json(params.wrap(uri, count, rows)))
}

/// Counts by status and platform, and posts created in the last 7 days.
#[utoipa::path(
    tag = "content",
    params(ClientFilter),
    responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = ContentStats))
)]
#[get("/content/stats?<q..>")]
pub(super) async fn get_content_stats(
    state: &State<AppState>,
    auth: Can<area::Content>,
    _one_each: OneEach,
    q: ClientFilter<'_>,
) -> ApiResult<Json<ContentStats>> {
    let client = super::page::id_filter("client", q.client)?;
    let viewer = auth.scope;
    let stats = state
        .db
        .read(move |c| content::stats(c, viewer, client))
        .await?;
    Ok(Json(stats))
}

#[derive(FromForm, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct CalendarQuery<'r> {
    /// First day shown, `YYYY-MM-DD`.
    #[param(value_type = String, format = Date)]
    start_date: Option<&'r str>,
    /// Last day shown, `YYYY-MM-DD`, on or after the first and at most 61 days after it
    /// (62 days shown).
    #[param(value_type = String, format = Date)]
    end_date: Option<&'r str>,
    /// A client's id, or `all` (admins).
    #[param(schema_with = crate::api::input_schema::id_filter)]
    client: Option<&'r str>,
    /// A platform, or `all`.
    #[param(schema_with = platform_filter)]
    platform: Option<&'r str>,
}

/// Both ends given, in order, and at most `CALENDAR_MAX_DAYS` apart.
fn calendar_range(check: &mut Check, from: Option<&str>, to: Option<&str>) {
    for (field, v) in [("start_date", from), ("end_date", to)] {
        if v.is_none() && !check.has(field) {
            check.add(field, validate::REQUIRED);
        }
    }
    if let (Some(a), Some(b)) = (from, to) {
        let days = crate::search::seconds(b) - crate::search::seconds(a);
        if days < 0 {
            check.add(
                "end_date",
                "The end date must not be before the start date.",
            );
        } else if days / 86_400 >= CALENDAR_MAX_DAYS {
            check.add(
                "end_date",
                format!("Show at most {CALENDAR_MAX_DAYS} days at once."),
            );
        }
    }
}

/// Posts scheduled between two days (inclusive), earliest first, for a month or week view.
#[utoipa::path(
    tag = "content",
    params(CalendarQuery),
    responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = Vec<ContentPost>))
)]
#[get("/content/calendar_view?<q..>")]
pub(super) async fn get_calendar(
    state: &State<AppState>,
    auth: Can<area::Content>,
    _one_each: OneEach,
    q: CalendarQuery<'_>,
) -> ApiResult<Json<Vec<ContentPost>>> {
    let mut check = Check::new();
    let from = day_bound(&mut check, "start_date", q.start_date, false);
    let to = day_bound(&mut check, "end_date", q.end_date, true);
    let platform = check.filter("platform", q.platform);
    calendar_range(&mut check, from.as_deref(), to.as_deref());
    let client = super::page::id_filter("client", q.client)?;
    check.finish()?;
    let filter = Filter {
        client,
        platform,
        from,
        to,
        ..Filter::default()
    };
    let viewer = auth.scope;
    let media = state.media.clone();
    let posts = state
        .db
        .read(move |c| content::calendar(c, viewer, &filter, CALENDAR_MAX_POSTS, &media))
        .await?;
    Ok(Json(with_flags(posts, viewer, auth.may(Area::Review))))
}

/// One post: an admin's any, a client user's own (another client's answers 404).
#[utoipa::path(
    tag = "content",
    responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = ContentPost, headers(("ETag" = String))))
)]
#[get("/content/<id>")]
pub(super) async fn get_post(
    state: &State<AppState>,
    auth: Can<area::Content>,
    id: i64,
) -> ApiResult<Tagged<ContentPost>> {
    let reviews = auth.may(Area::Review);
    Ok(Tagged::new(load(state, id, auth.scope, reviews).await?))
}

fn status_filter() -> utoipa::openapi::schema::Object {
    crate::api::input_schema::filter::<content::ContentStatus>()
}

fn platform_filter() -> utoipa::openapi::schema::Object {
    crate::api::input_schema::filter::<content::SocialPlatform>()
}
