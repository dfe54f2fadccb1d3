//! SQLite access: a read pool, one writer, and the one place blocking calls leave the executor.

pub mod analytics;
pub mod analytics_agency;
pub mod approvals;
pub mod audit;
pub mod bank;
pub mod billing;
pub mod cache;
pub mod calendar_feeds;
pub mod clients;
pub mod content;
pub mod content_images;
pub mod content_thread;
pub mod content_write;
pub mod conversations;
pub mod credit_notes;
pub mod digests;
pub mod files;
pub mod inquiries;
pub mod invitations;
pub mod invoice_parts;
pub mod invoices;
pub mod languages;
pub mod live;
pub mod messages;
pub mod migrate;
pub mod money;
pub mod notifications;
pub mod numbering;
pub mod offsite;
pub mod outbox;
pub mod preferences;
pub mod publications;
pub mod publish_steps;
pub mod report_schedule;
pub mod review_links;
pub mod second_factor;
pub mod site;
pub mod social_accounts;
pub mod social_sync;
pub mod staff;
pub mod stats;
pub mod storage_use;
pub mod tasks;
pub mod team;
pub mod tokens;
pub mod users;
pub mod verification;

use std::path::Path;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use r2d2::{Pool, PooledConnection};
use r2d2_sqlite::SqliteConnectionManager;
use rusqlite::{Connection, OpenFlags};

use crate::error::{ApiError, ApiResult};

type Manager = SqliteConnectionManager;

/// A row that carries a version, which every change increments (see `api/version.rs`).
pub trait Versioned {
    fn version(&self) -> i64;
}

#[derive(Clone)]
pub struct Db {
    reads: Pool<Manager>,
    /// A pool of one: writers queue here in order instead of spinning on SQLite's busy lock.
    writer: Pool<Manager>,
    /// Write transactions committed by this process (see `generation`).
    writes: Arc<AtomicU64>,
    /// Where each committed write's changes go (the live stream), once the server sets it.
    live: Arc<OnceLock<live::Sink>>,
    /// The decimals of the agency's currency, read once (`UNKNOWN` until then, and again after
    /// a change): every read and write hands it to its thread, for the float money fields.
    exponent: Arc<AtomicU32>,
}

const UNKNOWN: u32 = u32::MAX;

/// Gives the thread the currency's exponent before a closure reads rows with money in them.
fn lend_exponent(cache: &AtomicU32, conn: &Connection) {
    let mut e = cache.load(Ordering::Acquire);
    if e == UNKNOWN {
        // Before the migrations have made the table (a brand-new file), the default stands.
        match money::currency(conn) {
            Ok(c) => {
                e = c.exponent;
                cache.store(e, Ordering::Release);
            }
            Err(_) => e = crate::money::usd().exponent,
        }
    }
    crate::money::set_thread_exponent(e);
}

fn configure(conn: &mut Connection) -> rusqlite::Result<()> {
    // busy_timeout first: the pragmas after it may need a lock another connection holds.
    // 2 MB of page cache per connection (five of them): the kernel's file cache holds the rest,
    // and a larger private cache per connection only multiplied the server's resident memory.
    // The file is read with system calls, not mapped (mmap_size stays 0): each connection maps
    // it on its own and the process's resident memory counts every mapping's pages again, so
    // four readers made a peak of 86 MB where reading makes 67 (1,000 clients, 32 connections of
    // mixed reads), and at a million posts the start peaked at 138 MB against 66. The mapped
    // reads were not faster there (bench/scale.sh: the list 1,870 req/s mapped, 2,750 read).
    conn.busy_timeout(Duration::from_secs(5))?;
    conn.execute_batch(
        "PRAGMA foreign_keys = ON;
         PRAGMA synchronous = FULL;
         PRAGMA temp_store = MEMORY;
         PRAGMA cache_size = -2000;",
    )
}

/// Read connections in the pool. Reads are short and use the CPU, so a few keep two to four
/// cores busy; each holds its own page cache (eight made the peak under load 18 MB higher than
/// four at 5,000 posts, when each also mapped the database).
pub const READ_CONNECTIONS: u32 = 4;

