//! Who is calling: the role a user signs in with, and the scope of rows it reaches.

use super::vocabulary;
use crate::error::{ApiError, ApiResult};

// Who signs in: the agency's admins or a client's users.
vocabulary! { pub enum Role { Admin = "admin", Client = "client" } }

impl Role {
    /// Who wrote a message, from the side it came from.
    pub fn of_side(from_client: bool) -> Role {
        if from_client {
            Role::Client
        } else {
            Role::Admin
        }
    }
}

// What an agency user may do: an owner everything, staff and settings included; a manager the
// clients, content, tasks, messages and invoices, not the agency's settings.
vocabulary! { pub enum StaffRole { Owner = "owner", Manager = "manager" } }

// What a client user may do for its client: the owner everything; an approver content,
// comments, messages and performance; a viewer reads content and performance and comments; a
// billing member billing only.
vocabulary! {
    pub enum Seat { Owner = "owner", Approver = "approver", Viewer = "viewer", Billing = "billing" }
}

/// The parts of the portal a seat opens. Routes name one in their guard (`auth::Can`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Area {
    /// One's own account: profile, password, notifications, preferences.
    Account,
    /// Reading posts, the calendar and the client's overview.
    Content,
    /// Proposing, editing, approving and sending back posts.
    Review,
    /// Commenting on posts.
    Comment,
    Messages,
    Performance,
    Billing,
    /// The client's team, connected accounts and review links: its owner's.
    Team,
    /// The audit log's entries about the client's company: its owner's.
    Audit,
}

impl Seat {
    pub fn may(self, area: Area) -> bool {
        use Area::*;
        match self {
            Seat::Owner => true,
            Seat::Approver => matches!(
                area,
                Account | Content | Review | Comment | Messages | Performance
            ),
            Seat::Viewer => matches!(area, Account | Content | Comment | Performance),
            Seat::Billing => matches!(area, Account | Billing),
        }
    }

    /// The part of the portal a live change of this kind belongs to (`db::live` kinds).
    pub fn may_see_kind(self, kind: &str) -> bool {
        let area = match kind {
            "content" | "comments" => Area::Content,
            "invoices" | "verifications" | "subscriptions" => Area::Billing,
            "social" => Area::Performance,
            "files" => Area::Messages,
            "team" | "invitations" => Area::Team,
            _ => Area::Account,
        };
        self.may(area)
    }
}

/// Whose rows a caller sees and changes, resolved once per request with its token
/// (`auth::guards`): the whole agency, or one client's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    Agency,
    Client(i64),
    /// A client user whose client record is gone: it sees nothing and owns nothing.
    Unlinked,
}

impl Scope {
    pub fn of(role: Role, client: Option<i64>) -> Scope {
        match (role, client) {
            (Role::Admin, _) => Scope::Agency,
            (Role::Client, Some(id)) => Scope::Client(id),
            (Role::Client, None) => Scope::Unlinked,
        }
    }

    /// The one client a list is narrowed to: None for the agency (every client); an unlinked
    /// user gets 0, which no client has.
    pub fn client_filter(self) -> Option<i64> {
        match self {
            Scope::Agency => None,
            Scope::Client(id) => Some(id),
            Scope::Unlinked => Some(0),
        }
    }

    /// The client a client user acts for: 403 for the agency (what only a client does), 404 for
    /// an unlinked user (it has no client to act for).
    pub fn client(self) -> ApiResult<i64> {
        match self {
            Scope::Agency => Err(ApiError::forbidden()),
            Scope::Client(id) => Ok(id),
            Scope::Unlinked => Err(ApiError::not_found()),
        }
    }

    /// The caller's own client where both sides may call: `None` for the agency, 404 for an
    /// unlinked user (it has no client to act for).
    pub fn own_client(self) -> ApiResult<Option<i64>> {
        match self {
            Scope::Agency => Ok(None),
            Scope::Client(id) => Ok(Some(id)),
            Scope::Unlinked => Err(ApiError::not_found()),
        }
    }
}
