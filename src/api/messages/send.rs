//! Sending messages (three ways in, one way to store: `deliver`) and marking one read.

use rocket::http::Status;
use rocket::serde::json::Json;
use rocket::{Route, State, post, routes};
use serde::Deserialize;
use utoipa::ToSchema;

use super::deliver::{self, Outgoing};
use crate::api::body::JsonBody;
use crate::auth::{AdminUser, AuthUser};
use crate::auth::{Can, Member, area};
use crate::db::messages::{self, CONTENT_MAX, Message, Side};
use crate::db::users::Role;
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::validate::Check;

pub fn routes() -> Vec<Route> {
    routes![post_message, send_to_admin, send_to_client, mark_read]
}

/// Who a message is for: a user's id, or `admin` for the agency.
#[derive(Deserialize, ToSchema)]
#[serde(untagged)]
pub(super) enum Receiver {
    User(i64),
    Name(String),
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct MessageBody {
    #[schema(required = true, nullable = false)]
    receiver: Option<Receiver>,
    /// Plain text up to 5,000 characters; may be empty when a file is attached.
    #[schema(nullable = false, max_length = 5000)]
    content: Option<String>,
    /// A file id from `POST /api/files/`, of the same conversation.
    #[schema(schema_with = crate::api::input_schema::id_input)]
    #[serde(default, deserialize_with = "crate::api::ids::one")]
    attachment: Option<i64>,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct ToAdminBody {
    #[schema(nullable = false, max_length = 5000)]
    content: Option<String>,
    #[schema(schema_with = crate::api::input_schema::id_input)]
    #[serde(default, deserialize_with = "crate::api::ids::one")]
    attachment: Option<i64>,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub(super) struct ToClientBody {
    #[schema(required = true, schema_with = crate::api::input_schema::id_input)]
    #[serde(default, deserialize_with = "crate::api::ids::one")]
    client_id: Option<i64>,
    #[schema(nullable = false, max_length = 5000)]
    content: Option<String>,
    #[schema(schema_with = crate::api::input_schema::id_input)]
    #[serde(default, deserialize_with = "crate::api::ids::one")]
    attachment: Option<i64>,
}

/// The text, checked: up to the limit, and not empty unless a file goes with it.
fn text(check: &mut Check, content: Option<&str>, attachment: Option<i64>) -> String {
    let content = content.unwrap_or("");
    check.max_len("content", content, CONTENT_MAX);
    if content.contains('\0') {
        check.add("content", "The message cannot contain a NUL character.");
    }
    if content.trim().is_empty() && attachment.is_none() {
        check.add("content", "Write a message or attach a file.");
    }
    content.to_string()
}

/// The text (see `text`) and the field besides it that must be given, or every field at fault.
fn text_and<T>(
    content: Option<&str>,
    attachment: Option<i64>,
    field: &str,
    value: Option<T>,
) -> ApiResult<(String, T)> {
    let mut check = Check::new();
    let content = text(&mut check, content, attachment);
    if value.is_none() {
        check.add(field, crate::validate::REQUIRED);
    }
    check.finish()?;
    Ok((content, value.expect("checked")))
}

/// Sends a message: a client to the agency (`receiver` is `admin` or an admin's id), an admin
/// to a client's user (`receiver` is that user's id). A client's messages are rate limited
/// (429).
#[utoipa::path(
    tag = "messages",
    request_body = MessageBody,
    responses(
        (status = 201, body = Message),
        (status = 403, response = crate::api::openapi::Forbidden),
        (status = 429, response = crate::api::openapi::RateLimited),
    )
)]
#[post("/messages", data = "<body>")]
pub(super) async fn post_message(
    state: &State<AppState>,
    auth: Can<area::Messages>,
    body: JsonBody<MessageBody>,
) -> ApiResult<(Status, Json<Message>)> {
    let side = Side::of(&auth.user);
    let m = body.0.parse(side)?;
    let client_id = conversation_of(state, &auth, side, m.to).await?;
    send(state, &auth, client_id, m.content, m.attachment).await
}

/// A message as sent: its text, the user it is addressed to (None: the agency) and its file.
struct Parsed {
    to: Option<i64>,
    content: String,
    attachment: Option<i64>,
}

impl MessageBody {
    /// The text and the receiver, checked; `admin` names the agency for a client only.
    fn parse(self, side: Side) -> ApiResult<Parsed> {
        let (content, receiver) = text_and(
            self.content.as_deref(),
            self.attachment,
            "receiver",
            self.receiver,
        )?;
        let to = match (&receiver, side) {
            (Receiver::Name(n), Side::Client) if n == "admin" => None,
            // A user id as a select gives it, "6".
            (Receiver::Name(n), _) if crate::api::ids::digits(n).is_some() => {
                crate::api::ids::digits(n)
            }
            (Receiver::Name(_), _) => {
                return Err(ApiError::field(
                    "receiver",
                    "Give a user's id, or admin for the agency.",
                ));
            }
            (Receiver::User(id), _) => Some(*id),
        };
        Ok(Parsed {
            to,
            content,
            attachment: self.attachment,
        })
    }
}

/// The conversation a message goes to: a client's own, and only to the agency or one of its
/// admins (else 403); for an admin, the conversation of the client user it names.
async fn conversation_of(
    state: &AppState,
    auth: &AuthUser,
    side: Side,
    to: Option<i64>,
) -> ApiResult<i64> {
    match side {
        Side::Client => {
            if let Some(id) = to {
                let is_admin = state
                    .db
                    .read(move |c| crate::db::users::find(c, id))
                    .await?
                    .is_some_and(|u| u.role == Role::Admin);
                if !is_admin {
                    return Err(ApiError::Forbidden(
                        "You can write to the agency only.".into(),
                    ));
                }
            }
            auth.scope.client()
        }
        Side::Agency => {
            let id = to.expect("a name was refused above");
            // A member writes only to the clients it serves; another's user is no one to it.
            let viewer = auth.scope;
            state
                .db
                .read(move |c| match crate::db::clients::id_for_user(c, id)? {
                    Some(client) if crate::db::clients::visible(c, client, viewer)? => {
                        Ok(Some(client))
                    }
                    _ => Ok(None),
                })
                .await?
                .ok_or_else(|| ApiError::field("receiver", "No client user with this id."))
        }
    }
}

async fn send(
    state: &AppState,
    auth: &AuthUser,
    client_id: i64,
    content: String,
    file_id: Option<i64>,
) -> ApiResult<(Status, Json<Message>)> {
    // A client's messages are limited (a burst, then a steady rate); the agency's are not: its
    // admins answer many clients in a row, and whoever holds an admin's session can do far
    // worse than write.
    if Side::of(&auth.user) == Side::Client {
        state.limits.message(auth.user.id)?;
    }
    let out = Outgoing {
        client_id,
        sender_id: auth.user.id,
        side: Side::of(&auth.user),
        content,
        file_id,
    };
    let message = deliver::deliver(state, out).await?;
    Ok((Status::Created, Json(message)))
}

/// A client writes to the agency (rate limited: 429); admins write with send-to-client (403).
#[utoipa::path(
    tag = "messages",
    request_body = ToAdminBody,
    responses(
        (status = 201, body = Message),
        (status = 403, response = crate::api::openapi::Forbidden),
        (status = 429, response = crate::api::openapi::RateLimited),
    )
)]
#[post("/messages/send-to-admin", data = "<body>")]
pub(super) async fn send_to_admin(
    state: &State<AppState>,
    caller: Member<area::Messages>,
    body: JsonBody<ToAdminBody>,
) -> ApiResult<(Status, Json<Message>)> {
    let mut check = Check::new();
    let content = text(&mut check, body.0.content.as_deref(), body.0.attachment);
    check.finish()?;
    send(
        state,
        &caller.auth,
        caller.client_id,
        content,
        body.0.attachment,
    )
    .await
}

