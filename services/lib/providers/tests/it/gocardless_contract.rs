//! Contract tests: the GoCardless client against the sandbox's simulator over real HTTP — the
//! mandate set-up through the hosted page, every mandate and payment state, refunds, the event
//! log, idempotency, the documented errors, retries and timeouts.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::psp_common::gocardless::{active_mandate, client, gc_error, mandate, midnight, payment};
use crate::psp_common::{Control, key, sandbox};
use chrono::Days;
use serde_json::json;
use zrm_providers::gocardless::{
    ErrorType, EventQuery, GoCardless, MandateStatus, NewRefund, PaymentStatus, RefundStatus,
};

#[tokio::test]
async fn mandate_set_up_and_every_mandate_state() {
    let sandbox = sandbox(&[]).await;
    let (gc, control) = (client(&sandbox), Control::new(&sandbox));
    let id = mandate(&gc, &control, "1234567890", "a").await;
    let m = gc.get_mandate(&id).await.unwrap();
    assert!(id.starts_with("MD"));
    assert_eq!(m.status, MandateStatus::PendingSubmission);
    assert_eq!(m.scheme, "autogiro");
    let today = control.now().await.date_naive();
    assert_eq!(
        m.next_possible_charge_date,
        today.checked_add_days(Days::new(3)),
        "a day to activate, two of lead time"
    );

    control.advance(3_601).await;
    assert_eq!(
        gc.get_mandate(&id).await.unwrap().status,
        MandateStatus::Submitted
    );
    control.advance(86_400).await;
    let active = gc.get_mandate(&id).await.unwrap();
    assert_eq!(active.status, MandateStatus::Active);

    let cancelled = gc.cancel_mandate(&id).await.unwrap();
    assert_eq!(cancelled.status, MandateStatus::Cancelled);
    assert_eq!(cancelled.next_possible_charge_date, None);
    let again = gc_error(gc.cancel_mandate(&id).await);
    assert_eq!(
        (again.status, again.error_type.clone()),
        (422, ErrorType::InvalidState)
    );
    assert!(again.has_reason("cancellation_failed"));

    // The bank refuses the scripted closed account at submission.
    let failing = mandate(&gc, &control, "2222222222", "b").await;
    control.advance(86_401).await;
    assert_eq!(
        gc.get_mandate(&failing).await.unwrap().status,
        MandateStatus::Failed
    );
    let refused = gc_error(
        gc.create_payment(&payment(&failing, 1000, None), &key("pm-on-failed"))
            .await,
    );
    assert!(refused.has_reason("mandate_is_inactive"), "{refused}");

    // What the control API (and the page) make the bank do.
    for (action, status) in [
        ("expire", MandateStatus::Expired),
        ("block", MandateStatus::Blocked),
    ] {
        let m = mandate(&gc, &control, "1234567890", action).await;
        control
            .act(
                &format!("/sandbox/gocardless/mandates/{m}/activate"),
                json!({}),
            )
            .await;
        control
            .act(
                &format!("/sandbox/gocardless/mandates/{m}/{action}"),
                json!({}),
            )
            .await;
        assert_eq!(gc.get_mandate(&m).await.unwrap().status, status);
    }
    let m = mandate(&gc, &control, "1234567890", "c").await;
    control
        .act(
            &format!("/sandbox/gocardless/mandates/{m}/cancel"),
            json!({}),
        )
        .await;
    assert_eq!(
        gc.get_mandate(&m).await.unwrap().status,
        MandateStatus::Cancelled
    );
    let (status, _) = control
        .post(
            &format!("/sandbox/gocardless/mandates/{m}/activate"),
            json!({}),
        )
        .await;
    assert_eq!(status, 409);
    sandbox.stop().await;
}

