//! `atrium storage migrate --to s3|disk`: the uploaded files moved from where they are to the
//! other store, verified, and only then removed from where they were.

use clap::{Subcommand, ValueEnum};

use super::CliResult;
use crate::config::{AppConfig, StorageBackend};
use crate::storage::{Store, migrate};

#[derive(Subcommand, Debug)]
pub enum StorageCommand {
    /// Move every uploaded file to the other store (stop the server first)
    ///
    /// Post images and videos, attachments, avatars and the logo are copied to the bucket (or
    /// back to the data dir), and each copy is checked where it lands. The old copies are
    /// deleted only once every file is in place, and a second run after an interruption skips
    /// the files already moved. Then change one line in config.toml, as printed at the end.
    Migrate {
        /// Where the files go: the [storage] bucket, or the uploads folder in the data dir
        #[arg(long, value_enum)]
        to: Target,
        /// Leave the old copies where they are
        #[arg(long)]
        keep_source: bool,
    },
}

#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Target {
    S3,
    Disk,
}

pub fn run(config: &AppConfig, cmd: StorageCommand) -> CliResult {
    let StorageCommand::Migrate { to, keep_source } = cmd;
    let (wanted, word) = match to {
        Target::S3 => (StorageBackend::S3, "s3"),
        Target::Disk => (StorageBackend::Disk, "disk"),
    };
    if config.storage.backend == wanted {
        return Err(format!(
            "the files are already on {word} ([storage] backend = \"{word}\"); nothing to move"
        ));
    }
    if let Some(problem) = config.storage.bucket_problem() {
        return Err(format!(
            "the bucket is not configured: {problem} (see config.example.toml)"
        ));
    }
    // A server writing while the files move could leave a new upload behind.
    let _held = crate::backup::hold(&config.data_dir)?;
    let disk = Store::disk(config.uploads_dir());
    let bucket = Store::bucket(&config.storage.target(), config.storage.link_seconds)?;
    let (from, into) = match to {
        Target::S3 => (&disk, &bucket),
        Target::Disk => (&bucket, &disk),
    };
    let moved = migrate::copy_all(from, into, |line| eprintln!("{line}"))?;
    println!(
        "copied: {}, already there: {}, failed: {}",
        moved.copied,
        moved.already,
        moved.failed.len()
    );
    for name in &moved.foreign {
        println!("left in place (not a file Atrium stored): {name}");
    }
    if !moved.failed.is_empty() {
        return Err(
            "some files were not copied; nothing was deleted. Run the same command again".into(),
        );
    }
    if keep_source {
        println!("the old copies were kept (--keep-source)");
    } else {
        let removed = migrate::remove_sources(from, &moved)?;
        println!("removed the old copies: {removed}");
    }
    println!("Now set, in config.toml under [storage]:\n\n    backend = \"{word}\"\n");
    Ok(())
}
