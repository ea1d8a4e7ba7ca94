//! Contract tests: the Vipps MobilePay Recurring client's charges against the sandbox's simulator
//! over real HTTP — every charge state on the simulated clock, the due-date and amount rules,
//! capture, cancel and refund, scripted card failures and the control API's outcomes.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::psp_common::vipps::{active_agreement, at_hour, charge, client, draft, problem};
use crate::psp_common::{Control, key, sandbox};
use chrono::{Days, Months};
use serde_json::json;
use zrm_providers::vipps::{
    AgreementStatus, ChargeStatus, ChargeType, TransactionType, VippsRecurring,
};

#[tokio::test]
async fn a_charge_goes_pending_due_processing_charged_and_is_refunded() {
    let sandbox = sandbox(&[]).await;
    let (vipps, control) = (client(&sandbox), Control::new(&sandbox));
    let created = vipps
        .create_agreement(&draft(Some("4791234567")), &key("agr-1"))
        .await
        .unwrap();
    assert!(created.agreement_id.starts_with("agr_"));
    assert!(created.confirmation_url.contains("/vipps/landing?token="));
    let pending = vipps.get_agreement(&created.agreement_id).await.unwrap();
    assert_eq!(pending.status, AgreementStatus::Pending);
    assert_eq!(
        (pending.price, pending.external_id.as_deref()),
        (Some(10_000), Some("INS-42"))
    );

    let today = control.now().await.date_naive();
    let refused = problem(
        vipps
            .create_charge(
                &created.agreement_id,
                &charge(
                    today.succ_opt().unwrap(),
                    10_000,
                    TransactionType::DirectCapture,
                    0,
                ),
                &key("c-0"),
            )
            .await,
    );
    assert!(refused.is("charge-creation-failed"), "{refused}");

    control
        .act(
            &format!("/sandbox/vipps/agreements/{}/accept", created.agreement_id),
            json!({}),
        )
        .await;
    let active = vipps.get_agreement(&created.agreement_id).await.unwrap();
    assert_eq!(active.status, AgreementStatus::Active);
    assert!(active.start.is_some());

    let id = &created.agreement_id;
    let too_soon = problem(
        vipps
            .create_charge(
                id,
                &charge(today, 10_000, TransactionType::DirectCapture, 0),
                &key("c-1"),
            )
            .await,
    );
    assert_eq!(
        (too_soon.status, too_soon.problem.as_deref()),
        (400, Some("charge-due-too-soon"))
    );
    let far = today
        .checked_add_months(Months::new(24))
        .unwrap()
        .succ_opt()
        .unwrap();
    let too_late = problem(
        vipps
            .create_charge(
                id,
                &charge(far, 10_000, TransactionType::DirectCapture, 0),
                &key("c-2"),
            )
            .await,
    );
    assert!(too_late.is("charge-due-in-too-long"));
    let due = today.checked_add_days(Days::new(3)).unwrap();
    let too_high = problem(
        vipps
            .create_charge(
                id,
                &charge(due, 50_001, TransactionType::DirectCapture, 0),
                &key("c-3"),
            )
            .await,
    );
    assert!(
        too_high.is("charge-amount-too-high"),
        "5 times the price at most"
    );
    let too_small = problem(
        vipps
            .create_charge(
                id,
                &charge(due, 99, TransactionType::DirectCapture, 0),
                &key("c-4"),
            )
            .await,
    );
    assert_eq!(
        (
            too_small.problem.as_deref(),
            too_small.extra_details[0].0.as_str()
        ),
        (Some("validation-error"), "amount")
    );

    let charge_id = vipps
        .create_charge(
            id,
            &charge(due, 12_000, TransactionType::DirectCapture, 2),
            &key("c-5"),
        )
        .await
        .unwrap();
    assert!(charge_id.starts_with("chr-"));
    let fresh = vipps.get_charge(id, &charge_id).await.unwrap();
    assert_eq!(
        (fresh.status, fresh.charge_type, fresh.due, fresh.retry_days),
        (ChargeStatus::Pending, ChargeType::Recurring, due, 2)
    );
    control.advance(11).await;
    assert_eq!(
        vipps.get_charge(id, &charge_id).await.unwrap().status,
        ChargeStatus::Due
    );
    control.advance_past(at_hour(due, 7)).await;
    assert_eq!(
        vipps.get_charge(id, &charge_id).await.unwrap().status,
        ChargeStatus::Processing
    );
    control.advance(3_600).await;
    let charged = vipps.get_charge(id, &charge_id).await.unwrap();
    assert_eq!(charged.status, ChargeStatus::Charged);
    assert_eq!(charged.summary.captured, 12_000);
    assert!(charged.transaction_id.is_some());
    let events: Vec<&str> = charged.history.iter().map(|h| h.event.as_str()).collect();
    assert_eq!(events, ["CREATE", "RESERVE", "CAPTURE"]);
    assert_eq!(charged.history[0].idempotency_key.as_deref(), Some("c-5"));

    vipps
        .refund_charge(id, &charge_id, 2_000, "Delvis retur", &key("r-1"))
        .await
        .unwrap();
    assert_eq!(
        vipps.get_charge(id, &charge_id).await.unwrap().status,
        ChargeStatus::PartiallyRefunded
    );
    vipps
        .refund_charge(id, &charge_id, 10_000, "Resten", &key("r-2"))
        .await
        .unwrap();
    let refunded = vipps.get_charge(id, &charge_id).await.unwrap();
    assert_eq!(
        (refunded.status, refunded.summary.refunded),
        (ChargeStatus::Refunded, 12_000)
    );
    let nothing_left = problem(
        vipps
            .refund_charge(id, &charge_id, 1, "Mer", &key("r-3"))
            .await,
    );
    assert_eq!(nothing_left.status, 400);
    sandbox.stop().await;
}

