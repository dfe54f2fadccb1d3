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
use crate::error::{ApiError, ApiResult, GuardError};

/// The version an edit was made from, when the caller said.
#[derive(Clone, Copy, Debug, Default)]
pub struct Expected {
    version: Option<i64>,
    from_header: bool,
}

/// `If-Match: "N"` (also `W/"N"` or a bare `N`; `*` means any version).
pub struct IfMatch(Option<i64>);

/// Reads the forms `IfMatchHeader`'s pattern allows, and nothing else.
fn parse_if_match(raw: &str) -> Result<Option<i64>, ()> {
    let tag = raw.trim();
    if tag == "*" {
        return Ok(None);
    }
    let bare = tag.strip_prefix("W/").unwrap_or(tag);
    let digits = match bare.strip_prefix('"') {
        Some(rest) => rest.strip_suffix('"').ok_or(())?,
        None if bare.len() == tag.len() => bare,
        None => return Err(()),
    };
    if digits.is_empty() || digits.len() > 18 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(());
    }
    digits.parse().map(Some).map_err(|_| ())
}

#[rocket::async_trait]
impl<'r> FromRequest<'r> for IfMatch {
    type Error = ();

    async fn from_request(req: &'r Request<'_>) -> request::Outcome<Self, ()> {
        match req.headers().get_one("If-Match").map(parse_if_match) {
            None => request::Outcome::Success(IfMatch(None)),
            Some(Ok(version)) => request::Outcome::Success(IfMatch(version)),
            // A malformed tag names no version at all: say so rather than report a conflict.
            Some(Err(())) => {
                let error = ApiError::field(
                    "If-Match",
                    "Send the ETag of the version you edited, e.g. \"3\".",
                );
                GuardError::fail(req, error)
            }
        }
    }
}

impl Expected {
    /// The header wins over the body when a caller sends both; a body `version` below 0 is
    /// invalid whatever the header says, so it is refused before any comparison.
    pub fn new(if_match: IfMatch, body_version: Option<i64>) -> ApiResult<Self> {
        if body_version.is_some_and(|v| v < 0) {
            return Err(ApiError::field(
                "version",
                "A version is a whole number from 0.",
            ));
        }
        Ok(match if_match.0 {
            Some(v) => Expected {
                version: Some(v),
                from_header: true,
            },
            None => Expected {
                version: body_version,
                from_header: false,
            },
        })
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

/// `If-Match` as the OpenAPI document describes it (the guard above reads it).
#[derive(utoipa::IntoParams)]
#[into_params(parameter_in = Header)]
#[allow(dead_code)]
pub struct IfMatchHeader {
    /// `"N"`: the `ETag` of the version the edit was made from. A stale one answers 412.
    #[param(
        rename = "If-Match",
        nullable = false,
        pattern = r#"^(\*|(W/)?"[0-9]{1,18}"|[0-9]{1,18})$"#
    )]
    if_match: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stale_body_version_is_a_409_and_a_stale_if_match_a_412() {
        let body = Expected::new(IfMatch(None), Some(1)).unwrap();
        let err = body
            .check(2, &serde_json::json!({"id": 1}), "client")
            .unwrap_err();
        assert_eq!(err.status().code, 409);
        let header = Expected::new(IfMatch(Some(1)), Some(2)).unwrap();
        assert_eq!(
            header.check(2, &(), "client").unwrap_err().status().code,
            412
        );
        assert!(
            Expected::new(IfMatch(None), None)
                .unwrap()
                .check(7, &(), "client")
                .is_ok()
        );
        assert!(
            Expected::new(IfMatch(None), Some(7))
                .unwrap()
                .check(7, &(), "client")
                .is_ok()
        );
    }

    #[test]
    fn if_match_takes_the_forms_its_documented_pattern_allows_and_refuses_the_rest() {
        assert_eq!(parse_if_match("\"3\""), Ok(Some(3)));
        assert_eq!(parse_if_match("W/\"3\""), Ok(Some(3)));
        assert_eq!(parse_if_match("3"), Ok(Some(3)));
        assert_eq!(parse_if_match("*"), Ok(None));
        for bad in [
            "",
            "null",
            "\"3",
            "3\"",
            "W/3",
            "\"\"",
            "\"-1\"",
            "1234567890123456789",
        ] {
            assert_eq!(parse_if_match(bad), Err(()), "{bad:?}");
        }
    }
}
