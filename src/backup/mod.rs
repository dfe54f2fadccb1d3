//! Backups of a data directory as one zip archive: a consistent copy of the database taken while
//! the server runs (`VACUUM INTO` reads one snapshot of the WAL database), the uploads, the
//! branding document, config.toml and the keys (without `social.key` connected accounts could
//! not be read back), and `manifest.json` with each file's SHA-256 and the schema version. An
//! archive is written under a `.partial` name and renamed once complete and synced, so a backup
//! cut off never looks like one. With media in a bucket, the archive lists them instead
//! (`media`).

mod guard;
pub mod media;
mod restore;
mod retention;

use std::fs::File;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::storage::Store;

pub use guard::{Running, clear_leftovers};
pub use restore::{DATABASE_FILES, hold, restore};
pub use retention::{
    Listed, MANUAL_PREFIX, SCHEDULED_PREFIX, list, prune, prune_manual, remove, scheduled,
    scheduled_name,
};

pub const MANIFEST: &str = "manifest.json";
const FORMAT: u32 = 1;
/// Top-level files copied as they are (the database is copied through SQLite).
const LOOSE: &[&str] = &["branding.json", "config.toml", "media.key", "social.key"];
/// Top-level directories copied whole.
const TREES: &[&str] = &["uploads"];

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Entry {
    pub path: String,
    pub bytes: u64,
    pub sha256: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Manifest {
    pub format: u32,
    pub atrium_version: String,
    pub schema_version: u32,
    pub created_at: String,
    pub files: Vec<Entry>,
}

/// Where backups go unless told otherwise.
pub fn default_dir(data_dir: &Path) -> PathBuf {
    data_dir.join(crate::config::BACKUP_DIR)
}

fn err(context: &str, e: impl std::fmt::Display) -> String {
    format!("{context}: {e}")
}

/// Reports progress: a bar on a terminal, nothing otherwise.
pub trait Progress {
    fn start(&self, total: u64, what: &str);
    fn advance(&self, bytes: u64);
    fn done(&self);
}

pub struct Quiet;

impl Progress for Quiet {
    fn start(&self, _: u64, _: &str) {}
    fn advance(&self, _: u64) {}
    fn done(&self) {}
}

/// Every file below `dir`, relative to `base`, sorted.
fn files_under(base: &Path, dir: &Path, out: &mut Vec<PathBuf>) -> Result<(), String> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Ok(());
    };
    for entry in entries {
        let entry = entry.map_err(|e| err(&dir.display().to_string(), e))?;
        let path = entry.path();
        let kind = entry
            .file_type()
            .map_err(|e| err(&path.display().to_string(), e))?;
        if kind.is_dir() {
            files_under(base, &path, out)?;
        } else if kind.is_file() {
            out.push(path.strip_prefix(base).unwrap_or(&path).to_path_buf());
        }
    }
    out.sort();
    Ok(())
}

/// Writes `bytes` into the archive under `name`, hashed like the files.
fn add_bytes(zip: &mut zip::ZipWriter<File>, name: &str, bytes: &[u8]) -> Result<Entry, String> {
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Stored)
        .large_file(true);
    zip.start_file(name, options).map_err(|e| err(name, e))?;
    zip.write_all(bytes).map_err(|e| err(name, e))?;
    Ok(Entry {
        path: name.to_string(),
        bytes: bytes.len() as u64,
        sha256: hex::encode(Sha256::digest(bytes)),
    })
}

/// Copies `from` into the archive under `name`, hashing as it goes.
fn add(
    zip: &mut zip::ZipWriter<File>,
    name: &str,
    from: &Path,
    progress: &dyn Progress,
) -> Result<Entry, String> {
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Stored)
        .large_file(true);
    zip.start_file(name, options).map_err(|e| err(name, e))?;
    let mut file = File::open(from).map_err(|e| err(&from.display().to_string(), e))?;
    let mut hash = Sha256::new();
    let mut buf = vec![0u8; 256 * 1024];
    let mut bytes = 0u64;
    loop {
        let n = file.read(&mut buf).map_err(|e| err(name, e))?;
        if n == 0 {
            break;
        }
        hash.update(&buf[..n]);
        zip.write_all(&buf[..n]).map_err(|e| err(name, e))?;
        bytes += n as u64;
        progress.advance(n as u64);
    }
    Ok(Entry {
        path: name.to_string(),
        bytes,
        sha256: hex::encode(hash.finalize()),
    })
}