#[tokio::test]
async fn reserve_capture_cancel_and_scripted_failures() {
    let sandbox = sandbox(&[]).await;
    let (vipps, control) = (client(&sandbox), Control::new(&sandbox));
    let id = active_agreement(&vipps, &control, "4791234567", "rc").await;
    let today = control.now().await.date_naive();
    let due = today.succ_opt().unwrap();
    let reserved_id = vipps
        .create_charge(
            &id,
            &charge(due, 20_000, TransactionType::ReserveCapture, 0),
            &key("rc-1"),
        )
        .await
        .unwrap();
    let cancelled_id = vipps
        .create_charge(
            &id,
            &charge(due, 5_000, TransactionType::DirectCapture, 0),
            &key("rc-2"),
        )
        .await
        .unwrap();
    control.advance(11).await;
    vipps
        .cancel_charge(&id, &cancelled_id, &key("rc-3"))
        .await
        .unwrap();
    assert_eq!(
        vipps.get_charge(&id, &cancelled_id).await.unwrap().status,
        ChargeStatus::Cancelled
    );
    let twice = problem(vipps.cancel_charge(&id, &cancelled_id, &key("rc-4")).await);
    assert!(twice.is("cancel-charge-failed"));

    control.advance_past(at_hour(due, 8)).await;
    assert_eq!(
        vipps.get_charge(&id, &reserved_id).await.unwrap().status,
        ChargeStatus::Reserved
    );
    vipps
        .capture_charge(&id, &reserved_id, 15_000, "Sendt", &key("rc-5"))
        .await
        .unwrap();
    assert_eq!(
        vipps.get_charge(&id, &reserved_id).await.unwrap().status,
        ChargeStatus::PartiallyCaptured
    );
    let over = problem(
        vipps
            .capture_charge(&id, &reserved_id, 6_000, "For mye", &key("rc-6"))
            .await,
    );
    assert!(over.is("charge-capture-failed"));
    vipps
        .cancel_charge(&id, &reserved_id, &key("rc-7"))
        .await
        .unwrap();
    let released = vipps.get_charge(&id, &reserved_id).await.unwrap();
    assert_eq!(
        released.status,
        ChargeStatus::Charged,
        "cancelling a partly captured charge releases the rest"
    );
    assert_eq!(
        (released.summary.captured, released.summary.cancelled),
        (15_000, 5_000)
    );

    // Every attempt fails for 4790000002: DUE through the retry day, then FAILED.
    let broke = active_agreement(&vipps, &control, "4790000002", "broke").await;
    let today = control.now().await.date_naive();
    let due = today.succ_opt().unwrap();
    let failing = vipps
        .create_charge(
            &broke,
            &charge(due, 3_000, TransactionType::DirectCapture, 1),
            &key("f-1"),
        )
        .await
        .unwrap();
    control.advance_past(at_hour(due, 8)).await;
    assert_eq!(
        vipps.get_charge(&broke, &failing).await.unwrap().status,
        ChargeStatus::Due,
        "retried tomorrow"
    );
    control.advance(86_400).await;
    let failed = vipps.get_charge(&broke, &failing).await.unwrap();
    assert_eq!(failed.status, ChargeStatus::Failed);
    assert_eq!(
        failed.failure_reason.as_deref(),
        Some("user_action_required")
    );

    // 4790000003's first attempt fails, the retry succeeds.
    let late = active_agreement(&vipps, &control, "4790000003", "late").await;
    let today = control.now().await.date_naive();
    let due = today.succ_opt().unwrap();
    let retried = vipps
        .create_charge(
            &late,
            &charge(due, 3_000, TransactionType::DirectCapture, 3),
            &key("f-2"),
        )
        .await
        .unwrap();
    control.advance_past(at_hour(due, 8)).await;
    assert_eq!(
        vipps.get_charge(&late, &retried).await.unwrap().status,
        ChargeStatus::Due
    );
    control.advance(86_400).await;
    assert_eq!(
        vipps.get_charge(&late, &retried).await.unwrap().status,
        ChargeStatus::Charged
    );

    // "charge charged" / "charge failed" from the control API.
    let due = control
        .now()
        .await
        .date_naive()
        .checked_add_days(Days::new(5))
        .unwrap();
    let forced_ok = vipps
        .create_charge(
            &id,
            &charge(due, 1_000, TransactionType::DirectCapture, 0),
            &key("x-1"),
        )
        .await
        .unwrap();
    control
        .act(
            &format!("/sandbox/vipps/charges/{forced_ok}/charge"),
            json!({}),
        )
        .await;
    assert_eq!(
        vipps.get_charge(&id, &forced_ok).await.unwrap().status,
        ChargeStatus::Charged
    );
    let forced_fail = vipps
        .create_charge(
            &id,
            &charge(due, 1_000, TransactionType::DirectCapture, 0),
            &key("x-2"),
        )
        .await
        .unwrap();
    control
        .act(
            &format!("/sandbox/vipps/charges/{forced_fail}/fail"),
            json!({"failure_reason": "non_technical_error"}),
        )
        .await;
    let failed = vipps.get_charge(&id, &forced_fail).await.unwrap();
    assert_eq!(
        (failed.status, failed.failure_reason.as_deref()),
        (ChargeStatus::Failed, Some("non_technical_error"))
    );
    let (status, _) = control
        .post(
            &format!("/sandbox/vipps/charges/{forced_fail}/charge"),
            json!({}),
        )
        .await;
    assert_eq!(status, 409);
    sandbox.stop().await;
}
