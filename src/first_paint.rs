//! Each page's first paint: HTML the UI build rendered from the real components with numbered
//! placeholders for the branding's texts (`ui/scripts/prerender.mjs` writes `prerender.json`).
//! Filled from the server's branding, it is the page a visitor sees before any script runs, which is
//! what makes the largest paint early. A page is used only when the branding passes every check the
//! build recorded (a list's length, a number, whether a text is set): otherwise the placeholders would
//! not fit the markup, and the page gets the plain app shell, still correct, just painted later.

use std::collections::HashMap;

use serde::Deserialize;
use serde_json::Value;

#[derive(Deserialize)]
pub struct Prerendered {
    /// The loading screen of every other path (index.html's own root).
    pub shell: Styles,
    pub pages: HashMap<String, Page>,
}

#[derive(Deserialize)]
pub struct Styles {
    pub css: String,
}

#[derive(Deserialize)]
pub struct Page {
    pub html: String,
    pub css: String,
    /// Whether the app hydrates this HTML (public pages) or renders afresh over it (/dashboard's frame).
    #[serde(default = "yes")]
    pub hydrate: bool,
    /// An inline script that completes the HTML before the first paint (the dashboard's frame, from the
    /// stored session); the CSP allows it by its hash.
    #[serde(default)]
    pub script: Option<String>,
    pub title: Option<String>,
    pub description: Option<String>,
    /// Links the build put in the page's head: its hreflang alternates, one per language offered.
    #[serde(default)]
    pub head: String,
    /// The language the page was rendered in (its key ends in `?lang=` for any but English).
    #[serde(default = "english")]
    pub lang: String,
    /// JSON pointers into the branding document, by placeholder number.
    pub tokens: Vec<String>,
    pub checks: Vec<Check>,
}

fn yes() -> bool {
    true
}

fn english() -> String {
    "en".into()
}

/// What the build assumed about one value: exactly one of the fields is set.
#[derive(Deserialize)]
pub struct Check {
    pub path: String,
    /// A non-empty text (it became a placeholder).
    #[serde(default)]
    pub text: bool,
    /// This very value; absent means the build read null.
    #[serde(default, deserialize_with = "present")]
    pub equals: Option<Value>,
    pub length: Option<usize>,
    pub keys: Option<Vec<String>>,
}

/// `"equals": null` must stay distinguishable from no `equals` at all.
fn present<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Value>, D::Error> {
    Value::deserialize(d).map(Some)
}

/// The page's HTML, title and description filled from `branding`, or None when it does not fit.
pub struct Filled {
    pub html: String,
    pub hydrate: bool,
    pub script: Option<String>,
    pub title: Option<String>,
    pub description: Option<String>,
    pub head: String,
    pub lang: String,
}

/// A placeholder for what the server knows when it renders the page rather than the branding.
const YEAR: &str = "#year";

impl Page {
    /// `year` fills the footer's copyright line (the root element carries it too, for the app).
    pub fn fill(&self, branding: &Value, year: i32) -> Option<Filled> {
        if !self.checks.iter().all(|check| check.holds(branding)) {
            return None;
        }
        let year = year.to_string();
        let texts = self
            .tokens
            .iter()
            .map(|pointer| match pointer.as_str() {
                YEAR => Some(year.as_str()),
                _ => branding.pointer(pointer).and_then(Value::as_str),
            })
            .collect::<Option<Vec<&str>>>()?;
        let fill = |part: &str| fill_placeholders(part, &texts);
        let optional = |part: &Option<String>| match part {
            Some(text) => fill(text).map(Some),
            None => Some(None),
        };
        Some(Filled {
            html: fill(&self.html)?,
            hydrate: self.hydrate,
            script: self.script.clone(),
            title: optional(&self.title)?,
            description: optional(&self.description)?,
            head: self.head.clone(),
            lang: self.lang.clone(),
        })
    }
}

impl Check {
    fn holds(&self, branding: &Value) -> bool {
        let value = branding.pointer(&self.path);
        if self.text {
            return value.and_then(Value::as_str).is_some_and(|s| !s.is_empty());
        }
        if let Some(expected) = &self.equals {
            let value = value.unwrap_or(&Value::Null);
            // 250 and 250.0 are the same price.
            return match (value.as_f64(), expected.as_f64()) {
                (Some(a), Some(b)) => a == b,
                _ => value == expected,
            };
        }
        if let Some(length) = self.length {
            return value.and_then(Value::as_array).map(Vec::len) == Some(length);
        }
        if let Some(keys) = &self.keys {
            // The order matters: a page lists an object's entries in the order the branding has them.
            return value
                .and_then(Value::as_object)
                .is_some_and(|map| map.keys().eq(keys.iter()));
        }
        false
    }
}

const OPEN: &str = "\u{E000}";
const CLOSE: &str = "\u{E001}";
/// The same two characters after encodeURIComponent (a page put the text into a link's query).
const OPEN_ENCODED: &str = "%EE%80%80";
const CLOSE_ENCODED: &str = "%EE%80%81";

