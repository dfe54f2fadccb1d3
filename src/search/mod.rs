//! One full-text index (tantivy) for clients, tasks and content posts: prefix matching as you
//! type, one typo of tolerance in longer words, and the list filters inside the index, so that a
//! search pages there (its cost follows the page asked for, not the number of matches). The
//! index lives in `data_dir/index/` and can always be rebuilt from the database.

use std::collections::HashMap;
use std::ops::Bound;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, MutexGuard};

use tantivy::collector::{Count, TopDocs};
use tantivy::query::{
    BooleanQuery, BoostQuery, Occur, Query as TQuery, RangeQuery, TermQuery, TermSetQuery,
};
use tantivy::schema::{
    FAST, Field, INDEXED, IndexRecordOption, STRING, Schema, TextFieldIndexing, TextOptions,
};
use tantivy::tokenizer::{
    AsciiFoldingFilter, LowerCaser, RemoveLongFilter, TextAnalyzer, TokenStream,
};
use tantivy::{
    Index, IndexReader, IndexSettings, IndexSortByField, IndexWriter, ReloadPolicy,
    TantivyDocument, Term,
};

use crate::error::{ApiError, ApiResult};

mod docs;
mod expand;
mod newest;
mod remember;
mod sync;
mod words;

use remember::ByGeneration;

pub use sync::{Mark, after_write, catch_up, open, rebuild, seconds, start};

/// tantivy's minimum for one indexing thread: writes are a few documents at a time, and the
/// budget sizes buffers allocated on every commit.
const WRITER_MEMORY: usize = 15_000_000;

/// What a document is; part of its key, so ids of different kinds never collide.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    Client = 1,
    Task = 2,
    Content = 3,
}

impl Kind {
    const ALL: [Kind; 3] = [Kind::Client, Kind::Task, Kind::Content];

    /// The kind a `search_log` row names.
    fn from_code(code: i64) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| *k as i64 == code)
    }

    fn key(self, id: i64) -> u64 {
        ((self as u64) << 48) | (id as u64 & 0xFFFF_FFFF_FFFF)
    }
}

/// What the index holds for one object: up to three texts to match, the client it belongs to
/// (what a client user may see), filter tags such as `status:approved`, and a date (seconds)
/// for ranges.
#[derive(Debug, Clone, PartialEq)]
pub struct Doc {
    pub kind: Kind,
    pub id: i64,
    pub owner: i64,
    pub texts: [String; 3],
    pub tags: Vec<String>,
    pub date: i64,
}

/// A search: words, the kind searched, and the filters, all answered inside the index.
#[derive(Debug, Clone)]
pub struct Query {
    pub kind: Kind,
    pub text: String,
    /// Only documents of these clients (a client user's one, a member's assigned ones; none
    /// matches nothing); None: every client's.
    pub owners: Option<Vec<i64>>,
    /// Every one of these tags.
    pub tags: Vec<String>,
    /// None of these tags.
    pub without: Vec<String>,
    /// Date bounds in seconds, inclusive.
    pub from: Option<i64>,
    pub to: Option<i64>,
    /// Overdue at this time (true: not completed and dated before it; false: the others).
    pub overdue: Option<(bool, i64)>,
    pub order: Order,
}

/// How a search's matches are ordered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Order {
    /// Exact words first, then prefixes, then typos; every match is scored, so the total is
    /// exact.
    BestMatch,
    /// Newest date first, as the lists without a search: stops early (see `newest`), and the
    /// total is exact up to a thousand.
    Newest,
}

impl Query {
    pub fn new(kind: Kind, text: &str) -> Query {
        Query {
            kind,
            text: text.to_string(),
            owners: None,
            tags: Vec::new(),
            without: Vec::new(),
            from: None,
            to: None,
            overdue: None,
            order: Order::BestMatch,
        }
    }

    /// Adds `name:value` as a required tag when the filter is set.
    pub fn tag(mut self, name: &str, value: Option<impl std::fmt::Display>) -> Query {
        if let Some(v) = value {
            self.tags.push(format!("{name}:{v}"));
        }
        self
    }
}

