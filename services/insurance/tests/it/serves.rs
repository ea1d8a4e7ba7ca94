//! The service starts on the shared runner against a database of its own, migrates it and
//! reports `zrm.insurance.v1.InsuranceService` SERVING on its gRPC health service.

use tonic_health::pb::health_check_response::ServingStatus;
use zrm_platform::testing::start_and_check_health;

#[tokio::test]
async fn serves_its_grpc_service_as_healthy() {
    let status = start_and_check_health(
        "insurance",
        include_str!("../../config/default.toml"),
        "zrm.insurance.v1.InsuranceService",
        zrm_insurance::app::serve,
    )
    .await;
    assert_eq!(status, ServingStatus::Serving);
}
