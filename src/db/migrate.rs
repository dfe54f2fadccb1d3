//! Embedded forward-only migrations; `PRAGMA user_version` records how many have run.

use rusqlite::Connection;
use rust_embed::RustEmbed;

#[derive(RustEmbed)]
#[folder = "migrations/"]
#[include = "*/up.sql"]
struct Migrations;

/// Migration scripts in order: (number, name, sql).
fn scripts() -> Vec<(u32, String, String)> {
    let mut out: Vec<(u32, String, String)> = Migrations::iter()
        .filter_map(|path| {
            let dir = path.split('/').next()?.to_string();
            let number: u32 = dir.split('-').next()?.parse().ok()?;
            let file = Migrations::get(&path)?;
            let sql = String::from_utf8(file.data.into_owned()).ok()?;
            Some((number, dir, sql))
        })
        .collect();
    out.sort_by_key(|(n, _, _)| *n);
    out
}

pub fn latest_version() -> u32 {
    scripts().last().map(|(n, _, _)| *n).unwrap_or(0)
}

pub fn current_version(conn: &Connection) -> rusqlite::Result<u32> {
    conn.query_row("PRAGMA user_version", [], |r| r.get(0))
}

/// Applies every migration newer than the database; each in its own transaction.
/// Returns the names applied. Refuses a database written by a newer Atrium.
pub fn run(conn: &mut Connection) -> Result<Vec<String>, String> {
    let current = current_version(conn).map_err(|e| e.to_string())?;
    let latest = latest_version();
    if current > latest {
        return Err(format!(
            "the database schema is version {current}, newer than this binary supports \
             ({latest}); upgrade Atrium instead of running an older release"
        ));
    }
    let mut applied = Vec::new();
    for (number, name, sql) in scripts().into_iter().filter(|(n, _, _)| *n > current) {
        let tx = conn.transaction().map_err(|e| e.to_string())?;
        tx.execute_batch(&sql)
            .map_err(|e| format!("migration {name}: {e}"))?;
        tx.pragma_update(None, "user_version", number)
            .map_err(|e| e.to_string())?;
        tx.commit().map_err(|e| e.to_string())?;
        applied.push(name);
    }
    Ok(applied)
}
