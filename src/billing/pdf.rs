//! The invoice as a one-page A4 PDF: the agency's branding, the invoice, and how to pay it
//! (the page furniture is `crate::pdfdoc`'s).

use super::{iban_grouped, money};
use crate::db::bank::BankSettings;
use crate::db::invoices::{Invoice, InvoiceStatus};
pub use crate::pdfdoc::Brand;
use crate::pdfdoc::{BOLD, INK, LEFT, MUTED, Page, REGULAR, RIGHT, RULE, document, wrap};

fn status_colour(status: InvoiceStatus) -> [f32; 3] {
    match status {
        InvoiceStatus::Paid => [0.09, 0.55, 0.27],
        InvoiceStatus::Overdue => [0.78, 0.16, 0.16],
        InvoiceStatus::Pending => [0.8, 0.5, 0.05],
    }
}

/// The client as the invoice addresses it.
pub struct BillTo {
    pub name: String,
    pub company: String,
    pub email: String,
}

/// The invoice as one A4 page.
pub fn render(inv: &Invoice, to: &BillTo, bank: &BankSettings, brand: &Brand) -> Vec<u8> {
    let title = format!("Invoice {}", inv.invoice_number);
    document(&title, brand, |logo| draw(inv, to, bank, brand, logo))
}

fn draw(
    inv: &Invoice,
    to: &BillTo,
    bank: &BankSettings,
    brand: &Brand,
    logo: Option<(u32, u32)>,
) -> Vec<u8> {
    let mut p = Page::new();
    let top = p.letterhead(brand, logo);

    // The invoice's own facts, in the right column.
    let col = 360.0;
    p.fill(brand.colour);
    p.text(BOLD, 22.0, col, top, "INVOICE");
    let facts = [
        ("Number", inv.invoice_number.as_str()),
        ("Issued", inv.created_at.get(..10).unwrap_or_default()),
        ("Due", inv.due_date.as_str()),
    ];
    let mut fy = top - 22.0;
    for (label, value) in facts {
        p.fill(MUTED);
        p.text(REGULAR, 9.0, col, fy, label);
        p.fill(INK);
        p.text(BOLD, 9.0, col + 60.0, fy, value);
        fy -= 13.0;
    }
    p.fill(MUTED);
    p.text(REGULAR, 9.0, col, fy, "Status");
    p.fill(status_colour(inv.status));
    p.text(
        BOLD,
        9.0,
        col + 60.0,
        fy,
        &inv.status.as_str().to_uppercase(),
    );

    // Bill to.
    let mut y = 650.0;
    p.fill(MUTED);
    p.text(BOLD, 8.0, LEFT, y, "BILL TO");
    y -= 16.0;
    p.fill(INK);
    p.text(BOLD, 12.0, LEFT, y, &to.name);
    p.fill(MUTED);
    for line in [&to.company, &to.email] {
        if !line.is_empty() && line != &to.name {
            y -= 13.0;
            p.text(REGULAR, 10.0, LEFT, y, line);
        }
    }

    // The line and the total.
    let mut y = 560.0;
    p.rect(LEFT, y - 8.0, RIGHT - LEFT, 24.0, RULE);
    p.fill(MUTED);
    p.text(BOLD, 9.0, LEFT + 8.0, y, "DESCRIPTION");
    p.text(BOLD, 9.0, RIGHT - 52.0, y, "AMOUNT");
    y -= 30.0;
    let description = if inv.description.trim().is_empty() {
        format!("Services from {}", brand.name)
    } else {
        inv.description.clone()
    };
    let amount = money(inv.amount_cents);
    p.fill(INK);
    p.amount(REGULAR, 10.0, RIGHT - 8.0, y, &amount);
    for line in wrap(&description, 80).iter().take(12) {
        p.text(REGULAR, 10.0, LEFT + 8.0, y, line);
        y -= 14.0;
    }
    y -= 6.0;
    p.rect(LEFT, y, RIGHT - LEFT, 1.0, RULE);
    y -= 22.0;
    p.fill(INK);
    p.text(BOLD, 12.0, 360.0, y, "Total (USD)");
    p.amount(BOLD, 12.0, RIGHT - 8.0, y, &amount);

    // How to pay, or when it was paid.
    y -= 50.0;
    if inv.status == InvoiceStatus::Paid {
        p.fill(status_colour(InvoiceStatus::Paid));
        let when = inv
            .paid_at
            .as_deref()
            .and_then(|t| t.get(..10))
            .unwrap_or_default();
        p.text(BOLD, 12.0, LEFT, y, &format!("Paid on {when}. Thank you!"));
    } else {
        pay_by_transfer(&mut p, inv, bank, y);
    }

    p.rect(LEFT, 58.0, RIGHT - LEFT, 0.8, RULE);
    p.fill(MUTED);
    p.text(REGULAR, 8.0, LEFT, 44.0, &brand.contact);
    p.finish()
}

fn pay_by_transfer(p: &mut Page, inv: &Invoice, bank: &BankSettings, mut y: f32) {
    p.fill(INK);
    p.text(BOLD, 11.0, LEFT, y, "Pay by bank transfer");
    y -= 18.0;
    if !bank.configured {
        p.fill(MUTED);
        p.text(
            REGULAR,
            10.0,
            LEFT,
            y,
            "The agency will send its bank details separately.",
        );
        return;
    }
    let rows = [
        ("Account holder", bank.admin_full_name.clone()),
        ("IBAN", iban_grouped(&bank.iban)),
        ("Bank", bank.bank_name.clone()),
        ("SWIFT/BIC", bank.swift_code.clone()),
        ("Reference", inv.invoice_number.clone()),
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
        for line in wrap(&bank.additional_info, 95).iter().take(6) {
            p.text(REGULAR, 9.0, LEFT, y, line);
            y -= 12.0;
        }
    }
    y -= 4.0;
    p.fill(MUTED);
    p.text(
        REGULAR,
        9.0,
        LEFT,
        y,
        "Please write the reference exactly as shown so that we can match your payment.",
    );
}