/// An admin writes to a client (which must have a user account).
#[utoipa::path(
    tag = "messages",
    request_body = ToClientBody,
    responses(
        (status = 201, body = Message),
        (status = 403, response = crate::api::openapi::Forbidden),
        (status = 409, response = crate::api::openapi::Conflict),
    )
)]
#[post("/messages/send-to-client", data = "<body>")]
pub(super) async fn send_to_client(
    state: &State<AppState>,
    admin: AdminUser,
    body: JsonBody<ToClientBody>,
) -> ApiResult<(Status, Json<Message>)> {
    let b = body.0;
    let (content, client_id) =
        text_and(b.content.as_deref(), b.attachment, "client_id", b.client_id)?;
    crate::api::clients::known(state, admin.0.scope, "client_id", client_id).await?;
    send(state, &admin.0, client_id, content, b.attachment).await
}

/// Marks one message read. Only the receiving side may: the client for the agency's messages,
/// any admin for the client's.
#[utoipa::path(
    tag = "messages",
    responses(
        (status = 200, body = Message),
        (status = 403, response = crate::api::openapi::Forbidden),
        (status = 404, response = crate::api::openapi::NotFound),
    )
)]
#[post("/messages/<id>/mark_read")]
pub(super) async fn mark_read(
    state: &State<AppState>,
    auth: Can<area::Messages>,
    id: i64,
) -> ApiResult<Json<Message>> {
    let side = Side::of(&auth.user);
    let scope = auth.scope;
    let found = state
        .db
        .read(move |c| match messages::get(c, id)? {
            // The conversation's client, if the caller may see it: its own, or one it serves.
            Some(m) if crate::db::clients::visible(c, m.conversation, scope)? => Ok(Some(m)),
            _ => Ok(None),
        })
        .await?;
    let message = found.ok_or_else(ApiError::not_found)?;
    let written_by_reader =
        (message.sender_role == crate::domain::Role::Client) == (side == Side::Client);
    if written_by_reader {
        return Err(ApiError::Forbidden(
            "Only the receiving side can mark a message read.".into(),
        ));
    }
    let changed = state.db.write(move |c| messages::mark_one(c, id)).await?;
    if changed {
        let client_id = message.conversation;
        let client_users = state
            .db
            .read(move |c| crate::db::team::recipients(c, client_id, crate::domain::Area::Messages))
            .await?;
        deliver::publish_read(state, client_id, &client_users, side, id);
    }
    let fresh = state.db.find(move |c| messages::get(c, id)).await?;
    Ok(Json(side.mark_mine(vec![fresh]).remove(0)))
}
