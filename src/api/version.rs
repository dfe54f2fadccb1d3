//! Optimistic concurrency for editable objects. Each carries a `version`; answers send it as an
//! `ETag`, and an edit names the version it was made from, either as `If-Match` (refused with
//! 412) or as a `version` field (refused with 409). Either way the refusal carries the current
//! object, so the UI can show what changed instead of overwriting it.

use rocket::http::Header;
use rocket::request::{self, FromRequest, Request};
use rocket::response::{self, Responder};
use rocket::serde::json::Json;
use serde::Serialize;

use crate::db::Versioned;
use crate::error::{ApiError, ApiResult};

/// The version an edit was made from, when the caller said.
#[derive(Clone, Copy, Debug, Default)]
pub struct Expected {
    version: Option<i64>,
    from_header: bool,
}

/// `If-Match: "N"` (weak tags accepted; `*` means any version).
pub struct IfMatch(Option<i64>);

#[rocket::async_trait]
impl<'r> FromRequest<'r> for IfMatch {
    type Error = ();

    async fn from_request(req: &'r Request<'_>) -> request::Outcome<Self, ()> {
        let parsed = req.headers().get_one("If-Match").and_then(|raw| {
            let tag = raw.trim();
            if tag == "*" {
                return None;
            }
            let tag = tag.strip_prefix("W/").unwrap_or(tag).trim_matches('"');
            // An unreadable tag can match no version.
            Some(tag.parse::<i64>().unwrap_or(i64::MIN))
        });
        request::Outcome::Success(IfMatch(parsed))
    }
}

impl Expected {
    /// The header wins over the body when a caller sends both.
    pub fn new(if_match: IfMatch, body_version: Option<i64>) -> Self {
        match if_match.0 {
            Some(v) => Expected {
                version: Some(v),
                from_header: true,
            },
            None => Expected {
                version: body_version,
                from_header: false,
            },
        }
    }

    /// Refuses the edit when it was made from another version than `current`'s.
    pub fn check<T: Serialize>(
        &self,
        current_version: i64,
        current: &T,
        what: &str,
    ) -> ApiResult<()> {
        match self.version {
            Some(v) if v != current_version => Err(ApiError::Stale {
                message: format!("This {what} was changed by someone else after you opened it."),
                if_match: self.from_header,
                current: Box::new(serde_json::to_value(current).unwrap_or_default()),
            }),
            _ => Ok(()),
        }
    }
}

/// A JSON answer for one versioned object, with its version as the `ETag`.
pub struct Tagged<T>(T, i64);

impl<T: Versioned> Tagged<T> {
    pub fn new(object: T) -> Self {
        let version = object.version();
        Tagged(object, version)
    }
}

impl<'r, T: Serialize> Responder<'r, 'static> for Tagged<T> {
    fn respond_to(self, req: &'r Request<'_>) -> response::Result<'static> {
        let mut res = Json(self.0).respond_to(req)?;
        res.set_header(Header::new("ETag", format!("\"{}\"", self.1)));
        Ok(res)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stale_body_version_is_a_409_and_a_stale_if_match_a_412() {
        let body = Expected::new(IfMatch(None), Some(1));
        let err = body
            .check(2, &serde_json::json!({"id": 1}), "client")
            .unwrap_err();
        assert_eq!(err.status().code, 409);
        let header = Expected::new(IfMatch(Some(1)), Some(2));
        assert_eq!(
            header.check(2, &(), "client").unwrap_err().status().code,
            412
        );
        assert!(
            Expected::new(IfMatch(None), None)
                .check(7, &(), "client")
                .is_ok()
        );
        assert!(
            Expected::new(IfMatch(None), Some(7))
                .check(7, &(), "client")
                .is_ok()
        );
    }
}

/// `If-Match` as the OpenAPI document describes it (the guard above reads it).
#[derive(utoipa::IntoParams)]
#[into_params(parameter_in = Header)]
#[allow(dead_code)]
pub struct IfMatchHeader {
    /// `"N"`: the `ETag` of the version the edit was made from. A stale one answers 412.
    #[param(rename = "If-Match", nullable = false)]
    if_match: Option<String>,
}
