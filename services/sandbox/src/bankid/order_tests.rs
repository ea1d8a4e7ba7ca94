#![allow(clippy::unwrap_used, clippy::expect_used)]

use chrono::{DateTime, TimeDelta, Utc};

use super::*;
use crate::bankid::persons::holder;

fn timing() -> Timing {
    Timing {
        pickup_timeout: TimeDelta::seconds(30),
        lifetime: TimeDelta::seconds(180),
        complete_retention: TimeDelta::seconds(180),
        failed_retention: TimeDelta::seconds(300),
    }
}

fn request(kind: OrderKind, pn: Option<&str>, mrtd: bool) -> OrderRequest {
    OrderRequest {
        kind,
        end_user_ip: Some("192.0.2.1".into()),
        personal_number: pn.map(str::to_owned),
        mrtd,
        return_risk: false,
        user_visible_data: None,
        user_non_visible_data: None,
    }
}

fn order(kind: OrderKind, pn: Option<&str>, mrtd: bool, t0: DateTime<Utc>) -> Order {
    Order::new(request(kind, pn, mrtd), None, pn.map(holder), t0)
}

fn hints_over_time(o: &mut Order, t0: DateTime<Utc>, seconds: &[i64]) -> Vec<String> {
    seconds
        .iter()
        .map(|s| {
            o.refresh(t0 + TimeDelta::seconds(*s), &timing());
            format!("{}/{}", o.status_name(), o.hint_code().unwrap_or("-"))
        })
        .collect()
}

#[test]
fn auto_complete_person_walks_the_default_script() {
    let t0 = Utc::now();
    let mut o = order(OrderKind::Auth, Some("198501139995"), false, t0);
    let seen = hints_over_time(&mut o, t0, &[0, 2, 4, 6, 60]);
    assert_eq!(
        seen,
        [
            "pending/outstandingTransaction",
            "pending/started",
            "pending/userSign",
            "complete/-",
            "complete/-"
        ]
    );
    assert_eq!(o.final_at, Some(t0 + TimeDelta::seconds(6)));
}

#[test]
fn phone_order_with_mrtd_asks_for_call_confirmation_and_passport() {
    let t0 = Utc::now();
    let mut o = order(OrderKind::PhoneAuth, Some("199008672397"), true, t0);
    let seen = hints_over_time(&mut o, t0, &[0, 2, 4, 6, 8]);
    assert_eq!(
        seen,
        [
            "pending/outstandingTransaction",
            "pending/userCallConfirm",
            "pending/userMrtd",
            "pending/userSign",
            "complete/-"
        ]
    );
}

#[test]
fn scripted_failures() {
    let t0 = Utc::now();
    let cases = [
        ("197101019821", OrderKind::Auth, "failed/userCancel"),
        ("197202029844", OrderKind::Sign, "failed/certificateErr"),
        (
            "197303039866",
            OrderKind::Auth,
            "failed/transactionRiskBlocked",
        ),
        (
            "197404049889",
            OrderKind::Auth,
            "failed/notSupportedByUserApp",
        ),
        (
            "197606069925",
            OrderKind::PhoneSign,
            "failed/userDeclinedCall",
        ),
        ("197606069925", OrderKind::Auth, "failed/userCancel"),
    ];
    for (pn, kind, expected) in cases {
        let mut o = order(kind, Some(pn), false, t0);
        let last = hints_over_time(&mut o, t0, &[20]).pop().unwrap();
        assert_eq!(last, expected, "{pn} {kind:?}");
    }
}

#[test]
fn no_client_person_fails_with_start_failed_at_the_pickup_timeout() {
    let t0 = Utc::now();
    let mut o = order(OrderKind::Auth, Some("197505059902"), false, t0);
    let seen = hints_over_time(&mut o, t0, &[1, 3, 29, 30]);
    assert_eq!(
        seen,
        [
            "pending/outstandingTransaction",
            "pending/noClient",
            "pending/noClient",
            "failed/startFailed"
        ]
    );
    assert_eq!(o.final_at, Some(t0 + TimeDelta::seconds(30)));
}

