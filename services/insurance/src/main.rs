use std::process::ExitCode;

use zrm_insurance::app;
use zrm_insurance::settings::InsuranceSettings;
use zrm_platform::config;

#[tokio::main]
async fn main() -> ExitCode {
    let settings: InsuranceSettings =
        config::load_or_exit(app::SERVICE, include_str!("../config/default.toml"));
    app::serve(settings).await
}
