//! Agency branding, in three layers, each over the one before:
//! 1. the defaults shipped in `assets/branding.json`;
//! 2. `<data_dir>/branding.json`, read at start (the operator's starting point, and what
//!    automation writes);
//! 3. the changes an admin saved under Settings › Public site (the `site_branding` row): only
//!    the values that differ from layers 1+2 are stored, so a later file change still shows
//!    wherever Settings did not change that value. An uploaded logo replaces `agency.logo_url`.
//!
//! The plans are not a layer: they are the billing plans (the `plans` table, edited under
//! Settings › Plans), so the pricing page, the client's Billing page and the invoices agree. A
//! `plans` list in the data dir's file is applied to that table when it changes
//! (`db::site::apply_file_plans`).
//!
//! The served document is rebuilt on every save, so a change shows without a restart.

use std::path::Path;
use std::sync::{Arc, LazyLock, RwLock};

use serde_json::{Value, json};

use crate::db::billing::Plan;
use crate::domain::Vocabulary;
use crate::domain::language::Language;

pub const DEFAULTS: &str = include_str!("../assets/branding.json");

/// The defaults as a document: the shape every branding document must keep.
pub static DEFAULT_DOC: LazyLock<Value> =
    LazyLock::new(|| serde_json::from_str(DEFAULTS).expect("the built-in branding.json parses"));

pub struct Branding {
    /// The merged document, serialized once.
    pub json: String,
    pub doc: Value,
    pub agency_name: String,
    pub inquiry_email: Option<String>,
    /// `/cart`, `/checkout` and `/order-confirmation` are pages only while this holds.
    pub shop_enabled: bool,
    /// The logo uploaded in Settings and where it is stored (for PDFs, which embed it).
    pub logo: Option<(crate::storage::Store, String)>,
}

/// Objects merge key by key; anything else in `over` replaces what was there.
pub fn merge(base: &mut Value, over: Value) {
    match (base, over) {
        (Value::Object(b), Value::Object(o)) => {
            for (k, v) in o {
                match b.get_mut(&k) {
                    Some(slot) => merge(slot, v),
                    None => {
                        b.insert(k, v);
                    }
                }
            }
        }
        (slot, v) => *slot = v,
    }
}

/// The document as a reader of `language` sees it: the texts given under `translations.<language>`
/// (the operator's branding file, `{"translations": {"de": {"home": {"title": "..."}}}}`) over the
/// agency's own, key by key as `merge` does (a list is given whole), and every text not translated
/// as the agency wrote it. The translations themselves are left out.
pub fn in_language(doc: &Value, language: &str) -> Value {
    let mut out = doc.clone();
    let translated = out
        .as_object_mut()
        .and_then(|o| o.remove("translations"))
        .and_then(|mut all| all.get_mut(language).map(Value::take));
    if let Some(over) = translated.filter(Value::is_object) {
        merge(&mut out, over);
    }
    out
}

/// What `edited` changes in `base`, as a document that `merge` applies back: objects key by
/// key, anything else whole. `None` when nothing differs.
pub fn diff(base: &Value, edited: &Value) -> Option<Value> {
    match (base, edited) {
        (Value::Object(b), Value::Object(e)) => {
            let mut out = serde_json::Map::new();
            for (k, v) in e {
                let changed = match b.get(k) {
                    Some(old) => diff(old, v),
                    None => Some(v.clone()),
                };
                if let Some(d) = changed {
                    out.insert(k.clone(), d);
                }
            }
            (!out.is_empty()).then_some(Value::Object(out))
        }
        _ => (base != edited).then(|| edited.clone()),
    }
}

