//! Applications fetched by id (in the order asked, unknown ones and ones of the other country
//! left out), one customer's applications newest first, and the search box's applications of the
//! people a text names, against a real Postgres.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use tonic::{Code, Request};
use zrm_proto::common::v1::{Country, PageRequest};
use zrm_proto::core::v1::application_service_server::ApplicationService;
use zrm_proto::core::v1::{
    ApplicantRole, ApplicationKey, GetApplicationsRequest, ListCustomerApplicationsRequest,
    SearchApplicationsRequest,
};

use crate::support::desk::{create, create_request, desk};
use crate::support::leads::field_of;

fn key(application_id: i64, country: Country) -> ApplicationKey {
    ApplicationKey {
        application_id,
        country: country.into(),
    }
}

#[tokio::test]
async fn applications_by_id_and_by_customer() {
    let desk = desk().await;
    let both = create(&desk).await;
    let anna_alone = desk
        .applications
        .create_application(Request::new(create_request(
            &desk.erik,
            &[(ApplicantRole::MainApplicant, "7")],
        )))
        .await
        .unwrap()
        .into_inner();

    let fetched = desk
        .applications
        .get_applications(Request::new(GetApplicationsRequest {
            applications: vec![
                key(anna_alone.application_id, Country::Se),
                key(both.application_id + 1000, Country::Se),
                key(both.application_id, Country::No),
                key(both.application_id, Country::Se),
            ],
        }))
        .await
        .unwrap()
        .into_inner();
    let ids: Vec<i64> = fetched
        .applications
        .iter()
        .map(|application| application.application_id)
        .collect();
    assert_eq!(ids, [anna_alone.application_id, both.application_id]);
    assert_eq!(fetched.applications[1].applicants.len(), 2);
    assert_eq!(fetched.applications[1].applicants[1].first_name, "Olle");

    let too_many = desk
        .applications
        .get_applications(Request::new(GetApplicationsRequest {
            applications: (1..=101).map(|id| key(id, Country::Se)).collect(),
        }))
        .await
        .unwrap_err();
    assert_eq!(too_many.code(), Code::InvalidArgument);
    assert_eq!(field_of(&too_many), "application_ids");

    // Anna (7) is on both, newest first; Olle (9) on one.
    let of = |customer_id: i64, limit: u32| ListCustomerApplicationsRequest {
        customer_id,
        page: Some(PageRequest { page: 1, limit }),
    };
    let anna: Vec<i64> = desk
        .applications
        .list_customer_applications(Request::new(of(7, 25)))
        .await
        .unwrap()
        .into_inner()
        .applications
        .iter()
        .map(|application| application.application_id)
        .collect();
    assert_eq!(anna, [anna_alone.application_id, both.application_id]);
    // Page sizes are the lists' own (5, 10, 25, 50).
    let odd = desk
        .applications
        .list_customer_applications(Request::new(of(7, 1)))
        .await
        .unwrap_err();
    assert_eq!(field_of(&odd), "limit");
    let olle = desk
        .applications
        .list_customer_applications(Request::new(of(9, 25)))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(olle.applications.len(), 1);
    assert_eq!(olle.applications[0].application_id, both.application_id);
    let refused = desk
        .applications
        .list_customer_applications(Request::new(of(0, 25)))
        .await
        .unwrap_err();
    assert_eq!(field_of(&refused), "customer_id");
    desk.kdlt.stop();
    desk.core.cleanup().await;
}

#[tokio::test]
async fn the_search_box_finds_the_applications_of_the_people_a_text_names() {
    let desk = desk().await;
    let both = create(&desk).await;
    let anna_alone = desk
        .applications
        .create_application(Request::new(create_request(
            &desk.erik,
            &[(ApplicantRole::MainApplicant, "7")],
        )))
        .await
        .unwrap()
        .into_inner();
    let search = |text: &str, limit: u32| SearchApplicationsRequest {
        text: text.into(),
        page: Some(PageRequest { page: 1, limit }),
    };
    let found = |response: zrm_proto::core::v1::SearchApplicationsResponse| {
        (
            response
                .applications
                .iter()
                .map(|application| application.application_id)
                .collect::<Vec<_>>(),
            response.total,
        )
    };

    // Both Svenssons: each application once, newest first, with the total.
    let svensson = desk
        .applications
        .search_applications(Request::new(search("svensson", 25)))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(
        found(svensson),
        (vec![anna_alone.application_id, both.application_id], 2)
    );
    let first_page = desk
        .applications
        .search_applications(Request::new(search("svensson", 5)))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(first_page.limit, 5);
    // Olle's personal id: only the application he is on.
    let olle = desk
        .applications
        .search_applications(Request::new(search("198501012383", 25)))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(found(olle), (vec![both.application_id], 1));
    let nobody = desk
        .applications
        .search_applications(Request::new(search("Nilsson", 25)))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(found(nobody), (vec![], 0));

    let refused = desk
        .applications
        .search_applications(Request::new(search(" a ", 25)))
        .await
        .unwrap_err();
    assert_eq!(field_of(&refused), "text");
    desk.kdlt.stop();
    desk.core.cleanup().await;
}
