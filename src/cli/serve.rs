//! `atrium serve`: run the server, optionally seeding the demo agency first.

use std::net::IpAddr;

use clap::Args;

use super::CliResult;
use crate::config::AppConfig;

#[derive(Args, Debug)]
pub struct ServeArgs {
    /// Address to listen on (use 0.0.0.0 to accept remote connections)
    #[arg(long, env = "ATRIUM_ADDRESS")]
    pub address: Option<IpAddr>,
    #[arg(long, env = "ATRIUM_PORT")]
    pub port: Option<u16>,
    /// Seed a demo agency into an empty database and print its logins
    #[arg(long, env = "ATRIUM_DEMO")]
    pub demo: bool,
}

pub async fn run(mut config: AppConfig, args: ServeArgs) -> CliResult {
    if let Some(a) = args.address {
        config.address = a;
    }
    if let Some(p) = args.port {
        config.port = p;
    }
    raise_open_file_limit();
    let base = config.public_base_url();
    let data_dir = config.data_dir.clone();
    let backup_dir = config.backup.dir_for(&data_dir);
    let rocket = crate::app::build_rocket(config)?;
    // Held until the process ends: a restore (or a second server) on this directory is refused.
    let _lock = crate::backup::hold(&data_dir)?;
    // A backup killed with the last server left a snapshot (a full copy of the database) and a
    // partial archive; clear them now, unless a backup from the CLI is running this moment.
    if let Some(_running) = crate::backup::Running::try_now(&data_dir)? {
        crate::backup::clear_leftovers(&data_dir, &backup_dir);
    }
    if args.demo {
        let state = rocket
            .state::<crate::state::AppState>()
            .ok_or("state missing")?;
        let conn = state.db.writer_blocking().map_err(|e| e.to_string())?;
        let logins = crate::demo::seed(&conn, &state.store, &state.branding())?;
        drop(conn);
        state.rebuild_search()?;
        println!("{logins}");
    }
    if let Some(state) = rocket.state::<crate::state::AppState>() {
        let jobs = crate::jobs::Jobs {
            db: state.db.clone(),
            mailer: crate::mail::Mailer::new(&state.config.mail, state.db.clone())?,
            limits: state.limits.clone(),
            agency: state.branding.clone(),
            base_url: state.config.public_base_url(),
            data_dir: state.config.data_dir.clone(),
            backup: state.config.backup.clone(),
            offsite: state.config.offsite.clone(),
            media: state.store.clone(),
        };
        tokio::spawn(crate::jobs::run(jobs));
        tokio::spawn(crate::jobs::run_social(state.syncer.clone()));
        tokio::spawn(crate::jobs::run_publisher(state.publisher.clone()));
        tokio::spawn(crate::jobs::run_digests(
            state.db.clone(),
            state.mailer.clone(),
            state.config.public_base_url(),
            state.config.mail.digest_minutes,
        ));
        tokio::spawn(crate::jobs::run_reminders(
            state.db.clone(),
            state.mailer.clone(),
            state.config.public_base_url(),
        ));
    }
    if !crate::web::has_ui() {
        tracing::warn!("this binary was built without ui/dist: only the API is served");
    }
    println!(
        "Atrium {} listening on {base} (data in {})",
        env!("CARGO_PKG_VERSION"),
        data_dir.display()
    );
    let db_path = rocket
        .state::<crate::state::AppState>()
        .map(|s| s.config.db_path());
    rocket.launch().await.map_err(|e| e.to_string())?;
    if let Some(path) = db_path {
        checkpoint(&path);
    }
    Ok(())
}

/// On the way out, folds the WAL back into the database so the file is whole on its own. PASSIVE:
/// it neither waits for readers nor truncates the WAL, so a replica such as Litestream, which
/// reads the WAL, keeps working; its own connection with a short busy timeout, so a job still
/// holding the writer cannot hold up the exit.
fn checkpoint(path: &std::path::Path) {
    let done = rusqlite::Connection::open(path).and_then(|c| {
        c.busy_timeout(std::time::Duration::from_secs(2))?;
        c.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |r| {
            Ok((r.get::<_, i64>(1)?, r.get::<_, i64>(2)?))
        })
    });
    match done {
        Ok((wal, moved)) => tracing::info!("checkpoint on exit: {moved} of {wal} WAL pages"),
        Err(e) => tracing::warn!("checkpoint on exit: {e}"),
    }
}

/// Every connection holds a file descriptor, and the usual soft limit (1,024) lets a few
/// hundred idle sockets starve the server of new ones. The hard limit is the real ceiling.
fn raise_open_file_limit() {
    match rlimit::increase_nofile_limit(u64::MAX) {
        Ok(limit) => tracing::debug!("open file limit: {limit}"),
        Err(e) => tracing::warn!("could not raise the open file limit: {e}"),
    }
}
