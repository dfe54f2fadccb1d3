//! The agency's currency: amounts are integer minor units everywhere (`*_cents`: cents for USD
//! and EUR, yen for JPY, fils for BHD), turned into words by rusty-money and into major units
//! only at the edges (the API's float fields, typed input, CSV and payment codes).

use std::cell::Cell;

use rusty_money::{FormattableCurrency, Money, iso};

pub type Currency = &'static iso::Currency;

/// The currency a fresh install bills in: the spec's screens read in dollars.
pub const DEFAULT: &str = "USD";

/// Codes ISO 4217 keeps for things that are not an agency's money: metals, fund units, the
/// testing and "no currency" codes.
const NOT_MONEY: &[&str] = &[
    "XAG", "XAU", "XBA", "XBB", "XBC", "XBD", "XDR", "XPD", "XPT", "XSU", "XTS", "XUA", "XXX",
];

/// The currency of an ISO 4217 code an agency may bill in (upper case), or None.
pub fn currency(code: &str) -> Option<Currency> {
    if NOT_MONEY.contains(&code) {
        return None;
    }
    iso::find(code)
}

/// Every code `currency` accepts, in order: ISO 4217 read off the currency table by trying each
/// three-letter code (17,576 lookups, once, for the API document).
pub fn codes() -> Vec<&'static str> {
    let mut out = Vec::new();
    for a in b'A'..=b'Z' {
        for b in b'A'..=b'Z' {
            for c in b'A'..=b'Z' {
                let code = [a, b, c];
                let code = std::str::from_utf8(&code).unwrap_or_default();
                if let Some(found) = currency(code) {
                    out.push(found.iso_alpha_code);
                }
            }
        }
    }
    out
}

/// The default currency, which is always known.
pub fn usd() -> Currency {
    iso::USD
}

/// A stored code read back: the default when the row holds something this build does not know.
pub fn known(code: &str) -> Currency {
    currency(code).unwrap_or_else(usd)
}

/// Minor units in one major unit: 100 for EUR, 1 for JPY, 1000 for BHD.
pub fn scale(exponent: u32) -> i64 {
    10_i64.pow(exponent)
}

thread_local! {
    /// The exponent of the database's currency, set by `Db` before each read or write runs on
    /// its blocking thread, so the float fields rows carry are in the right unit.
    static EXPONENT: Cell<u32> = const { Cell::new(2) };
}

pub fn set_thread_exponent(exponent: u32) {
    EXPONENT.with(|e| e.set(exponent));
}

pub fn thread_exponent() -> u32 {
    EXPONENT.with(Cell::get)
}

/// Minor units as a float of major units, for the API's float fields (`amount`, `price`).
pub fn major(minor: i64, exponent: u32) -> f64 {
    minor as f64 / scale(exponent) as f64
}

/// `major` in the currency of the database the current read or write runs against.
pub fn major_here(minor: i64) -> f64 {
    major(minor, EXPONENT.with(Cell::get))
}

/// "€1.234,56", "¥1,235", "$1,234.56": as the currency's own country writes it. A symbol that
/// is only letters ("Fr", "kr") gives way to the code, as invoices write it: "CHF 1,234.56".
pub fn words(minor: i64, currency: Currency) -> String {
    let written = Money::from_minor(minor, currency).to_string();
    let symbol = currency.symbol();
    if symbol.is_empty() || !symbol.chars().all(char::is_alphabetic) {
        return written;
    }
    coded(&written, symbol, currency.code())
}

/// The amount with its symbol taken out and the code put in front.
fn coded(written: &str, symbol: &str, code: &str) -> String {
    let bare = written.replacen(symbol, "", 1);
    match bare.trim().strip_prefix('-') {
        Some(positive) => format!("-{code} {}", positive.trim()),
        None => format!("{code} {}", bare.trim()),
    }
}

/// `words` for a page that can draw only the standard PDF fonts' Latin characters: a symbol
/// outside them ("د.ب") gives way to the code ("BHD 1,234.567").
pub fn words_latin(minor: i64, currency: Currency) -> String {
    let symbol = currency.symbol();
    if symbol.chars().all(|c| c.is_ascii() || "€£¥".contains(c)) {
        return words(minor, currency);
    }
    coded(&words(minor, currency), symbol, currency.code())
}

/// "1234.56", "1235", "1234.567": the plain decimal a payment code, a CSV or a form field holds.
pub fn decimal(minor: i64, exponent: u32) -> String {
    let sign = if minor < 0 { "-" } else { "" };
    let (whole, part) = (
        minor.unsigned_abs() / scale(exponent) as u64,
        minor.unsigned_abs() % scale(exponent) as u64,
    );
    match exponent {
        0 => format!("{sign}{whole}"),
        e => format!("{sign}{whole}.{part:0width$}", width = e as usize),
    }
}