/// UTC now as `YYYYMMDDTHHMMSSZ`, for names that sort as they were made.
pub fn timestamp() -> String {
    let now = time::OffsetDateTime::now_utc();
    format!(
        "{:04}{:02}{:02}T{:02}{:02}{:02}Z",
        now.year(),
        now.month() as u8,
        now.day(),
        now.hour(),
        now.minute(),
        now.second()
    )
}

/// Takes a backup of `data_dir` into `out` (default: `backups/atrium-backup-<time>.zip` in the
/// data directory); safe while the server runs and writes. Waits for a backup of the same data
/// directory that is under way (another request, the schedule, the CLI). Answers the archive.
pub fn create(
    data_dir: &Path,
    out: Option<&Path>,
    media: &Store,
    progress: &dyn Progress,
) -> Result<PathBuf, String> {
    let held = guard::Running::wait(data_dir)?;
    create_held(&held, data_dir, out, media, progress)
}

/// Takes a backup while holding the data directory's backup lock.
pub fn create_held(
    _held: &guard::Running,
    data_dir: &Path,
    out: Option<&Path>,
    media: &Store,
    progress: &dyn Progress,
) -> Result<PathBuf, String> {
    let target = match out {
        Some(p) => p.to_path_buf(),
        None => default_dir(data_dir).join(format!("atrium-backup-{}.zip", timestamp())),
    };
    let parent = target.parent().unwrap_or(Path::new(".")).to_path_buf();
    crate::storage::private_dir(&parent)?;
    // Nothing else is backing up this directory now: whatever a killed backup left is stale.
    guard::clear_leftovers(data_dir, &parent);
    let partial = target.with_extension("zip.partial");
    let snapshot = guard::snapshot_file(data_dir)?;
    let result = write_archive(data_dir, &partial, &snapshot, media, progress);
    let _ = std::fs::remove_file(&snapshot);
    match result {
        Ok(()) => {
            std::fs::rename(&partial, &target).map_err(|e| err("finishing the archive", e))?;
            // The rename itself must survive a power cut.
            if let Ok(dir) = File::open(&parent) {
                let _ = dir.sync_all();
            }
            Ok(target)
        }
        Err(e) => {
            let _ = std::fs::remove_file(&partial);
            Err(e)
        }
    }
}

