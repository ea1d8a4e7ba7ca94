//! The lead list: filters, paging, totals and ordering, against a real database.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use tonic::{Code, Request};
use uuid::Uuid;
use zrm_core::leads::grpc::service::LeadGrpc;
use zrm_core::seed::do_seed;
use zrm_proto::common::v1::Country;
use zrm_proto::core::v1::ListLeadsRequest;
use zrm_proto::core::v1::lead_service_server::LeadService;

use crate::support::leads::{
    assign, create, create_request, employee_id, field_of, ids, list, list_request, norwegian_pni,
};
use crate::support::{Core, execute};

#[tokio::test]
async fn list_filters_pages_and_counts_newest_first() {
    let core = Core::without_mail().await;
    let leads = LeadGrpc::new(core.state.clone());
    let report = do_seed(&core.db.pool, 0).await.unwrap();
    assert_eq!(report.employees, 5);
    let mut conn = core.conn().await;

    // 12 leads: #0-#2 failed, #3-#5 handled, #6 failed and handled, #7-#8 assigned, rest plain.
    let mut created = Vec::new();
    for index in 0..12 {
        let mut request =
            create_request("NO", &norwegian_pni(), "Kari", &format!("Nordmann{index}"));
        if index < 3 || index == 6 {
            request.create_source.as_mut().unwrap().error =
                Some("Applicant not found in population register".into());
        }
        created.push(create(&leads, request).await.lead_id);
    }
    let handled: Vec<String> = [3, 4, 5, 6]
        .iter()
        .map(|i| created[*i].to_string())
        .collect();
    execute(
        &mut conn,
        &format!(
            "UPDATE leads SET handled = true WHERE lead_id IN ({})",
            handled.join(",")
        ),
    )
    .await;
    let assignee = employee_id(&core, "erik.sales@zrm.example").await;
    for index in [7, 8] {
        assign(&leads, created[index], assignee).await.unwrap();
    }
    let newest_first = |indexes: &[usize]| -> Vec<i64> {
        let mut wanted: Vec<i64> = indexes.iter().map(|i| created[*i]).collect();
        wanted.sort_unstable_by(|a, b| b.cmp(a));
        wanted
    };

    let default = list(&leads, list_request(1, 25)).await;
    assert_eq!(ids(&default), newest_first(&[7, 8, 9, 10, 11]));
    assert_eq!(default.page.unwrap().total, 5);
    let assigned = default
        .leads
        .iter()
        .find(|l| l.lead_id == created[7])
        .unwrap();
    assert_eq!(assigned.assignee_id, Some(assignee.to_string()));
    assert!(
        !assigned
            .assignee_name
            .clone()
            .unwrap_or_default()
            .is_empty()
    );

    let with_failed = list(
        &leads,
        ListLeadsRequest {
            include_failed: true,
            ..list_request(1, 25)
        },
    )
    .await;
    assert_eq!(ids(&with_failed), newest_first(&[0, 1, 2, 7, 8, 9, 10, 11]));
    assert_eq!(with_failed.page.unwrap().total, 8);
    let failed = with_failed
        .leads
        .iter()
        .find(|l| l.lead_id == created[0])
        .unwrap();
    assert_eq!(
        failed.create_source.clone().unwrap().error.as_deref(),
        Some("Applicant not found in population register")
    );

    let with_handled = list(
        &leads,
        ListLeadsRequest {
            include_handled: true,
            ..list_request(1, 25)
        },
    )
    .await;
    assert_eq!(
        ids(&with_handled),
        newest_first(&[3, 4, 5, 7, 8, 9, 10, 11])
    );

    let everything = list(
        &leads,
        ListLeadsRequest {
            include_failed: true,
            include_handled: true,
            ..list_request(1, 25)
        },
    )
    .await;
    assert_eq!(everything.page.unwrap().total, 12);
    assert_eq!(ids(&everything), newest_first(&(0..12).collect::<Vec<_>>()));

    let unassigned = list(
        &leads,
        ListLeadsRequest {
            unassigned_only: true,
            ..list_request(1, 25)
        },
    )
    .await;
    assert_eq!(ids(&unassigned), newest_first(&[9, 10, 11]));

    let mine = list(
        &leads,
        ListLeadsRequest {
            assignee_id: Some(assignee.to_string()),
            ..list_request(1, 25)
        },
    )
    .await;
    assert_eq!(ids(&mine), newest_first(&[7, 8]));
    let someone_else = list(
        &leads,
        ListLeadsRequest {
            assignee_id: Some(Uuid::new_v4().to_string()),
            ..list_request(1, 25)
        },
    )
    .await;
    assert_eq!(someone_else.page.unwrap().total, 0);

    // Paging over all 12: 5 + 5 + 2, totals constant, no overlap.
    let all = newest_first(&(0..12).collect::<Vec<_>>());
    for (page, expected) in [
        (1u32, &all[0..5]),
        (2, &all[5..10]),
        (3, &all[10..12]),
        (4, &all[12..]),
    ] {
        let response = list(
            &leads,
            ListLeadsRequest {
                include_failed: true,
                include_handled: true,
                ..list_request(page, 5)
            },
        )
        .await;
        assert_eq!(ids(&response), expected.to_vec(), "page {page}");
        assert_eq!(
            {
                let page = response.page.unwrap();
                (page.total, page.page, page.limit)
            },
            (12, page, 5)
        );
    }

    for (request, field) in [
        (list_request(1, 7), "limit"),
        (list_request(1, 0), "limit"),
        (list_request(1, 100), "limit"),
        (list_request(0, 25), "page"),
        (
            ListLeadsRequest {
                assignee_id: Some("me".into()),
                ..list_request(1, 25)
            },
            "assignee_id",
        ),
        (
            ListLeadsRequest {
                country: Some(0),
                ..list_request(1, 25)
            },
            "country",
        ),
    ] {
        let status = leads.list_leads(Request::new(request)).await.unwrap_err();
        assert_eq!(status.code(), Code::InvalidArgument);
        assert_eq!(field_of(&status), field);
    }
    drop(conn);
    core.cleanup().await;
}

#[tokio::test]
async fn a_country_lists_its_own_leads_only() {
    let core = Core::without_mail().await;
    let leads = LeadGrpc::new(core.state.clone());
    let norwegian = create(
        &leads,
        create_request("NO", &norwegian_pni(), "Kari", "Nordmann"),
    )
    .await;
    let swedish = create(
        &leads,
        create_request("SE", "811228-9874", "Anna", "Svensson"),
    )
    .await;
    let in_country = |country: Country| ListLeadsRequest {
        country: Some(country.into()),
        ..list_request(1, 25)
    };
    let sweden = list(&leads, in_country(Country::Se)).await;
    assert_eq!(ids(&sweden), [swedish.lead_id]);
    assert_eq!(sweden.page.unwrap().total, 1);
    let norway = list(&leads, in_country(Country::No)).await;
    assert_eq!(ids(&norway), [norwegian.lead_id]);
    let everywhere = list(&leads, list_request(1, 25)).await;
    assert_eq!(ids(&everywhere), [swedish.lead_id, norwegian.lead_id]);
    core.cleanup().await;
}
