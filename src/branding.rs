//! Agency branding: defaults shipped in `assets/branding.json`, deep-merged with an optional
//! `<data_dir>/branding.json` read at start, so an operator rebrands without rebuilding.

use std::path::Path;

use serde_json::Value;

const DEFAULTS: &str = include_str!("../assets/branding.json");

pub struct Branding {
    /// The merged document, serialized once.
    pub json: String,
    pub agency_name: String,
    pub inquiry_email: Option<String>,
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

impl Branding {
    pub fn load(data_dir: &Path) -> Result<Branding, String> {
        let mut doc: Value =
            serde_json::from_str(DEFAULTS).map_err(|e| format!("built-in branding.json: {e}"))?;
        let path = data_dir.join("branding.json");
        if path.is_file() {
            let text =
                std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            let over: Value = serde_json::from_str(&text)
                .map_err(|e| format!("{} is not valid JSON: {e}", path.display()))?;
            if !over.is_object() {
                return Err(format!("{} must hold a JSON object", path.display()));
            }
            merge(&mut doc, over);
            tracing::info!("branding overrides loaded from {}", path.display());
        }
        let agency_name = doc["agency"]["name"]
            .as_str()
            .unwrap_or("Atrium")
            .to_string();
        let inquiry_email = doc["contact"]["inquiry_email"].as_str().map(str::to_string);
        Ok(Branding {
            json: doc.to_string(),
            agency_name,
            inquiry_email,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

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
    fn the_shipped_defaults_carry_the_keys_the_server_uses() {
        let doc: Value = serde_json::from_str(DEFAULTS).unwrap();
        assert!(doc["agency"]["name"].is_string());
        assert!(doc["contact"]["inquiry_email"].is_string());
    }
}
