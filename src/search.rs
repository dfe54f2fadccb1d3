//! Full-text search over clients (name, email, company) with tantivy: prefix matching as you
//! type and one typo of tolerance. The index lives in `data_dir/index/` and can always be
//! rebuilt from the database.

use std::path::Path;
use std::sync::{Arc, Mutex};

use sha2::{Digest, Sha256};
use tantivy::collector::{DocSetCollector, TopDocs};
use tantivy::query::{AllQuery, BooleanQuery, BoostQuery, FuzzyTermQuery, Occur, Query, TermQuery};
use tantivy::schema::{FAST, Field, INDEXED, IndexRecordOption, Schema, TEXT};
use tantivy::tokenizer::TokenStream;
use tantivy::{Index, IndexReader, IndexWriter, ReloadPolicy, TantivyDocument, Term, doc};

use crate::db::{self, Db};
use crate::error::{ApiError, ApiResult};

/// tantivy's minimum for one indexing thread: clients are indexed one at a time, and the
/// budget sizes buffers allocated on every commit.
const WRITER_MEMORY: usize = 15_000_000;
/// Enough for any agency's client list; more matches than this is not a useful search.
const MAX_HITS: usize = 5_000;

/// What the index holds for one client.
pub struct ClientDoc<'a> {
    pub id: i64,
    pub name: &'a str,
    pub email: &'a str,
    pub company: &'a str,
}

impl ClientDoc<'_> {
    /// A digest of the indexed text, kept beside each document so that a start-up check can
    /// tell an index that missed an edit (say, in a crash) from one that is current.
    fn signature(&self) -> u64 {
        let digest = Sha256::new()
            .chain_update(self.name)
            .chain_update([0])
            .chain_update(self.email)
            .chain_update([0])
            .chain_update(self.company)
            .finalize();
        let mut first = [0u8; 8];
        first.copy_from_slice(&digest[..8]);
        u64::from_le_bytes(first)
    }
}

pub struct SearchIndex {
    index: Index,
    reader: IndexReader,
    writer: Mutex<IndexWriter>,
    id: Field,
    signature: Field,
    text_fields: [Field; 3],
}

fn schema() -> (Schema, Field, Field, [Field; 3]) {
    let mut b = Schema::builder();
    // Fast (columnar) fields, not stored ones: reading a hit's id from the doc store meant
    // decompressing a block and caching it per segment, which cost memory on every search.
    let id = b.add_u64_field("id", INDEXED | FAST);
    let signature = b.add_u64_field("signature", FAST);
    let name = b.add_text_field("name", TEXT);
    let email = b.add_text_field("email", TEXT);
    let company = b.add_text_field("company", TEXT);
    (b.build(), id, signature, [name, email, company])
}

fn err(e: tantivy::TantivyError) -> ApiError {
    ApiError::internal(format!("search index: {e}"))
}

