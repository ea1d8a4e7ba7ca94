//! The service starts on the shared runner against a database of its own, migrates it and
//! reports `zrm.dialler.v1.CampaignService` SERVING on its gRPC health service.

use tonic_health::pb::health_check_response::ServingStatus;
use zrm_platform::testing::start_and_check_health;

#[tokio::test]
async fn serves_its_grpc_service_as_healthy() {
    let status = start_and_check_health(
        "dialler",
        include_str!("../config/default.toml"),
        "zrm.dialler.v1.CampaignService",
        zrm_dialler::app::serve,
    )
    .await;
    assert_eq!(status, ServingStatus::Serving);
}
