//! One error type for every API answer: `{"error", "message", "code", "fields"?}`.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use rocket::http::{ContentType, Header, Status};
use rocket::request::Request;
use rocket::response::{self, Responder, Response};
use serde::Serialize;

use crate::domain::language::Language;
use crate::words;

pub type FieldErrors = BTreeMap<String, Vec<String>>;

#[derive(Debug, Clone, thiserror::Error)]
pub enum ApiError {
    #[error("{0}")]
    BadRequest(String),
    #[error("Authentication credentials were not provided or are invalid.")]
    Unauthorized,
    #[error("{0}")]
    Forbidden(String),
    /// 403 for a staff member the agency requires to add a second factor first.
    #[error(
        "Your agency asks you to add a second factor first: an authenticator app or a passkey, under Settings › Security."
    )]
    SecondFactorRequired,
    #[error("{0}")]
    NotFound(String),
    #[error("{message}")]
    Conflict { code: &'static str, message: String },
    /// 422 for a well-formed sign-in whose email and password do not match an account. Not 401,
    /// which means a missing or invalid token (the UI signs out on it).
    #[error("{0}")]
    InvalidCredentials(String),
    #[error("{0}")]
    TooLarge(String),
    #[error("{message}")]
    Validation {
        message: String,
        fields: FieldErrors,
    },
    /// 429; `retry_after` (seconds) is sent as the `Retry-After` header.
    #[error("{message}")]
    RateLimited { message: String, retry_after: u64 },
    #[error("{0}")]
    Unavailable(String),
    /// 400 for a social account connect that failed: `code` is one of the product's OAuth
    /// codes (`invalid_state`, `no_token` ...).
    #[error("{message}")]
    OAuth { code: &'static str, message: String },
    /// 405 on a path that exists for other methods; they are listed in `Allow`.
    #[error("This method is not allowed here.")]
    MethodNotAllowed { allow: String },
    #[error("Send the body as JSON with Content-Type: application/json.")]
    UnsupportedMediaType,
    /// The caller edited an older version: 409 for a `version` field, 412 for `If-Match`.
    /// The current object goes back so the caller can show what changed.
    #[error("{message}")]
    Stale {
        message: String,
        if_match: bool,
        current: Box<serde_json::Value>,
    },
    /// The detail is logged, never sent to the caller.
    #[error("internal error: {0}")]
    Internal(String),
}

/// Every error answer: `error` and `message` carry the same sentence for the person, `code`
/// a stable name for programs.
#[derive(Serialize, utoipa::ToSchema)]
pub struct ErrorBody<'a> {
    error: &'a str,
    message: &'a str,
    /// e.g. `validation_error`, `not_found`, `version_conflict`, `rate_limited`.
    code: &'a str,
    /// Validation errors: each bad field with its problems.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = BTreeMap<String, Vec<String>>)]
    fields: Option<&'a FieldErrors>,
    /// A version conflict: the object as it is stored now.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(schema_with = crate::schema_ref::free_object)]
    current: Option<&'a serde_json::Value>,
}

impl ApiError {
    pub fn forbidden() -> Self {
        ApiError::Forbidden("You do not have permission to perform this action.".into())
    }

    pub fn second_factor_required() -> Self {
        ApiError::SecondFactorRequired
    }

    pub fn not_found() -> Self {
        ApiError::NotFound("Not found.".into())
    }

    /// A 404 for an object someone deleted while another person still had it open.
    pub fn gone(what: &str) -> Self {
        ApiError::NotFound(format!(
            "This {what} no longer exists. Someone may have deleted it."
        ))
    }

    pub fn conflict(code: &'static str, message: impl Into<String>) -> Self {
        ApiError::Conflict {
            code,
            message: message.into(),
        }
    }

    /// A validation error on one field; the message names the problem.
    pub fn field(field: &str, problem: impl Into<String>) -> Self {
        let problem = problem.into();
        let mut fields = FieldErrors::new();
        fields.insert(field.to_string(), vec![problem.clone()]);
        ApiError::Validation {
            message: problem,
            fields,
        }
    }

    /// A validation error collected over several fields; `None` when there are none.
    pub fn from_fields(fields: FieldErrors) -> Option<Self> {
        let first = fields.values().flatten().next()?.clone();
        Some(ApiError::Validation {
            message: first,
            fields,
        })
    }

