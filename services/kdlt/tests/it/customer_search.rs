//! The search box's side of the register against a real Postgres: the start of a first or last
//! name (b-tree indexes) and, when no name starts with the text, a part of one (trigram index),
//! phone numbers as people type them, the ids another register's search asks for, and
//! the reason of an employee's lookup kept on each view.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use tonic::Request;
use zrm_domain::Page;
use zrm_kdlt::customers::grpc::service::CustomerGrpc;
use zrm_kdlt::customers::storage::find_audit_rows_by_customer_id_newest_first;
use zrm_platform::grpc::status::field_of;
use zrm_proto::common::v1::{Country, PageRequest};
use zrm_proto::kdlt::v1::customer_service_server::CustomerService;
use zrm_proto::kdlt::v1::{
    CustomerSearchKey, FindCustomerIdsRequest, FoundCustomerIds, SearchCustomersRequest,
};

use crate::support;

use crate::support::{ADMIN, customer, eva, with_request_id};

fn searching(key: CustomerSearchKey, value: &str) -> SearchCustomersRequest {
    SearchCustomersRequest {
        key: key.into(),
        value: value.into(),
        page: Some(PageRequest { page: 1, limit: 25 }),
        requested_by: String::new(),
        reason: String::new(),
    }
}

async fn found(grpc: &CustomerGrpc, key: CustomerSearchKey, value: &str) -> Vec<String> {
    grpc.search_customers(Request::new(searching(key, value)))
        .await
        .unwrap()
        .into_inner()
        .customers
        .into_iter()
        .map(|customer| customer.customer_id)
        .collect()
}

async fn find_ids(grpc: &CustomerGrpc, text: &str, limit: u32) -> FoundCustomerIds {
    grpc.find_customer_ids(Request::new(FindCustomerIdsRequest {
        text: text.into(),
        limit,
    }))
    .await
    .unwrap()
    .into_inner()
}

/// Eva (Sweden), and Ola Lindgren-Berg (Norway), registered in that order.
async fn two_customers(grpc: &CustomerGrpc) -> (String, String) {
    let eva = grpc
        .create_customer(Request::new(eva()))
        .await
        .unwrap()
        .into_inner();
    let ola = grpc
        .create_customer(Request::new(zrm_proto::kdlt::v1::CreateCustomerRequest {
            phone_number: Some("+4791234567".into()),
            ..customer(Country::No, "01019012480", "Ola", "Lindgren-Berg")
        }))
        .await
        .unwrap()
        .into_inner();
    (eva.customer_id, ola.customer_id)
}

#[tokio::test]
async fn a_name_is_found_by_its_start_in_any_case_and_order_else_by_a_part() {
    let (db, state) = support::start().await;
    let grpc = CustomerGrpc::new(state);
    let (eva, ola) = two_customers(&grpc).await;
    let maja = grpc
        .create_customer(Request::new(customer(
            Country::Se,
            "19900101-0017",
            "Maja",
            "Berglund",
        )))
        .await
        .unwrap()
        .into_inner()
        .customer_id;

    assert_eq!(
        found(&grpc, CustomerSearchKey::Name, "LINDGREN").await,
        [eva.clone(), ola.clone()]
    );
    for typed in [
        "eva lind",
        "  Eva   Lindgren ",
        "lindgren eva",
        "lindgren e",
    ] {
        assert_eq!(
            found(&grpc, CustomerSearchKey::Name, typed).await,
            std::slice::from_ref(&eva),
            "{typed}"
        );
    }
    assert_eq!(
        found(&grpc, CustomerSearchKey::Name, "ol").await,
        std::slice::from_ref(&ola)
    );
    // Ola's "Lindgren-Berg" holds "berg" too, but a name starting with it is what people mean.
    assert_eq!(
        found(&grpc, CustomerSearchKey::Name, "berg").await,
        std::slice::from_ref(&maja)
    );
    // No name starts with these: a part inside one is looked for next.
    assert_eq!(
        found(&grpc, CustomerSearchKey::Name, "n-b").await,
        std::slice::from_ref(&ola)
    );
    assert_eq!(
        found(&grpc, CustomerSearchKey::Name, "lund").await,
        std::slice::from_ref(&maja)
    );
    assert_eq!(find_ids(&grpc, "n-berg", 10).await.pnis, ["01019012480"]);
    // LIKE's wildcards are literal.
    assert!(found(&grpc, CustomerSearchKey::Name, "%%").await.is_empty());
    assert!(
        found(&grpc, CustomerSearchKey::Name, "e_a")
            .await
            .is_empty()
    );

    // One letter would match most of the register: like a partial key, it finds nothing.
    assert!(found(&grpc, CustomerSearchKey::Name, "e").await.is_empty());
    assert!(
        found(&grpc, CustomerSearchKey::Name, &"e".repeat(101))
            .await
            .is_empty()
    );
    db.cleanup().await.unwrap();
}

