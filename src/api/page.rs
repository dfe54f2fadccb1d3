//! Pagination: `?page=&page_size=` in, `{count, next, previous, results}` out.

use rocket::FromForm;
use rocket::http::uri::Origin;
use serde::Serialize;
use utoipa::{IntoParams, ToSchema};

use rocket::request::{self, FromRequest, Request};

use crate::error::{ApiError, ApiResult, GuardError};
use crate::search::Query;
use crate::state::AppState;
use rusqlite::Connection;

pub const DEFAULT_SIZE: u32 = 20;
pub const MAX_SIZE: u32 = 100;
/// Far past any real list; a bound keeps the document and the server in exact agreement.
pub const MAX_PAGE: u64 = 1_000_000;

/// `?page=&page_size=`, read as text so that a bad one gets a field error rather than a 404.
/// Lists with filters read the two in their own query struct and document them with this one.
#[derive(FromForm, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PageQuery<'r> {
    /// From 1; past the last page the results are empty.
    #[param(value_type = Option<u64>, minimum = 1, maximum = 1_000_000)]
    pub page: Option<&'r str>,
    #[param(value_type = Option<u32>, minimum = 1, maximum = 100)]
    pub page_size: Option<&'r str>,
}

/// `?client=` on figures both sides read: a client's id (admins), or nothing for all of them.
#[derive(FromForm, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ClientFilter<'r> {
    /// A client's id (admins); a client user's figures are always its own.
    #[param(schema_with = crate::api::input_schema::id_filter)]
    pub client: Option<&'r str>,
}

/// An id filter from the query string: empty and `all` mean none.
pub fn id_filter(field: &str, v: Option<&str>) -> ApiResult<Option<i64>> {
    match v.map(str::trim).filter(|s| !s.is_empty() && *s != "all") {
        None => Ok(None),
        Some(s) => s
            .parse()
            .map(Some)
            .map_err(|_| ApiError::field(field, "Use a numeric id.")),
    }
}

/// How many match: exactly, or at least `count`.
#[derive(Debug, Clone, Copy)]
pub struct Total {
    pub count: i64,
    pub exact: bool,
}

impl From<i64> for Total {
    fn from(count: i64) -> Total {
        Total { count, exact: true }
    }
}

#[derive(Debug, Clone, Copy)]
pub struct PageParams {
    pub page: u64,
    pub size: u32,
}

/// One page of a list, with links to its neighbours (relative to this host).
#[derive(Debug, Serialize, ToSchema)]
pub struct Paginated<T> {
    /// All matches, over every page; at least this many when `count_exact` is false.
    pub count: i64,
    /// False when a search stopped counting (a content search counts a thousand matches, then
    /// only far enough for the page asked): `next` still leads on while more match.
    pub count_exact: bool,
    #[schema(required = true)]
    pub next: Option<String>,
    #[schema(required = true)]
    pub previous: Option<String>,
    pub results: Vec<T>,
}

/// A whole number from `min` to `max`, `default` when left out.
fn within<N: std::str::FromStr + PartialOrd>(
    field: &str,
    v: Option<&str>,
    (min, max, default): (N, N, N),
    problem: &str,
) -> ApiResult<N> {
    match v {
        None => Ok(default),
        Some(s) => s
            .parse::<N>()
            .ok()
            .filter(|n| (min..=max).contains(n))
            .ok_or_else(|| ApiError::field(field, problem)),
    }
}

impl PageParams {
    pub fn parse(page: Option<&str>, size: Option<&str>) -> ApiResult<PageParams> {
        Ok(PageParams {
            page: within(
                "page",
                page,
                (1, MAX_PAGE, 1),
                "A page number from 1 to 1000000 is required.",
            )?,
            size: within(
                "page_size",
                size,
                (1, MAX_SIZE, DEFAULT_SIZE),
                "The page size must be from 1 to 100.",
            )?,
        })
    }

