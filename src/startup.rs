//! Opening the data dir's database at start: the data dir made private, a backup of the data
//! before an upgrade migrates it, then the migrations. Above `db/`, which stays the ground floor.

/// Opens the database of a configuration (creating the data dir, readable by its owner only)
/// and brings the schema up to date.
pub fn open_for(config: &crate::config::AppConfig) -> Result<crate::db::Db, String> {
    crate::storage::private_dir(&config.data_dir)?;
    let db = crate::db::Db::open(&config.db_path(), crate::db::READ_CONNECTIONS)?;
    let mut conn = db.writer_blocking().map_err(|e| e.to_string())?;
    back_up_before_upgrade(config, &conn)?;
    let applied = crate::db::migrate::run(&mut conn)?;
    for name in applied {
        tracing::info!("applied migration {name}");
    }
    Ok(db)
}

/// An upgrade: before any migration touches an existing database, the data as it was is kept in
/// an archive under `backups/`. Answers the archive, if one was needed.
pub fn back_up_before_upgrade(
    config: &crate::config::AppConfig,
    conn: &rusqlite::Connection,
) -> Result<Option<std::path::PathBuf>, String> {
    let current = crate::db::migrate::current_version(conn).map_err(|e| e.to_string())?;
    let latest = crate::db::migrate::latest_version();
    if current == 0 || current >= latest {
        return Ok(None);
    }
    let name = format!(
        "pre-upgrade-schema-{current}-to-{latest}-{}.zip",
        time::OffsetDateTime::now_utc().unix_timestamp()
    );
    let out = crate::backup::default_dir(&config.data_dir).join(name);
    let media = crate::storage::Store::from_config(config)?;
    let archive =
        crate::backup::create(&config.data_dir, Some(&out), &media, &crate::backup::Quiet)
            .map_err(|e| format!("the backup before upgrading the database failed: {e}"))?;
    tracing::info!(
        "database at schema {current}, this release needs {latest}: backed up to {}",
        archive.display()
    );
    Ok(Some(archive))
}
