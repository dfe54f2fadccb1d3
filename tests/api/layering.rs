//! Imports point down only: each top-level module of `src/` stands on one floor (README.md,
//! "Layers"), and no code outside a test module names a module of a higher floor.

use std::path::Path;

/// The floors, top down. A module not listed here is a failure: every new one gets a floor.
const FLOORS: &[(u8, &[&str])] = &[
    (7, &["main", "lib", "cli", "app", "demo"]),
    (6, &["api", "auth", "web", "state", "events"]),
    (
        5,
        &[
            "billing",
            "social",
            "reports",
            "backup",
            "jobs",
            "mail_digest",
            "reminders",
            "startup",
            "publish",
            "offsite",
        ],
    ),
    (
        4,
        &[
            "search",
            "storage",
            "mail",
            "media",
            "pdfdoc",
            "branding",
            "branding_check",
            "bank",
            "decode",
            "index_html",
            "first_paint",
            "limits",
            "ical",
            "video",
        ],
    ),
    (3, &["db"]),
    (
        1,
        &[
            "domain",
            "error",
            "config",
            "validate",
            "schema_ref",
            "dates",
            "money",
            "paycode",
            "words",
        ],
    ),
];

fn floor(module: &str) -> Option<u8> {
    FLOORS
        .iter()
        .find(|(_, names)| names.contains(&module))
        .map(|(n, _)| *n)
}

/// `src/db/content.rs` -> `db`; `src/web.rs` -> `web`.
fn module_of(src: &Path, file: &Path) -> String {
    let rel = file.strip_prefix(src).expect("a file under src");
    let first = rel.components().next().expect("a path").as_os_str();
    first.to_string_lossy().trim_end_matches(".rs").to_string()
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src is readable") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Every `crate::name` in the text before its test module, with its line.
fn crate_paths(text: &str) -> Vec<(usize, String)> {
    let code = text.split("#[cfg(test)]").next().unwrap_or(text);
    let mut found = Vec::new();
    for (n, line) in code.lines().enumerate() {
        let mut rest = line;
        while let Some(at) = rest.find("crate::") {
            rest = &rest[at + "crate::".len()..];
            // `crate::{a, b::c}` names a and b.
            let heads: Vec<&str> = match rest.strip_prefix('{') {
                Some(group) => group.split('}').next().unwrap_or("").split(',').collect(),
                None => vec![rest],
            };
            for head in heads {
                let name: String = head
                    .trim()
                    .chars()
                    .take_while(|c| c.is_ascii_lowercase() || *c == '_' || c.is_ascii_digit())
                    .collect();
                if !name.is_empty() {
                    found.push((n + 1, name));
                }
            }
        }
    }
    found
}

#[test]
fn no_module_imports_from_a_floor_above_its_own() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut unplaced = Vec::new();
    let mut climbing = Vec::new();
    for file in &files {
        let me = module_of(&src, file);
        let Some(mine) = floor(&me) else {
            unplaced.push(me);
            continue;
        };
        let text = std::fs::read_to_string(file).expect("a readable file");
        for (line, other) in crate_paths(&text) {
            if let Some(theirs) = floor(&other).filter(|f| *f > mine) {
                let at = file.strip_prefix(&src).unwrap().display();
                climbing.push(format!(
                    "src/{at}:{line}: {me} ({mine}) names {other} ({theirs})"
                ));
            }
        }
    }
    unplaced.sort();
    unplaced.dedup();
    assert!(unplaced.is_empty(), "modules with no floor: {unplaced:?}");
    assert!(
        climbing.is_empty(),
        "imports that climb:\n{}",
        climbing.join("\n")
    );
}

#[test]
fn the_check_sees_a_path_that_climbs() {
    let text = "use crate::error::ApiResult;\nfn f() { crate::api::openapi::of::<X>() }\n\
                use crate::{db::clients, search};";
    let names: Vec<String> = crate_paths(text).into_iter().map(|(_, n)| n).collect();
    assert_eq!(names, ["error", "api", "db", "search"]);
    assert!(
        floor("api") > floor("db"),
        "the api stands above the repositories"
    );
    let tested = "#[cfg(test)]\nmod tests { use crate::api::x; }";
    assert!(
        crate_paths(tested).is_empty(),
        "test modules may reach anywhere"
    );
}
