//! Copies of the scheduled backups off the machine, on any S3-compatible store: each archive is
//! sealed here (`seal`), uploaded with its checksum confirmed by the store (`bucket`), and the
//! remote copies are pruned by a retention of their own (`keep`). `atrium backup list --remote`
//! and `atrium restore --remote NAME` read them back; each try is recorded for Settings and the
//! health check (`db::offsite`).

pub mod bucket;
pub mod keep;
pub mod litestream;
pub mod run;
pub mod seal;

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

pub use bucket::{Object, Remote};
pub use seal::{KEY_FILE, Key};

/// Every copy's name starts as the scheduled archive's does, so its time is in its name.
pub const NAME_PREFIX: &str = crate::backup::SCHEDULED_PREFIX;
const SEALED: &str = ".sealed";

/// `[offsite]`: where copies go. Empty `endpoint` or `bucket` means no off-site copies.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct OffsiteConfig {
    /// The store's address, e.g. `https://s3.eu-central-1.amazonaws.com`,
    /// `https://<account>.r2.cloudflarestorage.com`, `https://s3.us-west-004.backblazeb2.com`.
    pub endpoint: String,
    pub bucket: String,
    /// The store's region (`auto` for R2; any name for MinIO, SeaweedFS, Garage).
    pub region: String,
    /// A folder inside the bucket, so one bucket can hold several instances' copies.
    pub prefix: String,
    pub access_key: String,
    pub secret_key: String,
    /// `bucket` in the path (`https://host/bucket/key`), as self-hosted stores expect; false for
    /// the bucket in the host name (`https://bucket.host/key`).
    pub path_style: bool,
    /// Copies kept: the newest of each of the last `keep_daily` days, `keep_weekly` weeks and
    /// `keep_monthly` months.
    pub keep_daily: u32,
    pub keep_weekly: u32,
    pub keep_monthly: u32,
}

impl Default for OffsiteConfig {
    fn default() -> Self {
        OffsiteConfig {
            endpoint: String::new(),
            bucket: String::new(),
            region: "us-east-1".into(),
            prefix: String::new(),
            access_key: String::new(),
            secret_key: String::new(),
            path_style: true,
            keep_daily: 7,
            keep_weekly: 4,
            keep_monthly: 12,
        }
    }
}

impl OffsiteConfig {
    pub fn enabled(&self) -> bool {
        !self.endpoint.trim().is_empty() && !self.bucket.trim().is_empty()
    }

    fn policy(&self) -> keep::Policy {
        keep::Policy {
            daily: self.keep_daily,
            weekly: self.keep_weekly,
            monthly: self.keep_monthly,
        }
    }

    /// The store, or why copies cannot be made.
    pub fn remote(&self) -> Result<Remote, String> {
        if !self.enabled() {
            return Err("no off-site target: set [offsite] endpoint and bucket".into());
        }
        Remote::new(self)
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
    let remote = cfg.remote()?;
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
    for old in keep::to_delete(&names, cfg.policy()) {
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
    Ok(cfg
        .remote()?
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
    let remote = cfg.remote()?;
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
