//! Pagination: `?page=&page_size=` in, `{count, next, previous, results}` out.

use rocket::http::uri::Origin;
use serde::Serialize;

use crate::error::{ApiError, ApiResult};

pub const DEFAULT_SIZE: u32 = 20;
pub const MAX_SIZE: u32 = 100;

#[derive(Debug, Clone, Copy)]
pub struct PageParams {
    pub page: u64,
    pub size: u32,
}

#[derive(Debug, Serialize)]
pub struct Paginated<T> {
    pub count: i64,
    pub next: Option<String>,
    pub previous: Option<String>,
    pub results: Vec<T>,
}

impl PageParams {
    pub fn parse(page: Option<&str>, size: Option<&str>) -> ApiResult<PageParams> {
        let page =
            match page {
                None | Some("") => 1,
                Some(p) => p.parse::<u64>().ok().filter(|p| *p >= 1).ok_or_else(|| {
                    ApiError::field("page", "A page number from 1 up is required.")
                })?,
            };
        let size = match size {
            None | Some("") => DEFAULT_SIZE,
            Some(s) => s
                .parse::<u32>()
                .ok()
                .filter(|s| (1..=MAX_SIZE).contains(s))
                .ok_or_else(|| {
                    ApiError::field("page_size", "The page size must be from 1 to 100.")
                })?,
        };
        Ok(PageParams { page, size })
    }

    /// SQLite takes signed offsets; absurd page numbers saturate instead of wrapping.
    pub fn offset(&self) -> i64 {
        i64::try_from((self.page - 1).saturating_mul(self.size as u64)).unwrap_or(i64::MAX)
    }

    /// Wraps one page of results with links to its neighbours (relative to this host).
    pub fn wrap<T>(&self, uri: &Origin<'_>, count: i64, results: Vec<T>) -> Paginated<T> {
        let last_page = ((count.max(0) as u64).div_ceil(self.size as u64)).max(1);
        let next = (self.page < last_page).then(|| link(uri, self.page + 1));
        let previous = (self.page > 1).then(|| link(uri, (self.page - 1).min(last_page)));
        Paginated {
            count,
            next,
            previous,
            results,
        }
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
