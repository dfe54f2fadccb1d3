//! The repository stands alone: no code or document in it points at files that only exist on
//! the machine it was written on (notes, specifications or design documents kept elsewhere).

use std::path::Path;
use std::process::Command;

/// Paths and names that only exist outside the repository, each written in two parts so that
/// this file does not itself name them.
const OUTSIDE: &[&str] = &[
    concat!("/wo", "rk/"),
    concat!("shared", "/spec"),
    concat!("shared", "/docs"),
    concat!("ARCHITECTURE", ".md"),
    concat!("TESTING", ".md"),
    concat!("STYLE", ".md"),
];

#[test]
fn no_file_in_the_repository_refers_to_a_file_outside_it() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let listed = Command::new("git")
        .args(["ls-files", "-z"])
        .current_dir(root)
        .output()
        .expect("git ls-files");
    assert!(listed.status.success(), "git ls-files failed");
    let this_file = "tests/api/hygiene.rs";
    let mut found = Vec::new();
    for name in listed.stdout.split(|b| *b == 0).filter(|n| !n.is_empty()) {
        let name = String::from_utf8_lossy(name);
        if name == this_file || name.ends_with("package-lock.json") {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(root.join(name.as_ref())) else {
            continue; // binary files
        };
        for (n, line) in text.lines().enumerate() {
            if let Some(marker) = OUTSIDE.iter().find(|m| line.contains(*m)) {
                found.push(format!("{name}:{}: {marker}", n + 1));
            }
        }
    }
    assert!(
        found.is_empty(),
        "references outside the repository:\n{}",
        found.join("\n")
    );
}
