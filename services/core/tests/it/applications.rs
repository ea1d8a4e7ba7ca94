//! Mortgage applications against a real Postgres and a stand-in of kdlt's customer register:
//! creation (applicants must be customers), the table's filters, updates under optimistic
//! concurrency with the substatus transitions, assignment, and the history and outbox events of
//! every change; invitations of applicants to My Pages, e-mailed through the messaging contract.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::collections::HashSet;

use tonic::{Code, Request};
use zrm_core::applications::model::{ApplicantRole as Role, LoanPurpose, NewApplication};
use zrm_core::applications::writer::write_together;
use zrm_core::error::CoreError;
use zrm_proto::common::v1::{Country, PageRequest};
use zrm_proto::core::v1::application_service_server::ApplicationService;
use zrm_proto::core::v1::{AddCommentRequest, ApplicationCommented, ListCommentsRequest};
use zrm_proto::core::v1::{
    ApplicantRole, ApplicationAssigned, ApplicationCreated, ApplicationStatusChanged,
    ApplicationSubstatus, AssignApplicationRequest, GetApplicationRequest,
    ListApplicationEventsRequest, ListApplicationsRequest,
};
use zrm_proto::core::v1::{
    InvitationState, InviteApplicantRequest, ListInvitationsRequest, ResendInvitationRequest,
};

use crate::support::desk::{ANNA_EMAIL, create, create_request, desk, desk_mailing_to, update};
use crate::support::{MY_PAGES_URL, MailStack, decode, execute, outbox_events};

