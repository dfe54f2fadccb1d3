//! Field-by-field checks that gather every problem before answering 422.

use crate::domain::Vocabulary;
use crate::error::{ApiError, ApiResult, FieldErrors};

#[derive(Default)]
pub struct Check {
    errors: FieldErrors,
}

pub const REQUIRED: &str = "This field is required.";
pub const SEARCH_MAX_CHARS: usize = 200;
pub const SEARCH_MAX_WORDS: usize = 10;

/// Fields that hold free text of several lines; every other text field is one line.
pub fn multiline(field: &str) -> bool {
    matches!(
        field,
        "bio" | "description" | "message" | "additional_info" | "feedback" | "content" | "notes"
    )
}

/// The address rule the UI uses: something@something.something, no spaces.
pub fn is_email(s: &str) -> bool {
    let Some((local, domain)) = s.split_once('@') else {
        return false;
    };
    let ok_chars = |p: &str| !p.is_empty() && !p.chars().any(|c| c.is_whitespace() || c == '@');
    ok_chars(local)
        && ok_chars(domain)
        && domain.split('.').count() >= 2
        && domain.split('.').all(|part| !part.is_empty())
        && s.len() <= 254
}

impl Check {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn add(&mut self, field: &str, problem: impl Into<String>) {
        self.errors
            .entry(field.to_string())
            .or_default()
            .push(problem.into());
    }

    pub fn has(&self, field: &str) -> bool {
        self.errors.contains_key(field)
    }

    /// A trimmed, non-empty text no longer than `max` characters.
    /// The length counts what was sent, spaces included, as the OpenAPI document's
    /// `maxLength` does: the two must refuse the same texts.
    pub fn required(&mut self, field: &str, value: Option<&str>, max: usize) -> String {
        let raw = value.unwrap_or_default();
        let value = raw.trim();
        if value.is_empty() {
            self.add(field, REQUIRED);
        } else {
            self.max_len(field, raw, max);
        }
        value.to_string()
    }

    /// An optional text, trimmed, no longer than `max` characters as sent.
    pub fn optional(&mut self, field: &str, value: Option<&str>, max: usize) -> Option<String> {
        let raw = value?;
        self.max_len(field, raw, max);
        Some(raw.trim().to_string())
    }

    pub fn max_len(&mut self, field: &str, value: &str, max: usize) {
        if value.chars().count() > max {
            self.add(
                field,
                format!("Ensure this field has no more than {max} characters."),
            );
        }
        self.no_control(field, value, multiline(field));
    }

    /// NUL and other control characters break logs, mail headers and exports; only fields of
    /// several lines may hold line breaks and tabs.
    fn no_control(&mut self, field: &str, value: &str, lines: bool) {
        let allowed = |c: char| lines && matches!(c, '\n' | '\r' | '\t');
        if value.chars().any(|c| c.is_control() && !allowed(c)) {
            let what = if lines {
                "Control characters other than line breaks and tabs are not allowed."
            } else {
                "Control characters and line breaks are not allowed here."
            };
            self.add(field, what);
        }
    }

    /// A search query: empty means none; long ones are refused, since every word costs a scan.
    pub fn search(&mut self, field: &str, value: Option<&str>) -> Option<String> {
        let value = value.map(str::trim).filter(|v| !v.is_empty())?;
        if value.chars().count() > SEARCH_MAX_CHARS {
            self.add(
                field,
                format!("Search is limited to {SEARCH_MAX_CHARS} characters."),
            );
        } else if value.split_whitespace().count() > SEARCH_MAX_WORDS {
            self.add(
                field,
                format!("Search is limited to {SEARCH_MAX_WORDS} words."),
            );
        }
        self.no_control(field, value, false);
        Some(value.to_string())
    }

    pub fn email(&mut self, field: &str, value: Option<&str>) -> String {
        let value = self.required(field, value, 254).to_lowercase();
        if !value.is_empty() && !is_email(&value) {
            self.add(field, "Please enter a valid email address");
        }
        value
    }

    /// An optional word of a vocabulary (any case, spaces around).
    pub fn choice<T: Vocabulary>(&mut self, field: &str, value: Option<&str>) -> Option<T> {
        let v = value?;
        let found = T::parse(v);
        if found.is_none() {
            self.add(field, format!("\"{v}\" is not one of: {}.", T::listed()));
        }
        found
    }

    /// An optional value that must be one of `allowed` (any case), for the few choices that are
    /// not a vocabulary (a sort key, a bulk action); returns the canonical spelling.
    pub fn one_of(&mut self, field: &str, value: Option<&str>, allowed: &[&str]) -> Option<String> {
        let v = value?;
        let found = one_of(v, allowed);
        if found.is_none() {
            self.add(
                field,
                format!("\"{v}\" is not one of: {}.", allowed.join(", ")),
            );
        }
        found
    }

    /// A list filter from the query string, where empty and "all" mean no filter.
    pub fn filter<T: Vocabulary>(&mut self, field: &str, value: Option<&str>) -> Option<T> {
        self.choice(field, value.filter(|s| !s.is_empty() && *s != "all"))
    }

    /// An optional whole number from a query string, within `min..=max`.
    pub fn int_in(&mut self, field: &str, value: Option<&str>, min: i64, max: i64) -> Option<i64> {
        let v = value.map(str::trim).filter(|s| !s.is_empty())?;
        match v.parse::<i64>() {
            Ok(n) if (min..=max).contains(&n) => Some(n),
            _ => {
                self.add(field, format!("Use a whole number from {min} to {max}."));
                None
            }
        }
    }