    pub fn rate_limited(message: impl Into<String>, retry_after: u64) -> Self {
        ApiError::RateLimited {
            message: message.into(),
            retry_after: retry_after.max(1),
        }
    }

    pub fn internal(detail: impl std::fmt::Display) -> Self {
        ApiError::Internal(detail.to_string())
    }

    pub fn status(&self) -> Status {
        match self {
            ApiError::BadRequest(_) => Status::BadRequest,
            ApiError::Unauthorized => Status::Unauthorized,
            ApiError::Forbidden(_) | ApiError::SecondFactorRequired => Status::Forbidden,
            ApiError::NotFound(_) => Status::NotFound,
            ApiError::Conflict { .. } => Status::Conflict,
            ApiError::InvalidCredentials(_) => Status::UnprocessableEntity,
            ApiError::TooLarge(_) => Status::PayloadTooLarge,
            ApiError::Validation { .. } => Status::UnprocessableEntity,
            ApiError::RateLimited { .. } => Status::TooManyRequests,
            ApiError::Unavailable(_) => Status::ServiceUnavailable,
            ApiError::OAuth { .. } => Status::BadRequest,
            ApiError::MethodNotAllowed { .. } => Status::MethodNotAllowed,
            ApiError::UnsupportedMediaType => Status::UnsupportedMediaType,
            ApiError::Stale { if_match: true, .. } => Status::PreconditionFailed,
            ApiError::Stale { .. } => Status::Conflict,
            ApiError::Internal(_) => Status::InternalServerError,
        }
    }

    pub fn code(&self) -> &'static str {
        match self {
            ApiError::BadRequest(_) => "bad_request",
            ApiError::Unauthorized => "not_authenticated",
            ApiError::Forbidden(_) => "permission_denied",
            ApiError::SecondFactorRequired => "second_factor_required",
            ApiError::NotFound(_) => "not_found",
            ApiError::Conflict { code, .. } => code,
            ApiError::InvalidCredentials(_) => "invalid_credentials",
            ApiError::TooLarge(_) => "payload_too_large",
            ApiError::Validation { .. } => "validation_error",
            ApiError::RateLimited { .. } => "rate_limited",
            ApiError::Unavailable(_) => "service_unavailable",
            ApiError::OAuth { code, .. } => code,
            ApiError::MethodNotAllowed { .. } => "method_not_allowed",
            ApiError::UnsupportedMediaType => "unsupported_media_type",
            ApiError::Stale { .. } => "version_conflict",
            ApiError::Internal(_) => "internal_error",
        }
    }

    /// The sentence shown to the user; internal details stay in the log.
    pub fn public_message(&self) -> String {
        match self {
            ApiError::Internal(_) => "Something went wrong on our side. Please try again.".into(),
            other => other.to_string(),
        }
    }

    /// The generic error for a status with no more specific cause (used by catchers).
    pub fn for_status(status: Status) -> Self {
        match status.code {
            400 => ApiError::BadRequest("The request could not be understood.".into()),
            401 => ApiError::Unauthorized,
            403 => ApiError::forbidden(),
            404 => ApiError::not_found(),
            413 => ApiError::TooLarge("The request body is too large.".into()),
            422 => ApiError::Validation {
                message: "The request body is invalid.".into(),
                fields: FieldErrors::new(),
            },
            405 => ApiError::MethodNotAllowed {
                allow: String::new(),
            },
            415 => ApiError::UnsupportedMediaType,
            429 => ApiError::rate_limited("Too many requests. Please slow down.", 60),
            503 => ApiError::Unavailable("The service is busy. Please try again.".into()),
            code if (400..500).contains(&code) => {
                ApiError::BadRequest(status.reason().unwrap_or("Bad request").to_string())
            }
            _ => ApiError::Internal(format!("unhandled status {status}")),
        }
    }

    pub fn to_json(&self) -> String {
        self.to_json_in(Language::En)
    }

    /// The body with its common sentences in `language` (words::error_text); the rest, and
    /// every code and field name, as they are.
    pub fn to_json_in(&self, language: Language) -> String {
        let said = |text: &str| words::error_text(language, text).unwrap_or_else(|| text.into());
        let message = said(&self.public_message());
        let translated: Option<FieldErrors> = match self {
            ApiError::Validation { fields, .. } if !fields.is_empty() => Some(
                fields
                    .iter()
                    .map(|(name, problems)| {
                        (name.clone(), problems.iter().map(|p| said(p)).collect())
                    })
                    .collect(),
            ),
            _ => None,
        };
        let fields = translated.as_ref();
        let current = match self {
            ApiError::Stale { current, .. } => Some(current.as_ref()),
            _ => None,
        };
        let body = ErrorBody {
            error: &message,
            message: &message,
            code: self.code(),
            fields,
            current,
        };
        serde_json::to_string(&body).unwrap_or_else(|_| "{}".into())
    }
}