#[tokio::test]
async fn a_payment_goes_from_pending_submission_to_paid_out_and_is_refunded() {
    let sandbox = sandbox(&[]).await;
    let (gc, control) = (client(&sandbox), Control::new(&sandbox));
    let md = active_mandate(&gc, &control, "1234567890", "pay").await;
    let next = gc
        .get_mandate(&md)
        .await
        .unwrap()
        .next_possible_charge_date
        .unwrap();
    let too_early = gc_error(
        gc.create_payment(&payment(&md, 10_000, next.pred_opt()), &key("pm-early"))
            .await,
    );
    assert_eq!(
        (too_early.status, too_early.error_type.clone()),
        (422, ErrorType::ValidationFailed)
    );
    assert_eq!(too_early.errors[0].field.as_deref(), Some("charge_date"));

    let created = gc
        .create_payment(&payment(&md, 10_000, None), &key("pm-1"))
        .await
        .unwrap();
    assert!(created.id.starts_with("PM"));
    assert_eq!(
        (created.status.clone(), created.charge_date, created.amount),
        (PaymentStatus::PendingSubmission, next, 10_000)
    );
    assert_eq!(
        created.metadata.get("insurance").map(String::as_str),
        Some("INS-1")
    );

    control
        .advance_past(midnight(next.pred_opt().unwrap()))
        .await;
    assert_eq!(
        gc.get_payment(&created.id).await.unwrap().status,
        PaymentStatus::Submitted
    );
    let late_cancel = gc_error(gc.cancel_payment(&created.id).await);
    assert!(late_cancel.has_reason("cancellation_failed"));

    let refund_too_soon = gc_error(
        gc.create_refund(&refund(&created.id, 1_000, 1_000), &key("rf-0"))
            .await,
    );
    assert!(refund_too_soon.has_reason("refund_payment_invalid_state"));

    control
        .advance_past(midnight(next.succ_opt().unwrap()))
        .await;
    assert_eq!(
        gc.get_payment(&created.id).await.unwrap().status,
        PaymentStatus::Confirmed
    );
    control.advance(2 * 86_400).await;
    let paid_out = gc.get_payment(&created.id).await.unwrap();
    assert_eq!(paid_out.status, PaymentStatus::PaidOut);
    assert!(
        paid_out
            .payout
            .as_deref()
            .is_some_and(|p| p.starts_with("PO"))
    );

    let wrong_total = gc_error(
        gc.create_refund(&refund(&created.id, 2_500, 9_999), &key("rf-1"))
            .await,
    );
    assert!(
        wrong_total.has_reason("total_amount_confirmation_invalid"),
        "{wrong_total}"
    );
    let first = gc
        .create_refund(&refund(&created.id, 2_500, 2_500), &key("rf-2"))
        .await
        .unwrap();
    assert!(first.id.starts_with("RF"));
    assert_eq!(
        (first.status.clone(), first.payment.as_str()),
        (RefundStatus::Created, created.id.as_str())
    );
    let too_much = gc_error(
        gc.create_refund(&refund(&created.id, 8_000, 10_500), &key("rf-3"))
            .await,
    );
    assert_eq!(too_much.errors[0].field.as_deref(), Some("amount"));
    assert_eq!(
        gc.get_payment(&created.id).await.unwrap().amount_refunded,
        2_500
    );
    control.advance(86_401).await;
    let events = gc
        .list_events(&EventQuery {
            refund: Some(first.id.clone()),
            ..EventQuery::default()
        })
        .await
        .unwrap();
    let actions: Vec<&str> = events.events.iter().map(|e| e.action.as_str()).collect();
    assert_eq!(actions, ["paid", "created"]);

    let page = gc
        .list_events(&EventQuery {
            payment: Some(created.id.clone()),
            resource_type: Some("payments".into()),
            limit: Some(2),
            ..EventQuery::default()
        })
        .await
        .unwrap();
    let first_page: Vec<&str> = page.events.iter().map(|e| e.action.as_str()).collect();
    assert_eq!(first_page, ["paid_out", "confirmed"]);
    let rest = gc
        .list_events(&EventQuery {
            payment: Some(created.id.clone()),
            resource_type: Some("payments".into()),
            after: page.after.clone(),
            ..EventQuery::default()
        })
        .await
        .unwrap();
    let older: Vec<&str> = rest.events.iter().map(|e| e.action.as_str()).collect();
    assert_eq!(older, ["submitted", "created"]);
    assert_eq!(rest.after, None, "the last page has no after cursor");
    assert!(page.events[0].link("payout").is_some());
    sandbox.stop().await;
}

fn refund(payment: &str, amount: i64, total: i64) -> NewRefund {
    NewRefund {
        payment: payment.to_owned(),
        amount,
        total_amount_confirmation: total,
        reference: None,
        metadata: Default::default(),
    }
}

