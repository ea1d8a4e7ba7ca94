#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]

use zrm_sandbox::embedded::{self, RunningSandbox};
use zrm_sandbox::settings::Settings;

pub async fn sandbox() -> RunningSandbox {
    sandbox_with(Settings::ephemeral().unwrap()).await
}

pub async fn sandbox_with(settings: Settings) -> RunningSandbox {
    embedded::start(&settings, 1).await.expect("sandbox starts")
}

pub fn http() -> reqwest::Client {
    reqwest::Client::builder()
        .timeout(std::time::Duration::from_secs(10))
        .build()
        .unwrap()
}
