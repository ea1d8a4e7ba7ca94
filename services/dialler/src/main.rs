//! zrm-dialler: boots with the shared platform start-up (configuration, telemetry, database with
//! the platform's outbox/inbox tables, health, metrics, graceful shutdown). Its own tables and
//! gRPC methods arrive with the features that need them (see README.md).

use std::process::ExitCode;

use zrm_platform::db::PLATFORM_MIGRATIONS;
use zrm_platform::service;

#[tokio::main]
async fn main() -> ExitCode {
    service::run_health_only(
        "dialler",
        include_str!("../config/default.toml"),
        PLATFORM_MIGRATIONS,
    )
    .await
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use zrm_platform::config::load_from;
    use zrm_platform::service::ServiceSettings;

    #[test]
    fn defaults_match_the_local_stack() {
        let settings: ServiceSettings = load_from(
            "dialler",
            include_str!("../config/default.toml"),
            Vec::new(),
        )
        .unwrap();
        assert_eq!(settings.grpc.listen.port(), 50056);
        assert_eq!(settings.metrics.listen.port(), 9106);
        assert!(settings.database.url.ends_with("/zrm_dialler"));
    }
}