/// What a trigger says when it refuses a change for the post's state (migration 0021).
const PUBLISHING_REFUSAL: &str = "atrium: post is being published";
/// What a trigger says when a change would leave the agency without an owner (migration 0024).
const LAST_OWNER_REFUSAL: &str = "atrium: the agency keeps an owner";

impl From<rusqlite::Error> for ApiError {
    fn from(e: rusqlite::Error) -> Self {
        if let rusqlite::Error::SqliteFailure(_, Some(message)) = &e {
            if message == PUBLISHING_REFUSAL {
                return ApiError::conflict(
                    "publish_state",
                    "This post is being published this moment: change it once it is out.",
                );
            }
            if message == LAST_OWNER_REFUSAL {
                return ApiError::conflict(
                    "last_owner",
                    "The agency needs an owner: make someone else an owner first.",
                );
            }
        }
        ApiError::Internal(format!("database: {e}"))
    }
}

impl From<r2d2::Error> for ApiError {
    fn from(e: r2d2::Error) -> Self {
        tracing::warn!("database pool exhausted: {e}");
        ApiError::Unavailable("The service is busy. Please try again.".into())
    }
}

impl From<std::io::Error> for ApiError {
    fn from(e: std::io::Error) -> Self {
        ApiError::Internal(format!("io: {e}"))
    }
}

impl<'r> Responder<'r, 'static> for ApiError {
    fn respond_to(self, req: &'r Request<'_>) -> response::Result<'static> {
        if let ApiError::Internal(detail) = &self {
            tracing::error!("internal error: {detail}");
        }
        // The UI says which language it shows (lib/api); a script that asks for none reads English.
        let language = words::from_accept_language(req.headers().get_one("Accept-Language"));
        let body = self.to_json_in(language);
        let mut res = Response::build();
        res.status(self.status()).header(ContentType::JSON);
        match &self {
            ApiError::Unauthorized => {
                res.header(Header::new("WWW-Authenticate", "Token"));
            }
            ApiError::RateLimited { retry_after, .. } => {
                res.header(Header::new("Retry-After", retry_after.to_string()));
            }
            // Busy (pool or hashing queue full): worth another try in a moment.
            ApiError::Unavailable(_) => {
                res.header(Header::new("Retry-After", "2"));
            }
            ApiError::MethodNotAllowed { allow } if !allow.is_empty() => {
                res.header(Header::new("Allow", allow.clone()));
            }
            _ => {}
        }
        res.sized_body(body.len(), std::io::Cursor::new(body)).ok()
    }
}

/// Request guards cannot hand their error to a Rocket 0.5 catcher directly, so a failing guard
/// parks it here and the catcher answers with it instead of a generic sentence.
#[derive(Default)]
pub struct GuardError(OnceLock<ApiError>);

impl GuardError {
    pub fn stash(req: &Request<'_>, error: ApiError) -> Status {
        let status = error.status();
        let _ = req.local_cache(GuardError::default).0.set(error);
        status
    }

    /// A request guard's failure: the error parked, its status handed to Rocket.
    pub fn fail<T>(req: &Request<'_>, error: ApiError) -> rocket::request::Outcome<T, ()> {
        rocket::outcome::Outcome::Error((GuardError::stash(req, error), ()))
    }

    pub fn take<'a>(req: &'a Request<'_>) -> Option<&'a ApiError> {
        req.local_cache(GuardError::default).0.get()
    }
}

pub type ApiResult<T> = Result<T, ApiError>;
