//! LeadService create and get against a real database.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use tonic::{Code, Request};
use zrm_core::leads::grpc::service::LeadGrpc;
use zrm_proto::core::v1::lead_service_server::LeadService;
use zrm_proto::core::v1::{Applicant, GetLeadRequest, LeadCreated};

use crate::support::leads::{create, create_request, field_of, list, list_request};
use crate::support::{Core, decode, outbox_events};

#[tokio::test]
async fn create_then_get_returns_the_normalised_lead_and_records_the_event() {
    let core = Core::without_mail().await;
    let leads = LeadGrpc::new(core.state.clone());

    let mut request = create_request("SE", "198112289874", "Anna", "Svensson");
    if let Some(data) = request.data.as_mut() {
        data.co_applicant = Some(Applicant {
            pni: "811228-9874".into(),
            first_name: "Nils".into(),
            last_name: "Svensson".into(),
        });
    }
    let created = create(&leads, request).await;
    assert!(created.lead_id > 0);
    assert_eq!(created.source, "ONLINE_LEAD");
    assert_eq!(
        zrm_platform::grpc::common::country_code(created.country),
        "SE"
    );
    let data = created.data.clone().unwrap();
    assert_eq!(data.applicant.unwrap().pni, "19811228-9874");
    assert_eq!(data.co_applicant.unwrap().pni, "19811228-9874");
    assert!(!created.handled);
    assert!(created.reprocessable);
    assert_eq!(created.assignee_id, None);

    let fetched = leads
        .get_lead(Request::new(GetLeadRequest {
            lead_id: created.lead_id,
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(fetched, created);

    let mut conn = core.conn().await;
    let events = outbox_events(&mut conn).await;
    assert_eq!(events.len(), 1);
    assert_eq!(events[0].0, "core.lead.created");
    let event: LeadCreated = decode(&events[0].1);
    assert_eq!(event.lead_id, created.lead_id);
    assert_eq!(
        (
            event.source.as_str(),
            zrm_platform::grpc::common::country_code(event.country)
        ),
        ("ONLINE_LEAD", "SE")
    );
    drop(conn);
    core.cleanup().await;
}

#[tokio::test]
async fn invalid_input_names_the_field_and_stores_nothing() {
    let core = Core::without_mail().await;
    let leads = LeadGrpc::new(core.state.clone());

    let cases = [
        (
            create_request("SE", "198112289875", "Anna", "Svensson"),
            "data.applicant.pni",
        ),
        (
            create_request("NO", "198112289874", "Anna", "Svensson"),
            "data.applicant.pni",
        ),
        (
            create_request("DK", "198112289874", "Anna", "Svensson"),
            "country",
        ),
        (
            create_request("SE", "198112289874", "", "Svensson"),
            "data.applicant.first_name",
        ),
    ];
    for (request, field) in cases {
        let status = leads.create_lead(Request::new(request)).await.unwrap_err();
        assert_eq!(status.code(), Code::InvalidArgument);
        assert_eq!(field_of(&status), field);
        assert!(
            !status.message().contains("19811228"),
            "no personal id in errors"
        );
    }

    let mut conn = core.conn().await;
    assert!(outbox_events(&mut conn).await.is_empty());
    drop(conn);
    let empty = list(&leads, list_request(1, 25)).await;
    assert_eq!(empty.page.unwrap().total, 0);
    core.cleanup().await;
}

#[tokio::test]
async fn unknown_lead_is_not_found() {
    let core = Core::without_mail().await;
    let leads = LeadGrpc::new(core.state.clone());
    let status = leads
        .get_lead(Request::new(GetLeadRequest { lead_id: 4242 }))
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::NotFound);
    assert_eq!(status.message(), "Lead not found");
    core.cleanup().await;
}

/// Two replicas drawing id blocks from the one sequence, creating more leads than a block holds,
/// concurrently: every lead gets its own id and exactly one event naming it.
#[tokio::test]
async fn replicas_creating_concurrently_never_share_an_id_and_each_lead_has_its_event() {
    let core = Core::without_mail().await;
    let mut replica = (*core.state).clone();
    replica.lead_ids = std::sync::Arc::new(zrm_core::ids::DrawnIds::leads());
    let replicas = [
        LeadGrpc::new(core.state.clone()),
        LeadGrpc::new(std::sync::Arc::new(replica)),
    ];
    let per_replica = usize::try_from(zrm_core::ids::BLOCK_SIZE).unwrap() + 20;
    let creations = replicas.iter().flat_map(|leads| {
        (0..per_replica).map(move |_| {
            create(
                leads,
                create_request("SE", "198112289874", "Anna", "Svensson"),
            )
        })
    });
    let created = futures_util::future::join_all(creations).await;

    let mut ids: Vec<i64> = created.iter().map(|lead| lead.lead_id).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), 2 * per_replica, "an id was handed out twice");

    let mut conn = core.conn().await;
    let mut event_ids: Vec<i64> = outbox_events(&mut conn)
        .await
        .iter()
        .map(|(_, payload)| decode::<LeadCreated>(payload).lead_id)
        .collect();
    event_ids.sort_unstable();
    assert_eq!(event_ids, ids, "one event per lead, naming it");
    drop(conn);
    core.cleanup().await;
}

/// The lead and its event are one statement: when the database refuses the lead, no event is
/// left behind (the checks in core would refuse this lead before; the database is the last word).
#[tokio::test]
async fn a_lead_the_database_refuses_leaves_no_event() {
    use diesel_async::RunQueryDsl;
    use zrm_core::leads::insert_with_event::InsertLeadWithEvent;
    use zrm_core::leads::rows::{LeadRow, NewLeadRow};
    use zrm_platform::outbox::PendingEvent;

    let core = Core::without_mail().await;
    let mut conn = core.conn().await;
    let lead = NewLeadRow {
        source: "ONLINE_LEAD",
        create_source_type: "online_form",
        create_source_error: None,
        country: "DK",
        applicant_pni: "198112289874",
        applicant_first_name: "Anna",
        applicant_last_name: "Svensson",
        co_applicant_pni: None,
        co_applicant_first_name: None,
        co_applicant_last_name: None,
    };
    let event = PendingEvent::new("core.lead.created", &LeadCreated::default());
    let refused = InsertLeadWithEvent::new(1_000_000, &lead, &event)
        .get_result::<LeadRow>(&mut conn)
        .await;
    assert!(refused.is_err(), "the country check refuses DK");
    assert!(outbox_events(&mut conn).await.is_empty());
    drop(conn);
    core.cleanup().await;
}
