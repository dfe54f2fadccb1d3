//! What an invoice carries beside its row: its lines, its tax per rate, its credit notes and
//! the scan-to-pay code for its balance, read for a page of invoices at once.

use std::collections::HashMap;

use rusqlite::types::Value;
use rusqlite::{Connection, params, params_from_iter};

use super::invoices::{Invoice, InvoiceStatus};
use super::{bank, credit_notes, money};
use crate::domain::tax::{self, Line};
use crate::error::ApiResult;
use crate::paycode::{self, Ask, Payee};

pub fn insert_lines(c: &Connection, invoice_id: i64, lines: &[Line]) -> ApiResult<()> {
    let mut stmt = c.prepare_cached(
        "INSERT INTO invoice_lines (invoice_id, position, description, net_cents, tax_name,
                                    basis_points, tax_cents)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )?;
    for (i, l) in lines.iter().enumerate() {
        stmt.execute(params![
            invoice_id,
            i as i64 + 1,
            l.description,
            l.net_cents,
            l.tax_name,
            l.basis_points,
            l.tax_cents
        ])?;
    }
    Ok(())
}

fn lines_of(c: &Connection, ids: &[i64]) -> ApiResult<HashMap<i64, Vec<Line>>> {
    let marks = vec!["?"; ids.len()].join(", ");
    let sql = format!(
        "SELECT invoice_id, description, net_cents, tax_name, basis_points, tax_cents
         FROM invoice_lines WHERE invoice_id IN ({marks}) ORDER BY invoice_id, position"
    );
    let mut stmt = c.prepare(&sql)?;
    let mut rows = stmt.query(params_from_iter(ids.iter().map(|i| Value::Integer(*i))))?;
    let mut out: HashMap<i64, Vec<Line>> = HashMap::new();
    while let Some(r) = rows.next()? {
        out.entry(r.get(0)?).or_default().push(Line {
            description: r.get(1)?,
            net_cents: r.get(2)?,
            tax_name: r.get(3)?,
            basis_points: r.get(4)?,
            tax_cents: r.get(5)?,
        });
    }
    Ok(out)
}

/// Fills in the parts of each invoice; two queries for the lot, and the bank and settings once
/// when any of them has something to pay.
pub fn complete(c: &Connection, invoices: &mut [Invoice]) -> ApiResult<()> {
    if invoices.is_empty() {
        return Ok(());
    }
    let ids: Vec<i64> = invoices.iter().map(|i| i.id).collect();
    let mut lines = lines_of(c, &ids)?;
    let mut notes = credit_notes::of_invoices(c, &ids)?;
    let open = |i: &Invoice| {
        matches!(i.status, InvoiceStatus::Pending | InvoiceStatus::Overdue) && i.balance_cents > 0
    };
    let payee = if invoices.iter().any(open) {
        Some((bank::get(c)?, money::get(c)?))
    } else {
        None
    };
    for inv in invoices.iter_mut() {
        inv.lines = lines.remove(&inv.id).unwrap_or_default();
        inv.taxes = tax::groups(&inv.lines);
        inv.tax_note_text = inv.tax_note.text().to_string();
        inv.credit_notes = notes.extract_if(.., |n| n.invoice == inv.id).collect();
        if let (true, Some((bank, settings))) = (open(inv), &payee) {
            inv.payment_code = pay_code(
                bank,
                settings,
                &inv.currency,
                inv.balance_cents,
                &inv.invoice_number,
            );
        }
    }
    Ok(())
}

/// The code that asks for `minor` with `reference` as the transfer's message, when the agency's
/// account and currency have one.
pub fn pay_code(
    bank: &bank::BankSettings,
    settings: &money::MoneySettings,
    currency: &str,
    minor: i64,
    reference: &str,
) -> Option<paycode::PaymentCode> {
    if !bank.configured {
        return None;
    }
    paycode::code(
        &Payee {
            name: &bank.admin_full_name,
            iban: &bank.iban,
            bic: &bank.swift_code,
            address: &settings.address,
        },
        &Ask {
            currency,
            minor,
            reference,
        },
    )
}