#[tokio::test]
async fn failures_late_failures_chargebacks_retries_and_cancellation() {
    let sandbox = sandbox(&[]).await;
    let (gc, control) = (client(&sandbox), Control::new(&sandbox));
    let cases = [
        (
            "3333333333",
            PaymentStatus::Failed,
            Some(PaymentStatus::Failed),
        ),
        (
            "4444444444",
            PaymentStatus::Confirmed,
            Some(PaymentStatus::Failed),
        ),
        (
            "5555555555",
            PaymentStatus::Confirmed,
            Some(PaymentStatus::PaidOut),
        ),
    ];
    for (account, after_charge_day, after_three_days) in cases {
        let md = active_mandate(&gc, &control, account, account).await;
        let p = gc
            .create_payment(&payment(&md, 5_000, None), &key(&format!("pm-{account}")))
            .await
            .unwrap();
        control
            .advance_past(midnight(p.charge_date.succ_opt().unwrap()))
            .await;
        assert_eq!(
            gc.get_payment(&p.id).await.unwrap().status,
            after_charge_day,
            "{account}"
        );
        control.advance(2 * 86_400 + 1).await;
        assert_eq!(
            Some(gc.get_payment(&p.id).await.unwrap().status),
            after_three_days,
            "{account}"
        );
        if account == "5555555555" {
            control.advance(86_401).await;
            assert_eq!(
                gc.get_payment(&p.id).await.unwrap().status,
                PaymentStatus::ChargedBack
            );
        }
        if account == "3333333333" {
            let failed_event = gc
                .list_events(&EventQuery {
                    payment: Some(p.id.clone()),
                    action: Some("failed".into()),
                    ..EventQuery::default()
                })
                .await
                .unwrap();
            assert_eq!(
                failed_event.events[0].cause.as_deref(),
                Some("insufficient_funds")
            );
            assert_eq!(failed_event.events[0].will_attempt_retry, Some(false));
            let retried = gc.retry_payment(&p.id).await.unwrap();
            assert_eq!(retried.status, PaymentStatus::PendingSubmission);
            let not_failed = gc_error(gc.retry_payment(&p.id).await);
            assert!(not_failed.has_reason("retry_failed"));
        }
    }
    let md = active_mandate(&gc, &control, "1234567890", "cancel").await;
    let p = gc
        .create_payment(&payment(&md, 5_000, None), &key("pm-cancel"))
        .await
        .unwrap();
    assert_eq!(
        gc.cancel_payment(&p.id).await.unwrap().status,
        PaymentStatus::Cancelled
    );

    // "payment paid out" / "payment failed" from the control API, without waiting for days.
    let p = gc
        .create_payment(&payment(&md, 5_000, None), &key("pm-forced-1"))
        .await
        .unwrap();
    control
        .act(
            &format!("/sandbox/gocardless/payments/{}/pay-out", p.id),
            json!({}),
        )
        .await;
    assert_eq!(
        gc.get_payment(&p.id).await.unwrap().status,
        PaymentStatus::PaidOut
    );
    control
        .act(
            &format!("/sandbox/gocardless/payments/{}/charge-back", p.id),
            json!({}),
        )
        .await;
    assert_eq!(
        gc.get_payment(&p.id).await.unwrap().status,
        PaymentStatus::ChargedBack
    );
    let p = gc
        .create_payment(&payment(&md, 5_000, None), &key("pm-forced-2"))
        .await
        .unwrap();
    control
        .act(
            &format!("/sandbox/gocardless/payments/{}/fail", p.id),
            json!({}),
        )
        .await;
    assert_eq!(
        gc.get_payment(&p.id).await.unwrap().status,
        PaymentStatus::Failed
    );
    let (status, _) = control
        .post(
            &format!("/sandbox/gocardless/payments/{}/pay-out", p.id),
            json!({}),
        )
        .await;
    assert_eq!(status, 409);

    // A mandate cancelled at the bank takes its unsubmitted payments with it.
    let p = gc
        .create_payment(&payment(&md, 5_000, None), &key("pm-orphan"))
        .await
        .unwrap();
    control
        .act(
            &format!("/sandbox/gocardless/mandates/{md}/cancel"),
            json!({}),
        )
        .await;
    assert_eq!(
        gc.get_payment(&p.id).await.unwrap().status,
        PaymentStatus::Cancelled
    );
    sandbox.stop().await;
}
