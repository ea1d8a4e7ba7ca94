//! The customer register against a real Postgres: create, get, update and search, with the audit
//! written in the same transaction and bad input refused with its field named.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use tonic::{Code, Request};
use zrm_domain::Page;
use zrm_kdlt::customers::grpc::service::CustomerGrpc;
use zrm_kdlt::customers::storage::find_audit_rows_by_customer_id_newest_first;
use zrm_platform::grpc::status::field_of;
use zrm_proto::common::v1::{Country, PageRequest};
use zrm_proto::kdlt::v1::customer_service_server::CustomerService;
use zrm_proto::kdlt::v1::{
    CreateCustomerRequest, CustomerSearchKey, GetCustomerNameByPniRequest, GetCustomerRequest,
    SearchCustomersRequest, UpdateCustomerRequest,
};

use crate::support;

use crate::support::{ADMIN, eva, with_request_id};

async fn start() -> (zrm_platform::testing::TestDatabase, CustomerGrpc) {
    let (db, state) = support::start().await;
    (db, CustomerGrpc::new(state))
}

async fn search(grpc: &CustomerGrpc, key: CustomerSearchKey, value: &str) -> Vec<String> {
    grpc.search_customers(Request::new(SearchCustomersRequest {
        key: key.into(),
        value: value.into(),
        page: Some(PageRequest { page: 1, limit: 25 }),
        requested_by: String::new(),
        reason: String::new(),
    }))
    .await
    .unwrap()
    .into_inner()
    .customers
    .into_iter()
    .map(|customer| customer.customer_id)
    .collect()
}

