//! Four-eyes deactivation against a real Postgres: a request with a listed reason, the review
//! inbox, approval by another employee (the application deactivated, its history and
//! `core.application.deactivated`), rejection, the refusals (own request, a second request while
//! one waits, a reviewed request, an unknown reason), and reactivation; and the disbursement
//! event of the last substatus.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use tonic::{Code, Request};
use zrm_proto::common::v1::{Country, PageRequest};
use zrm_proto::core::v1::application_service_server::ApplicationService;
use zrm_proto::core::v1::{AmlOutcome, ReviewAmlRequest};
use zrm_proto::core::v1::{
    Application, ApplicationDeactivated, ApplicationDisbursed, ApplicationStatus,
    ApplicationSubstatus, DeactivationState, GetApplicationRequest, ListApplicationEventsRequest,
    ListDeactivationRequestsRequest, ReactivateApplicationRequest, RequestDeactivationRequest,
    ReviewDeactivationRequest,
};

use crate::support::desk::{Desk, create, desk, update};
use crate::support::leads::field_of;
use crate::support::{decode, execute, outbox_events};

fn ask(application: &Application, by: &str, reason: &str) -> RequestDeactivationRequest {
    RequestDeactivationRequest {
        application_id: application.application_id,
        country: Country::Se.into(),
        reason: reason.to_owned(),
        note: "  The customer called  ".to_owned(),
        requested_by: by.to_owned(),
    }
}

fn review(request_id: i64, approve: bool, by: &str) -> ReviewDeactivationRequest {
    ReviewDeactivationRequest {
        request_id,
        approve,
        note: String::new(),
        reviewed_by: by.to_owned(),
    }
}

async fn read(desk: &Desk, application: &Application) -> Application {
    desk.applications
        .get_application(Request::new(GetApplicationRequest {
            application_id: application.application_id,
            country: Country::Se.into(),
            requested_by: desk.anna.clone(),
        }))
        .await
        .unwrap()
        .into_inner()
}

async fn history_kinds(desk: &Desk, application: &Application) -> Vec<String> {
    desk.applications
        .list_application_events(Request::new(ListApplicationEventsRequest {
            application_id: application.application_id,
            country: Country::Se.into(),
            page: Some(PageRequest { page: 1, limit: 10 }),
        }))
        .await
        .unwrap()
        .into_inner()
        .events
        .into_iter()
        .map(|event| event.kind)
        .collect()
}

