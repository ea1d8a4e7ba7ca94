use std::process::ExitCode;

use zrm_kdlt::app;
use zrm_kdlt::settings::KdltSettings;
use zrm_platform::config;

#[tokio::main]
async fn main() -> ExitCode {
    let settings: KdltSettings =
        config::load_or_exit(app::SERVICE, include_str!("../config/default.toml"));
    app::serve(settings).await
}
