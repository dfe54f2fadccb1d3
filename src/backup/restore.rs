//! Restoring an archive into a data directory: verified first, refused while a server holds the
//! directory, the current data kept aside as a rollback copy, then the archive's files put in
//! place. The caller rebuilds the search index from the restored database.

use std::fs::File;
use std::io::Read;
use std::path::{Component, Path, PathBuf};

use super::{LOOSE, MANIFEST, Progress, TREES, err, timestamp, verify};

/// What `serve` holds for as long as it runs (see `hold`).
const LOCK: &str = "atrium.lock";

/// Taken by `serve` on its data directory: a restore (or a second server) finds it held. The
/// lock goes with the process, even one killed with SIGKILL.
pub fn hold(data_dir: &Path) -> Result<File, String> {
    let path = data_dir.join(LOCK);
    let file = File::options()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&path)
        .map_err(|e| err(&path.display().to_string(), e))?;
    match file.try_lock() {
        Ok(()) => Ok(file),
        Err(std::fs::TryLockError::WouldBlock) => Err(format!(
            "an Atrium server is running on {}; stop it first (systemctl stop atrium)",
            data_dir.display()
        )),
        Err(std::fs::TryLockError::Error(e)) => Err(err(&path.display().to_string(), e)),
    }
}

/// A relative path inside the data directory, or None for anything that could leave it.
fn inside(data_dir: &Path, name: &str) -> Option<PathBuf> {
    let rel = Path::new(name);
    rel.components()
        .all(|c| matches!(c, Component::Normal(_)))
        .then(|| data_dir.join(rel))
}

/// What goes aside with the database it belongs to when another takes its place: its WAL and
/// shared memory, Litestream's state, and the search index built from it.
pub const DATABASE_FILES: &[&str] = &[
    "atrium.db",
    "atrium.db-wal",
    "atrium.db-shm",
    "atrium.db-litestream",
    ".atrium.db-litestream",
    "index",
];

/// Restores `archive` into `data_dir`; answers the rollback copy of what was there.
pub fn restore(
    data_dir: &Path,
    archive: &Path,
    progress: &dyn Progress,
) -> Result<PathBuf, String> {
    let manifest = verify(archive, progress)?;
    std::fs::create_dir_all(data_dir).map_err(|e| err(&data_dir.display().to_string(), e))?;
    let _held = hold(data_dir)?;

    let rollback = data_dir.join(format!("rollback-{}", timestamp()));
    std::fs::create_dir_all(&rollback).map_err(|e| err("rollback copy", e))?;
    let mut current: Vec<&str> = DATABASE_FILES.to_vec();
    current.extend(LOOSE);
    current.extend(TREES);
    for name in current {
        let from = data_dir.join(name);
        if from.exists() {
            std::fs::rename(&from, rollback.join(name)).map_err(|e| err(name, e))?;
        }
    }

    let file = File::open(archive).map_err(|e| err(&archive.display().to_string(), e))?;
    let mut zip = zip::ZipArchive::new(file).map_err(|e| err("archive", e))?;
    progress.start(manifest.files.iter().map(|f| f.bytes).sum(), "restore");
    // The media manifest describes the bucket; it is read from the archive, not kept.
    let restored = |f: &&super::Entry| f.path != MANIFEST && f.path != super::media::MEDIA_MANIFEST;
    for entry in manifest.files.iter().filter(restored) {
        let target = inside(data_dir, &entry.path)
            .ok_or_else(|| format!("{} would land outside the data directory", entry.path))?;
        if let Some(parent) = target.parent() {
            std::fs::create_dir_all(parent).map_err(|e| err(&entry.path, e))?;
        }
        let mut inner = zip.by_name(&entry.path).map_err(|e| err(&entry.path, e))?;
        let mut out = {
            use std::os::unix::fs::OpenOptionsExt;
            File::options()
                .write(true)
                .create_new(true)
                .mode(0o600)
                .open(&target)
                .map_err(|e| err(&entry.path, e))?
        };
        let mut buf = vec![0u8; 256 * 1024];
        loop {
            let n = inner.read(&mut buf).map_err(|e| err(&entry.path, e))?;
            if n == 0 {
                break;
            }
            std::io::Write::write_all(&mut out, &buf[..n]).map_err(|e| err(&entry.path, e))?;
            progress.advance(n as u64);
        }
        out.sync_all().map_err(|e| err(&entry.path, e))?;
    }
    progress.done();
    Ok(rollback)
}
