//! Answer sets several operations share, for their `#[utoipa::path(responses(..))]`: said once
//! here, so that the handlers of one family (a post's state moves, the sign-up steps) cannot
//! drift apart in what they document. The answers implied by an operation's shape (401, 404,
//! 422 ...) are added by `openapi::Shape` as for every operation.

use std::collections::BTreeMap;

use utoipa::IntoResponses;
use utoipa::openapi::response::{Response, ResponseBuilder};
use utoipa::openapi::{Content, Ref, RefOr};

/// A success carrying one named schema as JSON, and the named error answers beside it.
fn answers(
    success: (&str, &str, &str),
    errors: &[(&str, &str)],
) -> BTreeMap<String, RefOr<Response>> {
    let (status, description, schema) = success;
    let body = Content::new(Some(RefOr::Ref(Ref::from_schema_name(schema))));
    let ok = ResponseBuilder::new()
        .description(description)
        .content("application/json", body)
        .build();
    let mut all = BTreeMap::from([(status.to_string(), RefOr::T(ok))]);
    for (status, name) in errors {
        all.insert(
            status.to_string(),
            RefOr::Ref(Ref::from_response_name(*name)),
        );
    }
    all
}

/// Declares answer sets: `Name: (status, description, schema), [(status, response), ...]`.
macro_rules! answer_sets {
    ($($(#[$doc:meta])* $name:ident: $success:expr, $errors:expr;)*) => {$(
        $(#[$doc])*
        pub struct $name;

        impl IntoResponses for $name {
            fn responses() -> BTreeMap<String, RefOr<Response>> {
                answers($success, $errors)
            }
        }
    )*};
}

answer_sets! {
    /// A post's state move: the post as it now is; 403 for a caller the rules refuse, 409 for a
    /// state that refuses the move.
    PostMoved: ("200", "", "ContentPost"), &[("403", "Forbidden"), ("409", "Conflict")];
    /// Several posts moved at once: how many; 409 names the posts whose state refuses it, and
    /// none moves.
    PostsMoved: ("200", "", "Updated"), &[("403", "Forbidden"), ("409", "Conflict")];
    /// A verification code mailed: 403 when sign-up is closed, 429 too soon, 503 when the mail
    /// could not go.
    CodeMailed: ("200", "Code sent", "CodeSent"),
        &[("403", "Forbidden"), ("429", "RateLimited"), ("503", "MailFailed")];
    /// Registered and signed in: the new session; 403 when sign-up is closed, 429 too many
    /// tries, 503 when the password hashing is saturated.
    Registered: ("201", "Registered and signed in", "Session"),
        &[("403", "Forbidden"), ("429", "RateLimited"), ("503", "Busy")];
}