impl Db {
    pub fn open(path: &Path, read_connections: u32) -> Result<Db, String> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        // WAL and the journal cap are properties of the file: set them once, before pooling.
        let setup = Connection::open(path).map_err(|e| e.to_string())?;
        // Owner-only; SQLite gives the -wal and -shm files the database file's mode.
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600))
                .map_err(|e| format!("cannot restrict {}: {e}", path.display()))?;
        }
        setup
            .execute_batch(
                "PRAGMA journal_mode = WAL;
                 PRAGMA journal_size_limit = 67108864;
                 PRAGMA wal_autocheckpoint = 1000;",
            )
            .map_err(|e| e.to_string())?;
        drop(setup);

        let reads = pool(path, read_connections, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
        let writer = pool(path, 1, OpenFlags::SQLITE_OPEN_READ_WRITE)?;
        Ok(Db {
            reads,
            writer,
            writes: Arc::new(AtomicU64::new(0)),
            live: Arc::new(OnceLock::new()),
            exponent: Arc::new(AtomicU32::new(UNKNOWN)),
        })
    }

    /// Runs a read on a blocking thread with a pooled read-only connection.
    pub async fn read<T, F>(&self, f: F) -> ApiResult<T>
    where
        T: Send + 'static,
        F: FnOnce(&Connection) -> ApiResult<T> + Send + 'static,
    {
        let pool = self.reads.clone();
        let exponent = self.exponent.clone();
        run_blocking(move || {
            let conn = pool.get()?;
            lend_exponent(&exponent, &conn);
            f(&conn)
        })
        .await
    }

    /// Runs a read with a pooled read-only connection on the calling thread, for work that is
    /// already on a blocking thread (see `run_blocking`).
    pub fn read_here<T>(&self, f: impl FnOnce(&Connection) -> ApiResult<T>) -> ApiResult<T> {
        let conn = self.reads.get()?;
        lend_exponent(&self.exponent, &conn);
        f(&conn)
    }

    /// A read that finds one row, or 404 when it finds none (another client's row, to the
    /// caller, is one it cannot find).
    pub async fn find<T, F>(&self, f: F) -> ApiResult<T>
    where
        T: Send + 'static,
        F: FnOnce(&Connection) -> ApiResult<Option<T>> + Send + 'static,
    {
        self.read(f).await?.ok_or_else(ApiError::not_found)
    }

    /// Runs a write on a blocking thread with the single writer connection, inside a transaction
    /// that commits only when `f` succeeds.
    pub async fn write<T, F>(&self, f: F) -> ApiResult<T>
    where
        T: Send + 'static,
        F: FnOnce(&rusqlite::Transaction<'_>) -> ApiResult<T> + Send + 'static,
    {
        let pool = self.writer.clone();
        let writes = self.writes.clone();
        let sink = self.live.clone();
        let exponent = self.exponent.clone();
        run_blocking(move || {
            let mut conn = pool.get()?;
            lend_exponent(&exponent, &conn);
            let sink = sink.get();
            if sink.is_some() {
                live::install(&conn)?;
            }
            // IMMEDIATE takes the write lock up front, waiting out busy_timeout. A deferred
            // transaction that reads and then writes is refused at once (SQLITE_BUSY) when another
            // process (the CLI on a live server) committed in between.
            let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
            let out = f(&tx)?;
            let changes = match sink {
                Some(_) => live::drain(&tx)?,
                None => Vec::new(),
            };
            tx.commit()?;
            writes.fetch_add(1, Ordering::Release);
            if let (Some(sink), false) = (sink, changes.is_empty()) {
                sink(changes);
            }
            Ok(out)
        })
        .await
    }

    /// Hands every later write's changes (see `live`) to `sink`; the first call wins.
    pub fn on_change(&self, sink: live::Sink) {
        let _ = self.live.set(sink);
    }

    /// Changes whenever this process commits a write: a figure computed under one generation
    /// is still right while it holds (writes from other processes, such as the CLI on a live
    /// server, are what `cache::Memo`'s time bound is for).
    pub fn generation(&self) -> u64 {
        self.writes.load(Ordering::Acquire)
    }

    /// A read connection for synchronous callers already on a blocking thread.
    pub fn read_blocking(&self) -> ApiResult<PooledConnection<Manager>> {
        let conn = self.reads.get()?;
        lend_exponent(&self.exponent, &conn);
        Ok(conn)
    }

    /// The decimals of the agency's currency (see `exponent`), for callers off the database's
    /// threads: typed amounts are read with it.
    pub fn exponent(&self) -> ApiResult<u32> {
        match self.exponent.load(Ordering::Acquire) {
            UNKNOWN => {
                drop(self.read_blocking()?);
                Ok(crate::money::thread_exponent())
            }
            e => Ok(e),
        }
    }

    /// After the agency's currency changed: the next read looks it up again.
    pub fn money_changed(&self) {
        self.exponent.store(UNKNOWN, Ordering::Release);
    }

    /// The writer connection for synchronous callers (CLI, migrations, demo seeding).
    pub fn writer_blocking(&self) -> ApiResult<PooledConnection<Manager>> {
        let conn = self.writer.get()?;
        lend_exponent(&self.exponent, &conn);
        Ok(conn)
    }
}

