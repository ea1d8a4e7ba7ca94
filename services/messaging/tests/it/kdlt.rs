//! kdlt, the customer register, as its own process, as the stack runs it: the binary the
//! workspace build made, on free ports, with a database and a RabbitMQ vhost of its own.
//! Messaging may not link kdlt (see deploy/crate-boundaries.py); it asks kdlt over gRPC, and so
//! do these tests.
#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use tonic::transport::Channel;
use tonic_health::pb::health_check_response::ServingStatus;
use zrm_platform::testing::{TestServiceAddresses, TestVhost, health_status};
use zrm_proto::common::v1::Country;
use zrm_proto::kdlt::v1::customer_service_client::CustomerServiceClient;
use zrm_proto::kdlt::v1::{BlockCustomerRequest, CreateCustomerRequest, UpdateConsentsRequest};

pub struct Kdlt {
    pub url: String,
    database_url: String,
    vhost: Option<TestVhost>,
    child: Child,
}

/// `target/<profile>/zrm-kdlt`, beside the `deps` folder this test runs from.
fn binary() -> PathBuf {
    let test = std::env::current_exe().unwrap();
    let profile = test.parent().and_then(|deps| deps.parent()).unwrap();
    let binary = profile.join(format!("zrm-kdlt{}", std::env::consts::EXE_SUFFIX));
    assert!(
        binary.exists(),
        "{} is missing: build the workspace first (cargo build --workspace)",
        binary.display()
    );
    binary
}

impl Kdlt {
    pub async fn start() -> Kdlt {
        let addresses = TestServiceAddresses::new("kdlt");
        let vhost = TestVhost::create().unwrap();
        let child = Command::new(binary())
            .envs(addresses.environment("kdlt"))
            .env("ZRM_KDLT__AMQP__URL", &vhost.settings.url)
            .env("ZRM_KDLT__TELEMETRY__LOG_FILTER", "warn")
            .stdout(Stdio::null())
            .spawn()
            .unwrap();
        let kdlt = Kdlt {
            url: format!("http://127.0.0.1:{}", addresses.grpc),
            database_url: addresses.database_url,
            vhost: Some(vhost),
            child,
        };
        // The first answer may come while kdlt is still getting ready.
        for _ in 0..300 {
            let status = health_status(
                addresses.grpc,
                "zrm.kdlt.v1.CustomerService",
                Duration::from_secs(60),
            )
            .await;
            if status == ServingStatus::Serving {
                return kdlt;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("kdlt on {} never became ready", kdlt.url);
    }

    pub async fn client(&self) -> CustomerServiceClient<Channel> {
        CustomerServiceClient::connect(self.url.clone())
            .await
            .unwrap()
    }

    /// A Swedish customer with the number (E.164); their customer id.
    pub async fn customer(&self, pni: &str, phone_number: &str) -> i64 {
        self.customer_with_email(pni, phone_number, None).await
    }

    /// As [`Kdlt::customer`], with an e-mail address.
    pub async fn customer_with_email(
        &self,
        pni: &str,
        phone_number: &str,
        email: Option<&str>,
    ) -> i64 {
        self.client()
            .await
            .create_customer(CreateCustomerRequest {
                country: Country::Se.into(),
                pni: pni.into(),
                first_name: "Anna".into(),
                last_name: "Lindqvist".into(),
                phone_number: Some(phone_number.into()),
                email: email.map(str::to_owned),
                sverker_id: None,
                requested_by: "u-test".into(),
            })
            .await
            .unwrap()
            .into_inner()
            .customer_id
            .parse()
            .unwrap()
    }

    pub async fn block(&self, customer_id: i64) {
        self.client()
            .await
            .block_customer(BlockCustomerRequest {
                customer_id: customer_id.to_string(),
                reason: "Asked not to be contacted".into(),
                requested_by: "u-test".into(),
            })
            .await
            .unwrap();
    }

    pub async fn consent_to_sms_marketing(&self, customer_id: i64) {
        self.client()
            .await
            .update_consents(UpdateConsentsRequest {
                customer_id: customer_id.to_string(),
                sms_marketing: Some(true),
                requested_by: "u-test".into(),
                ..UpdateConsentsRequest::default()
            })
            .await
            .unwrap();
    }
}

impl Drop for Kdlt {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if let Some(vhost) = self.vhost.take() {
            let _ = vhost.cleanup();
        }
        // The process is gone, so its database can be dropped (on a thread of its own: Drop
        // may run inside the test's runtime).
        let url = self.database_url.clone();
        let _ = std::thread::spawn(move || {
            tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .map(|runtime| runtime.block_on(zrm_platform::db::drop_database(&url)))
        })
        .join();
    }
}
