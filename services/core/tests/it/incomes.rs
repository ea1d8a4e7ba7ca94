//! The applicants' incomes against a real Postgres: set with an update under the application's
//! version (replacing every line), read back with the figures of the country's rule, in the
//! history as totals, and refused for a person not on the application.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use tonic::{Code, Request};
use zrm_proto::common::v1::Country;
use zrm_proto::core::v1::application_service_server::ApplicationService;
use zrm_proto::core::v1::{
    GetApplicationRequest, IncomeKind, IncomeLine, IncomeLines, ListApplicationEventsRequest,
};

use crate::support::desk::{create, desk, update};
use crate::support::leads::field_of;

fn line(
    customer_id: &str,
    kind: IncomeKind,
    amount: Option<i64>,
    yearly: Option<i64>,
) -> IncomeLine {
    IncomeLine {
        customer_id: customer_id.to_owned(),
        kind: kind.into(),
        amount,
        yearly_amount: yearly,
        ..IncomeLine::default()
    }
}

#[tokio::test]
async fn incomes_are_replaced_under_the_version_and_read_with_the_countrys_figure() {
    let desk = desk().await;
    let created = create(&desk).await;
    let lines = vec![
        line("7", IncomeKind::Salary, Some(38_000), None),
        line("9", IncomeKind::Pension, None, Some(240_000)),
    ];
    let updated = desk
        .applications
        .update_application(Request::new(update(&created, &desk.erik, |request| {
            request.incomes = Some(IncomeLines {
                lines: lines.clone(),
            });
        })))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(updated.version, created.version + 1);
    let figures: Vec<(i64, i64, i64)> = updated
        .incomes
        .iter()
        .map(|income| (income.monthly, income.yearly, income.used))
        .collect();
    // A Swedish application works monthly: 38,000 + 240,000 / 12.
    assert_eq!(
        figures,
        [(38_000, 456_000, 38_000), (20_000, 240_000, 20_000)]
    );
    assert_eq!(updated.income_total, 58_000);

    // Read alone, the lines are there in the order given.
    let read = desk
        .applications
        .get_application(Request::new(GetApplicationRequest {
            application_id: created.application_id,
            country: Country::Se.into(),
            requested_by: desk.erik.clone(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(read.incomes.len(), 2);
    assert_eq!(read.incomes[1].kind(), IncomeKind::Pension);

    // The same lines again change nothing; a stale version is refused.
    let same = desk
        .applications
        .update_application(Request::new(update(&updated, &desk.erik, |request| {
            request.incomes = Some(IncomeLines {
                lines: lines.clone(),
            });
        })))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(same.version, updated.version);
    let stale = desk
        .applications
        .update_application(Request::new(update(&created, &desk.erik, |request| {
            request.incomes = Some(IncomeLines { lines: Vec::new() });
        })))
        .await
        .unwrap_err();
    assert_eq!(stale.code(), Code::Aborted);

    // Removing them all is a change in the history, shown as totals.
    let cleared = desk
        .applications
        .update_application(Request::new(update(&updated, &desk.erik, |request| {
            request.incomes = Some(IncomeLines { lines: Vec::new() });
        })))
        .await
        .unwrap()
        .into_inner();
    assert!(cleared.incomes.is_empty());
    assert_eq!(cleared.income_total, 0);
    let history = desk
        .applications
        .list_application_events(Request::new(ListApplicationEventsRequest {
            application_id: created.application_id,
            country: Country::Se.into(),
            page: None,
        }))
        .await
        .unwrap()
        .into_inner();
    let totals: Vec<(i64, i64)> = history
        .events
        .iter()
        .filter(|event| event.kind == "updated")
        .map(|event| {
            let detail: serde_json::Value = serde_json::from_str(&event.detail_json).unwrap();
            (
                detail["incomes"]["old"].as_i64().unwrap(),
                detail["incomes"]["new"].as_i64().unwrap(),
            )
        })
        .collect();
    // Newest first: cleared, then set.
    assert_eq!(totals, [(58_000, 0), (0, 58_000)]);
    desk.kdlt.stop();
    desk.core.cleanup().await;
}

#[tokio::test]
async fn an_income_of_someone_not_on_the_application_or_without_an_amount_is_refused() {
    let desk = desk().await;
    let created = create(&desk).await;
    let stranger = desk
        .applications
        .update_application(Request::new(update(&created, &desk.erik, |request| {
            request.incomes = Some(IncomeLines {
                lines: vec![line("8", IncomeKind::Salary, Some(1), None)],
            });
        })))
        .await
        .unwrap_err();
    assert_eq!(stranger.code(), Code::FailedPrecondition);
    assert_eq!(
        stranger.message(),
        "Customer 8 (incomes[0]) is not an applicant of this application"
    );
    for (bad, field) in [
        (
            line("7", IncomeKind::Salary, None, None),
            "incomes[0].amount",
        ),
        (
            line("7", IncomeKind::Unspecified, Some(1), None),
            "incomes[0].kind",
        ),
        (
            line("7", IncomeKind::Salary, Some(0), None),
            "incomes[0].amount",
        ),
    ] {
        let refused = desk
            .applications
            .update_application(Request::new(update(&created, &desk.erik, |request| {
                request.incomes = Some(IncomeLines { lines: vec![bad] });
            })))
            .await
            .unwrap_err();
        assert_eq!(refused.code(), Code::InvalidArgument, "{field}");
        assert_eq!(field_of(&refused), field);
    }
    desk.kdlt.stop();
    desk.core.cleanup().await;
}