    /// A required word of a vocabulary. When it is missing or not one of the words the field's
    /// error is noted and the answer is the first word, which no caller sees: `finish` refuses.
    pub fn required_choice<T: Vocabulary>(&mut self, field: &str, value: Option<&str>) -> T {
        let v = self.required(field, value, 50);
        let found = if self.has(field) {
            None
        } else {
            self.choice(field, Some(&v))
        };
        found.unwrap_or(T::ALL[0])
    }

    /// The same for a choice that is not a vocabulary.
    pub fn required_one_of(
        &mut self,
        field: &str,
        value: Option<&str>,
        allowed: &[&str],
    ) -> String {
        let v = self.required(field, value, 50);
        if self.has(field) {
            return v;
        }
        self.one_of(field, Some(&v), allowed).unwrap_or_default()
    }

    pub fn finish(self) -> ApiResult<()> {
        match ApiError::from_fields(self.errors) {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }
}

/// A date-time from the UI: RFC 3339, or a zone-less `YYYY-MM-DDTHH:MM[:SS]` / `YYYY-MM-DD`
/// read as UTC. Returned as RFC 3339 UTC, the form every stored time uses.
pub fn datetime(value: &str) -> Option<String> {
    use time::format_description::well_known::Rfc3339;
    use time::macros::format_description;
    let v = value.trim();
    if let Ok(t) = time::OffsetDateTime::parse(v, &Rfc3339) {
        // A far-off year with an extreme offset can fall outside the representable range.
        return t
            .checked_to_offset(time::UtcOffset::UTC)
            .map(crate::dates::format_time);
    }
    let with_seconds = format_description!("[year]-[month]-[day]T[hour]:[minute]:[second]");
    let without = format_description!("[year]-[month]-[day]T[hour]:[minute]");
    let naive = time::PrimitiveDateTime::parse(v, &with_seconds)
        .or_else(|_| time::PrimitiveDateTime::parse(v, &without))
        .ok()
        .or_else(|| {
            date(v)
                .and_then(|d| {
                    time::Date::parse(&d, format_description!("[year]-[month]-[day]")).ok()
                })
                .map(|d| d.midnight())
        })?;
    Some(crate::dates::format_time(naive.assume_utc()))
}

/// A calendar date `YYYY-MM-DD`.
pub fn date(value: &str) -> Option<String> {
    let v = value.trim();
    time::Date::parse(v, time::macros::format_description!("[year]-[month]-[day]"))
        .ok()
        .map(|_| v.to_string())
}

/// One of the allowed values, compared without case; returns the canonical spelling.
pub fn one_of(value: &str, allowed: &[&str]) -> Option<String> {
    allowed
        .iter()
        .find(|a| a.eq_ignore_ascii_case(value.trim()))
        .map(|a| a.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn email_rule_matches_the_ui_pattern() {
        assert!(is_email("a@b.co"));
        assert!(!is_email("a@b"));
        assert!(!is_email("a b@c.d"));
        assert!(!is_email("@c.d"));
        assert!(!is_email("a@.d"));
    }

    #[test]
    fn datetimes_are_normalised_to_utc() {
        assert_eq!(
            datetime("2026-05-01T10:30:00+02:00").as_deref(),
            Some("2026-05-01T08:30:00Z")
        );
        assert_eq!(
            datetime("2026-05-01T10:30").as_deref(),
            Some("2026-05-01T10:30:00Z")
        );
        assert_eq!(
            datetime("2026-05-01").as_deref(),
            Some("2026-05-01T00:00:00Z")
        );
        assert_eq!(datetime("yesterday"), None);
    }

    #[test]
    fn an_extreme_offset_at_the_edge_of_time_is_refused_not_a_panic() {
        assert_eq!(datetime("9999-12-31T23:59:59-23:59"), None);
        assert_eq!(datetime("-9999-01-01T00:00:00+23:59"), None);
    }

    #[test]
    fn control_characters_are_refused_and_line_breaks_only_in_long_text() {
        let mut c = Check::new();
        c.required("name", Some("Ann\u{0}a"), 50);
        c.required("company", Some("Two\nLines"), 50);
        c.optional("bio", Some("Two\nlines\tand a tab"), 500);
        let err = c.finish().unwrap_err();
        let ApiError::Validation { fields, .. } = err else {
            panic!("expected a validation error")
        };
        assert!(fields.contains_key("name") && fields.contains_key("company"));
        assert!(!fields.contains_key("bio"));
    }

    #[test]
    fn long_searches_are_refused() {
        let mut c = Check::new();
        assert_eq!(c.search("search", Some("  ")), None);
        c.search("search", Some(&"word ".repeat(5000)));
        assert!(c.has("search"));
    }

    #[test]
    fn check_collects_every_field() {
        let mut c = Check::new();
        c.required("name", Some("  "), 10);
        c.required("company", Some("abcdefghijkl"), 10);
        let err = c.finish().unwrap_err();
        match err {
            ApiError::Validation { fields, .. } => {
                assert!(fields.contains_key("name") && fields.contains_key("company"))
            }
            other => panic!("unexpected {other:?}"),
        }
    }
}
