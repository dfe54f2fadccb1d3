//! The permission matrix: one row per route Rocket mounts, naming who may call it (its access)
//! and, where the fresh app cannot serve even those callers (no card payments, no such backup),
//! what they meet instead (its world state). Each row is called as anonymous, with a signed-out
//! token, as client B on client A's objects, as client A and as an admin, on a fresh app; the
//! answers must match the row, and nothing B gets back may carry A's data. A route mounted
//! without a row (or a row naming no route) fails
//! `every_mounted_route_has_exactly_one_row_in_the_permission_table`, so a new endpoint cannot
//! ship without deciding who may call it.

use crate::common;

use std::collections::BTreeSet;
use std::sync::Arc;

use atrium::auth::token;
use atrium::db::{self, billing, invitations, notifications, social_accounts, users, verification};
use atrium::db::{notifications::NotificationType, social_accounts::SocialPlatform};
use atrium::domain::{Area, Seat};
use common::{PASSWORD, TestApp, multipart, png};
use rocket::http::{ContentType, Header, Status};
use serde_json::{Value, json};

/// Who may call a route.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Access {
    /// Anyone, signed in or not; a token changes nothing.
    Public,
    /// Any signed-in user, acting on their own account.
    SignedIn,
    /// Agency staff only (owners and managers): clients get 403.
    Admin,
    /// The agency's owners only (its settings, staff, backups): managers and clients get 403.
    AgencyOwner,
    /// An admin, or the client the object belongs to; another client gets 404.
    Owner,
    /// Only the user the object belongs to (a notification): everyone else gets 404.
    Own,
    /// Client users only, each on its own: admins get 403.
    Client,
    /// The receiving client (A) only: the agency, which sent it, gets 403; B gets 404.
    Recipient,
    /// Opened by a ticket, never by a token: without one everybody gets 401.
    Ticket,
}

/// What a caller the row's access lets through meets in the fresh world, when that is not a
/// success. Its success is then tested elsewhere, in a world that has what it needs.
#[derive(Clone, Copy, Debug, PartialEq)]
enum WorldState {
    /// The route does its work: a 2xx.
    Ready,
    /// A body in a format the route refuses: 415.
    Unsupported,
    /// A feature this portal does not have (card payments): 409.
    Disabled,
    /// A move the world's state refuses (cancelling with no active subscription, a connect
    /// with no provider configured): 409.
    Refused,
    /// Input the world cannot accept (a connect's forged state): 400.
    Invalid,
    /// An object the world does not have (a saved card, a backup): 404.
    Missing,
    /// A provider's redirect back: a 303 to the dashboard.
    Redirect,
    /// The second half of a step the world never began (a code for no pending sign-in, a
    /// passkey for no ceremony): 422.
    Unbegun,
}

