//! Answers derived from the index alone (a word's expansion, a search's total), remembered until
//! the index changes: each commit makes a new searcher generation, and an answer is only ever
//! used with the generation it was computed from.

use std::collections::HashMap;
use std::sync::Mutex;

/// Entries of one kind kept at once; past this the map starts afresh (entries are small, and
/// the same few searches recur as a person types and pages).
const CAPACITY: usize = 4_096;

pub struct ByGeneration<V> {
    slots: Mutex<(u64, HashMap<String, V>)>,
}

impl<V> Default for ByGeneration<V> {
    fn default() -> Self {
        ByGeneration {
            slots: Mutex::new((0, HashMap::new())),
        }
    }
}

impl<V: Clone> ByGeneration<V> {
    pub fn get(&self, generation: u64, key: &str) -> Option<V> {
        let slots = self.slots.lock().unwrap_or_else(|p| p.into_inner());
        if slots.0 != generation {
            return None;
        }
        slots.1.get(key).cloned()
    }

    /// A newer generation replaces what was kept; an answer from an older searcher (a search
    /// that began before the last commit) is dropped.
    pub fn put(&self, generation: u64, key: &str, value: V) {
        let mut slots = self.slots.lock().unwrap_or_else(|p| p.into_inner());
        if generation > slots.0 || slots.1.len() >= CAPACITY {
            *slots = (generation, HashMap::new());
        }
        if slots.0 == generation {
            slots.1.insert(key.to_string(), value);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::ByGeneration;

    #[test]
    fn an_answer_is_used_only_with_the_generation_it_came_from() {
        let kept = ByGeneration::default();
        kept.put(2, "spring", 7);
        assert_eq!(kept.get(2, "spring"), Some(7));
        assert_eq!(kept.get(3, "spring"), None);
        // A late answer from an older searcher neither lands nor evicts the newer ones.
        kept.put(1, "sale", 9);
        assert_eq!(kept.get(1, "sale"), None);
        assert_eq!(kept.get(2, "spring"), Some(7));
        kept.put(3, "sale", 4);
        assert_eq!(kept.get(2, "spring"), None);
        assert_eq!(kept.get(3, "sale"), Some(4));
    }
}
