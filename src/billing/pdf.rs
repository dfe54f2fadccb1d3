//! The invoice as a one-page A4 PDF: the agency's branding, the invoice's lines and tax, and
//! how to pay it, with the scan-to-pay code (the page furniture is `crate::pdfdoc`'s).

use super::iban_grouped;
use super::qr::{self, SwissBill};
use crate::db::bank::BankSettings;
use crate::db::invoices::{Invoice, InvoiceStatus};
use crate::db::money::MoneySettings;
use crate::domain::billing::TaxNote;
use crate::domain::language::Language;
use crate::money;
use crate::paycode::PaymentCodeKind;
pub use crate::pdfdoc::Brand;
use crate::pdfdoc::{BOLD, INK, LEFT, MUTED, Page, REGULAR, RIGHT, RULE, document, wrap};
use crate::words::{self, Phrase};

fn status_colour(status: InvoiceStatus) -> [f32; 3] {
    match status {
        InvoiceStatus::Paid => [0.09, 0.55, 0.27],
        InvoiceStatus::Overdue => [0.78, 0.16, 0.16],
        InvoiceStatus::Pending => [0.8, 0.5, 0.05],
        InvoiceStatus::Cancelled => [0.42, 0.45, 0.5],
    }
}

/// The client as the invoice addresses it.
pub struct BillTo {
    pub name: String,
    pub company: String,
    pub email: String,
}

/// The agency as the seller: its settings (currency, address) and its bank account.
pub struct Seller<'a> {
    pub bank: &'a BankSettings,
    pub settings: &'a MoneySettings,
}

/// The invoice as one A4 page, its words in `lang`.
pub fn render(
    inv: &Invoice,
    to: &BillTo,
    seller: &Seller<'_>,
    brand: &Brand,
    lang: Language,
) -> Vec<u8> {
    let title = Phrase::new("pdf-invoice-title")
        .arg("number", inv.invoice_number.as_str())
        .say(lang);
    document(&title, brand, |logo| {
        draw(inv, to, seller, brand, logo, lang)
    })
}

/// The most lines an invoice takes: what one page holds beside its totals and payment part.
pub const MAX_LINES: usize = 12;

fn draw(
    inv: &Invoice,
    to: &BillTo,
    seller: &Seller<'_>,
    brand: &Brand,
    logo: Option<(u32, u32)>,
    lang: Language,
) -> Vec<u8> {
    let s = |key: &'static str| words::say(lang, key);
    let cur = money::known(&inv.currency);
    let m = |minor: i64| money::words_latin(minor, cur);
    let mut p = Page::new();
    let top = p.letterhead(brand, logo);
    let swiss = inv
        .payment_code
        .as_ref()
        .filter(|c| c.kind == PaymentCodeKind::Swiss);

    // The invoice's own facts, in the right column.
    let col = 360.0;
    p.fill(brand.colour);
    p.text(BOLD, 22.0, col, top, &s("pdf-invoice"));
    let issued = inv.created_at.get(..10).unwrap_or_default();
    let mut facts = vec![
        (s("pdf-number"), inv.invoice_number.as_str()),
        (s("pdf-issued"), issued),
        (s("pdf-due"), inv.due_date.as_str()),
    ];
    if !inv.seller_tax_id.is_empty() {
        facts.push((s("pdf-our-vat"), inv.seller_tax_id.as_str()));
    }
    let mut fy = top - 22.0;
    for (label, value) in facts {
        p.fill(MUTED);
        p.text(REGULAR, 9.0, col, fy, &label);
        p.fill(INK);
        p.text(BOLD, 9.0, col + 62.0, fy, value);
        fy -= 13.0;
    }
    p.fill(MUTED);
    p.text(REGULAR, 9.0, col, fy, &s("pdf-status"));
    p.fill(status_colour(inv.status));
    let status = match inv.status {
        InvoiceStatus::Pending => "pdf-status-pending",
        InvoiceStatus::Paid => "pdf-status-paid",
        InvoiceStatus::Overdue => "pdf-status-overdue",
        InvoiceStatus::Cancelled => "pdf-status-cancelled",
    };
    p.text(BOLD, 9.0, col + 62.0, fy, &s(status));

    addressee(&mut p, &s("pdf-bill-to"), to, &inv.client_tax_id, lang);
    let legal = if seller.bank.configured && !seller.bank.admin_full_name.is_empty() {
        seller.bank.admin_full_name.as_str()
    } else {
        brand.name.as_str()
    };
    seller_block(&mut p, seller.settings, legal, col, lang);

    let y = lines_table(&mut p, inv, &m, brand, lang);
    let mut y = totals(&mut p, inv, &m, y, lang);

    // How to pay, or why nothing is to pay.
    y -= 28.0;
    match inv.status {
        InvoiceStatus::Paid => {
            p.fill(status_colour(InvoiceStatus::Paid));
            let when = inv
                .paid_at
                .as_deref()
                .and_then(|t| t.get(..10))
                .unwrap_or_default();
            let paid = Phrase::new("pdf-paid-on").arg("when", when).say(lang);
            p.text(BOLD, 12.0, LEFT, y, &paid);
        }
        InvoiceStatus::Cancelled => {
            p.fill(MUTED);
            let notes: Vec<&str> = inv.credit_notes.iter().map(|n| n.number.as_str()).collect();
            let cancelled = Phrase::new("pdf-cancelled-by")
                .arg("notes", notes.join(", "))
                .say(lang);
            p.text(BOLD, 12.0, LEFT, y, &cancelled);
        }
        InvoiceStatus::Pending | InvoiceStatus::Overdue => {
            pay_by_transfer(
                &mut p,
                inv,
                seller.bank,
                y,
                &m(inv.balance_cents),
                swiss.is_none(),
                lang,
            );
        }
    }

    match swiss {
        Some(code) => qr::swiss_bill(
            &mut p,
            &SwissBill {
                code,
                bank: seller.bank,
                address: &seller.settings.address,
                amount: money::decimal(inv.balance_cents, 2),
                reference: &inv.invoice_number,
            },
        ),
        None => {
            p.rect(LEFT, 58.0, RIGHT - LEFT, 0.8, RULE);
            p.fill(MUTED);
            p.text(REGULAR, 8.0, LEFT, 44.0, &brand.contact);
        }
    }
    p.finish()
}