#[tokio::test]
async fn another_employee_approves_and_the_application_is_deactivated() {
    let desk = desk().await;
    let created = create(&desk).await;
    let mut conn = desk.core.conn().await;
    execute(&mut conn, "DELETE FROM zrm_outbox").await;

    let requested = desk
        .applications
        .request_deactivation(Request::new(ask(&created, &desk.erik, "duplicate")))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(requested.state(), DeactivationState::Pending);
    assert_eq!(requested.note.as_deref(), Some("The customer called"));
    assert_eq!(requested.requested_by, desk.erik);

    // The page shows the waiting request; the application is still active.
    let waiting = read(&desk, &created).await;
    assert_eq!(waiting.status(), ApplicationStatus::Active);
    assert_eq!(
        waiting.deactivation.as_ref().map(|d| d.request_id),
        Some(requested.request_id)
    );

    // A second request while one waits is refused with a clear message.
    let twice = desk
        .applications
        .request_deactivation(Request::new(ask(&created, &desk.maja, "no_contact")))
        .await
        .unwrap_err();
    assert_eq!(twice.code(), Code::AlreadyExists);
    assert_eq!(
        twice.message(),
        "A deactivation of this application is already waiting for review"
    );

    let inbox = desk
        .applications
        .list_deactivation_requests(Request::new(ListDeactivationRequestsRequest {
            page: Some(PageRequest { page: 1, limit: 10 }),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(inbox.page.unwrap().total, 1);
    assert_eq!(inbox.requests[0].request_id, requested.request_id);
    assert_eq!(inbox.requests[0].reason, "duplicate");

    // The requester cannot approve their own request.
    let own = desk
        .applications
        .review_deactivation(Request::new(review(requested.request_id, true, &desk.erik)))
        .await
        .unwrap_err();
    assert_eq!(own.code(), Code::PermissionDenied);
    assert_eq!(
        read(&desk, &created).await.status(),
        ApplicationStatus::Active
    );

    let approved = desk
        .applications
        .review_deactivation(Request::new(review(requested.request_id, true, &desk.anna)))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(approved.state(), DeactivationState::Approved);
    assert_eq!(approved.reviewed_by.as_deref(), Some(desk.anna.as_str()));

    let deactivated = read(&desk, &created).await;
    assert_eq!(deactivated.status(), ApplicationStatus::Deactivated);
    assert_eq!(deactivated.version, created.version + 1);
    assert_eq!(
        deactivated.deactivation.as_ref().map(|d| d.state()),
        Some(DeactivationState::Approved)
    );

    // Reviewed once: a second decision is refused; the inbox is empty.
    let again = desk
        .applications
        .review_deactivation(Request::new(review(
            requested.request_id,
            false,
            &desk.maja,
        )))
        .await
        .unwrap_err();
    assert_eq!(again.code(), Code::FailedPrecondition);
    let inbox = desk
        .applications
        .list_deactivation_requests(Request::new(ListDeactivationRequestsRequest { page: None }))
        .await
        .unwrap()
        .into_inner();
    assert!(inbox.requests.is_empty());

    // A deactivated application takes no edits and no new request.
    let edit = desk
        .applications
        .update_application(Request::new(update(&deactivated, &desk.erik, |r| {
            r.mortgage_loan_amount = Some(1_000_000);
        })))
        .await
        .unwrap_err();
    assert_eq!(edit.code(), Code::FailedPrecondition);
    let closed = desk
        .applications
        .request_deactivation(Request::new(ask(&created, &desk.erik, "duplicate")))
        .await
        .unwrap_err();
    assert_eq!(closed.code(), Code::FailedPrecondition);

    let events = outbox_events(&mut conn).await;
    assert_eq!(events.len(), 1);
    assert_eq!(events[0].0, "core.application.deactivated");
    let event: ApplicationDeactivated = decode(&events[0].1);
    assert_eq!(
        (
            event.reason.as_str(),
            event.requested_by.as_str(),
            event.approved_by.as_str()
        ),
        ("duplicate", desk.erik.as_str(), desk.anna.as_str())
    );
    assert_eq!(
        history_kinds(&desk, &created).await,
        vec!["deactivated", "deactivation_requested", "created"]
    );

    // Reactivated: active again, and the page no longer shows the approved request.
    let reactivated = desk
        .applications
        .reactivate_application(Request::new(ReactivateApplicationRequest {
            application_id: created.application_id,
            country: Country::Se.into(),
            requested_by: desk.erik.clone(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(reactivated.status(), ApplicationStatus::Active);
    assert!(read(&desk, &created).await.deactivation.is_none());
    let twice = desk
        .applications
        .reactivate_application(Request::new(ReactivateApplicationRequest {
            application_id: created.application_id,
            country: Country::Se.into(),
            requested_by: desk.erik.clone(),
        }))
        .await
        .unwrap_err();
    assert_eq!(twice.code(), Code::FailedPrecondition);
    assert_eq!(
        outbox_events(&mut conn).await.last().map(|e| e.0.clone()),
        Some("core.application.reactivated".to_owned())
    );
    desk.kdlt.stop();
    desk.core.cleanup().await;
}

#[tokio::test]
async fn a_rejected_request_leaves_the_application_active_and_bad_requests_write_nothing() {
    let desk = desk().await;
    let created = create(&desk).await;
    let mut conn = desk.core.conn().await;
    execute(&mut conn, "DELETE FROM zrm_outbox").await;

    let unknown_reason = desk
        .applications
        .request_deactivation(Request::new(ask(&created, &desk.erik, "bored")))
        .await
        .unwrap_err();
    assert_eq!(unknown_reason.code(), Code::InvalidArgument);
    assert_eq!(field_of(&unknown_reason), "reason");
    assert!(
        unknown_reason
            .message()
            .starts_with("Must be one of customer_withdrew")
    );
    let mut other_country = ask(&created, &desk.erik, "duplicate");
    other_country.country = Country::No.into();
    let not_found = desk
        .applications
        .request_deactivation(Request::new(other_country))
        .await
        .unwrap_err();
    assert_eq!(not_found.code(), Code::NotFound);
    let unknown_request = desk
        .applications
        .review_deactivation(Request::new(review(999_999, true, &desk.anna)))
        .await
        .unwrap_err();
    assert_eq!(unknown_request.code(), Code::NotFound);
    assert_eq!(history_kinds(&desk, &created).await, vec!["created"]);

    let requested = desk
        .applications
        .request_deactivation(Request::new(ask(&created, &desk.maja, "no_contact")))
        .await
        .unwrap()
        .into_inner();
    let mut rejection = review(requested.request_id, false, &desk.anna);
    rejection.note = "We reached her yesterday".to_owned();
    let rejected = desk
        .applications
        .review_deactivation(Request::new(rejection))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(rejected.state(), DeactivationState::Rejected);
    assert_eq!(
        rejected.review_note.as_deref(),
        Some("We reached her yesterday")
    );
    let after = read(&desk, &created).await;
    assert_eq!(after.status(), ApplicationStatus::Active);
    assert_eq!(after.version, created.version);
    assert!(after.deactivation.is_none());
    assert!(outbox_events(&mut conn).await.is_empty());
    assert_eq!(
        history_kinds(&desk, &created).await,
        vec!["deactivation_rejected", "deactivation_requested", "created"]
    );

    // Rejected, a new request may be made.
    desk.applications
        .request_deactivation(Request::new(ask(&created, &desk.erik, "duplicate")))
        .await
        .unwrap();
    desk.kdlt.stop();
    desk.core.cleanup().await;
}

#[tokio::test]
async fn disbursing_publishes_the_disbursement() {
    let desk = desk().await;
    let mut application = create(&desk).await;
    let mut conn = desk.core.conn().await;
    for next in [
        ApplicationSubstatus::Complete,
        ApplicationSubstatus::Offered,
        ApplicationSubstatus::Accepted,
    ] {
        application = desk
            .applications
            .update_application(Request::new(update(&application, &desk.erik, |r| {
                r.substatus = Some(next.into());
            })))
            .await
            .unwrap()
            .into_inner();
    }
    // Anna (a mortgage admin, not the assignee) clears it first.
    desk.applications
        .review_aml(Request::new(ReviewAmlRequest {
            application_id: application.application_id,
            country: Country::Se.into(),
            outcome: AmlOutcome::Approved.into(),
            note: "Salary and savings documented".to_owned(),
            reviewed_by: desk.anna.clone(),
        }))
        .await
        .unwrap();
    execute(&mut conn, "DELETE FROM zrm_outbox").await;
    let disbursed = desk
        .applications
        .update_application(Request::new(update(&application, &desk.erik, |r| {
            r.substatus = Some(ApplicationSubstatus::Disbursed.into());
        })))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(disbursed.substatus(), ApplicationSubstatus::Disbursed);
    let events = outbox_events(&mut conn).await;
    let kinds: Vec<&str> = events.iter().map(|(kind, _)| kind.as_str()).collect();
    assert_eq!(
        kinds,
        vec![
            "core.application.status_changed",
            "core.application.disbursed"
        ]
    );
    let event: ApplicationDisbursed = decode(&events[1].1);
    assert_eq!(event.mortgage_loan_amount, Some(2_500_000));
    assert_eq!(event.disbursed_by, desk.erik);
    desk.kdlt.stop();
    desk.core.cleanup().await;
}
