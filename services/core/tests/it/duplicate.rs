//! Duplicating an application against a real Postgres: a new DRAFT with the loan, applicants and
//! incomes of the original, assigned to the employee duplicating, its history naming the original
//! and its `core.application.created` event published; the original untouched.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use tonic::{Code, Request};
use zrm_proto::common::v1::Country;
use zrm_proto::core::v1::application_service_server::ApplicationService;
use zrm_proto::core::v1::{
    ApplicationCreated, ApplicationSubstatus, DuplicateApplicationRequest, IncomeKind, IncomeLine,
    IncomeLines, ListApplicationEventsRequest,
};

use crate::support::desk::{create, desk, update};
use crate::support::{decode, execute, outbox_events};

fn duplicate(application_id: i64, by: &str) -> Request<DuplicateApplicationRequest> {
    Request::new(DuplicateApplicationRequest {
        application_id,
        country: Country::Se.into(),
        requested_by: by.to_owned(),
    })
}

#[tokio::test]
async fn a_copy_is_a_new_draft_of_the_same_people_loan_and_incomes() {
    let desk = desk().await;
    let original = create(&desk).await;
    let completed = desk
        .applications
        .update_application(Request::new(update(&original, &desk.erik, |request| {
            request.substatus = Some(ApplicationSubstatus::Complete.into());
            request.incomes = Some(IncomeLines {
                lines: vec![IncomeLine {
                    customer_id: "9".to_owned(),
                    kind: IncomeKind::Salary.into(),
                    amount: Some(31_000),
                    ..IncomeLine::default()
                }],
            });
        })))
        .await
        .unwrap()
        .into_inner();
    let mut conn = desk.core.conn().await;
    execute(&mut conn, "DELETE FROM zrm_outbox").await;

    let copy = desk
        .applications
        .duplicate_application(duplicate(original.application_id, &desk.maja))
        .await
        .unwrap()
        .into_inner();
    assert_ne!(copy.application_id, original.application_id);
    assert_eq!(copy.substatus(), ApplicationSubstatus::Draft);
    assert_eq!(copy.version, 1);
    assert_eq!(copy.assignee_id.as_deref(), Some(desk.maja.as_str()));
    assert_eq!(copy.mortgage_loan_amount, completed.mortgage_loan_amount);
    let people = |application: &zrm_proto::core::v1::Application| -> Vec<(i32, String)> {
        application
            .applicants
            .iter()
            .map(|applicant| (applicant.role, applicant.customer_id.clone()))
            .collect()
    };
    assert_eq!(people(&copy), people(&completed));
    assert_eq!(copy.income_total, 31_000);
    assert_eq!(copy.incomes[0].customer_id, "9");

    let history = desk
        .applications
        .list_application_events(Request::new(ListApplicationEventsRequest {
            application_id: copy.application_id,
            country: Country::Se.into(),
            page: None,
        }))
        .await
        .unwrap()
        .into_inner();
    let created: serde_json::Value = serde_json::from_str(&history.events[0].detail_json).unwrap();
    assert_eq!(created["duplicate_of"], original.application_id);
    let events = outbox_events(&mut conn).await;
    assert_eq!(events.len(), 1);
    let event: ApplicationCreated = decode(&events[0].1);
    assert_eq!(event.application_id, copy.application_id);

    let unknown = desk
        .applications
        .duplicate_application(duplicate(999_999, &desk.maja))
        .await
        .unwrap_err();
    assert_eq!(unknown.code(), Code::NotFound);
    drop(conn);
    desk.kdlt.stop();
    desk.core.cleanup().await;
}
