use std::process::ExitCode;

use zrm_core::app;
use zrm_core::settings::CoreSettings;
use zrm_platform::cli::{self, Command};
use zrm_platform::config;

/// Leads seeded when `--leads` is left out.
const DEFAULT_SEED_LEADS: u64 = 1_000;
/// Applications seeded when `--applications` is left out.
const DEFAULT_SEED_APPLICATIONS: u64 = 500;
/// Days ahead with demo meetings when `--meeting-days` is left out.
const DEFAULT_SEED_MEETING_DAYS: u64 = 10;

#[tokio::main(flavor = "current_thread")]
async fn main() -> ExitCode {
    let arguments = std::env::args().skip(1);
    let command = match cli::parse(
        "zrm-core",
        &[
            ("leads", DEFAULT_SEED_LEADS),
            ("applications", DEFAULT_SEED_APPLICATIONS),
            ("meeting-days", DEFAULT_SEED_MEETING_DAYS),
        ],
        arguments,
    ) {
        Ok(command) => command,
        Err(usage) => {
            eprintln!("{usage}");
            return ExitCode::from(2);
        }
    };
    let settings: CoreSettings =
        config::load_or_exit(app::SERVICE, include_str!("../config/default.toml"));
    match command {
        Command::Serve => app::serve(settings).await,
        Command::Seed(counts) => {
            app::seed(
                settings,
                counts.get("leads"),
                counts.get("applications"),
                counts.get("meeting-days"),
            )
            .await
        }
    }
}
