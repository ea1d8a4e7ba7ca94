//! The search drawer's Leads tab against a real database: a personal id in any form finds the
//! leads of that applicant or co-applicant; other text the start of a first or last name or, when
//! no name starts with it, a part of one, case-insensitively and literally; newest first and paged.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use tonic::{Code, Request};
use zrm_core::leads::grpc::service::LeadGrpc;
use zrm_proto::common::v1::PageRequest;
use zrm_proto::core::v1::lead_service_server::LeadService;
use zrm_proto::core::v1::{Applicant, ListLeadsResponse, SearchLeadsRequest};

use crate::support::Core;
use crate::support::leads::{create, create_request, ids, norwegian_pni};

async fn search(
    leads: &LeadGrpc,
    text: &str,
    limit: u32,
) -> Result<ListLeadsResponse, tonic::Status> {
    leads
        .search_leads(Request::new(SearchLeadsRequest {
            text: text.into(),
            page: Some(PageRequest { page: 1, limit }),
        }))
        .await
        .map(tonic::Response::into_inner)
}

#[tokio::test]
async fn leads_are_found_by_personal_id_or_the_start_of_a_name_else_a_part() {
    let core = Core::without_mail().await;
    let leads = LeadGrpc::new(core.state.clone());
    let kari = norwegian_pni();
    let first = create(&leads, create_request("NO", &kari, "Kari", "Nordmann")).await;
    let mut shared = create_request("NO", &norwegian_pni(), "Ola", "Berg");
    shared.data.as_mut().unwrap().co_applicant = Some(Applicant {
        pni: kari.clone(),
        first_name: "Kari".into(),
        last_name: "Nordmann".into(),
    });
    let second = create(&leads, shared).await;
    let other = create(
        &leads,
        create_request("SE", "811228-9874", "Per", "Holm_50%"),
    )
    .await;

    // Either applicant, newest first; the Swedish number in its short form too.
    let by_pni = search(&leads, &format!(" {kari} "), 25).await.unwrap();
    assert_eq!(ids(&by_pni), vec![second.lead_id, first.lead_id]);
    let short_form = search(&leads, "811228-9874", 25).await.unwrap();
    assert_eq!(ids(&short_form), vec![other.lead_id]);

    let by_name = search(&leads, "NORDMA", 5).await.unwrap();
    assert_eq!(ids(&by_name), vec![second.lead_id, first.lead_id]);
    assert_eq!(by_name.page.unwrap().total, 2);
    // Applicants and co-applicants alike, "first last" or "last first".
    for typed in ["kari", "nordmann  kari", "Kari Nord"] {
        let found = search(&leads, typed, 25).await.unwrap();
        assert_eq!(ids(&found), vec![second.lead_id, first.lead_id], "{typed}");
    }
    for typed in ["ola b", "berg ola"] {
        let found = search(&leads, typed, 25).await.unwrap();
        assert_eq!(ids(&found), vec![second.lead_id], "{typed}");
    }
    // A name starting with the text is what people mean; a part inside a name only when none does.
    let stenholm = create(
        &leads,
        create_request("NO", &norwegian_pni(), "Eva", "Stenholm"),
    )
    .await;
    let holm = search(&leads, "holm", 25).await.unwrap();
    assert_eq!(ids(&holm), vec![other.lead_id]);
    let inside = search(&leads, "enhol", 25).await.unwrap();
    assert_eq!(ids(&inside), vec![stenholm.lead_id]);
    let inside_either = search(&leads, "ordman", 25).await.unwrap();
    assert_eq!(ids(&inside_either), vec![second.lead_id, first.lead_id]);
    let literal = search(&leads, "_50%", 25).await.unwrap();
    assert_eq!(
        ids(&literal),
        vec![other.lead_id],
        "wildcards match themselves"
    );
    assert!(search(&leads, "%%", 25).await.unwrap().leads.is_empty());

    let short = search(&leads, " k ", 25).await.unwrap_err();
    assert_eq!(short.code(), Code::InvalidArgument);
}

