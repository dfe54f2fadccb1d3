//! `atrium bank set | show`: the same rules as `POST /api/admin/bank-settings/`.

use clap::Subcommand;

use super::{CliResult, open_db};
use crate::bank::{self, BankInput};
use crate::config::AppConfig;
use crate::db::bank as repo;
use crate::error::ApiError;

#[derive(Subcommand, Debug)]
pub enum BankCommand {
    /// Save the bank account shown to clients paying by transfer
    Set {
        /// Account holder's full name
        #[arg(long)]
        holder: String,
        #[arg(long)]
        iban: String,
        #[arg(long)]
        bank_name: Option<String>,
        /// SWIFT/BIC code
        #[arg(long)]
        swift: Option<String>,
        /// Additional payment instructions (at most 500 characters)
        #[arg(long)]
        info: Option<String>,
    },
    /// Print the saved bank account
    Show,
}

fn describe(e: ApiError) -> String {
    match e {
        ApiError::Validation { fields, .. } => fields
            .iter()
            .map(|(f, problems)| format!("{f}: {}", problems.join(" ")))
            .collect::<Vec<_>>()
            .join("; "),
        other => other.to_string(),
    }
}

pub fn run(config: &AppConfig, cmd: BankCommand) -> CliResult {
    let db = open_db(config)?;
    let conn = db.writer_blocking().map_err(|e| e.to_string())?;
    match cmd {
        BankCommand::Set {
            holder,
            iban,
            bank_name,
            swift,
            info,
        } => {
            let settings = bank::parse(&BankInput {
                admin_full_name: Some(&holder),
                iban: Some(&iban),
                bank_name: bank_name.as_deref(),
                swift_code: swift.as_deref(),
                additional_info: info.as_deref(),
            })
            .map_err(describe)?;
            repo::save(&conn, &settings).map_err(|e| e.to_string())?;
            println!(
                "Bank account saved: {} / {}",
                settings.admin_full_name, settings.iban
            );
            Ok(())
        }
        BankCommand::Show => {
            let s = repo::get(&conn).map_err(|e| e.to_string())?;
            if !s.configured {
                println!(
                    "No bank account configured. Set one with: atrium bank set --holder N --iban I"
                );
                return Ok(());
            }
            println!("Holder:      {}", s.admin_full_name);
            println!("IBAN:        {}", s.iban);
            println!("Bank:        {}", s.bank_name);
            println!("SWIFT/BIC:   {}", s.swift_code);
            println!("Information: {}", s.additional_info);
            Ok(())
        }
    }
}