/// Drops what the defaults do not know (keys of older releases, such as the
/// `policies.terms_refund_days` that contradicted the refund page), so every document served
/// keeps the shape the Settings form edits. Array items keep the keys any default item has.
fn prune(doc: &mut Value, shape: &Value, path: &str) {
    match (doc, shape) {
        (Value::Object(d), Value::Object(s)) => {
            d.retain(|k, _| {
                let known = s.contains_key(k);
                if !known {
                    tracing::warn!("branding.json: {path}{k} is not a branding field; ignored");
                }
                known
            });
            for (k, v) in d.iter_mut() {
                prune(v, &s[k], &format!("{path}{k}."));
            }
        }
        (Value::Array(items), Value::Array(s)) => {
            let mut union = serde_json::Map::new();
            for item in s.iter().filter_map(Value::as_object) {
                for (k, v) in item {
                    union.entry(k.clone()).or_insert_with(|| v.clone());
                }
            }
            if union.is_empty() {
                return;
            }
            let union = Value::Object(union);
            for item in items {
                prune(item, &union, path);
            }
        }
        _ => {}
    }
}

/// Layers 1 and 2: the defaults with the data dir's `branding.json` over them.
pub fn load_base(data_dir: &Path) -> Result<Value, String> {
    let mut doc = DEFAULT_DOC.clone();
    let path = data_dir.join("branding.json");
    if path.is_file() {
        let text =
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let over: Value = serde_json::from_str(&text)
            .map_err(|e| format!("{} is not valid JSON: {e}", path.display()))?;
        let Value::Object(mut over) = over else {
            return Err(format!("{} must hold a JSON object", path.display()));
        };
        let translations = over.remove("translations").map(translations);
        merge(&mut doc, Value::Object(over));
        prune(&mut doc, &DEFAULT_DOC, "");
        if let Some(translations) = translations.filter(|t| !t.is_empty()) {
            doc["translations"] = Value::Object(translations);
        }
        tracing::info!("branding overrides loaded from {}", path.display());
    }
    Ok(doc)
}

/// The file's `translations`: per language the reader may choose, the same shape as the document
/// (what is no branding field is dropped, as from the document itself).
fn translations(all: Value) -> serde_json::Map<String, Value> {
    let Value::Object(all) = all else {
        tracing::warn!("branding.json: translations must be an object by language; ignored");
        return serde_json::Map::new();
    };
    all.into_iter()
        .filter_map(|(language, mut texts)| {
            if Language::exact(&language).is_none() || !texts.is_object() {
                tracing::warn!(
                    "branding.json: translations.{language} is no language Atrium speaks; ignored"
                );
                return None;
            }
            prune(
                &mut texts,
                &DEFAULT_DOC,
                &format!("translations.{language}."),
            );
            Some((language, texts))
        })
        .collect()
}

/// The billing plans as the site lists them (`popular` is the recommended one).
pub fn site_plans(plans: &[Plan]) -> Value {
    plans
        .iter()
        .map(|p| {
            json!({
                "id": p.id,
                "name": p.name,
                // Whole dollars as a whole number, as the defaults and files write them.
                "price": if p.price_cents % 100 == 0 { json!(p.price_cents / 100) } else { json!(p.price) },
                "popular": p.recommended,
                "features": p.features,
            })
        })
        .collect()
}

/// The plans the data dir's file lists, when it lists any of its own (the defaults' list is
/// the catalogue the database starts with).
pub fn file_plans(base: &Value) -> Option<&Value> {
    let plans = base.get("plans")?;
    (plans != &DEFAULT_DOC["plans"]).then_some(plans)
}

/// Where an uploaded logo is served.
pub fn logo_url(name: &str) -> String {
    format!("/api/branding/logo/{name}")
}

impl Branding {
    /// Layers 1 and 2 only (the CLI before a database exists, tests).
    pub fn load(data_dir: &Path) -> Result<Branding, String> {
        Ok(Branding::from_doc(load_base(data_dir)?, None))
    }

    /// All three layers: the base, the saved Settings changes and the uploaded logo, with the
    /// billing plans as the site's plans.
    pub fn build(
        base: &Value,
        overrides: Option<&Value>,
        logo: Option<(&str, &crate::storage::Store)>,
        plans: &[Plan],
    ) -> Branding {
        let mut doc = base.clone();
        if let Some(over) = overrides {
            merge(&mut doc, over.clone());
        }
        if let Some((name, _)) = logo {
            doc["agency"]["logo_url"] = Value::String(logo_url(name));
        }
        doc["plans"] = site_plans(plans);
        Branding::from_doc(
            doc,
            logo.map(|(name, store)| (store.clone(), name.to_string())),
        )
    }

