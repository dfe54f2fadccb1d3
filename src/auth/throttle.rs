//! Sign-in throttling. Attempts are counted per (account, address) pair and per address, and an
//! attempt is reserved before the password is checked, so concurrent guesses cannot all slip in
//! before the first failure is counted. Past the limit each further failure doubles the wait.
//! The account alone is never locked: the owner signing in from an address that has not been
//! guessing always gets through, so nobody can lock someone else out.
//!
//! A password asked for again by a signed-in user (changing it, downloading a backup) is
//! counted per user from any address, and per address with the sign-ins: whoever holds the
//! session already is that user, so slowing the user's re-checks locks nobody out of anything
//! but a few more guesses.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

pub struct LoginThrottle {
    per_pair: u32,
    per_address: u32,
    per_user_recheck: u32,
    window: Duration,
    buckets: Mutex<HashMap<Key, Bucket>>,
}

#[derive(Clone, PartialEq, Eq, Hash)]
enum Key {
    /// The account (a user id when the login names one, else the normalised login) from one address.
    Pair(String, String),
    Address(String),
    /// A signed-in user's re-checks of the password, from any address.
    Recheck(String),
}

#[derive(Default)]
struct Bucket {
    failures: Vec<Instant>,
    in_flight: u32,
    blocked_until: Option<Instant>,
}

/// The first wait once a limit is reached; each further failure doubles it, up to the window.
const FIRST_DELAY: Duration = Duration::from_secs(30);
/// Buckets kept before stale ones are swept, so a flood of distinct keys cannot grow memory.
const SWEEP_AT: usize = 10_000;

/// A reserved attempt. Say how it ended with `failed` or `succeeded`; dropping it unresolved
/// (an error before the password was checked) gives the slot back without counting a failure.
pub struct Attempt<'a> {
    throttle: &'a LoginThrottle,
    keys: [(Key, u32); 2],
    resolved: bool,
}

impl LoginThrottle {
    pub fn new(per_pair: u32, per_address: u32, window: Duration) -> Self {
        LoginThrottle {
            per_pair: per_pair.max(1),
            per_address: per_address.max(1),
            per_user_recheck: per_pair.max(1),
            window,
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// How many wrong re-checks one user gets inside the window (the sign-in limit otherwise).
    pub fn with_rechecks(mut self, per_user: u32) -> Self {
        self.per_user_recheck = per_user.max(1);
        self
    }

    /// Reserves one attempt for `account` from `address`, or answers how many seconds to wait.
    pub fn reserve(&self, account: &str, address: &str) -> Result<Attempt<'_>, u64> {
        self.reserve_keys([
            (
                Key::Pair(account.to_string(), address.to_string()),
                self.per_pair,
            ),
            (Key::Address(address.to_string()), self.per_address),
        ])
    }

    /// Reserves one re-check of a signed-in user's password, or answers how many seconds to wait.
    pub fn reserve_recheck(&self, account: &str, address: &str) -> Result<Attempt<'_>, u64> {
        self.reserve_keys([
            (Key::Recheck(account.to_string()), self.per_user_recheck),
            (Key::Address(address.to_string()), self.per_address),
        ])
    }

    fn reserve_keys(&self, keys: [(Key, u32); 2]) -> Result<Attempt<'_>, u64> {
        let now = Instant::now();
        let mut map = self.buckets.lock().unwrap_or_else(|p| p.into_inner());
        if map.len() > SWEEP_AT {
            map.retain(|_, b| b.in_flight > 0 || b.live(now, self.window));
        }
        let mut wait = 0;
        for (key, limit) in &keys {
            if let Some(b) = map.get_mut(key) {
                b.forget_old(now, self.window);
                wait = wait.max(b.wait(now, *limit, self.window));
            }
        }
        if wait > 0 {
            return Err(wait);
        }
        for (key, _) in &keys {
            map.entry(key.clone()).or_default().in_flight += 1;
        }
        Ok(Attempt {
            throttle: self,
            keys,
            resolved: false,
        })
    }

    fn finish(&self, keys: &[(Key, u32); 2], outcome: Outcome) {
        let now = Instant::now();
        let mut map = self.buckets.lock().unwrap_or_else(|p| p.into_inner());
        for (key, limit) in keys {
            let Some(b) = map.get_mut(key) else { continue };
            b.in_flight = b.in_flight.saturating_sub(1);
            if outcome == Outcome::Abandoned {
                b.forget_old(now, self.window);
            } else if outcome == Outcome::Failed {
                b.failures.push(now);
                let count = b.failures.len() as u32;
                if count >= *limit {
                    let doublings = (count - *limit).min(16);
                    let delay = FIRST_DELAY.saturating_mul(1 << doublings).min(self.window);
                    b.blocked_until = Some(now + delay);
                }
            } else if !matches!(key, Key::Address(..)) {
                // The right password: this account's earlier slips are forgiven.
                b.failures.clear();
                b.blocked_until = None;
            }
        }
    }
}

