//! Marking a lead handled and not handled again: each only from the other state, with its
//! `core.lead.handled` event in the same transaction.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use tonic::{Code, Request};
use uuid::Uuid;
use zrm_core::leads::grpc::service::LeadGrpc;
use zrm_proto::core::v1::lead_service_server::LeadService;
use zrm_proto::core::v1::{LeadHandled, SetLeadHandledRequest};

use crate::support::leads::{create, create_request};
use crate::support::{Core, decode, execute, outbox_events};

fn set(lead_id: i64, handled: bool, by: Uuid) -> Request<SetLeadHandledRequest> {
    Request::new(SetLeadHandledRequest {
        lead_id,
        handled,
        changed_by: by.to_string(),
    })
}

#[tokio::test]
async fn a_lead_is_handled_and_unhandled_once_each_way_with_its_event() {
    let core = Core::without_mail().await;
    let leads = LeadGrpc::new(core.state.clone());
    let lead = create(
        &leads,
        create_request("SE", "198112289874", "Anna", "Svensson"),
    )
    .await;
    assert!(!lead.handled);
    let mut conn = core.conn().await;
    execute(&mut conn, "DELETE FROM zrm_outbox").await;
    let advisor = Uuid::new_v4();

    let handled = leads
        .set_lead_handled(set(lead.lead_id, true, advisor))
        .await
        .unwrap()
        .into_inner();
    assert!(handled.handled);
    let twice = leads
        .set_lead_handled(set(lead.lead_id, true, advisor))
        .await
        .unwrap_err();
    assert_eq!(twice.code(), Code::FailedPrecondition);
    assert_eq!(twice.message(), "The lead is handled already");

    let reopened = leads
        .set_lead_handled(set(lead.lead_id, false, advisor))
        .await
        .unwrap()
        .into_inner();
    assert!(!reopened.handled);
    let again = leads
        .set_lead_handled(set(lead.lead_id, false, advisor))
        .await
        .unwrap_err();
    assert_eq!(again.message(), "The lead is not handled");

    let events = outbox_events(&mut conn).await;
    let kinds: Vec<&str> = events.iter().map(|(kind, _)| kind.as_str()).collect();
    assert_eq!(kinds, ["core.lead.handled", "core.lead.handled"]);
    let first: LeadHandled = decode(&events[0].1);
    assert_eq!(
        (first.lead_id, first.handled, first.changed_by.as_str()),
        (lead.lead_id, true, advisor.to_string().as_str())
    );

    let unknown = leads
        .set_lead_handled(set(999_999, true, advisor))
        .await
        .unwrap_err();
    assert_eq!(unknown.code(), Code::NotFound);
    core.cleanup().await;
}