/// One page of ids in the query's order, and how many match in all: exactly, or at least
/// `total` when `exact` is false.
pub struct Hits {
    pub total: i64,
    pub exact: bool,
    pub ids: Vec<i64>,
}

struct Fields {
    key: Field,
    kind: Field,
    id: Field,
    owner: Field,
    date: Field,
    rank: Field,
    tags: Field,
    texts: [Field; 3],
}

/// tantivy's writer and the position in the database's `search_log` that the committed index
/// reflects (None: unknown, so the index must be rebuilt).
struct Writer {
    index: Index,
    /// Opened at the first change: an open writer holds its threads and buffers, and a server
    /// started on an index that is up to date may serve only reads for hours.
    w: Option<IndexWriter>,
    at: Option<Mark>,
}

impl Writer {
    fn open(&mut self) -> ApiResult<&mut IndexWriter> {
        if self.w.is_none() {
            // One indexing and one merging thread: this runs on small machines, and a change
            // is a few documents (a rebuild is done in batches by one thread anyway).
            let options = tantivy::indexer::IndexWriterOptions::builder()
                .memory_budget_per_thread(WRITER_MEMORY)
                .num_worker_threads(1)
                .num_merge_threads(1)
                .build();
            self.w = Some(self.index.writer_with_options(options).map_err(err)?);
        }
        Ok(self.w.as_mut().expect("opened above"))
    }
}

pub struct SearchIndex {
    reader: IndexReader,
    writer: Mutex<Writer>,
    /// Set while a rebuild holds the writer: a write's catch-up then leaves its change to the
    /// rebuild instead of waiting minutes for it.
    rebuilding: AtomicBool,
    /// The analyzer that splits searches, kept rather than fetched per search: a fetched copy
    /// starts its regex's lazy automaton afresh, and rebuilding it was a tenth of a search.
    query_words: Mutex<TextAnalyzer>,
    expansions: expand::Expansions,
    /// Newest-first totals by search: paging through one search, or running it again, walks
    /// only as far as the page (counting a thousand matches was most of a page's cost).
    totals: ByGeneration<(u64, bool)>,
    f: Fields,
}

fn schema() -> (Schema, Fields) {
    let mut b = Schema::builder();
    // Fast (columnar) fields, not stored ones: reading a hit's id from the doc store meant
    // decompressing a block and caching it per segment, which cost memory on every search.
    let f = Fields {
        key: b.add_u64_field("key", INDEXED),
        kind: b.add_u64_field("kind", INDEXED | FAST),
        id: b.add_u64_field("id", FAST),
        owner: b.add_u64_field("owner", INDEXED),
        date: b.add_i64_field("date", INDEXED | FAST),
        rank: b.add_i64_field("rank", FAST),
        tags: b.add_text_field("tags", STRING),
        texts: [
            b.add_text_field("text0", text()),
            b.add_text_field("text1", text()),
            b.add_text_field("text2", text()),
        ],
    };
    (b.build(), f)
}

/// Our tokenizer: runs of letters and runs of digits (so "bench42@mail3" is bench, 42, mail, 3),
/// lower case, accents folded ("Émoji" finds "emoji"). Splitting digits off letters lets "bench"
/// match one term where a thousand e-mail addresses had made a thousand ("bench1" ...
/// "bench999"), each a prefix expansion to score. tantivy's default drops words over 40 bytes,
/// so a long unbroken name could not be found at all; 255 keeps any name a person types.
const TOKENIZER: &str = "atrium";

fn text() -> TextOptions {
    TextOptions::default().set_indexing_options(
        TextFieldIndexing::default()
            .set_tokenizer(TOKENIZER)
            .set_index_option(IndexRecordOption::WithFreqs),
    )
}

/// Letters (with their combining marks) or digits, as Unicode defines them.
const WORD: &str = r"[\p{Alphabetic}\p{M}]+|\p{N}+";

fn analyzer() -> TextAnalyzer {
    let words = words::Words::new(WORD).expect("a valid pattern");
    TextAnalyzer::builder(words)
        .filter(RemoveLongFilter::limit(255))
        .filter(LowerCaser)
        .filter(AsciiFoldingFilter)
        .build()
}

fn err(e: tantivy::TantivyError) -> ApiError {
    ApiError::internal(format!("search index: {e}"))
}

