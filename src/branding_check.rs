//! The rules a branding document saved from Settings must meet. The shape comes from the
//! shipped defaults (every key they have, of the same kind; list items take the keys any
//! default item has); what a value may hold comes from its key: e-mails, links, colours,
//! platforms, whole numbers in a range, texts of a bounded length. Every problem is named by
//! its path (`document.contact.offices[1].phone`), all in one 422.

use serde_json::Value;

use crate::branding::DEFAULT_DOC;
use crate::domain::Vocabulary;
use crate::domain::social::SocialPlatform;
use crate::validate::{Check, REQUIRED, is_email};

/// Longest list anywhere in the document: far more than a page shows.
pub const LIST_MAX: usize = 30;
pub const TEXT_MAX: usize = 200;
pub const LONG_TEXT_MAX: usize = 1000;
pub const URL_MAX: usize = 2048;

/// Paragraphs on the pages; every other text is one line.
const LONG: &[&str] = &[
    "description",
    "subtitle",
    "intro",
    "mission",
    "vision",
    "answer",
    "text",
    "content",
    "bio",
    "data_retention",
];

/// What a key's value may be, taken from the defaults.
enum Shape {
    Object(Vec<(String, Shape, bool)>),
    List(Box<Shape>, usize),
    Text,
    /// A text that may be null or left out (a leader's LinkedIn page, the logo).
    OptionalText,
    Whole,
    Flag,
}

fn shape_of(v: &Value) -> Shape {
    match v {
        Value::Object(map) => Shape::Object(
            map.iter()
                .map(|(k, v)| (k.clone(), shape_of(v), false))
                .collect(),
        ),
        Value::Array(items) => {
            let min = usize::from(!items.is_empty());
            let objects: Vec<_> = items.iter().filter_map(Value::as_object).collect();
            if objects.is_empty() {
                return Shape::List(Box::new(Shape::Text), min);
            }
            // One item shape for all: a key some item lacks (or leaves null) is optional.
            let mut keys: Vec<(String, Shape, bool)> = Vec::new();
            for item in &objects {
                for k in item.keys() {
                    if keys.iter().any(|(have, _, _)| have == k) {
                        continue;
                    }
                    let example = objects
                        .iter()
                        .find_map(|o| o.get(k).filter(|v| !v.is_null()));
                    let optional = objects.iter().any(|o| o.get(k).is_none_or(Value::is_null));
                    let shape = match example {
                        Some(e) if optional && e.is_string() => Shape::OptionalText,
                        Some(e) => shape_of(e),
                        None => Shape::OptionalText,
                    };
                    keys.push((k.clone(), shape, optional));
                }
            }
            Shape::List(Box::new(Shape::Object(keys)), min)
        }
        Value::String(_) => Shape::Text,
        Value::Null => Shape::OptionalText,
        Value::Number(_) => Shape::Whole,
        Value::Bool(_) => Shape::Flag,
    }
}

/// The defaults without their plans: the site lists the billing plans, which are edited and
/// checked as such (`api::billing`), never as part of this document.
static SHAPE: std::sync::LazyLock<Shape> = std::sync::LazyLock::new(|| {
    let mut doc = DEFAULT_DOC.clone();
    if let Some(map) = doc.as_object_mut() {
        map.remove("plans");
    }
    shape_of(&doc)
});

/// Checks a whole document; `Err` is the 422 naming every field at fault.
pub fn check(doc: &Value) -> crate::error::ApiResult<()> {
    problems(doc).finish()
}

/// Every problem of `doc`, for a caller that has more of its own to add before answering.
pub fn problems(doc: &Value) -> Check {
    let mut check = Check::new();
    let mut doc = doc.clone();
    if let Some(map) = doc.as_object_mut() {
        map.remove("plans");
    }
    walk(&mut check, "document", "", &doc, &SHAPE);
    check
}

fn walk(check: &mut Check, path: &str, key: &str, value: &Value, shape: &Shape) {
    match shape {
        Shape::Object(fields) => {
            let Some(map) = value.as_object() else {
                return check.add(path, "Must be an object.");
            };
            for k in map.keys() {
                if !fields.iter().any(|(f, _, _)| f == k) {
                    check.add(&format!("{path}.{k}"), "Unknown field.");
                }
            }
            for (k, field_shape, optional) in fields {
                let at = format!("{path}.{k}");
                match map.get(k) {
                    Some(v) => walk(check, &at, k, v, field_shape),
                    None if *optional || matches!(field_shape, Shape::OptionalText) => {}
                    None => check.add(&at, REQUIRED),
                }
            }
        }
        Shape::List(item, min) => {
            let Some(items) = value.as_array() else {
                return check.add(path, "Must be a list.");
            };
            if items.len() < *min {
                check.add(path, "Keep at least one entry.");
            }
            if items.len() > LIST_MAX {
                check.add(path, format!("Keep at most {LIST_MAX} entries."));
            }
            for (i, v) in items.iter().take(LIST_MAX).enumerate() {
                walk(check, &format!("{path}[{i}]"), key, v, item);
            }
        }
        Shape::Text | Shape::OptionalText => {
            let optional = matches!(shape, Shape::OptionalText);
            match value {
                Value::Null if optional => {}
                Value::Null => check.add(path, "This field may not be null."),
                Value::String(s) if optional && s.trim().is_empty() => {}
                Value::String(s) => text(check, path, key, s),
                _ => check.add(path, "Must be text."),
            }
        }
        Shape::Whole => match value.as_i64() {
            Some(n) => {
                let (min, max) = range(key);
                if !(min..=max).contains(&n) {
                    check.add(path, format!("Use a whole number from {min} to {max}."));
                }
            }
            None => check.add(path, "Must be a whole number."),
        },
        Shape::Flag => {
            if !value.is_boolean() {
                check.add(path, "Must be true or false.");
            }
        }
    }
}

