//! Contract tests: the Vipps MobilePay Recurring client's agreements against the sandbox's
//! simulator over real HTTP — expiry, rejection, stopping (by us and by the user), initial
//! charges and the scripted users who answer by themselves.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::psp_common::vipps::{active_agreement, charge, client, draft, problem};
use crate::psp_common::{Control, key, sandbox};
use chrono::Days;
use serde_json::json;
use zrm_providers::vipps::{
    AgreementStatus, ChargeStatus, ChargeType, InitialCharge, TransactionType, VippsRecurring,
};

#[tokio::test]
async fn agreements_expire_are_rejected_stopped_and_carry_initial_charges() {
    let sandbox = sandbox(&[]).await;
    let (vipps, control) = (client(&sandbox), Control::new(&sandbox));
    let ignored = vipps
        .create_agreement(&draft(None), &key("a-1"))
        .await
        .unwrap();
    control.advance(601).await;
    assert_eq!(
        vipps
            .get_agreement(&ignored.agreement_id)
            .await
            .unwrap()
            .status,
        AgreementStatus::Expired
    );

    let rejected = vipps
        .create_agreement(&draft(None), &key("a-2"))
        .await
        .unwrap();
    control
        .act(
            &format!("/sandbox/vipps/agreements/{}/reject", rejected.agreement_id),
            json!({}),
        )
        .await;
    assert_eq!(
        vipps
            .get_agreement(&rejected.agreement_id)
            .await
            .unwrap()
            .status,
        AgreementStatus::Stopped
    );

    let stopped = active_agreement(&vipps, &control, "4791234567", "stop").await;
    let due = control
        .now()
        .await
        .date_naive()
        .checked_add_days(Days::new(3))
        .unwrap();
    let open = vipps
        .create_charge(
            &stopped,
            &charge(due, 1_000, TransactionType::DirectCapture, 0),
            &key("a-3"),
        )
        .await
        .unwrap();
    vipps.stop_agreement(&stopped, &key("a-4")).await.unwrap();
    let after = vipps.get_agreement(&stopped).await.unwrap();
    assert_eq!(after.status, AgreementStatus::Stopped);
    assert!(after.stop.is_some());
    assert_eq!(
        vipps.get_charge(&stopped, &open).await.unwrap().status,
        ChargeStatus::Cancelled
    );
    let again = problem(vipps.stop_agreement(&stopped, &key("a-5")).await);
    assert!(again.is("illegal-agreement-update"));
    let no_charge = problem(
        vipps
            .create_charge(
                &stopped,
                &charge(due, 1_000, TransactionType::DirectCapture, 0),
                &key("a-6"),
            )
            .await,
    );
    assert!(no_charge.is("charge-creation-failed"));

    // "Agreement stopped by user" (control API / page).
    let by_user = active_agreement(&vipps, &control, "4791234567", "user").await;
    control
        .act(
            &format!("/sandbox/vipps/agreements/{by_user}/stop"),
            json!({}),
        )
        .await;
    assert_eq!(
        vipps.get_agreement(&by_user).await.unwrap().status,
        AgreementStatus::Stopped
    );

    let mut with_initial = draft(None);
    with_initial.initial_charge = Some(InitialCharge {
        amount: 4_900,
        description: "Første måned".into(),
        transaction_type: TransactionType::DirectCapture,
        order_id: Some("zrm-order-1".into()),
    });
    let created = vipps
        .create_agreement(&with_initial, &key("a-7"))
        .await
        .unwrap();
    assert_eq!(created.initial_charge_id.as_deref(), Some("zrm-order-1"));
    control
        .act(
            &format!("/sandbox/vipps/agreements/{}/accept", created.agreement_id),
            json!({}),
        )
        .await;
    assert_eq!(
        vipps
            .get_agreement(&created.agreement_id)
            .await
            .unwrap()
            .status,
        AgreementStatus::Active
    );
    let initial = vipps
        .get_charge(&created.agreement_id, "zrm-order-1")
        .await
        .unwrap();
    assert_eq!(
        (initial.status, initial.charge_type),
        (ChargeStatus::Charged, ChargeType::Initial)
    );

    with_initial.initial_charge.as_mut().unwrap().order_id = None;
    let broke = vipps
        .create_agreement(&with_initial, &key("a-8"))
        .await
        .unwrap();
    control
        .act(
            &format!("/sandbox/vipps/agreements/{}/accept", broke.agreement_id),
            json!({"phone_number": "4790000002"}),
        )
        .await;
    assert_eq!(
        vipps
            .get_agreement(&broke.agreement_id)
            .await
            .unwrap()
            .status,
        AgreementStatus::Expired,
        "the initial charge failed"
    );
    let initial = vipps
        .get_charge(
            &broke.agreement_id,
            broke.initial_charge_id.as_deref().unwrap(),
        )
        .await
        .unwrap();
    assert_eq!(initial.status, ChargeStatus::Failed);

    // Scripted users answer by themselves after 5 s.
    let yes = vipps
        .create_agreement(&draft(Some("4790000001")), &key("a-9"))
        .await
        .unwrap();
    let no = vipps
        .create_agreement(&draft(Some("4790000004")), &key("a-10"))
        .await
        .unwrap();
    control.advance(6).await;
    assert_eq!(
        vipps.get_agreement(&yes.agreement_id).await.unwrap().status,
        AgreementStatus::Active
    );
    assert_eq!(
        vipps.get_agreement(&no.agreement_id).await.unwrap().status,
        AgreementStatus::Stopped
    );
    sandbox.stop().await;
}