    fn from_doc(doc: Value, logo: Option<(crate::storage::Store, String)>) -> Branding {
        let agency_name = doc["agency"]["name"]
            .as_str()
            .unwrap_or("Atrium")
            .to_string();
        let inquiry_email = doc["contact"]["inquiry_email"].as_str().map(str::to_string);
        let shop_enabled = doc["site"]["shop_enabled"].as_bool().unwrap_or(true);
        Branding {
            json: doc.to_string(),
            doc,
            agency_name,
            inquiry_email,
            shop_enabled,
            logo,
        }
    }

    /// The agency's name alone over the defaults (jobs run outside a server, tests).
    pub fn named(name: &str) -> Branding {
        let mut doc = DEFAULT_DOC.clone();
        doc["agency"]["name"] = Value::String(name.to_string());
        Branding::from_doc(doc, None)
    }
}

/// The branding in force, shared by the server and its jobs; a save swaps it whole, so a
/// reader sees either the old document or the new one.
#[derive(Clone)]
pub struct Shared(Arc<RwLock<Arc<Branding>>>);

impl Shared {
    pub fn new(branding: Branding) -> Shared {
        Shared(Arc::new(RwLock::new(Arc::new(branding))))
    }

    pub fn get(&self) -> Arc<Branding> {
        match self.0.read() {
            Ok(b) => b.clone(),
            Err(poisoned) => poisoned.into_inner().clone(),
        }
    }

    pub fn set(&self, branding: Branding) {
        let mut slot = match self.0.write() {
            Ok(b) => b,
            Err(poisoned) => poisoned.into_inner(),
        };
        *slot = Arc::new(branding);
    }

    /// The name mails are signed with, as it is now.
    pub fn name(&self) -> String {
        self.get().agency_name.clone()
    }
}

impl From<&str> for Shared {
    fn from(name: &str) -> Shared {
        Shared::new(Branding::named(name))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn objects_merge_deeply_and_arrays_replace() {
        let mut base = json!({"agency": {"name": "A", "city": "X"}, "plans": [1, 2, 3]});
        merge(&mut base, json!({"agency": {"name": "B"}, "plans": [9]}));
        assert_eq!(
            base,
            json!({"agency": {"name": "B", "city": "X"}, "plans": [9]})
        );
    }

    #[test]
    fn a_diff_holds_only_what_changed_and_merges_back_to_the_edit() {
        let base = json!({"agency": {"name": "A", "city": "X"}, "plans": [1, 2], "n": 3});
        let edited = json!({"agency": {"name": "B", "city": "X"}, "plans": [1, 2], "n": 4});
        let d = diff(&base, &edited).unwrap();
        assert_eq!(d, json!({"agency": {"name": "B"}, "n": 4}));
        let mut back = base.clone();
        merge(&mut back, d);
        assert_eq!(back, edited);
        assert_eq!(diff(&base, &base), None);
    }

    #[test]
    fn keys_the_defaults_do_not_know_are_dropped_from_a_file() {
        let mut doc = DEFAULT_DOC.clone();
        merge(
            &mut doc,
            json!({"policies": {"terms_refund_days": 14}, "plans": [{"id": "x", "name": "X",
                "price": 1, "popular": false, "features": [], "colour": "red"}]}),
        );
        prune(&mut doc, &DEFAULT_DOC, "");
        assert!(doc["policies"].get("terms_refund_days").is_none());
        assert!(doc["plans"][0].get("colour").is_none());
        assert_eq!(doc["plans"][0]["id"], "x");
    }

    #[test]
    fn the_shipped_defaults_carry_the_keys_the_server_uses() {
        let doc = &*DEFAULT_DOC;
        assert!(doc["agency"]["name"].is_string());
        assert!(doc["contact"]["inquiry_email"].is_string());
        assert!(doc["site"]["shop_enabled"].is_boolean());
        assert!(doc["site"]["trial_days"].is_u64());
    }
}
