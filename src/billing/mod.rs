//! Billing rules shared by the API, the scheduled job and the PDF: calendar months, money as
//! text, and the notices (bell and mail) that go with invoices and subscriptions.

pub mod approve;
pub mod cancel;
pub mod credit;
pub mod credit_pdf;
pub mod export;
pub mod issue;
pub mod job;
pub mod notices;
pub mod payment;
pub mod pdf;
pub mod qr;
pub mod submit;
pub mod tax;
pub mod transfer;

use time::{Date, Month};

/// Today in UTC, the calendar every due date and billing date is kept in.
pub fn today() -> Date {
    time::OffsetDateTime::now_utc().date()
}

pub use crate::dates::parse_date;

/// The same day next month, on `anchor` (the day the subscription started) where the month has
/// it, else on the month's last day: Jan 31 -> Feb 28 -> Mar 31.
pub fn add_month(d: Date, anchor: u8) -> Date {
    let (year, month) = match d.month() {
        Month::December => (d.year() + 1, Month::January),
        m => (d.year(), m.next()),
    };
    let day = anchor.clamp(1, month.length(year));
    Date::from_calendar_date(year, month, day).unwrap_or(d)
}

/// What a plan invoice is for: "Pro plan, Nov 23, 2026 to Dec 22, 2026", the period from
/// `start` to the day before `next` starts.
pub fn period_description(plan: &str, start: Date, next: Date) -> String {
    format!(
        "{plan} plan, {} to {}",
        crate::dates::human_date(start),
        crate::dates::human_date(next.previous_day().unwrap_or(next))
    )
}

/// An amount in the agency's currency, as its country writes it: "$1,234.56", "€1.234,56".
pub fn money(c: &rusqlite::Connection, minor: i64) -> crate::error::ApiResult<String> {
    Ok(crate::money::words(minor, crate::db::money::currency(c)?))
}

/// A client's stable reference for plan payments by transfer.
pub fn payment_reference(client_id: i64) -> String {
    format!("ATR-{client_id:05}")
}

/// An IBAN in groups of four, as printed on statements.
pub fn iban_grouped(iban: &str) -> String {
    iban.as_bytes()
        .chunks(4)
        .map(|c| String::from_utf8_lossy(c).into_owned())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::date;

    #[test]
    fn a_month_later_keeps_the_anchor_day_where_the_month_has_it() {
        assert_eq!(add_month(date!(2026 - 01 - 31), 31), date!(2026 - 02 - 28));
        assert_eq!(add_month(date!(2026 - 02 - 28), 31), date!(2026 - 03 - 31));
        assert_eq!(add_month(date!(2028 - 01 - 30), 30), date!(2028 - 02 - 29));
        assert_eq!(add_month(date!(2026 - 12 - 15), 15), date!(2027 - 01 - 15));
    }

    #[test]
    fn ibans_print_in_groups_of_four() {
        assert_eq!(
            iban_grouped("AL47212110090000000235698741"),
            "AL47 2121 1009 0000 0002 3569 8741"
        );
    }
}
