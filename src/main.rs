use clap::Parser;

/// mimalloc returns freed memory to the system: with glibc's allocator a burst of password
/// hashes (9 MiB each) left the server holding its peak for good.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[rocket::main]
async fn main() {
    let cli = atrium::cli::Cli::parse();
    let code = atrium::cli::run(cli).await;
    std::process::exit(code);
}
