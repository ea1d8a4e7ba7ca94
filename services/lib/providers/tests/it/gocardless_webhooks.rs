//! Contract tests: the GoCardless webhooks — signed with `Webhook-Signature`, retried until
//! accepted, verified by the client's verifier, and refused when tampered or forged.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::psp_common::gocardless::{active_mandate, config, payment};
use crate::psp_common::{Control, Receiver, key, sandbox};
use serde_json::json;
use zrm_providers::gocardless::{
    GoCardless, HttpGoCardless, SIGNATURE_HEADER, parse_gocardless_webhook,
    verify_gocardless_webhook,
};
use zrm_providers::{ProviderError, WebhookRejection};

const SECRET: &str = "test-webhook-secret";

/// Waits until every webhook sent so far was accepted; returns them.
async fn all_delivered(control: &Control) -> Vec<serde_json::Value> {
    for _ in 0..500 {
        let items = control.get("/sandbox/gocardless/webhooks").await["items"]
            .as_array()
            .unwrap()
            .clone();
        if !items.is_empty() && items.iter().all(|d| d["delivered"] == true) {
            return items;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    panic!(
        "webhooks not delivered: {}",
        control.get("/sandbox/gocardless/webhooks").await
    );
}

#[tokio::test]
async fn webhooks_are_signed_retried_until_accepted_and_forgeries_refused() {
    let (receiver, url) = Receiver::start(|call| {
        verify_gocardless_webhook(
            SECRET,
            &call.body,
            call.headers.get("webhook-signature").map(String::as_str),
        )
    });
    let hook = format!("{url}/webhooks/gocardless");
    let sandbox = sandbox(&[
        ("ZRM_SANDBOX__GOCARDLESS__WEBHOOK_URL", hook.as_str()),
        ("ZRM_SANDBOX__GOCARDLESS__WEBHOOK_SECRET", SECRET),
    ])
    .await;
    let control = Control::new(&sandbox);
    let gc = HttpGoCardless::new(&config(&sandbox)).unwrap();

    let mandate = active_mandate(&gc, &control, "1234567890", "main").await;
    let calls = receiver
        .wait_for(1, |c| {
            c.json()["events"]
                .as_array()
                .unwrap()
                .iter()
                .any(|e| e["action"] == "fulfilled")
        })
        .await;
    assert!(calls.iter().all(|c| c.verified.is_ok()));
    assert_eq!(
        calls[0].headers["user-agent"],
        "gocardless-webhook-service/1.1"
    );
    let events = parse_gocardless_webhook(&calls.last().unwrap().body).unwrap();
    assert!(events.iter().any(|e| e.resource_type == "mandates"
        && e.action == "created"
        && e.link("mandate") == Some(mandate.as_str())));
    all_delivered(&control).await;

    // The receiver fails twice; GoCardless retries until it answers 2xx.
    receiver.answer_with(&[500, 503]);
    gc.create_payment(&payment(&mandate, 1_000, None), &key("pm-retried"))
        .await
        .unwrap();
    let delivered = all_delivered(&control).await;
    let created = delivered
        .iter()
        .find(|d| d["summary"] == "payments.created")
        .unwrap();
    assert_eq!(
        created["attempts"], 3,
        "500 and 503 were retried: {created}"
    );

    let p = gc
        .create_payment(&payment(&mandate, 3_000, None), &key("pm-hook"))
        .await
        .unwrap();
    control
        .act(
            &format!("/sandbox/gocardless/payments/{}/pay-out", p.id),
            json!({}),
        )
        .await;
    let paid = receiver
        .wait_for(1, |c| {
            c.json()["events"]
                .as_array()
                .unwrap()
                .iter()
                .any(|e| e["action"] == "paid_out")
        })
        .await;
    let events = parse_gocardless_webhook(&paid[0].body).unwrap();
    let actions: Vec<&str> = events
        .iter()
        .filter(|e| e.link("payment") == Some(p.id.as_str()))
        .map(|e| e.action.as_str())
        .collect();
    assert_eq!(actions, ["submitted", "confirmed", "paid_out"]);

    // What the receiver refuses: a changed body, another secret, no signature.
    let genuine = &paid[0];
    let signature = genuine.headers.get("webhook-signature").map(String::as_str);
    let mut tampered = genuine.body.clone();
    tampered.extend_from_slice(b" ");
    let reason = |r: Result<(), ProviderError>| match r {
        Err(ProviderError::WebhookRejected { reason, .. }) => reason,
        other => panic!("{other:?}"),
    };
    assert_eq!(
        reason(verify_gocardless_webhook(SECRET, &tampered, signature)),
        WebhookRejection::SignatureMismatch
    );
    assert_eq!(
        reason(verify_gocardless_webhook(
            "another-secret",
            &genuine.body,
            signature
        )),
        WebhookRejection::SignatureMismatch
    );
    assert_eq!(
        reason(verify_gocardless_webhook(SECRET, &genuine.body, None)),
        WebhookRejection::MissingHeader(SIGNATURE_HEADER)
    );

    // A sender with the wrong secret is refused on every attempt, and retried.
    control
        .put(
            "/sandbox/gocardless/webhook-endpoint",
            json!({"url": hook, "secret": "forged"}),
        )
        .await;
    let before = receiver.calls().len();
    control
        .act(
            &format!("/sandbox/gocardless/mandates/{mandate}/cancel"),
            json!({}),
        )
        .await;
    let forged = receiver.wait_for(before + 4, |_| true).await;
    assert!(forged[before..].iter().all(|c| c.verified.is_err()));
    sandbox.stop().await;
}
