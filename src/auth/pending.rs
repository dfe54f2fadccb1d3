//! What a sign-in or a passkey ceremony holds between its two requests: kept in memory for a
//! few minutes, single-use, and bounded so anonymous callers cannot grow it without end.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use webauthn_rs::prelude::{
    DiscoverableAuthentication, PasskeyAuthentication, PasskeyRegistration,
};

/// How long a password-checked sign-in waits for its second factor, and a ceremony for the
/// authenticator's answer.
pub const PENDING_FOR: Duration = Duration::from_secs(300);
/// Entries held at most; past it expired ones are swept and, if still full, new ones refused.
const MAX: usize = 10_000;

/// A sign-in whose password was right, waiting for its second factor.
#[derive(Clone, Copy)]
pub struct Ticket {
    pub user_id: i64,
    issued: Instant,
}

/// A passkey ceremony's server half.
pub enum Ceremony {
    Register {
        user_id: i64,
        state: PasskeyRegistration,
    },
    /// A second factor for this pending sign-in (the ticket's hash).
    SecondFactor {
        ticket_hash: String,
        state: PasskeyAuthentication,
    },
    /// A sign-in with a passkey alone: the authenticator names the user.
    Discoverable { state: DiscoverableAuthentication },
}

#[derive(Default)]
pub struct Pending {
    tickets: Mutex<HashMap<String, Ticket>>,
    ceremonies: Mutex<HashMap<String, (Instant, Ceremony)>>,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// Makes room for one more entry: false when the map is full of live ones.
fn room<V>(map: &mut HashMap<String, V>, issued: impl Fn(&V) -> Instant) -> bool {
    if map.len() >= MAX {
        map.retain(|_, v| issued(v).elapsed() < PENDING_FOR);
    }
    map.len() < MAX
}

impl Pending {
    /// A ticket for the second step of this user's sign-in: the key to hand out, or None when
    /// too many sign-ins are pending.
    pub fn issue_ticket(&self, user_id: i64) -> Option<String> {
        let key = super::token::generate();
        let mut map = lock(&self.tickets);
        if !room(&mut map, |t| t.issued) {
            return None;
        }
        map.insert(
            super::token::hash(&key),
            Ticket {
                user_id,
                issued: Instant::now(),
            },
        );
        Some(key)
    }

    /// The pending sign-in of a ticket key, while it is fresh; it stays until `finish_ticket`.
    pub fn ticket(&self, key: &str) -> Option<(String, Ticket)> {
        let hash = super::token::hash(key);
        let map = lock(&self.tickets);
        let t = *map.get(&hash)?;
        (t.issued.elapsed() < PENDING_FOR).then_some((hash, t))
    }

    /// The pending sign-in a ceremony names by its ticket's hash, while it is fresh.
    pub fn ticket_by_hash(&self, hash: &str) -> Option<Ticket> {
        let t = *lock(&self.tickets).get(hash)?;
        (t.issued.elapsed() < PENDING_FOR).then_some(t)
    }

    /// Ends a pending sign-in (it signed in): the ticket cannot be used again.
    pub fn finish_ticket(&self, hash: &str) -> bool {
        lock(&self.tickets).remove(hash).is_some()
    }

    /// Keeps a ceremony's state: its id, or None when too many are pending.
    pub fn start(&self, ceremony: Ceremony) -> Option<String> {
        let id = super::token::generate();
        let mut map = lock(&self.ceremonies);
        if !room(&mut map, |(at, _)| *at) {
            return None;
        }
        map.insert(id.clone(), (Instant::now(), ceremony));
        Some(id)
    }

    /// Takes a ceremony's state (once) while it is fresh.
    pub fn take(&self, id: &str) -> Option<Ceremony> {
        let (at, c) = lock(&self.ceremonies).remove(id)?;
        (at.elapsed() < PENDING_FOR).then_some(c)
    }
}