/// Documents sorted newest first (see `newest`).
fn settings() -> IndexSettings {
    IndexSettings {
        sort_by_field: Some(IndexSortByField {
            field: "rank".into(),
            order: tantivy::Order::Desc,
        }),
        ..IndexSettings::default()
    }
}

fn term_query(term: Term) -> Box<dyn TQuery> {
    Box::new(TermQuery::new(term, IndexRecordOption::Basic))
}

impl SearchIndex {
    pub fn open(dir: &Path) -> Result<SearchIndex, String> {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let (schema, f) = schema();
        let open = |schema: Schema| -> tantivy::Result<Index> {
            let directory = tantivy::directory::MmapDirectory::open(dir)?;
            let index = Index::builder()
                .schema(schema)
                .settings(settings())
                .open_or_create(directory)?;
            // An existing index keeps the settings it was made with: one that is not sorted
            // would break the newest-first early stop.
            if index.settings().sort_by_field != settings().sort_by_field {
                let reason = "not sorted by rank".to_string();
                return Err(tantivy::TantivyError::SchemaError(reason));
            }
            Ok(index)
        };
        let index = match open(schema.clone()) {
            Ok(index) => index,
            // An index from an older layout: it is derived data, so start it afresh; the caller
            // sees an empty index and rebuilds it from the database.
            Err(tantivy::TantivyError::SchemaError(reason)) => {
                tracing::warn!(
                    "search index at {} is outdated ({reason}); recreating it",
                    dir.display()
                );
                std::fs::remove_dir_all(dir).map_err(|e| e.to_string())?;
                std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
                open(schema).map_err(|e| e.to_string())?
            }
            Err(e) => return Err(e.to_string()),
        };
        index.tokenizers().register(TOKENIZER, analyzer());
        let reader = index
            .reader_builder()
            .reload_policy(ReloadPolicy::Manual)
            // Nothing is read from the doc store (ids come from fast fields): cache no blocks.
            .doc_store_cache_num_blocks(0)
            .try_into()
            .map_err(|e: tantivy::TantivyError| e.to_string())?;
        let at = index
            .load_metas()
            .ok()
            .and_then(|m| m.payload)
            .and_then(|p| Mark::parse(&p));
        Ok(SearchIndex {
            reader,
            writer: Mutex::new(Writer { index, w: None, at }),
            rebuilding: AtomicBool::new(false),
            query_words: Mutex::new(analyzer()),
            expansions: expand::Expansions::default(),
            totals: ByGeneration::default(),
            f,
        })
    }

    pub fn doc_count(&self) -> u64 {
        self.reader.searcher().num_docs()
    }

