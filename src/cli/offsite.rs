//! `atrium offsite init|push|status`: the key that seals copies sent off the machine, a copy sent
//! now, and where the copies stand. Listing and restoring are `backup list --remote` and
//! `restore --remote NAME`.

use clap::Subcommand;

use super::CliResult;
use crate::config::AppConfig;
use crate::offsite::{self, Key};

#[derive(Subcommand, Debug)]
pub enum OffsiteCommand {
    /// Write the key that seals off-site copies and print it once (keep it off this machine)
    Init {
        /// Use this key (64 hex characters, as printed by an earlier init) instead of a new one:
        /// how a new machine reads the copies of the old one
        #[arg(long, value_name = "HEX", env = "ATRIUM_OFFSITE_KEY")]
        key: Option<String>,
    },
    /// Take a backup now and send its sealed copy off the machine
    Push,
    /// The last copy and its result
    Status,
}

pub fn run(config: &AppConfig, cmd: OffsiteCommand) -> CliResult {
    match cmd {
        OffsiteCommand::Init { key } => {
            let given = key.is_some();
            let key = match key {
                Some(hex) => Key::from_hex(&hex)?,
                None => Key::generate(),
            };
            crate::storage::private_dir(&config.data_dir)?;
            key.save(&config.data_dir)?;
            if given {
                println!(
                    "off-site key {} written to {}",
                    key.id(),
                    config.data_dir.join(offsite::KEY_FILE).display()
                );
            } else {
                println!("off-site key (id {}):\n\n    {}\n", key.id(), key.to_hex());
                println!(
                    "Keep this key somewhere other than this machine (a password manager).\n\
                     Without it, the off-site copies cannot be read: not by you, not by anyone.\n\
                     On a new machine: atrium offsite init --key <the key>"
                );
            }
        }
        OffsiteCommand::Push => {
            let dir = config.backup.dir_for(&config.data_dir);
            let archive = crate::backup::create(
                &config.data_dir,
                Some(&dir.join(crate::backup::scheduled_name())),
                &crate::storage::Store::from_config(config)?,
                &crate::backup::Quiet,
            )?;
            let db = super::open_db(config)?;
            let sent = crate::offsite::run::copy_and_record(
                &db,
                &config.data_dir,
                &config.offsite,
                &archive,
            )
            .map_err(|(e, failures)| format!("{e} ({failures} failed tries in a row)"))?;
            println!("{sent}");
        }
        OffsiteCommand::Status => {
            let db = super::open_db(config)?;
            let status = db
                .read_here(crate::db::offsite::status)
                .map_err(|e| e.to_string())?;
            if !config.offsite.enabled() {
                println!("no off-site target configured ([offsite] endpoint and bucket)");
            }
            match (&status.last_copy_at, &status.last_copy_name) {
                (Some(at), Some(name)) => println!("last copy: {name} at {at}"),
                _ => println!("no copy sent yet"),
            }
            if let Some(e) = &status.last_error {
                println!("last try failed ({} in a row): {e}", status.failures_in_row);
            }
        }
    }
    Ok(())
}

#[derive(Subcommand, Debug)]
pub enum LitestreamCommand {
    /// Print litestream.yml for this data directory's database, replicating to the [offsite]
    /// bucket under <prefix>/litestream (install.sh --litestream writes it to /etc)
    Config,
    /// Print the bucket's keys as Litestream reads them (for a root-only EnvironmentFile)
    Env,
}

pub fn litestream(config: &AppConfig, cmd: LitestreamCommand) -> CliResult {
    match cmd {
        LitestreamCommand::Config => {
            print!(
                "{}",
                offsite::litestream::config(&config.data_dir, &config.offsite)?
            );
        }
        LitestreamCommand::Env => {
            offsite::remote(&config.offsite)?;
            for (name, value) in offsite::litestream::env(&config.offsite) {
                println!("{name}={value}");
            }
        }
    }
    Ok(())
}
