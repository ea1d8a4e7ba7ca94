//! The sandbox process: every simulator on one HTTP port plus the SMTP e-mail sink.

use std::process::ExitCode;

use zrm_platform::shutdown::Shutdown;
use zrm_platform::{config, telemetry};
use zrm_sandbox::embedded;
use zrm_sandbox::settings::{DEFAULTS, SERVICE, Settings};

#[tokio::main]
async fn main() -> ExitCode {
    let settings: Settings = config::load_or_exit(SERVICE, DEFAULTS);
    let _telemetry = match telemetry::init(SERVICE, &settings.telemetry) {
        Ok(guard) => guard,
        Err(error) => {
            eprintln!("zrm-sandbox: telemetry: {error}");
            return ExitCode::FAILURE;
        }
    };
    let shutdown = Shutdown::install();
    let running = match embedded::start(&settings, 2).await {
        Ok(running) => running,
        Err(error) => {
            tracing::error!(%error, "cannot start");
            return ExitCode::FAILURE;
        }
    };
    tracing::info!(http = %running.http_url, smtp = %running.smtp_addr, "sandbox ready");
    shutdown.wait().await;
    running.stop().await;
    ExitCode::SUCCESS
}
