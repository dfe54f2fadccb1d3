//! Document numbers: `INV-2026-0042`, `CN-2026-0007`, each series counted per year in a table
//! of its own, in the writer's transaction so two documents cannot take one number.

use rusqlite::{Connection, OptionalExtension};

use crate::error::ApiResult;

#[derive(Clone, Copy)]
pub enum Series {
    Invoice,
    CreditNote,
}

impl Series {
    /// (prefix, the year's counter table, the documents' table)
    fn parts(self) -> (&'static str, &'static str, &'static str) {
        match self {
            Series::Invoice => ("INV", "invoice_sequences", "invoices"),
            Series::CreditNote => ("CN", "credit_note_sequences", "credit_notes"),
        }
    }
}

/// Whether a document of the series already has this number (compared without case).
pub fn taken(c: &Connection, series: Series, number: &str) -> ApiResult<bool> {
    let (_, _, documents) = series.parts();
    let sql = format!("SELECT 1 FROM {documents} WHERE number = ?1");
    Ok(c.query_row(&sql, [number], |_| Ok(()))
        .optional()?
        .is_some())
}

/// The next free number of the year; numbers an admin typed by hand are skipped.
pub fn next(c: &Connection, series: Series, year: i32) -> ApiResult<String> {
    let (prefix, sequences, _) = series.parts();
    let sql = format!(
        "INSERT INTO {sequences} (year, last) VALUES (?1, 1)
         ON CONFLICT (year) DO UPDATE SET last = last + 1 RETURNING last"
    );
    loop {
        let n: i64 = c.query_row(&sql, [year], |r| r.get(0))?;
        let number = format!("{prefix}-{year}-{n:04}");
        if !taken(c, series, &number)? {
            return Ok(number);
        }
    }
}
