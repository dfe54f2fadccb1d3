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
// clients, content, tasks, messages and invoices, not the agency's settings; a member the content,
// tasks and messages of the clients it is assigned, and nothing else.
vocabulary! { pub enum StaffRole { Owner = "owner", Manager = "manager", Member = "member" } }

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
/// (`auth::guards`): the whole agency, one client's, or those of the clients a staff member is
/// assigned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    Agency,
    Client(i64),
    /// An agency member (by user id): the clients `staff_assignments` gives it, looked up in the
    /// query itself so that an assignment taken away holds at the next request.
    Assigned(i64),
    /// A client user whose client record is gone: it sees nothing and owns nothing.
    Unlinked,
}

impl Scope {
    pub fn of(user_id: i64, role: Role, staff: Option<StaffRole>, client: Option<i64>) -> Scope {
        match (role, client) {
            (Role::Admin, _) if staff == Some(StaffRole::Member) => Scope::Assigned(user_id),
            (Role::Admin, _) => Scope::Agency,
            (Role::Client, Some(id)) => Scope::Client(id),
            (Role::Client, None) => Scope::Unlinked,
        }
    }

    /// The agency's side (the agency or one of its members), as opposed to a client's.
    pub fn is_staff(self) -> bool {
        matches!(self, Scope::Agency | Scope::Assigned(_))
    }

    /// The one client a list is narrowed to: None for the agency (every client); an unlinked
    /// user gets 0, which no client has. A member has no one client: a query that can only name
    /// one shows it nothing (`sql_key` and `SEES` answer for its several).
    pub fn client_filter(self) -> Option<i64> {
        match self {
            Scope::Agency => None,
            Scope::Client(id) => Some(id),
            Scope::Unlinked | Scope::Assigned(_) => Some(0),
        }
    }

    /// The one parameter a scoped query binds for `sees(column, parameter)`: NULL for the agency,
    /// the client's id, 0 (no client) for the unlinked, and minus the user id of a member, whose
    /// clients the query reads from its assignments. Client ids are positive, so the sign tells
    /// the two apart.
    pub fn sql_key(self) -> Option<i64> {
        match self {
            Scope::Agency => None,
            Scope::Client(id) => Some(id),
            Scope::Unlinked => Some(0),
            Scope::Assigned(user) => Some(-user),
        }
    }

    /// The client a client user acts for: 403 for the agency (what only a client does), 404 for
    /// an unlinked user (it has no client to act for).
    pub fn client(self) -> ApiResult<i64> {
        match self {
            Scope::Agency | Scope::Assigned(_) => Err(ApiError::forbidden()),
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
            // None would read as "every client": a member's routes narrow by `sql_key` instead.
            Scope::Assigned(_) => Err(ApiError::forbidden()),
        }
    }
}

/// The condition a scoped query puts on a client id column, given the parameter bound to
/// `Scope::sql_key`: the agency sees every row, a client user its own, a member those of its
/// assigned clients. A macro so that a query can stay a `const`.
#[macro_export]
macro_rules! sees {
    ($column:literal, $key:literal) => {
        concat!(
            "(",
            $key,
            " IS NULL OR ",
            $column,
            " = ",
            $key,
            " OR (",
            $key,
            " < 0 AND ",
            $column,
            " IN (SELECT client_id FROM staff_assignments WHERE user_id = -",
            $key,
            ")))"
        )
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_member_is_scoped_to_its_assigned_clients_and_the_sign_of_its_key_tells_it_apart() {
        let member = Scope::of(7, Role::Admin, Some(StaffRole::Member), None);
        assert_eq!(member, Scope::Assigned(7));
        assert_eq!(
            Scope::of(7, Role::Admin, Some(StaffRole::Manager), None),
            Scope::Agency
        );
        assert_eq!(Scope::of(7, Role::Client, None, Some(3)), Scope::Client(3));
        assert!(member.is_staff() && member != Scope::Agency);
        // What can only name one client shows a member nothing, and what only a client does
        // is refused to it.
        assert_eq!(member.client_filter(), Some(0));
        assert!(member.client().is_err() && member.own_client().is_err());

        let conn = rusqlite::Connection::open_in_memory().unwrap();
        conn.execute_batch(
            "CREATE TABLE staff_assignments (user_id INTEGER, client_id INTEGER);
             INSERT INTO staff_assignments VALUES (7, 1), (7, 3), (8, 2);
             CREATE TABLE posts (client_id INTEGER);
             INSERT INTO posts VALUES (1), (2), (3), (3);",
        )
        .unwrap();
        let seen = |scope: Scope| -> Vec<i64> {
            let sql = concat!(
                "SELECT client_id FROM posts p WHERE ",
                crate::sees!("p.client_id", "?1"),
                " ORDER BY 1"
            );
            let mut stmt = conn.prepare(sql).unwrap();
            let rows = stmt.query_map([scope.sql_key()], |r| r.get(0)).unwrap();
            rows.collect::<Result<_, _>>().unwrap()
        };
        assert_eq!(seen(Scope::Agency), vec![1, 2, 3, 3]);
        assert_eq!(seen(Scope::Client(3)), vec![3, 3]);
        assert_eq!(seen(Scope::Unlinked), Vec::<i64>::new());
        assert_eq!(seen(member), vec![1, 3, 3]);
        assert_eq!(seen(Scope::Assigned(9)), Vec::<i64>::new());
    }
}