    /// The writer, with the log position the index has applied.
    fn writer(&self) -> MutexGuard<'_, Writer> {
        self.writer.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The writer unless a rebuild holds it; a shorter holder is waited for.
    fn writer_unless_rebuilding(&self) -> Option<MutexGuard<'_, Writer>> {
        loop {
            match self.writer.try_lock() {
                Ok(w) => return Some(w),
                Err(std::sync::TryLockError::Poisoned(p)) => return Some(p.into_inner()),
                Err(std::sync::TryLockError::WouldBlock) if self.is_rebuilding() => return None,
                Err(std::sync::TryLockError::WouldBlock) => {
                    std::thread::sleep(std::time::Duration::from_millis(1))
                }
            }
        }
    }

    pub fn is_rebuilding(&self) -> bool {
        self.rebuilding.load(Ordering::Acquire)
    }

    fn set_rebuilding(&self, on: bool) {
        self.rebuilding.store(on, Ordering::Release);
    }

    fn document(&self, d: &Doc) -> TantivyDocument {
        let f = &self.f;
        let mut doc = TantivyDocument::default();
        doc.add_u64(f.key, d.kind.key(d.id));
        doc.add_u64(f.kind, d.kind as u64);
        doc.add_u64(f.id, d.id as u64);
        doc.add_u64(f.owner, d.owner as u64);
        doc.add_i64(f.date, d.date);
        doc.add_i64(f.rank, newest::rank(d.date, d.id));
        for tag in &d.tags {
            doc.add_text(f.tags, tag);
        }
        for (field, text) in f.texts.iter().zip(&d.texts) {
            doc.add_text(*field, text);
        }
        doc
    }

    /// Stages these objects' entries: `docs` added or replaced, `gone` removed.
    fn stage(&self, w: &mut Writer, docs: &[Doc], gone: &[(Kind, i64)]) -> ApiResult<()> {
        for (kind, id) in gone {
            w.open()?
                .delete_term(Term::from_field_u64(self.f.key, kind.key(*id)));
        }
        for d in docs {
            w.open()?
                .delete_term(Term::from_field_u64(self.f.key, d.kind.key(d.id)));
            w.open()?.add_document(self.document(d)).map_err(err)?;
        }
        Ok(())
    }

    /// Commits what was staged together with the log position it brings the index to, and
    /// makes it visible to searches.
    fn commit(&self, w: &mut Writer, at: Option<Mark>) -> ApiResult<()> {
        let mut commit = w.open()?.prepare_commit().map_err(err)?;
        if let Some(mark) = &at {
            commit.set_payload(&mark.to_string());
        }
        commit.commit().map_err(err)?;
        w.at = at;
        self.reader.reload().map_err(err)
    }

    /// Replaces these objects' entries in one commit (the log position stays).
    pub fn apply(&self, docs: &[Doc], gone: &[(Kind, i64)]) -> ApiResult<()> {
        let mut w = self.writer();
        self.stage(&mut w, docs, gone)?;
        let at = w.at.clone();
        self.commit(&mut w, at)
    }

    /// Replaces the whole index with the given documents (the log position stays).
    pub fn replace_all(&self, docs: &[Doc]) -> ApiResult<()> {
        let mut w = self.writer();
        w.open()?.delete_all_documents().map_err(err)?;
        self.stage(&mut w, docs, &[])?;
        let at = w.at.clone();
        self.commit(&mut w, at)
    }

    /// Splits the query with the index's own tokenizer, so "nora@north" finds what was indexed.
    fn tokens(&self, text: &str) -> Vec<String> {
        let mut tokenizer = self.query_words.lock().unwrap_or_else(|p| p.into_inner());
        let mut stream = tokenizer.token_stream(text);
        let mut out = Vec::new();
        while stream.advance() {
            out.push(stream.token().text.clone());
        }
        out
    }

    /// Every word must match, as a prefix of a word in any text, exactly (ranked highest) or,
    /// from five letters on, as a whole word with one typo. Prefixes and typos are expanded to
    /// the index's words first (see `expand`).
    fn words_query(
        &self,
        searcher: &tantivy::Searcher,
        words: &[String],
    ) -> ApiResult<Vec<(Occur, Box<dyn TQuery>)>> {
        let mut must: Vec<(Occur, Box<dyn TQuery>)> = Vec::new();
        for word in words {
            let expansion = self
                .expansions
                .of(searcher, &self.f.texts, word)
                .map_err(err)?;
            let any_field: Vec<(Occur, Box<dyn TQuery>)> = expansion
                .iter()
                .map(|(term, boost)| {
                    let query = BoostQuery::new(term_query(term.clone()), *boost);
                    (Occur::Should, Box::new(query) as Box<dyn TQuery>)
                })
                .collect();
            must.push((Occur::Must, Box::new(BooleanQuery::new(any_field))));
        }
        Ok(must)
    }

    fn filters(&self, q: &Query) -> Vec<(Occur, Box<dyn TQuery>)> {
        let f = &self.f;
        let mut out: Vec<(Occur, Box<dyn TQuery>)> = vec![(
            Occur::Must,
            term_query(Term::from_field_u64(f.kind, q.kind as u64)),
        )];
        if let Some(owners) = &q.owners {
            let terms = owners
                .iter()
                .map(|&o| Term::from_field_u64(f.owner, o as u64));
            out.push((Occur::Must, Box::new(TermSetQuery::new(terms))));
        }
        for tag in &q.tags {
            out.push((Occur::Must, term_query(Term::from_field_text(f.tags, tag))));
        }
        for tag in &q.without {
            let term = Term::from_field_text(f.tags, tag);
            out.push((Occur::MustNot, term_query(term)));
        }
        if q.from.is_some() || q.to.is_some() {
            let bound = |v: Option<i64>| match v {
                Some(v) => Bound::Included(Term::from_field_i64(f.date, v)),
                None => Bound::Unbounded,
            };
            let range = RangeQuery::new(bound(q.from), bound(q.to));
            out.push((Occur::Must, Box::new(range)));
        }
        if let Some((overdue, now)) = q.overdue {
            let done = || term_query(Term::from_field_text(f.tags, "status:completed"));
            let before = RangeQuery::new(
                Bound::Unbounded,
                Bound::Excluded(Term::from_field_i64(f.date, now)),
            );
            let is_overdue = BooleanQuery::new(vec![
                (Occur::Must, Box::new(before) as Box<dyn TQuery>),
                (Occur::MustNot, done()),
            ]);
            let occur = if overdue { Occur::Must } else { Occur::MustNot };
            out.push((occur, Box::new(is_overdue)));
        }
        out
    }

    /// One page of matching ids in the query's order, and the total.
    pub fn search(&self, q: &Query, offset: usize, limit: usize) -> ApiResult<Hits> {
        let words = self.tokens(&q.text);
        if words.is_empty() {
            return Ok(Hits {
                total: 0,
                exact: true,
                ids: Vec::new(),
            });
        }
        let searcher = self.reader.searcher();
        let mut clauses = self.words_query(&searcher, &words)?;
        clauses.extend(self.filters(q));
        let query = BooleanQuery::new(clauses);
        // Collectors reserve room for offset + limit hits in every segment: never more than the
        // index holds (a page far past the end only counts).
        let held = searcher.num_docs() as usize;
        let limit = if offset >= held {
            0
        } else {
            limit.min(held - offset)
        };
        match q.order {
            Order::BestMatch => best_match(&searcher, &query, offset, limit),
            Order::Newest => {
                let keep = if limit == 0 { 0 } else { offset + limit };
                let generation = searcher.generation().generation_id();
                let key = format!(
                    "{words:?} {:?} {:?} {:?} {:?} {:?} {:?} {:?}",
                    q.kind, q.owners, q.tags, q.without, q.from, q.to, q.overdue
                );
                let known = self.totals.get(generation, &key);
                let found = searcher
                    .search(&query, &newest::Newest::new(keep, known.is_none()))
                    .map_err(err)?;
                // A walk that reached the last match knows best; one that stopped at the page
                // knows at least as many as it passed.
                let (total, exact) = match known {
                    None => {
                        self.totals
                            .put(generation, &key, (found.total, found.exact));
                        (found.total, found.exact)
                    }
                    Some(_) if found.exact => (found.total, true),
                    Some((total, exact)) => (total.max(found.total), exact),
                };
                Ok(Hits {
                    total: total as i64,
                    exact,
                    ids: found.hits.iter().skip(offset).map(|h| h.1 as i64).collect(),
                })
            }
        }
    }
}

