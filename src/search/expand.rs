//! Prefix and one-typo matches, expanded to the index's own words and searched as plain terms.
//! tantivy's automaton queries gather every document of every matching word into a bit set
//! before the first hit comes out, so their cost follows the number of matches; term queries
//! are read lazily, which lets a newest-first page stop after its first hits (at 100,000 posts
//! the bit sets were most of a search's time).

use std::collections::BTreeSet;
use std::sync::OnceLock;

use levenshtein_automata::{DFA, Distance, LevenshteinAutomatonBuilder, SINK_STATE};
use tantivy::schema::Field;
use tantivy::{Searcher, Term};
use tantivy_fst::Automaton;

/// Words one search word may stand for, per field: enough for any real prefix, and a bound on
/// what a one-letter word costs.
const MAX_EXPANSIONS: usize = 64;

/// Words within one edit (a transposition counting as one) of the word searched.
struct OneTypo(DFA);

impl Automaton for OneTypo {
    type State = u32;

    fn start(&self) -> u32 {
        self.0.initial_state()
    }

    fn is_match(&self, state: &u32) -> bool {
        matches!(self.0.distance(*state), Distance::Exact(_))
    }

    fn can_match(&self, state: &u32) -> bool {
        *state != SINK_STATE
    }

    fn accept(&self, state: &u32, byte: u8) -> u32 {
        self.0.transition(*state, byte)
    }
}

/// Building the tables is costly; one builder serves every search.
fn builder() -> &'static LevenshteinAutomatonBuilder {
    static BUILDER: OnceLock<LevenshteinAutomatonBuilder> = OnceLock::new();
    BUILDER.get_or_init(|| LevenshteinAutomatonBuilder::new(1, true))
}

/// The field's words, over every segment, that start with `prefix` (itself included).
pub fn prefixed(searcher: &Searcher, field: Field, prefix: &str) -> tantivy::Result<Vec<Term>> {
    let mut found = BTreeSet::new();
    for segment in searcher.segment_readers() {
        let index = segment.inverted_index(field)?;
        let mut stream = index.terms().range().ge(prefix.as_bytes()).into_stream()?;
        while found.len() < MAX_EXPANSIONS && stream.advance() {
            let key = stream.key();
            if !key.starts_with(prefix.as_bytes()) {
                break;
            }
            found.insert(key.to_vec());
        }
    }
    Ok(terms(field, found))
}

/// The field's words, over every segment, one edit away from `word` (or equal to it).
pub fn one_typo(searcher: &Searcher, field: Field, word: &str) -> tantivy::Result<Vec<Term>> {
    let mut found = BTreeSet::new();
    for segment in searcher.segment_readers() {
        let index = segment.inverted_index(field)?;
        let automaton = OneTypo(builder().build_dfa(word));
        let mut stream = index.terms().search(automaton).into_stream()?;
        while found.len() < MAX_EXPANSIONS && stream.advance() {
            found.insert(stream.key().to_vec());
        }
    }
    Ok(terms(field, found))
}

fn terms(field: Field, words: BTreeSet<Vec<u8>>) -> Vec<Term> {
    words
        .into_iter()
        .filter_map(|w| String::from_utf8(w).ok())
        .map(|w| Term::from_field_text(field, &w))
        .collect()
}