#[tokio::test]
async fn a_phone_number_is_found_as_people_type_it() {
    let (db, state) = support::start().await;
    let grpc = CustomerGrpc::new(state);
    let (eva, ola) = two_customers(&grpc).await;

    for typed in ["+46701234567", "070-123 45 67", "0046 70 123 45 67"] {
        assert_eq!(
            found(&grpc, CustomerSearchKey::PhoneNumber, typed).await,
            std::slice::from_ref(&eva),
            "{typed}"
        );
    }
    assert_eq!(
        found(&grpc, CustomerSearchKey::PhoneNumber, "912 34 567").await,
        std::slice::from_ref(&ola)
    );
    assert!(
        found(&grpc, CustomerSearchKey::PhoneNumber, "070-123")
            .await
            .is_empty()
    );
    db.cleanup().await.unwrap();
}

#[tokio::test]
async fn another_registers_search_gets_the_ids_and_personal_ids_newest_first() {
    let (db, state) = support::start().await;
    let grpc = CustomerGrpc::new(state);
    let (eva, ola) = two_customers(&grpc).await;
    let id = |text: &String| text.parse::<i64>().unwrap();

    let by_name = find_ids(&grpc, "lindgren", 10).await;
    assert_eq!(by_name.customer_ids, [id(&ola), id(&eva)]);
    assert_eq!(by_name.pnis, ["01019012480", "198112189876"]);
    assert!(!by_name.more);

    let first = find_ids(&grpc, "lindgren", 1).await;
    assert_eq!(first.customer_ids, [id(&ola)]);
    assert!(first.more);

    assert_eq!(
        find_ids(&grpc, "19811218-9876", 10).await.customer_ids,
        [id(&eva)]
    );
    assert_eq!(
        find_ids(&grpc, "070 123 45 67", 10).await.customer_ids,
        [id(&eva)]
    );
    assert!(find_ids(&grpc, "nobody", 10).await.customer_ids.is_empty());

    for (text, limit, field) in [
        ("x", 10, "text"),
        ("lindgren", 0, "limit"),
        ("lindgren", 201, "limit"),
    ] {
        let refused = grpc
            .find_customer_ids(Request::new(FindCustomerIdsRequest {
                text: text.into(),
                limit,
            }))
            .await
            .unwrap_err();
        assert_eq!(field_of(&refused), Some(field), "{text} {limit}");
    }
    db.cleanup().await.unwrap();
}

#[tokio::test]
async fn an_employees_search_names_a_reason_and_each_view_keeps_it() {
    let (db, state) = support::start().await;
    let grpc = CustomerGrpc::new(state);
    let (eva, _) = two_customers(&grpc).await;

    let without = SearchCustomersRequest {
        requested_by: ADMIN.into(),
        ..searching(CustomerSearchKey::Pni, "811218-9876")
    };
    let refused = grpc
        .search_customers(with_request_id(without.clone(), "req-no-reason"))
        .await
        .unwrap_err();
    assert_eq!(field_of(&refused), Some("reason"));
    let unknown = SearchCustomersRequest {
        reason: "CURIOSITY".into(),
        ..without.clone()
    };
    let refused = grpc
        .search_customers(with_request_id(unknown, "req-bad-reason"))
        .await
        .unwrap_err();
    assert_eq!(field_of(&refused), Some("reason"));

    let with_reason = SearchCustomersRequest {
        reason: "CUSTOMER_CONTACT".into(),
        ..without
    };
    let page = grpc
        .search_customers(with_request_id(with_reason, "req-lookup"))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(page.customers.len(), 1);

    let mut conn = db.pool.get().await.unwrap();
    let audit = find_audit_rows_by_customer_id_newest_first(
        &mut conn,
        eva.parse().unwrap(),
        Page::parse(1, 25).unwrap(),
    )
    .await
    .unwrap()
    .0;
    let view = &audit[0];
    assert_eq!(
        (
            view.action.as_str(),
            view.actor.as_str(),
            view.request_id.as_str(),
            view.reason.as_deref()
        ),
        ("viewed", ADMIN, "req-lookup", Some("CUSTOMER_CONTACT"))
    );
    // The refused searches left no view behind.
    assert_eq!(audit.iter().filter(|row| row.action == "viewed").count(), 1);
    db.cleanup().await.unwrap();
}

