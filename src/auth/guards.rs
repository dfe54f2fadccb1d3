//! Request guards, each built on the one before: AuthUser -> AdminUser | ClientUser, and
//! Can<Area> | Member<Area> for the parts of the portal a client's seat opens. The token lookup
//! also resolves the caller's scope (the agency, or its client) and seat, once per request; what
//! a client user may see is decided by repository calls given that scope.
//! A failing guard parks its ApiError for the catcher, so callers get the precise JSON error.

use std::marker::PhantomData;
use std::ops::Deref;

use rocket::outcome::{Outcome, try_outcome};
use rocket::request::{self, FromRequest, Request};

use super::token;
use crate::db::audit::Actor;
use crate::db::{
    clients::Scope,
    tokens,
    users::{Role, User},
};
use crate::domain::audit::ActorKind;
use crate::domain::{Area, Seat, StaffRole};
use crate::error::{ApiError, GuardError};
use crate::state::AppState;

/// Any signed-in user; `token_hash` identifies the session making the request.
pub struct AuthUser {
    pub user: User,
    pub token_hash: String,
    /// The session's public id (Settings › Security).
    pub session_id: String,
    /// Must add a second factor before anything else (`ApiError::SecondFactorRequired`).
    pub must_enrol: bool,
    /// The caller's address, for the audit log.
    pub address: String,
    /// Whose rows this caller sees and changes.
    pub scope: Scope,
}

impl AuthUser {
    /// A client user's seat; None for the agency.
    pub fn seat(&self) -> Option<Seat> {
        self.user.membership.map(|m| m.seat)
    }

    /// This caller as the audit log names it.
    pub fn actor(&self) -> Actor {
        actor_of(&self.user, &self.address)
    }

    /// Whether this caller may act in an area: the agency everywhere, a client user where its
    /// seat allows.
    pub fn may(&self, area: Area) -> bool {
        self.seat().is_none_or(|seat| seat.may(area))
    }
}

/// A user as the audit log names it: its name then, and its role in words.
pub fn actor_of(user: &User, address: &str) -> Actor {
    let (kind, role) = match (user.role, user.membership) {
        (Role::Admin, _) => (
            ActorKind::Admin,
            user.staff_role.map_or("admin", |r| r.as_str()).to_string(),
        ),
        (Role::Client, Some(m)) => (ActorKind::Client, format!("client {}", m.seat.as_str())),
        (Role::Client, None) => (ActorKind::Client, "client".to_string()),
    };
    Actor {
        user_id: Some(user.id),
        name: format!("{} <{}>", user.display_name(), user.email),
        kind,
        role,
        address: address.to_string(),
    }
}

pub struct AdminUser(pub AuthUser);

/// An agency owner: the agency's settings, staff, backups and audit log. A manager is refused
/// (403) as a client is.
pub struct OwnerUser(pub AuthUser);

/// A client user acting for its own client: an admin is refused (403), as a client is by
/// `AdminUser`; a client user whose record is gone has no client to act for (404).
pub struct ClientUser {
    pub auth: AuthUser,
    pub client_id: i64,
}

fn bearer(req: &Request<'_>) -> Option<String> {
    let header = req.headers().get_one("Authorization")?;
    let (scheme, key) = header.trim().split_once(' ')?;
    let key = key.trim();
    (scheme.eq_ignore_ascii_case("token") && !key.is_empty() && key.len() <= 128)
        .then(|| key.to_string())
}

/// Every signed-in request counts as activity for the team's presence; the database's copy is
/// refreshed in the background at most every few minutes.
fn note_activity(req: &Request<'_>, user_id: i64) {
    let Some(state) = req.rocket().state::<AppState>() else {
        return;
    };
    if let Some(at) = state.hub.touch(user_id) {
        let db = state.db.clone();
        tokio::spawn(async move {
            let stored = db
                .write(move |c| crate::db::conversations::touch(c, user_id, &at))
                .await;
            if let Err(e) = stored {
                tracing::warn!("could not store last activity of user {user_id}: {e}");
            }
        });
    }
}

/// A session's last use is stored at most this often (the idle lifetime is counted in days).
const TOUCH_EVERY: time::Duration = time::Duration::minutes(1);

