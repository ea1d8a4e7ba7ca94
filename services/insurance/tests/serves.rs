//! The service starts on the shared runner against a database of its own, migrates it and
//! reports `zrm.insurance.v1.InsuranceService` SERVING on its gRPC health service.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::{Duration, Instant};

use tonic_health::pb::HealthCheckRequest;
use tonic_health::pb::health_check_response::ServingStatus;
use tonic_health::pb::health_client::HealthClient;
use zrm_insurance::app;
use zrm_insurance::settings::InsuranceSettings;
use zrm_platform::config::load_from;

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

#[tokio::test]
async fn serves_its_grpc_service_as_healthy() {
    let database = format!("zrm_insurance_test_{}", uuid_like());
    let (grpc, metrics) = (free_port(), free_port());
    let settings: InsuranceSettings = load_from(
        "insurance",
        include_str!("../config/default.toml"),
        vec![
            (
                "ZRM_INSURANCE__GRPC__LISTEN".to_string(),
                format!("127.0.0.1:{grpc}"),
            ),
            (
                "ZRM_INSURANCE__METRICS__LISTEN".to_string(),
                format!("127.0.0.1:{metrics}"),
            ),
            (
                "ZRM_INSURANCE__DATABASE__URL".to_string(),
                format!("postgres://postgres@127.0.0.1:5432/{database}"),
            ),
        ],
    )
    .unwrap();
    let url = settings.database.url.clone();
    tokio::spawn(app::serve(settings));

    let deadline = Instant::now() + Duration::from_secs(30);
    let status = loop {
        let answer = async {
            let channel =
                tonic::transport::Endpoint::from_shared(format!("http://127.0.0.1:{grpc}"))
                    .ok()?
                    .connect()
                    .await
                    .ok()?;
            let mut client = HealthClient::new(channel);
            let request = HealthCheckRequest {
                service: "zrm.insurance.v1.InsuranceService".to_string(),
            };
            Some(client.check(request).await.ok()?.into_inner().status())
        };
        if let Some(status) = answer.await {
            break status;
        }
        assert!(Instant::now() < deadline, "no health answer on {grpc}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    assert_eq!(status, ServingStatus::Serving);
    zrm_platform::db::drop_database(&url).await.unwrap();
}

fn uuid_like() -> String {
    format!(
        "{:x}",
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_nanos()
    )
}
