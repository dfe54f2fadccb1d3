//! Messages: one conversation per client with the agency as a whole. A client reads and writes
//! only its own; any admin answers any. Reads here; sending and marking read in `send`.

mod deliver;
pub(super) mod send;
pub(super) mod team;

use rocket::http::uri::Origin;
use rocket::serde::json::Json;
use rocket::{FromForm, Route, State, get, routes};
use serde::Serialize;
use utoipa::{IntoParams, ToSchema};

use super::page::{OneEach, PageParams, PageQuery, Paginated};
use crate::auth::AdminUser;
use crate::auth::{Can, area};
use crate::db::clients::Scope;
use crate::db::conversations::{self, Conversation, ReadFilter};
use crate::db::messages::{self, LastMessage, Message, Side};
use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::validate::Check;

pub use deliver::link;
pub use team::TeamMember;

pub fn routes() -> Vec<Route> {
    [
        routes![
            get_messages,
            get_conversations,
            get_admin_conversations,
            get_conversation
        ],
        send::routes(),
        team::routes(),
    ]
    .concat()
}

/// The caller's own messages, page 1 the newest, each page oldest first: a client's whole
/// conversation; an admin's sent by it or addressed to it.
#[utoipa::path(
    tag = "messages",
    params(PageQuery),
    responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = Paginated<Message>))
)]
#[get("/messages?<q..>")]
pub(super) async fn get_messages(
    state: &State<AppState>,
    auth: Can<area::Messages>,
    uri: &Origin<'_>,
    _one_each: OneEach,
    q: PageQuery<'_>,
) -> ApiResult<Json<Paginated<Message>>> {
    let params = PageParams::parse(q.page, q.page_size)?;
    let side = Side::of(&auth.user);
    let page = (params.size, params.offset());
    let (count, rows) = match side {
        Side::Agency => {
            let user_id = auth.user.id;
            state
                .db
                .read(move |c| messages::of_admin(c, user_id, page))
                .await?
        }
        Side::Client => match auth.scope.own_client() {
            Ok(Some(client_id)) => {
                state
                    .db
                    .read(move |c| {
                        Ok((
                            messages::count(c, client_id)?,
                            messages::page(c, client_id, page)?,
                        ))
                    })
                    .await?
            }
            // No client record yet: nothing to show, which is not an error for a list.
            _ => (0, Vec::new()),
        },
    };
    Ok(Json(params.wrap(uri, count, side.mark_mine(rows))))
}

/// A client's view of its conversation with the agency.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(super) struct ClientConversation {
    /// The client's id (the conversation's).
    id: i64,
    /// The agency's contact (its first admin): `conversation/{userId}` opens this conversation,
    /// as does any admin's id.
    #[schema(required = true)]
    user_id: Option<i64>,
    /// The agency's name.
    name: String,
    /// Messages from the agency the client has not read.
    unread_count: i64,
    #[schema(required = true)]
    last_message: Option<LastMessage>,
}

/// A client's one conversation, or the agency's list of them.
#[derive(Serialize)]
#[serde(untagged)]
pub(super) enum Conversations {
    Client(Vec<ClientConversation>),
    Agency(Vec<Conversation>),
}

// Documented by hand as anyOf: an empty list is both kinds, which oneOf (what a derive makes
// of an untagged enum) forbids.
impl utoipa::PartialSchema for Conversations {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::Ref;
        use utoipa::openapi::schema::{AnyOfBuilder, ArrayBuilder};
        let list = |name: &str| {
            ArrayBuilder::new()
                .items(Ref::from_schema_name(name))
                .build()
        };
        AnyOfBuilder::new()
            .item(list("ClientConversation"))
            .item(list("Conversation"))
            .into()
    }
}

impl ToSchema for Conversations {
    fn schemas(
        schemas: &mut Vec<(
            String,
            utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>,
        )>,
    ) {
        schemas.push((
            "ClientConversation".into(),
            <ClientConversation as utoipa::PartialSchema>::schema(),
        ));
        schemas.push((
            "Conversation".into(),
            <Conversation as utoipa::PartialSchema>::schema(),
        ));
        <ClientConversation as ToSchema>::schemas(schemas);
        <Conversation as ToSchema>::schemas(schemas);
    }
}

/// Conversations: a client's one conversation with the agency (empty without a client record);
/// for an admin, the same list as `admin-conversations`.
#[utoipa::path(
    tag = "messages",
    responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = Conversations))
)]
#[get("/messages/conversations")]
pub(super) async fn get_conversations(
    state: &State<AppState>,
    auth: Can<area::Messages>,
) -> ApiResult<Json<Conversations>> {
    if Side::of(&auth.user) == Side::Agency {
        let viewer = auth.scope;
        let all = state
            .db
            .read(move |c| conversations::for_agency(c, viewer, None, ReadFilter::All))
            .await?;
        return Ok(Json(Conversations::Agency(all)));
    }
    let Ok(Some(client_id)) = auth.scope.own_client() else {
        return Ok(Json(Conversations::Client(Vec::new())));
    };
    let name = state.branding().agency_name.clone();
    let one = state
        .db
        .read(move |c| {
            Ok(ClientConversation {
                id: client_id,
                user_id: crate::db::users::first_admin_id(c)?,
                name,
                unread_count: messages::unread(c, client_id, Side::Client)?,
                last_message: messages::last(c, client_id)?,
            })
        })
        .await?;
    Ok(Json(Conversations::Client(vec![one])))
}

