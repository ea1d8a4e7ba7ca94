//! The service starts on the shared runner against a database of its own, migrates it and
//! reports `zrm.insurance.v1.InsuranceService` SERVING on its gRPC health service.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Duration;

use tonic_health::pb::health_check_response::ServingStatus;
use zrm_insurance::app;
use zrm_insurance::settings::InsuranceSettings;
use zrm_platform::config::load_from;
use zrm_platform::testing::{TestServiceAddresses, health_status};

#[tokio::test]
async fn serves_its_grpc_service_as_healthy() {
    let addresses = TestServiceAddresses::new("insurance");
    let settings: InsuranceSettings = load_from(
        "insurance",
        include_str!("../config/default.toml"),
        addresses.environment("insurance"),
    )
    .unwrap();
    tokio::spawn(app::serve(settings));

    let status = health_status(
        addresses.grpc,
        "zrm.insurance.v1.InsuranceService",
        Duration::from_secs(30),
    )
    .await;
    assert_eq!(status, ServingStatus::Serving);
    zrm_platform::db::drop_database(&addresses.database_url)
        .await
        .unwrap();
}
