//! `atrium audit verify`: walks the audit log's hash chain and says whether every entry is as
//! it was written.

use clap::Subcommand;

use super::{CliResult, open_db};
use crate::config::AppConfig;
use crate::db::audit::{self, Verified};

#[derive(Subcommand, Debug)]
pub enum AuditCommand {
    /// Check that no audit entry was changed, removed or reordered since it was written
    Verify,
}

pub fn run(config: &AppConfig, cmd: AuditCommand) -> CliResult {
    match cmd {
        AuditCommand::Verify => {
            let db = open_db(config)?;
            let conn = db.writer_blocking().map_err(|e| e.to_string())?;
            match audit::verify(&conn).map_err(|e| e.to_string())? {
                Verified::Intact(n) => {
                    println!("The audit log is intact: {n} entries, each as it was written.");
                    Ok(())
                }
                Verified::Broken { id, why } => Err(format!(
                    "the audit log was tampered with at entry {id}: {why}"
                )),
            }
        }
    }
}
