//! Documents as files: an invoice's or a credit note's PDF, and the accountant's export for a
//! period (a CSV of invoices and credit notes, and a ZIP of it with every document's PDF).

use crate::domain::language::Language;
use std::io::Write;

use rusqlite::Connection;

use super::pdf::{self, BillTo, Brand, Seller};
use crate::db::credit_notes::{self, CreditNote};
use crate::db::invoices::{self, Invoice};
use crate::db::{bank, clients, money as settings};
use crate::error::{ApiError, ApiResult};
use crate::money;
use crate::reports::inert;

fn bill_to(c: &Connection, client: i64) -> ApiResult<BillTo> {
    let client = clients::get(c, client)?.ok_or_else(ApiError::not_found)?;
    Ok(BillTo {
        name: client.name,
        company: client.company,
        email: client.email,
    })
}

pub fn invoice_pdf(c: &Connection, inv: &Invoice, brand: &Brand) -> ApiResult<Vec<u8>> {
    let to = bill_to(c, inv.client)?;
    let (bank, settings) = (bank::get(c)?, settings::get(c)?);
    let seller = Seller {
        bank: &bank,
        settings: &settings,
    };
    Ok(pdf::render(
        inv,
        &to,
        &seller,
        brand,
        pdf_language(c, inv.client)?,
    ))
}

/// The client's documents are in the client's language (Language::in_pdf).
fn pdf_language(c: &Connection, client: i64) -> ApiResult<Language> {
    Ok(crate::db::languages::of_client(c, client)?.in_pdf())
}

pub fn credit_pdf(c: &Connection, note: &CreditNote, brand: &Brand) -> ApiResult<Vec<u8>> {
    let inv = invoices::get(c, note.invoice)?.ok_or_else(ApiError::not_found)?;
    let to = bill_to(c, note.client)?;
    let settings = settings::get(c)?;
    let lang = pdf_language(c, note.client)?;
    Ok(super::credit_pdf::render(
        note, &inv, &to, &settings, brand, lang,
    ))
}

/// A document's tax per rate: an invoice's own; a credit note's is its tax shared across its
/// invoice's rates in proportion (the last rate takes what rounding leaves).
fn taxes_of(inv: &Invoice, note: Option<&CreditNote>) -> Vec<(String, i64)> {
    let groups: Vec<(String, i64)> = inv
        .taxes
        .iter()
        .map(|t| (t.name.clone(), t.tax_cents))
        .collect();
    let Some(note) = note else { return groups };
    let mut left = note.tax_cents;
    let n = groups.len();
    groups
        .into_iter()
        .enumerate()
        .map(|(i, (name, tax))| {
            let share = if i + 1 == n || inv.tax_cents == 0 {
                left
            } else {
                (note.tax_cents * tax * 2 + inv.tax_cents) / (inv.tax_cents * 2)
            };
            left -= share;
            (name, share)
        })
        .collect()
}

/// What a period holds: invoices and credit notes issued in it, each credit note with its
/// invoice.
pub struct Period {
    pub invoices: Vec<Invoice>,
    pub notes: Vec<(CreditNote, Invoice)>,
}

pub fn period(c: &Connection, from: &str, to: &str) -> ApiResult<Period> {
    let invoices = invoices::issued_between(c, from, to)?;
    let mut notes = Vec::new();
    for n in credit_notes::issued_between(c, from, to)? {
        let inv = invoices::get(c, n.invoice)?.ok_or_else(ApiError::not_found)?;
        notes.push((n, inv));
    }
    Ok(Period { invoices, notes })
}

/// The CSV: one row per document, credit notes negative; a column per tax rate in the period.
pub fn csv(c: &Connection, p: &Period) -> ApiResult<Vec<u8>> {
    let exponent = settings::currency(c)?.exponent;
    let amount = |minor: i64| money::decimal(minor, exponent);
    let mut rates: Vec<String> = Vec::new();
    for inv in p.invoices.iter().chain(p.notes.iter().map(|(_, i)| i)) {
        for t in &inv.taxes {
            if !rates.contains(&t.name) {
                rates.push(t.name.clone());
            }
        }
    }
    let mut out = csv::Writer::from_writer(Vec::new());
    let mut header: Vec<String> = [
        "type",
        "number",
        "issued",
        "due",
        "invoice",
        "client",
        "client_tax_id",
        "currency",
        "net",
    ]
    .map(String::from)
    .to_vec();
    header.extend(rates.iter().map(|r| format!("tax: {r}")));
    header.extend(["tax", "gross", "paid"].map(String::from));
    out.write_record(&header).map_err(ApiError::internal)?;
    let mut row = |cells: Vec<String>| {
        out.write_record(cells.iter().map(|c| inert(c).into_owned()))
            .map_err(ApiError::internal)
    };
    let per_rate = |taxes: &[(String, i64)], sign: i64| -> Vec<String> {
        rates
            .iter()
            .map(|r| {
                let t: i64 = taxes.iter().filter(|t| &t.0 == r).map(|t| t.1).sum();
                amount(sign * t)
            })
            .collect()
    };
    for inv in &p.invoices {
        let mut cells = vec![
            "invoice".into(),
            inv.invoice_number.clone(),
            inv.created_at.get(..10).unwrap_or_default().into(),
            inv.due_date.clone(),
            String::new(),
            inv.client_name.clone(),
            inv.client_tax_id.clone(),
            inv.currency.clone(),
            amount(inv.net_cents),
        ];
        cells.extend(per_rate(&taxes_of(inv, None), 1));
        let paid = inv
            .paid_at
            .as_deref()
            .and_then(|t| t.get(..10))
            .unwrap_or_default();
        cells.extend([
            amount(inv.tax_cents),
            amount(inv.amount_cents),
            paid.to_string(),
        ]);
        row(cells)?;
    }
    for (n, inv) in &p.notes {
        let mut cells = vec![
            "credit_note".into(),
            n.number.clone(),
            n.created_at.get(..10).unwrap_or_default().into(),
            String::new(),
            n.invoice_number.clone(),
            n.client_name.clone(),
            inv.client_tax_id.clone(),
            n.currency.clone(),
            amount(-n.net_cents),
        ];
        cells.extend(per_rate(&taxes_of(inv, Some(n)), -1));
        cells.extend([amount(-n.tax_cents), amount(-n.amount_cents), String::new()]);
        row(cells)?;
    }
    out.into_inner().map_err(ApiError::internal)
}

/// The CSV as `documents.csv` and each document's PDF, in one ZIP.
pub fn zip(c: &Connection, p: &Period, brand: &Brand) -> ApiResult<Vec<u8>> {
    let csv = csv(c, p)?;
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let options =
        zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
    let mut put = |name: String, bytes: &[u8]| -> ApiResult<()> {
        zip.start_file(name, options).map_err(ApiError::internal)?;
        zip.write_all(bytes).map_err(ApiError::internal)
    };
    put("documents.csv".into(), &csv)?;
    for inv in &p.invoices {
        let name = format!("invoices/{}.pdf", inv.invoice_number.replace('/', "-"));
        put(name, &invoice_pdf(c, inv, brand)?)?;
    }
    for (n, _) in &p.notes {
        put(
            format!("credit-notes/{}.pdf", n.number),
            &credit_pdf(c, n, brand)?,
        )?;
    }
    Ok(zip.finish().map_err(ApiError::internal)?.into_inner())
}