#[derive(FromForm, IntoParams)]
#[into_params(parameter_in = Query)]
pub(super) struct ConversationsQuery<'r> {
    /// Matches the client's name or company.
    #[param(value_type = Option<String>, max_length = 200)]
    search: Option<&'r str>,
    /// all (default), unread or read.
    #[param(value_type = Option<String>, pattern = "^(all|unread|read)?$")]
    filter: Option<&'r str>,
}

/// Every client with a user account as a conversation, the most recent first (admins).
#[utoipa::path(
    tag = "messages",
    params(ConversationsQuery),
    responses((status = 200, body = Vec<Conversation>), (status = 403, response = super::openapi::Forbidden))
)]
#[get("/messages/admin-conversations?<q..>")]
pub(super) async fn get_admin_conversations(
    state: &State<AppState>,
    admin: AdminUser,
    _one_each: OneEach,
    q: ConversationsQuery<'_>,
) -> ApiResult<Json<Vec<Conversation>>> {
    let mut check = Check::new();
    let search = check.search("search", q.search);
    let filter = check.filter("filter", q.filter).unwrap_or(ReadFilter::All);
    check.finish()?;
    let list = state
        .db
        .read(move |c| conversations::for_agency(c, admin.0.scope, search.as_deref(), filter))
        .await?;
    Ok(Json(list))
}

/// The conversation with a contact, named by the contact's user id (the `userId` of the
/// conversation lists): for an admin, the client whose user it is; for a client, its own when the
/// contact is one of the agency's admins (or the client itself). Anything else, another client's
/// included, is None (404).
fn conversation_with(
    c: &rusqlite::Connection,
    scope: Scope,
    me: i64,
    contact: i64,
) -> ApiResult<Option<i64>> {
    use crate::db::users::{self, Role};
    let Some(user) = users::find(c, contact)? else {
        return Ok(None);
    };
    Ok(match (scope, user.role) {
        // The agency reaches any client's user; a member only those of the clients it serves.
        (Scope::Agency | Scope::Assigned(_), Role::Client) => match user.membership {
            Some(m) if crate::db::clients::visible(c, m.client_id, scope)? => Some(m.client_id),
            _ => None,
        },
        (Scope::Agency | Scope::Assigned(_) | Scope::Unlinked, _) => None,
        (Scope::Client(own), Role::Admin) => Some(own),
        // Any user of the caller's own client names the client's one thread with the agency.
        (Scope::Client(own), _) => {
            (contact == me || user.membership.is_some_and(|m| m.client_id == own)).then_some(own)
        }
    })
}

/// A page of a conversation and its count.
type ConversationPage = (i64, Vec<Message>);

/// An opened conversation: its id (the client's), the client's users who message, and the page
/// when it was read at once.
type Opened = (i64, Vec<i64>, Option<ConversationPage>);

/// The conversation with `contact` (see `conversation_with`), its client's user, and the page
/// unless something in it waits to be marked read by `side`.
fn open(
    c: &rusqlite::Connection,
    scope: Scope,
    me: i64,
    contact: i64,
    side: Side,
    page: (u32, i64),
) -> ApiResult<Option<Opened>> {
    let Some(id) = conversation_with(c, scope, me, contact)? else {
        return Ok(None);
    };
    if crate::db::clients::user_link(c, id)?.is_none() {
        return Ok(None);
    }
    let client_users = crate::db::team::recipients(c, id, crate::domain::Area::Messages)?;
    let unread = messages::unread(c, id, side)?;
    let rows: Option<ConversationPage> = match unread {
        0 => Some((messages::count(c, id)?, messages::page(c, id, page)?)),
        _ => None,
    };
    Ok(Some((id, client_users, rows)))
}

/// Marks what the other side wrote as read (telling both sides' open pages), then reads the page.
async fn mark_and_read(
    state: &AppState,
    id: i64,
    client_users: Vec<i64>,
    side: Side,
    page: (u32, i64),
) -> ApiResult<ConversationPage> {
    let marked = state
        .db
        .write(move |c| messages::mark_read(c, id, side))
        .await?;
    if let Some(up_to) = marked {
        deliver::publish_read(state, id, &client_users, side, up_to);
    }
    state
        .db
        .read(move |c| Ok((messages::count(c, id)?, messages::page(c, id, page)?)))
        .await
}

/// One conversation, named by the contact's user id (see `conversation_with`), page 1 the
/// newest, each page oldest first. Opening it marks what the other side wrote as read, as the
/// spec's chat does on every poll.
#[utoipa::path(
    tag = "messages",
    params(PageQuery),
    responses((status = 403, response = crate::api::openapi::Forbidden), (status = 200, body = Paginated<Message>), (status = 404, response = super::openapi::NotFound))
)]
#[get("/messages/conversation/<id>?<q..>")]
pub(super) async fn get_conversation(
    state: &State<AppState>,
    auth: Can<area::Messages>,
    uri: &Origin<'_>,
    _one_each: OneEach,
    id: i64,
    q: PageQuery<'_>,
) -> ApiResult<Json<Paginated<Message>>> {
    let params = PageParams::parse(q.page, q.page_size)?;
    let side = Side::of(&auth.user);
    let (me, scope) = (auth.user.id, auth.scope);
    let page = (params.size, params.offset());
    // One read finds the conversation and, when nothing in it waits to be marked read (a chat
    // polled again and again), the page too.
    let found = state
        .db
        .read(move |c| open(c, scope, me, id, side, page))
        .await?;
    let (id, client_users, rows) = found.ok_or_else(ApiError::not_found)?;
    let (count, rows) = match rows {
        Some(done) => done,
        None => mark_and_read(state, id, client_users, side, page).await?,
    };
    Ok(Json(params.wrap(uri, count, side.mark_mine(rows))))
}
