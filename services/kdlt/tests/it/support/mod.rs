//! What the kdlt integration tests share: a migrated database of their own and the service's
//! state on it. The checks' providers point at a closed port, so a check's provider failure is
//! real (connection refused); the checks against the simulators run in the stack tests.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::sync::Arc;

use tonic::Request;
use zrm_kdlt::app::MIGRATIONS;
use zrm_kdlt::settings::KdltSettings;
use zrm_kdlt::state::{KdltState, Providers};
use zrm_platform::config::load_from;
use zrm_platform::db::PipelinedReads;
use zrm_platform::outbox::Outbox;
use zrm_platform::testing::TestDatabase;
use zrm_proto::common::v1::Country;
use zrm_proto::kdlt::v1::CreateCustomerRequest;

pub const ADMIN: &str = "5b0c8a52-6d0e-4a8f-9a53-3c2d1f0e9b11";

/// Port 9 (discard) is closed on the test machines: every provider call is refused.
const UNREACHABLE: &str = "http://127.0.0.1:9";

pub fn with_request_id<T>(message: T, request_id: &str) -> Request<T> {
    let mut request = Request::new(message);
    request
        .metadata_mut()
        .insert("x-request-id", request_id.parse().unwrap());
    request
}

pub fn customer(country: Country, pni: &str, first: &str, last: &str) -> CreateCustomerRequest {
    CreateCustomerRequest {
        country: country.into(),
        pni: pni.into(),
        first_name: first.into(),
        last_name: last.into(),
        phone_number: None,
        email: None,
        sverker_id: None,
        requested_by: ADMIN.into(),
    }
}

pub fn eva() -> CreateCustomerRequest {
    CreateCustomerRequest {
        phone_number: Some("+46701234567".into()),
        email: Some("Eva.Lindgren@Example.se".into()),
        sverker_id: Some("SV-1001".into()),
        ..customer(Country::Se, "811218-9876", " Eva ", "Lindgren")
    }
}

fn unreachable_providers() -> Providers {
    let env: Vec<(String, String)> = [
        (
            "CREDIT_CHECK__BASE_URL",
            format!("{UNREACHABLE}/credit-check"),
        ),
        ("PEP__BASE_URL", format!("{UNREACHABLE}/screening")),
        ("DEBT_REGISTER__AUTH_URL", format!("{UNREACHABLE}/nogi")),
        ("DEBT_REGISTER__API_URL", format!("{UNREACHABLE}/nogi")),
    ]
    .into_iter()
    .map(|(key, value)| (format!("ZRM_KDLT__{key}"), value))
    .collect();
    let settings: KdltSettings =
        load_from("kdlt", include_str!("../../../config/default.toml"), env).unwrap();
    Providers::new(&settings).unwrap()
}

pub async fn start() -> (TestDatabase, Arc<KdltState>) {
    let db = TestDatabase::create("zrm_kdlt_test", MIGRATIONS)
        .await
        .unwrap();
    let state = Arc::new(KdltState {
        pool: db.pool.clone(),
        reads: Arc::new(PipelinedReads::new(&db.settings)),
        outbox: Outbox::default(),
        providers: unreachable_providers(),
    });
    (db, state)
}

/// The event types written to the outbox, oldest first.
pub async fn outbox_event_types(db: &TestDatabase) -> Vec<String> {
    use diesel::prelude::*;
    use diesel_async::RunQueryDsl;
    use zrm_platform::schema::zrm_outbox;
    let mut conn = db.pool.get().await.unwrap();
    zrm_outbox::table
        .order(zrm_outbox::id)
        .select(zrm_outbox::event_type)
        .load(&mut conn)
        .await
        .unwrap()
}
