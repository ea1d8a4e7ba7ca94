use std::process::ExitCode;

use zrm_core::app;
use zrm_core::cli::{self, Command};
use zrm_core::settings::CoreSettings;
use zrm_platform::config;

#[tokio::main(flavor = "current_thread")]
async fn main() -> ExitCode {
    let command = match cli::parse(std::env::args().skip(1)) {
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
        Command::Seed { leads } => app::seed(settings, leads).await,
    }
}
