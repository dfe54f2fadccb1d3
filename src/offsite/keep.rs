//! Which off-site copies to keep: the newest of each of the last `daily` days, `weekly` ISO
//! weeks and `monthly` months that have a copy (grandfather-father-son), and always the newest.
//! A copy's time is in its name (`atrium-YYYYMMDDTHHMMSSZ…`), so the choice needs only a listing.

use std::collections::BTreeSet;

use time::{Date, Month};

#[derive(Debug, Clone, Copy)]
pub struct Policy {
    pub daily: u32,
    pub weekly: u32,
    pub monthly: u32,
}

/// The calendar day in a copy's name, or None for a name Atrium did not write.
pub fn day_of(name: &str) -> Option<Date> {
    let stamp = name.strip_prefix(super::NAME_PREFIX)?;
    let digits = stamp.get(..8)?;
    if !digits.bytes().all(|b| b.is_ascii_digit()) || stamp.as_bytes().get(8) != Some(&b'T') {
        return None;
    }
    let year = digits[..4].parse().ok()?;
    let month = Month::try_from(digits[4..6].parse::<u8>().ok()?).ok()?;
    Date::from_calendar_date(year, month, digits[6..8].parse().ok()?).ok()
}

/// The names to delete, from a listing of copies; names Atrium did not write are never touched.
pub fn to_delete(names: &[String], policy: Policy) -> Vec<String> {
    let mut ours: Vec<(&String, Date)> =
        names.iter().filter_map(|n| Some((n, day_of(n)?))).collect();
    // Newest first: the names sort as they were made.
    ours.sort_by(|a, b| b.0.cmp(a.0));
    let mut keep: BTreeSet<&String> = ours.first().map(|(n, _)| *n).into_iter().collect();
    let mut pick = |limit: u32, period: &dyn Fn(Date) -> (i32, u32)| {
        let mut seen = BTreeSet::new();
        for (name, day) in &ours {
            if seen.len() as u32 >= limit {
                break;
            }
            if seen.insert(period(*day)) {
                keep.insert(name);
            }
        }
    };
    pick(policy.daily, &|d| (d.year(), d.ordinal() as u32));
    pick(policy.weekly, &|d| {
        let (year, week, _) = d.to_iso_week_date();
        (year, week as u32)
    });
    pick(policy.monthly, &|d| (d.year(), d.month() as u32));
    ours.iter()
        .filter(|(n, _)| !keep.contains(n))
        .map(|(n, _)| (*n).clone())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(day: Date, hour: u8) -> String {
        format!(
            "{}{:04}{:02}{:02}T{hour:02}0000Z.zip.sealed",
            super::super::NAME_PREFIX,
            day.year(),
            day.month() as u8,
            day.day()
        )
    }

    #[test]
    fn a_year_of_daily_copies_keeps_seven_days_four_weeks_and_twelve_months() {
        let start = Date::from_calendar_date(2026, Month::January, 1).unwrap();
        let mut names = Vec::new();
        for offset in 0..365 {
            let day = start + time::Duration::days(offset);
            // Two copies a day: only the day's newest can be kept.
            names.push(name(day, 3));
            names.push(name(day, 15));
        }
        names.push("someone-elses-file.zip".into());
        let policy = Policy {
            daily: 7,
            weekly: 4,
            monthly: 12,
        };
        let gone = to_delete(&names, policy);
        let kept: Vec<&String> = names.iter().filter(|n| !gone.contains(n)).collect();
        assert!(kept.contains(&&"someone-elses-file.zip".to_string()));
        let ours: Vec<&&String> = kept.iter().filter(|n| day_of(n).is_some()).collect();
        // 7 days (Dec 25-31); the weeks add 2 (Dec 20 and 13: the newest of Dec 31's week and
        // of the week before are dailies already); the months add 11 (the last day of Jan-Nov).
        assert_eq!(ours.len(), 7 + 2 + 11, "{ours:?}");
        assert!(
            ours.iter().all(|n| n.contains("T15")),
            "only a day's newest is kept"
        );
        let newest = name(start + time::Duration::days(364), 15);
        assert!(kept.contains(&&newest));
        let january = name(
            Date::from_calendar_date(2026, Month::January, 31).unwrap(),
            15,
        );
        assert!(kept.contains(&&january), "each month's newest stays a year");
    }

    #[test]
    fn the_newest_copy_is_kept_even_with_every_count_at_zero() {
        let day = Date::from_calendar_date(2026, Month::March, 2).unwrap();
        let names = vec![name(day, 1), name(day, 2)];
        let gone = to_delete(
            &names,
            Policy {
                daily: 0,
                weekly: 0,
                monthly: 0,
            },
        );
        assert_eq!(gone, vec![name(day, 1)]);
    }
}