#[tokio::test]
async fn a_phone_number_finds_the_leads_of_the_customers_kdlt_holds_with_it() {
    let kari = norwegian_pni();
    let kdlt = support::kdlt::KdltStandIn::start(vec![zrm_proto::kdlt::v1::Customer {
        phone_number: "+4791234567".into(),
        ..support::kdlt::customer(5, &kari, "Kari", "Nordmann")
    }])
    .await;
    let core = Core::start_with("http://127.0.0.1:9", &kdlt.url).await;
    let leads = LeadGrpc::new(core.state.clone());
    let hers = create(&leads, create_request("NO", &kari, "Kari", "Nordmann")).await;
    create(
        &leads,
        create_request("NO", &norwegian_pni(), "Ola", "Berg"),
    )
    .await;

    // The stand-in compares the E.164 form core sends on: kdlt normalises what was typed.
    let found = search(&leads, "+4791234567", 25).await.unwrap();
    assert_eq!(ids(&found), vec![hers.lead_id]);
    assert!(
        search(&leads, "+4799999999", 25)
            .await
            .unwrap()
            .leads
            .is_empty()
    );
    kdlt.stop();
    core.cleanup().await;
}

#[tokio::test]
async fn a_name_matching_more_than_a_thousand_counts_to_the_cap_and_pages_newest_first() {
    use diesel::prelude::*;
    use diesel_async::RunQueryDsl;
    use zrm_core::schema::leads as lead;
    let core = Core::without_mail().await;
    let leads = LeadGrpc::new(core.state.clone());
    // 2,400 leads, every other one of a Larsson, registered in an order unlike their ages (37 is
    // coprime to 2,400, so the ages are a permutation).
    let mut conn = core.db.pool.get().await.unwrap();
    diesel::sql_query(
        "INSERT INTO leads (created_at, source, create_source_type, country, applicant_pni, \
                            applicant_first_name, applicant_last_name) \
         SELECT now() - make_interval(mins => n * 37 % 2400), 'web', 'form', 'SE', \
                lpad(n::text, 12, '0'), 'Anna', \
                CASE WHEN n % 2 = 0 THEN 'Larsson' ELSE 'Holm' END \
         FROM generate_series(1, 2400) AS n",
    )
    .execute(&mut conn)
    .await
    .unwrap();
    let newest_first: Vec<i64> = lead::table
        .filter(lead::applicant_last_name.eq("Larsson"))
        .order((lead::created_at.desc(), lead::lead_id.desc()))
        .select(lead::lead_id)
        .load(&mut conn)
        .await
        .unwrap();
    drop(conn);
    assert_eq!(newest_first.len(), 1200);

    for (page, expected) in [(1, &newest_first[..50]), (4, &newest_first[150..200])] {
        let found = leads
            .search_leads(Request::new(SearchLeadsRequest {
                text: "LARSS".into(),
                page: Some(PageRequest { page, limit: 50 }),
            }))
            .await
            .unwrap()
            .into_inner();
        assert_eq!(ids(&found), expected, "page {page}");
        let info = found.page.unwrap();
        assert_eq!((info.total, info.total_is_lower_bound), (1000, true));
    }
    let past_the_count = leads
        .search_leads(Request::new(SearchLeadsRequest {
            text: "larsson".into(),
            page: Some(PageRequest {
                page: 24,
                limit: 50,
            }),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(ids(&past_the_count), &newest_first[1150..]);

    // Fewer matches are counted exactly.
    let kari = create(
        &leads,
        create_request("NO", &norwegian_pni(), "Kari", "Larssen"),
    )
    .await;
    let narrow = search(&leads, "kari larss", 25).await.unwrap();
    assert_eq!(ids(&narrow), vec![kari.lead_id]);
    let info = narrow.page.unwrap();
    assert_eq!((info.total, info.total_is_lower_bound), (1, false));
    core.cleanup().await;
}
