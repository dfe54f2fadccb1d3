//! Live updates and presence. Writers publish events (a new message, messages read; every other
//! change through `db::live`) to the channel of each user they concern, or to the agency's channel that every
//! admin's stream also follows: a message wakes the two sides' streams, not all of them. Streams are opened with a short-lived single-use ticket, so the long-lived token never
//! appears in a URL (an `EventSource` cannot send headers). Presence is when each user was last
//! active, with an open stream counting as active.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::sync::broadcast;

use crate::domain::Seat;

/// Events a stream may fall behind by before it is told to reload rather than holding memory.
const CHANNEL_CAPACITY: usize = 256;
/// Streams one user may hold open (tabs and devices); the next is refused with 429.
pub const STREAMS_PER_USER: usize = 5;
/// Streams in all, so a flood of tickets cannot hold every connection.
pub const STREAMS_TOTAL: usize = 2_000;
/// How long a ticket can wait before its stream is opened.
pub const TICKET_SECONDS: u64 = 30;
/// Active this recently: online; then away until `AWAY_SECONDS`; then offline.
const ONLINE_SECONDS: i64 = 120;
const AWAY_SECONDS: i64 = 15 * 60;
/// The database's copy of "last seen" is refreshed at most this often per user.
const PERSIST_SECONDS: i64 = 300;

/// Who an event is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Audience {
    User(i64),
    /// Every admin.
    Agency,
    /// Every signed-in user (presence changes).
    Everyone,
}

#[derive(Debug, Clone)]
pub struct Published {
    pub to: Vec<Audience>,
    /// The SSE event name: message, read, notification, changed, presence.
    pub name: &'static str,
    /// JSON.
    pub data: String,
}

