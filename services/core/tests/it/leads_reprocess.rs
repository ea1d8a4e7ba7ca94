//! Reprocessing leads: the intake checks run again on each stored submission, one transaction
//! per lead, with a `core.lead.reprocessed` event for each lead that passes.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use tonic::Code;
use zrm_core::leads::grpc::service::LeadGrpc;
use zrm_core::schema::leads as leads_table;
use zrm_proto::core::v1::{
    CreateLeadRequest, LeadReprocessed, ReprocessResult, ReprocessStatus,
    ReprocessSubmissionsResponse,
};

use crate::support::leads::{create, create_request, field_of, get, reprocess};
use crate::support::{Core, decode, execute, outbox_events};

const INVALID_SE_PNI: &str = "198112289875";

fn failed_request(pni: &str, error: &str) -> CreateLeadRequest {
    let mut request = create_request("SE", pni, "Anna", "Svensson");
    if let Some(source) = request.create_source.as_mut() {
        source.error = Some(error.into());
    }
    request
}

/// (lead id, status, error) of every result, in order.
fn outcomes(response: &ReprocessSubmissionsResponse) -> Vec<(i64, ReprocessStatus, Option<&str>)> {
    response
        .results
        .iter()
        .map(|result: &ReprocessResult| (result.lead_id, result.status(), result.error.as_deref()))
        .collect()
}

/// Changes a stored lead behind core's back, as a submission stored before a rule changed would be.
async fn update_lead(conn: &mut diesel_async::AsyncPgConnection, lead_id: i64, assignments: &str) {
    execute(
        conn,
        &format!("UPDATE leads SET {assignments} WHERE lead_id = {lead_id}"),
    )
    .await;
}

#[tokio::test]
async fn a_failed_lead_with_valid_data_is_cleared_with_exactly_one_event() {
    let core = Core::without_mail().await;
    let leads = LeadGrpc::new(core.state.clone());
    let lead = create(
        &leads,
        failed_request("198112289874", "Credit check timed out"),
    )
    .await;
    assert_eq!(
        lead.create_source.as_ref().unwrap().error.as_deref(),
        Some("Credit check timed out")
    );
    let mut conn = core.conn().await;
    // Stored as an older intake might have left it: display form, untrimmed name.
    execute(
        &mut conn,
        &format!(
            "UPDATE leads SET applicant_pni = '19811228-9874', applicant_first_name = ' Anna ' \
             WHERE lead_id = {}",
            lead.lead_id
        ),
    )
    .await;
    execute(&mut conn, "DELETE FROM zrm_outbox").await;

    let response = reprocess(&leads, vec![lead.lead_id]).await.unwrap();
    assert_eq!(
        outcomes(&response),
        vec![(lead.lead_id, ReprocessStatus::Reprocessed, None)]
    );

    let reprocessed = get(&leads, lead.lead_id).await;
    assert_eq!(reprocessed.create_source.unwrap().error, None);
    let applicant = reprocessed.data.unwrap().applicant.unwrap();
    assert_eq!(applicant.first_name, "Anna");
    let stored_pni: String = leads_table::table
        .find(lead.lead_id)
        .select(leads_table::applicant_pni)
        .first(&mut conn)
        .await
        .unwrap();
    assert_eq!(stored_pni, "198112289874", "written back canonical");

    let events = outbox_events(&mut conn).await;
    assert_eq!(events.len(), 1);
    assert_eq!(events[0].0, "core.lead.reprocessed");
    let event: LeadReprocessed = decode(&events[0].1);
    assert_eq!(event.lead_id, lead.lead_id);
    assert_eq!(event.source, "ONLINE_LEAD");
    assert_eq!(event.country, i32::from(zrm_proto::common::v1::Country::Se));
    assert!(uuid::Uuid::parse_str(&event.reprocessed_by).is_ok());
    drop(conn);
    core.cleanup().await;
}

