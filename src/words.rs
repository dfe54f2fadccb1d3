//! The server's words in each reader's language: mails, notices in the bell, PDFs. The catalogs
//! are Fluent files under `assets/locales/<language>/`, embedded at build time; English is the
//! source, and a key another catalog lacks falls back to it (tests/api/languages_api.rs fails on
//! any such key, so a shipped catalog is complete).

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::LazyLock;

use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader, static_loader};

use crate::domain::Vocabulary;
use crate::domain::language::Language;

static_loader! {
    static CATALOGS = {
        locales: "./assets/locales",
        fallback_language: "en",
        // Mails and PDFs are plain text: no bidi isolation marks around each placeholder.
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

static IDS: LazyLock<HashMap<Language, LanguageIdentifier>> = LazyLock::new(|| {
    Language::ALL
        .iter()
        .map(|&l| (l, l.as_str().parse().expect("a language tag")))
        .collect()
});

fn id(language: Language) -> &'static LanguageIdentifier {
    &IDS[&language]
}

#[derive(Clone, Debug)]
enum Arg {
    Text(String),
    Number(i64),
    Date(time::Date),
    Phrase(Box<Phrase>),
}

/// A message and its arguments, said in whichever language each reader reads.
#[derive(Clone, Debug)]
pub struct Phrase {
    key: &'static str,
    args: Vec<(&'static str, Arg)>,
}

impl Phrase {
    pub fn new(key: &'static str) -> Phrase {
        Phrase {
            key,
            args: Vec::new(),
        }
    }

    /// Text that is the same in every language: someone's own words, a provider's message.
    pub fn verbatim(text: impl Into<String>) -> Phrase {
        Phrase::new("notice-quoted").arg("text", text)
    }

    pub fn arg(mut self, name: &'static str, value: impl Into<String>) -> Phrase {
        self.args.push((name, Arg::Text(value.into())));
        self
    }

    /// A day, written as the reader's language writes dates. Text that is no stored day
    /// (`YYYY-MM-DD`, or a stored time read as its UTC day) is kept as it is.
    pub fn date(mut self, name: &'static str, stored: &str) -> Phrase {
        let value = match stored.get(..10).and_then(crate::dates::parse_date) {
            Some(day) => Arg::Date(day),
            None => Arg::Text(stored.to_string()),
        };
        self.args.push((name, value));
        self
    }

    pub fn day(mut self, name: &'static str, day: time::Date) -> Phrase {
        self.args.push((name, Arg::Date(day)));
        self
    }

    /// Another phrase, said in the same language (a mail's opening sentence).
    pub fn phrase(mut self, name: &'static str, inner: Phrase) -> Phrase {
        self.args.push((name, Arg::Phrase(Box::new(inner))));
        self
    }

    /// A number the message may choose its plural form by.
    pub fn count(mut self, name: &'static str, value: i64) -> Phrase {
        self.args.push((name, Arg::Number(value)));
        self
    }

    pub fn say(&self, language: Language) -> String {
        let args: HashMap<Cow<'static, str>, FluentValue> = self
            .args
            .iter()
            .map(|(name, value)| {
                let value = match value {
                    Arg::Text(text) => FluentValue::from(text.as_str()),
                    Arg::Number(n) => FluentValue::from(*n),
                    Arg::Date(day) => FluentValue::from(date(language, *day)),
                    Arg::Phrase(inner) => FluentValue::from(inner.say(language)),
                };
                (Cow::Borrowed(*name), value)
            })
            .collect();
        CATALOGS.lookup_with_args(id(language), self.key, &args)
    }
}

/// `day` as `language` writes a date in running text ("Nov 17, 2026", "17. Nov. 2026"): the
/// month's short name and the order come from the catalog.
pub fn date(language: Language, day: time::Date) -> String {
    const MONTHS: [&str; 12] = [
        "month-1", "month-2", "month-3", "month-4", "month-5", "month-6", "month-7", "month-8",
        "month-9", "month-10", "month-11", "month-12",
    ];
    let month = say(language, MONTHS[usize::from(u8::from(day.month())) - 1]);
    Phrase::new("date-medium")
        .arg("month", month)
        .count("day", i64::from(day.day()))
        .count("year", i64::from(day.year()))
        .say(language)
}

/// A message with no arguments.
pub fn say(language: Language, key: &'static str) -> String {
    CATALOGS.lookup(id(language), key)
}

/// Whether `language`'s own catalog has `key` (no fallback): what the completeness test asks.
pub fn has(language: Language, key: &str) -> bool {
    // Asked without arguments, a message that has placeholders answers with resolver errors:
    // it is there all the same. Only a message the catalog lacks cannot be retrieved.
    // (The crate does not export its error type, so the kind is read from its debug form.)
    match CATALOGS.lookup_single_language::<&str>(id(language), key, None) {
        Ok(_) => true,
        Err(e) => !format!("{e:?}").starts_with("MessageRetrieval"),
    }
}

/// `value` with `places` decimals, written with the language's decimal sign ("3.45", "3,45").
pub fn decimal(language: Language, value: f64, places: usize) -> String {
    let text = format!("{value:.places$}");
    match say(language, "decimal-sign").as_str() {
        "." => text,
        sign => text.replacen('.', sign, 1),
    }
}

/// A fraction as a percentage with `places` decimals, the language's way ("3.45%", "3,45 %").
pub fn percent(language: Language, fraction: f64, places: usize) -> String {
    Phrase::new("percent")
        .arg("value", decimal(language, fraction * 100.0, places))
        .say(language)
}

/// A change in percent with its sign ("+2.5%", "-1,0 %").
pub fn change(language: Language, percent_points: f64) -> String {
    let sign = if percent_points > 0.0 { "+" } else { "" };
    let value = format!("{sign}{}", decimal(language, percent_points, 1));
    Phrase::new("percent").arg("value", value).say(language)
}

/// A refusal of the API in `language`, when it is one of the common ones (errors.ftl); None for
/// any other, which stays as the server wrote it.
pub fn error_text(language: Language, english: &str) -> Option<String> {
    const FIXED: &[(&str, &str)] = &[
        ("This field is required.", "error-required"),
        (
            "Control characters other than line breaks and tabs are not allowed.",
            "error-control-chars",
        ),
        (
            "Control characters and line breaks are not allowed here.",
            "error-control-chars-line",
        ),
        ("Please enter a valid email address", "error-email"),
        (
            "Authentication credentials were not provided or are invalid.",
            "error-unauthorized",
        ),
        (
            "You do not have permission to perform this action.",
            "error-forbidden",
        ),
        ("Not found.", "error-not-found"),
        (
            "Your agency asks you to add a second factor first: an authenticator app or a passkey, under Settings › Security.",
            "error-second-factor",
        ),
        ("This method is not allowed here.", "error-not-allowed"),
        (
            "Send the body as JSON with Content-Type: application/json.",
            "error-json",
        ),
        (
            "Something went wrong on our side. Please try again.",
            "error-internal",
        ),
        ("The request could not be understood.", "error-bad-request"),
        ("The request body is too large.", "error-too-large"),
        ("The request body is invalid.", "error-invalid-body"),
        ("Too many requests. Please slow down.", "error-too-many"),
        ("The service is busy. Please try again.", "error-busy"),
        ("Invalid email or password.", "error-invalid-login"),
        ("Invalid or expired verification code", "error-invalid-code"),
        (
            "Please enter the 6-digit verification code",
            "error-six-digits",
        ),
        (
            "Registration is closed. Ask the agency for an invitation.",
            "error-registration-closed",
        ),
    ];
    if language == Language::En {
        return None;
    }
    if let Some((_, key)) = FIXED.iter().find(|(text, _)| *text == english) {
        return Some(say(language, key));
    }
    // The ones with a number in them, read back from the English sentence.
    let number = |text: &str| text.parse::<i64>().ok();
    let between = |prefix: &str, suffix: &str| {
        english
            .strip_prefix(prefix)
            .and_then(|rest| rest.strip_suffix(suffix))
    };
    if let Some(max) =
        between("Ensure this field has no more than ", " characters.").and_then(number)
    {
        return Some(
            Phrase::new("error-max-chars")
                .count("max", max)
                .say(language),
        );
    }
    if let Some(max) = between("Search is limited to ", " characters.").and_then(number) {
        return Some(
            Phrase::new("error-search-chars")
                .count("max", max)
                .say(language),
        );
    }
    if let Some(max) = between("Search is limited to ", " words.").and_then(number) {
        return Some(
            Phrase::new("error-search-words")
                .count("max", max)
                .say(language),
        );
    }
    let (min, max) = between("Use a whole number from ", ".")?.split_once(" to ")?;
    Some(
        Phrase::new("error-whole-number")
            .count("min", number(min)?)
            .count("max", number(max)?)
            .say(language),
    )
}

/// The language a request asks for in its `Accept-Language` header: the first one Atrium
/// speaks, English when none.
pub fn from_accept_language(header: Option<&str>) -> Language {
    header
        .unwrap_or_default()
        .split(',')
        .filter_map(|part| part.split(';').next())
        .filter_map(|tag| tag.trim().split(['-', '_']).next())
        .find_map(|base| Language::exact(&base.to_ascii_lowercase()))
        .unwrap_or(Language::En)
}
