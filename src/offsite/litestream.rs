//! Continuous replication of `atrium.db` with Litestream, to the same `[offsite]` bucket (under
//! `<prefix>/litestream`): the configuration Atrium writes for it (`atrium litestream config`,
//! keys apart in `atrium litestream env`), and a point-in-time restore onto a data directory
//! (`atrium restore --litestream`), which runs `litestream restore` beside the live files, checks
//! the result, and only then puts it in place with the old database kept as a rollback copy.

use std::path::{Path, PathBuf};
use std::process::Command;

use super::OffsiteConfig;

/// How often Litestream ships the WAL: what a machine lost at once can cost, at most.
pub const SYNC_INTERVAL_SECS: u32 = 1;

fn quoted(text: &str) -> String {
    // A JSON string is a YAML string.
    serde_json::Value::from(text).to_string()
}

/// The replica's folder in the bucket.
pub fn replica_path(cfg: &OffsiteConfig) -> String {
    match cfg.prefix.trim_matches('/') {
        "" => "litestream".into(),
        p => format!("{p}/litestream"),
    }
}

/// litestream.yml for the database in `data_dir`; the keys come from the environment
/// (LITESTREAM_ACCESS_KEY_ID, LITESTREAM_SECRET_ACCESS_KEY), never from this file.
pub fn config(data_dir: &Path, cfg: &OffsiteConfig) -> Result<String, String> {
    super::remote(cfg)?;
    let db = data_dir.join("atrium.db");
    Ok(format!(
        "# Written by `atrium litestream config`: replicates {db} to the [offsite] bucket.\n\
         # The keys are in the environment (atrium litestream env), not here.\n\
         dbs:\n  - path: {path}\n    replica:\n      type: s3\n      bucket: {bucket}\n      \
         path: {replica}\n      endpoint: {endpoint}\n      region: {region}\n      \
         force-path-style: {path_style}\n      sync-interval: {SYNC_INTERVAL_SECS}s\n",
        db = db.display(),
        path = quoted(&db.to_string_lossy()),
        bucket = quoted(&cfg.bucket),
        replica = quoted(&replica_path(cfg)),
        endpoint = quoted(cfg.endpoint.trim()),
        region = quoted(&cfg.region),
        path_style = cfg.path_style,
    ))
}

/// The keys as Litestream reads them.
pub fn env(cfg: &OffsiteConfig) -> [(&'static str, String); 2] {
    [
        ("LITESTREAM_ACCESS_KEY_ID", cfg.access_key.clone()),
        ("LITESTREAM_SECRET_ACCESS_KEY", cfg.secret_key.clone()),
    ]
}

/// Restores the replica as of `timestamp` (RFC 3339; None: the latest) into `data_dir`, whose
/// server must be stopped; answers the rollback directory holding the database that was there.
pub fn restore(
    data_dir: &Path,
    cfg: &OffsiteConfig,
    litestream: &Path,
    timestamp: Option<&str>,
) -> Result<PathBuf, String> {
    std::fs::create_dir_all(data_dir).map_err(|e| format!("{}: {e}", data_dir.display()))?;
    let _held = crate::backup::hold(data_dir)?;
    let yml = data_dir.join(".litestream-restore.yml");
    let restored = data_dir.join(".litestream-restore.db");
    let cleanup = |paths: &[&Path]| {
        for p in paths {
            let _ = std::fs::remove_file(p);
        }
    };
    cleanup(&[&yml, &restored]);
    // The removal above: this file is the restore's own, never another's.
    std::io::Write::write_all(
        &mut crate::storage::owner_only_file(&yml)?,
        config(data_dir, cfg)?.as_bytes(),
    )
    .map_err(|e| e.to_string())?;
    let mut cmd = Command::new(litestream);
    cmd.arg("restore")
        .arg("-config")
        .arg(&yml)
        .arg("-o")
        .arg(&restored);
    if let Some(t) = timestamp {
        cmd.arg("-timestamp").arg(t);
    }
    cmd.arg(data_dir.join("atrium.db")).envs(env(cfg));
    // Litestream 0.5 refuses to start a restore at all when this is set ("unable to add custom
    // RootCAs HTTPClient"), and some hosts set it for every program; its own CA handling (the
    // system roots, with an embedded fallback) applies without it.
    cmd.env_remove("AWS_CA_BUNDLE");
    let out = cmd.output().map_err(|e| {
        format!(
            "running {}: {e} (install Litestream, or --litestream-bin)",
            litestream.display()
        )
    });
    cleanup(&[&yml]);
    let out = out?;
    if !out.status.success() {
        cleanup(&[&restored]);
        return Err(format!(
            "litestream restore failed: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    let check = rusqlite::Connection::open(&restored)
        .and_then(|c| c.query_row("PRAGMA integrity_check", [], |r| r.get::<_, String>(0)));
    match check {
        Ok(ok) if ok == "ok" => {}
        other => {
            cleanup(&[&restored]);
            return Err(format!(
                "the restored database fails its integrity check: {other:?}"
            ));
        }
    }
    let rollback = data_dir.join(format!("rollback-{}", crate::backup::timestamp()));
    std::fs::create_dir_all(&rollback).map_err(|e| format!("rollback copy: {e}"))?;
    for name in crate::backup::DATABASE_FILES {
        let from = data_dir.join(name);
        if from.exists() {
            std::fs::rename(&from, rollback.join(name)).map_err(|e| format!("{name}: {e}"))?;
        }
    }
    std::fs::rename(&restored, data_dir.join("atrium.db"))
        .map_err(|e| format!("putting the restored database in place: {e}"))?;
    Ok(rollback)
}
