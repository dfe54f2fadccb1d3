//! `atrium export invoices --from --to`: the accountant's export of a period, as the Invoices
//! screen gives it, written to a file.

use std::path::PathBuf;

use clap::Subcommand;

use super::{CliResult, open_db};
use crate::billing::{export, pdf};
use crate::config::AppConfig;

#[derive(Subcommand, Debug)]
pub enum ExportCommand {
    /// Invoices and credit notes issued in a period: a ZIP of documents.csv and every PDF, or
    /// the CSV alone when --out ends in .csv
    Invoices {
        /// The first day (YYYY-MM-DD, UTC)
        #[arg(long)]
        from: String,
        /// The last day, included
        #[arg(long)]
        to: String,
        /// Where to write (default: atrium-invoices-FROM-to-TO.zip here)
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
}

pub fn run(config: &AppConfig, cmd: ExportCommand) -> CliResult {
    let ExportCommand::Invoices { from, to, out } = cmd;
    let (Some(from), Some(to)) = (crate::validate::date(&from), crate::validate::date(&to)) else {
        return Err("--from and --to are days as YYYY-MM-DD".into());
    };
    if from > to {
        return Err("the period ends (--to) before it starts (--from)".into());
    }
    let db = open_db(config)?;
    let brand = pdf::Brand::from_branding(
        &crate::state::current_branding(config, &db)?,
        &config.data_dir,
    );
    let out = out.unwrap_or_else(|| PathBuf::from(format!("atrium-invoices-{from}-to-{to}.zip")));
    let conn = db.read_blocking().map_err(|e| e.to_string())?;
    let period = export::period(&conn, &from, &to).map_err(|e| e.to_string())?;
    let csv_only = out
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("csv"));
    let bytes = if csv_only {
        export::csv(&conn, &period)
    } else {
        export::zip(&conn, &period, &brand)
    }
    .map_err(|e| e.to_string())?;
    std::fs::write(&out, bytes).map_err(|e| format!("{}: {e}", out.display()))?;
    println!(
        "Wrote {}: {} invoices and {} credit notes issued from {from} to {to}.",
        out.display(),
        period.invoices.len(),
        period.notes.len()
    );
    Ok(())
}
