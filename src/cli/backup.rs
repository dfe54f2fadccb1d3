//! `atrium backup create|list|verify` and `atrium restore`: archives of the data directory,
//! taken while the server runs, checked before they are trusted, restored with a rollback copy.

use std::io::IsTerminal;
use std::path::PathBuf;

use clap::Subcommand;
use indicatif::{ProgressBar, ProgressStyle};

use super::CliResult;
use crate::backup::{self, Progress, Quiet};
use crate::config::AppConfig;

#[derive(Subcommand, Debug)]
pub enum BackupCommand {
    /// Take a backup now (safe while the server runs)
    Create {
        /// Where to write the archive (default: backups/ in the data directory)
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// List the archives in a backup directory, newest first
    List {
        /// The directory (default: backups/ in the data directory)
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
        /// Print JSON
        #[arg(long)]
        json: bool,
        /// List the off-site copies in the [offsite] bucket instead
        #[arg(long, conflicts_with = "dir")]
        remote: bool,
    },
    /// Check an archive: checksums, manifest, the database's integrity
    Verify { file: PathBuf },
}

/// A bar on a terminal; nothing when the output goes to a file or a pipe.
struct Bar(ProgressBar);

impl Bar {
    fn for_stderr() -> Box<dyn Progress> {
        if !std::io::stderr().is_terminal() {
            return Box::new(Quiet);
        }
        let bar = ProgressBar::new(0);
        bar.set_style(
            ProgressStyle::with_template("{msg:8} [{bar:40}] {bytes}/{total_bytes} {eta}")
                .unwrap_or_else(|_| ProgressStyle::default_bar())
                .progress_chars("=> "),
        );
        Box::new(Bar(bar))
    }
}

impl Progress for Bar {
    fn start(&self, total: u64, what: &str) {
        self.0.set_length(total);
        self.0.set_position(0);
        self.0.set_message(what.to_string());
    }

    fn advance(&self, bytes: u64) {
        self.0.inc(bytes);
    }

    fn done(&self) {
        self.0.finish_and_clear();
    }
}

pub fn run(config: &AppConfig, cmd: BackupCommand) -> CliResult {
    let progress = Bar::for_stderr();
    match cmd {
        BackupCommand::Create { out } => {
            let media = crate::storage::Store::from_config(config)?;
            let path = backup::create(&config.data_dir, out.as_deref(), &media, progress.as_ref())?;
            let bytes = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
            println!("backup written: {} ({bytes} bytes)", path.display());
        }
        BackupCommand::List {
            remote: true, json, ..
        } => {
            let copies = crate::offsite::list(&config.offsite)?;
            if json {
                let rows: Vec<_> = copies
                    .iter()
                    .map(|c| serde_json::json!({ "name": c.name, "bytes": c.bytes }))
                    .collect();
                println!("{}", serde_json::Value::from(rows));
            } else if copies.is_empty() {
                println!("no off-site copies in bucket {}", config.offsite.bucket);
            }
            for c in copies.iter().filter(|_| !json) {
                println!("{}  {:>12} bytes", c.name, c.bytes);
            }
        }
        BackupCommand::List { dir, json, .. } => {
            let dir = dir.unwrap_or_else(|| backup::default_dir(&config.data_dir));
            let found = backup::list(&dir)?;
            if json {
                println!(
                    "{}",
                    serde_json::to_string(&found).map_err(|e| e.to_string())?
                );
            } else if found.is_empty() {
                println!("no backups in {}", dir.display());
            }
            for b in found.iter().filter(|_| !json) {
                println!(
                    "{}  {:>12} bytes  {}  schema {}",
                    b.file,
                    b.bytes,
                    b.created_at.as_deref().unwrap_or("(unreadable manifest)"),
                    b.schema_version.map_or("?".into(), |v| v.to_string())
                );
            }
            if !json && config.storage.backend == crate::config::StorageBackend::S3 {
                println!(
                    "media (uploads) are in the [storage] bucket: archives taken now hold the \
                     database and {}, a list of the files, not the files",
                    backup::media::MEDIA_MANIFEST
                );
            }
        }
        BackupCommand::Verify { file } => {
            let m = backup::verify(&file, progress.as_ref())?;
            println!(
                "ok: {} files, schema {}, taken {} by Atrium {}",
                m.files.len(),
                m.schema_version,
                m.created_at,
                m.atrium_version
            );
        }
    }
    Ok(())
}

/// `atrium restore --litestream`: the database from its replica, checked, with the one that was
/// there kept aside; then migrated and the search index rebuilt, as after any restore.
pub fn restore_litestream(
    config: &AppConfig,
    litestream: &std::path::Path,
    timestamp: Option<&str>,
) -> CliResult {
    let rollback = crate::offsite::litestream::restore(
        &config.data_dir,
        &config.offsite,
        litestream,
        timestamp,
    )?;
    let count = migrate_and_reindex(config)?;
    println!(
        "restored the database from its Litestream replica into {} (integrity check ok); \
         search index rebuilt ({count} documents). The database that was there is in {}",
        config.data_dir.display(),
        rollback.display()
    );
    Ok(())
}

/// `atrium restore FILE`: verify, keep what is there as a rollback copy, restore, migrate if the
/// archive is older than this binary, rebuild the search index. With `--remote`, FILE names an
/// off-site copy: it is downloaded and opened with the data directory's offsite.key first.
pub fn restore(config: &AppConfig, file: PathBuf, remote: bool) -> CliResult {
    let progress = Bar::for_stderr();
    let file = if remote {
        let name = file.to_string_lossy();
        let dir = config.backup.dir_for(&config.data_dir);
        let archive = crate::offsite::fetch(&config.data_dir, &config.offsite, &name, &dir)?;
        println!("downloaded and opened {name} into {}", archive.display());
        archive
    } else {
        file
    };
    let rollback = backup::restore(&config.data_dir, &file, progress.as_ref())?;
    let count = migrate_and_reindex(config)?;
    println!(
        "restored {} into {}; search index rebuilt ({count} documents). The data that was there is in {}",
        file.display(),
        config.data_dir.display(),
        rollback.display()
    );
    check_media(config, &file)
}

/// An archive of media in a bucket: the database came back; the files must still be there.
fn check_media(config: &AppConfig, archive: &std::path::Path) -> CliResult {
    let Some(listed) = backup::media::of_archive(archive)? else {
        return Ok(());
    };
    let media = crate::storage::Store::from_config(config)?;
    if !media.in_bucket() {
        return Err(format!(
            "the media of this backup are in a bucket ({} files listed in {}), but [storage] \
             here keeps them on disk: set backend = \"s3\" and the bucket, then run the \
             restore again to check them",
            listed.objects.len(),
            backup::media::MEDIA_MANIFEST
        ));
    }
    let missing = backup::media::missing(&listed, &media)?;
    if missing.is_empty() {
        println!(
            "media are in the bucket: all {} files the backup lists are there",
            listed.objects.len()
        );
        return Ok(());
    }
    for key in &missing {
        eprintln!("missing from the bucket: {key}");
    }
    Err(format!(
        "the database was restored, but {} of the {} media files the backup lists are not in \
         the bucket as they were",
        missing.len(),
        listed.objects.len()
    ))
}

/// After a restore: the database migrated if it is older than this binary, and the search index
/// rebuilt from it; answers the documents indexed.
fn migrate_and_reindex(config: &AppConfig) -> Result<usize, String> {
    let db = crate::startup::open_for(config)?;
    let index = crate::search::open(&config.data_dir)?;
    crate::search::rebuild(&index, &db).map_err(|e| e.to_string())
}