    /// SQLite takes signed offsets; absurd page numbers saturate instead of wrapping.
    pub fn offset(&self) -> i64 {
        i64::try_from((self.page - 1).saturating_mul(self.size as u64)).unwrap_or(i64::MAX)
    }

    /// This page of a list: from the search index when there are words to match (`search`, the
    /// filters among its tags, so only this page's rows are ever loaded), else from `list`,
    /// given the page's size and offset, which counts the rows and reads the page.
    pub async fn load<T, L, B>(
        self,
        state: &AppState,
        search: Option<Query>,
        list: L,
        by_ids: B,
    ) -> ApiResult<(Total, Vec<T>)>
    where
        T: Send + 'static,
        L: FnOnce(&Connection, (u32, i64)) -> ApiResult<(i64, Vec<T>)> + Send + 'static,
        B: FnOnce(&Connection, &[i64]) -> ApiResult<Vec<T>> + Send + 'static,
    {
        let (size, offset) = (self.size, self.offset());
        match search {
            Some(query) => state.search_page(query, (offset, size), by_ids).await,
            None => {
                let (count, rows) = state.db.read(move |c| list(c, (size, offset))).await?;
                Ok((Total::from(count), rows))
            }
        }
    }

    /// Wraps one page of results with links to its neighbours (relative to this host).
    pub fn wrap<T>(
        &self,
        uri: &Origin<'_>,
        total: impl Into<Total>,
        results: Vec<T>,
    ) -> Paginated<T> {
        let Total { count, exact } = total.into();
        let last_page = ((count.max(0) as u64).div_ceil(self.size as u64)).max(1);
        let more = !exact && results.len() == self.size as usize;
        let next = (self.page < last_page || more).then(|| link(uri, self.page + 1));
        let previous = (self.page > 1).then(|| link(uri, (self.page - 1).min(last_page)));
        Paginated {
            count,
            count_exact: exact,
            next,
            previous,
            results,
        }
    }
}

/// A guard for every route that reads a query: it refuses a query that gives any parameter
/// twice. Rocket would keep one of the values silently (and a lenient `Option` field turns the
/// clash into "absent"), so `?status=a&status=b` must not half-work.
pub struct OneEach;

#[rocket::async_trait]
impl<'r> FromRequest<'r> for OneEach {
    type Error = ();

    async fn from_request(req: &'r Request<'_>) -> request::Outcome<Self, ()> {
        let mut seen = std::collections::BTreeSet::new();
        for (name, _) in req.uri().query().into_iter().flat_map(|q| q.segments()) {
            if !seen.insert(name) {
                let error = ApiError::field(name, "Give this parameter once.");
                return GuardError::fail(req, error);
            }
        }
        request::Outcome::Success(OneEach)
    }
}

fn link(uri: &Origin<'_>, page: u64) -> String {
    let mut pairs: Vec<String> = uri
        .query()
        .map(|q| {
            q.as_str()
                .split('&')
                .filter(|kv| !kv.is_empty() && !kv.starts_with("page="))
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default();
    pairs.push(format!("page={page}"));
    format!("{}?{}", uri.path(), pairs.join("&"))
}

/// A search narrowed inside the index to the clients whose documents the caller may find, so
/// that its count is the caller's too (`Query::owners`): the agency's every client, a client
/// user's own (none for an unlinked one), a member's assigned ones.
pub async fn scoped(
    state: &AppState,
    viewer: crate::domain::Scope,
    search: Option<Query>,
) -> ApiResult<Option<Query>> {
    use crate::domain::Scope;
    let Some(mut query) = search else {
        return Ok(None);
    };
    query.owners = match viewer {
        Scope::Agency => None,
        Scope::Client(id) => Some(vec![id]),
        Scope::Unlinked => Some(Vec::new()),
        Scope::Assigned(user) => Some(
            state
                .db
                .read(move |c| crate::db::staff::assigned_clients(c, user))
                .await?,
        ),
    };
    Ok(Some(query))
}