#[test]
fn untouched_order_expires_at_pickup_timeout_and_touched_one_at_lifetime() {
    let t0 = Utc::now();
    let mut untouched = order(OrderKind::Auth, None, false, t0);
    assert_eq!(
        hints_over_time(&mut untouched, t0, &[29, 30]),
        [
            "pending/outstandingTransaction",
            "failed/expiredTransaction"
        ]
    );

    let mut touched = order(OrderKind::Auth, None, false, t0);
    touched
        .apply(AppAction::Scan, t0 + TimeDelta::seconds(5))
        .unwrap();
    assert_eq!(
        hints_over_time(&mut touched, t0, &[100, 179, 180]),
        [
            "pending/userSign",
            "pending/userSign",
            "failed/expiredTransaction"
        ]
    );
}

#[test]
fn final_orders_are_gone_after_their_retention() {
    let t0 = Utc::now();
    let mut complete = order(OrderKind::Auth, Some("198501139995"), false, t0);
    complete.refresh(t0 + TimeDelta::seconds(6), &timing());
    assert!(!complete.is_gone(t0 + TimeDelta::seconds(6 + 180), &timing()));
    assert!(complete.is_gone(t0 + TimeDelta::seconds(6 + 181), &timing()));

    let mut failed = order(OrderKind::Auth, None, false, t0);
    failed.refresh(t0 + TimeDelta::seconds(30), &timing());
    assert!(!failed.is_gone(t0 + TimeDelta::seconds(330), &timing()));
    assert!(failed.is_gone(t0 + TimeDelta::seconds(331), &timing()));
}

#[test]
fn manual_autostart_flow_and_refused_actions() {
    let t0 = Utc::now();
    let mut o = order(OrderKind::Sign, None, true, t0);
    let anna = holder("199006032396");
    assert!(
        o.apply(AppAction::Sign(anna.clone()), t0).is_err(),
        "cannot sign before the app has the order"
    );
    assert!(
        o.apply(AppAction::ConfirmCall, t0).is_err(),
        "not a phone order"
    );
    o.apply(AppAction::Open, t0).unwrap();
    assert_eq!(o.hint_code(), Some("started"));
    o.apply(AppAction::Identify, t0).unwrap();
    assert_eq!(o.hint_code(), Some("userMrtd"));
    o.apply(AppAction::ScanMrtd, t0).unwrap();
    assert_eq!(o.hint_code(), Some("userSign"));
    o.apply(AppAction::Sign(anna.clone()), t0).unwrap();
    assert_eq!(o.state, State::Complete(anna));
    assert!(
        o.apply(AppAction::Cancel, t0).is_err(),
        "final orders do not move"
    );
}

#[test]
fn phone_orders_cannot_be_scanned_and_decline_call_fails_them() {
    let t0 = Utc::now();
    let mut o = order(OrderKind::PhoneAuth, Some("199006032396"), false, t0);
    assert!(o.apply(AppAction::Scan, t0).is_err());
    o.apply(AppAction::Open, t0).unwrap();
    assert_eq!(o.hint_code(), Some("userCallConfirm"));
    o.apply(AppAction::DeclineCall, t0).unwrap();
    assert_eq!(o.hint_code(), Some("userDeclinedCall"));
}

#[test]
fn signing_as_someone_else_than_required_is_refused() {
    let t0 = Utc::now();
    let mut o = order(OrderKind::Auth, Some("199006032396"), false, t0);
    let err = o
        .apply(AppAction::Approve(holder("201801012392")), t0)
        .unwrap_err();
    assert!(err.contains("199006032396"), "{err}");
    assert!(o.is_pending());
}

#[test]
fn a_tester_acting_on_a_scripted_order_takes_it_over() {
    let t0 = Utc::now();
    let mut o = order(OrderKind::Auth, Some("198501139995"), false, t0);
    o.apply(AppAction::Cancel, t0 + TimeDelta::seconds(1))
        .unwrap();
    o.refresh(t0 + TimeDelta::seconds(20), &timing());
    assert_eq!(o.hint_code(), Some("userCancel"));
}

#[test]
fn approving_a_qr_order_as_a_scripted_person_gives_their_outcome() {
    let t0 = Utc::now();
    let mut o = order(OrderKind::Auth, None, false, t0);
    o.apply(AppAction::Approve(holder("197202029844")), t0)
        .unwrap();
    assert_eq!(o.state, State::Failed(FailedHint::CertificateErr));
}