/// Scores every match: the collector keeps `offset + limit` hits and counts the rest.
fn best_match(
    searcher: &tantivy::Searcher,
    query: &BooleanQuery,
    offset: usize,
    limit: usize,
) -> ApiResult<Hits> {
    if limit == 0 {
        let total = searcher.search(query, &Count).map_err(err)?;
        return Ok(Hits {
            total: total as i64,
            exact: true,
            ids: Vec::new(),
        });
    }
    let top = TopDocs::with_limit(limit)
        .and_offset(offset)
        .order_by_score();
    let (total, hits) = searcher.search(query, &(Count, top)).map_err(err)?;
    let mut columns = HashMap::new();
    let mut ids = Vec::with_capacity(hits.len());
    for (_, address) in hits {
        let column = match columns.entry(address.segment_ord) {
            std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
            std::collections::hash_map::Entry::Vacant(e) => {
                let reader = searcher.segment_reader(address.segment_ord);
                e.insert(reader.fast_fields().u64("id").map_err(err)?)
            }
        };
        if let Some(id) = column.first(address.doc_id) {
            ids.push(id as i64);
        }
    }
    Ok(Hits {
        total: total as i64,
        exact: true,
        ids,
    })
}

#[cfg(test)]
mod sync_tests;
#[cfg(test)]
mod tests;