impl Bucket {
    fn forget_old(&mut self, now: Instant, window: Duration) {
        self.failures.retain(|t| now.duration_since(*t) < window);
        if self.blocked_until.is_some_and(|t| t <= now) {
            self.blocked_until = None;
        }
    }

    fn live(&self, now: Instant, window: Duration) -> bool {
        self.failures
            .iter()
            .any(|t| now.duration_since(*t) < window)
            || self.blocked_until.is_some_and(|t| t > now)
    }

    /// Seconds to wait before another attempt; 0 when one may start now. Attempts still being
    /// checked count as failures here, which is what stops a burst of parallel guesses.
    fn wait(&self, now: Instant, limit: u32, window: Duration) -> u64 {
        if let Some(until) = self.blocked_until {
            return until.duration_since(now).as_secs().max(1);
        }
        let used = self.failures.len() as u32 + self.in_flight;
        if used < limit {
            return 0;
        }
        // Full only because of attempts in flight: they finish within a second or two.
        let Some(oldest) = self.failures.first() else {
            return 1;
        };
        window
            .saturating_sub(now.duration_since(*oldest))
            .as_secs()
            .max(1)
    }
}

/// How a reserved attempt ended.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Outcome {
    Failed,
    Succeeded,
    /// Ended before the password was checked: the slot is given back, nothing is counted.
    Abandoned,
}

impl Attempt<'_> {
    pub fn failed(mut self) {
        self.resolved = true;
        self.throttle.finish(&self.keys, Outcome::Failed);
    }

    pub fn succeeded(mut self) {
        self.resolved = true;
        self.throttle.finish(&self.keys, Outcome::Succeeded);
    }
}

impl Drop for Attempt<'_> {
    fn drop(&mut self) {
        if !self.resolved {
            self.throttle.finish(&self.keys, Outcome::Abandoned);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn throttle() -> LoginThrottle {
        LoginThrottle::new(5, 20, Duration::from_secs(900))
    }

    #[test]
    fn parallel_attempts_are_reserved_so_only_the_limit_gets_checked() {
        let t = throttle();
        let held: Vec<_> = (0..60)
            .filter_map(|_| t.reserve("user:7", "1.1.1.1").ok())
            .collect();
        assert_eq!(held.len(), 5);
        for a in held {
            a.failed();
        }
        assert!(t.reserve("user:7", "1.1.1.1").is_err());
    }

    #[test]
    fn the_owner_signs_in_from_another_address_after_someone_elses_guesses() {
        let t = throttle();
        for _ in 0..20 {
            if let Ok(a) = t.reserve("user:7", "6.6.6.6") {
                a.failed();
            }
        }
        assert!(t.reserve("user:7", "6.6.6.6").is_err());
        assert!(t.reserve("user:7", "2.2.2.2").is_ok());
    }

    #[test]
    fn an_address_spraying_many_accounts_is_slowed_for_every_account() {
        let t = throttle();
        for n in 0..20 {
            t.reserve(&format!("user:{n}"), "9.9.9.9").unwrap().failed();
        }
        assert!(t.reserve("user:99", "9.9.9.9").is_err());
        assert!(t.reserve("user:99", "8.8.8.8").is_ok());
    }

    #[test]
    fn each_failure_past_the_limit_doubles_the_wait() {
        let t = throttle();
        for _ in 0..5 {
            t.reserve("user:1", "1.1.1.1").unwrap().failed();
        }
        let first = t.reserve("user:1", "1.1.1.1").err().unwrap();
        assert!((29..=30).contains(&first), "{first}");
        // Force one more failure in, as a slow attempt reserved before the block would.
        t.finish(
            &[
                (Key::Pair("user:1".into(), "1.1.1.1".into()), 5),
                (Key::Address("1.1.1.1".into()), 20),
            ],
            Outcome::Failed,
        );
        let second = t.reserve("user:1", "1.1.1.1").err().unwrap();
        assert!((59..=60).contains(&second), "{second}");
    }

    #[test]
    fn rechecks_count_per_user_from_every_address_and_the_right_one_forgives_them() {
        let t = throttle().with_rechecks(3);
        for n in 0..2 {
            t.reserve_recheck("user:4", &format!("10.0.0.{n}"))
                .unwrap()
                .failed();
        }
        t.reserve_recheck("user:4", "10.0.0.9").unwrap().succeeded();
        for n in 0..3 {
            t.reserve_recheck("user:4", &format!("10.0.1.{n}"))
                .unwrap()
                .failed();
        }
        assert!(t.reserve_recheck("user:4", "10.0.2.1").is_err());
        assert!(t.reserve_recheck("user:5", "10.0.2.1").is_ok());
        // Signing in is another count: the owner still gets in.
        assert!(t.reserve("user:4", "10.0.2.1").is_ok());
    }

    #[test]
    fn an_attempt_dropped_unresolved_gives_its_slot_back() {
        let t = LoginThrottle::new(1, 20, Duration::from_secs(900));
        drop(t.reserve("user:1", "1.1.1.1").unwrap());
        assert!(t.reserve("user:1", "1.1.1.1").is_ok());
    }
}
