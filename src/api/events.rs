//! The live stream (Server-Sent Events): new messages, read receipts, notifications and hints of
//! every other change the signed-in user may see. `POST /api/events/ticket/` (with the Token header) answers a single-use
//! ticket valid for 30 seconds; `GET /api/events/?ticket=` opens the stream with it.

use std::time::Duration;

use rocket::response::stream::{Event, EventStream};
use rocket::serde::json::Json;
use rocket::tokio::select;
use rocket::tokio::sync::broadcast::Receiver;
use rocket::tokio::sync::broadcast::error::RecvError;
use rocket::{Route, Shutdown, State, get, post, routes};
use serde::Serialize;
use utoipa::ToSchema;

use super::page::OneEach;
use crate::auth::AuthUser;
use crate::db::Db;
use crate::db::tokens;
use crate::db::users::Role;
use crate::error::{ApiError, ApiResult};
use crate::events::{Ended, Published, StreamSlot, TICKET_SECONDS};
use crate::state::AppState;

pub fn routes() -> Vec<Route> {
    routes![post_ticket, get_events]
}

/// Every stream gets a `ping` event this often: proxies keep it open, and the page (which never
/// sees SSE comments) can tell a stalled stream from a quiet one.
const HEARTBEAT: Duration = Duration::from_secs(15);
/// A stream re-checks that its session is still signed in this often.
const SESSION_CHECK: Duration = Duration::from_secs(30);

#[derive(Serialize, ToSchema)]
pub(super) struct EventTicket {
    ticket: String,
    /// Seconds left to open the stream.
    expires_in: u64,
}

/// A single-use ticket for opening the event stream (an `EventSource` cannot send headers, and
/// the long-lived token must not travel in a URL).
#[utoipa::path(
    tag = "messages",
    responses((status = 200, body = EventTicket))
)]
#[post("/events/ticket")]
pub(super) async fn post_ticket(state: &State<AppState>, auth: AuthUser) -> Json<EventTicket> {
    Json(EventTicket {
        ticket: state.hub.issue_ticket(auth.user.id, &auth.token_hash),
        expires_in: TICKET_SECONDS,
    })
}

/// The caller's live events as `text/event-stream`: `message` ({conversation, message}), `read`
/// ({conversation, side, up_to}), `notification` ({notification_type}: the caller's notifications
/// changed), `changed` ({kind}: data the caller may see changed, reload it; kind is one of content,
/// comments, invoices, verifications, subscriptions, tasks, files, social, clients, invitations,
/// plans, bank), `resync` (events were missed: reload), `ping` every 15 s, and `signed_out` as the last event when the session ends
/// (sign-out, a password change elsewhere, the account deleted); at most 5 streams per user (429).
#[utoipa::path(
    security(()),
    tag = "messages",
    params(("ticket" = String, Query, description = "From POST /api/events/ticket/")),
    responses(
        (status = 200, description = "The stream", content((String = "text/event-stream"))),
        (status = 401, response = super::openapi::Unauthorized),
        (status = 429, response = super::openapi::RateLimited),
    )
)]
#[get("/events?<ticket>")]
pub(super) async fn get_events(
    state: &State<AppState>,
    _one_each: OneEach,
    ticket: Option<&str>,
    shutdown: Shutdown,
) -> ApiResult<EventStream![Event + 'static]> {
    let live = Live::open(state, ticket).await?;
    Ok(live.stream(shutdown))
}

/// A redeemed ticket: the signed-in user, a place among its streams, and its channels.
struct Live {
    user_id: i64,
    token_hash: String,
    is_admin: bool,
    slot: StreamSlot,
    own: Receiver<Published>,
    agency: Option<Receiver<Published>>,
    ended: Receiver<Ended>,
    db: Db,
}

impl Live {
    async fn open(state: &AppState, ticket: Option<&str>) -> ApiResult<Self> {
        let (user_id, token_hash) = ticket
            .and_then(|t| state.hub.redeem(t))
            .ok_or(ApiError::Unauthorized)?;
        let lookup = token_hash.clone();
        let user = state
            .db
            .read(move |c| tokens::user_for(c, &lookup))
            .await?
            .map(|s| s.user)
            .filter(|u| u.id == user_id)
            .ok_or(ApiError::Unauthorized)?;
        let is_admin = user.role == Role::Admin;
        let slot = state.hub.open_stream(user_id).ok_or_else(|| {
            ApiError::rate_limited(
                "Too many open live streams for this account; close a tab.",
                30,
            )
        })?;
        let membership = user.membership.map(|m| (m.client_id, m.seat));
        let (own, agency) = state.hub.subscribe(user_id, membership, is_admin);
        Ok(Live {
            user_id,
            token_hash,
            is_admin,
            slot,
            own,
            agency,
            ended: state.hub.ended_sessions(),
            db: state.db.clone(),
        })
    }

    fn stream(self, mut shutdown: Shutdown) -> EventStream![Event + 'static] {
        let Live {
            user_id,
            token_hash,
            is_admin,
            slot,
            mut own,
            mut agency,
            mut ended,
            db,
        } = self;
        EventStream! {
            // Held for the stream's life: dropping it frees the place and notes the user's last
            // activity.
            let _slot = slot;
            let mut check = rocket::tokio::time::interval(SESSION_CHECK);
            check.tick().await;
            let mut ping = rocket::tokio::time::interval(HEARTBEAT);
            ping.tick().await;
            yield Event::comment("connected");
            loop {
                let for_agency = async {
                    match agency.as_mut() {
                        Some(rx) => rx.recv().await,
                        None => std::future::pending().await,
                    }
                };
                select! {
                    received = own.recv() => match received {
                        Ok(event) if !(is_admin && event.for_agency()) => {
                            yield Event::data(event.data).event(event.name);
                        }
                        Ok(_) => {}
                        Err(RecvError::Lagged(_)) => yield Event::data("{}").event("resync"),
                        Err(RecvError::Closed) => break,
                    },
                    received = for_agency => match received {
                        Ok(event) => yield Event::data(event.data).event(event.name),
                        Err(RecvError::Lagged(_)) => yield Event::data("{}").event("resync"),
                        Err(RecvError::Closed) => break,
                    },
                    // A sign-out, a password change or a deleted account ends the stream at once.
                    heard = ended.recv() => match heard {
                        Ok(e) if e.ends(user_id, &token_hash) => {
                            yield Event::data("{}").event("signed_out");
                            break;
                        }
                        Ok(_) => {}
                        // Missed some: ask the database now rather than at the next check.
                        Err(RecvError::Lagged(_)) => check.reset_immediately(),
                        Err(RecvError::Closed) => break,
                    },
                    _ = check.tick() => {
                        let hash = token_hash.clone();
                        let still = db.read(move |c| tokens::user_for(c, &hash)).await;
                        if !matches!(still, Ok(Some(ref s)) if s.user.id == user_id) {
                            yield Event::data("{}").event("signed_out");
                            break;
                        }
                    }
                    _ = ping.tick() => yield Event::data("{}").event("ping"),
                    _ = &mut shutdown => break,
                }
            }
        }
        .heartbeat(None)
    }
}