fn pool(path: &Path, size: u32, flags: OpenFlags) -> Result<Pool<Manager>, String> {
    let manager = SqliteConnectionManager::file(path)
        .with_flags(flags | OpenFlags::SQLITE_OPEN_NO_MUTEX | OpenFlags::SQLITE_OPEN_URI)
        .with_init(configure);
    Pool::builder()
        .max_size(size)
        .min_idle(Some(0))
        .connection_timeout(Duration::from_secs(5))
        .build(manager)
        .map_err(|e| e.to_string())
}

pub async fn run_blocking<T, F>(f: F) -> ApiResult<T>
where
    T: Send + 'static,
    F: FnOnce() -> ApiResult<T> + Send + 'static,
{
    tokio::task::spawn_blocking(f)
        .await
        .map_err(|e| ApiError::internal(format!("blocking task failed: {e}")))?
}

/// Maps a UNIQUE violation to a conflict; any other failure stays an internal error.
pub fn unique_violation(e: &rusqlite::Error) -> bool {
    matches!(
        e,
        rusqlite::Error::SqliteFailure(err, _)
            if err.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_UNIQUE
                || err.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_PRIMARYKEY
    )
}

/// Current UTC time as RFC 3339 with second precision (sorts as text).
pub fn now() -> String {
    format_time(time::OffsetDateTime::now_utc())
}

pub use crate::dates::format_time;

/// Unix seconds as our stored time text.
pub fn iso_from_unix(secs: i64) -> String {
    format_time(
        time::OffsetDateTime::from_unix_timestamp(secs).unwrap_or(time::OffsetDateTime::UNIX_EPOCH),
    )
}

pub fn unix_from_iso(s: &str) -> Option<i64> {
    parse_time(s).map(|t| t.unix_timestamp())
}

pub fn parse_time(s: &str) -> Option<time::OffsetDateTime> {
    time::OffsetDateTime::parse(s, &time::format_description::well_known::Rfc3339).ok()
}

/// A list of ids as one JSON parameter, for `IN (SELECT value FROM json_each(?))`.
pub fn ids_json(ids: &[i64]) -> String {
    serde_json::to_string(ids).unwrap_or_else(|_| "[]".into())
}

/// Rows put back in the order of `ids` (a ranked page of search hits); unknown ids drop out.
pub fn in_order<T>(rows: Vec<T>, ids: &[i64], id: impl Fn(&T) -> i64) -> Vec<T> {
    let mut by_id: std::collections::HashMap<i64, T> =
        rows.into_iter().map(|r| (id(&r), r)).collect();
    ids.iter().filter_map(|i| by_id.remove(i)).collect()
}

/// The condition a list built at run time puts on its client column (`?N` for the caller to
/// number) and its value; None for the agency, whose lists are not narrowed at all, so that an
/// unfiltered count stays SQLite's count of an index instead of a test on every row.
pub fn narrowing(
    viewer: crate::domain::Scope,
    column: &str,
) -> Option<(String, rusqlite::types::Value)> {
    use crate::domain::Scope;
    use rusqlite::types::Value;
    match viewer {
        Scope::Agency => None,
        Scope::Assigned(user) => Some((
            format!("{column} IN (SELECT client_id FROM staff_assignments WHERE user_id = ?N)"),
            Value::Integer(user),
        )),
        own => Some((
            format!("{column} = ?N"),
            Value::Integer(own.client_filter().unwrap_or(0)),
        )),
    }
}
