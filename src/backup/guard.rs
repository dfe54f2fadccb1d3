//! One backup of a data directory at a time, and nothing left behind by one that was cut off.
//!
//! Backups can start from three places at once: an admin's request, the schedule and the CLI
//! (another process). They take an exclusive `flock` on `backup.lock` in the data directory, which
//! holds across processes and, because each holder opens the file anew, between threads of one
//! process too; the kernel drops it with the process, even on SIGKILL. Whoever holds it knows no
//! other backup is running, so every snapshot and partial archive it finds is a leftover.

use std::fs::File;
use std::path::{Path, PathBuf};

use super::{MANUAL_PREFIX, SCHEDULED_PREFIX, err};

const LOCK: &str = "backup.lock";
/// The database copy a backup makes before zipping it (`VACUUM INTO`).
const SNAPSHOT_PREFIX: &str = ".atrium-snapshot-";
/// Archives named by Atrium itself; only their partial files are cleared, never a stranger's.
const PRE_UPGRADE_PREFIX: &str = "pre-upgrade-";

/// The data directory's backup lock, held while one backup runs.
pub struct Running(#[allow(dead_code)] File);

impl Running {
    fn open(data_dir: &Path) -> Result<File, String> {
        use std::os::unix::fs::OpenOptionsExt;
        let path = data_dir.join(LOCK);
        File::options()
            .create(true)
            .truncate(false)
            .write(true)
            .mode(0o600)
            .open(&path)
            .map_err(|e| err(&path.display().to_string(), e))
    }

    /// Waits for the backup under way, if any, then holds the lock.
    pub fn wait(data_dir: &Path) -> Result<Running, String> {
        let file = Running::open(data_dir)?;
        file.lock().map_err(|e| err(LOCK, e))?;
        Ok(Running(file))
    }

    /// Holds the lock now, or answers `None` while another backup runs.
    pub fn try_now(data_dir: &Path) -> Result<Option<Running>, String> {
        let file = Running::open(data_dir)?;
        match file.try_lock() {
            Ok(()) => Ok(Some(Running(file))),
            Err(std::fs::TryLockError::WouldBlock) => Ok(None),
            Err(std::fs::TryLockError::Error(e)) => Err(err(LOCK, e)),
        }
    }
}

/// A fresh, empty file for the database snapshot, readable by the owner only: it is a full copy
/// of the database. `VACUUM INTO` accepts an empty file and keeps its mode.
pub(super) fn snapshot_file(data_dir: &Path) -> Result<PathBuf, String> {
    use std::os::unix::fs::OpenOptionsExt;
    let name = format!(
        "{SNAPSHOT_PREFIX}{}.db",
        hex::encode(rand::random::<[u8; 8]>())
    );
    let path = data_dir.join(name);
    File::options()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(&path)
        .map_err(|e| err("database snapshot", e))?;
    Ok(path)
}

/// Removes what a killed backup left: database snapshots in the data directory (and in `dir`,
/// where earlier versions put them) and Atrium's own `.partial` archives in `dir`. Call it only
/// while holding the lock (`Running`), or before the server starts any backup.
pub fn clear_leftovers(data_dir: &Path, dir: &Path) {
    for folder in [data_dir, dir] {
        for entry in std::fs::read_dir(folder).into_iter().flatten().flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let snapshot = name.starts_with(SNAPSHOT_PREFIX) && name.ends_with(".db");
            let partial = name.ends_with(".zip.partial")
                && [SCHEDULED_PREFIX, MANUAL_PREFIX, PRE_UPGRADE_PREFIX]
                    .iter()
                    .any(|p| name.starts_with(p));
            if (snapshot || (partial && folder == dir))
                && let Err(e) = std::fs::remove_file(entry.path())
            {
                tracing::warn!("could not remove backup leftover {name}: {e}");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    #[test]
    fn the_database_snapshot_is_readable_by_the_owner_only_and_never_reused() {
        let dir = tempfile::tempdir().unwrap();
        let a = snapshot_file(dir.path()).unwrap();
        let b = snapshot_file(dir.path()).unwrap();
        assert_ne!(a, b);
        let mode = std::fs::metadata(&a).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
    }

    #[test]
    fn the_lock_is_refused_while_held_even_within_one_process() {
        let dir = tempfile::tempdir().unwrap();
        let held = Running::wait(dir.path()).unwrap();
        assert!(Running::try_now(dir.path()).unwrap().is_none());
        drop(held);
        assert!(Running::try_now(dir.path()).unwrap().is_some());
    }
}
