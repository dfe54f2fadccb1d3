//! One remembered answer, valid while no write has been committed since it was computed and for
//! at most `ttl_secs` (figures that depend on the clock, and writes by other processes).

use std::sync::Mutex;

pub struct Memo<T> {
    slot: Mutex<Option<(u64, i64, T)>>,
    ttl_secs: i64,
}

impl<T: Clone> Memo<T> {
    pub fn new(ttl_secs: i64) -> Memo<T> {
        Memo {
            slot: Mutex::new(None),
            ttl_secs,
        }
    }

    /// The remembered value if it was computed under `generation` less than the TTL ago.
    pub fn get(&self, generation: u64, now: i64) -> Option<T> {
        let slot = self.slot.lock().unwrap_or_else(|e| e.into_inner());
        match &*slot {
            Some((g, at, v)) if *g == generation && now - at < self.ttl_secs => Some(v.clone()),
            _ => None,
        }
    }

    /// `generation` must be the one read before the value was computed, so a write that landed
    /// meanwhile makes it stale at once.
    pub fn put(&self, generation: u64, now: i64, value: T) {
        *self.slot.lock().unwrap_or_else(|e| e.into_inner()) = Some((generation, now, value));
    }
}

#[cfg(test)]
mod tests {
    use super::Memo;

    #[test]
    fn a_value_lapses_with_a_new_write_or_after_its_ttl() {
        let memo = Memo::new(60);
        assert_eq!(memo.get(1, 100), None);
        memo.put(1, 100, "figures");
        assert_eq!(memo.get(1, 159), Some("figures"));
        assert_eq!(memo.get(2, 101), None, "a write since");
        assert_eq!(memo.get(1, 160), None, "too old");
    }
}