/// The client a document is for, at the left under the letterhead, with its tax number.
pub fn addressee(p: &mut Page, heading: &str, to: &BillTo, tax_id: &str, lang: Language) {
    let mut y = 650.0;
    p.fill(MUTED);
    p.text(BOLD, 8.0, LEFT, y, heading);
    y -= 16.0;
    p.fill(INK);
    p.text(BOLD, 12.0, LEFT, y, &to.name);
    p.fill(MUTED);
    let tax_line =
        (!tax_id.is_empty()).then(|| Phrase::new("pdf-vat-no").arg("id", tax_id).say(lang));
    for line in [Some(&to.company), Some(&to.email), tax_line.as_ref()]
        .into_iter()
        .flatten()
    {
        if !line.is_empty() && line != &to.name {
            y -= 13.0;
            p.text(REGULAR, 10.0, LEFT, y, line);
        }
    }
}

/// The seller beside the client, when the agency has given its legal address (Money & tax):
/// its legal name (the account holder's, else the brand's) over that address.
pub fn seller_block(p: &mut Page, settings: &MoneySettings, name: &str, col: f32, lang: Language) {
    let lines = settings.address.lines();
    if lines.is_empty() {
        return;
    }
    let mut y = 650.0;
    p.fill(MUTED);
    p.text(BOLD, 8.0, col, y, &words::say(lang, "pdf-from"));
    y -= 16.0;
    p.fill(INK);
    p.text(BOLD, 12.0, col, y, name);
    y -= 13.0;
    p.fill(MUTED);
    for line in lines.iter().take(3) {
        p.text(REGULAR, 10.0, col, y, line);
        y -= 13.0;
    }
}

/// The lines: description, tax rate and net amount; answers the height reached.
fn lines_table(
    p: &mut Page,
    inv: &Invoice,
    m: &dyn Fn(i64) -> String,
    brand: &Brand,
    lang: Language,
) -> f32 {
    let s = |key: &'static str| words::say(lang, key);
    let mut y = 560.0;
    p.rect(LEFT, y - 8.0, RIGHT - LEFT, 24.0, RULE);
    p.fill(MUTED);
    p.text(BOLD, 9.0, LEFT + 8.0, y, &s("pdf-description"));
    p.text(BOLD, 9.0, 380.0, y, &s("pdf-tax"));
    p.text(BOLD, 9.0, RIGHT - 60.0, y, &s("pdf-net-heading"));
    y -= 28.0;
    for line in inv.lines.iter().take(MAX_LINES) {
        let description = if line.description.trim().is_empty() {
            Phrase::new("pdf-services-from")
                .arg("agency", brand.name.as_str())
                .say(lang)
        } else {
            line.description.clone()
        };
        p.fill(INK);
        p.amount(REGULAR, 10.0, RIGHT - 8.0, y, &m(line.net_cents));
        p.fill(MUTED);
        let rate = if line.tax_name.is_empty() {
            "-".to_string()
        } else {
            format!("{}%", crate::db::money::percent_text(line.basis_points))
        };
        p.text(REGULAR, 10.0, 380.0, y, &rate);
        p.fill(INK);
        for text in wrap(&description, 58).iter().take(2) {
            p.text(REGULAR, 10.0, LEFT + 8.0, y, text);
            y -= 13.0;
        }
        y -= 3.0;
    }
    y -= 2.0;
    p.rect(LEFT, y, RIGHT - LEFT, 1.0, RULE);
    y
}

