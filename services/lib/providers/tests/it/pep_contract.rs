//! Contract tests: the PEP screening client against the sandbox's simulator over real HTTP —
//! listed persons, scripted outcomes, validation errors, a wrong key, timeouts, the front page.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::checks_common::*;
use serde_json::{Value, json};
use zrm_domain::Country;
use zrm_providers::pep::{
    HitCategory, HttpPepScreening, PepScreening, ScreeningRequest, ScreeningStatus,
};
use zrm_providers::{CheckConfig, ProviderError};

#[tokio::test]
async fn listed_persons_are_hits_and_others_are_clear() {
    let h = harness().await;
    let client = h.pep();
    let pep = client
        .screen(&ScreeningRequest::by_personal_id(
            "Anna Riksdahl",
            Country::Se,
            "196504121283",
        ))
        .await
        .unwrap();
    assert_eq!(pep.status, ScreeningStatus::Hit);
    assert_eq!(pep.hits[0].category, HitCategory::Pep);
    assert_eq!(pep.hits[0].details, "Member of the Riksdag");
    assert_eq!(
        pep.hits[0].birth_date.as_ref().map(|d| *d.expose()),
        Some(born(1965, 4, 12))
    );
    let rca = client
        .screen(&ScreeningRequest::by_personal_id(
            "Erik Riksdahl",
            Country::Se,
            "198812242496",
        ))
        .await
        .unwrap();
    assert_eq!(rca.hits[0].category, HitCategory::Rca);
    let storting = client
        .screen(&ScreeningRequest::by_birth_date(
            "lars  TINGET",
            born(1962, 8, 15),
        ))
        .await
        .unwrap();
    assert_eq!(storting.hits[0].category, HitCategory::Pep);
    let sanctioned = client
        .screen(&ScreeningRequest::by_birth_date(
            "Viktor Sanktov",
            born(1970, 1, 1),
        ))
        .await
        .unwrap();
    assert_eq!(sanctioned.hits[0].category, HitCategory::Sanction);
    assert_eq!(sanctioned.hits[0].lists.len(), 2);
    let volkov = client
        .screen(&ScreeningRequest::by_personal_id(
            "D. Volkov",
            Country::No,
            "03047540010",
        ))
        .await
        .unwrap();
    assert_eq!(volkov.hits[0].category, HitCategory::Sanction);

    let other_birthday = client
        .screen(&ScreeningRequest::by_birth_date(
            "Viktor Sanktov",
            born(1970, 1, 2),
        ))
        .await
        .unwrap();
    assert_eq!(
        (other_birthday.status, other_birthday.hits.len()),
        (ScreeningStatus::Clear, 0)
    );
    let clear = client
        .screen(&ScreeningRequest::by_personal_id(
            "Anders Lind",
            Country::Se,
            "199006032396",
        ))
        .await
        .unwrap();
    assert_eq!(clear.status, ScreeningStatus::Clear);
    let shown = format!("{pep:?}");
    assert!(
        !shown.contains("Anna") && !shown.contains("1965"),
        "{shown}"
    );
}

#[tokio::test]
async fn scripted_screenings_apply_once() {
    let h = harness().await;
    let client = h.pep();
    let (status, body) = h
        .post(
            "/sandbox/pep/scripts",
            json!({"personal_id": "196504121283", "outcome": "clear"}),
        )
        .await;
    assert_eq!(status, 201, "{body}");
    let anna = ScreeningRequest::by_personal_id("Anna Riksdahl", Country::Se, "196504121283");
    assert_eq!(
        client.screen(&anna).await.unwrap().status,
        ScreeningStatus::Clear
    );
    assert_eq!(
        client.screen(&anna).await.unwrap().status,
        ScreeningStatus::Hit
    );

    let (status, _) = h
        .post(
            "/sandbox/pep/scripts",
            json!({"name": "Test Person", "birth_date": "1990-05-05", "outcome": "sanction"}),
        )
        .await;
    assert_eq!(status, 201);
    let test = ScreeningRequest::by_birth_date("test  person", born(1990, 5, 5));
    let hit = client.screen(&test).await.unwrap();
    assert_eq!(
        (hit.status, hit.hits[0].category),
        (ScreeningStatus::Hit, HitCategory::Sanction)
    );
    assert_eq!(
        client.screen(&test).await.unwrap().status,
        ScreeningStatus::Clear
    );

    let (status, body) = h
        .post(
            "/sandbox/pep/scripts",
            json!({"name": "X", "outcome": "pep"}),
        )
        .await;
    assert_eq!((status, body["field"].as_str()), (400, Some("personal_id")));
    let (status, body) = h
        .post(
            "/sandbox/pep/scripts",
            json!({"personal_id": "196504121283"}),
        )
        .await;
    assert_eq!((status, body["field"].as_str()), (400, Some("outcome")));
    let log: Value = h
        .http
        .get(h.url("/sandbox/pep/requests?limit=2"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(log["items"][0]["outcome"], "clear");
    assert_eq!(log["items"][1]["outcome"], "hit: sanction");
    assert!(
        h.get_text("/pep")
            .await
            .contains("test  person (1990-05-05)")
    );
    let front = h.get_text("/?lang=en").await;
    for listed in [
        "198203141588",
        "Storgatan 1",
        "Viktor Sanktov",
        "/credit-check?lang=en",
    ] {
        assert!(front.contains(listed), "front page lacks {listed}");
    }
}

#[tokio::test]
async fn screening_errors_name_the_field_and_refuse_a_wrong_key() {
    let h = harness().await;
    let client = h.pep();
    let bad_id = ScreeningRequest::by_personal_id("Anna", Country::Se, "196504121284");
    assert_eq!(
        check_error(&client.screen(&bad_id).await.unwrap_err()).2,
        Some("personal_id")
    );
    let future = ScreeningRequest::by_birth_date("Anna", born(2999, 1, 1));
    assert_eq!(
        check_error(&client.screen(&future).await.unwrap_err()).2,
        Some("birth_date")
    );
    let nameless = ScreeningRequest::by_birth_date(" ", born(1990, 1, 1));
    assert_eq!(
        check_error(&client.screen(&nameless).await.unwrap_err()),
        (400, "validation_error", Some("name"))
    );
    let res = h
        .http
        .post(h.url("/screening/v1/screenings"))
        .bearer_auth(PEP_KEY)
        .json(&json!({"name": "Anna"}))
        .send()
        .await
        .unwrap();
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["field"], "birth_date");

    let wrong = HttpPepScreening::new(&h.config("/screening", "wrong")).unwrap();
    let anna = ScreeningRequest::by_birth_date("Anna", born(1990, 1, 1));
    assert_eq!(
        check_error(&wrong.screen(&anna).await.unwrap_err()),
        (401, "unauthorized", None)
    );
    // The key in X-API-Key instead of the bearer header is refused too.
    let res = h
        .http
        .post(h.url("/screening/v1/screenings"))
        .header("X-API-Key", PEP_KEY)
        .json(&json!({"name": "Anna", "birth_date": "1990-01-01"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 401);
}

#[tokio::test]
async fn a_screening_provider_that_does_not_answer_times_out() {
    let (_silent, config) = silent_config();
    let pep = HttpPepScreening::new(&config)
        .unwrap()
        .screen(&ScreeningRequest::by_birth_date("Anna", born(1990, 1, 1)))
        .await;
    assert!(
        matches!(
            pep,
            Err(ProviderError::Timeout {
                provider: "PEP screening"
            })
        ),
        "{pep:?}"
    );
    assert!(HttpPepScreening::new(&CheckConfig::new("https://screening.example", " ")).is_err());
}
