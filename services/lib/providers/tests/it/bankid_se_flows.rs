//! Contract tests: the BankID client against the sandbox's simulator over real HTTP, through
//! every state of the order state machine.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use serde_json::json;
use zrm_providers::ProviderError;
use zrm_providers::bankid_se::{
    AnimatedQr, BankIdSe, CallInitiator, CollectStatus, CompletionData, ErrorCode, FailedHint,
    OrderRef, PendingHint, PhoneRequest, Requirement, Risk, StartRequest, VisibleData,
};

fn qr_login() -> StartRequest {
    StartRequest::new("192.0.2.44".parse().unwrap())
}

fn for_person(pn: &str) -> StartRequest {
    let mut request = qr_login();
    request.requirement = Some(Requirement {
        personal_number: Some(pn.to_owned()),
        ..Requirement::default()
    });
    request
}

async fn status(client: &impl BankIdSe, order: &OrderRef) -> CollectStatus {
    client.collect(order).await.unwrap().status
}

fn completed(status: CollectStatus) -> CompletionData {
    match status {
        CollectStatus::Complete(data) => *data,
        other @ (CollectStatus::Pending(_) | CollectStatus::Failed(_)) => {
            panic!("expected complete, got {other:?}")
        }
    }
}

#[tokio::test]
async fn qr_login_scanned_and_signed_completes_once() {
    let h = common::harness().await;
    let mut request = qr_login();
    request.return_risk = true;
    request.user_visible_data = Some(VisibleData {
        text: "Logga in på Mina sidor".into(),
        markdown: false,
    });
    let started = h.client.auth(&request).await.unwrap();
    assert_eq!(
        status(&h.client, &started.order_ref).await,
        CollectStatus::Pending(PendingHint::OutstandingTransaction)
    );

    let qr = AnimatedQr::for_order(&started).data_at(chrono::Utc::now());
    let scanned = h
        .control
        .post("/sandbox/bankid/scan", json!({ "qr_data": qr }))
        .await;
    assert_eq!(scanned.status(), 200);
    assert_eq!(
        status(&h.client, &started.order_ref).await,
        CollectStatus::Pending(PendingHint::UserSign)
    );

    h.control
        .act(
            &started.order_ref,
            "sign",
            json!({ "personal_number": "199006032396" }),
        )
        .await;
    let data = completed(status(&h.client, &started.order_ref).await);
    assert_eq!(data.user.personal_number, "199006032396");
    assert_eq!(data.user.given_name, "Anders");
    assert_eq!(data.user.surname, "Lind");
    assert_eq!(data.user.name, "Anders Lind");
    assert_eq!(data.device.ip_address, "192.0.2.44");
    assert!(!data.device.uhi.is_empty());
    assert!(data.bank_id_issue_date < chrono::Utc::now().date_naive());
    assert_eq!(data.risk, Some(Risk::Low));
    assert_eq!(data.step_up, None);
    let xml = String::from_utf8(STANDARD.decode(&data.signature).unwrap()).unwrap();
    assert!(
        xml.contains(&STANDARD.encode("Logga in på Mina sidor")),
        "{xml}"
    );
    assert!(xml.contains("<funcId>Identification</funcId>"));
    assert!(!STANDARD.decode(&data.ocsp_response).unwrap().is_empty());

    // A final state is handed out once.
    let again = h.client.collect(&started.order_ref).await.unwrap_err();
    assert!(
        matches!(
            again,
            ProviderError::BankIdSe {
                status: 400,
                code: ErrorCode::InvalidParameters,
                ..
            }
        ),
        "{again:?}"
    );
    h.sandbox.stop().await;
}

#[tokio::test]
async fn autostart_on_the_same_device() {
    let h = common::harness().await;
    let started = h.client.auth(&qr_login()).await.unwrap();
    let res = h
        .control
        .post(
            "/sandbox/bankid/open",
            json!({ "auto_start_token": started.auto_start_token }),
        )
        .await;
    assert_eq!(res.status(), 200);
    assert_eq!(
        status(&h.client, &started.order_ref).await,
        CollectStatus::Pending(PendingHint::Started)
    );
    h.control
        .act(&started.order_ref, "identify", json!({}))
        .await;
    assert_eq!(
        status(&h.client, &started.order_ref).await,
        CollectStatus::Pending(PendingHint::UserSign)
    );
    h.control
        .act(
            &started.order_ref,
            "sign",
            json!({ "personal_number": "201801012392" }),
        )
        .await;
    let data = completed(status(&h.client, &started.order_ref).await);
    assert_eq!(data.user.personal_number, "201801012392");
    assert_eq!(data.risk, None, "risk only when returnRisk was set");
    h.sandbox.stop().await;
}

