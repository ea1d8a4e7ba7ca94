//! The service starts on the shared runner against a database of its own, migrates it and
//! reports `zrm.kdlt.v1.CustomerService` SERVING on its gRPC health service.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Duration;

use tonic_health::pb::health_check_response::ServingStatus;
use zrm_kdlt::app;
use zrm_kdlt::settings::KdltSettings;
use zrm_platform::config::load_from;
use zrm_platform::testing::{TestServiceAddresses, health_status};

#[tokio::test]
async fn serves_its_grpc_service_as_healthy() {
    let addresses = TestServiceAddresses::new("kdlt");
    let settings: KdltSettings = load_from(
        "kdlt",
        include_str!("../config/default.toml"),
        addresses.environment("kdlt"),
    )
    .unwrap();
    tokio::spawn(app::serve(settings));

    let status = health_status(
        addresses.grpc,
        "zrm.kdlt.v1.CustomerService",
        Duration::from_secs(30),
    )
    .await;
    assert_eq!(status, ServingStatus::Serving);
    zrm_platform::db::drop_database(&addresses.database_url)
        .await
        .unwrap();
}
