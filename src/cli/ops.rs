//! `atrium migrate` and `atrium healthcheck`.

use std::time::Duration;

use super::CliResult;
use crate::config::AppConfig;
use crate::db::{Db, migrate};

pub fn migrate(config: &AppConfig) -> CliResult {
    std::fs::create_dir_all(&config.data_dir).map_err(|e| e.to_string())?;
    let db = Db::open(&config.db_path(), 1)?;
    let mut conn = db.writer_blocking().map_err(|e| e.to_string())?;
    if let Some(archive) = crate::startup::back_up_before_upgrade(config, &conn)? {
        println!("Backed up the data before upgrading: {}", archive.display());
    }
    let applied = migrate::run(&mut conn)?;
    if applied.is_empty() {
        println!(
            "Database is up to date (schema version {}).",
            migrate::latest_version()
        );
    }
    for name in applied {
        println!("Applied migration {name}.");
    }
    Ok(())
}

pub fn reindex(config: &AppConfig) -> CliResult {
    let db = crate::startup::open_for(config)?;
    let index = crate::search::open(&config.data_dir)
        .map_err(|e| format!("{e} (is the server running? stop it first)"))?;
    let count = crate::search::rebuild(&index, &db).map_err(|e| e.to_string())?;
    println!("Search index rebuilt: {count} clients, tasks and posts.");
    Ok(())
}

pub fn healthcheck(config: &AppConfig) -> CliResult {
    let host = if config.address.is_unspecified() {
        "127.0.0.1".to_string()
    } else {
        config.address.to_string()
    };
    let host = if host.contains(':') {
        format!("[{host}]")
    } else {
        host
    };
    let url = format!("http://{host}:{}/api/health/", config.port);
    let agent = ureq::Agent::config_builder()
        .timeout_global(Some(Duration::from_secs(5)))
        .http_status_as_error(false)
        .build()
        .new_agent();
    let mut response = agent.get(&url).call().map_err(|e| format!("{url}: {e}"))?;
    let status = response.status().as_u16();
    let body = response.body_mut().read_to_string().unwrap_or_default();
    let healthy = status == 200
        && serde_json::from_str::<serde_json::Value>(&body)
            .is_ok_and(|v| v["status"] == "ok" && v["database"] == "ok");
    if healthy {
        println!("healthy: {url}");
        Ok(())
    } else {
        Err(format!("unhealthy: {url} answered {status}: {body}"))
    }
}
