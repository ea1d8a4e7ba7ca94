//! Lead assignment and its `core.lead.assigned` event, in one transaction.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use tonic::{Code, Request};
use uuid::Uuid;
use zrm_core::leads::grpc::service::LeadGrpc;
use zrm_core::seed::do_seed;
use zrm_proto::core::v1::lead_service_server::LeadService;
use zrm_proto::core::v1::{AssignLeadRequest, GetLeadRequest, LeadAssigned, ListLeadsRequest};

use crate::support::leads::{assign, create, create_request, employee_id, ids, list, list_request};
use crate::support::{Core, decode, execute, outbox_events};

#[tokio::test]
async fn assign_sets_the_assignee_and_emits_exactly_one_event() {
    let core = Core::without_mail().await;
    let leads = LeadGrpc::new(core.state.clone());
    do_seed(&core.db.pool, 0).await.unwrap();
    let erik = employee_id(&core, "erik.sales@zrm.example").await;
    let lead = create(
        &leads,
        create_request("SE", "198112289874", "Anna", "Svensson"),
    )
    .await;
    let mut conn = core.conn().await;
    execute(&mut conn, "DELETE FROM zrm_outbox").await;

    let assigned_by = Uuid::new_v4();
    let assigned = leads
        .assign_lead(Request::new(AssignLeadRequest {
            lead_id: lead.lead_id,
            assignee_id: erik.to_string(),
            assigned_by: assigned_by.to_string(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(assigned.assignee_id, Some(erik.to_string()));
    assert_eq!(assigned.assignee_name.as_deref(), Some("Erik Lind"));

    let events = outbox_events(&mut conn).await;
    assert_eq!(events.len(), 1);
    assert_eq!(events[0].0, "core.lead.assigned");
    let event: LeadAssigned = decode(&events[0].1);
    assert_eq!(event.lead_id, lead.lead_id);
    assert_eq!(event.assignee_id, erik.to_string());
    assert_eq!(event.assigned_by, assigned_by.to_string());
    assert_eq!(event.applicant_name, "Anna Svensson");

    // The same assignment again changes nothing and notifies no one.
    assign(&leads, lead.lead_id, erik).await.unwrap();
    assert_eq!(outbox_events(&mut conn).await.len(), 1);

    // Deactivated and unknown assignees are refused without an event.
    execute(
        &mut conn,
        "UPDATE employees SET deactivated = true WHERE email = 'maja.team@zrm.example'",
    )
    .await;
    let maja = employee_id(&core, "maja.team@zrm.example").await;
    let status = assign(&leads, lead.lead_id, maja).await.unwrap_err();
    assert_eq!(status.code(), Code::FailedPrecondition);
    assert_eq!(status.message(), "Assignee is deactivated");
    let status = assign(&leads, lead.lead_id, Uuid::new_v4())
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::NotFound);
    assert_eq!(status.message(), "Assignee not found");
    let status = assign(&leads, lead.lead_id + 1000, erik).await.unwrap_err();
    assert_eq!(status.code(), Code::NotFound);
    assert_eq!(outbox_events(&mut conn).await.len(), 1);
    drop(conn);
    core.cleanup().await;
}

#[tokio::test]
async fn change_and_event_roll_back_together() {
    let core = Core::without_mail().await;
    let leads = LeadGrpc::new(core.state.clone());
    do_seed(&core.db.pool, 0).await.unwrap();
    let erik = employee_id(&core, "erik.sales@zrm.example").await;
    let lead = create(
        &leads,
        create_request("SE", "198112289874", "Anna", "Svensson"),
    )
    .await;
    let mut conn = core.conn().await;

    // From here on the outbox refuses every row, so each write fails after the lead change.
    execute(
        &mut conn,
        "ALTER TABLE zrm_outbox ADD CONSTRAINT refuse_all CHECK (false) NOT VALID",
    )
    .await;

    let status = assign(&leads, lead.lead_id, erik).await.unwrap_err();
    assert_eq!(status.code(), Code::Internal);
    assert_eq!(status.message(), "Something went wrong");
    let unchanged = leads
        .get_lead(Request::new(GetLeadRequest {
            lead_id: lead.lead_id,
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(unchanged.assignee_id, None);

    let status = leads
        .create_lead(Request::new(create_request(
            "SE",
            "198112289874",
            "Nils",
            "Nilsson",
        )))
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::Internal);
    let everything = list(
        &leads,
        ListLeadsRequest {
            include_failed: true,
            include_handled: true,
            ..list_request(1, 25)
        },
    )
    .await;
    assert_eq!(ids(&everything), vec![lead.lead_id]);
    assert_eq!(
        outbox_events(&mut conn).await.len(),
        1,
        "only the first lead's event"
    );
    drop(conn);
    core.cleanup().await;
}