fn note_session_use(req: &Request<'_>, token_hash: &str, last_used_at: &str) {
    let Some(state) = req.rocket().state::<AppState>() else {
        return;
    };
    let now = time::OffsetDateTime::now_utc();
    let stale = crate::db::parse_time(last_used_at).is_none_or(|t| now - t >= TOUCH_EVERY);
    if !stale {
        return;
    }
    let (db, hash, at) = (
        state.db.clone(),
        token_hash.to_string(),
        crate::db::format_time(now),
    );
    tokio::spawn(async move {
        if let Err(e) = db.write(move |c| tokens::touch(c, &hash, &at)).await {
            tracing::warn!("could not store a session's last use: {e}");
        }
    });
}

/// Where a user who must add a second factor may still go: signing out, its own account, and
/// its own factors and sessions. Not the agency's sign-in rules, which would let it lift the
/// requirement it has not met.
fn open_while_enrolling(path: &str) -> bool {
    let path = path.trim_end_matches('/');
    (path == "/api/security"
        || path.starts_with("/api/security/")
        || path.starts_with("/api/auth/"))
        && !path.starts_with("/api/security/settings")
}

/// Where an agency member may go: its own account, and the content, tasks, messages and files of
/// its clients (each narrowed by `Scope::Assigned`), reading its clients and colleagues. Refused
/// everywhere else here, before any handler runs, so that a route added later is closed to a
/// member until it is named: billing, performance and the agency's settings never leak to one.
fn open_to_member(method: rocket::http::Method, path: &str) -> bool {
    use rocket::http::Method::Get;
    let path = path.trim_end_matches('/');
    let under = |root: &str| path == root || path.starts_with(&format!("{root}/"));
    let account = under("/api/auth")
        || (under("/api/security") && !under("/api/security/settings"))
        || under("/api/notifications")
        || under("/api/events");
    let work = under("/api/content")
        || under("/api/tasks")
        || under("/api/messages")
        || under("/api/files");
    let reading = method == Get
        && (path == "/api/clients"
            || path
                .strip_prefix("/api/clients/")
                .is_some_and(|id| id.parse::<i64>().is_ok())
            || path == "/api/staff"
            || path == "/api/team");
    account || work || reading
}

#[rocket::async_trait]
impl<'r> FromRequest<'r> for AuthUser {
    type Error = ();

    async fn from_request(req: &'r Request<'_>) -> request::Outcome<Self, ()> {
        // Cached so that several guards on one request look the session up once.
        let found = req
            .local_cache_async(async {
                let key = bearer(req)?;
                let state = req.rocket().state::<AppState>()?;
                let token_hash = token::hash(&key);
                let lookup = token_hash.clone();
                let user = state.db.read(move |c| tokens::user_for(c, &lookup)).await;
                Some(user.map(|u| u.map(|user| (user, token_hash))))
            })
            .await;
        match found {
            None | Some(Ok(None)) => GuardError::fail(req, ApiError::Unauthorized),
            Some(Ok(Some((signed, token_hash)))) => {
                let path = req.uri().path();
                if signed.must_enrol && !open_while_enrolling(path.as_str()) {
                    return GuardError::fail(req, ApiError::second_factor_required());
                }
                let scope = signed.user.scope();
                if matches!(scope, Scope::Assigned(_))
                    && !open_to_member(req.method(), path.as_str())
                {
                    return GuardError::fail(
                        req,
                        ApiError::Forbidden(
                            "A member works on the content, tasks and messages of its clients."
                                .into(),
                        ),
                    );
                }
                note_activity(req, signed.user.id);
                note_session_use(req, token_hash, &signed.last_used_at);
                Outcome::Success(AuthUser {
                    scope,
                    user: signed.user.clone(),
                    token_hash: token_hash.clone(),
                    session_id: signed.session_id.clone(),
                    must_enrol: signed.must_enrol,
                    address: crate::api::client_address(req.client_ip()),
                })
            }
            Some(Err(e)) => GuardError::fail(req, e.clone()),
        }
    }
}

#[rocket::async_trait]
impl<'r> FromRequest<'r> for AdminUser {
    type Error = ();