/// Net, each tax line, gross; then what credit notes took back, what was received, and the
/// balance. Answers the height reached.
fn totals(
    p: &mut Page,
    inv: &Invoice,
    m: &dyn Fn(i64) -> String,
    mut y: f32,
    lang: Language,
) -> f32 {
    let s = |key: &'static str| words::say(lang, key);
    let label = 330.0;
    let row = |p: &mut Page, y: f32, font, text: &str, value: &str| {
        p.text(font, 10.0, label, y, text);
        p.amount(font, 10.0, RIGHT - 8.0, y, value);
    };
    y -= 18.0;
    p.fill(MUTED);
    row(p, y, REGULAR, &s("pdf-net"), &m(inv.net_cents));
    for t in &inv.taxes {
        y -= 14.0;
        let text = Phrase::new("pdf-tax-on")
            .arg("tax", t.name.as_str())
            .arg("net", m(t.net_cents))
            .say(lang);
        row(p, y, REGULAR, &text, &m(t.tax_cents));
    }
    y -= 18.0;
    p.fill(INK);
    let total = Phrase::new("pdf-total")
        .arg("currency", inv.currency.as_str())
        .say(lang);
    p.text(BOLD, 12.0, label, y, &total);
    p.amount(BOLD, 12.0, RIGHT - 8.0, y, &m(inv.amount_cents));
    if inv.credited_cents > 0 || inv.received_cents > 0 {
        p.fill(MUTED);
        for n in &inv.credit_notes {
            y -= 14.0;
            row(
                p,
                y,
                REGULAR,
                &Phrase::new("pdf-credit-note")
                    .arg("number", n.number.as_str())
                    .say(lang),
                &m(-n.amount_cents),
            );
        }
        if inv.received_cents > 0 {
            y -= 14.0;
            row(p, y, REGULAR, &s("pdf-received"), &m(-inv.received_cents));
        }
        y -= 16.0;
        p.fill(INK);
        p.text(BOLD, 11.0, label, y, &s("pdf-balance-due"));
        p.amount(BOLD, 11.0, RIGHT - 8.0, y, &m(inv.balance_cents.max(0)));
    }
    let note = match inv.tax_note {
        TaxNote::None => None,
        TaxNote::ReverseCharge => Some(s("pdf-tax-note-reverse-charge")),
        TaxNote::Exempt => Some(s("pdf-tax-note-exempt")),
    };
    if let Some(note) = note {
        y -= 18.0;
        p.fill(MUTED);
        for text in wrap(&note, 100).iter().take(2) {
            p.text(REGULAR, 8.5, LEFT, y, text);
            y -= 11.0;
        }
    }
    y
}

fn pay_by_transfer(
    p: &mut Page,
    inv: &Invoice,
    bank: &BankSettings,
    mut y: f32,
    due: &str,
    code: bool,
    lang: Language,
) {
    let s = |key: &'static str| words::say(lang, key);
    p.fill(INK);
    let pay = Phrase::new("pdf-pay-by-transfer").arg("due", due).say(lang);
    p.text(BOLD, 11.0, LEFT, y, &pay);
    let code_top = y;
    y -= 18.0;
    if !bank.configured {
        p.fill(MUTED);
        p.text(REGULAR, 10.0, LEFT, y, &s("bank-missing"));
        return;
    }
    let rows = [
        (s("pdf-account-holder"), bank.admin_full_name.clone()),
        (s("pdf-iban"), iban_grouped(&bank.iban)),
        (s("pdf-bank"), bank.bank_name.clone()),
        (s("pdf-swift"), bank.swift_code.clone()),
        (s("pdf-reference"), inv.invoice_number.clone()),
    ];
    for (label, value) in rows.iter().filter(|(_, v)| !v.is_empty()) {
        p.fill(MUTED);
        p.text(REGULAR, 10.0, LEFT, y, label);
        p.fill(INK);
        p.text(BOLD, 10.0, LEFT + 100.0, y, value);
        y -= 15.0;
    }
    if !bank.additional_info.is_empty() {
        p.fill(MUTED);
        for line in wrap(&bank.additional_info, 70).iter().take(4) {
            p.text(REGULAR, 9.0, LEFT, y, line);
            y -= 12.0;
        }
    }
    y -= 4.0;
    p.fill(MUTED);
    p.text(REGULAR, 9.0, LEFT, y, &s("pdf-reference-hint"));
    // The EPC code beside the details: a banking app fills the transfer in from it.
    if let (true, Some(c)) = (code, &inv.payment_code) {
        let size = 110.0;
        qr::draw(p, c, RIGHT - size, code_top - size + 8.0, size);
        p.fill(MUTED);
        p.text(
            REGULAR,
            8.0,
            RIGHT - size + 32.0,
            code_top - size,
            &s("pdf-scan-to-pay"),
        );
    }
}
