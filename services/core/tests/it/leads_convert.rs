//! Converting a lead: its people found in (or registered with) the customer register, the
//! application created assigned to the converter and the lead marked handled in one transaction,
//! each with its event; a handled lead or one whose submission failed is refused.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use tonic::{Code, Request};
use zrm_core::leads::grpc::service::LeadGrpc;
use zrm_proto::core::v1::application_service_server::ApplicationService;
use zrm_proto::core::v1::lead_service_server::LeadService;
use zrm_proto::core::v1::{
    Applicant, ApplicantRole, ApplicationCreated, ApplicationSubstatus, ConvertLeadRequest,
    CreateSource, LeadHandled, LoanPurpose,
};

use crate::support::desk::desk;
use crate::support::leads::{create, create_request, field_of};
use crate::support::{decode, execute, outbox_events};

fn convert(lead_id: i64, by: &str) -> Request<ConvertLeadRequest> {
    Request::new(ConvertLeadRequest {
        lead_id,
        loan_purpose: LoanPurpose::Refinance.into(),
        mortgage_loan_amount: Some(3_200_000),
        converted_by: by.to_owned(),
    })
}

#[tokio::test]
async fn a_lead_becomes_an_application_of_its_people_once() {
    let desk = desk().await;
    let leads = LeadGrpc::new(desk.core.state.clone());
    // Anna is a customer already (7); her co-applicant is new to the register.
    let mut request = create_request("SE", "198112289874", "Anna", "Svensson");
    request.data.as_mut().unwrap().co_applicant = Some(Applicant {
        pni: "197703150123".into(),
        first_name: "Lars".into(),
        last_name: "Ek".into(),
    });
    let lead = create(&leads, request).await;
    let mut conn = desk.core.conn().await;
    execute(&mut conn, "DELETE FROM zrm_outbox").await;

    let application = desk
        .applications
        .convert_lead(convert(lead.lead_id, &desk.maja))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(application.lead_id, Some(lead.lead_id));
    assert_eq!(application.substatus(), ApplicationSubstatus::Draft);
    assert_eq!(application.loan_purpose(), LoanPurpose::Refinance);
    assert_eq!(application.mortgage_loan_amount, Some(3_200_000));
    assert_eq!(application.assignee_id.as_deref(), Some(desk.maja.as_str()));
    let registered = desk.kdlt.customer_with_pni("197703150123").unwrap();
    let applicants: Vec<(ApplicantRole, String, String)> = application
        .applicants
        .iter()
        .map(|a| (a.role(), a.customer_id.clone(), a.first_name.clone()))
        .collect();
    assert_eq!(
        applicants,
        vec![
            (ApplicantRole::MainApplicant, "7".into(), "Anna".into()),
            (
                ApplicantRole::CoApplicant,
                registered.customer_id.clone(),
                "Lars".into()
            ),
        ]
    );
    // The registration is on the converting employee's name in the register's audit.
    assert!(desk.kdlt.asked_by().contains(&desk.maja));

    let converted = leads
        .get_lead(Request::new(zrm_proto::core::v1::GetLeadRequest {
            lead_id: lead.lead_id,
        }))
        .await
        .unwrap()
        .into_inner();
    assert!(converted.handled);
    let events = outbox_events(&mut conn).await;
    let kinds: Vec<&str> = events.iter().map(|(kind, _)| kind.as_str()).collect();
    assert_eq!(kinds, ["core.lead.handled", "core.application.created"]);
    let handled: LeadHandled = decode(&events[0].1);
    assert_eq!((handled.lead_id, handled.handled), (lead.lead_id, true));
    let created: ApplicationCreated = decode(&events[1].1);
    assert_eq!(created.application_id, application.application_id);
    assert_eq!(created.lead_id, Some(lead.lead_id));

    // A second conversion (a double click, another advisor) creates nothing.
    let twice = desk
        .applications
        .convert_lead(convert(lead.lead_id, &desk.anna))
        .await
        .unwrap_err();
    assert_eq!(twice.code(), Code::FailedPrecondition);
    assert_eq!(twice.message(), "The lead is handled already");
    let count: i64 = {
        use diesel_async::RunQueryDsl;
        diesel::sql_query("SELECT count(*) AS n FROM applications WHERE lead_id = $1")
            .bind::<diesel::sql_types::BigInt, _>(lead.lead_id)
            .get_result::<Count>(&mut conn)
            .await
            .unwrap()
            .n
    };
    assert_eq!(count, 1);
    desk.core.cleanup().await;
    desk.kdlt.stop();
}

#[derive(diesel::QueryableByName)]
struct Count {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    n: i64,
}

#[tokio::test]
async fn failed_unknown_and_malformed_conversions_are_refused() {
    let desk = desk().await;
    let leads = LeadGrpc::new(desk.core.state.clone());
    let mut failed = create_request("SE", "198112289874", "Anna", "Svensson");
    failed.create_source = Some(CreateSource {
        r#type: "online_form".into(),
        error: Some("credit check unavailable".into()),
    });
    let failed = create(&leads, failed).await;
    let refused = desk
        .applications
        .convert_lead(convert(failed.lead_id, &desk.maja))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::FailedPrecondition);
    assert!(
        refused.message().contains("reprocess it"),
        "{}",
        refused.message()
    );

    let unknown = desk
        .applications
        .convert_lead(convert(999_999, &desk.maja))
        .await
        .unwrap_err();
    assert_eq!(unknown.code(), Code::NotFound);

    let mut no_purpose = convert(failed.lead_id, &desk.maja);
    no_purpose.get_mut().loan_purpose = LoanPurpose::Unspecified.into();
    let invalid = desk
        .applications
        .convert_lead(no_purpose)
        .await
        .unwrap_err();
    assert_eq!(invalid.code(), Code::InvalidArgument);
    assert_eq!(field_of(&invalid), "loan_purpose");
    // Nobody was registered by the refused conversions.
    assert!(desk.kdlt.customer_with_pni("197703150123").is_none());
    desk.core.cleanup().await;
    desk.kdlt.stop();
}
