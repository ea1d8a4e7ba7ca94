//! Contract tests: the GoCardless client's documented errors, idempotent creates, retries after
//! faults and timeouts.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::psp_common::gocardless::{TOKEN, active_mandate, config, gc_error, payment};
use crate::psp_common::{Control, key, sandbox};
use serde_json::json;
use zrm_providers::ProviderError;
use zrm_providers::gocardless::{
    ErrorType, GoCardless, GoCardlessConfig, HttpGoCardless, NewBillingRequest,
};

#[tokio::test]
async fn every_documented_error_reaches_the_caller() {
    let sandbox = sandbox(&[]).await;
    let control = Control::new(&sandbox);
    let gc = HttpGoCardless::new(&config(&sandbox)).unwrap();

    let stranger = HttpGoCardless::new(&GoCardlessConfig::new(
        format!("{}/gocardless", sandbox.http_url),
        "not-our-token",
    ))
    .unwrap();
    let unauthorized = gc_error(stranger.get_mandate("MD000000000000").await);
    assert_eq!(
        (unauthorized.status, unauthorized.error_type.clone()),
        (401, ErrorType::InvalidApiUsage)
    );
    assert!(unauthorized.has_reason("access_token_not_found"));
    assert!(unauthorized.request_id.is_some());

    let missing = gc_error(gc.get_payment("PM000000000000").await);
    assert_eq!(
        (missing.status, missing.error_type.clone()),
        (404, ErrorType::InvalidApiUsage)
    );
    assert!(missing.has_reason("resource_not_found"));

    let unlinked = gc_error(
        gc.create_payment(&payment("MD000000000000", 100, None), &key("pm-x"))
            .await,
    );
    assert_eq!(
        (unlinked.status, unlinked.error_type.clone()),
        (400, ErrorType::InvalidApiUsage)
    );
    assert!(unlinked.has_reason("linked_resource_not_found"));

    let mandate = active_mandate(&gc, &control, "1234567890", "main").await;
    let invalid = gc_error(
        gc.create_payment(&payment(&mandate, 0, None), &key("pm-zero"))
            .await,
    );
    assert_eq!(
        (invalid.status, invalid.error_type.clone()),
        (422, ErrorType::ValidationFailed)
    );
    assert_eq!(invalid.errors[0].field.as_deref(), Some("amount"));
    let mut long_reference = payment(&mandate, 100, None);
    long_reference.reference = Some("REFERENCE-TOO-LONG".into());
    let invalid = gc_error(gc.create_payment(&long_reference, &key("pm-ref")).await);
    assert_eq!(
        invalid.errors[0].field.as_deref(),
        Some("reference"),
        "Autogiro references are at most 11 characters"
    );

    let mut nok = NewBillingRequest::autogiro();
    nok.currency = "NOK".into();
    let unsupported = gc_error(gc.create_billing_request(&nok, &key("br-nok")).await);
    assert_eq!(
        unsupported.errors[0].field.as_deref(),
        Some("mandate_request.currency")
    );

    control
        .act(
            &format!("/sandbox/gocardless/mandates/{mandate}/cancel"),
            json!({}),
        )
        .await;
    let inactive = gc_error(
        gc.create_payment(&payment(&mandate, 100, None), &key("pm-inactive"))
            .await,
    );
    assert_eq!(
        (inactive.status, inactive.error_type.clone()),
        (422, ErrorType::InvalidState)
    );
    assert!(inactive.has_reason("mandate_is_inactive"));
    sandbox.stop().await;
}

#[tokio::test]
async fn creates_are_idempotent_and_retried_after_a_lost_answer() {
    let sandbox = sandbox(&[]).await;
    let control = Control::new(&sandbox);
    let gc = HttpGoCardless::new(&config(&sandbox)).unwrap();
    let mandate = active_mandate(&gc, &control, "1234567890", "main").await;

    let first = gc
        .create_payment(&payment(&mandate, 1_000, None), &key("pm-once"))
        .await
        .unwrap();
    let replay = gc
        .create_payment(&payment(&mandate, 1_000, None), &key("pm-once"))
        .await
        .unwrap();
    assert_eq!(
        replay.id, first.id,
        "the 409 idempotent_creation_conflict leads to the first payment"
    );
    // GoCardless answers a reused key with the first resource whatever the body says.
    let conflict = gc
        .create_payment(&payment(&mandate, 9_999, None), &key("pm-once"))
        .await
        .unwrap();
    assert_eq!(
        (conflict.id.as_str(), conflict.amount),
        (first.id.as_str(), 1_000)
    );

    // The create happens but its answer is lost (500): the retry under the same key finds it.
    control
        .fault("gocardless", json!({"status": 500, "after": true}))
        .await;
    let created = gc
        .create_payment(&payment(&mandate, 2_000, None), &key("pm-lost"))
        .await
        .unwrap();
    let payments = control.get("/sandbox/gocardless/payments").await;
    let with_amount: Vec<_> = payments["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["amount"] == 2_000)
        .collect();
    assert_eq!(
        with_amount.len(),
        1,
        "exactly one payment despite the retry"
    );
    assert_eq!(with_amount[0]["id"], created.id.as_str());

    // Reads are retried through GoCardless's own faults; an action is not.
    control
        .fault("gocardless", json!({"status": 503, "times": 2}))
        .await;
    assert_eq!(gc.get_payment(&created.id).await.unwrap().id, created.id);
    control.fault("gocardless", json!({"status": 503})).await;
    let refused = gc_error(gc.cancel_payment(&created.id).await);
    assert_eq!(
        (refused.status, refused.error_type.clone()),
        (503, ErrorType::Gocardless)
    );
    control
        .fault("gocardless", json!({"status": 500, "times": 3}))
        .await;
    let exhausted = gc_error(gc.get_payment(&created.id).await);
    assert_eq!(exhausted.status, 500, "two retries, then the error");

    let mut slow = config(&sandbox);
    slow.timeout_ms = 200;
    slow.retries = 0;
    let impatient = HttpGoCardless::new(&slow).unwrap();
    control
        .fault("gocardless", json!({"delay_ms": 1_000}))
        .await;
    assert!(matches!(
        impatient.get_payment(&created.id).await,
        Err(ProviderError::Timeout { .. })
    ));

    let nowhere = HttpGoCardless::new(&GoCardlessConfig::new(
        "http://127.0.0.1:9/gocardless",
        TOKEN,
    ))
    .unwrap();
    assert!(matches!(
        nowhere.get_payment("PM1").await,
        Err(ProviderError::Unreachable { .. })
    ));
    assert!(matches!(
        HttpGoCardless::new(&GoCardlessConfig::new("http://gocardless.example", TOKEN)),
        Err(ProviderError::Config { .. })
    ));
    assert!(matches!(
        HttpGoCardless::new(&GoCardlessConfig::new("https://api.gocardless.com", " ")),
        Err(ProviderError::Config { .. })
    ));
    sandbox.stop().await;
}
