use std::process::ExitCode;

use zrm_kdlt::app;
use zrm_kdlt::settings::KdltSettings;
use zrm_platform::cli::{self, Command};
use zrm_platform::config;

/// Customers seeded when `--customers` is left out.
const DEFAULT_SEED_CUSTOMERS: u64 = 1_000;

#[tokio::main]
async fn main() -> ExitCode {
    let arguments = std::env::args().skip(1);
    let command = match cli::parse(
        "zrm-kdlt",
        &[("customers", DEFAULT_SEED_CUSTOMERS)],
        arguments,
    ) {
        Ok(command) => command,
        Err(usage) => {
            eprintln!("{usage}");
            return ExitCode::from(2);
        }
    };
    let settings: KdltSettings =
        config::load_or_exit(app::SERVICE, include_str!("../config/default.toml"));
    match command {
        Command::Serve => app::serve(settings).await,
        Command::Seed(counts) => app::seed(settings, counts.get("customers")).await,
    }
}
