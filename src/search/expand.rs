//! Prefix and one-typo matches, expanded to the index's own words and searched as plain terms.
//! tantivy's automaton queries gather every document of every matching word into a bit set
//! before the first hit comes out, so their cost follows the number of matches; term queries
//! are read lazily, which lets a newest-first page stop after its first hits (at 100,000 posts
//! the bit sets were most of a search's time).
//!
//! A word's expansion depends only on the index's words, so it is remembered until the index
//! changes: walking the term dictionaries with a typo automaton was most of what a search for
//! longer words still cost (a search box sends the same words again as a person types and
//! pages).

use std::collections::{BTreeMap, BTreeSet};
use std::sync::{Arc, OnceLock};

use levenshtein_automata::{DFA, Distance, LevenshteinAutomatonBuilder, SINK_STATE};
use tantivy::schema::Field;
use tantivy::{Searcher, Term};
use tantivy_fst::Automaton;

/// Words one search word may stand for, per field: enough for any real prefix, and a bound on
/// what a one-letter word costs.
const MAX_EXPANSIONS: usize = 64;

/// One typo is forgiven only up to this length: the automaton grows with the word.
const FUZZY_MAX_CHARS: usize = 40;

/// How well an index word matches the word searched: the word itself ranks above words it
/// begins, which rank above words one typo away.
const EXACT: f32 = 4.0;
const PREFIX: f32 = 2.0;
const TYPO: f32 = 1.0;

/// An index word and its boost.
pub type Expansion = Arc<Vec<(Term, f32)>>;

/// Words within one edit (a transposition counting as one) of the word searched.
struct OneTypo<'a>(&'a DFA);

impl Automaton for OneTypo<'_> {
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

/// Expansions remembered for the index generation they were made from.
#[derive(Default)]
pub struct Expansions(super::ByGeneration<Expansion>);

impl Expansions {
    /// Every index word (in any of `fields`) that `word` stands for, each once at its best
    /// boost.
    pub fn of(
        &self,
        searcher: &Searcher,
        fields: &[Field],
        word: &str,
    ) -> tantivy::Result<Expansion> {
        let generation = searcher.generation().generation_id();
        if let Some(found) = self.0.get(generation, word) {
            return Ok(found);
        }
        let found = Arc::new(expand(searcher, fields, word)?);
        self.0.put(generation, word, found.clone());
        Ok(found)
    }
}

/// The exact word, the words it begins, and, from five letters on, whole words one typo away;
/// never a typo in numbers (client999 must not match client998). A short word has too many
/// neighbours one edit away: "omar" would find "martins" (drop the o, "mar" is its prefix). The
/// typo is matched against whole words, not prefixes: a prefix one edit away walks nearly every
/// term that shares the first letters.
fn expand(searcher: &Searcher, fields: &[Field], word: &str) -> tantivy::Result<Vec<(Term, f32)>> {
    let length = word.chars().count();
    let typo = ((5..=FUZZY_MAX_CHARS).contains(&length)
        && !word.chars().any(|c| c.is_ascii_digit()))
    .then(|| builder().build_dfa(word));
    let mut terms: BTreeMap<Term, f32> = BTreeMap::new();
    let mut add = |term: Term, boost: f32| {
        let best = terms.entry(term).or_insert(boost);
        *best = best.max(boost);
    };
    for &field in fields {
        add(Term::from_field_text(field, word), EXACT);
        for term in prefixed(searcher, field, word)? {
            add(term, PREFIX);
        }
        if let Some(dfa) = &typo {
            for term in one_typo(searcher, field, dfa)? {
                add(term, TYPO);
            }
        }
    }
    Ok(terms.into_iter().collect())
}

/// The field's words, over every segment, that start with `prefix` (itself included).
fn prefixed(searcher: &Searcher, field: Field, prefix: &str) -> tantivy::Result<Vec<Term>> {
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

/// The field's words, over every segment, that the typo automaton accepts.
fn one_typo(searcher: &Searcher, field: Field, dfa: &DFA) -> tantivy::Result<Vec<Term>> {
    let mut found = BTreeSet::new();
    for segment in searcher.segment_readers() {
        let index = segment.inverted_index(field)?;
        let mut stream = index.terms().search(OneTypo(dfa)).into_stream()?;
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