#[tokio::test]
async fn scripted_signing_with_passport_check_follows_the_clock() {
    let h = common::harness().await;
    let mut request = for_person("198501139995");
    if let Some(r) = request.requirement.as_mut() {
        r.mrtd = Some(true);
    }
    request.user_visible_data = Some(VisibleData {
        text: "Jag godkänner **avtalet**".into(),
        markdown: true,
    });
    request.user_non_visible_data = Some(b"contract-sha256:abc".to_vec());
    let started = h.client.sign(&request).await.unwrap();
    let mut seen = Vec::new();
    for _ in 0..4 {
        seen.push(status(&h.client, &started.order_ref).await);
        h.control.advance(2.0).await;
    }
    assert_eq!(
        seen,
        [
            CollectStatus::Pending(PendingHint::OutstandingTransaction),
            CollectStatus::Pending(PendingHint::Started),
            CollectStatus::Pending(PendingHint::UserMrtd),
            CollectStatus::Pending(PendingHint::UserSign),
        ]
    );
    let data = completed(status(&h.client, &started.order_ref).await);
    assert_eq!(data.user.surname, "Sandberg");
    assert_eq!(data.step_up.map(|s| s.mrtd), Some(true));
    let xml = String::from_utf8(STANDARD.decode(&data.signature).unwrap()).unwrap();
    assert!(xml.contains("<funcId>Signing</funcId>"));
    assert!(xml.contains(&STANDARD.encode("contract-sha256:abc")));
    h.sandbox.stop().await;
}

#[tokio::test]
async fn phone_orders_confirm_or_decline_the_call() {
    let h = common::harness().await;
    let request = PhoneRequest {
        personal_number: "199006032396".into(),
        call_initiator: CallInitiator::Rp,
        requirement: None,
        user_visible_data: None,
        user_non_visible_data: None,
    };
    let started = h.client.phone_auth(&request).await.unwrap();
    h.control.act(&started.order_ref, "open", json!({})).await;
    assert_eq!(
        status(&h.client, &started.order_ref).await,
        CollectStatus::Pending(PendingHint::UserCallConfirm)
    );
    h.control
        .act(&started.order_ref, "confirm-call", json!({}))
        .await;
    assert_eq!(
        status(&h.client, &started.order_ref).await,
        CollectStatus::Pending(PendingHint::UserSign)
    );
    h.control.act(&started.order_ref, "sign", json!({})).await;
    let data = completed(status(&h.client, &started.order_ref).await);
    assert_eq!(data.user.personal_number, "199006032396");

    let decliner = PhoneRequest {
        personal_number: "197606069925".into(),
        call_initiator: CallInitiator::User,
        requirement: None,
        user_visible_data: Some(VisibleData {
            text: "Godkänn ändringen".into(),
            markdown: false,
        }),
        user_non_visible_data: None,
    };
    let started = h.client.phone_sign(&decliner).await.unwrap();
    h.control.advance(2.0).await;
    assert_eq!(
        status(&h.client, &started.order_ref).await,
        CollectStatus::Pending(PendingHint::UserCallConfirm)
    );
    h.control.advance(2.0).await;
    assert_eq!(
        status(&h.client, &started.order_ref).await,
        CollectStatus::Failed(FailedHint::UserDeclinedCall)
    );
    h.sandbox.stop().await;
}

