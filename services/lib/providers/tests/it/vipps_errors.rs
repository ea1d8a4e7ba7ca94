//! Contract tests: the Vipps MobilePay client's idempotency (replay and conflict), access-token
//! caching and renewal, errors, retries and timeouts.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::psp_common::vipps::{active_agreement, charge, config, draft, problem};
use crate::psp_common::{Control, key, sandbox};
use chrono::Days;
use serde_json::json;
use zrm_providers::ProviderError;
use zrm_providers::vipps::{HttpVipps, TransactionType, VippsConfig, VippsRecurring};

#[tokio::test]
async fn the_same_key_replays_the_answer_and_another_request_conflicts() {
    let sandbox = sandbox(&[]).await;
    let (vipps, control) = (
        HttpVipps::new(&config(&sandbox)).unwrap(),
        Control::new(&sandbox),
    );
    let agreement = active_agreement(&vipps, &control, "4791234567", "idem").await;
    let due = control
        .now()
        .await
        .date_naive()
        .checked_add_days(Days::new(3))
        .unwrap();

    let first = vipps
        .create_charge(
            &agreement,
            &charge(due, 5_000, TransactionType::DirectCapture, 0),
            &key("charge-1"),
        )
        .await
        .unwrap();
    let replay = vipps
        .create_charge(
            &agreement,
            &charge(due, 5_000, TransactionType::DirectCapture, 0),
            &key("charge-1"),
        )
        .await
        .unwrap();
    assert_eq!(first, replay);
    let conflict = problem(
        vipps
            .create_charge(
                &agreement,
                &charge(due, 6_000, TransactionType::DirectCapture, 0),
                &key("charge-1"),
            )
            .await,
    );
    assert_eq!(
        (conflict.status, conflict.problem.as_deref()),
        (409, Some("idempotency-conflict"))
    );
    let charges = control.get("/sandbox/vipps/charges").await;
    assert_eq!(charges["items"].as_array().unwrap().len(), 1);

    // A 4xx is replayed too: the operation is not tried again under the same key.
    let today = control.now().await.date_naive();
    let refused = problem(
        vipps
            .create_charge(
                &agreement,
                &charge(today, 5_000, TransactionType::DirectCapture, 0),
                &key("charge-2"),
            )
            .await,
    );
    let again = problem(
        vipps
            .create_charge(
                &agreement,
                &charge(today, 5_000, TransactionType::DirectCapture, 0),
                &key("charge-2"),
            )
            .await,
    );
    assert_eq!(
        (refused.problem.clone(), again.problem.clone()),
        (
            Some("charge-due-too-soon".into()),
            Some("charge-due-too-soon".into())
        )
    );

    // The charge is made but the answer lost (500): the retry under the same key gets the 201.
    control
        .fault("vipps", json!({"status": 500, "after": true}))
        .await;
    let lost = vipps
        .create_charge(
            &agreement,
            &charge(due, 7_000, TransactionType::DirectCapture, 0),
            &key("charge-3"),
        )
        .await
        .unwrap();
    let charges = control.get("/sandbox/vipps/charges").await;
    let sevens: Vec<_> = charges["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["amount"] == 7_000)
        .collect();
    assert_eq!(sevens.len(), 1);
    assert_eq!(sevens[0]["id"], lost.as_str());
    sandbox.stop().await;
}

#[tokio::test]
async fn the_access_token_is_cached_renewed_and_credentials_checked() {
    let sandbox = sandbox(&[]).await;
    let (vipps, control) = (
        HttpVipps::new(&config(&sandbox)).unwrap(),
        Control::new(&sandbox),
    );
    let agreement = vipps
        .create_agreement(&draft(None), &key("t-1"))
        .await
        .unwrap();
    for _ in 0..3 {
        vipps.get_agreement(&agreement.agreement_id).await.unwrap();
    }
    assert_eq!(control.get("/sandbox/vipps/tokens").await["issued"], 1);
    // Vipps's clock passes the token's hour; the refused token is replaced once, transparently.
    control.advance(3_601).await;
    vipps.get_agreement(&agreement.agreement_id).await.unwrap();
    assert_eq!(control.get("/sandbox/vipps/tokens").await["issued"], 2);

    let mut wrong_secret = config(&sandbox);
    wrong_secret.client_secret = "nope".into();
    let refused = problem(
        HttpVipps::new(&wrong_secret)
            .unwrap()
            .get_agreement(&agreement.agreement_id)
            .await,
    );
    assert_eq!(
        (refused.status, refused.problem.as_deref()),
        (401, Some("unauthorized_client"))
    );
    let mut wrong_key = config(&sandbox);
    wrong_key.subscription_key = "nope".into();
    let refused = problem(
        HttpVipps::new(&wrong_key)
            .unwrap()
            .get_agreement(&agreement.agreement_id)
            .await,
    );
    assert_eq!((refused.status, refused.problem), (401, None));
    assert!(refused.detail.contains("subscription key"));
    let mut other_msn = config(&sandbox);
    other_msn.merchant_serial_number = "654321".into();
    let refused = problem(
        HttpVipps::new(&other_msn)
            .unwrap()
            .get_agreement(&agreement.agreement_id)
            .await,
    );
    assert_eq!(refused.status, 403);

    let missing = problem(vipps.get_agreement("agr_Missing").await);
    assert_eq!(
        (missing.status, missing.problem.as_deref()),
        (404, Some("resource-not-found"))
    );
    assert!(missing.context_id.is_some());
    let mut bad = draft(None);
    bad.product_name = "x".repeat(46);
    let invalid = problem(vipps.create_agreement(&bad, &key("t-2")).await);
    assert_eq!(invalid.extra_details[0].0, "productName");
    bad = draft(None);
    bad.merchant_redirect_url = "http://shop.example/back".into();
    let invalid = problem(vipps.create_agreement(&bad, &key("t-3")).await);
    assert_eq!(
        invalid.extra_details[0].0, "merchantRedirectUrl",
        "https only"
    );
    sandbox.stop().await;
}

#[tokio::test]
async fn faults_are_retried_and_timeouts_reported() {
    let sandbox = sandbox(&[]).await;
    let (vipps, control) = (
        HttpVipps::new(&config(&sandbox)).unwrap(),
        Control::new(&sandbox),
    );
    let agreement = vipps
        .create_agreement(&draft(None), &key("f-1"))
        .await
        .unwrap();
    control
        .fault("vipps", json!({"status": 503, "times": 2}))
        .await;
    assert_eq!(
        vipps
            .get_agreement(&agreement.agreement_id)
            .await
            .unwrap()
            .id,
        agreement.agreement_id
    );
    control
        .fault("vipps", json!({"status": 500, "times": 3}))
        .await;
    let exhausted = problem(vipps.get_agreement(&agreement.agreement_id).await);
    assert_eq!(exhausted.status, 500);

    let mut slow = config(&sandbox);
    slow.timeout_ms = 200;
    slow.retries = 0;
    let impatient = HttpVipps::new(&slow).unwrap();
    impatient
        .get_agreement(&agreement.agreement_id)
        .await
        .unwrap();
    control.fault("vipps", json!({"delay_ms": 1_000})).await;
    assert!(matches!(
        impatient.get_agreement(&agreement.agreement_id).await,
        Err(ProviderError::Timeout { .. })
    ));

    let nowhere = HttpVipps::new(&VippsConfig::new(
        "http://127.0.0.1:9/vipps",
        "a",
        "b",
        "c",
        "123456",
    ))
    .unwrap();
    assert!(matches!(
        nowhere.get_agreement("agr_X").await,
        Err(ProviderError::Unreachable { .. })
    ));
    assert!(matches!(
        HttpVipps::new(&VippsConfig::new("http://api.vipps.no", "a", "b", "c", "1")),
        Err(ProviderError::Config { .. })
    ));
    assert!(matches!(
        HttpVipps::new(&VippsConfig::new("https://api.vipps.no", "a", "", "c", "1")),
        Err(ProviderError::Config { .. })
    ));
    let secrets = format!("{:?}", config(&sandbox));
    assert!(
        !secrets.contains("sandbox-vipps-client-secret")
            && !secrets.contains("sandbox-vipps-subscription-key")
    );
    sandbox.stop().await;
}
