//! Dates as stored (ISO: `YYYY-MM-DD`, RFC 3339 in UTC) and in texts people read
//! (notifications, mails, invoice periods, report periods): one style, the one the screens use
//! ("Nov 17, 2026"), in UTC.

use time::Date;

const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// `Nov 17, 2026`.
pub fn human_date(d: Date) -> String {
    let month = MONTHS[usize::from(u8::from(d.month())) - 1];
    format!("{month} {}, {}", d.day(), d.year())
}

/// A stored day (`2026-11-17`) or time (`2026-11-17T09:00:00Z`, read as its UTC day) in the
/// screens' style; text that is neither is returned as it is, so nothing is lost.
pub fn human(stored: &str) -> String {
    stored
        .get(..10)
        .and_then(parse_date)
        .map(human_date)
        .unwrap_or_else(|| stored.to_string())
}

/// A calendar date as stored, `YYYY-MM-DD`.
pub fn parse_date(s: &str) -> Option<time::Date> {
    time::Date::parse(s, time::macros::format_description!("[year]-[month]-[day]")).ok()
}

/// A moment as stored: RFC 3339, UTC, whole seconds (so it sorts as text).
pub fn format_time(t: time::OffsetDateTime) -> String {
    let t = t.replace_nanosecond(0).unwrap_or(t);
    t.format(&time::format_description::well_known::Rfc3339)
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_and_times_read_as_the_screens_write_them() {
        assert_eq!(human("2026-11-17"), "Nov 17, 2026");
        assert_eq!(human("2026-01-05T23:59:00Z"), "Jan 5, 2026");
        assert_eq!(human("soon"), "soon");
        assert_eq!(human(""), "");
    }
}
