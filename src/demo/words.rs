//! Words for the demo's texts made from the dates they are seeded with, so that a text never
//! names a month, a season or a weekday its own dates do not fall on, whatever day the demo is
//! seeded ("the March report" in November was the first thing a buyer read).

use time::Date;

/// The season in the northern hemisphere, where the demo agency works.
pub fn season(d: Date) -> &'static str {
    match u8::from(d.month()) {
        12 | 1 | 2 => "winter",
        3..=5 => "spring",
        6..=8 => "summer",
        _ => "autumn",
    }
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// Fills `{month}` ("November"), `{weekday}` ("Thursday"), `{season}` and `{Season}` from `d`.
pub fn fill(template: &str, d: Date) -> String {
    template
        .replace("{month}", &d.month().to_string())
        .replace("{weekday}", &d.weekday().to_string())
        .replace("{season}", season(d))
        .replace("{Season}", &capitalised(season(d)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::date;

    #[test]
    fn words_come_from_the_date() {
        assert_eq!(
            fill("{Season} menu, {month}, {weekday}", date!(2026 - 11 - 26)),
            "Autumn menu, November, Thursday"
        );
        assert_eq!(season(date!(2027 - 01 - 04)), "winter");
    }
}
