//! Copies of the scheduled backups off the machine, on any S3-compatible store: each archive is
//! sealed here (`seal`), uploaded with its checksum confirmed by the store (`storage::bucket`), and the
//! remote copies are pruned by a retention of their own (`keep`). `atrium backup list --remote`
//! and `atrium restore --remote NAME` read them back; each try is recorded for Settings and the
//! health check (`db::offsite`).

pub mod keep;
pub mod litestream;
pub mod run;
pub mod seal;

use std::path::{Path, PathBuf};

pub use crate::config::OffsiteConfig;
pub use crate::storage::bucket::{Object, Remote};
pub use seal::{KEY_FILE, Key};

/// Every copy's name starts as the scheduled archive's does, so its time is in its name.
pub const NAME_PREFIX: &str = crate::backup::SCHEDULED_PREFIX;
const SEALED: &str = ".sealed";

/// The store, or why copies cannot be made.
pub fn remote(cfg: &OffsiteConfig) -> Result<Remote, String> {
    if !cfg.enabled() {
        return Err("no off-site target: set [offsite] endpoint and bucket".into());
    }
    Remote::new(&cfg.target())
}

fn policy(cfg: &OffsiteConfig) -> keep::Policy {
    keep::Policy {
        daily: cfg.keep_daily,
        weekly: cfg.keep_weekly,
        monthly: cfg.keep_monthly,
    }
}

/// A copy that went up.
#[derive(Debug, Clone)]
pub struct Sent {
    pub name: String,
    pub bytes: u64,
    /// Older copies the retention removed.
    pub pruned: Vec<String>,
}

/// Seals `archive`, uploads it, then prunes the remote copies by the retention.
pub fn send(data_dir: &Path, cfg: &OffsiteConfig, archive: &Path) -> Result<Sent, String> {
    let remote = remote(cfg)?;
    let key = Key::load(data_dir)?;
    let file = archive
        .file_name()
        .and_then(|n| n.to_str())
        .ok_or("the archive has no file name")?;
    let name = format!("{file}{SEALED}");
    if let Some(dir) = archive.parent() {
        clear_stale(dir);
    }
    let sealed = Scratch(archive.with_file_name(format!(".{name}.partial")));
    seal::seal(&key, archive, &sealed.0)?;
    let bytes = remote.put(&name, &sealed.0)?;
    let names: Vec<String> = remote.list()?.into_iter().map(|o| o.name).collect();
    let mut pruned = Vec::new();
    for old in keep::to_delete(&names, policy(cfg)) {
        // The copy just made is the newest, which the retention always keeps.
        remote.delete(&old)?;
        pruned.push(old);
    }
    Ok(Sent {
        name,
        bytes,
        pruned,
    })
}

/// The copies in the bucket, newest first.
pub fn list(cfg: &OffsiteConfig) -> Result<Vec<Object>, String> {
    Ok(remote(cfg)?
        .list()?
        .into_iter()
        .filter(|o| o.name.ends_with(SEALED) && keep::day_of(&o.name).is_some())
        .collect())
}

/// Downloads the copy `name` and opens it into an archive in `dir`; answers the archive. The key
/// is checked before anything is downloaded.
pub fn fetch(
    data_dir: &Path,
    cfg: &OffsiteConfig,
    name: &str,
    dir: &Path,
) -> Result<PathBuf, String> {
    let key = Key::load(data_dir)?;
    let plain = name
        .strip_suffix(SEALED)
        .filter(|p| keep::day_of(name).is_some() && !p.contains('/'))
        .ok_or_else(|| {
            format!("{name} is not the name of an off-site copy (see backup list --remote)")
        })?;
    let remote = remote(cfg)?;
    crate::storage::private_dir(dir)?;
    clear_stale(dir);
    let sealed = Scratch(dir.join(format!(".{name}.partial")));
    remote.get(name, &sealed.0)?;
    let archive = dir.join(plain);
    seal::open(&key, &sealed.0, &archive)?;
    Ok(archive)
}

/// Sealed files a killed process left half-written (a live one is never this old: sealing reads
/// at disk speed, and a download that slow would have timed out).
fn clear_stale(dir: &Path) {
    let stale = std::time::Duration::from_secs(6 * 3600);
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let old = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|age| age > stale);
        if name.starts_with('.') && name.ends_with(&format!("{SEALED}.partial")) && old {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// A temporary file removed when dropped, whatever happened.
struct Scratch(PathBuf);

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}
