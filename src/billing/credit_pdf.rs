//! A credit note as a one-page A4 PDF: what it takes back from which invoice, net, tax and
//! gross, in the layout of the invoice it corrects.

use super::pdf::{BillTo, Brand};
use crate::db::credit_notes::CreditNote;
use crate::db::invoices::Invoice;
use crate::db::money::MoneySettings;
use crate::domain::language::Language;
use crate::money;
use crate::pdfdoc::{BOLD, INK, LEFT, MUTED, Page, REGULAR, RIGHT, RULE, document, wrap};
use crate::words::{self, Phrase};

/// The note the client reads, in `lang` (the caller turns Arabic into English, as for the
/// invoice: the standard PDF fonts have no Arabic letters).
pub fn render(
    note: &CreditNote,
    inv: &Invoice,
    to: &BillTo,
    settings: &MoneySettings,
    brand: &Brand,
    lang: Language,
) -> Vec<u8> {
    let title = Phrase::new("pdf-credit-note")
        .arg("number", note.number.as_str())
        .say(lang);
    document(&title, brand, |logo| {
        draw(note, inv, to, settings, brand, logo, lang)
    })
}

fn draw(
    note: &CreditNote,
    inv: &Invoice,
    to: &BillTo,
    settings: &MoneySettings,
    brand: &Brand,
    logo: Option<(u32, u32)>,
    lang: Language,
) -> Vec<u8> {
    let cur = money::known(&note.currency);
    let m = |minor: i64| money::words_latin(minor, cur);
    let say = |key| words::say(lang, key);
    let mut p = Page::new();
    let top = p.letterhead(brand, logo);
    let col = 360.0;
    p.fill(brand.colour);
    p.text(BOLD, 20.0, col, top, &say("pdf-credit-heading"));
    let mut facts = vec![
        (say("pdf-number"), note.number.clone()),
        (
            say("pdf-issued"),
            note.created_at.get(..10).unwrap_or_default().to_string(),
        ),
        (say("pdf-invoice-label"), inv.invoice_number.clone()),
    ];
    if !inv.seller_tax_id.is_empty() {
        facts.push((say("pdf-our-vat"), inv.seller_tax_id.clone()));
    }
    let mut fy = top - 22.0;
    for (label, value) in facts {
        p.fill(MUTED);
        p.text(REGULAR, 9.0, col, fy, &label);
        p.fill(INK);
        p.text(BOLD, 9.0, col + 62.0, fy, &value);
        fy -= 13.0;
    }
    let heading = say("pdf-credit-to");
    super::pdf::addressee(&mut p, &heading, to, &inv.client_tax_id, lang);
    super::pdf::seller_block(&mut p, settings, &brand.name, col, lang);

    let mut y = 560.0;
    p.rect(LEFT, y - 8.0, RIGHT - LEFT, 24.0, RULE);
    p.fill(MUTED);
    p.text(BOLD, 9.0, LEFT + 8.0, y, &say("pdf-description"));
    p.text(BOLD, 9.0, RIGHT - 60.0, y, &say("pdf-net-heading"));
    y -= 28.0;
    p.fill(INK);
    p.amount(REGULAR, 10.0, RIGHT - 8.0, y, &m(-note.net_cents));
    let what = if note.reason.is_empty() {
        Phrase::new("pdf-credit-for")
    } else {
        Phrase::new("pdf-credit-for-reason").arg("reason", note.reason.as_str())
    }
    .arg("number", inv.invoice_number.as_str())
    .say(lang);
    for line in wrap(&what, 70).iter().take(4) {
        p.text(REGULAR, 10.0, LEFT + 8.0, y, line);
        y -= 14.0;
    }
    p.rect(LEFT, y, RIGHT - LEFT, 1.0, RULE);
    y -= 18.0;
    let label = 330.0;
    p.fill(MUTED);
    p.text(REGULAR, 10.0, label, y, &say("pdf-net"));
    p.amount(REGULAR, 10.0, RIGHT - 8.0, y, &m(-note.net_cents));
    if note.tax_cents > 0 {
        y -= 14.0;
        let names: Vec<&str> = inv.taxes.iter().map(|t| t.name.as_str()).collect();
        p.text(REGULAR, 10.0, label, y, &names.join(", "));
        p.amount(REGULAR, 10.0, RIGHT - 8.0, y, &m(-note.tax_cents));
    }
    y -= 18.0;
    p.fill(INK);
    let total = Phrase::new("pdf-total").arg("currency", note.currency.as_str());
    p.text(BOLD, 12.0, label, y, &total.say(lang));
    p.amount(BOLD, 12.0, RIGHT - 8.0, y, &m(-note.amount_cents));
    if !inv.tax_note_text.is_empty() {
        y -= 24.0;
        p.fill(MUTED);
        p.text(REGULAR, 8.5, LEFT, y, &inv.tax_note_text);
    }
    y -= 36.0;
    p.fill(INK);
    let after = Phrase::new("pdf-left-to-pay")
        .arg("number", inv.invoice_number.as_str())
        .arg("amount", m(inv.balance_cents.max(0)))
        .say(lang);
    p.text(REGULAR, 10.0, LEFT, y, &after);
    p.rect(LEFT, 58.0, RIGHT - LEFT, 0.8, RULE);
    p.fill(MUTED);
    p.text(REGULAR, 8.0, LEFT, 44.0, &brand.contact);
    p.finish()
}
