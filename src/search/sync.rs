//! Keeping the index in line with the database: at start, after a write, and on demand.

use std::path::Path;
use std::sync::Arc;

use super::{Doc, Kind, SearchIndex};
use crate::db::{self, Db};
use crate::error::ApiResult;

/// Every document the database says the index should hold.
fn all_docs(db: &Db) -> ApiResult<Vec<Doc>> {
    let conn = db.writer_blocking()?;
    let mut docs = Vec::new();
    for kind in Kind::ALL {
        docs.extend(docs_of(&conn, kind, None)?);
    }
    Ok(docs)
}

fn docs_of(conn: &rusqlite::Connection, kind: Kind, ids: Option<&[i64]>) -> ApiResult<Vec<Doc>> {
    match kind {
        Kind::Client => db::clients::search_docs(conn, ids),
        Kind::Task => db::tasks::search_docs(conn, ids),
        Kind::Content => db::content::search_docs(conn, ids),
    }
}

/// Opens the search index, rebuilding it when it does not match the database: another count,
/// or any object whose indexed text or filters differ from what was indexed.
pub fn open(data_dir: &Path, db: &Db, force_rebuild: bool) -> Result<SearchIndex, String> {
    let index = SearchIndex::open(&data_dir.join("index"))?;
    let docs = all_docs(db).map_err(|e| e.to_string())?;
    if force_rebuild || !index.matches(&docs).map_err(|e| e.to_string())? {
        index.rebuild(&docs).map_err(|e| e.to_string())?;
        tracing::info!("search index rebuilt with {} documents", docs.len());
    }
    Ok(index)
}

/// Replaces the index's contents with everything in the database.
pub fn rebuild_from_db(index: &SearchIndex, db: &Db) -> Result<usize, String> {
    let docs = all_docs(db).map_err(|e| e.to_string())?;
    index.rebuild(&docs).map_err(|e| e.to_string())?;
    Ok(docs.len())
}

/// Brings these objects' entries in line with the database after a write. A failure is logged,
/// not returned: the write itself succeeded, and the start-up check repairs the index.
pub async fn sync(index: Arc<SearchIndex>, db: &Db, kind: Kind, ids: Vec<i64>) {
    if ids.is_empty() {
        return;
    }
    let wanted = ids.clone();
    let found = db.read(move |c| docs_of(c, kind, Some(&wanted))).await;
    let result = db::run_blocking(move || {
        let docs = found?;
        let gone: Vec<(Kind, i64)> = ids
            .iter()
            .filter(|id| !docs.iter().any(|d| d.id == **id))
            .map(|id| (kind, *id))
            .collect();
        index.apply(&docs, &gone)
    })
    .await;
    if let Err(e) = result {
        tracing::error!("search index update for {kind:?} failed: {e}");
    }
}

/// Seconds since the epoch of an RFC 3339 time; 0 for anything unreadable.
pub fn seconds(rfc3339: &str) -> i64 {
    db::parse_time(rfc3339).map_or(0, |t| t.unix_timestamp())
}