fn text(check: &mut Check, path: &str, key: &str, raw: &str) {
    let s = raw.trim();
    if s.is_empty() {
        return check.add(path, REQUIRED);
    }
    let long = LONG.contains(&key);
    let max = if is_link(key) {
        URL_MAX
    } else if long {
        LONG_TEXT_MAX
    } else {
        TEXT_MAX
    };
    if raw.chars().count() > max {
        check.add(
            path,
            format!("Ensure this field has no more than {max} characters."),
        );
    }
    let allowed = |c: char| long && matches!(c, '\n' | '\r' | '\t');
    if raw.chars().any(|c| c.is_control() && !allowed(c)) {
        check.add(
            path,
            "Control characters and line breaks are not allowed here.",
        );
    }
    if path.starts_with("document.colors.") && !is_hex_colour(s) {
        check.add(path, "Use a colour in hex, like #4f46e5.");
    } else if key.ends_with("email") && !is_email(s) {
        check.add(path, "Please enter a valid email address");
    } else if is_link(key) && !is_link_value(key, s) {
        check.add(path, link_rule(key));
    } else if key == "platform" && SocialPlatform::exact(s).is_none() {
        check.add(path, format!("Use one of: {}.", SocialPlatform::listed()));
    } else if key == "logo_file" && (s.contains(['/', '\\']) || s.starts_with('.')) {
        check.add(path, "Name a file in the data directory, without a path.");
    }
}

fn is_link(key: &str) -> bool {
    matches!(
        key,
        "website" | "url" | "linkedin_url" | "logo_url" | "image"
    )
}

/// Pictures may be the site's own (`/images/...`); pages linked to are on the web.
fn is_link_value(key: &str, s: &str) -> bool {
    if s.chars().any(char::is_whitespace) {
        return false;
    }
    let local = s.starts_with('/') && !s.starts_with("//");
    let web = ["https://", "http://"].iter().any(|scheme| {
        s.get(..scheme.len())
            .is_some_and(|p| p.eq_ignore_ascii_case(scheme))
            && s.len() > scheme.len()
            && !s[scheme.len()..].starts_with('/')
    });
    web || (local && matches!(key, "image" | "logo_url"))
}

fn link_rule(key: &str) -> &'static str {
    if matches!(key, "image" | "logo_url") {
        "Use a web address (https://...) or a path on this site (/images/...)."
    } else {
        "Use a web address starting with https:// or http://."
    }
}

pub fn is_hex_colour(s: &str) -> bool {
    s.len() == 7 && s.starts_with('#') && s[1..].chars().all(|c| c.is_ascii_hexdigit())
}

/// Whole numbers by what they count. Prices are whole US dollars, as the pages show them.
fn range(key: &str) -> (i64, i64) {
    match key {
        "founded" => (1800, 2100),
        "price" => (0, 1_000_000),
        "minimum_age" => (0, 120),
        k if k.ends_with("_days") => (0, 365),
        k if k.ends_with("_hours") => (0, 8760),
        k if k.ends_with("_months") => (0, 120),
        _ => (0, 1_000_000),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ApiError;
    use serde_json::json;

    fn fields(doc: &Value) -> Vec<String> {
        match check(doc) {
            Ok(()) => Vec::new(),
            Err(ApiError::Validation { fields, .. }) => fields.keys().cloned().collect(),
            Err(other) => panic!("unexpected {other:?}"),
        }
    }

    #[test]
    fn the_shipped_defaults_pass_their_own_rules() {
        assert_eq!(fields(&DEFAULT_DOC), Vec::<String>::new());
    }

    #[test]
    fn each_bad_value_is_named_by_its_path() {
        let mut doc = DEFAULT_DOC.clone();
        doc["colors"]["primary"] = json!("blue");
        doc["contact"]["offices"][1]["phone"] = json!("");
        doc["about"]["leaders"][0]["linkedin_url"] = json!("javascript:alert(1)");
        doc["agency"]["extra"] = json!(1);
        let got = fields(&doc);
        for want in [
            "document.colors.primary",
            "document.contact.offices[1].phone",
            "document.about.leaders[0].linkedin_url",
            "document.agency.extra",
        ] {
            assert!(got.contains(&want.to_string()), "{want} in {got:?}");
        }
        assert_eq!(got.len(), 4, "{got:?}");
    }

    #[test]
    fn links_are_web_addresses_and_pictures_may_be_the_sites_own() {
        assert!(is_link_value("image", "/images/people/a.svg"));
        assert!(!is_link_value("website", "/about"));
        assert!(!is_link_value("url", "//evil.test"));
        assert!(is_link_value("url", "https://instagram.com/x"));
        assert!(!is_link_value("url", "https://"));
    }
}
