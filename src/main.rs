use clap::Parser;

#[rocket::main]
async fn main() {
    let cli = atrium::cli::Cli::parse();
    let code = atrium::cli::run(cli).await;
    std::process::exit(code);
}
