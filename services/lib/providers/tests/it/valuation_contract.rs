//! Contract tests: the property valuation client against the sandbox's simulator over real
//! HTTP — known and unknown addresses, scripted outcomes, validation errors, a wrong key, timeouts.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::checks_common::*;
use chrono::NaiveDate;
use serde_json::{Value, json};
use zrm_domain::Country;
use zrm_providers::valuation::{
    ConfidenceLevel, HttpPropertyValuation, PropertyType, PropertyValuation,
};
use zrm_providers::{CheckConfig, ProviderError};

#[tokio::test]
async fn known_addresses_are_valued_and_others_are_not_found() {
    let h = harness().await;
    let client = h.valuation();
    let storgatan = client
        .valuate(&address(Country::Se, "storgatan  1", "114 55"))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(storgatan.market_value, 5_450_000);
    assert_eq!(storgatan.currency, "SEK");
    assert_eq!(storgatan.property_type, PropertyType::Apartment);
    assert_eq!(storgatan.confidence.level, ConfidenceLevel::High);
    assert_eq!(
        (storgatan.confidence.low, storgatan.confidence.high),
        (5_200_000, 5_700_000)
    );
    assert_eq!(storgatan.comparable_sales.len(), 3);
    assert_eq!(
        storgatan.comparable_sales[0].sold_on,
        NaiveDate::from_ymd_opt(2026, 9, 14).unwrap()
    );
    assert_eq!(
        (
            storgatan.address.postal_code.as_str(),
            storgatan.address.city.as_str()
        ),
        ("114 55", "Stockholm")
    );

    let kalix = client
        .valuate(&address(Country::Se, "Byvägen 3", "95231"))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (kalix.confidence.level, kalix.property_type),
        (ConfidenceLevel::Low, PropertyType::House)
    );
    assert!(kalix.comparable_sales.is_empty());
    let oslo = client
        .valuate(&address(Country::No, "Karl Johans gate 10", "0154"))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (oslo.market_value, oslo.currency.as_str()),
        (7_900_000, "NOK")
    );

    assert!(
        client
            .valuate(&address(Country::Se, "Storgatan 2", "11455"))
            .await
            .unwrap()
            .is_none()
    );
    assert!(
        client
            .valuate(&address(Country::No, "Storgatan 1", "1145"))
            .await
            .unwrap()
            .is_none()
    );
    assert!(!format!("{:?}", address(Country::Se, "Storgatan 1", "11455")).contains("Storgatan"));
}

#[tokio::test]
async fn scripted_valuations_apply_once() {
    let h = harness().await;
    let client = h.valuation();
    let (status, body) = h
        .post(
            "/sandbox/valuation/scripts",
            json!({"country": "SE", "street_address": "Storgatan 1", "postal_code": "114 55", "outcome": "not_found"}),
        )
        .await;
    assert_eq!(status, 201, "{body}");
    let known = address(Country::Se, "Storgatan 1", "11455");
    assert!(client.valuate(&known).await.unwrap().is_none());
    assert!(client.valuate(&known).await.unwrap().is_some());

    let (status, _) = h
        .post(
            "/sandbox/valuation/scripts",
            json!({"country": "NO", "street_address": "Ny vei 1", "postal_code": "0150",
                   "outcome": "valued", "market_value": 4_000_000, "property_type": "house"}),
        )
        .await;
    assert_eq!(status, 201);
    let new = address(Country::No, "Ny vei 1", "0150");
    let valued = client.valuate(&new).await.unwrap().unwrap();
    assert_eq!(valued.market_value, 4_000_000);
    assert_eq!(
        (valued.confidence.low, valued.confidence.high),
        (3_600_000, 4_400_000)
    );
    assert_eq!(valued.property_type, PropertyType::House);
    assert!(client.valuate(&new).await.unwrap().is_none());

    let (status, body) = h
        .post(
            "/sandbox/valuation/scripts",
            json!({"country": "NO", "street_address": "Ny vei 1", "postal_code": "0150", "outcome": "valued"}),
        )
        .await;
    assert_eq!(
        (status, body["field"].as_str()),
        (400, Some("market_value"))
    );
    let log: Value = h
        .http
        .get(h.url("/sandbox/valuation/requests"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(log["items"][0]["outcome"], "404 address_not_found");
    assert_eq!(log["items"][0]["scripted"], false);
    assert_eq!(log["items"][1]["scripted"], true);
    assert!(
        h.get_text("/valuation?lang=nb")
            .await
            .contains("Boligverdivurdering")
    );
}

#[tokio::test]
async fn valuation_errors_name_the_field_and_refuse_a_wrong_key() {
    let h = harness().await;
    let client = h.valuation();
    let error = client
        .valuate(&address(Country::Se, "Storgatan 1", "1145"))
        .await
        .unwrap_err();
    assert_eq!(
        check_error(&error),
        (400, "validation_error", Some("postal_code"))
    );
    let error = client
        .valuate(&address(Country::No, "Storgatan 1", "11455"))
        .await
        .unwrap_err();
    assert_eq!(check_error(&error).2, Some("postal_code"));
    let error = client
        .valuate(&address(Country::Se, "  ", "11455"))
        .await
        .unwrap_err();
    assert_eq!(check_error(&error).2, Some("street_address"));
    let wrong = HttpPropertyValuation::new(&h.config("/valuation", CREDIT_KEY)).unwrap();
    let error = wrong
        .valuate(&address(Country::Se, "Storgatan 1", "11455"))
        .await
        .unwrap_err();
    assert_eq!(check_error(&error), (401, "unauthorized", None));
}

#[tokio::test]
async fn a_valuation_provider_that_does_not_answer_times_out() {
    let (_silent, config) = silent_config();
    let valuation = HttpPropertyValuation::new(&config)
        .unwrap()
        .valuate(&address(Country::Se, "Storgatan 1", "11455"))
        .await;
    assert!(
        matches!(
            valuation,
            Err(ProviderError::Timeout {
                provider: "property valuation"
            })
        ),
        "{valuation:?}"
    );
    assert!(
        HttpPropertyValuation::new(&CheckConfig::new("https://valuation.example", "k")).is_ok()
    );
}
