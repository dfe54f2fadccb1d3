//! The command line: one file per command group.

mod admin;
mod audit;
mod backup;
mod bank;
mod config_show;
mod export;
mod jobs;
mod mail;
mod offsite;
mod ops;
mod prompt;
mod serve;
mod setup;
mod storage;

use std::path::PathBuf;

use clap::{Parser, Subcommand};

use crate::config::{AppConfig, Sources};
use crate::db::Db;

const EXAMPLES: &str = "\
Examples:
  atrium serve --demo                      run with demo data on http://127.0.0.1:8000
  atrium --data-dir /var/lib/atrium setup  write config.toml and create the first admin
  echo \"$PW\" | atrium admin create --email ops@agency.test --name \"Ops\" --password-stdin
  atrium bank set --holder \"Agency Ltd\" --iban AL47212110090000000235698741
  atrium mail outbox --to someone@example.com --last 1
  atrium export invoices --from 2026-01-01 --to 2026-03-31   the quarter for the accountant
  atrium jobs run billing --today 2026-12-01   raise the invoices due by that day
  atrium backup create && atrium backup list   a consistent backup while the server runs
  atrium storage migrate --to s3            move the uploads to the [storage] bucket
  atrium healthcheck || systemctl restart atrium
  atrium openapi > openapi.json            the API's OpenAPI 3.1 document

Every flag can also come from the environment (see --help of each command), and every
config key from ATRIUM_<KEY>, with __ for nesting: ATRIUM_MAIL__SMTP_HOST=smtp.example.com";

#[derive(Parser, Debug)]
#[command(name = "atrium", version, about = "Atrium: the portal for social media agencies", after_help = EXAMPLES)]
pub struct Cli {
    /// Config file (default: config.toml in the data dir, when present)
    #[arg(long, global = true, env = "ATRIUM_CONFIG", value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// Data directory holding the database, uploads and config.toml
    #[arg(long, global = true, env = "ATRIUM_DATA_DIR", value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Run the web server
    Serve(serve::ServeArgs),
    /// Configure a new installation (interactive on a terminal, or by flags)
    Setup(setup::SetupArgs),
    /// Manage agency admin accounts
    #[command(subcommand)]
    Admin(admin::AdminCommand),
    /// Check the audit log
    #[command(subcommand)]
    Audit(audit::AuditCommand),
    /// Show or set the bank account clients pay to
    #[command(subcommand)]
    Bank(bank::BankCommand),
    /// Export documents for the accountant
    #[command(subcommand)]
    Export(export::ExportCommand),
    /// Inspect outgoing mail
    #[command(subcommand)]
    Mail(mail::MailCommand),
    /// Show the configuration in effect
    #[command(subcommand)]
    Config(config_show::ConfigCommand),
    /// Back up the data directory, list and verify backups
    #[command(subcommand)]
    Backup(backup::BackupCommand),
    /// Copies off the machine: the key that seals them, a copy now, the last result
    #[command(subcommand)]
    Offsite(offsite::OffsiteCommand),
    /// Continuous replication of the database with Litestream, to the [offsite] bucket
    #[command(subcommand)]
    Litestream(offsite::LitestreamCommand),
    /// Restore a backup into the data directory (the server must be stopped)
    Restore {
        /// The archive, as written by `atrium backup create`; with --remote, the name of an
        /// off-site copy (`atrium backup list --remote`)
        #[arg(required_unless_present = "litestream")]
        file: Option<PathBuf>,
        /// Download the off-site copy FILE, open it with offsite.key, verify and restore it
        #[arg(long, conflicts_with = "litestream")]
        remote: bool,
        /// Restore the database from its Litestream replica in the [offsite] bucket (the
        /// uploads and keys come from a backup or the old machine)
        #[arg(long)]
        litestream: bool,
        /// With --litestream: the database as it was at this moment (RFC 3339, UTC)
        #[arg(long, requires = "litestream", value_name = "TIME")]
        timestamp: Option<String>,
        /// With --litestream: the litestream binary (default: litestream on the PATH)
        #[arg(
            long,
            env = "ATRIUM_LITESTREAM_BIN",
            default_value = "litestream",
            value_name = "PATH"
        )]
        litestream_bin: PathBuf,
    },
    /// Uploaded files: move them between the data dir and a bucket
    #[command(subcommand)]
    Storage(storage::StorageCommand),
    /// Run a scheduled job by hand (the server runs them on its own)
    #[command(subcommand)]
    Jobs(jobs::JobsCommand),
    /// Apply database migrations and exit
    Migrate,
    /// Rebuild the search index (clients, tasks, posts) from the database (stop the server first)
    Reindex,
    /// Exit 0 when the server at the configured address answers healthy, else 1
    Healthcheck,
    /// Print the API's OpenAPI document (JSON) and exit; needs no config or data
    Openapi,
}

