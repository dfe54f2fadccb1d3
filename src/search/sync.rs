//! Keeping the index in line with the database. Every write to a searchable row leaves its kind
//! and id in the database's `search_log` (triggers, in the write's own transaction), and each
//! index commit records how far into that log it has applied (its payload). So the index
//! catches up from where it stopped: after each write, and at start in the background, reading
//! only what changed. At a million posts, comparing every document at start had cost minutes
//! and most of a gigabyte.

use std::collections::BTreeSet;
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

use rusqlite::{Connection, OptionalExtension};

use super::docs::{self, Rows};
use super::{Doc, Kind, SearchIndex, Writer, err};
use crate::db::{self, Db};
use crate::error::ApiResult;

/// Log entries applied per index commit while catching up.
const CATCH_UP_BATCH: u32 = 10_000;
/// Rows read per query while rebuilding: memory stays one batch, whatever the data size.
const REBUILD_BATCH: u32 = 5_000;
/// Applied log entries are deleted once this many have gathered (one write for many).
pub(super) const PRUNE_EVERY: i64 = 1_000;

/// A position in one database's log: which database (its epoch) and the last entry applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mark {
    epoch: String,
    seq: i64,
}

impl Mark {
    pub(super) fn parse(payload: &str) -> Option<Mark> {
        let (epoch, seq) = payload.split_once(':')?;
        Some(Mark {
            epoch: epoch.to_string(),
            seq: seq.parse().ok()?,
        })
    }
}

impl std::fmt::Display for Mark {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.epoch, self.seq)
    }
}

/// The database's side of the log.
struct Log {
    epoch: String,
    pruned_through: i64,
    last: i64,
}

