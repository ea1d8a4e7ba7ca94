//! An application's property against a real Postgres: created once, replaced under its version,
//! every change in the history and on the outbox; bad input names its field; a valuation
//! provider that cannot be reached is a clear refusal. Core's tests reach no simulator (the crate
//! boundaries keep the sandbox out of the services): valuing against the sandbox's simulator, and
//! dropping the valuation when the address moves, are asserted by
//! gateway/tests/stack_mortgage_desk.rs on the running stack.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use tonic::{Code, Request};
use zrm_core::property::grpc::PropertyGrpc;
use zrm_proto::common::v1::Country;
use zrm_proto::core::v1::application_service_server::ApplicationService;
use zrm_proto::core::v1::property_service_server::PropertyService;
use zrm_proto::core::v1::{
    ApplicationUpdated, GetPropertyRequest, ListApplicationEventsRequest, Property, PropertyType,
    SaveProperty, ValuatePropertyRequest,
};

use crate::support::desk::{Desk, create, desk};
use crate::support::leads::field_of;
use crate::support::{decode, outbox_events};

fn storgatan(desk: &Desk, application_id: i64) -> SaveProperty {
    SaveProperty {
        application_id,
        country: Country::Se.into(),
        version: 0,
        property_type: PropertyType::Apartment.into(),
        street_address: " Storgatan 1 ".to_owned(),
        postal_code: "114 55".to_owned(),
        city: "Stockholm".to_owned(),
        living_area_m2: Some(68),
        estimated_value: Some(5_300_000),
        monthly_fee: Some(3_900),
        saved_by: desk.erik.clone(),
    }
}

fn valuate(desk: &Desk, application_id: i64) -> Request<ValuatePropertyRequest> {
    Request::new(ValuatePropertyRequest {
        application_id,
        country: Country::Se.into(),
        requested_by: desk.anna.clone(),
    })
}

async fn history_kinds(desk: &Desk, application_id: i64) -> Vec<String> {
    desk.applications
        .list_application_events(Request::new(ListApplicationEventsRequest {
            application_id,
            country: Country::Se.into(),
            page: None,
        }))
        .await
        .unwrap()
        .into_inner()
        .events
        .into_iter()
        .map(|event| event.kind)
        .collect()
}

#[tokio::test]
async fn a_property_is_created_once_and_replaced_under_its_version() {
    let desk = desk().await;
    let property = PropertyGrpc::new(desk.core.state.clone());
    let application = create(&desk).await;
    let id = application.application_id;

    let missing = property
        .get_property(Request::new(GetPropertyRequest {
            application_id: id,
            country: Country::Se.into(),
        }))
        .await
        .unwrap_err();
    assert_eq!(missing.code(), Code::NotFound);
    assert_eq!(missing.message(), "The application has no property yet");

    let created: Property = property
        .create_property(Request::new(storgatan(&desk, id)))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(created.version, 1);
    assert_eq!(created.street_address, "Storgatan 1");
    assert_eq!(created.postal_code, "11455");
    assert_eq!(created.monthly_fee, Some(3_900));
    assert!(created.valuation.is_none());

    let again = property
        .create_property(Request::new(storgatan(&desk, id)))
        .await
        .unwrap_err();
    assert_eq!(again.code(), Code::AlreadyExists);

    let mut fee = storgatan(&desk, id);
    fee.version = 1;
    fee.monthly_fee = Some(4_100);
    let changed = property
        .update_property(Request::new(fee.clone()))
        .await
        .unwrap()
        .into_inner();
    assert_eq!((changed.version, changed.monthly_fee), (2, Some(4_100)));
    // The same fields again change nothing and record nothing; a stale version is refused.
    fee.version = 2;
    let same = property
        .update_property(Request::new(fee.clone()))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(same.version, 2);
    fee.version = 1;
    let stale = property
        .update_property(Request::new(fee))
        .await
        .unwrap_err();
    assert_eq!(stale.code(), Code::Aborted);

    let read = property
        .get_property(Request::new(GetPropertyRequest {
            application_id: id,
            country: Country::Se.into(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(read.monthly_fee, Some(4_100));
    assert_eq!(read.living_area_m2, Some(68));

    assert_eq!(
        history_kinds(&desk, id).await[..2],
        ["property_saved", "property_saved"]
    );
    let mut conn = desk.core.conn().await;
    let updates: Vec<Vec<String>> = outbox_events(&mut conn)
        .await
        .into_iter()
        .filter(|(kind, _)| kind == "core.application.updated")
        .map(|(_, payload)| decode::<ApplicationUpdated>(&payload).fields)
        .collect();
    assert_eq!(
        updates,
        [vec!["property".to_owned()], vec!["property".to_owned()]]
    );
    drop(conn);
    desk.kdlt.stop();
    desk.core.cleanup().await;
}

/// Makes one field of a good request bad.
type Spoil = fn(&mut SaveProperty);

#[tokio::test]
async fn bad_property_input_names_the_field_and_unknown_ids_are_not_found() {
    let desk = desk().await;
    let property = PropertyGrpc::new(desk.core.state.clone());
    let application = create(&desk).await;
    let id = application.application_id;
    let cases: [(&str, Spoil); 7] = [
        ("property_type", |save| save.property_type = 0),
        ("street_address", |save| {
            save.street_address = "  ".to_owned()
        }),
        ("postal_code", |save| save.postal_code = "0150".to_owned()),
        ("city", |save| save.city = "x".repeat(101)),
        ("living_area_m2", |save| save.living_area_m2 = Some(0)),
        ("estimated_value", |save| save.estimated_value = Some(-1)),
        ("monthly_fee", |save| save.monthly_fee = Some(1_000_001)),
    ];
    for (field, spoil) in cases {
        let mut save = storgatan(&desk, id);
        spoil(&mut save);
        let refused = property
            .create_property(Request::new(save))
            .await
            .unwrap_err();
        assert_eq!(refused.code(), Code::InvalidArgument, "{field}");
        assert_eq!(field_of(&refused), field);
    }
    let postal = {
        let mut save = storgatan(&desk, id);
        save.postal_code = "1145".to_owned();
        property
            .create_property(Request::new(save))
            .await
            .unwrap_err()
    };
    assert_eq!(postal.message(), "Must be five digits, e.g. 114 55");

    // Nothing was stored by the refusals; an unknown application or one of the other country
    // is not found, and a property that does not exist cannot be updated.
    for (application_id, country) in [(id + 1000, Country::Se), (id, Country::No)] {
        let mut save = storgatan(&desk, application_id);
        save.country = country.into();
        save.postal_code = if country == Country::No {
            "0150"
        } else {
            "11455"
        }
        .to_owned();
        let unknown = property
            .create_property(Request::new(save))
            .await
            .unwrap_err();
        assert_eq!(unknown.code(), Code::NotFound);
    }
    let mut update = storgatan(&desk, id);
    update.version = 1;
    let none = property
        .update_property(Request::new(update))
        .await
        .unwrap_err();
    assert_eq!(none.code(), Code::NotFound);
    // The provider down is a clear 503-style refusal, not an internal error.
    property
        .create_property(Request::new(storgatan(&desk, id)))
        .await
        .unwrap();
    let down = property
        .valuate_property(valuate(&desk, id))
        .await
        .unwrap_err();
    assert_eq!(down.code(), Code::Unavailable);
    desk.kdlt.stop();
    desk.core.cleanup().await;
}
