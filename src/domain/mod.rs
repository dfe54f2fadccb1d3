//! The words Atrium speaks: every status, platform, role and kind as a Rust enum, with its wire
//! spelling (serde), its stored spelling (rusqlite) and its OpenAPI schema (utoipa) from one
//! declaration, and the state rules that read them beside them. The ground floor: this module
//! imports nothing of the crate but `error`.

pub mod audit;
pub mod billing;
pub mod clients;
pub mod content;
pub mod language;
pub mod lists;
pub mod publishing;
pub mod scope;
pub mod security;
pub mod social;
pub mod tasks;
pub mod tax;

pub use scope::{Area, Role, Scope, Seat, StaffRole};

/// A closed set of words. `validate::Check` parses requests through it, so a refusal lists the
/// words in the order the type declares them.
pub trait Vocabulary: Copy + Eq + 'static {
    const ALL: &'static [Self];

    fn as_str(self) -> &'static str;

    /// As a request may spell it: any case, spaces around (what the API always took).
    fn parse(text: &str) -> Option<Self> {
        let text = text.trim();
        Self::ALL
            .iter()
            .copied()
            .find(|v| v.as_str().eq_ignore_ascii_case(text))
    }

    /// Spelled exactly as the wire and the database spell it.
    fn exact(text: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|v| v.as_str() == text)
    }

    /// "a, b, c": the words for an error message.
    fn listed() -> String {
        let words: Vec<&str> = Self::ALL.iter().map(|v| v.as_str()).collect();
        words.join(", ")
    }
}

/// Declares one vocabulary: `vocabulary!(pub enum TaskStatus { Pending = "pending", ... })`.
/// Comments on the enum are `//`, not `///`: a doc comment would become the schema's description
/// and change the OpenAPI document. The words are taken as `tt`, not `literal`: a captured
/// literal reaches the derives wrapped in an invisible group, which utoipa's reading of
/// `#[serde(rename)]` does not see through.
macro_rules! vocabulary {
        ($vis:vis enum $name:ident { $($variant:ident = $wire:tt),+ $(,)? }) => {
        #[derive(
            Debug, Clone, Copy, PartialEq, Eq, Hash,
            serde::Serialize, serde::Deserialize, utoipa::ToSchema,
        )]
        $vis enum $name {
            $(#[serde(rename = $wire)] $variant),+
        }

        impl $crate::domain::Vocabulary for $name {
            const ALL: &'static [Self] = &[$(Self::$variant),+];

            fn as_str(self) -> &'static str {
                match self {
                    $(Self::$variant => $wire),+
                }
            }
        }

        impl $name {
            pub fn as_str(self) -> &'static str {
                <Self as $crate::domain::Vocabulary>::as_str(self)
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl rusqlite::ToSql for $name {
            fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
                Ok(rusqlite::types::ToSqlOutput::from(self.as_str()))
            }
        }

        // Stored spellings are exact: a row holding another word is a bug to surface, not to guess.
        impl rusqlite::types::FromSql for $name {
            fn column_result(
                value: rusqlite::types::ValueRef<'_>,
            ) -> rusqlite::types::FromSqlResult<Self> {
                let text = value.as_str()?;
                <Self as $crate::domain::Vocabulary>::exact(text).ok_or_else(|| {
                        rusqlite::types::FromSqlError::Other(
                        format!("{text:?} is not a {}", stringify!($name)).into(),
                    )
                })
            }
        }
    };
}
pub(crate) use vocabulary;

#[cfg(test)]
mod tests {
    use super::Vocabulary;
    use super::tasks::TaskStatus;

    #[test]
    fn a_request_may_spell_a_word_in_any_case_with_spaces_around() {
        assert_eq!(
            TaskStatus::parse(" In-Progress "),
            Some(TaskStatus::InProgress)
        );
        assert_eq!(TaskStatus::parse("started"), None);
    }

    #[test]
    fn the_wire_the_store_and_the_message_spell_a_word_the_same() {
        let json = serde_json::to_string(&TaskStatus::InProgress).unwrap();
        assert_eq!(json, "\"in-progress\"");
        assert_eq!(TaskStatus::InProgress.to_string(), "in-progress");
        assert_eq!(
            TaskStatus::listed(),
            "pending, in-progress, review, completed"
        );
        let c = rusqlite::Connection::open_in_memory().unwrap();
        let back: TaskStatus = c
            .query_row("SELECT ?1", [TaskStatus::Review], |r| r.get(0))
            .unwrap();
        assert_eq!(back, TaskStatus::Review);
        let stray = c.query_row("SELECT 'Review'", [], |r| r.get::<_, TaskStatus>(0));
        assert!(stray.is_err(), "a stored word is exact");
    }
}