impl Cli {
    fn sources(&self) -> Sources {
        Sources {
            config_file: self.config.clone(),
            data_dir: self.data_dir.clone(),
        }
    }
}

fn init_logging(default: &str) {
    let filter = tracing_subscriber::EnvFilter::try_from_env("ATRIUM_LOG")
        // Rocket's own launch chatter is noise next to our request log.
        .unwrap_or_else(|_| {
            tracing_subscriber::EnvFilter::new(format!("{default},rocket=error,_=error"))
        });
    // Logs go to stderr so that stdout carries only a command's output (e.g. --json).
    let colours = std::io::IsTerminal::is_terminal(&std::io::stderr());
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_target(false)
        .with_ansi(colours)
        .with_writer(std::io::stderr)
        .try_init();
}

/// A failure the CLI reports on stderr before exiting non-zero.
pub type CliResult = Result<(), String>;

pub async fn run(cli: Cli) -> i32 {
    // The document depends on the code alone, so it needs neither config nor data dir.
    if matches!(cli.command, Command::Openapi) {
        println!("{}", crate::api::openapi::to_json());
        return 0;
    }
    let is_serve = matches!(cli.command, Command::Serve(_));
    init_logging(if is_serve { "info" } else { "warn" });
    let sources = cli.sources();
    let config = match AppConfig::load(&sources) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("error: {e}");
            return 2;
        }
    };
    let result = match cli.command {
        Command::Serve(args) => serve::run(config, args).await,
        Command::Setup(args) => setup::run(config, &sources, args),
        Command::Admin(cmd) => admin::run(&config, cmd),
        Command::Audit(cmd) => audit::run(&config, cmd),
        Command::Bank(cmd) => bank::run(&config, cmd),
        Command::Export(cmd) => export::run(&config, cmd),
        Command::Mail(cmd) => mail::run(&config, cmd).await,
        Command::Backup(cmd) => backup::run(&config, cmd),
        Command::Config(cmd) => config_show::run(&config, &sources, cmd),
        Command::Restore {
            litestream: true,
            timestamp,
            litestream_bin,
            ..
        } => backup::restore_litestream(&config, &litestream_bin, timestamp.as_deref()),
        Command::Restore { file, remote, .. } => {
            backup::restore(&config, file.unwrap_or_default(), remote)
        }
        Command::Litestream(cmd) => offsite::litestream(&config, cmd),
        Command::Offsite(cmd) => offsite::run(&config, cmd),
        Command::Storage(cmd) => storage::run(&config, cmd),
        Command::Jobs(cmd) => jobs::run(&config, cmd).await,
        Command::Migrate => ops::migrate(&config),
        Command::Reindex => ops::reindex(&config),
        Command::Healthcheck => ops::healthcheck(&config),
        Command::Openapi => unreachable!("answered before the config is read"),
    };
    match result {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("error: {e}");
            1
        }
    }
}

/// Opens the database for a CLI command, migrating it first like the server would.
fn open_db(config: &AppConfig) -> Result<Db, String> {
    crate::startup::open_for(config)
}
