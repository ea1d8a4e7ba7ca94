use std::process::ExitCode;

use zrm_notifications::app;
use zrm_notifications::settings::NotificationsSettings;
use zrm_platform::config;

#[tokio::main]
async fn main() -> ExitCode {
    let settings: NotificationsSettings =
        config::load_or_exit(app::SERVICE, include_str!("../config/default.toml"));
    app::serve(settings).await
}