impl Log {
    fn read(conn: &Connection) -> ApiResult<Log> {
        let last: Option<i64> = conn
            .query_row(
                "SELECT seq FROM sqlite_sequence WHERE name = 'search_log'",
                [],
                |r| r.get(0),
            )
            .optional()?;
        let (epoch, pruned_through) = conn.query_row(
            "SELECT epoch, pruned_through FROM search_state WHERE id = 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?;
        Ok(Log {
            epoch,
            pruned_through,
            last: last.unwrap_or(0),
        })
    }

    /// Whether an index at `at` can catch up from this log, rather than be rebuilt: it was made
    /// from this database, is not ahead of it (a restored older copy), and the entries after it
    /// are still there.
    fn continues(&self, at: Option<&Mark>) -> bool {
        at.is_some_and(|m| {
            m.epoch == self.epoch && m.seq <= self.last && m.seq >= self.pruned_through
        })
    }
}

/// Opens the search index without reading the database: start-up stays instant whatever the
/// data size. `catch_up` (run in the background at start, and after each write) brings it in
/// line.
pub fn open(data_dir: &Path) -> Result<SearchIndex, String> {
    SearchIndex::open(&data_dir.join("index"))
}

/// Below this much work (log entries to apply, or rows to index) the start-up catch-up runs
/// before the server answers, so a search right after start is already complete; above it,
/// in the background.
const START_IN_FOREGROUND: i64 = 20_000;

/// At start: catch up at once when there is little to do, else in the background.
pub fn start(index: Arc<SearchIndex>, db: &Db) {
    match pending_work(&index, db) {
        Ok(work) if work < START_IN_FOREGROUND => {
            if let Err(e) = catch_up(&index, db) {
                tracing::error!("search index catch-up failed: {e}");
            }
        }
        _ => start_background(index, db.clone()),
    }
}

/// Whether the index can catch up from the log as it is, without a rebuild.
fn continues(index: &SearchIndex, db: &Db) -> ApiResult<bool> {
    let conn = db.read_blocking()?;
    let log = Log::read(&conn)?;
    Ok(log.continues(index.writer().at.as_ref()))
}

/// How much a catch-up has to do: the log entries after the index's mark, or, when it must be
/// rebuilt, about as many rows as the tables hold (their largest ids: no count of a large table).
fn pending_work(index: &SearchIndex, db: &Db) -> ApiResult<i64> {
    let conn = db.read_blocking()?;
    let log = Log::read(&conn)?;
    if let Some(at) = index
        .writer()
        .at
        .as_ref()
        .filter(|m| log.continues(Some(m)))
    {
        return Ok(log.last - at.seq);
    }
    Ok(conn.query_row(
        "SELECT (SELECT COALESCE(MAX(id), 0) FROM clients) + (SELECT COALESCE(MAX(id), 0) FROM tasks)
              + (SELECT COALESCE(MAX(id), 0) FROM content_posts)",
        [],
        |r| r.get(0),
    )?)
}

/// Brings the index up to the end of the log: rebuilt first when it cannot continue from it.
/// Answers how many log entries were applied (a rebuild counts its documents).
pub fn catch_up(index: &SearchIndex, db: &Db) -> ApiResult<usize> {
    let mut w = index.writer();
    catch_up_locked(index, &mut w, db)
}

/// Rebuilds the whole index from the database (`atrium reindex`, a restore, the demo), then
/// applies whatever was written meanwhile. Answers the number of documents.
pub fn rebuild(index: &SearchIndex, db: &Db) -> ApiResult<usize> {
    let mut w = index.writer();
    let conn = db.read_blocking()?;
    let log = Log::read(&conn)?;
    drop(conn);
    let count = rebuild_locked(index, &mut w, db, &log)?;
    catch_up_locked(index, &mut w, db)?;
    Ok(count)
}

/// After a write: the index takes it before the answer goes out, so a search right after
/// finds it; during a rebuild the change waits for the rebuild, which ends by catching up. A
/// failure is logged, not returned: the write itself succeeded, and the log keeps the change
/// for the next catch-up.
pub async fn after_write(index: Arc<SearchIndex>, db: &Db) {
    let db = db.clone();
    let result = db::run_blocking(move || match index.writer_unless_rebuilding() {
        Some(mut w) => catch_up_locked(&index, &mut w, &db),
        None => Ok(0),
    })
    .await;
    if let Err(e) = result {
        tracing::error!("search index update failed: {e}");
    }
}

/// At start, in the background: the server answers meanwhile (a search sees the index as it
/// was until the catch-up or rebuild commits). Writes meanwhile leave their changes to it
/// rather than wait, and a last catch-up takes what they wrote.
fn start_background(index: Arc<SearchIndex>, db: Db) {
    index.set_rebuilding(true);
    std::thread::spawn(move || {
        let started = Instant::now();
        let rebuild = !continues(&index, &db).unwrap_or(false);
        let result = catch_up(&index, &db);
        index.set_rebuilding(false);
        let result = result.and_then(|n| Ok(n + catch_up(&index, &db)?));
        let took = started.elapsed().as_secs_f64();
        match result {
            Ok(n) if rebuild => {
                tracing::info!("search index rebuilt with {n} documents in {took:.1} s")
            }
            Ok(0) => {}
            Ok(n) => tracing::info!("search index caught up with {n} changes in {took:.1} s"),
            Err(e) => tracing::error!("search index catch-up failed: {e}"),
        }
    });
}

fn catch_up_locked(index: &SearchIndex, w: &mut Writer, db: &Db) -> ApiResult<usize> {
    let conn = db.read_blocking()?;
    let log = Log::read(&conn)?;
    let mut applied = 0;
    if !log.continues(w.at.as_ref()) {
        drop(conn);
        applied = rebuild_locked(index, w, db, &log)?;
        return Ok(applied + catch_up_locked(index, w, db)?);
    }
    let mut at = w.at.clone().expect("a mark the log continues from");
    loop {
        let entries = entries_after(&conn, at.seq)?;
        let Some(&(last, _, _)) = entries.last() else {
            break;
        };
        let mut wanted: [BTreeSet<i64>; 3] = Default::default();
        for &(_, kind, id) in &entries {
            if let Some(kind) = Kind::from_code(kind) {
                wanted[kind as usize - 1].insert(id);
            }
        }
        let mut found: Vec<Doc> = Vec::new();
        let mut gone = Vec::new();
        for kind in Kind::ALL {
            let ids: Vec<i64> = wanted[kind as usize - 1].iter().copied().collect();
            if ids.is_empty() {
                continue;
            }
            let docs = docs::read(&conn, kind, Rows::Ids(&ids))?;
            let present: BTreeSet<i64> = docs.iter().map(|d| d.id).collect();
            gone.extend(
                ids.iter()
                    .filter(|id| !present.contains(id))
                    .map(|id| (kind, *id)),
            );
            found.extend(docs);
        }
        index.stage(w, &found, &gone)?;
        at.seq = last;
        index.commit(w, Some(at.clone()))?;
        applied += entries.len();
        if entries.len() < CATCH_UP_BATCH as usize {
            break;
        }
    }
    drop(conn);
    if at.seq - log.pruned_through >= PRUNE_EVERY {
        prune(db, at.seq)?;
    }
    Ok(applied)
}

/// (seq, kind, id) of the log's entries after `seq`, oldest first, one batch.
fn entries_after(conn: &Connection, seq: i64) -> ApiResult<Vec<(i64, i64, i64)>> {
    let mut stmt = conn.prepare_cached(
        "SELECT seq, kind, object_id FROM search_log WHERE seq > ?1 ORDER BY seq LIMIT ?2",
    )?;
    let rows = stmt.query_map(rusqlite::params![seq, CATCH_UP_BATCH], |r| {
        Ok((r.get(0)?, r.get(1)?, r.get(2)?))
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// Everything in the database, one batch at a time, committed once at the end (searches see
/// the old index until then). The mark is the log's end when the rebuild began: what was
/// written meanwhile is applied again by the catch-up that follows, which is harmless.
fn rebuild_locked(index: &SearchIndex, w: &mut Writer, db: &Db, log: &Log) -> ApiResult<usize> {
    let _flag = Rebuilding::on(index);
    w.open()?.delete_all_documents().map_err(err)?;
    let mut count = 0;
    for kind in Kind::ALL {
        let mut after = 0;
        loop {
            let conn = db.read_blocking()?;
            let docs = docs::read(&conn, kind, Rows::After(after, REBUILD_BATCH))?;
            drop(conn);
            let Some(last) = docs.last() else { break };
            after = last.id;
            let writer = w.open()?;
            for d in &docs {
                writer.add_document(index.document(d)).map_err(err)?;
            }
            count += docs.len();
        }
    }
    let mark = Mark {
        epoch: log.epoch.clone(),
        seq: log.last,
    };
    index.commit(w, Some(mark))?;
    Ok(count)
}

/// Marks the index as rebuilding for as long as it lives, whatever way the rebuild ends.
struct Rebuilding<'a>(&'a SearchIndex);

impl<'a> Rebuilding<'a> {
    fn on(index: &'a SearchIndex) -> Rebuilding<'a> {
        index.set_rebuilding(true);
        Rebuilding(index)
    }
}

impl Drop for Rebuilding<'_> {
    fn drop(&mut self) {
        self.0.set_rebuilding(false);
    }
}

/// Deletes the log's entries the index has applied.
fn prune(db: &Db, through: i64) -> ApiResult<()> {
    let mut conn = db.writer_blocking()?;
    let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    tx.execute(
        "UPDATE search_state SET pruned_through = ?1 WHERE id = 1 AND pruned_through < ?1",
        [through],
    )?;
    tx.execute("DELETE FROM search_log WHERE seq <= ?1", [through])?;
    Ok(tx.commit()?)
}

/// Seconds since the epoch of an RFC 3339 time; 0 for anything unreadable.
pub fn seconds(rfc3339: &str) -> i64 {
    db::parse_time(rfc3339).map_or(0, |t| t.unix_timestamp())
}