impl SearchIndex {
    pub fn open(dir: &Path) -> Result<SearchIndex, String> {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let (schema, id, signature, text_fields) = schema();
        let open = |schema: Schema| -> tantivy::Result<Index> {
            let directory = tantivy::directory::MmapDirectory::open(dir)?;
            Index::open_or_create(directory, schema)
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
        let writer = index
            .writer_with_num_threads(1, WRITER_MEMORY)
            .map_err(|e| e.to_string())?;
        let reader = index
            .reader_builder()
            .reload_policy(ReloadPolicy::Manual)
            // Nothing is read from the doc store (ids come from fast fields): cache no blocks.
            .doc_store_cache_num_blocks(0)
            .try_into()
            .map_err(|e: tantivy::TantivyError| e.to_string())?;
        Ok(SearchIndex {
            index,
            reader,
            writer: Mutex::new(writer),
            id,
            signature,
            text_fields,
        })
    }

    pub fn doc_count(&self) -> u64 {
        self.reader.searcher().num_docs()
    }

    /// Whether the index holds exactly these clients with exactly this text.
    pub fn matches(&self, clients: &[ClientDoc<'_>]) -> ApiResult<bool> {
        let searcher = self.reader.searcher();
        if searcher.num_docs() != clients.len() as u64 {
            return Ok(false);
        }
        let mut stored = Vec::with_capacity(clients.len());
        for address in searcher.search(&AllQuery, &DocSetCollector).map_err(err)? {
            let fast = searcher.segment_reader(address.segment_ord).fast_fields();
            let value = |name| fast.u64(name).map(|c| c.first(address.doc_id));
            stored.push((value("id").map_err(err)?, value("signature").map_err(err)?));
        }
        let mut expected: Vec<_> = clients
            .iter()
            .map(|c| (Some(c.id as u64), Some(c.signature())))
            .collect();
        stored.sort_unstable();
        expected.sort_unstable();
        Ok(stored == expected)
    }

    fn document(&self, c: &ClientDoc<'_>) -> TantivyDocument {
        let [name, email, company] = self.text_fields;
        doc!(
            self.id => c.id as u64,
            self.signature => c.signature(),
            name => c.name,
            email => c.email,
            company => c.company
        )
    }

    fn commit(&self, writer: &mut IndexWriter) -> ApiResult<()> {
        writer.commit().map_err(err)?;
        self.reader.reload().map_err(err)
    }

    /// Adds or replaces one client.
    pub fn upsert(&self, c: &ClientDoc<'_>) -> ApiResult<()> {
        let mut w = self.writer.lock().unwrap_or_else(|p| p.into_inner());
        w.delete_term(Term::from_field_u64(self.id, c.id as u64));
        w.add_document(self.document(c)).map_err(err)?;
        self.commit(&mut w)
    }

    pub fn remove(&self, id: i64) -> ApiResult<()> {
        let mut w = self.writer.lock().unwrap_or_else(|p| p.into_inner());
        w.delete_term(Term::from_field_u64(self.id, id as u64));
        self.commit(&mut w)
    }

    /// Replaces the whole index with the given clients.
    pub fn rebuild(&self, clients: &[ClientDoc<'_>]) -> ApiResult<()> {
        let mut w = self.writer.lock().unwrap_or_else(|p| p.into_inner());
        w.delete_all_documents().map_err(err)?;
        for c in clients {
            w.add_document(self.document(c)).map_err(err)?;
        }
        self.commit(&mut w)
    }

    /// Splits the query with the index's own tokenizer, so "nora@north" finds what was indexed.
    fn tokens(&self, text: &str) -> Vec<String> {
        let mut tokenizer = self
            .index
            .tokenizers()
            .get("default")
            .expect("default tokenizer");
        let mut stream = tokenizer.token_stream(text);
        let mut out = Vec::new();
        while stream.advance() {
            out.push(stream.token().text.clone());
        }
        out
    }

    /// Client ids matching every word of the query, best first. Each word matches as a prefix
    /// of a name, email or company word, exactly (ranked highest) or, from five letters on,
    /// with one typo.
    pub fn search(&self, text: &str) -> ApiResult<Vec<i64>> {
        let words = self.tokens(text);
        if words.is_empty() {
            return Ok(Vec::new());
        }
        let mut must: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        for word in &words {
            let mut any_field: Vec<(Occur, Box<dyn Query>)> = Vec::new();
            for field in self.text_fields {
                let term = Term::from_field_text(field, word);
                let exact = TermQuery::new(term.clone(), IndexRecordOption::Basic);
                any_field.push((
                    Occur::Should,
                    Box::new(BoostQuery::new(Box::new(exact), 4.0)),
                ));
                let prefix = FuzzyTermQuery::new_prefix(term.clone(), 0, true);
                any_field.push((
                    Occur::Should,
                    Box::new(BoostQuery::new(Box::new(prefix), 2.0)),
                ));
                // One typo only for words long enough to mean something, and never in numbers
                // (client999 must not match client998). A short word has too many neighbours one
                // edit away: "omar" would find "martins" (drop the o, "mar" is its prefix).
                if word.chars().count() >= 5 && !word.chars().any(|c| c.is_ascii_digit()) {
                    any_field.push((
                        Occur::Should,
                        Box::new(FuzzyTermQuery::new_prefix(term, 1, true)),
                    ));
                }
            }
            must.push((Occur::Must, Box::new(BooleanQuery::new(any_field))));
        }
        let query = BooleanQuery::new(must);
        let searcher = self.reader.searcher();
        // The collector reserves room for twice its limit in every segment, on every search:
        // never more than the index holds.
        let limit = MAX_HITS.min(searcher.num_docs() as usize).max(1);
        let hits = searcher
            .search(&query, &TopDocs::with_limit(limit).order_by_score())
            .map_err(err)?;
        let mut columns = std::collections::HashMap::new();
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
        Ok(ids)
    }
}

/// Opens the client search index, rebuilding it when it does not match the database: another
/// count, or any client whose name, email or company differs from what was indexed.
pub fn open(data_dir: &Path, db: &Db, force_rebuild: bool) -> Result<SearchIndex, String> {
    let index = SearchIndex::open(&data_dir.join("index"))?;
    let conn = db.writer_blocking().map_err(|e| e.to_string())?;
    let rows = db::clients::search_rows(&conn).map_err(|e| e.to_string())?;
    drop(conn);
    let docs = as_docs(&rows);
    if force_rebuild || !index.matches(&docs).map_err(|e| e.to_string())? {
        index.rebuild(&docs).map_err(|e| e.to_string())?;
        tracing::info!("search index rebuilt with {} clients", docs.len());
    }
    Ok(index)
}

type Row = (i64, String, String, String);

fn as_docs(rows: &[Row]) -> Vec<ClientDoc<'_>> {
    rows.iter()
        .map(|(id, name, email, company)| ClientDoc {
            id: *id,
            name,
            email,
            company,
        })
        .collect()
}

/// Replaces the index's contents with every client in the database.
pub fn rebuild_from_db(index: &SearchIndex, db: &Db) -> Result<usize, String> {
    let conn = db.writer_blocking().map_err(|e| e.to_string())?;
    let rows = db::clients::search_rows(&conn).map_err(|e| e.to_string())?;
    drop(conn);
    index.rebuild(&as_docs(&rows)).map_err(|e| e.to_string())?;
    Ok(rows.len())
}

/// Brings one client's entry in line with the database after a write. A failure is logged, not
/// returned: the write itself succeeded, and the start-up check repairs the index.
pub async fn sync_client(index: Arc<SearchIndex>, db: &Db, id: i64) {
    let found = db.read(move |c| db::clients::get(c, id)).await;
    let result = db::run_blocking(move || match found? {
        Some(c) => index.upsert(&ClientDoc {
            id,
            name: &c.name,
            email: &c.email,
            company: &c.company,
        }),
        None => index.remove(id),
    })
    .await;
    if let Err(e) = result {
        tracing::error!("search index update for client {id} failed: {e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_index_with_another_schema_is_recreated_not_fatal() {
        let dir = tempfile::tempdir().unwrap();
        {
            let mut b = Schema::builder();
            b.add_text_field("something_else", TEXT);
            let directory = tantivy::directory::MmapDirectory::open(dir.path()).unwrap();
            Index::open_or_create(directory, b.build()).unwrap();
        }
        let index = SearchIndex::open(dir.path()).expect("reopened");
        assert_eq!(index.doc_count(), 0);
        index
            .upsert(&ClientDoc {
                id: 1,
                name: "Rhea",
                email: "r@x.test",
                company: "R",
            })
            .unwrap();
        assert_eq!(index.search("rhea").unwrap(), vec![1]);
    }

    #[test]
    fn an_index_that_missed_an_edit_no_longer_matches_the_database() {
        let dir = tempfile::tempdir().unwrap();
        let index = SearchIndex::open(dir.path()).unwrap();
        let before = ClientDoc {
            id: 1,
            name: "Rhea",
            email: "r@x.test",
            company: "R",
        };
        index.rebuild(&[before]).unwrap();
        let same = ClientDoc {
            id: 1,
            name: "Rhea",
            email: "r@x.test",
            company: "R",
        };
        assert!(index.matches(&[same]).unwrap());
        let renamed = ClientDoc {
            id: 1,
            name: "Rhea Stone",
            email: "r@x.test",
            company: "R",
        };
        // Same count, other text: the old check (document count only) called this current.
        assert!(!index.matches(&[renamed]).unwrap());
    }
}
