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

/// Remembered answers by key (a list page as one caller sees it), each valid like a `Memo`.
/// Bounded: when full, entries from older generations go first, then everything.
pub struct MemoMap<T> {
    slots: Mutex<std::collections::HashMap<String, (u64, i64, T)>>,
    ttl_secs: i64,
    cap: usize,
}

impl<T: Clone> MemoMap<T> {
    pub fn new(ttl_secs: i64, cap: usize) -> MemoMap<T> {
        MemoMap {
            slots: Mutex::new(std::collections::HashMap::new()),
            ttl_secs,
            cap,
        }
    }

    pub fn get(&self, key: &str, generation: u64, now: i64) -> Option<T> {
        let slots = self.slots.lock().unwrap_or_else(|e| e.into_inner());
        match slots.get(key) {
            Some((g, at, v)) if *g == generation && now - at < self.ttl_secs => Some(v.clone()),
            _ => None,
        }
    }

    pub fn put(&self, key: String, generation: u64, now: i64, value: T) {
        let mut slots = self.slots.lock().unwrap_or_else(|e| e.into_inner());
        if slots.len() >= self.cap {
            slots.retain(|_, (g, at, _)| *g == generation && now - *at < self.ttl_secs);
            if slots.len() >= self.cap {
                slots.clear();
            }
        }
        slots.insert(key, (generation, now, value));
    }
}

#[cfg(test)]
mod tests {
    use super::{Memo, MemoMap};

    #[test]
    fn keyed_answers_lapse_alike_and_the_map_stays_bounded() {
        let pages = MemoMap::new(60, 2);
        pages.put("a".into(), 1, 100, 1);
        pages.put("b".into(), 1, 100, 2);
        assert_eq!(pages.get("a", 1, 120), Some(1));
        assert_eq!(pages.get("a", 2, 120), None);
        pages.put("c".into(), 2, 120, 3);
        assert_eq!(pages.get("b", 1, 120), None, "older generations went first");
        assert_eq!(pages.get("c", 2, 120), Some(3));
    }

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