#[tokio::test]
async fn an_application_is_created_from_customers_with_its_event_and_history() {
    let desk = desk().await;
    let mut conn = desk.core.conn().await;
    execute(&mut conn, "DELETE FROM zrm_outbox").await;
    let created = create(&desk).await;
    assert_eq!(created.substatus(), ApplicationSubstatus::Draft);
    assert_eq!(created.version, 1);
    assert_eq!(created.assignee_id.as_deref(), Some(desk.erik.as_str()));
    assert_eq!(created.assignee_name.as_deref(), Some("Erik Lind"));
    let names: Vec<(String, String)> = created
        .applicants
        .iter()
        .map(|a| (a.first_name.clone(), a.last_name.clone()))
        .collect();
    assert_eq!(
        names,
        vec![
            ("Anna".into(), "Svensson".into()),
            ("Olle".into(), "Svensson".into())
        ]
    );
    // Lists and the creator's own answer carry names only, never personal ids.
    assert!(created.applicants.iter().all(|a| a.pni.is_none()));

    let events = outbox_events(&mut conn).await;
    assert_eq!(events.len(), 1);
    assert_eq!(events[0].0, "core.application.created");
    let event: ApplicationCreated = decode(&events[0].1);
    assert_eq!(event.application_id, created.application_id);
    assert_eq!(event.created_by, desk.erik);

    // One employee's read is a view of personal ids that kdlt audits under their name.
    let read = desk
        .applications
        .get_application(Request::new(GetApplicationRequest {
            application_id: created.application_id,
            country: Country::Se.into(),
            requested_by: desk.anna.clone(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(read.applicants[0].pni.as_deref(), Some("19811228-9874"));
    // The same number under the other country names no application.
    let other_country = desk
        .applications
        .get_application(Request::new(GetApplicationRequest {
            application_id: created.application_id,
            country: Country::No.into(),
            requested_by: desk.anna.clone(),
        }))
        .await
        .unwrap_err();
    assert_eq!(other_country.code(), Code::NotFound);
    assert_eq!(
        desk.kdlt.asked_by().last().map(String::as_str),
        Some(desk.anna.as_str())
    );

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
    assert_eq!(history.events.len(), 1);
    assert_eq!(history.events[0].kind, "created");
    assert_eq!(history.events[0].actor, desk.erik);
    desk.kdlt.stop();
    desk.core.cleanup().await;
}

#[tokio::test]
async fn applicants_must_be_customers_and_nothing_is_written_otherwise() {
    let desk = desk().await;
    let refused = desk
        .applications
        .create_application(Request::new(create_request(
            &desk.erik,
            &[
                (ApplicantRole::MainApplicant, "7"),
                (ApplicantRole::Guarantor, "404"),
            ],
        )))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::NotFound);
    assert_eq!(
        refused.message(),
        "Customer 404 (applicants[1]) is not in the customer register"
    );
    let mut conn = desk.core.conn().await;
    assert!(outbox_events(&mut conn).await.is_empty());

    let mut with_unknown_lead = create_request(&desk.erik, &[(ApplicantRole::MainApplicant, "7")]);
    with_unknown_lead.lead_id = Some(999_999);
    let refused = desk
        .applications
        .create_application(Request::new(with_unknown_lead))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::NotFound);
    assert_eq!(refused.message(), "Lead 999999 not found");
    assert!(outbox_events(&mut conn).await.is_empty());
    desk.kdlt.stop();
    desk.core.cleanup().await;
}

#[tokio::test]
async fn updates_need_the_current_version_and_an_allowed_transition() {
    let desk = desk().await;
    let created = create(&desk).await;
    let mut conn = desk.core.conn().await;
    execute(&mut conn, "DELETE FROM zrm_outbox").await;

    // DRAFT cannot jump to OFFERED.
    let skip = desk
        .applications
        .update_application(Request::new(update(&created, &desk.erik, |r| {
            r.substatus = Some(ApplicationSubstatus::Offered.into());
        })))
        .await
        .unwrap_err();
    assert_eq!(skip.code(), Code::FailedPrecondition);
    assert_eq!(
        skip.message(),
        "An application cannot go from DRAFT to OFFERED"
    );

    let completed = desk
        .applications
        .update_application(Request::new(update(&created, &desk.erik, |r| {
            r.substatus = Some(ApplicationSubstatus::Complete.into());
            r.mortgage_loan_amount = Some(3_000_000);
        })))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(completed.substatus(), ApplicationSubstatus::Complete);
    assert_eq!(completed.mortgage_loan_amount, Some(3_000_000));
    assert_eq!(completed.version, 2);

    // Anna edits from the version she opened before Erik's change: refused, nothing lost.
    let stale = desk
        .applications
        .update_application(Request::new(update(&created, &desk.anna, |r| {
            r.mortgage_loan_amount = Some(1_000_000);
        })))
        .await
        .unwrap_err();
    assert_eq!(stale.code(), Code::Aborted);
    let read = desk
        .applications
        .get_application(Request::new(GetApplicationRequest {
            application_id: created.application_id,
            country: Country::Se.into(),
            requested_by: desk.anna.clone(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(read.mortgage_loan_amount, Some(3_000_000));

    let kinds: Vec<String> = outbox_events(&mut conn)
        .await
        .into_iter()
        .map(|(kind, _)| kind)
        .collect();
    assert_eq!(
        kinds,
        vec![
            "core.application.updated",
            "core.application.status_changed"
        ]
    );
    let events = outbox_events(&mut conn).await;
    let moved: ApplicationStatusChanged = decode(&events[1].1);
    assert_eq!(
        (moved.from(), moved.to()),
        (ApplicationSubstatus::Draft, ApplicationSubstatus::Complete)
    );

    let history = desk
        .applications
        .list_application_events(Request::new(ListApplicationEventsRequest {
            application_id: created.application_id,
            country: Country::Se.into(),
            page: Some(PageRequest { page: 1, limit: 5 }),
        }))
        .await
        .unwrap()
        .into_inner();
    let kinds: Vec<&str> = history.events.iter().map(|e| e.kind.as_str()).collect();
    assert_eq!(kinds, vec!["status_changed", "updated", "created"]);
    assert!(
        history.events[1].detail_json.contains("\"new\":3000000"),
        "{}",
        history.events[1].detail_json
    );
    desk.kdlt.stop();
    desk.core.cleanup().await;
}

#[tokio::test]
async fn the_table_filters_newest_first_and_mine() {
    let desk = desk().await;
    let first = create(&desk).await;
    let second = create(&desk).await;
    desk.applications
        .update_application(Request::new(update(&second, &desk.erik, |r| {
            r.substatus = Some(ApplicationSubstatus::Complete.into());
        })))
        .await
        .unwrap();
    let mut conn = desk.core.conn().await;
    execute(&mut conn, "DELETE FROM zrm_outbox").await;
    let assigned = desk
        .applications
        .assign_application(Request::new(AssignApplicationRequest {
            application_id: first.application_id,
            country: Country::Se.into(),
            assignee_id: desk.anna.clone(),
            assigned_by: desk.erik.clone(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(assigned.assignee_name.as_deref(), Some("Anna Lindqvist"));
    let events = outbox_events(&mut conn).await;
    let event: ApplicationAssigned = decode(&events[0].1);
    assert_eq!(event.applicant_name, "Anna Svensson");

    let list = |request: ListApplicationsRequest| async {
        desk.applications
            .list_applications(Request::new(request))
            .await
            .unwrap()
            .into_inner()
            .applications
            .iter()
            .map(|a| a.application_id)
            .collect::<Vec<_>>()
    };
    let all = ListApplicationsRequest::default();
    assert_eq!(
        list(all.clone()).await,
        vec![second.application_id, first.application_id]
    );
    let complete = ListApplicationsRequest {
        substatuses: vec![ApplicationSubstatus::Complete.into()],
        ..all.clone()
    };
    assert_eq!(list(complete).await, vec![second.application_id]);
    let annas = ListApplicationsRequest {
        assignee_id: Some(desk.anna.clone()),
        ..all.clone()
    };
    assert_eq!(list(annas).await, vec![first.application_id]);
    let unassigned = ListApplicationsRequest {
        unassigned_only: true,
        ..all.clone()
    };
    assert!(list(unassigned).await.is_empty());
    // The working coordinate's country: both are Swedish, Norway's desk sees none.
    let in_country = |country: Country| ListApplicationsRequest {
        country: Some(country.into()),
        ..all.clone()
    };
    assert_eq!(
        list(in_country(Country::Se)).await,
        vec![second.application_id, first.application_id]
    );
    assert!(list(in_country(Country::No)).await.is_empty());
    desk.kdlt.stop();
    desk.core.cleanup().await;
}

#[tokio::test]
async fn comments_are_kept_newest_first_with_their_history_entry_and_event() {
    let desk = desk().await;
    let created = create(&desk).await;
    let mut conn = desk.core.conn().await;
    execute(&mut conn, "DELETE FROM zrm_outbox").await;
    let comment = |text: &str, country: Country| AddCommentRequest {
        application_id: created.application_id,
        country: country.into(),
        author: desk.anna.clone(),
        text: text.to_owned(),
    };
    let first = desk
        .applications
        .add_comment(Request::new(comment("  Called the customer ", Country::Se)))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(first.text, "Called the customer");
    desk.applications
        .add_comment(Request::new(comment("Payslips are in", Country::Se)))
        .await
        .unwrap();

    let blank = desk
        .applications
        .add_comment(Request::new(comment("   ", Country::Se)))
        .await
        .unwrap_err();
    assert_eq!(
        zrm_platform::grpc::status::field_of(&blank),
        Some("comment")
    );
    let elsewhere = desk
        .applications
        .add_comment(Request::new(comment("Wrong country", Country::No)))
        .await
        .unwrap_err();
    assert_eq!(elsewhere.code(), Code::NotFound);

    let listed = desk
        .applications
        .list_comments(Request::new(ListCommentsRequest {
            application_id: created.application_id,
            country: Country::Se.into(),
            page: Some(PageRequest { page: 1, limit: 5 }),
        }))
        .await
        .unwrap()
        .into_inner();
    let texts: Vec<&str> = listed.comments.iter().map(|c| c.text.as_str()).collect();
    assert_eq!(texts, vec!["Payslips are in", "Called the customer"]);
    assert_eq!(listed.page.unwrap().total, 2);

    let kinds: Vec<String> = outbox_events(&mut conn)
        .await
        .into_iter()
        .map(|(kind, _)| kind)
        .collect();
    assert_eq!(
        kinds,
        vec!["core.application.commented", "core.application.commented"]
    );
    let event: ApplicationCommented = decode(&outbox_events(&mut conn).await[0].1);
    assert_eq!(
        (event.comment_id, event.author.as_str()),
        (first.comment_id, desk.anna.as_str())
    );
    desk.kdlt.stop();
    desk.core.cleanup().await;
}

#[tokio::test]
async fn an_applicant_is_invited_to_my_pages_by_e_mail_and_invited_again() {
    let mail = MailStack::start().await;
    let desk = desk_mailing_to(&mail.messaging_url).await;
    let application = create(&desk).await;
    let invite = |customer_id: i64| InviteApplicantRequest {
        application_id: application.application_id,
        country: Country::Se.into(),
        customer_id,
        invited_by: desk.erik.clone(),
    };
    let sent = desk
        .applications
        .invite_applicant(Request::new(invite(7)))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(sent.state(), InvitationState::Sent);
    assert_eq!((sent.email.as_str(), sent.sends), (ANNA_EMAIL, 1));
    let mails = mail.mails_to(ANNA_EMAIL).await;
    assert_eq!(mails.len(), 1);
    assert_eq!(mails[0]["subject"], "Din bolåneansökan hos ZRM");
    assert_eq!(mails[0]["purpose"], "application_invitation");
    let text = mails[0]["text"].as_str().unwrap();
    let reference = format!("MOSE{}", application.application_id);
    for part in ["Hej Anna", "Erik Lind", reference.as_str(), MY_PAGES_URL] {
        assert!(text.contains(part), "{part} missing from {text}");
    }

    // Olle has no address; a customer who is not an applicant is refused; nothing is recorded.
    let no_address = desk
        .applications
        .invite_applicant(Request::new(invite(9)))
        .await
        .unwrap_err();
    assert_eq!(no_address.code(), Code::FailedPrecondition);
    assert!(
        no_address.message().contains("no e-mail address"),
        "{}",
        no_address.message()
    );
    let stranger = desk
        .applications
        .invite_applicant(Request::new(invite(42)))
        .await
        .unwrap_err();
    assert_eq!(stranger.code(), Code::FailedPrecondition);

    let again = desk
        .applications
        .resend_invitation(Request::new(ResendInvitationRequest {
            invitation_id: sent.invitation_id,
            application_id: application.application_id,
            country: Country::Se.into(),
            resent_by: desk.anna.clone(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(again.sends, 2);
    assert_eq!(mail.mails_to(ANNA_EMAIL).await.len(), 2);
    let elsewhere = desk
        .applications
        .resend_invitation(Request::new(ResendInvitationRequest {
            invitation_id: sent.invitation_id,
            application_id: application.application_id + 1,
            country: Country::Se.into(),
            resent_by: desk.anna.clone(),
        }))
        .await
        .unwrap_err();
    assert_eq!(elsewhere.code(), Code::NotFound);

    let listed = desk
        .applications
        .list_invitations(Request::new(ListInvitationsRequest {
            application_id: application.application_id,
            country: Country::Se.into(),
            page: None,
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(listed.invitations.len(), 1);
    assert_eq!(listed.page.unwrap().total, 1);
    // The register's reads were audited under the employees who wrote.
    let asked = desk.kdlt.asked_by();
    assert!(
        asked.contains(&desk.erik) && asked.contains(&desk.anna),
        "{asked:?}"
    );
    desk.kdlt.stop();
    desk.core.cleanup().await;
    mail.stop().await;
}

#[tokio::test]
async fn an_invitation_messaging_cannot_take_is_kept_as_failed() {
    // The plain desk's messaging is a closed port.
    let desk = desk().await;
    let application = create(&desk).await;
    let refused = desk
        .applications
        .invite_applicant(Request::new(InviteApplicantRequest {
            application_id: application.application_id,
            country: Country::Se.into(),
            customer_id: 7,
            invited_by: desk.erik.clone(),
        }))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::Unavailable);
    let listed = desk
        .applications
        .list_invitations(Request::new(ListInvitationsRequest {
            application_id: application.application_id,
            country: Country::Se.into(),
            page: None,
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(listed.invitations.len(), 1);
    assert_eq!(listed.invitations[0].state(), InvitationState::Failed);
    assert_eq!(listed.invitations[0].sends, 0);
    desk.kdlt.stop();
    desk.core.cleanup().await;
}

fn new_application(desk: &support::desk::Desk, lead_id: Option<i64>) -> NewApplication {
    NewApplication {
        country: zrm_domain::country::Country::Se,
        loan_purpose: LoanPurpose::Buy,
        mortgage_loan_amount: Some(2_500_000),
        applicants: vec![(Role::MainApplicant, 7), (Role::CoApplicant, 9)],
        lead_id,
        created_by: desk.erik.parse().unwrap(),
        duplicate_of: None,
    }
}

#[tokio::test]
async fn creates_arriving_together_are_written_together_each_with_its_history_and_event() {
    let desk = desk().await;
    let mut conn = desk.core.conn().await;
    execute(&mut conn, "DELETE FROM zrm_outbox").await;
    let state = &desk.core.state;
    let applications: Vec<NewApplication> = (0..3).map(|_| new_application(&desk, None)).collect();

    let written = write_together(&state.pool, &state.application_ids, &applications).await;

    let ids: Vec<i64> = written
        .iter()
        .map(|answer| answer.as_ref().unwrap().row.application_id)
        .collect();
    assert_eq!(ids.iter().collect::<HashSet<_>>().len(), 3);
    for answer in &written {
        let answer = answer.as_ref().unwrap();
        assert_eq!(answer.row.substatus, "DRAFT");
        assert_eq!(answer.row.assignee_id, Some(desk.erik.parse().unwrap()));
        let applicants: Vec<(i64, i64)> = answer
            .applicants
            .iter()
            .map(|applicant| (applicant.application_id, applicant.customer_id))
            .collect();
        let id = answer.row.application_id;
        assert_eq!(applicants, vec![(id, 7), (id, 9)]);
    }
    let events: Vec<i64> = outbox_events(&mut conn)
        .await
        .iter()
        .map(|(_, payload)| decode::<ApplicationCreated>(payload).application_id)
        .collect();
    assert_eq!(events, ids, "one event each, in the order written");
    for id in &ids {
        let history = desk
            .applications
            .list_application_events(Request::new(ListApplicationEventsRequest {
                application_id: *id,
                country: Country::Se.into(),
                page: None,
            }))
            .await
            .unwrap()
            .into_inner();
        assert_eq!(history.events.len(), 1);
        assert_eq!(history.events[0].kind, "created");
    }
}

#[tokio::test]
async fn of_creates_written_together_only_the_one_naming_an_unknown_lead_is_refused() {
    let desk = desk().await;
    let mut conn = desk.core.conn().await;
    execute(&mut conn, "DELETE FROM zrm_outbox").await;
    let state = &desk.core.state;
    let applications = vec![
        new_application(&desk, None),
        new_application(&desk, Some(987_654)),
        new_application(&desk, None),
    ];

    let written = write_together(&state.pool, &state.application_ids, &applications).await;

    assert!(matches!(
        written[1],
        Err(CoreError::ApplicationLeadNotFound(987_654))
    ));
    let ids: Vec<i64> = [&written[0], &written[2]]
        .iter()
        .map(|answer| answer.as_ref().unwrap().row.application_id)
        .collect();
    let events: Vec<i64> = outbox_events(&mut conn)
        .await
        .iter()
        .map(|(_, payload)| decode::<ApplicationCreated>(payload).application_id)
        .collect();
    assert_eq!(events, ids, "the refused one wrote nothing");
}