/// Replaces every placeholder by its text, escaped as React escapes text and attribute values.
/// None when a placeholder names no text (a template that does not belong to this document).
fn fill_placeholders(template: &str, texts: &[&str]) -> Option<String> {
    let mut out = String::with_capacity(template.len() + template.len() / 4);
    let mut rest = template;
    loop {
        let plain = rest.find(OPEN).map(|at| (at, false));
        let encoded = rest.find(OPEN_ENCODED).map(|at| (at, true));
        let next = match (plain, encoded) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        let Some((at, is_encoded)) = next else {
            out.push_str(rest);
            return Some(out);
        };
        out.push_str(&rest[..at]);
        let (open, close) = if is_encoded {
            (OPEN_ENCODED, CLOSE_ENCODED)
        } else {
            (OPEN, CLOSE)
        };
        let after = &rest[at + open.len()..];
        let end = after.find(close)?;
        let index: usize = after[..end].parse().ok()?;
        let text = texts.get(index)?;
        if is_encoded {
            escape_into(&mut out, &encode_uri_component(text));
        } else {
            escape_into(&mut out, text);
        }
        rest = &after[end + close.len()..];
    }
}

/// React's escapeTextForBrowser: the same five characters in text and attributes.
pub fn escape_into(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#x27;"),
            _ => out.push(c),
        }
    }
}

pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    escape_into(&mut out, text);
    out
}

/// JavaScript's encodeURIComponent: everything but letters, digits and `-_.!~*'()` as UTF-8 escapes.
fn encode_uri_component(text: &str) -> String {
    const KEEP: &percent_encoding::AsciiSet = &percent_encoding::NON_ALPHANUMERIC
        .remove(b'-')
        .remove(b'_')
        .remove(b'.')
        .remove(b'!')
        .remove(b'~')
        .remove(b'*')
        .remove(b'\'')
        .remove(b'(')
        .remove(b')');
    percent_encoding::utf8_percent_encode(text, KEEP).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn page(html: &str, tokens: &[&str], checks: Value) -> Page {
        Page {
            html: html.to_string(),
            css: String::new(),
            hydrate: true,
            script: None,
            title: Some("\u{E000}0\u{E001} home".into()),
            description: None,
            head: String::new(),
            lang: english(),
            tokens: tokens.iter().map(|t| t.to_string()).collect(),
            checks: serde_json::from_value(checks).unwrap(),
        }
    }

    #[test]
    fn placeholders_are_filled_escaped_as_react_escapes_them() {
        let p = page(
            "<h1 title=\"\u{E000}1\u{E001}\">\u{E000}0\u{E001}</h1><a href=\"?q=%EE%80%800%EE%80%81\">",
            &["/agency/name", "/home/title"],
            json!([{"path": "/agency/name", "text": true}]),
        );
        let brand =
            json!({"agency": {"name": "Tom & Jerry's <Studio>"}, "home": {"title": "Say \"hi\""}});
        let filled = p.fill(&brand, 2026).unwrap();
        assert_eq!(
            filled.html,
            "<h1 title=\"Say &quot;hi&quot;\">Tom &amp; Jerry&#x27;s &lt;Studio&gt;</h1>\
             <a href=\"?q=Tom%20%26%20Jerry&#x27;s%20%3CStudio%3E\">"
        );
        assert_eq!(
            filled.title.as_deref(),
            Some("Tom &amp; Jerry&#x27;s &lt;Studio&gt; home")
        );
    }

    #[test]
    fn a_page_is_not_used_when_the_branding_breaks_an_assumption() {
        let checks = json!([
            {"path": "/home/slides", "length": 2},
            {"path": "/agency/logo_url", "equals": null},
            {"path": "/plans/0/price", "equals": 49},
            {"path": "/agency/name", "text": true},
            {"path": "/services", "keys": ["instagram", "tiktok"]}
        ]);
        let p = page("\u{E000}0\u{E001}", &["/agency/name"], checks);
        let good = json!({
            "agency": {"name": "A"}, "home": {"slides": [1, 2]}, "plans": [{"price": 49}],
            "services": {"instagram": {}, "tiktok": {}}
        });
        assert!(p.fill(&good, 2026).is_some());
        let mut same = good.clone();
        same["plans"][0]["price"] = json!(49.0);
        assert!(p.fill(&same, 2026).is_some(), "49.0 is the price 49");
        let mut broken = Vec::new();
        let mut b = good.clone();
        b["home"]["slides"] = json!([1, 2, 3]);
        broken.push(b);
        let mut b = good.clone();
        b["agency"]["logo_url"] = json!("/logo.png");
        broken.push(b);
        let mut b = good.clone();
        b["plans"][0]["price"] = json!(59);
        broken.push(b);
        let mut b = good.clone();
        b["agency"]["name"] = json!("");
        broken.push(b);
        let mut b = good.clone();
        b["services"]["youtube"] = json!({});
        broken.push(b);
        for brand in broken {
            assert!(p.fill(&brand, 2026).is_none(), "{brand}");
        }
    }

    #[test]
    fn a_placeholder_without_a_text_spoils_the_page_rather_than_showing_garbage() {
        let p = page("\u{E000}3\u{E001}", &["/agency/name"], json!([]));
        assert!(p.fill(&json!({"agency": {"name": "A"}}), 2026).is_none());
    }

    #[test]
    fn the_year_placeholder_is_the_year_the_page_is_rendered_in() {
        let p = page(
            "© \u{E000}1\u{E001} \u{E000}0\u{E001}",
            &["/agency/name", "#year"],
            json!([]),
        );
        let filled = p.fill(&json!({"agency": {"name": "A"}}), 2031).unwrap();
        assert_eq!(filled.html, "© 2031 A");
    }
}
