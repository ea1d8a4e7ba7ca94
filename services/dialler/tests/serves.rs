//! The service starts on the shared runner against a database of its own, migrates it and
//! reports `zrm.dialler.v1.CampaignService` SERVING on its gRPC health service.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Duration;

use tonic_health::pb::health_check_response::ServingStatus;
use zrm_dialler::app;
use zrm_dialler::settings::DiallerSettings;
use zrm_platform::config::load_from;
use zrm_platform::testing::{TestServiceAddresses, health_status};

#[tokio::test]
async fn serves_its_grpc_service_as_healthy() {
    let addresses = TestServiceAddresses::new("dialler");
    let settings: DiallerSettings = load_from(
        "dialler",
        include_str!("../config/default.toml"),
        addresses.environment("dialler"),
    )
    .unwrap();
    tokio::spawn(app::serve(settings));

    let status = health_status(
        addresses.grpc,
        "zrm.dialler.v1.CampaignService",
        Duration::from_secs(30),
    )
    .await;
    assert_eq!(status, ServingStatus::Serving);
    zrm_platform::db::drop_database(&addresses.database_url)
        .await
        .unwrap();
}
