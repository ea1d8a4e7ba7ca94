use std::process::ExitCode;

use zrm_insurance::app;
use zrm_insurance::settings::InsuranceSettings;
use zrm_platform::cli::{self, Command};
use zrm_platform::config;

/// Signed-up insurances seeded when `--insurances` is left out.
const DEFAULT_SEED_INSURANCES: u64 = 300;

#[tokio::main]
async fn main() -> ExitCode {
    let arguments = std::env::args().skip(1);
    let command = match cli::parse(
        "zrm-insurance",
        &[("insurances", DEFAULT_SEED_INSURANCES)],
        arguments,
    ) {
        Ok(command) => command,
        Err(usage) => {
            eprintln!("{usage}");
            return ExitCode::from(2);
        }
    };
    let settings: InsuranceSettings =
        config::load_or_exit(app::SERVICE, include_str!("../config/default.toml"));
    match command {
        Command::Serve => app::serve(settings).await,
        Command::Seed(counts) => app::seed(settings, counts.get("insurances")).await,
    }
}
