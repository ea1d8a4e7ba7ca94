use std::process::ExitCode;

use zrm_messaging::app;
use zrm_messaging::settings::MessagingSettings;
use zrm_platform::config;

#[tokio::main]
async fn main() -> ExitCode {
    let settings: MessagingSettings =
        config::load_or_exit(app::SERVICE, include_str!("../config/default.toml"));
    app::serve(settings).await
}
