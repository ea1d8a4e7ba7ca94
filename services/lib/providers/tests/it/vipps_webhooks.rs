//! Contract tests: the Vipps MobilePay webhooks — signed as the Webhooks API signs, retried until
//! accepted, verified by the client's verifier, and refused when tampered, forged or stale.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::psp_common::vipps::{active_agreement, charge, config};
use crate::psp_common::{Control, Received, Receiver, key, sandbox};
use chrono::{Days, TimeDelta, Utc};
use serde_json::json;
use zrm_providers::vipps::{
    HttpVipps, TransactionType, VippsRecurring, parse_vipps_webhook, verify_vipps_webhook,
    verify_vipps_webhook_at,
};
use zrm_providers::{ProviderError, WebhookRejection};

const SECRET: &str = "test-vipps-webhook-secret";

fn verify(call: &Received, secret: &str) -> Result<(), ProviderError> {
    let headers = |name: &str| call.headers.get(name).map(String::as_str);
    verify_vipps_webhook(secret, "POST", &call.path_and_query, headers, &call.body)
}

#[tokio::test]
async fn webhooks_are_signed_retried_and_forgeries_refused() {
    let (receiver, url) = Receiver::start(|call| verify(call, SECRET));
    let hook = format!("{url}/webhooks/vipps?source=recurring");
    let sandbox = sandbox(&[
        ("ZRM_SANDBOX__VIPPS__WEBHOOK_URL", hook.as_str()),
        ("ZRM_SANDBOX__VIPPS__WEBHOOK_SECRET", SECRET),
    ])
    .await;
    let (vipps, control) = (
        HttpVipps::new(&config(&sandbox)).unwrap(),
        Control::new(&sandbox),
    );

    receiver.answer_with(&[500]);
    let agreement = active_agreement(&vipps, &control, "4791234567", "hooks").await;
    let activated = receiver
        .wait_for(2, |c| {
            c.json()["eventType"] == "recurring.agreement-activated.v1"
        })
        .await;
    assert!(
        activated[0].verified.is_ok() && activated[1].verified.is_ok(),
        "{:?}",
        activated[0].verified
    );
    assert_eq!(
        activated[0].path_and_query,
        "/webhooks/vipps?source=recurring"
    );
    let event = parse_vipps_webhook(&activated[1].body).unwrap();
    assert_eq!(
        (event.agreement_id.as_str(), event.msn.as_deref()),
        (agreement.as_str(), Some("123456"))
    );

    let due = control
        .now()
        .await
        .date_naive()
        .checked_add_days(Days::new(2))
        .unwrap();
    let charge_id = vipps
        .create_charge(
            &agreement,
            &charge(due, 4_000, TransactionType::DirectCapture, 0),
            &key("h-1"),
        )
        .await
        .unwrap();
    control
        .act(
            &format!("/sandbox/vipps/charges/{charge_id}/fail"),
            json!({}),
        )
        .await;
    let failed = receiver
        .wait_for(1, |c| c.json()["eventType"] == "recurring.charge-failed.v1")
        .await;
    let event = parse_vipps_webhook(&failed[0].body).unwrap();
    assert_eq!(event.charge_id.as_deref(), Some(charge_id.as_str()));
    assert_eq!(
        (event.amount, event.failure_reason.as_deref()),
        (Some(4_000), Some("user_action_required"))
    );
    vipps.stop_agreement(&agreement, &key("h-2")).await.unwrap();
    receiver
        .wait_for(1, |c| {
            c.json()["eventType"] == "recurring.agreement-stopped.v1"
        })
        .await;

    // What the receiver refuses.
    let genuine = &failed[0];
    let headers = |name: &str| genuine.headers.get(name).map(String::as_str);
    let reason = |r: Result<(), ProviderError>| match r {
        Err(ProviderError::WebhookRejected { reason, .. }) => reason,
        other => panic!("{other:?}"),
    };
    let mut tampered = genuine.body.clone();
    tampered[0] = b' ';
    assert_eq!(
        reason(verify_vipps_webhook(
            SECRET,
            "POST",
            &genuine.path_and_query,
            headers,
            &tampered
        )),
        WebhookRejection::ContentHashMismatch
    );
    assert_eq!(
        reason(verify_vipps_webhook(
            "forged",
            "POST",
            &genuine.path_and_query,
            headers,
            &genuine.body
        )),
        WebhookRejection::SignatureMismatch
    );
    assert_eq!(
        reason(verify_vipps_webhook(
            SECRET,
            "POST",
            "/elsewhere",
            headers,
            &genuine.body
        )),
        WebhookRejection::SignatureMismatch
    );
    let later = Utc::now() + TimeDelta::minutes(10);
    assert!(matches!(
        reason(verify_vipps_webhook_at(
            SECRET,
            "POST",
            &genuine.path_and_query,
            headers,
            &genuine.body,
            later
        )),
        WebhookRejection::StaleDate { .. }
    ));
    let no_date = |name: &str| {
        if name == "x-ms-date" {
            None
        } else {
            genuine.headers.get(name).map(String::as_str)
        }
    };
    assert_eq!(
        reason(verify_vipps_webhook(
            SECRET,
            "POST",
            &genuine.path_and_query,
            no_date,
            &genuine.body
        )),
        WebhookRejection::MissingHeader("x-ms-date")
    );
    sandbox.stop().await;
}

#[tokio::test]
async fn a_receiver_with_another_secret_refuses_every_attempt() {
    let (receiver, url) = Receiver::start(|call| verify(call, "not-the-secret"));
    let hook = format!("{url}/webhooks/vipps");
    let sandbox = sandbox(&[
        ("ZRM_SANDBOX__VIPPS__WEBHOOK_URL", hook.as_str()),
        ("ZRM_SANDBOX__VIPPS__WEBHOOK_SECRET", SECRET),
    ])
    .await;
    let (vipps, control) = (
        HttpVipps::new(&config(&sandbox)).unwrap(),
        Control::new(&sandbox),
    );
    active_agreement(&vipps, &control, "4791234567", "forged").await;
    let calls = receiver.wait_for(4, |_| true).await;
    assert!(calls.iter().all(|c| c.verified.is_err()));
    for _ in 0..100 {
        let deliveries = control.get("/sandbox/vipps/webhooks").await;
        let d = &deliveries["items"][0];
        if d["attempts"] == 4 {
            assert_eq!(
                (d["delivered"].clone(), d["last_status"].clone()),
                (json!(false), json!(401))
            );
            sandbox.stop().await;
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    panic!("the delivery was not given up after 4 attempts");
}
