use std::process::ExitCode;

use zrm_messaging::app;
use zrm_messaging::settings::MessagingSettings;
use zrm_platform::cli::{self, Command};
use zrm_platform::config;

#[tokio::main]
async fn main() -> ExitCode {
    let command = match cli::parse("zrm-messaging", &[], std::env::args().skip(1)) {
        Ok(command) => command,
        Err(usage) => {
            eprintln!("{usage}");
            return ExitCode::from(2);
        }
    };
    let settings: MessagingSettings =
        config::load_or_exit(app::SERVICE, include_str!("../config/default.toml"));
    match command {
        Command::Serve => app::serve(settings).await,
        Command::Seed(_) => app::seed(settings).await,
    }
}
