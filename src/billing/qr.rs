//! Scan-to-pay codes drawn into the invoice PDF as vector squares (sharp at any zoom, a few
//! hundred bytes), and the Swiss QR-bill's payment part at the foot of the page.

use qrcode::{Color, EcLevel, QrCode};

use crate::db::bank::BankSettings;
use crate::db::money::Address;
use crate::paycode::{PaymentCode, PaymentCodeKind};
use crate::pdfdoc::{BOLD, INK, Page, REGULAR, WHITE};

/// Millimetres to PDF points.
fn mm(v: f32) -> f32 {
    v * 72.0 / 25.4
}

/// The code's modules as filled squares in a `size` square whose lower left corner is (x, y);
/// runs of dark modules on a row are one rectangle. Error correction M, as EPC and SIX ask.
pub fn draw(p: &mut Page, code: &PaymentCode, x: f32, y: f32, size: f32) -> bool {
    let Ok(qr) = QrCode::with_error_correction_level(code.payload.as_bytes(), EcLevel::M) else {
        return false;
    };
    let n = qr.width();
    let colours = qr.to_colors();
    // A quiet zone of four modules is drawn white around it, as scanners need.
    let module = size / (n as f32 + 8.0);
    p.rect(x, y, size, size, WHITE);
    let mut runs = Vec::new();
    for row in 0..n {
        let mut col = 0;
        while col < n {
            if colours[row * n + col] != Color::Dark {
                col += 1;
                continue;
            }
            let start = col;
            while col < n && colours[row * n + col] == Color::Dark {
                col += 1;
            }
            let left = x + (4 + start) as f32 * module;
            let top = y + size - (4 + row) as f32 * module;
            runs.push([left, top - module, (col - start) as f32 * module, module]);
        }
    }
    p.rects(INK_BLACK, &runs);
    if code.kind == PaymentCodeKind::Swiss {
        swiss_cross(p, x + size / 2.0, y + size / 2.0, size * 7.0 / 46.0);
    }
    // What follows is text, in ink again (the code ended on white).
    p.fill(INK);
    true
}

const INK_BLACK: [f32; 3] = [0.0, 0.0, 0.0];

/// The Swiss cross the QR-bill puts in the middle of its code: a black square with a white
/// border and a white cross (7 mm on a 46 mm code).
fn swiss_cross(p: &mut Page, cx: f32, cy: f32, side: f32) {
    let border = side / 7.0 * 0.5;
    p.rect(cx - side / 2.0, cy - side / 2.0, side, side, WHITE);
    let inner = side - 2.0 * border;
    p.rect(cx - inner / 2.0, cy - inner / 2.0, inner, inner, INK_BLACK);
    let (long, thick) = (inner * 0.6, inner * 0.19);
    p.rect(cx - thick / 2.0, cy - long / 2.0, thick, long, WHITE);
    p.rect(cx - long / 2.0, cy - thick / 2.0, long, thick, WHITE);
}

/// The height the Swiss payment part takes at the foot of an A4 page (105 mm).
pub fn swiss_height() -> f32 {
    mm(105.0)
}

/// What the payment part prints beside the code.
pub struct SwissBill<'a> {
    pub code: &'a PaymentCode,
    pub bank: &'a BankSettings,
    pub address: &'a Address,
    /// "1234.50"
    pub amount: String,
    pub reference: &'a str,
}

/// The receipt (62 mm) and the payment part (148 mm) across the page's foot, as the Swiss
/// guidelines lay them out, with the dashed line to cut along.
pub fn swiss_bill(p: &mut Page, bill: &SwissBill<'_>) {
    let top = swiss_height();
    p.fill([0.0, 0.0, 0.0]);
    let mut x = 0.0;
    while x < crate::pdfdoc::WIDTH {
        p.rect(x, top, 4.0, 0.5, INK_BLACK);
        x += 8.0;
    }
    let mut y = top;
    while y > 0.0 {
        p.rect(mm(62.0), y - 4.0, 0.5, 4.0, INK_BLACK);
        y -= 8.0;
    }
    let payee = payee_lines(bill);
    // Receipt.
    let rx = mm(5.0);
    p.fill(INK);
    p.text(BOLD, 11.0, rx, top - mm(10.0), "Receipt");
    let mut ry = top - mm(17.0);
    ry = block(p, rx, ry, "Account / Payable to", &payee, 6.0, 8.0);
    ry = block(p, rx, ry, "Payable by", &[String::new()], 6.0, 8.0);
    let _ = ry;
    amount_row(p, rx, mm(30.0), &bill.amount, 6.0, 8.0);
    // Payment part.
    let px = mm(67.0);
    p.text(BOLD, 11.0, px, top - mm(10.0), "Payment part");
    draw(
        p,
        bill.code,
        px - mm(2.0),
        top - mm(17.0) - mm(46.0),
        mm(50.0),
    );
    amount_row(p, px, mm(30.0), &bill.amount, 8.0, 10.0);
    let ix = mm(118.0);
    let mut iy = top - mm(10.0);
    iy = block(p, ix, iy, "Account / Payable to", &payee, 8.0, 10.0);
    iy = block(
        p,
        ix,
        iy,
        "Additional information",
        &[bill.reference.to_string()],
        8.0,
        10.0,
    );
    block(p, ix, iy, "Payable by", &[String::new()], 8.0, 10.0);
}

fn payee_lines(bill: &SwissBill<'_>) -> Vec<String> {
    let a = bill.address;
    vec![
        crate::billing::iban_grouped(&bill.bank.iban),
        bill.bank.admin_full_name.clone(),
        format!("{} {}", a.street, a.building).trim().to_string(),
        format!("{}-{} {}", a.country, a.postal_code, a.town),
    ]
}

/// A heading and its lines; answers where the next block starts.
fn block(p: &mut Page, x: f32, mut y: f32, head: &str, lines: &[String], hs: f32, ls: f32) -> f32 {
    p.text(BOLD, hs, x, y, head);
    y -= ls + 1.0;
    for l in lines {
        p.text(REGULAR, ls, x, y, l);
        y -= ls + 1.0;
    }
    y - ls
}

fn amount_row(p: &mut Page, x: f32, y: f32, amount: &str, hs: f32, ls: f32) {
    p.text(BOLD, hs, x, y, "Currency");
    p.text(BOLD, hs, x + mm(14.0), y, "Amount");
    p.text(REGULAR, ls, x, y - ls - 2.0, "CHF");
    p.text(REGULAR, ls, x + mm(14.0), y - ls - 2.0, amount);
}