fn write_archive(
    data_dir: &Path,
    partial: &Path,
    snapshot: &Path,
    media: &Store,
    progress: &dyn Progress,
) -> Result<(), String> {
    // One consistent snapshot of the database, even mid-write: VACUUM INTO reads inside one
    // read transaction and writes a compact copy.
    let db = data_dir.join("atrium.db");
    let conn = rusqlite::Connection::open_with_flags(
        &db,
        rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(|e| err(&db.display().to_string(), e))?;
    conn.busy_timeout(std::time::Duration::from_secs(30))
        .map_err(|e| err("database", e))?;
    let schema_version =
        crate::db::migrate::current_version(&conn).map_err(|e| err("database", e))?;
    conn.execute("VACUUM INTO ?1", [snapshot.to_string_lossy()])
        .map_err(|e| err("copying the database", e))?;
    drop(conn);

    let mut sources: Vec<(String, PathBuf)> =
        vec![("atrium.db".to_string(), snapshot.to_path_buf())];
    for name in LOOSE {
        let path = data_dir.join(name);
        if path.is_file() {
            sources.push((name.to_string(), path));
        }
    }
    let listed = match media.in_bucket() {
        true => Some(media::manifest(media)?),
        false => None,
    };
    for tree in TREES.iter().filter(|_| listed.is_none()) {
        let mut found = Vec::new();
        files_under(data_dir, &data_dir.join(tree), &mut found)?;
        for rel in found {
            let name = rel.to_string_lossy().replace('\\', "/");
            sources.push((name, data_dir.join(&rel)));
        }
    }
    let total = sources
        .iter()
        .map(|(_, p)| std::fs::metadata(p).map(|m| m.len()).unwrap_or(0))
        .sum();
    progress.start(total, "backup");

    let file = crate::storage::owner_only_file(partial)?;
    let mut zip = zip::ZipWriter::new(file);
    let mut files = Vec::with_capacity(sources.len());
    for (name, path) in &sources {
        files.push(add(&mut zip, name, path, progress)?);
    }
    if let Some(listed) = &listed {
        let text = serde_json::to_vec_pretty(listed).map_err(|e| err(media::MEDIA_MANIFEST, e))?;
        files.push(add_bytes(&mut zip, media::MEDIA_MANIFEST, &text)?);
    }
    let manifest = Manifest {
        format: FORMAT,
        atrium_version: env!("CARGO_PKG_VERSION").to_string(),
        schema_version,
        created_at: crate::db::now(),
        files,
    };
    let text = serde_json::to_vec_pretty(&manifest).map_err(|e| err("manifest", e))?;
    zip.start_file(MANIFEST, zip::write::SimpleFileOptions::default())
        .map_err(|e| err(MANIFEST, e))?;
    zip.write_all(&text).map_err(|e| err(MANIFEST, e))?;
    let file = zip.finish().map_err(|e| err("closing the archive", e))?;
    file.sync_all().map_err(|e| err("syncing the archive", e))?;
    progress.done();
    Ok(())
}

/// Checks an archive: the manifest, every file's size and SHA-256 (and nothing more or less),
/// the database's own integrity check, and that its schema is the one the manifest names.
pub fn verify(archive: &Path, progress: &dyn Progress) -> Result<Manifest, String> {
    let file = File::open(archive).map_err(|e| err(&archive.display().to_string(), e))?;
    let mut zip = zip::ZipArchive::new(file).map_err(|e| err("not a backup archive", e))?;
    let manifest: Manifest = {
        let mut m = zip.by_name(MANIFEST).map_err(|e| err("no manifest", e))?;
        let mut text = String::new();
        m.read_to_string(&mut text).map_err(|e| err(MANIFEST, e))?;
        serde_json::from_str(&text).map_err(|e| err(MANIFEST, e))?
    };
    if manifest.format != FORMAT {
        return Err(format!("unknown backup format {}", manifest.format));
    }
    let listed: std::collections::BTreeSet<&str> =
        manifest.files.iter().map(|f| f.path.as_str()).collect();
    let names: Vec<String> = zip
        .file_names()
        .map(|n| n.map(|c| c.into_owned()))
        .collect::<Result<_, _>>()
        .map_err(|e| err("archive", e))?;
    if let Some(extra) = names
        .iter()
        .find(|name| *name != MANIFEST && !listed.contains(name.as_str()))
    {
        return Err(format!("{extra} is in the archive but not in the manifest"));
    }
    progress.start(manifest.files.iter().map(|f| f.bytes).sum(), "verify");
    let scratch = Scratch::new()?;
    let db_copy = scratch.0.join("atrium.db");
    for entry in &manifest.files {
        let mut inner = zip
            .by_name(&entry.path)
            .map_err(|e| err(&format!("{} is missing", entry.path), e))?;
        let mut hash = Sha256::new();
        let mut out = (entry.path == "atrium.db")
            .then(|| File::create(&db_copy))
            .transpose()
            .map_err(|e| err("temporary copy", e))?;
        let mut buf = vec![0u8; 256 * 1024];
        let mut bytes = 0u64;
        loop {
            let n = inner.read(&mut buf).map_err(|e| err(&entry.path, e))?;
            if n == 0 {
                break;
            }
            hash.update(&buf[..n]);
            if let Some(out) = out.as_mut() {
                out.write_all(&buf[..n])
                    .map_err(|e| err("temporary copy", e))?;
            }
            bytes += n as u64;
            progress.advance(n as u64);
        }
        if bytes != entry.bytes || hex::encode(hash.finalize()) != entry.sha256 {
            return Err(format!(
                "{} does not match its checksum: the archive is damaged",
                entry.path
            ));
        }
    }
    if !listed.contains("atrium.db") {
        return Err("the archive holds no database".into());
    }
    let conn = rusqlite::Connection::open(&db_copy).map_err(|e| err("database copy", e))?;
    let check: String = conn
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .map_err(|e| err("integrity check", e))?;
    if check != "ok" {
        return Err(format!("the database fails its integrity check: {check}"));
    }
    let version =
        crate::db::migrate::current_version(&conn).map_err(|e| err("database copy", e))?;
    if version != manifest.schema_version {
        return Err(format!(
            "the database is at schema {version}, the manifest says {}",
            manifest.schema_version
        ));
    }
    progress.done();
    Ok(manifest)
}

/// A private directory under the system's temporary one, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new() -> Result<Scratch, String> {
        let dir = std::env::temp_dir().join(format!(
            "atrium-verify-{}-{}",
            std::process::id(),
            hex::encode(rand::random::<[u8; 6]>())
        ));
        crate::storage::private_dir(&dir)?;
        Ok(Scratch(dir))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