#[tokio::test]
async fn scripted_persons_fail_as_listed() {
    let h = common::harness().await;
    let cases = [
        ("197101019821", FailedHint::UserCancel),
        ("197202029844", FailedHint::CertificateErr),
        ("197303039866", FailedHint::TransactionRiskBlocked),
        ("197404049889", FailedHint::NotSupportedByUserApp),
    ];
    let mut orders = Vec::new();
    for (pn, _) in &cases {
        orders.push(h.client.auth(&for_person(pn)).await.unwrap().order_ref);
    }
    h.control.advance(10.0).await;
    for ((pn, expected), order) in cases.into_iter().zip(&orders) {
        assert_eq!(
            status(&h.client, order).await,
            CollectStatus::Failed(expected),
            "{pn}"
        );
    }

    // The app never starts: noClient until the pickup timeout, then startFailed.
    let order = h
        .client
        .auth(&for_person("197505059902"))
        .await
        .unwrap()
        .order_ref;
    h.control.advance(3.0).await;
    assert_eq!(
        status(&h.client, &order).await,
        CollectStatus::Pending(PendingHint::NoClient)
    );
    h.control.advance(27.0).await;
    assert_eq!(
        status(&h.client, &order).await,
        CollectStatus::Failed(FailedHint::StartFailed)
    );
    h.sandbox.stop().await;
}

#[tokio::test]
async fn expiry_user_cancel_and_a_new_order_for_the_same_person() {
    let h = common::harness().await;
    // Nobody scans: expiredTransaction after 30 s.
    let unscanned = h.client.auth(&qr_login()).await.unwrap().order_ref;
    h.control.advance(29.0).await;
    assert_eq!(
        status(&h.client, &unscanned).await,
        CollectStatus::Pending(PendingHint::OutstandingTransaction)
    );
    h.control.advance(1.5).await;
    assert_eq!(
        status(&h.client, &unscanned).await,
        CollectStatus::Failed(FailedHint::ExpiredTransaction)
    );

    // Scanned but never signed: expiredTransaction at the order lifetime (180 s).
    let started = h.client.auth(&qr_login()).await.unwrap();
    h.control.act(&started.order_ref, "open", json!({})).await;
    h.control.advance(150.0).await;
    assert_eq!(
        status(&h.client, &started.order_ref).await,
        CollectStatus::Pending(PendingHint::Started)
    );
    h.control.advance(31.0).await;
    assert_eq!(
        status(&h.client, &started.order_ref).await,
        CollectStatus::Failed(FailedHint::ExpiredTransaction)
    );

    // The user cancels in the app.
    let order = h.client.auth(&qr_login()).await.unwrap().order_ref;
    h.control.act(&order, "cancel", json!({})).await;
    assert_eq!(
        status(&h.client, &order).await,
        CollectStatus::Failed(FailedHint::UserCancel)
    );

    // A second order for the same person: refused, and the first one is cancelled.
    let first = h
        .client
        .auth(&for_person("199006032396"))
        .await
        .unwrap()
        .order_ref;
    let err = h
        .client
        .auth(&for_person("199006032396"))
        .await
        .unwrap_err();
    assert!(
        matches!(
            err,
            ProviderError::BankIdSe {
                status: 400,
                code: ErrorCode::AlreadyInProgress,
                ..
            }
        ),
        "{err:?}"
    );
    assert_eq!(
        status(&h.client, &first).await,
        CollectStatus::Failed(FailedHint::Cancelled)
    );
    // Once the old order is final, the person can start again.
    h.client.auth(&for_person("199006032396")).await.unwrap();
    h.sandbox.stop().await;
}

#[tokio::test]
async fn every_failed_hint_can_be_forced() {
    let h = common::harness().await;
    let hints = [
        ("expiredTransaction", FailedHint::ExpiredTransaction),
        ("certificateErr", FailedHint::CertificateErr),
        ("userCancel", FailedHint::UserCancel),
        ("cancelled", FailedHint::Cancelled),
        ("startFailed", FailedHint::StartFailed),
        ("userDeclinedCall", FailedHint::UserDeclinedCall),
        ("notSupportedByUserApp", FailedHint::NotSupportedByUserApp),
        ("transactionRiskBlocked", FailedHint::TransactionRiskBlocked),
    ];
    for (code, expected) in hints {
        let order = h.client.auth(&qr_login()).await.unwrap().order_ref;
        h.control
            .act(&order, "fail", json!({ "hint_code": code }))
            .await;
        assert_eq!(
            status(&h.client, &order).await,
            CollectStatus::Failed(expected)
        );
    }
    h.sandbox.stop().await;
}
