use clap::{CommandFactory, FromArgMatches};

/// jemalloc with a background thread returns freed memory to the system (settings in
/// .cargo/config.toml): with glibc's allocator a burst of password hashes or searches left the
/// server holding its peak for good. mimalloc was tried and measured: it kept memory freed by
/// threads that went quiet, and 2 MB huge pages made its idle footprint larger.
#[global_allocator]
static GLOBAL: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

/// Threads for blocking work (database calls, hashing, search). Tokio's default of 512 let a
/// burst of requests start a hundred threads, each keeping its own allocator caches, and the
/// database pool (4 readers, 1 writer) serves only so many at once anyway: 16 held 4 MB more
/// under 32 connections than 8, and were no faster.
const BLOCKING_THREADS: usize = 8;

fn main() {
    // `--version` names the database schema this release runs on, which only the embedded
    // migrations know.
    let version = format!(
        "{} (database schema {})",
        env!("CARGO_PKG_VERSION"),
        atrium::db::migrate::latest_version()
    );
    let version: &'static str = Box::leak(version.into_boxed_str());
    let matches = atrium::cli::Cli::command().version(version).get_matches();
    let cli = match atrium::cli::Cli::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => e.exit(),
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        // Rocket's own name for its threads; it checks for it.
        .thread_name("rocket-worker-thread")
        .max_blocking_threads(BLOCKING_THREADS)
        .enable_all()
        .build();
    let code = match runtime {
        Ok(runtime) => runtime.block_on(atrium::cli::run(cli)),
        Err(e) => {
            eprintln!("cannot start the async runtime: {e}");
            1
        }
    };
    std::process::exit(code);
}
