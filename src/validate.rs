//! Field-by-field checks that gather every problem before answering 422.

use crate::error::{ApiError, ApiResult, FieldErrors};

#[derive(Default)]
pub struct Check {
    errors: FieldErrors,
}

pub const REQUIRED: &str = "This field is required.";

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
    pub fn required(&mut self, field: &str, value: Option<&str>, max: usize) -> String {
        let value = value.map(str::trim).unwrap_or_default();
        if value.is_empty() {
            self.add(field, REQUIRED);
        } else {
            self.max_len(field, value, max);
        }
        value.to_string()
    }

    /// An optional text, trimmed, no longer than `max` characters.
    pub fn optional(&mut self, field: &str, value: Option<&str>, max: usize) -> Option<String> {
        let value = value.map(str::trim)?;
        self.max_len(field, value, max);
        Some(value.to_string())
    }

    pub fn max_len(&mut self, field: &str, value: &str, max: usize) {
        if value.chars().count() > max {
            self.add(
                field,
                format!("Ensure this field has no more than {max} characters."),
            );
        }
    }

    pub fn email(&mut self, field: &str, value: Option<&str>) -> String {
        let value = self.required(field, value, 254).to_lowercase();
        if !value.is_empty() && !is_email(&value) {
            self.add(field, "Please enter a valid email address");
        }
        value
    }

    pub fn finish(self) -> ApiResult<()> {
        match ApiError::from_fields(self.errors) {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }
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