impl Published {
    /// Whether an admin's stream gets this through the agency's channel already (so the copy
    /// on its own channel is skipped).
    pub fn for_agency(&self) -> bool {
        self.to.contains(&Audience::Agency)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Presence {
    Online,
    Away,
    Offline,
}

struct Ticket {
    user_id: i64,
    token_hash: String,
    issued: Instant,
}

/// Sessions that ended (sign-out, password change, account deletion): every open stream hears
/// of it and closes at once if it belongs to one of them.
#[derive(Debug, Clone)]
pub struct Ended {
    pub user_id: i64,
    pub sessions: Sessions,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Sessions {
    /// The session with this token hash.
    One(String),
    /// Every session of the user but this one (None: all of them).
    AllBut(Option<String>),
}

impl Ended {
    /// Whether the stream of this session has to close.
    pub fn ends(&self, user_id: i64, token_hash: &str) -> bool {
        self.user_id == user_id
            && match &self.sessions {
                Sessions::One(hash) => hash == token_hash,
                Sessions::AllBut(keep) => keep.as_deref() != Some(token_hash),
            }
    }
}

pub struct Hub {
    /// One channel per user with a stream open, dropped with the user's last stream.
    users: Mutex<HashMap<i64, broadcast::Sender<Published>>>,
    agency: broadcast::Sender<Published>,
    /// Ended sessions, heard by every stream: they are rare, and a stream can then close
    /// without waiting for its next check of the database.
    ended: broadcast::Sender<Ended>,
    tickets: Mutex<HashMap<String, Ticket>>,
    streams: Mutex<HashMap<i64, usize>>,
    /// user id -> (last active, last written to the database), in seconds.
    seen: Mutex<HashMap<i64, (i64, i64)>>,
    /// Client users with a stream open -> (their client, their seat): a client's change goes
    /// to each member whose seat may see it.
    members: Mutex<HashMap<i64, (i64, Seat)>>,
}

impl Default for Hub {
    fn default() -> Self {
        let (agency, _) = broadcast::channel(CHANNEL_CAPACITY);
        let (ended, _) = broadcast::channel(CHANNEL_CAPACITY);
        Hub {
            users: Mutex::new(HashMap::new()),
            agency,
            ended,
            tickets: Mutex::new(HashMap::new()),
            streams: Mutex::new(HashMap::new()),
            seen: Mutex::new(HashMap::new()),
            members: Mutex::new(HashMap::new()),
        }
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

fn now_seconds() -> i64 {
    time::OffsetDateTime::now_utc().unix_timestamp()
}

/// Holds one stream's place; dropping it (the stream ended) frees the place.
pub struct StreamSlot {
    hub: Arc<Hub>,
    user_id: i64,
}

impl Drop for StreamSlot {
    fn drop(&mut self) {
        let mut streams = lock(&self.hub.streams);
        if let Some(n) = streams.get_mut(&self.user_id) {
            *n -= 1;
            if *n == 0 {
                streams.remove(&self.user_id);
                lock(&self.hub.users).remove(&self.user_id);
                lock(&self.hub.members).remove(&self.user_id);
            }
        }
        drop(streams);
        // Closing the last tab counts as the last moment seen.
        self.hub.touch(self.user_id);
    }
}

/// Who may see a change: notifications only their recipient; the agency's own records (tasks)
/// the admins; the plans and bank details everyone; the rest the admins and the client's
/// members whose seat opens that part of the portal (`members`: client id -> users and seats).
fn audience(change: &crate::db::live::Change, members: &[(i64, i64, Seat)]) -> Vec<Audience> {
    let team = || {
        members
            .iter()
            .filter(|(_, client, seat)| {
                *client == change.client_id && seat.may_see_kind(&change.kind)
            })
            .map(|(user, _, _)| Audience::User(*user))
    };
    match change.kind.as_str() {
        "notification" if change.user_id > 0 => vec![Audience::User(change.user_id)],
        "notification" => Vec::new(),
        "tasks" => vec![Audience::Agency],
        "plans" | "bank" => vec![Audience::Everyone],
        _ => std::iter::once(Audience::Agency).chain(team()).collect(),
    }
}

impl Hub {
    pub fn publish(&self, event: Published) {
        // No receiver (no stream open) is not an error: the fallback polling picks it up.
        let users = lock(&self.users);
        for to in &event.to {
            match to {
                Audience::Agency => drop(self.agency.send(event.clone())),
                Audience::User(id) => {
                    if let Some(tx) = users.get(id) {
                        let _ = tx.send(event.clone());
                    }
                }
                Audience::Everyone => {
                    for tx in users.values() {
                        let _ = tx.send(event.clone());
                    }
                }
            }
        }
    }

    /// A committed write's changes to the streams of those who may see them: a `notification`
    /// event to its recipient, and a `changed` event ({kind}) to the agency and, for a client's
    /// data, to that client's own user. They name only the kind: each page reloads what its
    /// user may see, so an event cannot show one client another's ids or text.
    pub fn publish_changes(&self, changes: Vec<crate::db::live::Change>) {
        let members: Vec<(i64, i64, Seat)> = lock(&self.members)
            .iter()
            .map(|(user, (client, seat))| (*user, *client, *seat))
            .collect();
        let mut sent: Vec<(Audience, &'static str, String)> = Vec::new();
        for change in &changes {
            let (name, data) = match change.kind.as_str() {
                "notification" => (
                    "notification",
                    serde_json::json!({"notification_type": change.detail}),
                ),
                kind => ("changed", serde_json::json!({ "kind": kind })),
            };
            for to in audience(change, &members) {
                let event = (to, name, data.to_string());
                if !sent.contains(&event) {
                    sent.push(event);
                }
            }
        }
        for (to, name, data) in sent {
            self.publish(Published {
                to: vec![to],
                name,
                data,
            });
        }
    }

    /// The receivers of a stream: its user's channel and, for an admin (no membership), the
    /// agency's. A client user's membership decides which of its client's changes reach it.
    pub fn subscribe(
        &self,
        user_id: i64,
        membership: Option<(i64, Seat)>,
        is_admin: bool,
    ) -> (
        broadcast::Receiver<Published>,
        Option<broadcast::Receiver<Published>>,
    ) {
        if let Some(m) = membership {
            lock(&self.members).insert(user_id, m);
        }
        let own = lock(&self.users)
            .entry(user_id)
            .or_insert_with(|| broadcast::channel(CHANNEL_CAPACITY).0)
            .subscribe();
        (own, is_admin.then(|| self.agency.subscribe()))
    }

    /// A member's new seat: its open streams hear from then on what the new seat may see.
    pub fn reseat(&self, user_id: i64, seat: Seat) {
        if let Some(m) = lock(&self.members).get_mut(&user_id) {
            m.1 = seat;
        }
    }

    /// Closes the open streams of sessions that just ended. Call it after the sessions' tokens
    /// are gone from the database, so a stream that checks again finds them gone too.
    pub fn end_sessions(&self, user_id: i64, sessions: Sessions) {
        // Tickets not yet redeemed would open a stream for a session that no longer exists.
        lock(&self.tickets).retain(|_, t| {
            !Ended {
                user_id,
                sessions: sessions.clone(),
            }
            .ends(t.user_id, &t.token_hash)
        });
        let _ = self.ended.send(Ended { user_id, sessions });
    }

    /// What a stream hears about ended sessions.
    pub fn ended_sessions(&self) -> broadcast::Receiver<Ended> {
        self.ended.subscribe()
    }

    /// A fresh single-use ticket for this session.
    pub fn issue_ticket(&self, user_id: i64, token_hash: &str) -> String {
        let ticket = crate::auth::token::generate();
        let mut tickets = lock(&self.tickets);
        let limit = Duration::from_secs(TICKET_SECONDS);
        tickets.retain(|_, t| t.issued.elapsed() < limit);
        tickets.insert(
            ticket.clone(),
            Ticket {
                user_id,
                token_hash: token_hash.to_string(),
                issued: Instant::now(),
            },
        );
        ticket
    }

    /// The user and session a ticket was issued to, once; None when unknown, used or expired.
    pub fn redeem(&self, ticket: &str) -> Option<(i64, String)> {
        let t = lock(&self.tickets).remove(ticket)?;
        (t.issued.elapsed() < Duration::from_secs(TICKET_SECONDS))
            .then_some((t.user_id, t.token_hash))
    }

    /// A place for one more stream of this user, or None when the user or the server is full.
    pub fn open_stream(self: &Arc<Self>, user_id: i64) -> Option<StreamSlot> {
        let mut streams = lock(&self.streams);
        let total: usize = streams.values().sum();
        let mine = streams.entry(user_id).or_insert(0);
        if *mine >= STREAMS_PER_USER || total >= STREAMS_TOTAL {
            return None;
        }
        *mine += 1;
        drop(streams);
        self.touch(user_id);
        Some(StreamSlot {
            hub: self.clone(),
            user_id,
        })
    }

    pub fn streams_of(&self, user_id: i64) -> usize {
        lock(&self.streams).get(&user_id).copied().unwrap_or(0)
    }

    /// Notes activity; answers the time to write to the database when the stored copy is stale.
    pub fn touch(&self, user_id: i64) -> Option<String> {
        let now = now_seconds();
        let mut seen = lock(&self.seen);
        let entry = seen.entry(user_id).or_insert((now, 0));
        entry.0 = now;
        if now - entry.1 >= PERSIST_SECONDS {
            entry.1 = now;
            return Some(crate::db::now());
        }
        None
    }

    /// Presence from activity in this process, else the stored last-seen time.
    pub fn presence(&self, user_id: i64, stored: Option<&str>) -> (Presence, Option<String>) {
        let in_memory = lock(&self.seen).get(&user_id).map(|s| s.0);
        let stored_seconds = stored
            .and_then(crate::db::parse_time)
            .map(|t| t.unix_timestamp());
        let last = in_memory.max(stored_seconds);
        let last_text = last
            .and_then(|s| time::OffsetDateTime::from_unix_timestamp(s).ok())
            .map(crate::db::format_time);
        if self.streams_of(user_id) > 0 {
            return (Presence::Online, last_text);
        }
        let presence = match last.map(|s| now_seconds() - s) {
            Some(age) if age <= ONLINE_SECONDS => Presence::Online,
            Some(age) if age <= AWAY_SECONDS => Presence::Away,
            _ => Presence::Offline,
        };
        (presence, last_text)
    }

    /// Whether the user would see something live (a stream open, or active a moment ago).
    pub fn is_present(&self, user_id: i64) -> bool {
        self.presence(user_id, None).0 == Presence::Online
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ticket_opens_one_stream_once_and_a_user_holds_at_most_five() {
        let hub = Arc::new(Hub::default());
        let ticket = hub.issue_ticket(7, "hash");
        assert_eq!(hub.redeem(&ticket), Some((7, "hash".to_string())));
        assert_eq!(hub.redeem(&ticket), None, "single use");
        let slots: Vec<_> = (0..STREAMS_PER_USER)
            .map(|_| hub.open_stream(7).unwrap())
            .collect();
        assert!(hub.open_stream(7).is_none());
        assert!(hub.open_stream(8).is_some(), "another user is not affected");
        drop(slots);
        assert_eq!(hub.streams_of(7), 0);
        assert!(hub.open_stream(7).is_some());
    }

    #[test]
    fn an_ended_session_closes_only_its_own_streams() {
        let one = Ended {
            user_id: 7,
            sessions: Sessions::One("a".into()),
        };
        assert!(one.ends(7, "a"));
        assert!(!one.ends(7, "b"));
        assert!(!one.ends(8, "a"));
        let others = Ended {
            user_id: 7,
            sessions: Sessions::AllBut(Some("a".into())),
        };
        assert!(!others.ends(7, "a"));
        assert!(others.ends(7, "b"));
        let all = Ended {
            user_id: 7,
            sessions: Sessions::AllBut(None),
        };
        assert!(all.ends(7, "a") && all.ends(7, "b") && !all.ends(8, "a"));
        let hub = Hub::default();
        let ticket = hub.issue_ticket(7, "b");
        hub.end_sessions(7, Sessions::AllBut(Some("a".into())));
        assert_eq!(
            hub.redeem(&ticket),
            None,
            "a ticket of an ended session is void"
        );
    }

    #[test]
    fn presence_follows_the_last_activity() {
        let hub = Hub::default();
        let ten_minutes_ago =
            crate::db::format_time(time::OffsetDateTime::now_utc() - time::Duration::minutes(10));
        assert_eq!(hub.presence(3, None).0, Presence::Offline);
        assert_eq!(hub.presence(3, Some(&ten_minutes_ago)).0, Presence::Away);
        assert_eq!(
            hub.presence(3, Some("2020-01-01T00:00:00Z")).0,
            Presence::Offline
        );
        hub.touch(3);
        assert_eq!(
            hub.presence(3, Some("2020-01-01T00:00:00Z")).0,
            Presence::Online
        );
    }
}
