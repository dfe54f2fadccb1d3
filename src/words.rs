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

/// A stored day (`YYYY-MM-DD`, or the day of a stored UTC time) as `language` writes dates;
/// other text is kept as it is.
pub fn date_of(language: Language, stored: &str) -> String {
    match stored.get(..10).and_then(crate::dates::parse_date) {
        Some(day) => date(language, day),
        None => stored.to_string(),
    }
}