#[tokio::test]
async fn an_invalid_stored_personal_id_fails_and_is_stored_as_the_error() {
    let core = Core::without_mail().await;
    let leads = LeadGrpc::new(core.state.clone());
    let failed = create(
        &leads,
        failed_request("198112289874", "Credit check timed out"),
    )
    .await;
    let clean = create(
        &leads,
        create_request("SE", "198112289874", "Nils", "Nilsson"),
    )
    .await;
    let mut conn = core.conn().await;
    execute(
        &mut conn,
        &format!(
            "UPDATE leads SET applicant_pni = '{INVALID_SE_PNI}' WHERE lead_id IN ({}, {})",
            failed.lead_id, clean.lead_id
        ),
    )
    .await;
    execute(&mut conn, "DELETE FROM zrm_outbox").await;

    let response = reprocess(&leads, vec![failed.lead_id, clean.lead_id])
        .await
        .unwrap();
    let expected = "data.applicant.pni: Not a valid personal id number for SE";
    assert_eq!(
        outcomes(&response),
        vec![
            (failed.lead_id, ReprocessStatus::Failed, Some(expected)),
            (clean.lead_id, ReprocessStatus::Failed, Some(expected)),
        ]
    );
    assert!(
        !expected.contains(INVALID_SE_PNI),
        "never echoes the number"
    );
    for lead_id in [failed.lead_id, clean.lead_id] {
        let lead = get(&leads, lead_id).await;
        assert_eq!(lead.create_source.unwrap().error.as_deref(), Some(expected));
    }
    assert!(outbox_events(&mut conn).await.is_empty());
    drop(conn);
    core.cleanup().await;
}

#[tokio::test]
async fn handled_unreprocessable_and_unknown_leads_are_left_alone() {
    let core = Core::without_mail().await;
    let leads = LeadGrpc::new(core.state.clone());
    let handled = create(&leads, failed_request("198112289874", "Timed out")).await;
    let fixed = create(&leads, failed_request("198112289874", "Timed out")).await;
    let mut conn = core.conn().await;
    update_lead(&mut conn, handled.lead_id, "handled = true").await;
    update_lead(&mut conn, fixed.lead_id, "reprocessable = false").await;
    execute(&mut conn, "DELETE FROM zrm_outbox").await;
    let unknown = fixed.lead_id + 1000;

    let response = reprocess(&leads, vec![handled.lead_id, fixed.lead_id, unknown])
        .await
        .unwrap();
    assert_eq!(
        outcomes(&response),
        vec![
            (
                handled.lead_id,
                ReprocessStatus::Skipped,
                Some("Lead is handled")
            ),
            (
                fixed.lead_id,
                ReprocessStatus::Skipped,
                Some("Lead is not reprocessable")
            ),
            (unknown, ReprocessStatus::Failed, Some("Lead not found")),
        ]
    );
    for lead_id in [handled.lead_id, fixed.lead_id] {
        let lead = get(&leads, lead_id).await;
        assert_eq!(
            lead.create_source.unwrap().error.as_deref(),
            Some("Timed out")
        );
    }
    assert!(outbox_events(&mut conn).await.is_empty());
    drop(conn);
    core.cleanup().await;
}

