//! Counts failed logins per account and per client address inside a sliding window.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

pub struct LoginThrottle {
    per_account: u32,
    per_address: u32,
    window: Duration,
    failures: Mutex<HashMap<String, Vec<Instant>>>,
}

impl LoginThrottle {
    pub fn new(per_account: u32, per_address: u32, window: Duration) -> Self {
        LoginThrottle {
            per_account,
            per_address,
            window,
            failures: Mutex::new(HashMap::new()),
        }
    }

    fn keys(account: &str, address: &str) -> [(String, bool); 2] {
        [
            (format!("acct:{}", account.trim().to_lowercase()), true),
            (format!("addr:{address}"), false),
        ]
    }

    /// Seconds until the caller may try again, or `None` when allowed now.
    pub fn retry_after(&self, account: &str, address: &str) -> Option<u64> {
        let now = Instant::now();
        let mut map = self.failures.lock().unwrap_or_else(|p| p.into_inner());
        let mut wait = None;
        for (key, is_account) in Self::keys(account, address) {
            let limit = if is_account {
                self.per_account
            } else {
                self.per_address
            } as usize;
            if let Some(times) = map.get_mut(&key) {
                times.retain(|t| now.duration_since(*t) < self.window);
                if times.len() >= limit {
                    let oldest = times[times.len() - limit];
                    let left = self.window.saturating_sub(now.duration_since(oldest));
                    wait = Some(wait.unwrap_or(0).max(left.as_secs().max(1)));
                }
            }
        }
        wait
    }

    pub fn record_failure(&self, account: &str, address: &str) {
        let now = Instant::now();
        let mut map = self.failures.lock().unwrap_or_else(|p| p.into_inner());
        // Bound memory under a flood of distinct keys: forget entries whose window has passed.
        if map.len() > 10_000 {
            map.retain(|_, times| times.iter().any(|t| now.duration_since(*t) < self.window));
        }
        for (key, _) in Self::keys(account, address) {
            map.entry(key).or_default().push(now);
        }
    }

    pub fn record_success(&self, account: &str) {
        let mut map = self.failures.lock().unwrap_or_else(|p| p.into_inner());
        map.remove(&format!("acct:{}", account.trim().to_lowercase()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locks_an_account_after_the_limit_and_only_that_account() {
        let t = LoginThrottle::new(3, 100, Duration::from_secs(60));
        for _ in 0..3 {
            assert_eq!(t.retry_after("a@x", "1.1.1.1"), None);
            t.record_failure("a@x", "1.1.1.1");
        }
        assert!(t.retry_after("A@X", "2.2.2.2").is_some());
        assert_eq!(t.retry_after("b@x", "1.1.1.1"), None);
    }

    #[test]
    fn locks_an_address_across_accounts() {
        let t = LoginThrottle::new(100, 2, Duration::from_secs(60));
        t.record_failure("a@x", "9.9.9.9");
        t.record_failure("b@x", "9.9.9.9");
        assert!(t.retry_after("c@x", "9.9.9.9").is_some());
    }
}