    async fn from_request(req: &'r Request<'_>) -> request::Outcome<Self, ()> {
        let auth = try_outcome!(req.guard::<AuthUser>().await);
        if auth.user.role != Role::Admin {
            return GuardError::fail(req, ApiError::forbidden());
        }
        Outcome::Success(AdminUser(auth))
    }
}

#[rocket::async_trait]
impl<'r> FromRequest<'r> for OwnerUser {
    type Error = ();

    async fn from_request(req: &'r Request<'_>) -> request::Outcome<Self, ()> {
        let admin = try_outcome!(req.guard::<AdminUser>().await);
        if admin.0.user.staff_role != Some(StaffRole::Owner) {
            return GuardError::fail(
                req,
                ApiError::Forbidden(
                    "Only the agency's owners change its settings, staff and backups.".into(),
                ),
            );
        }
        Outcome::Success(OwnerUser(admin.0))
    }
}

#[rocket::async_trait]
impl<'r> FromRequest<'r> for ClientUser {
    type Error = ();

    async fn from_request(req: &'r Request<'_>) -> request::Outcome<Self, ()> {
        let auth = try_outcome!(req.guard::<AuthUser>().await);
        match auth.scope {
            Scope::Client(client_id) => Outcome::Success(ClientUser { auth, client_id }),
            Scope::Agency | Scope::Assigned(_) => GuardError::fail(req, ApiError::forbidden()),
            Scope::Unlinked => GuardError::fail(req, ApiError::not_found()),
        }
    }
}

/// The parts of the portal a route belongs to, as types a guard can name.
pub mod area {
    use crate::domain::Area;

    pub trait Of: Send + Sync + 'static {
        const AREA: Area;
        /// How a refusal names the area ("billing").
        const WORDS: &'static str;
    }

    macro_rules! areas {
        ($($name:ident = $words:literal),* $(,)?) => {$(
            pub struct $name;
            impl Of for $name {
                const AREA: Area = Area::$name;
                const WORDS: &'static str = $words;
            }
        )*};
    }

    areas! {
        Content = "reading content",
        Review = "proposing and approving content",
        Comment = "commenting",
        Messages = "messages",
        Performance = "performance",
        Billing = "billing",
        Team = "managing the team",
        Audit = "the audit log",
    }
}

fn seat_refusal<A: area::Of>(seat: Option<Seat>) -> ApiError {
    let seat = seat.map_or("client", |s| s.as_str());
    ApiError::Forbidden(format!(
        "Your role on this team ({seat}) does not include {}. Ask your team's owner.",
        A::WORDS
    ))
}

/// Any signed-in caller who may act in area `A`: an admin, or a client user whose seat opens it
/// (403 otherwise).
pub struct Can<A: area::Of>(pub AuthUser, PhantomData<A>);

impl<A: area::Of> Deref for Can<A> {
    type Target = AuthUser;
    fn deref(&self) -> &AuthUser {
        &self.0
    }
}

#[rocket::async_trait]
impl<'r, A: area::Of> FromRequest<'r> for Can<A> {
    type Error = ();

    async fn from_request(req: &'r Request<'_>) -> request::Outcome<Self, ()> {
        let auth = try_outcome!(req.guard::<AuthUser>().await);
        if !auth.may(A::AREA) {
            return GuardError::fail(req, seat_refusal::<A>(auth.seat()));
        }
        Outcome::Success(Can(auth, PhantomData))
    }
}

/// A client user whose seat opens area `A`, acting for its own client: an admin is refused
/// (403) as by `ClientUser`.
pub struct Member<A: area::Of>(pub ClientUser, PhantomData<A>);

impl<A: area::Of> Deref for Member<A> {
    type Target = ClientUser;
    fn deref(&self) -> &ClientUser {
        &self.0
    }
}

#[rocket::async_trait]
impl<'r, A: area::Of> FromRequest<'r> for Member<A> {
    type Error = ();

    async fn from_request(req: &'r Request<'_>) -> request::Outcome<Self, ()> {
        let client = try_outcome!(req.guard::<ClientUser>().await);
        if !client.auth.may(A::AREA) {
            return GuardError::fail(req, seat_refusal::<A>(client.auth.seat()));
        }
        Outcome::Success(Member(client, PhantomData))
    }
}
