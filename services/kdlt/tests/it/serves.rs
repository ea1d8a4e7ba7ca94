//! The service starts on the shared runner against a database of its own, migrates it and
//! reports `zrm.kdlt.v1.CustomerService` SERVING on its gRPC health service.

use tonic_health::pb::health_check_response::ServingStatus;
use zrm_platform::testing::start_and_check_health;

#[tokio::test]
async fn serves_its_grpc_service_as_healthy() {
    let status = start_and_check_health(
        "kdlt",
        include_str!("../../config/default.toml"),
        "zrm.kdlt.v1.CustomerService",
        zrm_kdlt::app::serve,
    )
    .await;
    assert_eq!(status, ServingStatus::Serving);
}