#[tokio::test]
async fn created_customers_are_normalised_audited_and_unique_per_country() {
    let (db, grpc) = start().await;
    let created = grpc
        .create_customer(with_request_id(eva(), "req-create"))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(created.pni, "198112189876");
    assert_eq!(created.first_name, "Eva");
    assert_eq!(created.country, i32::from(Country::Se));

    let fetched = grpc
        .get_customer(Request::new(GetCustomerRequest {
            customer_id: created.customer_id.clone(),
            requested_by: String::new(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(fetched, created);

    let id: i64 = created.customer_id.parse().unwrap();
    let mut conn = db.pool.get().await.unwrap();
    let audit =
        find_audit_rows_by_customer_id_newest_first(&mut conn, id, Page::parse(1, 25).unwrap())
            .await
            .unwrap()
            .0;
    assert_eq!(audit.len(), 1);
    assert_eq!(
        (
            audit[0].action.as_str(),
            audit[0].actor.as_str(),
            audit[0].request_id.as_str()
        ),
        ("created", ADMIN, "req-create")
    );
    drop(conn);

    // The same person in another written form is the same personal id.
    let mut again = eva();
    again.pni = "198112189876".into();
    let status = grpc.create_customer(Request::new(again)).await.unwrap_err();
    assert_eq!(status.code(), Code::AlreadyExists);
    assert_eq!(field_of(&status), Some("pni"));
    db.cleanup().await.unwrap();
}

#[tokio::test]
async fn bad_input_names_its_field_and_writes_nothing() {
    let (db, grpc) = start().await;
    type Spoil = Box<dyn Fn(&mut CreateCustomerRequest)>;
    let cases: Vec<(&str, Spoil)> = vec![
        ("pni", Box::new(|r| r.pni = "811218-9875".into())),
        ("country", Box::new(|r| r.country = 0)),
        ("first_name", Box::new(|r| r.first_name = "  ".into())),
        ("last_name", Box::new(|r| r.last_name = "x".repeat(101))),
        (
            "phone_number",
            Box::new(|r| r.phone_number = Some("0701234567".into())),
        ),
        ("email", Box::new(|r| r.email = Some("eva@".into()))),
        ("requested_by", Box::new(|r| r.requested_by = String::new())),
    ];
    for (field, spoil) in cases {
        let mut request = eva();
        spoil(&mut request);
        let status = grpc
            .create_customer(Request::new(request))
            .await
            .unwrap_err();
        assert_eq!(status.code(), Code::InvalidArgument, "{field}");
        assert_eq!(field_of(&status), Some(field));
    }
    assert!(
        search(&grpc, CustomerSearchKey::SverkerId, "SV-1001")
            .await
            .is_empty()
    );

    let status = grpc
        .get_customer(Request::new(GetCustomerRequest {
            customer_id: "12345".into(),
            requested_by: String::new(),
        }))
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::NotFound);
    let status = grpc
        .get_customer(Request::new(GetCustomerRequest {
            customer_id: "abc".into(),
            requested_by: String::new(),
        }))
        .await
        .unwrap_err();
    assert_eq!(field_of(&status), Some("customer_id"));
    db.cleanup().await.unwrap();
}

#[tokio::test]
async fn updates_change_only_what_differs_with_one_audit_row_per_field() {
    let (db, grpc) = start().await;
    let created = grpc
        .create_customer(Request::new(eva()))
        .await
        .unwrap()
        .into_inner();
    let update = UpdateCustomerRequest {
        customer_id: created.customer_id.clone(),
        first_name: Some("Eva".into()),
        last_name: Some("Berg".into()),
        phone_number: Some(String::new()),
        email: None,
        requested_by: "7e57a1b2-0000-4000-8000-000000000001".into(),
    };
    let updated = grpc
        .update_customer(with_request_id(update.clone(), "req-update"))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(updated.last_name, "Berg");
    assert_eq!(updated.phone_number, "");
    assert_eq!(updated.email, created.email);
    let at = |t: Option<prost_types::Timestamp>| t.map(|t| (t.seconds, t.nanos));
    assert!(at(updated.updated_at) > at(created.updated_at));

    let id: i64 = created.customer_id.parse().unwrap();
    let mut conn = db.pool.get().await.unwrap();
    let page = Page::parse(1, 25).unwrap();
    let (audit, _) = find_audit_rows_by_customer_id_newest_first(&mut conn, id, page)
        .await
        .unwrap();
    let changes: Vec<_> = audit
        .iter()
        .filter(|row| row.action == "updated")
        .map(|row| {
            (
                row.field.clone().unwrap(),
                row.old_value.clone(),
                row.new_value.clone(),
                row.request_id.clone(),
            )
        })
        .collect();
    assert_eq!(
        changes,
        vec![
            (
                "phone_number".into(),
                Some("+46701234567".into()),
                None,
                "req-update".into()
            ),
            (
                "last_name".into(),
                Some("Lindgren".into()),
                Some("Berg".into()),
                "req-update".into()
            ),
        ]
    );

    // The same update again changes nothing and writes no audit row.
    grpc.update_customer(Request::new(update)).await.unwrap();
    let (again, _) = find_audit_rows_by_customer_id_newest_first(&mut conn, id, page)
        .await
        .unwrap();
    assert_eq!(again.len(), audit.len());
    drop(conn);

    let status = grpc
        .update_customer(Request::new(UpdateCustomerRequest {
            customer_id: "999999".into(),
            requested_by: ADMIN.into(),
            ..Default::default()
        }))
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::NotFound);
    db.cleanup().await.unwrap();
}

#[tokio::test]
async fn search_needs_the_full_value_of_its_key() {
    let (db, grpc) = start().await;
    let created = grpc
        .create_customer(Request::new(eva()))
        .await
        .unwrap()
        .into_inner();
    let mut norwegian = eva();
    norwegian.country = Country::No.into();
    norwegian.pni = "01019012480".into();
    norwegian.sverker_id = None;
    norwegian.phone_number = Some("+4791234567".into());
    let other = grpc
        .create_customer(Request::new(norwegian))
        .await
        .unwrap()
        .into_inner();
    let eva_id = vec![created.customer_id.clone()];

    assert_eq!(
        search(&grpc, CustomerSearchKey::Pni, "19811218-9876").await,
        eva_id
    );
    assert_eq!(
        search(&grpc, CustomerSearchKey::Pni, "01019012480").await,
        vec![other.customer_id.clone()]
    );
    assert_eq!(
        search(&grpc, CustomerSearchKey::PhoneNumber, "+46701234567").await,
        eva_id
    );
    assert_eq!(
        search(&grpc, CustomerSearchKey::SverkerId, "SV-1001").await,
        eva_id
    );
    assert_eq!(
        search(&grpc, CustomerSearchKey::Id, &created.customer_id).await,
        eva_id
    );
    // E-mail without regard to case: both customers share the address.
    assert_eq!(
        search(&grpc, CustomerSearchKey::Email, "eva.lindgren@example.SE").await,
        vec![created.customer_id.clone(), other.customer_id.clone()]
    );
    // A value that is no id finds nothing, as an unknown one.
    assert!(search(&grpc, CustomerSearchKey::Id, "abc").await.is_empty());
    // A partial value finds nothing.
    for (key, partial) in [
        (CustomerSearchKey::Pni, "811218"),
        (CustomerSearchKey::PhoneNumber, "+4670123"),
        (CustomerSearchKey::Email, "eva.lindgren"),
        (CustomerSearchKey::SverkerId, "SV-10"),
    ] {
        assert!(search(&grpc, key, partial).await.is_empty(), "{partial}");
    }

    let status = grpc
        .search_customers(Request::new(SearchCustomersRequest {
            key: CustomerSearchKey::Unspecified.into(),
            value: "x".into(),
            page: Some(PageRequest { page: 1, limit: 25 }),
            requested_by: String::new(),
            reason: String::new(),
        }))
        .await
        .unwrap_err();
    assert_eq!(field_of(&status), Some("key"));
    db.cleanup().await.unwrap();
}

#[tokio::test]
async fn names_are_found_by_id_and_by_personal_id() {
    let (db, grpc) = start().await;
    let created = grpc
        .create_customer(Request::new(eva()))
        .await
        .unwrap()
        .into_inner();
    let by_id = grpc
        .get_customer_name(Request::new(GetCustomerRequest {
            customer_id: created.customer_id.clone(),
            requested_by: String::new(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(
        (by_id.first_name.as_str(), by_id.last_name.as_str()),
        ("Eva", "Lindgren")
    );
    let by_pni = |pni: &str| {
        grpc.get_customer_name_by_pni(Request::new(GetCustomerNameByPniRequest {
            pni: pni.into(),
        }))
    };
    assert_eq!(by_pni("8112189876").await.unwrap().into_inner(), by_id);
    assert_eq!(
        by_pni("19900101-0017").await.unwrap_err().code(),
        Code::NotFound
    );
    let status = by_pni("12345").await.unwrap_err();
    assert_eq!(
        (status.code(), field_of(&status)),
        (Code::InvalidArgument, Some("pni"))
    );
    let status = grpc
        .get_customer_name(Request::new(GetCustomerRequest {
            customer_id: "424242".into(),
            requested_by: String::new(),
        }))
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::NotFound);
    db.cleanup().await.unwrap();
}