impl WorldState {
    fn status(self) -> Option<Status> {
        match self {
            WorldState::Ready => None,
            WorldState::Unsupported => Some(Status::UnsupportedMediaType),
            WorldState::Disabled | WorldState::Refused => Some(Status::Conflict),
            WorldState::Invalid => Some(Status::BadRequest),
            WorldState::Missing => Some(Status::NotFound),
            WorldState::Redirect => Some(Status::SeeOther),
            WorldState::Unbegun => Some(Status::UnprocessableEntity),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Who {
    Anonymous,
    SignedOut,
    ClientB,
    ClientA,
    Admin,
    /// Colleagues on client A's team, one per seat but the owner's (A is the owner).
    AApprover,
    AViewer,
    ABilling,
    /// An agency manager: all an admin does but the agency's settings, staff and audit log.
    Manager,
    /// Agency members: one assigned client A, one assigned client B only. A member works on
    /// its clients' content, tasks and messages and is refused everything else.
    MemberA,
    MemberB,
}

impl Who {
    fn seat(self) -> Option<Seat> {
        match self {
            Who::AApprover => Some(Seat::Approver),
            Who::AViewer => Some(Seat::Viewer),
            Who::ABilling => Some(Seat::Billing),
            _ => None,
        }
    }
}

/// B goes before A, so that A's own calls (a sign-out, a deletion) cannot change what B meets.
const CALLERS: [Who; 5] = [
    Who::Anonymous,
    Who::SignedOut,
    Who::ClientB,
    Who::ClientA,
    Who::Admin,
];

/// A's colleagues, called on a world of their own (what they may do would change what A meets).
const MEMBERS: [Who; 4] = [Who::AApprover, Who::AViewer, Who::ABilling, Who::Manager];

/// The part of the portal a route belongs to, for a client's seat: what the server's guards
/// say, written out again here from the routes themselves.
fn area(route: &str) -> Area {
    let (method, path) = route.split_once(' ').unwrap();
    let path = path.split(' ').next().unwrap();
    let review = [
        "/approve",
        "/reject",
        "/submit",
        "/set_draft",
        "/mark_posted",
    ];
    match path {
        "/api/oauth/providers" | "/api/oauth/<provider>/initiate" => Area::Team,
        "/api/oauth/<provider>/callback" | "/api/social-accounts/<id>/disconnect" => Area::Team,
        p if p.starts_with("/api/clients/<id>/team") || p.starts_with("/api/review-links") => {
            Area::Team
        }
        "/api/clients/<id>/approval-policy" | "/api/dashboard/client-stats" => Area::Content,
        p if p.starts_with("/api/audit-log") => Area::Audit,
        "/api/content" | "/api/content/<id>" if method != "GET" => Area::Review,
        "/api/content/<id>/comments" if method == "POST" => Area::Comment,
        p if p.starts_with("/api/content/") && review.iter().any(|r| p.ends_with(r)) => {
            Area::Review
        }
        p if p.starts_with("/api/content") || p.starts_with("/api/calendar/feed") => Area::Content,
        p if p.starts_with("/api/messages") || p.starts_with("/api/files") => Area::Messages,
        p if p.starts_with("/api/invoices")
            || p.starts_with("/api/credit-notes")
            || p.starts_with("/api/billing")
            || p == "/api/admin/bank-settings" =>
        {
            Area::Billing
        }
        p if p.starts_with("/api/social-accounts")
            || p.starts_with("/api/sync")
            || p.starts_with("/api/metrics")
            || p.starts_with("/api/performance")
            || p.starts_with("/api/analytics") =>
        {
            Area::Performance
        }
        _ => Area::Account,
    }
}

/// What the row's access answers a caller it turns away; None for one it lets through.
fn refusal(access: Access, who: Who, area: Area) -> Option<Status> {
    use Access::*;
    if who == Who::Manager {
        return match access {
            AgencyOwner => Some(Status::Forbidden),
            // The agency's side of the audit log is its owners'.
            Owner if area == Area::Audit => Some(Status::Forbidden),
            _ => refusal(access, Who::Admin, area),
        };
    }
    if let Some(seat) = who.seat() {
        return match access {
            Public => None,
            Ticket => Some(Status::Unauthorized),
            Admin | AgencyOwner => Some(Status::Forbidden),
            Own => Some(Status::NotFound),
            SignedIn | Owner | Client | Recipient if !seat.may(area) => Some(Status::Forbidden),
            SignedIn | Owner | Client | Recipient => None,
        };
    }
    match (access, who) {
        (Public, _) => None,
        (Ticket, _) | (_, Who::Anonymous | Who::SignedOut) => Some(Status::Unauthorized),
        (Client | Recipient, Who::Admin) => Some(Status::Forbidden),
        (Admin | AgencyOwner, Who::ClientA | Who::ClientB) => Some(Status::Forbidden),
        (Recipient | Owner | Own, Who::ClientB) | (Own, Who::Admin) => Some(Status::NotFound),
        _ => None,
    }
}

/// What a caller must get from a row: its refusal, else what the world answers (None: a 2xx).
fn expected(row: &Row, who: Who) -> Option<Status> {
    refusal(row.access, who, area(row.route)).or(row.world.status())
}

/// The routes a member may call at all, written out again from the routes: its own account,
/// the content, tasks, messages and files of its clients, and reading its clients and colleagues.
fn open_to_member(route: &str) -> bool {
    let (method, path) = route.split_once(' ').unwrap();
    let path = path.split(' ').next().unwrap();
    let under = |root: &str| path == root || path.starts_with(&format!("{root}/"));
    own_account(path)
        || ["/api/content", "/api/tasks", "/api/messages", "/api/files"]
            .iter()
            .any(|root| under(root))
        || (method == "GET"
            && [
                "/api/clients",
                "/api/clients/<id>",
                "/api/staff",
                "/api/team",
            ]
            .contains(&path))
}

/// A caller's own account, whatever its role.
fn own_account(path: &str) -> bool {
    let under = |root: &str| path == root || path.starts_with(&format!("{root}/"));
    under("/api/auth")
        || (under("/api/security") && !under("/api/security/settings"))
        || under("/api/notifications")
        || under("/api/events")
}

/// What a member meets. Both are refused every route not open to members (403); the member of
/// A meets what a manager meets; the member of B, acting on A's objects, finds none of them
/// (`Want::NoneOfA`), but reads its own account and its lists as anyone does.
fn member_expected(row: &Row, who: Who) -> Want {
    if !open_to_member(row.route) {
        return Want::Status(Some(Status::Forbidden));
    }
    let as_manager = expected(row, Who::Manager);
    let path = row.route.split(' ').nth(1).unwrap();
    let lists = row.route.starts_with("GET ") && !path.contains('<');
    // A body in a format no route reads is refused before any object is looked up.
    if who == Who::MemberA || own_account(path) || lists || row.world == WorldState::Unsupported {
        return Want::Status(as_manager);
    }
    // What the route's access refuses a manager, it refuses a member; what A's objects would
    // answer (a success, or the state they are in) B's member never reaches.
    // (The agency is refused marking its own message read; B's member does not see it at all.)
    match refusal(row.access, Who::Manager, area(row.route)) {
        Some(refused) if row.access != Access::Recipient => Want::Status(Some(refused)),
        _ => Want::NoneOfA,
    }
}

/// Strings only client A's data contains; none may reach client B.
const A_MARKERS: &[&str] = &[
    "alpha@client.test",
    "Alpha Marker Studio",
    "Alpha secret task",
    "Alpha secret note",
    "alpha_secret_handle",
    "Alpha secret caption",
    "Alpha secret message",
    "alpha-secret-file.png",
    "Alpha secret invoice",
];

enum Body {
    None,
    Json(Value),
    Form(ContentType, Vec<u8>),
}

struct Call {
    method: &'static str,
    uri: String,
    body: Body,
}

fn call(method: &'static str, uri: impl Into<String>) -> Call {
    Call {
        method,
        uri: uri.into(),
        body: Body::None,
    }
}

fn json_call(method: &'static str, uri: impl Into<String>, body: Value) -> Call {
    Call {
        method,
        uri: uri.into(),
        body: Body::Json(body),
    }
}

struct Row {
    /// `METHOD /path/<template>`, plus the media type when a path has one route per format.
    route: &'static str,
    access: Access,
    world: WorldState,
    make: fn(&World, Who) -> Call,
}

impl Row {
    /// The row's callers meet `world` rather than a success.
    fn meets(self, world: WorldState) -> Row {
        Row { world, ..self }
    }
}

const STRONG: &str = "a sturdy new passphrase 42";

fn new_email(who: Who) -> String {
    format!("newcomer{}@join.test", who as usize)
}

const CODE: &str = "314159";

fn rows() -> Vec<Row> {
    use Access::*;
    use WorldState::*;
    let r = |route, access, make| Row {
        route,
        access,
        world: Ready,
        make,
    };
    vec![
        // Signing in and up.
        r("POST /api/auth/login", Public, |w, who| {
            let email = if who == Who::ClientB {
                w.b_email
            } else {
                w.a_email
            };
            json_call(
                "POST",
                "/api/auth/login",
                json!({"email": email, "password": PASSWORD}),
            )
        }),
        r("POST /api/auth/send-verification-code", Public, |_, who| {
            json_call(
                "POST",
                "/api/auth/send-verification-code",
                json!({"email": new_email(who), "name": "New Person"}),
            )
        }),
        r(
            "POST /api/auth/resend-verification-code",
            Public,
            |_, who| {
                // An address with no code pending: one sent moments ago must be waited for.
                let email = format!("resend{}@join.test", who as usize);
                json_call(
                    "POST",
                    "/api/auth/resend-verification-code",
                    json!({"email": email, "name": "New Person"}),
                )
            },
        ),
        r("POST /api/auth/verify-and-register", Public, |_, who| {
            json_call("POST", "/api/auth/verify-and-register", register_body(who))
        }),
        r("POST /api/auth/register", Public, |_, who| {
            json_call("POST", "/api/auth/register", register_body(who))
        }),
        r("GET /api/invitations/<key>", Public, |w, who| {
            call(
                "GET",
                format!("/api/invitations/{}", w.invites[who as usize]),
            )
        }),
        r("POST /api/invitations/<key>/accept", Public, |w, who| {
            json_call(
                "POST",
                format!("/api/invitations/{}/accept", w.invites[who as usize]),
                json!({"password": STRONG}),
            )
        }),
        // The signed-in user's own account.
        r("POST /api/auth/logout", SignedIn, |_, _| {
            call("POST", "/api/auth/logout")
        }),
        r("GET /api/auth/me", SignedIn, |_, _| {
            call("GET", "/api/auth/me")
        }),
        r("PATCH /api/auth/me", SignedIn, |_, _| {
            json_call(
                "PATCH",
                "/api/auth/me",
                json!({"bio": "Edited by its owner."}),
            )
        }),
        r(
            "PATCH /api/auth/me multipart/form-data",
            SignedIn,
            |_, _| {
                let (ct, bytes) = multipart(
                    &[("company", "Renamed")],
                    Some(("avatar", "me.png", &png(200))),
                );
                Call {
                    method: "PATCH",
                    uri: "/api/auth/me".into(),
                    body: Body::Form(ct, bytes),
                }
            },
        ),
        r("POST /api/auth/second-factor", Public, |_, _| {
            json_call(
                "POST",
                "/api/auth/second-factor",
                json!({"ticket": "never-issued", "code": "123456"}),
            )
        })
        .meets(Unbegun),
        r("POST /api/auth/passkey/options", Public, |_, _| {
            json_call("POST", "/api/auth/passkey/options", json!({}))
        }),
        r("POST /api/auth/passkey", Public, |_, _| {
            json_call(
                "POST",
                "/api/auth/passkey",
                json!({"ceremony": "never-started", "credential": {}}),
            )
        })
        .meets(Unbegun),
        r("GET /api/security", SignedIn, |_, _| {
            call("GET", "/api/security")
        }),
        r("POST /api/security/totp/setup", SignedIn, |_, _| {
            call("POST", "/api/security/totp/setup")
        }),
        r("POST /api/security/totp/confirm", SignedIn, |_, _| {
            json_call(
                "POST",
                "/api/security/totp/confirm",
                json!({"code": "123456"}),
            )
        })
        .meets(Refused),
        r("POST /api/security/totp/remove", SignedIn, |_, _| {
            json_call(
                "POST",
                "/api/security/totp/remove",
                json!({"password": PASSWORD}),
            )
        })
        .meets(Missing),
        r("POST /api/security/recovery-codes", SignedIn, |_, _| {
            json_call(
                "POST",
                "/api/security/recovery-codes",
                json!({"password": PASSWORD}),
            )
        })
        .meets(Refused),
        r("POST /api/security/passkeys/options", SignedIn, |_, _| {
            call("POST", "/api/security/passkeys/options")
        }),
        r("POST /api/security/passkeys", SignedIn, |_, _| {
            json_call(
                "POST",
                "/api/security/passkeys",
                json!({"ceremony": "never-started", "credential": {}}),
            )
        })
        .meets(Unbegun),
        r("PATCH /api/security/passkeys/<id>", SignedIn, |_, _| {
            json_call(
                "PATCH",
                "/api/security/passkeys/999999",
                json!({"name": "Mine"}),
            )
        })
        .meets(Missing),
        r(
            "POST /api/security/passkeys/<id>/remove",
            SignedIn,
            |_, _| {
                json_call(
                    "POST",
                    "/api/security/passkeys/999999/remove",
                    json!({"password": PASSWORD}),
                )
            },
        )
        .meets(Missing),
        r("GET /api/security/sessions", SignedIn, |_, _| {
            call("GET", "/api/security/sessions")
        }),
        r("DELETE /api/security/sessions/<id>", SignedIn, |_, _| {
            call("DELETE", "/api/security/sessions/no-such-session")
        })
        .meets(Missing),
        r(
            "POST /api/security/sessions/sign-out-others",
            SignedIn,
            |_, _| call("POST", "/api/security/sessions/sign-out-others"),
        ),
        r("GET /api/security/settings", Admin, |_, _| {
            call("GET", "/api/security/settings")
        }),
        r("PATCH /api/security/settings", AgencyOwner, |_, _| {
            json_call("PATCH", "/api/security/settings", json!({"idle_days": 20}))
        }),
        r(
            "POST /api/users/<id>/reset-second-factor",
            AgencyOwner,
            |w, _| {
                call(
                    "POST",
                    format!("/api/users/{}/reset-second-factor", w.a_viewer),
                )
            },
        ),
        r("GET /api/audit-log", Owner, |w, _| {
            call("GET", format!("/api/audit-log?client={}", w.a_client))
        }),
        r("GET /api/audit-log/export", Owner, |w, _| {
            call(
                "GET",
                format!("/api/audit-log/export?client={}", w.a_client),
            )
        }),
        r("GET /api/staff", Admin, |_, _| call("GET", "/api/staff")),
        r("POST /api/staff/invitations", AgencyOwner, |_, who| {
            json_call(
                "POST",
                "/api/staff/invitations",
                json!({"email": format!("staff{}@agency.test", who as usize), "role": "manager"}),
            )
        }),
        r("DELETE /api/staff/invitations/<id>", AgencyOwner, |_, _| {
            call("DELETE", "/api/staff/invitations/999999")
        })
        .meets(Missing),
        r("PATCH /api/staff/<id>", AgencyOwner, |w, _| {
            json_call(
                "PATCH",
                format!("/api/staff/{}", w.manager_id),
                json!({"role": "owner"}),
            )
        }),
        r("DELETE /api/staff/<id>", AgencyOwner, |w, _| {
            call("DELETE", format!("/api/staff/{}", w.manager_id))
        }),
        r("POST /api/auth/change-password", SignedIn, |_, _| {
            json_call(
                "POST",
                "/api/auth/change-password",
                json!({"current_password": PASSWORD, "new_password": STRONG}),
            )
        }),
        r(
            "GET /api/auth/notification-preferences",
            SignedIn,
            |_, _| call("GET", "/api/auth/notification-preferences"),
        ),
        r(
            "PATCH /api/auth/notification-preferences",
            SignedIn,
            |_, _| {
                json_call(
                    "PATCH",
                    "/api/auth/notification-preferences",
                    json!({"weekly_reports": false}),
                )
            },
        ),
        r("GET /api/notifications", SignedIn, |_, _| {
            call("GET", "/api/notifications")
        }),
        r("POST /api/notifications/mark_all_read", SignedIn, |_, _| {
            call("POST", "/api/notifications/mark_all_read")
        }),
        r("POST /api/notifications/<id>/mark_read", Own, |w, _| {
            call("POST", format!("/api/notifications/{}/mark_read", w.a_note))
        }),
        r("GET /api/admin/bank-settings", SignedIn, |_, _| {
            call("GET", "/api/admin/bank-settings")
        }),
        r("POST /api/admin/bank-settings", AgencyOwner, |_, _| {
            json_call(
                "POST",
                "/api/admin/bank-settings",
                json!({
                    "admin_full_name": "Agency Ltd", "iban": "AL47212110090000000235698741", "bank_name": "First Bank"
                }),
            )
        }),
        // Settings › Public site.
        r("GET /api/admin/site", Admin, |_, _| {
            call("GET", "/api/admin/site")
        }),
        r("PATCH /api/admin/site", AgencyOwner, |_, _| {
            json_call(
                "PATCH",
                "/api/admin/site",
                json!({"document": {"agency": {"name": "Matrix Co"}}}),
            )
        }),
        r("DELETE /api/admin/site", AgencyOwner, |_, _| {
            call("DELETE", "/api/admin/site")
        }),
        r(
            "POST /api/admin/site/logo multipart/form-data",
            AgencyOwner,
            |_, _| {
                let (ct, bytes) = multipart(&[], Some(("logo", "logo.png", &png(200))));
                Call {
                    method: "POST",
                    uri: "/api/admin/site/logo".into(),
                    body: Body::Form(ct, bytes),
                }
            },
        ),
        r("POST /api/admin/site/logo", SignedIn, |_, _| {
            json_call(
                "POST",
                "/api/admin/site/logo",
                json!({"logo": "not a file"}),
            )
        })
        .meets(Unsupported),
        r("DELETE /api/admin/site/logo", AgencyOwner, |_, _| {
            call("DELETE", "/api/admin/site/logo")
        }),
        r("POST /api/admin/delete-account", Admin, |_, _| {
            call("POST", "/api/admin/delete-account")
        }),
        // Clients.
        r("GET /api/clients", Admin, |_, _| {
            call("GET", "/api/clients")
        }),
        r("POST /api/clients", Admin, |_, _| {
            json_call(
                "POST",
                "/api/clients",
                json!({"name": "New Co", "email": "new@co.test", "company": "New Co"}),
            )
        }),
        r("GET /api/clients/<id>", Owner, |w, _| {
            call("GET", format!("/api/clients/{}", w.a_client))
        }),
        r("PATCH /api/clients/<id>", Admin, |w, _| {
            json_call(
                "PATCH",
                format!("/api/clients/{}", w.a_client),
                json!({"status": "paused"}),
            )
        }),
        r("DELETE /api/clients/<id>", Admin, |w, _| {
            call("DELETE", format!("/api/clients/{}", w.a_client))
        }),
        r(
            "POST /api/clients/<id>/update_payment_status",
            Admin,
            |w, _| {
                json_call(
                    "POST",
                    format!("/api/clients/{}/update_payment_status", w.a_client),
                    json!({"payment_status": "paid"}),
                )
            },
        ),
        r("POST /api/clients/<id>/invite", Admin, |w, _| {
            call(
                "POST",
                format!("/api/clients/{}/invite", w.uninvited_client),
            )
        }),
        // A client's team: its owner's and the agency's to manage.
        r("GET /api/clients/<id>/team", Owner, |w, _| {
            call("GET", format!("/api/clients/{}/team", w.a_client))
        }),
        r(
            "POST /api/clients/<id>/team/invitations",
            Owner,
            |w, who| {
                let email = format!("colleague{}@join.test", who as usize);
                json_call(
                    "POST",
                    format!("/api/clients/{}/team/invitations", w.a_client),
                    json!({"email": email, "seat": "viewer"}),
                )
            },
        ),
        r(
            "DELETE /api/clients/<id>/team/invitations/<invitation>",
            Owner,
            |w, who| {
                let id = w.team_invites[who as usize];
                call(
                    "DELETE",
                    format!("/api/clients/{}/team/invitations/{id}", w.a_client),
                )
            },
        ),
        r("PATCH /api/clients/<id>/team/<user>", Owner, |w, _| {
            json_call(
                "PATCH",
                format!("/api/clients/{}/team/{}", w.a_client, w.a_viewer),
                json!({"seat": "viewer"}),
            )
        }),
        r("DELETE /api/clients/<id>/team/<user>", Owner, |w, who| {
            let user = w.spare_members[who as usize];
            call("DELETE", format!("/api/clients/{}/team/{user}", w.a_client))
        }),
        r("GET /api/clients/<id>/approval-policy", Owner, |w, _| {
            call(
                "GET",
                format!("/api/clients/{}/approval-policy", w.a_client),
            )
        }),
        r("PATCH /api/clients/<id>/approval-policy", Admin, |w, _| {
            json_call(
                "PATCH",
                format!("/api/clients/{}/approval-policy", w.a_client),
                json!({"approval_lead_hours": 24}),
            )
        }),
        // Review links: sent by the agency or A's owner; opened by their key alone.
        r("POST /api/review-links", Owner, |w, _| {
            json_call(
                "POST",
                "/api/review-links",
                json!({"post_ids": [w.a_post], "email": "reviewer@outside.test"}),
            )
        }),
        r("GET /api/review-links", SignedIn, |_, _| {
            call("GET", "/api/review-links")
        }),
        r("DELETE /api/review-links/<id>", Owner, |w, who| {
            call(
                "DELETE",
                format!("/api/review-links/{}", w.links[who as usize].0),
            )
        }),
        r("GET /api/review/<key>", Public, |w, who| {
            call("GET", format!("/api/review/{}", w.links[who as usize].1))
        }),
        r(
            "POST /api/review/<key>/posts/<id>/approve",
            Public,
            |w, who| {
                let (_, key, post) = &w.links[who as usize];
                call("POST", format!("/api/review/{key}/posts/{post}/approve"))
            },
        ),
        r(
            "POST /api/review/<key>/posts/<id>/reject",
            Public,
            |w, who| {
                let (_, key, post) = &w.links[who as usize];
                json_call(
                    "POST",
                    format!("/api/review/{key}/posts/{post}/reject"),
                    json!({"feedback": "Another photo"}),
                )
            },
        ),
        r(
            "POST /api/review/<key>/posts/<id>/comments",
            Public,
            |w, who| {
                let (_, key, post) = &w.links[who as usize];
                json_call(
                    "POST",
                    format!("/api/review/{key}/posts/{post}/comments"),
                    json!({"body": "Lovely"}),
                )
            },
        ),
        // Tasks and the admin dashboard.
        r("GET /api/tasks", Admin, |_, _| call("GET", "/api/tasks")),
        r("POST /api/tasks", Admin, |w, _| {
            json_call("POST", "/api/tasks", task_body(w.a_client))
        }),
        r("GET /api/tasks/<id>", Admin, |w, _| {
            call("GET", format!("/api/tasks/{}", w.a_task))
        }),
        r("PATCH /api/tasks/<id>", Admin, |w, _| {
            json_call(
                "PATCH",
                format!("/api/tasks/{}", w.a_task),
                json!({"status": "review"}),
            )
        }),
        r("DELETE /api/tasks/<id>", Admin, |w, _| {
            call("DELETE", format!("/api/tasks/{}", w.a_task))
        }),
        r("POST /api/tasks/bulk_update", Admin, |w, _| {
            json_call(
                "POST",
                "/api/tasks/bulk_update",
                json!({"task_ids": [w.a_task], "status": "completed"}),
            )
        }),
        r("POST /api/tasks/bulk_delete", Admin, |w, _| {
            json_call(
                "POST",
                "/api/tasks/bulk_delete",
                json!({"task_ids": [w.a_task]}),
            )
        }),
        r("GET /api/team", Admin, |_, _| call("GET", "/api/team")),
        r("GET /api/oauth/providers", SignedIn, |_, _| {
            call("GET", "/api/oauth/providers")
        }),
        // The test app has no provider credentials: a client's start is 409 (not configured).
        r("GET /api/oauth/<provider>/initiate", Client, |_, _| {
            call("GET", "/api/oauth/instagram/initiate")
        })
        .meets(Refused),
        r("GET /api/oauth/<provider>/return", Public, |_, _| {
            call("GET", "/api/oauth/instagram/return?code=c&state=forged")
        })
        .meets(Redirect),
        r("POST /api/oauth/<provider>/callback", Client, |_, _| {
            let body = json!({"code": "c", "state": "forged"});
            json_call("POST", "/api/oauth/youtube/callback", body)
        })
        .meets(Invalid),
        // Each caller disconnects its own copy: a second disconnect would be 409.
        r(
            "POST /api/social-accounts/<id>/disconnect",
            Owner,
            |w, who| {
                let id = w.a_accounts[usize::from(who == Who::Admin)];
                call("POST", format!("/api/social-accounts/{id}/disconnect"))
            },
        ),
        r("POST /api/social-accounts/<id>/sync", Owner, |w, _| {
            call("POST", format!("/api/social-accounts/{}/sync", w.a_account))
        }),
        r("GET /api/social-accounts/<id>/status", Owner, |w, _| {
            call(
                "GET",
                format!("/api/social-accounts/{}/status", w.a_account),
            )
        }),
        r("GET /api/social-accounts/<id>/history", Owner, |w, _| {
            call(
                "GET",
                format!("/api/social-accounts/{}/history?days=30", w.a_account),
            )
        }),
        r("POST /api/sync/manual", SignedIn, |_, _| {
            call("POST", "/api/sync/manual")
        }),
        r("GET /api/metrics/realtime", Owner, |w, _| {
            call(
                "GET",
                format!("/api/metrics/realtime?client={}", w.a_client),
            )
        }),
        r("GET /api/performance", Owner, |w, _| {
            call("GET", format!("/api/performance?client_id={}", w.a_client))
        }),
        r("GET /api/performance/monthly_report", Owner, |w, _| {
            let uri = format!(
                "/api/performance/monthly_report?month=2026-01&client_id={}",
                w.a_client
            );
            call("GET", uri)
        }),
        r("GET /api/analytics/report", Owner, |w, _| {
            let uri = format!("/api/analytics/report?format=csv&client={}", w.a_client);
            call("GET", uri)
        }),
        r("GET /api/admin/backups", AgencyOwner, |_, _| {
            call("GET", "/api/admin/backups")
        }),
        r("POST /api/admin/backups", AgencyOwner, |_, _| {
            call("POST", "/api/admin/backups")
        }),
        // No archive of that name: 404 for the admin once the password is right.
        r(
            "POST /api/admin/backups/<file>/download",
            AgencyOwner,
            |_, _| {
                let body = json!({"password": crate::common::PASSWORD});
                json_call("POST", "/api/admin/backups/none.zip/download", body)
            },
        )
        .meets(Missing),
        // No archive of that name: 404 for the admin, refused for everyone else first.
        r("DELETE /api/admin/backups/<file>", AgencyOwner, |_, _| {
            call("DELETE", "/api/admin/backups/none.zip")
        })
        .meets(Missing),
        r("GET /api/admin/jobs", AgencyOwner, |_, _| {
            call("GET", "/api/admin/jobs")
        }),
        // The content calendar feed: each caller's own; the feed itself is opened by its secret.
        r("GET /api/calendar/feed", SignedIn, |_, _| {
            call("GET", "/api/calendar/feed")
        }),
        r("POST /api/calendar/feed", SignedIn, |_, _| {
            call("POST", "/api/calendar/feed")
        }),
        r("DELETE /api/calendar/feed", SignedIn, |_, _| {
            call("DELETE", "/api/calendar/feed")
        }),
        r("GET /api/calendar/<file>", Public, |_, _| {
            call("GET", format!("/api/calendar/{}.ics", "0".repeat(64)))
        })
        .meets(Missing),
        r("GET /api/settings/reports", Admin, |_, _| {
            call("GET", "/api/settings/reports")
        }),
        r("PATCH /api/settings/reports", AgencyOwner, |_, _| {
            json_call("PATCH", "/api/settings/reports", json!({"day_of_month": 3}))
        }),
        r("GET /api/dashboard/client-stats", Client, |_, _| {
            call("GET", "/api/dashboard/client-stats")
        }),
        r("GET /api/analytics/performance", Admin, |_, _| {
            call("GET", "/api/analytics/performance?period=6months")
        }),
        r("GET /api/analytics/client/<id>", Owner, |w, _| {
            call("GET", format!("/api/analytics/client/{}", w.a_client))
        }),
        r("GET /api/social-accounts", Owner, |w, _| {
            call("GET", format!("/api/social-accounts?client={}", w.a_client))
        }),
        r("GET /api/storage", Owner, |w, _| {
            call("GET", format!("/api/storage?client={}", w.a_client))
        }),
        // Content: a client sees and acts on its own posts; the agency on all. Each caller that
        // changes something gets a post of its own to change, so the next caller's is intact.
        r("GET /api/content", SignedIn, |_, _| {
            call("GET", "/api/content?search=alpha")
        }),
        r("GET /api/content/<id>/approvals", Owner, |w, _| {
            call("GET", format!("/api/content/{}/approvals", w.a_post))
        }),
        r("POST /api/content/<id>/deadline", Admin, |w, _| {
            json_call(
                "POST",
                format!("/api/content/{}/deadline", w.a_review),
                json!({"approve_by": "2030-01-01T09:00"}),
            )
        }),
        r("GET /api/content/stats", SignedIn, |_, _| {
            call("GET", "/api/content/stats")
        }),
        r("GET /api/content/by_platform", SignedIn, |_, _| {
            call("GET", "/api/content/by_platform?platform=instagram")
        }),
        r("GET /api/content/calendar_view", SignedIn, |_, _| {
            call(
                "GET",
                "/api/content/calendar_view?start_date=2026-11-29&end_date=2027-01-09",
            )
        }),
        r(
            "POST /api/content multipart/form-data",
            SignedIn,
            |w, who| {
                let client = w.a_client.to_string();
                let mut fields = vec![
                    ("platform", "instagram"),
                    ("content", "A new idea"),
                    ("scheduled_date", "2026-12-09T10:00"),
                ];
                if who == Who::Admin {
                    fields.push(("client", client.as_str()));
                }
                let (ct, bytes) = multipart(&fields, Some(("images", "p.png", &w.picture)));
                Call {
                    method: "POST",
                    uri: "/api/content".into(),
                    body: Body::Form(ct, bytes),
                }
            },
        ),
        r("POST /api/content", SignedIn, |w, who| {
            let mut body = json!({"platform": "instagram", "content": "An idea", "scheduled_date": "2026-12-09T10:00"});
            if who == Who::Admin {
                body["client"] = json!(w.a_client);
            }
            json_call("POST", "/api/content", body)
        }),
        r("GET /api/content/<id>", Owner, |w, _| {
            call("GET", format!("/api/content/{}", w.a_post))
        }),
        r("PATCH /api/content/<id>", Owner, |w, _| {
            json_call(
                "PATCH",
                format!("/api/content/{}", w.a_post),
                json!({"title": "Edited"}),
            )
        }),
        r(
            "PATCH /api/content/<id> multipart/form-data",
            Owner,
            |w, _| {
                let (ct, bytes) = multipart(&[("title", "Edited")], None);
                Call {
                    method: "PATCH",
                    uri: format!("/api/content/{}", w.a_post),
                    body: Body::Form(ct, bytes),
                }
            },
        ),
        r("DELETE /api/content/<id>", Owner, |w, who| {
            let id = if who == Who::Admin {
                w.a_spare
            } else {
                w.a_post
            };
            call("DELETE", format!("/api/content/{id}"))
        }),
        r("POST /api/content/<id>/approve", Owner, |w, who| {
            let id = if who == Who::Admin {
                w.a_post
            } else {
                w.a_review
            };
            json_call("POST", format!("/api/content/{id}/approve"), json!({}))
        }),
        r("POST /api/content/<id>/reject", Owner, |w, who| {
            let id = if who == Who::Admin {
                w.a_post
            } else {
                w.a_review
            };
            json_call(
                "POST",
                format!("/api/content/{id}/reject"),
                json!({"feedback": "No."}),
            )
        }),
        r("POST /api/content/<id>/submit", Owner, |w, who| {
            let id = if who == Who::Admin {
                w.a_agency_draft
            } else {
                w.a_draft
            };
            json_call("POST", format!("/api/content/{id}/submit"), json!({}))
        }),
        r("POST /api/content/<id>/set_draft", Admin, |w, _| {
            json_call(
                "POST",
                format!("/api/content/{}/set_draft", w.a_post),
                json!({}),
            )
        }),
        r("POST /api/content/<id>/mark_posted", Admin, |w, _| {
            json_call(
                "POST",
                format!("/api/content/{}/mark_posted", w.a_spare),
                json!({"post_url": "https://instagram.com/p/alpha", "likes": 3}),
            )
        }),
        // Publishing: the agency's alone. A's spare post is not approved on an account that
        // may publish, so sending it (again) is a state refusal.
        r("GET /api/publishing/queue", Admin, |_, _| {
            call("GET", "/api/publishing/queue?stage=failed")
        }),
        r("GET /api/publishing/summary", Admin, |_, _| {
            call("GET", "/api/publishing/summary")
        }),
        r("PATCH /api/publishing/settings", AgencyOwner, |_, _| {
            json_call(
                "PATCH",
                "/api/publishing/settings",
                json!({"late_approval": "publish"}),
            )
        }),
        r("GET /api/clients/<id>/publishing", Admin, |w, _| {
            call("GET", format!("/api/clients/{}/publishing", w.a_client))
        }),
        r("PATCH /api/clients/<id>/publishing", Admin, |w, _| {
            json_call(
                "PATCH",
                format!("/api/clients/{}/publishing", w.a_client),
                json!({"paused": false}),
            )
        }),
        r("POST /api/content/<id>/publish_now", Admin, |w, _| {
            call("POST", format!("/api/content/{}/publish_now", w.a_spare))
        })
        .meets(Refused),
        r("POST /api/content/<id>/retry_publish", Admin, |w, _| {
            call("POST", format!("/api/content/{}/retry_publish", w.a_spare))
        })
        .meets(Refused),
        r("POST /api/content/bulk_approve", Admin, |w, _| {
            json_call(
                "POST",
                "/api/content/bulk_approve",
                json!({"content_ids": [w.a_post], "action": "approve"}),
            )
        }),
        r("POST /api/content/bulk_mark_posted", Admin, |w, _| {
            json_call(
                "POST",
                "/api/content/bulk_mark_posted",
                json!({"content_ids": [w.a_spare]}),
            )
        }),
        r("POST /api/content/bulk_delete", Admin, |w, _| {
            json_call(
                "POST",
                "/api/content/bulk_delete",
                json!({"content_ids": [w.a_spare]}),
            )
        }),
        r("GET /api/content/<id>/download", Owner, |w, _| {
            call("GET", format!("/api/content/{}/download", w.a_post))
        }),
        r("GET /api/content/<id>/download_images", Owner, |w, _| {
            call("GET", format!("/api/content/{}/download_images", w.a_post))
        }),
        r("GET /api/content/<id>/comments", Owner, |w, _| {
            call("GET", format!("/api/content/{}/comments", w.a_post))
        }),
        r("POST /api/content/<id>/comments", Owner, |w, _| {
            json_call(
                "POST",
                format!("/api/content/{}/comments", w.a_post),
                json!({"body": "Looks good"}),
            )
        }),
        r("GET /api/content/<id>/history", Owner, |w, _| {
            call("GET", format!("/api/content/{}/history", w.a_post))
        }),
        // The signed link is the permission (an <img> sends no token); it reaches only those
        // the post's answers went to, as tests/api/content_files_api.rs checks.
        r(
            "GET /api/media/content/<id>/<variant>/<expires>/<sig>",
            Public,
            |w, _| call("GET", w.a_image_url.clone()),
        ),
        // Messages and their files.
        r("GET /api/messages", SignedIn, |_, _| {
            call("GET", "/api/messages")
        }),
        r("POST /api/messages", SignedIn, |w, who| {
            let receiver = if who == Who::Admin {
                json!(w.a_user)
            } else {
                json!("admin")
            };
            json_call(
                "POST",
                "/api/messages",
                json!({"receiver": receiver, "content": "Hello"}),
            )
        }),
        r("POST /api/messages/send-to-admin", Client, |_, _| {
            json_call(
                "POST",
                "/api/messages/send-to-admin",
                json!({"content": "Hello agency"}),
            )
        }),
        r("POST /api/messages/send-to-client", Admin, |w, _| {
            json_call(
                "POST",
                "/api/messages/send-to-client",
                json!({"client_id": w.a_client, "content": "Hello"}),
            )
        }),
        r("POST /api/messages/<id>/mark_read", Recipient, |w, _| {
            call("POST", format!("/api/messages/{}/mark_read", w.a_message))
        }),
        r("GET /api/messages/conversations", SignedIn, |_, _| {
            call("GET", "/api/messages/conversations")
        }),
        r("GET /api/messages/admin-conversations", Admin, |_, _| {
            call("GET", "/api/messages/admin-conversations")
        }),
        r("GET /api/messages/conversation/<id>", Owner, |w, _| {
            call("GET", format!("/api/messages/conversation/{}", w.a_user))
        }),
        r("GET /api/messages/team", SignedIn, |_, _| {
            call("GET", "/api/messages/team")
        }),
        r("POST /api/files multipart/form-data", SignedIn, |w, _| {
            let client = w.a_client.to_string();
            let (ct, bytes) = multipart(&[("client", &client)], Some(("file", "n.txt", b"notes")));
            Call {
                method: "POST",
                uri: "/api/files".into(),
                body: Body::Form(ct, bytes),
            }
        }),
        r("POST /api/files", SignedIn, |_, _| {
            json_call("POST", "/api/files", json!({"file": "not a file"}))
        })
        .meets(Unsupported),
        r("GET /api/files/<id>/download", Owner, |w, _| {
            call("GET", format!("/api/files/{}/download", w.a_file))
        }),
        r("POST /api/events/ticket", SignedIn, |_, _| {
            call("POST", "/api/events/ticket")
        }),
        r("GET /api/events", Ticket, |_, _| {
            call("GET", "/api/events?ticket=not-a-ticket")
        }),
        // Invoices and billing.
        r("GET /api/invoices", SignedIn, |_, _| {
            call("GET", "/api/invoices")
        }),
        r("GET /api/invoices/summary", SignedIn, |_, _| {
            call("GET", "/api/invoices/summary")
        }),
        r("POST /api/invoices", Admin, |w, _| {
            let body = json!({"client": w.a_client, "amount": 99.5, "due_date": "2030-01-31"});
            json_call("POST", "/api/invoices", body)
        }),
        r("GET /api/invoices/<id>", Owner, |w, _| {
            call("GET", format!("/api/invoices/{}", w.a_invoice))
        }),
        r("POST /api/invoices/<id>/mark_paid", Admin, |w, _| {
            call("POST", format!("/api/invoices/{}/mark_paid", w.a_invoice))
        }),
        r("POST /api/invoices/<id>/remind", Admin, |w, _| {
            call("POST", format!("/api/invoices/{}/remind", w.a_invoice))
        }),
        r("GET /api/invoices/<id>/pdf", Owner, |w, _| {
            call("GET", format!("/api/invoices/{}/pdf", w.a_invoice))
        }),
        r("POST /api/invoices/<id>/credit-notes", Admin, |w, _| {
            let path = format!("/api/invoices/{}/credit-notes", w.a_invoice);
            json_call("POST", path, json!({"amount": "0.01"}))
        }),
        r("GET /api/credit-notes", SignedIn, |_, _| {
            call("GET", "/api/credit-notes")
        }),
        r("GET /api/credit-notes/<id>/pdf", Owner, |w, _| {
            call("GET", format!("/api/credit-notes/{}/pdf", w.a_credit_note))
        }),
        r("GET /api/invoices/export.csv", Admin, |_, _| {
            call(
                "GET",
                "/api/invoices/export.csv?from=2000-01-01&to=2099-12-31",
            )
        }),
        r("GET /api/invoices/export.zip", Admin, |_, _| {
            call(
                "GET",
                "/api/invoices/export.zip?from=2000-01-01&to=2099-12-31",
            )
        }),
        r("GET /api/money", Public, |_, _| call("GET", "/api/money")),
        r("GET /api/languages", Public, |_, _| {
            call("GET", "/api/languages")
        }),
        r("PUT /api/admin/languages", AgencyOwner, |_, _| {
            json_call(
                "PUT",
                "/api/admin/languages",
                json!({"default_language": "de"}),
            )
        }),
        r("GET /api/admin/money-settings", Admin, |_, _| {
            call("GET", "/api/admin/money-settings")
        }),
        r("PUT /api/admin/money-settings", AgencyOwner, |_, _| {
            json_call(
                "PUT",
                "/api/admin/money-settings",
                json!({"tax_id": "DE811569869"}),
            )
        }),
        r("POST /api/admin/tax-rates", AgencyOwner, |_, _| {
            json_call(
                "POST",
                "/api/admin/tax-rates",
                json!({"name": "VAT 20%", "percent": 20}),
            )
        }),
        r("DELETE /api/admin/tax-rates/<id>", AgencyOwner, |_, _| {
            call("DELETE", "/api/admin/tax-rates/999")
        })
        .meets(Missing),
        r("GET /api/billing/transfer", Client, |_, _| {
            call("GET", "/api/billing/transfer?plan=pro")
        }),
        r("GET /api/billing/plans", SignedIn, |_, _| {
            call("GET", "/api/billing/plans")
        }),
        r("PATCH /api/billing/plans/<id>", AgencyOwner, |_, _| {
            json_call("PATCH", "/api/billing/plans/pro", json!({"price": 260}))
        }),
        r("GET /api/billing/subscription", Client, |_, _| {
            call("GET", "/api/billing/subscription")
        }),
        r("POST /api/billing/submit-verification", Client, |_, _| {
            let body = json!({"plan": "pro", "amount": 250, "client_full_name": "Alpha Holder"});
            json_call("POST", "/api/billing/submit-verification", body)
        }),
        r("POST /api/billing/cancel-subscription", Client, |_, _| {
            json_call(
                "POST",
                "/api/billing/cancel-subscription",
                json!({"reason": "x"}),
            )
        })
        .meets(Refused),
        r("GET /api/billing/payment-methods", SignedIn, |_, _| {
            call("GET", "/api/billing/payment-methods")
        }),
        r("POST /api/billing/create-setup-intent", SignedIn, |_, _| {
            call("POST", "/api/billing/create-setup-intent")
        })
        .meets(Disabled),
        r("POST /api/billing/capture-payment", SignedIn, |_, _| {
            call("POST", "/api/billing/capture-payment")
        })
        .meets(Disabled),
        r("POST /api/billing/create-subscription", SignedIn, |_, _| {
            call("POST", "/api/billing/create-subscription")
        })
        .meets(Disabled),
        r(
            "POST /api/billing/approve-subscription",
            SignedIn,
            |_, _| call("POST", "/api/billing/approve-subscription"),
        )
        .meets(Disabled),
        r("POST /api/billing/invoices/<id>/pay", Owner, |w, _| {
            call("POST", format!("/api/billing/invoices/{}/pay", w.a_invoice))
        })
        .meets(Disabled),
        r(
            "POST /api/billing/payment-methods/<_id>/set-default",
            SignedIn,
            |_, _| call("POST", "/api/billing/payment-methods/pm_1/set-default"),
        )
        .meets(Missing),
        r(
            "DELETE /api/billing/payment-methods/<_id>/delete",
            SignedIn,
            |_, _| call("DELETE", "/api/billing/payment-methods/pm_1/delete"),
        )
        .meets(Missing),
        r("GET /api/admin/pending-verifications", Admin, |_, _| {
            call("GET", "/api/admin/pending-verifications")
        }),
        r(
            "POST /api/admin/approve-verification/<id>",
            Admin,
            |w, _| {
                let uri = format!("/api/admin/approve-verification/{}", w.verification);
                json_call("POST", uri, json!({"plan_id": "starter"}))
            },
        ),
        r("POST /api/admin/reject-verification/<id>", Admin, |w, _| {
            let uri = format!("/api/admin/reject-verification/{}", w.verification);
            json_call("POST", uri, json!({"reason": "No transfer arrived."}))
        }),
        r("GET /api/admin/billing-settings", Admin, |_, _| {
            call("GET", "/api/admin/billing-settings")
        }),
        r("GET /api/dashboard/stats", Admin, |_, _| {
            call("GET", "/api/dashboard/stats")
        }),
        r("GET /api/analytics/overview", Admin, |_, _| {
            call("GET", "/api/analytics/overview")
        }),
        // Public pages, files and documents.
        r("GET /api/health", Public, |_, _| call("GET", "/api/health")),
        r("GET /api/branding", Public, |_, _| {
            call("GET", "/api/branding")
        }),
        r("POST /api/contact", Public, |_, _| {
            json_call(
                "POST",
                "/api/contact",
                json!({
                    "name": "Prospect", "email": "prospect@example.test", "subject": "Hello", "message": "We would like a quote."
                }),
            )
        }),
        r("GET /api/uploads/avatars/<name>", Public, |w, _| {
            call("GET", w.a_avatar.clone())
        }),
        r("GET /api/branding/logo/<name>", Public, |w, _| {
            call("GET", w.logo.clone())
        }),
        r("GET /api/openapi.json", Public, |_, _| {
            call("GET", "/api/openapi.json")
        }),
        r("GET /api/docs/<_..>", Public, |_, _| {
            call("GET", "/api/docs/")
        }),
        r("GET /<segments..>", Public, |_, _| {
            call("GET", "/dashboard")
        }),
    ]
}

fn register_body(who: Who) -> Value {
    json!({"email": new_email(who), "name": "New Person", "password": STRONG, "verification_code": CODE})
}

fn task_body(client: i64) -> Value {
    json!({
        "title": "Alpha secret task", "description": "Plan the launch.", "client": client,
        "assigned_to": null, "due_date": "2030-01-01T12:00:00Z"
    })
}

/// A fresh app with an admin (and a second one, so one may delete itself), client A with a
/// task, a notification and an avatar, client B, a signed-out token, and per caller one open
/// invitation and one pending sign-up code.
#[derive(Clone)]
struct World {
    app: Arc<TestApp>,
    tokens: [Option<String>; 11],
    /// Per caller: an open team invitation of A's, a colleague of A's to remove, a review link
    /// (its id and key) for a post of its own that waits for A's approval.
    team_invites: Vec<i64>,
    spare_members: Vec<i64>,
    links: Vec<(i64, String, i64)>,
    /// A's viewer, whose seat the team rows set again.
    a_viewer: i64,
    a_email: &'static str,
    b_email: &'static str,
    a_client: i64,
    /// The agency manager the staff rows change and remove.
    manager_id: i64,
    a_task: i64,
    a_note: i64,
    /// A's own submission (pending, with an image).
    a_post: i64,
    /// An agency post waiting for A's approval.
    a_review: i64,
    /// A's own draft, sent back by the agency.
    a_draft: i64,
    /// An agency draft for A.
    a_agency_draft: i64,
    /// An approved agency post for A.
    a_spare: i64,
    a_image_url: String,
    /// The agency's message to A, and a file in A's conversation.
    a_message: i64,
    a_file: i64,
    a_user: i64,
    /// A's connected account, and two more for the disconnects (A's own, the agency's).
    a_account: i64,
    a_accounts: [i64; 2],
    picture: Vec<u8>,
    a_avatar: String,
    /// The agency's uploaded logo (Settings › Public site).
    logo: String,
    uninvited_client: i64,
    invites: Vec<String>,
    /// A's pending invoice.
    a_invoice: i64,
    /// A credit note of a cent on it.
    a_credit_note: i64,
    /// A payment waiting for verification (from a client with no user).
    verification: i64,
}

impl World {
    async fn build() -> World {
        let app = TestApp::spawn().await;
        let admin = app.admin().await;
        app.create_user(users::Role::Admin, "second@agency.test", "Sam Second")
            .await;
        let a_user = app
            .create_user(
                users::Role::Client,
                "alpha@client.test",
                "Alpha Marker Studio",
            )
            .await;
        let a = app.login("alpha@client.test", PASSWORD).await;
        let b = app.client_user("beta@client.test").await;
        let gone = app.client_user("gone@client.test").await;
        let out = app.post("/api/auth/logout", Some(&gone), json!({})).await;
        assert_eq!(out.status, Status::NoContent);

        let a_client = app
            .scalar(&format!("SELECT id FROM clients WHERE user_id = {a_user}"))
            .await;
        let task = app
            .post("/api/tasks", Some(&admin), task_body(a_client))
            .await;
        assert_eq!(task.status, Status::Created, "{}", task.body);
        let (ct, bytes) = multipart(&[], Some(("avatar", "a.png", &png(100))));
        let me = app
            .send_raw("PATCH", "/api/auth/me", Some(&a), ct, bytes)
            .await;
        assert_eq!(me.status, Status::Ok, "{}", me.body);
        let (ct, bytes) = multipart(&[], Some(("logo", "logo.png", &png(200))));
        let site = app
            .send_raw("POST", "/api/admin/site/logo", Some(&admin), ct, bytes)
            .await;
        assert_eq!(site.status, Status::Ok, "{}", site.body);

        let mut spare = Vec::new();
        for i in 0..6 {
            let body = json!({"name": format!("Prospect {i}"), "email": format!("p{i}@prospect.test"), "company": "Prospect"});
            let made = app.post("/api/clients", Some(&admin), body).await;
            assert_eq!(made.status, Status::Created, "{}", made.body);
            spare.push(made.body["id"].as_i64().unwrap());
        }
        let invites: Vec<String> = (0..5).map(|i| format!("invitation-key-{i}")).collect();
        let (team_invites, spare_members, links) = team_and_links(&app, a_client).await;
        let members = [
            app.team_member(a_client, "approver", "alpha.approver@client.test")
                .await,
            app.team_member(a_client, "viewer", "alpha.viewer@client.test")
                .await,
            app.team_member(a_client, "billing", "alpha.billing@client.test")
                .await,
        ];
        app.create_user(users::Role::Admin, "manager@agency.test", "Mona Manager")
            .await;
        app.sql(
            "UPDATE agency_staff SET role = 'manager' WHERE user_id =
                 (SELECT id FROM users WHERE email = 'manager@agency.test')",
        )
        .await;
        let manager = app.login("manager@agency.test", PASSWORD).await;
        let mut staff_members = Vec::new();
        for (email, client) in [
            ("member.a@agency.test", "alpha@client.test"),
            ("member.b@agency.test", "beta@client.test"),
        ] {
            app.create_user(users::Role::Admin, email, "Max Member")
                .await;
            app.sql(&format!(
                "UPDATE agency_staff SET role = 'member'
                  WHERE user_id = (SELECT id FROM users WHERE email = '{email}');
                 INSERT INTO staff_assignments (user_id, client_id)
                   SELECT u.id, c.id FROM users u, clients c
                    WHERE u.email = '{email}' AND c.email = '{client}'"
            ))
            .await;
            staff_members.push(app.login(email, PASSWORD).await);
        }
        let manager_id = app
            .scalar("SELECT id FROM users WHERE email = 'manager@agency.test'")
            .await;
        let (keys, clients) = (invites.clone(), spare.clone());
        app.state()
            .db
            .write(move |c| {
                let expires =
                    db::format_time(time::OffsetDateTime::now_utc() + time::Duration::hours(1));
                for (i, key) in keys.iter().enumerate() {
                    let email = format!("p{i}@prospect.test");
                    invitations::create(c, clients[i], &email, &token::hash(key), 1, &expires)?;
                }
                for who in CALLERS {
                    let email = new_email(who);
                    let hash = token::hash_code(&email, CODE);
                    verification::upsert(c, &email, "registration", "New Person", &hash, &expires)?;
                }
                for username in ["alpha_secret_handle", "alpha_second", "alpha_third"] {
                    social_accounts::insert(
                        c,
                        &social_accounts::NewAccount {
                            client_id: a_client,
                            platform: SocialPlatform::Instagram,
                            username,
                            followers_count: 5,
                            posts_count: 1,
                            engagement_rate: 0.1,
                        },
                    )?;
                }
                notifications::insert(
                    c,
                    a_user,
                    NotificationType::Other,
                    &atrium::words::Phrase::verbatim("Alpha secret note"),
                    &atrium::words::Phrase::verbatim("For A only."),
                )
            })
            .await
            .unwrap();
        let a_note = app
            .scalar(&format!(
                "SELECT id FROM notifications WHERE user_id = {a_user}"
            ))
            .await;
        let account =
            |name: &str| format!("SELECT id FROM social_accounts WHERE username = '{name}'");
        let a_account = app.scalar(&account("alpha_secret_handle")).await;
        let a_accounts = [
            app.scalar(&account("alpha_second")).await,
            app.scalar(&account("alpha_third")).await,
        ];
        let posts = Posts::make(&app, &admin, &a, a_client).await;
        let (ct, bytes) = multipart(&[], Some(("file", "alpha-secret-file.png", &png(64))));
        let file = app
            .send_raw("POST", "/api/files", Some(&a), ct, bytes)
            .await;
        assert_eq!(file.status, Status::Created, "{}", file.body);
        let body = json!({"client_id": a_client, "content": "Alpha secret message"});
        let message = app
            .post("/api/messages/send-to-client", Some(&admin), body)
            .await;
        assert_eq!(message.status, Status::Created, "{}", message.body);
        let body = json!({"client": a_client, "amount": 120, "due_date": "2030-01-31",
                          "description": "Alpha secret invoice"});
        let invoice = app.post("/api/invoices", Some(&admin), body).await;
        assert_eq!(invoice.status, Status::Created, "{}", invoice.body);
        let credit_path = format!("/api/invoices/{}/credit-notes", invoice.body["id"]);
        let credit = app
            .post(
                &credit_path,
                Some(&admin),
                json!({"amount": "0.01", "reason": "Alpha secret invoice"}),
            )
            .await;
        assert_eq!(credit.status, Status::Created, "{}", credit.body);
        let payer = spare[4];
        let verification = app
            .state()
            .db
            .write(move |c| {
                billing::insert_verification(
                    c,
                    &billing::NewVerification {
                        client_id: payer,
                        plan_id: "pro",
                        amount_cents: 25_000,
                        client_full_name: "Prospect Payer",
                    },
                )
            })
            .await
            .unwrap()
            .unwrap();
        World {
            a_invoice: invoice.body["id"].as_i64().unwrap(),
            a_credit_note: credit.body["id"].as_i64().unwrap(),
            verification,
            tokens: [
                None,
                Some(gone),
                Some(b),
                Some(a),
                Some(admin),
                Some(members[0].clone()),
                Some(members[1].clone()),
                Some(members[2].clone()),
                Some(manager),
                Some(staff_members[0].clone()),
                Some(staff_members[1].clone()),
            ],
            a_email: "alpha@client.test",
            b_email: "beta@client.test",
            a_client,
            manager_id,
            a_task: task.body["id"].as_i64().unwrap(),
            a_note,
            a_post: posts.post,
            a_review: posts.review,
            a_draft: posts.draft,
            a_agency_draft: posts.agency_draft,
            a_spare: posts.spare,
            a_image_url: posts.image_url,
            a_message: message.body["id"].as_i64().unwrap(),
            a_file: file.body["id"].as_i64().unwrap(),
            a_user,
            a_account,
            a_accounts,
            picture: posts.picture,
            a_avatar: me.body["avatar"].as_str().unwrap().to_string(),
            logo: site.body["logo_url"].as_str().unwrap().to_string(),
            uninvited_client: spare[5],
            invites,
            team_invites,
            spare_members,
            links,
            a_viewer: app
                .scalar("SELECT id FROM users WHERE email = 'alpha.viewer@client.test'")
                .await,
            app: Arc::new(app),
        }
    }

    /// The same world again, on a copy of its data: as fresh as a new build, in a fraction of
    /// its time (each build signs in eleven callers and arranges every object through the API).
    async fn again(&self) -> World {
        World {
            app: Arc::new(self.app.copy().await),
            ..self.clone()
        }
    }

    async fn send(&self, c: Call, who: Who) -> (Status, String) {
        let mut req = self.app.request(c.method, &c.uri);
        match c.body {
            Body::None => {}
            Body::Json(v) => req = req.header(ContentType::JSON).body(v.to_string()),
            Body::Form(ct, bytes) => req = req.header(ct).body(bytes),
        }
        if let Some(t) = &self.tokens[who as usize] {
            req = req.header(Header::new("Authorization", format!("Token {t}")));
        }
        let res = req.dispatch().await;
        let status = res.status();
        let bytes = res.into_bytes().await.unwrap_or_default();
        (status, String::from_utf8_lossy(&bytes).into_owned())
    }
}

/// Per caller: an open invitation to A's team, a colleague of A's (no password: it never signs
/// in), and a review link for a post of its own waiting for A's approval; written straight into
/// the database, since every world needs eight of each. Whoever holds a link's key may see its
/// posts, so they carry none of A's markers.
async fn team_and_links(
    app: &TestApp,
    a_client: i64,
) -> (Vec<i64>, Vec<i64>, Vec<(i64, String, i64)>) {
    let mut sql = String::new();
    for i in 0..9 {
        sql.push_str(&format!(
            "INSERT INTO client_invitations (client_id, email, token_hash, created_at, expires_at, seat)
               VALUES ({a_client}, 'team{i}@join.test', 'team-hash-{i}', '2026-01-01T00:00:00Z',
                       '2099-01-01T00:00:00Z', 'viewer');
             INSERT INTO users (role, username, email, password_hash, created_at)
               VALUES ('client', 'spare{i}', 'spare{i}@client.test', 'x', '2026-01-01T00:00:00Z');
             INSERT INTO client_members (user_id, client_id, seat, created_at)
               VALUES (last_insert_rowid(), {a_client}, 'viewer', '2026-01-01T00:00:00Z');
             INSERT INTO content_posts (client_id, platform, content, status, awaiting,
                 scheduled_date, author_role, created_at, updated_at)
               VALUES ({a_client}, 'instagram', 'Sent for review by link', 'pending-approval',
                       'client', '2030-01-01T10:00:00Z', 'admin', '2026-01-01T00:00:00Z',
                       '2026-01-01T00:00:00Z');
             INSERT INTO review_links (client_id, token_hash, email, created_at, expires_at)
               VALUES ({a_client}, '{}', 'rev{i}@outside.test', '2026-01-01T00:00:00Z',
                       '2099-01-01T00:00:00Z');
             INSERT INTO review_link_posts (link_id, post_id)
               VALUES (last_insert_rowid(), (SELECT MAX(id) FROM content_posts));",
            token::hash(&format!("review-key-{i}"))
        ));
    }
    app.sql(&sql).await;
    let ids = |q: &str| {
        let q = q.to_string();
        async move {
            let mut out = Vec::new();
            for i in 0..9 {
                out.push(app.scalar(&q.replace("{i}", &i.to_string())).await);
            }
            out
        }
    };
    let invites = ids("SELECT id FROM client_invitations WHERE email = 'team{i}@join.test'").await;
    let spare = ids("SELECT id FROM users WHERE email = 'spare{i}@client.test'").await;
    let link_ids = ids("SELECT id FROM review_links WHERE email = 'rev{i}@outside.test'").await;
    let posts = ids(
        "SELECT post_id FROM review_link_posts p JOIN review_links l ON l.id = p.link_id
         WHERE l.email = 'rev{i}@outside.test'",
    )
    .await;
    let links = (0..9)
        .map(|i| (link_ids[i], format!("review-key-{i}"), posts[i]))
        .collect();
    (invites, spare, links)
}

/// Client A's posts in each state the rows need, and a client-B account to post on.
struct Posts {
    post: i64,
    review: i64,
    draft: i64,
    agency_draft: i64,
    spare: i64,
    image_url: String,
    picture: Vec<u8>,
}

impl Posts {
    async fn make(app: &TestApp, admin: &str, a: &str, a_client: i64) -> Posts {
        let b_client = app
            .scalar("SELECT id FROM clients WHERE email = 'beta@client.test'")
            .await;
        app.add_account(b_client, "instagram", "beta_handle").await;
        let picture = common::picture(16, 16, image::ImageFormat::Png);
        let fields = [
            ("platform", "instagram"),
            ("content", "Alpha secret caption"),
            ("scheduled_date", "2026-12-02T10:00"),
        ];
        let (ct, bytes) = multipart(&fields, Some(("images", "a.png", &picture)));
        let post = app
            .send_raw("POST", "/api/content", Some(a), ct, bytes)
            .await;
        assert_eq!(post.status, Status::Created, "{}", post.body);
        let by_admin = |needs: bool| {
            json!({"client": a_client, "platform": "instagram", "content": "Alpha secret caption",
                   "scheduled_date": "2026-12-04T10:00", "needs_client_approval": needs})
        };
        let id = |r: &common::Res| r.body["id"].as_i64().unwrap();
        let review = app.post("/api/content", Some(admin), by_admin(true)).await;
        let agency_draft = app.post("/api/content", Some(admin), by_admin(true)).await;
        let spare = app.post("/api/content", Some(admin), by_admin(false)).await;
        let draft = app.post("/api/content", Some(a), by_admin(false)).await;
        for (r, action) in [(&agency_draft, "set_draft"), (&draft, "reject")] {
            let moved = app
                .post(
                    &format!("/api/content/{}/{action}", id(r)),
                    Some(admin),
                    json!({}),
                )
                .await;
            assert_eq!(moved.status, Status::Ok, "{}", moved.body);
        }
        Posts {
            post: id(&post),
            review: id(&review),
            draft: id(&draft),
            agency_draft: id(&agency_draft),
            spare: id(&spare),
            image_url: post.body["images"][0]["image_url"].as_str().unwrap().into(),
            picture,
        }
    }
}

fn mounted(app: &TestApp) -> BTreeSet<String> {
    app.client
        .rocket()
        .routes()
        .map(|r| {
            let base = format!("{} {}", r.method, r.uri.path());
            match &r.format {
                Some(f) => format!("{base} {f}"),
                None => base,
            }
        })
        .collect()
}

#[rocket::async_test]
async fn every_mounted_route_has_exactly_one_row_in_the_permission_table() {
    let app = TestApp::spawn().await;
    let routes = mounted(&app);
    let mut named = BTreeSet::new();
    for row in rows() {
        assert!(named.insert(row.route), "two rows for {}", row.route);
    }
    let missing: Vec<_> = routes
        .iter()
        .filter(|r| !named.contains(r.as_str()))
        .collect();
    let stale: Vec<_> = named.iter().filter(|r| !routes.contains(**r)).collect();
    assert!(
        missing.is_empty(),
        "mounted routes without a row: {missing:?}"
    );
    assert!(stale.is_empty(), "rows naming no mounted route: {stale:?}");
}

// The table is walked in six parts, each its own test, so the harness runs them beside the rest of
// the suite. Each part arranges its world once and copies it per row (`World::again`): about 7 s a
// part, where arranging it per row took close to a minute.
const PARTS: usize = 6;

#[rocket::async_test]
async fn every_route_of_the_first_sixth_answers_each_caller_as_its_row_says() {
    walk_the_table(0).await;
}

#[rocket::async_test]
async fn every_route_of_the_second_sixth_answers_each_caller_as_its_row_says() {
    walk_the_table(1).await;
}

#[rocket::async_test]
async fn every_route_of_the_third_sixth_answers_each_caller_as_its_row_says() {
    walk_the_table(2).await;
}

#[rocket::async_test]
async fn every_route_of_the_fourth_sixth_answers_each_caller_as_its_row_says() {
    walk_the_table(3).await;
}

#[rocket::async_test]
async fn every_route_of_the_fifth_sixth_answers_each_caller_as_its_row_says() {
    walk_the_table(4).await;
}

#[rocket::async_test]
async fn every_route_of_the_last_sixth_answers_each_caller_as_its_row_says() {
    walk_the_table(5).await;
}

/// Every caller asks each route of one part (every PARTS-th row) and meets what its row says;
/// B and B's member never see a marker of A's.
async fn walk_the_table(part: usize) {
    let mut failures = Vec::new();
    let built = World::build().await;
    for row in rows().into_iter().skip(part).step_by(PARTS) {
        let world = built.again().await;
        for who in CALLERS {
            let answer = world.send((row.make)(&world, who), who).await;
            judge(
                &mut failures,
                &row,
                who,
                &answer,
                Want::Status(expected(&row, who)),
            );
            if who == Who::ClientB {
                shows_none_of_a(&mut failures, &row, "B client", &answer.1);
            }
        }
        // The seats are refused every staff route alike; the manager is asked each one.
        let callers: &[Who] = match row.access {
            Access::Public | Access::Ticket => continue,
            Access::Admin | Access::AgencyOwner => &[Who::Manager],
            _ => &MEMBERS,
        };
        // A read changes nothing A meets: the colleagues ask the same world, after A. A write
        // they may make gets a world of its own.
        let reads = row.route.starts_with("GET ");
        let fresh;
        let world = if reads {
            &world
        } else {
            fresh = built.again().await;
            &fresh
        };
        for &who in callers {
            // A manager makes the agency's calls, with the agency's objects.
            let maker = if who == Who::Manager { Who::Admin } else { who };
            let answer = world.send((row.make)(world, maker), who).await;
            judge(
                &mut failures,
                &row,
                who,
                &answer,
                Want::Status(expected(&row, who)),
            );
        }
        // The agency's members: B's first, which must change nothing, then A's, as the
        // manager on A's objects. A write on their clients' work gets a world of its own.
        let work = open_to_member(row.route)
            && !own_account(row.route.split(' ').nth(1).unwrap())
            && !reads;
        let fresh_for_members;
        let world = if work {
            fresh_for_members = built.again().await;
            &fresh_for_members
        } else {
            world
        };
        for who in [Who::MemberB, Who::MemberA] {
            let answer = world.send((row.make)(world, Who::Admin), who).await;
            judge(
                &mut failures,
                &row,
                who,
                &answer,
                member_expected(&row, who),
            );
            if who == Who::MemberB {
                shows_none_of_a(&mut failures, &row, "B's member", &answer.1);
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// What a caller must meet: a status (None: a 2xx), or, for B's member on A's objects, that it
/// finds none of them (a 404 for one named in the path, a 422 for one named in the body).
#[derive(Clone, Copy)]
enum Want {
    Status(Option<Status>),
    NoneOfA,
}

fn judge(
    failures: &mut Vec<String>,
    row: &Row,
    who: Who,
    (status, body): &(Status, String),
    want: Want,
) {
    let ok = match want {
        Want::Status(Some(want)) => *status == want,
        Want::Status(None) => status.class().is_success(),
        Want::NoneOfA => *status == Status::NotFound || *status == Status::UnprocessableEntity,
    };
    if !ok {
        let want = match want {
            Want::Status(Some(s)) => s.to_string(),
            Want::Status(None) => "2xx".into(),
            Want::NoneOfA => "404 or 422".into(),
        };
        failures.push(format!(
            "{} as {who:?}: got {status}, want {want}: {}",
            row.route,
            body.chars().take(200).collect::<String>()
        ));
    }
}

fn shows_none_of_a(failures: &mut Vec<String>, row: &Row, whom: &str, body: &str) {
    for marker in A_MARKERS {
        if body.contains(marker) {
            failures.push(format!("{} showed {whom} A's {marker:?}", row.route));
        }
    }
}

#[rocket::async_test]
async fn the_openapi_document_lists_every_api_route_with_security_exactly_where_a_token_is_needed()
{
    let app = TestApp::spawn().await;
    let doc = app.get("/api/openapi.json", None).await.body;
    assert_eq!(doc["openapi"], "3.1.0");
    let mut problems = Vec::new();
    for row in rows() {
        let (method, rest) = row.route.split_once(' ').unwrap();
        let path = rest.split(' ').next().unwrap();
        if !path.starts_with("/api/") || path.starts_with("/api/docs/") {
            continue;
        }
        let templated = path.replace('<', "{").replace('>', "}");
        let op = &doc["paths"][&templated][method.to_lowercase()];
        if op.is_null() {
            problems.push(format!("{} is not in the document", row.route));
            continue;
        }
        let secured = op["security"]
            .as_array()
            .is_some_and(|s| s.iter().any(|r| r.get("Token").is_some()));
        if secured == matches!(row.access, Access::Public | Access::Ticket) {
            problems.push(format!(
                "{}: document says token {}, table says {:?}",
                row.route,
                if secured { "required" } else { "not required" },
                row.access
            ));
        }
        for status in ["401", "403", "404"] {
            let answers = !op["responses"][status].is_null();
            let can = match status {
                "401" => row.access != Access::Public,
                "403" => {
                    matches!(
                        row.access,
                        Access::Admin | Access::Client | Access::Recipient
                    ) || (matches!(row.access, Access::SignedIn | Access::Owner)
                        && area(row.route) != Area::Account)
                }
                _ => {
                    matches!(row.access, Access::Owner | Access::Own | Access::Recipient)
                        || (path.contains('<') && row.world != WorldState::Redirect)
                }
            };
            if can && !answers {
                problems.push(format!("{}: {status} is not documented", row.route));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