/// 2,400 customers registered in turn as "Anna Bergström" and "Anna Olsen": 1,200 Bergströms.
async fn many_bergstroms(db: &zrm_platform::testing::TestDatabase) -> Vec<i64> {
    use diesel::prelude::*;
    use diesel_async::RunQueryDsl;
    let mut conn = db.pool.get().await.unwrap();
    diesel::sql_query(
        "INSERT INTO customers (country, pni, first_name, last_name) \
         SELECT 'SE', lpad(n::text, 12, '0'), 'Anna', \
                CASE WHEN n % 2 = 0 THEN 'Bergström' ELSE 'Olsen' END \
         FROM generate_series(1, 2400) AS n",
    )
    .execute(&mut conn)
    .await
    .unwrap();
    zrm_kdlt::schema::customers::table
        .filter(zrm_kdlt::schema::customers::last_name.eq("Bergström"))
        .select(zrm_kdlt::schema::customers::customer_id)
        .order(zrm_kdlt::schema::customers::customer_id)
        .load(&mut conn)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_name_matching_more_than_a_thousand_counts_to_the_cap_and_pages_in_order() {
    let (db, state) = support::start().await;
    let grpc = CustomerGrpc::new(state);
    let bergstroms = many_bergstroms(&db).await;
    assert_eq!(bergstroms.len(), 1200);
    let ids = |page: &[zrm_proto::kdlt::v1::Customer]| -> Vec<i64> {
        page.iter()
            .map(|c| c.customer_id.parse().unwrap())
            .collect()
    };

    for (page, expected) in [(1, &bergstroms[..25]), (3, &bergstroms[50..75])] {
        let found = grpc
            .search_customers(Request::new(SearchCustomersRequest {
                page: Some(PageRequest { page, limit: 25 }),
                ..searching(CustomerSearchKey::Name, "BERGSTR")
            }))
            .await
            .unwrap()
            .into_inner();
        assert_eq!(ids(&found.customers), expected, "page {page}");
        let info = found.page.unwrap();
        assert_eq!((info.total, info.total_is_lower_bound), (1000, true));
    }
    // Past the counted thousand the pages still hold the rest.
    let last = grpc
        .search_customers(Request::new(SearchCustomersRequest {
            page: Some(PageRequest {
                page: 24,
                limit: 50,
            }),
            ..searching(CustomerSearchKey::Name, "bergström")
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(ids(&last.customers), &bergstroms[1150..]);

    // A text matching fewer counts exactly.
    two_customers(&grpc).await;
    let lindgren = grpc
        .search_customers(Request::new(searching(CustomerSearchKey::Name, "lindgren")))
        .await
        .unwrap()
        .into_inner()
        .page
        .unwrap();
    assert_eq!((lindgren.total, lindgren.total_is_lower_bound), (2, false));

    // Another register's search gets the newest 200 of them, and is told there are more.
    let newest = find_ids(&grpc, "bergström", 200).await;
    let mut expected: Vec<i64> = bergstroms.iter().rev().take(200).copied().collect();
    assert_eq!(newest.customer_ids, expected);
    assert!(newest.more);
    expected.truncate(5);
    assert_eq!(find_ids(&grpc, "bergström", 5).await.customer_ids, expected);
    db.cleanup().await.unwrap();
}