/// The most any amount may be, in major units (as the inputs' schema says).
pub const MAX_MAJOR: i64 = 100_000_000;

/// Typed money (a JSON number, or numeric text from a form) to minor units, refusing more
/// decimals than the currency has (`12.345` in EUR) rather than rounding them away, and anything
/// negative or above `MAX_MAJOR`.
pub fn parse(value: &serde_json::Value, exponent: u32) -> Option<i64> {
    let text = match value {
        serde_json::Value::Number(n) => n.to_string(),
        serde_json::Value::String(s) => s.trim().to_string(),
        _ => return None,
    };
    minor_of_text(&text, exponent).or_else(|| {
        // A float the JSON parser printed in exponent form (1e2): its exact value, if it has one.
        let f = value.as_f64().or_else(|| text.parse::<f64>().ok())?;
        let minor = (f * scale(exponent) as f64).round();
        (f.is_finite() && (minor / scale(exponent) as f64 - f).abs() < 1e-9)
            .then_some(minor as i64)
            .filter(|m| (0..=MAX_MAJOR * scale(exponent)).contains(m))
    })
}

fn minor_of_text(text: &str, exponent: u32) -> Option<i64> {
    let (whole, part) = text.split_once('.').unwrap_or((text, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if !digits(whole) || !digits(part) || (whole.is_empty() && part.is_empty()) {
        return None;
    }
    let part = part.trim_end_matches('0');
    if part.len() > exponent as usize || whole.len() > 12 {
        return None;
    }
    let whole: i64 = if whole.is_empty() {
        0
    } else {
        whole.parse().ok()?
    };
    let fraction: i64 = if part.is_empty() {
        0
    } else {
        format!("{part:0<width$}", width = exponent as usize)
            .parse()
            .ok()?
    };
    let minor = whole * scale(exponent) + fraction;
    (whole <= MAX_MAJOR && minor <= MAX_MAJOR * scale(exponent)).then_some(minor)
}

/// An amount moved to another currency's minor units, the same number in major units: a plan of
/// 250.00 USD reads 250 JPY or 250.000 BHD after the agency changes currency (rounded half away
/// from zero where the new currency has fewer decimals).
pub fn rescale(minor: i64, from: u32, to: u32) -> i64 {
    if to >= from {
        minor * scale(to - from)
    } else {
        let d = scale(from - to);
        (minor + d / 2) / d
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn each_currency_is_written_with_its_own_decimals() {
        assert_eq!(words(123_456, known("USD")), "$1,234.56");
        assert_eq!(words(123_456, known("EUR")), "€1.234,56");
        assert_eq!(words(1_235, known("JPY")), "¥1,235");
        assert_eq!(words_latin(1_234_567, known("BHD")), "BHD 1,234.567");
        assert_eq!(words(-19_995, known("CHF")), "-CHF 199.95");
        assert_eq!(decimal(1_234_567, 3), "1234.567");
        assert_eq!(decimal(1_235, 0), "1235");
        assert_eq!(decimal(5, 2), "0.05");
    }

    #[test]
    fn typed_amounts_take_as_many_decimals_as_the_currency_has_and_no_more() {
        assert_eq!(parse(&json!("12.34"), 2), Some(1_234));
        assert_eq!(parse(&json!(12.3), 2), Some(1_230));
        assert_eq!(parse(&json!("12.345"), 2), None);
        assert_eq!(parse(&json!("12.345"), 3), Some(12_345));
        assert_eq!(parse(&json!("1200"), 0), Some(1_200));
        assert_eq!(parse(&json!("1200.5"), 0), None);
        assert_eq!(parse(&json!(0.3), 2), Some(30));
        assert_eq!(parse(&json!(-1), 2), None);
        assert_eq!(parse(&json!(true), 2), None);
        assert_eq!(parse(&json!("1e3"), 2), Some(100_000));
        assert_eq!(parse(&json!("100000001"), 2), None);
    }

    #[test]
    fn a_change_of_currency_keeps_the_number_in_major_units() {
        assert_eq!(rescale(25_000, 2, 0), 250);
        assert_eq!(rescale(25_050, 2, 0), 251);
        assert_eq!(rescale(25_000, 2, 3), 250_000);
        assert_eq!(rescale(250, 0, 2), 25_000);
    }

    #[test]
    fn codes_that_are_not_money_are_refused() {
        assert!(currency("XAU").is_none());
        assert!(currency("eur").is_none());
        assert_eq!(currency("CHF").map(|c| c.exponent()), Some(2));
    }
}
