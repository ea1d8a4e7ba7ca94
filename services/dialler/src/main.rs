use std::process::ExitCode;

use zrm_dialler::app;
use zrm_dialler::settings::DiallerSettings;
use zrm_platform::config;

#[tokio::main]
async fn main() -> ExitCode {
    let settings: DiallerSettings =
        config::load_or_exit(app::SERVICE, include_str!("../config/default.toml"));
    app::serve(settings).await
}
