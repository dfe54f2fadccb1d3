//! Which archives a backup directory holds, when the next scheduled one is due, and which old
//! ones go: scheduled and manual archives each keep their own newest few, and an archive taken
//! before an upgrade is never removed.

use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};

use serde::Serialize;

use super::{MANIFEST, Manifest, Quiet, create, err, timestamp};

/// One archive in a backup directory.
#[derive(Debug, Clone, Serialize)]
pub struct Listed {
    pub file: String,
    pub bytes: u64,
    /// From the manifest; None when it cannot be read (the archive is damaged).
    pub created_at: Option<String>,
    pub schema_version: Option<u32>,
}

/// The finished archives in `dir`, newest first (`.partial` ones are not backups).
pub fn list(dir: &Path) -> Result<Vec<Listed>, String> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Ok(Vec::new());
    };
    let mut out = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().and_then(|e| e.to_str()) != Some("zip") {
            continue;
        }
        let manifest = File::open(&path)
            .ok()
            .and_then(|f| zip::ZipArchive::new(f).ok())
            .and_then(|mut z| {
                let mut text = String::new();
                z.by_name(MANIFEST).ok()?.read_to_string(&mut text).ok()?;
                serde_json::from_str::<Manifest>(&text).ok()
            });
        out.push(Listed {
            file: entry.file_name().to_string_lossy().into_owned(),
            bytes: entry.metadata().map(|m| m.len()).unwrap_or(0),
            created_at: manifest.as_ref().map(|m| m.created_at.clone()),
            schema_version: manifest.map(|m| m.schema_version),
        });
    }
    out.sort_by(|a, b| b.file.cmp(&a.file));
    Ok(out)
}

/// Scheduled archives are named so; their prune only ever removes these.
pub const SCHEDULED_PREFIX: &str = "atrium-backup-";
/// Archives an admin took from Settings, kept under a retention of their own.
pub const MANUAL_PREFIX: &str = "manual-backup-";

/// The scheduled backup: takes one when the newest scheduled archive in `dir` is `every_hours`
/// old (or there is none), then keeps the newest `keep`; a backup under way is waited for, and
/// leftovers of a cut-off one are removed. Answers the archive taken, if any.
pub fn scheduled(
    data_dir: &Path,
    dir: &Path,
    every_hours: u32,
    keep: u32,
    media: &crate::storage::Store,
) -> Result<Option<PathBuf>, String> {
    if every_hours == 0 {
        return Ok(None);
    }
    let now = std::time::SystemTime::now();
    let age = |p: &Path| {
        std::fs::metadata(p)
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| now.duration_since(t).ok())
    };
    let ours = |l: &Listed| l.file.starts_with(SCHEDULED_PREFIX);
    let newest = list(dir)?.into_iter().find(ours);
    let due = newest.is_none_or(|l| {
        age(&dir.join(&l.file)).is_none_or(|a| a.as_secs() + 60 >= u64::from(every_hours) * 3600)
    });
    if !due {
        return Ok(None);
    }
    let archive = create(data_dir, Some(&dir.join(scheduled_name())), media, &Quiet)?;
    prune(dir, keep)?;
    Ok(Some(archive))
}

/// A scheduled archive's name: the time in it sorts as the archives were taken.
pub fn scheduled_name() -> String {
    format!("{SCHEDULED_PREFIX}{}.zip", timestamp())
}

/// Keeps the newest `keep` scheduled archives in `dir` (at least one); others are left alone.
pub fn prune(dir: &Path, keep: u32) -> Result<(), String> {
    prune_named(dir, SCHEDULED_PREFIX, keep)
}

/// Keeps the newest `keep` archives taken by hand (at least one); others are left alone.
pub fn prune_manual(dir: &Path, keep: u32) -> Result<(), String> {
    prune_named(dir, MANUAL_PREFIX, keep)
}

fn prune_named(dir: &Path, prefix: &str, keep: u32) -> Result<(), String> {
    for old in list(dir)?
        .into_iter()
        .filter(|l| l.file.starts_with(prefix))
        .skip(keep.max(1) as usize)
    {
        let _ = std::fs::remove_file(dir.join(old.file));
    }
    Ok(())
}

/// Deletes one archive the list shows; answers false for any other name (never a path).
pub fn remove(dir: &Path, file: &str) -> Result<bool, String> {
    if !list(dir)?.iter().any(|l| l.file == file) {
        return Ok(false);
    }
    std::fs::remove_file(dir.join(file)).map_err(|e| err(file, e))?;
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backup::verify;

    fn age_by(path: &Path, hours: u64) {
        let then = std::time::SystemTime::now() - std::time::Duration::from_secs(hours * 3600);
        File::options()
            .write(true)
            .open(path)
            .unwrap()
            .set_modified(then)
            .unwrap();
    }

    #[test]
    fn scheduled_backups_come_when_due_and_only_their_own_old_ones_are_pruned() {
        let data = tempfile::tempdir().unwrap();
        rusqlite::Connection::open(data.path().join("atrium.db"))
            .unwrap()
            .execute_batch("CREATE TABLE t (x); PRAGMA user_version = 3;")
            .unwrap();
        let dir = data.path().join("backups");
        std::fs::create_dir_all(&dir).unwrap();
        let kept = dir.join("pre-upgrade-schema-2-to-3-1.zip");
        std::fs::write(&kept, b"not ours").unwrap();
        let stale = dir.join("atrium-backup-x.zip.partial");
        std::fs::write(&stale, b"cut off").unwrap();
        age_by(&stale, 2);
        let media = crate::storage::Store::disk(data.path().join("uploads"));
        let scheduled = |dir: &Path, every, keep| scheduled(data.path(), dir, every, keep, &media);

        assert_eq!(scheduled(&dir, 0, 2).unwrap(), None, "0 turns them off");
        let first = scheduled(&dir, 24, 2).unwrap().expect("none yet: due");
        assert!(!stale.exists(), "a cut-off archive is cleared");
        assert_eq!(scheduled(&dir, 24, 2).unwrap(), None, "not due yet");
        for _ in 0..3 {
            for l in list(&dir).unwrap() {
                age_by(&dir.join(&l.file), 25);
            }
            std::thread::sleep(std::time::Duration::from_millis(1100));
            assert!(scheduled(&dir, 24, 2).unwrap().is_some());
        }
        let names: Vec<String> = list(&dir).unwrap().into_iter().map(|l| l.file).collect();
        let ours = names
            .iter()
            .filter(|n| n.starts_with(SCHEDULED_PREFIX))
            .count();
        assert_eq!(ours, 2, "{names:?}");
        assert!(!first.exists(), "the oldest went first");
        assert!(kept.exists(), "an archive it did not take is never removed");
        let newest = names
            .iter()
            .find(|n| n.starts_with(SCHEDULED_PREFIX))
            .unwrap();
        assert!(verify(&dir.join(newest), &Quiet).is_ok());
    }
}
