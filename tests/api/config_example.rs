//! config.example.toml must list every key, commented out at its default.

use atrium::config::AppConfig;

#[test]
fn the_example_config_documents_every_key_at_its_default() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/config.example.toml"))
        .unwrap();
    let mut uncommented = String::new();
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            uncommented.push_str(line);
            uncommented.push('\n');
        } else if let Some(rest) = line.strip_prefix("# ") {
            let is_key = rest.split_once(" = ").is_some_and(|(k, _)| {
                !k.is_empty() && k.chars().all(|c| c.is_ascii_lowercase() || c == '_')
            });
            if is_key {
                uncommented.push_str(rest);
                uncommented.push('\n');
            }
        }
    }
    let documented: toml::Table = uncommented
        .parse()
        .expect("example parses once uncommented");
    let mut defaults = toml::Table::try_from(AppConfig::default()).unwrap();
    let mut documented_cfg = toml::Table::try_from(
        documented
            .clone()
            .try_into::<AppConfig>()
            .expect("example keys are all known"),
    )
    .unwrap();
    // The data dir default depends on the machine; the example shows a typical server path.
    defaults.remove("data_dir");
    documented_cfg.remove("data_dir");
    assert_eq!(
        documented_cfg, defaults,
        "example values differ from the defaults"
    );
    fn keys(t: &toml::Table, prefix: &str, out: &mut Vec<String>) {
        for (k, v) in t {
            match v {
                toml::Value::Table(inner) => keys(inner, &format!("{prefix}{k}."), out),
                _ => out.push(format!("{prefix}{k}")),
            }
        }
    }
    let (mut want, mut have) = (Vec::new(), Vec::new());
    keys(
        &toml::Table::try_from(AppConfig::default()).unwrap(),
        "",
        &mut want,
    );
    keys(&documented, "", &mut have);
    want.sort();
    have.sort();
    assert_eq!(
        have, want,
        "keys missing from or unknown to config.example.toml"
    );
}
