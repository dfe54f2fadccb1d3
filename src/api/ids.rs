//! Ids in JSON bodies. A front end that takes an id from a form's `<select>` sends what the
//! select holds, a string ("6"), where another sends the number 6; both name the same object.
//! Every id field of a body reads either, and nothing else: "6a", "", "-6" and 6.5 are refused
//! with the field named. The document keeps calling them integers.
//!
//! Use on `Option<i64>` fields as `#[serde(default, deserialize_with = "ids::one")]`, on
//! `Option<Vec<i64>>` as `ids::list`, and on `Option<Option<i64>>` (null clears) as
//! `ids::clearable`.

use std::fmt;

use serde::Deserialize;
use serde::de::{self, Deserializer, SeqAccess, Visitor};

/// One id: a JSON integer, or a string of ASCII digits.
struct Id(i64);

struct IdVisitor;

impl Visitor<'_> for IdVisitor {
    type Value = Id;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an id: a whole number, or a string of digits")
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Id, E> {
        Ok(Id(v))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Id, E> {
        i64::try_from(v)
            .map(Id)
            .map_err(|_| E::invalid_value(de::Unexpected::Unsigned(v), &self))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<Id, E> {
        digits(v)
            .map(Id)
            .ok_or_else(|| E::invalid_value(de::Unexpected::Str(v), &self))
    }
}

impl<'de> de::Deserialize<'de> for Id {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Id, D::Error> {
        d.deserialize_any(IdVisitor)
    }
}

/// An id written as a string of digits, as a form's select holds it.
pub fn digits(text: &str) -> Option<i64> {
    let ok = !text.is_empty() && text.len() <= 18 && text.bytes().all(|b| b.is_ascii_digit());
    ok.then(|| text.parse().ok()).flatten()
}

/// An optional id field (missing or null: `None`).
pub fn one<'de, D: Deserializer<'de>>(d: D) -> Result<Option<i64>, D::Error> {
    Ok(Option::<Id>::deserialize(d)?.map(|id| id.0))
}

/// An id field where null means "nobody" and a missing field means "leave it": missing is
/// `None` (with `#[serde(default)]`), null is `Some(None)`.
pub fn clearable<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Option<i64>>, D::Error> {
    Ok(Some(Option::<Id>::deserialize(d)?.map(|id| id.0)))
}

/// A list of ids, each a number or a string of digits.
pub fn list<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Vec<i64>>, D::Error> {
    struct ListVisitor;
    impl<'de> Visitor<'de> for ListVisitor {
        type Value = Option<Vec<i64>>;

        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("a list of ids")
        }

        fn visit_none<E: de::Error>(self) -> Result<Self::Value, E> {
            Ok(None)
        }

        fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
            Ok(None)
        }

        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
            let mut out = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(500));
            while let Some(Id(id)) = seq.next_element()? {
                out.push(id);
            }
            Ok(Some(out))
        }
    }
    d.deserialize_any(ListVisitor)
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;

    #[derive(Deserialize, Debug)]
    struct Body {
        #[serde(default, deserialize_with = "super::one")]
        client: Option<i64>,
        #[serde(default, deserialize_with = "super::list")]
        ids: Option<Vec<i64>>,
        #[serde(default, deserialize_with = "super::clearable")]
        assignee: Option<Option<i64>>,
    }

    fn read(json: &str) -> Result<Body, String> {
        serde_json::from_str(json).map_err(|e| e.to_string())
    }

    #[test]
    fn an_id_is_a_number_or_a_string_of_digits_and_nothing_else() {
        let b = read(r#"{"client": "6", "ids": [1, "2", 3], "assignee": "9"}"#).unwrap();
        assert_eq!(b.client, Some(6));
        assert_eq!(b.ids, Some(vec![1, 2, 3]));
        assert_eq!(b.assignee, Some(Some(9)));
        let b = read(r#"{"client": 6, "assignee": null}"#).unwrap();
        assert_eq!((b.client, b.ids, b.assignee), (Some(6), None, Some(None)));
        let b = read("{}").unwrap();
        assert_eq!((b.client, b.assignee), (None, None));
        for bad in [
            r#"{"client": "6a"}"#,
            r#"{"client": ""}"#,
            r#"{"client": "-6"}"#,
            r#"{"client": " 6"}"#,
            r#"{"client": 6.5}"#,
            r#"{"client": true}"#,
            r#"{"client": "99999999999999999999"}"#,
            r#"{"ids": ["1", "x"]}"#,
            r#"{"ids": "1"}"#,
        ] {
            assert!(read(bad).is_err(), "{bad}");
        }
    }
}