#[tokio::test]
async fn a_mixed_batch_reports_every_lead_once_in_order() {
    let core = Core::without_mail().await;
    let leads = LeadGrpc::new(core.state.clone());
    let good = create(&leads, failed_request("198112289874", "Timed out")).await;
    let bad = create(&leads, failed_request("198112289874", "Timed out")).await;
    let handled = create(&leads, failed_request("198112289874", "Timed out")).await;
    let mut conn = core.conn().await;
    update_lead(
        &mut conn,
        bad.lead_id,
        &format!("applicant_pni = '{INVALID_SE_PNI}'"),
    )
    .await;
    update_lead(&mut conn, handled.lead_id, "handled = true").await;
    execute(&mut conn, "DELETE FROM zrm_outbox").await;
    let unknown = handled.lead_id + 1000;

    let response = reprocess(
        &leads,
        vec![
            unknown,
            good.lead_id,
            bad.lead_id,
            good.lead_id,
            handled.lead_id,
        ],
    )
    .await
    .unwrap();
    let statuses: Vec<(i64, ReprocessStatus)> = outcomes(&response)
        .into_iter()
        .map(|(lead_id, status, _)| (lead_id, status))
        .collect();
    assert_eq!(
        statuses,
        vec![
            (unknown, ReprocessStatus::Failed),
            (good.lead_id, ReprocessStatus::Reprocessed),
            (bad.lead_id, ReprocessStatus::Failed),
            (handled.lead_id, ReprocessStatus::Skipped),
        ],
        "the repeated id is reprocessed once"
    );
    assert_eq!(
        get(&leads, good.lead_id).await.create_source.unwrap().error,
        None
    );
    let events = outbox_events(&mut conn).await;
    assert_eq!(events.len(), 1);
    let event: LeadReprocessed = decode(&events[0].1);
    assert_eq!(event.lead_id, good.lead_id);
    drop(conn);
    core.cleanup().await;
}

#[tokio::test]
async fn empty_over_limit_and_non_positive_lists_are_refused() {
    let core = Core::without_mail().await;
    let leads = LeadGrpc::new(core.state.clone());
    let lead = create(&leads, failed_request("198112289874", "Timed out")).await;
    let mut conn = core.conn().await;
    execute(&mut conn, "DELETE FROM zrm_outbox").await;

    let mut over_limit: Vec<i64> = (1..=100).map(|n| lead.lead_id + n).collect();
    over_limit.push(lead.lead_id);
    for lead_ids in [vec![], over_limit, vec![lead.lead_id, -1]] {
        let status = reprocess(&leads, lead_ids).await.unwrap_err();
        assert_eq!(status.code(), Code::InvalidArgument);
        assert_eq!(field_of(&status), "lead_ids");
    }
    let exactly_max: Vec<i64> = (0..100).map(|n| lead.lead_id + n).collect();
    let response = reprocess(&leads, exactly_max).await.unwrap();
    assert_eq!(response.results.len(), 100);
    assert_eq!(response.results[0].status(), ReprocessStatus::Reprocessed);

    assert_eq!(outbox_events(&mut conn).await.len(), 1);
    drop(conn);
    core.cleanup().await;
}

#[tokio::test]
async fn a_lead_whose_transaction_fails_rolls_back_alone() {
    let core = Core::without_mail().await;
    let leads = LeadGrpc::new(core.state.clone());
    let passing = create(&leads, failed_request("198112289874", "Timed out")).await;
    let failing = create(&leads, failed_request("198112289874", "Timed out")).await;
    let mut conn = core.conn().await;
    update_lead(
        &mut conn,
        failing.lead_id,
        &format!("applicant_pni = '{INVALID_SE_PNI}'"),
    )
    .await;
    // From here on the outbox refuses every row, so a passing lead's event cannot be written.
    execute(
        &mut conn,
        "ALTER TABLE zrm_outbox ADD CONSTRAINT refuse_all CHECK (false) NOT VALID",
    )
    .await;

    let response = reprocess(&leads, vec![passing.lead_id, failing.lead_id])
        .await
        .unwrap();
    assert_eq!(
        outcomes(&response),
        vec![
            (
                passing.lead_id,
                ReprocessStatus::Failed,
                Some("Something went wrong")
            ),
            (
                failing.lead_id,
                ReprocessStatus::Failed,
                Some("data.applicant.pni: Not a valid personal id number for SE")
            ),
        ]
    );
    let unchanged = get(&leads, passing.lead_id).await;
    assert_eq!(
        unchanged.create_source.unwrap().error.as_deref(),
        Some("Timed out"),
        "the clearing rolled back with the event"
    );
    drop(conn);
    core.cleanup().await;
}
