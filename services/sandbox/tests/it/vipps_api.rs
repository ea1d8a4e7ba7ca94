//! The Vipps MobilePay simulator's wire details the client hides (Azure and problem-details
//! errors, content types) and its pages; the client's contract tests live in zrm-providers.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use serde_json::{Value, json};

const KEY: &str = "sandbox-vipps-subscription-key";

async fn token(base: &str) -> String {
    let res = common::http()
        .post(format!("{base}/vipps/accesstoken/get"))
        .header("client_id", "sandbox-vipps-client-id")
        .header("client_secret", "sandbox-vipps-client-secret")
        .header("Ocp-Apim-Subscription-Key", KEY)
        .header("Merchant-Serial-Number", "123456")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["token_type"], "Bearer");
    assert_eq!(body["expires_in"], "3600");
    body["access_token"].as_str().unwrap().to_owned()
}

fn api(base: &str, token: &str, method: reqwest::Method, path: &str) -> reqwest::RequestBuilder {
    common::http()
        .request(method, format!("{base}/vipps/recurring/v3{path}"))
        .bearer_auth(token)
        .header("Ocp-Apim-Subscription-Key", KEY)
}

fn draft_body() -> Value {
    json!({
        "pricing": {"type": "LEGACY", "amount": 19900, "currency": "NOK"},
        "interval": {"unit": "MONTH", "count": 1},
        "merchantRedirectUrl": "https://shop.example/vipps/back",
        "merchantAgreementUrl": "https://shop.example/my/agreement",
        "productName": "Betalingsforsikring",
    })
}

#[tokio::test]
async fn keys_tokens_and_idempotency_keys_are_checked_first() {
    let sandbox = common::sandbox().await;
    let base = &sandbox.http_url;
    let res = common::http()
        .post(format!("{base}/vipps/accesstoken/get"))
        .header("client_id", "sandbox-vipps-client-id")
        .header("client_secret", "sandbox-vipps-client-secret")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 401);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["statusCode"], 401);
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("missing subscription key")
    );

    let res = common::http()
        .post(format!("{base}/vipps/accesstoken/get"))
        .header("client_id", "sandbox-vipps-client-id")
        .header("client_secret", "nope")
        .header("Ocp-Apim-Subscription-Key", KEY)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 401);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["error"], "unauthorized_client");

    let res = api(
        base,
        "not-a-token",
        reqwest::Method::GET,
        "/agreements/agr_ABC1234",
    )
    .send()
    .await
    .unwrap();
    assert_eq!(res.status(), 401);
    let body: Value = res.json().await.unwrap();
    assert!(body["message"].as_str().unwrap().contains("Access token"));

    let token = token(base).await;
    let res = api(base, &token, reqwest::Method::POST, "/agreements")
        .json(&draft_body())
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
    assert_eq!(res.headers()["content-type"], "application/problem+json");
    let request_id = res.headers()["x-request-id"].to_str().unwrap().to_owned();
    let body: Value = res.json().await.unwrap();
    assert!(
        body["type"]
            .as_str()
            .unwrap()
            .ends_with("#idempotency-key-header"),
        "{body}"
    );
    assert_eq!(body["status"], 400);
    assert_eq!(body["title"], "Bad Request");
    assert_eq!(body["instance"], "/vipps/recurring/v3/agreements");
    assert_eq!(body["contextId"], request_id.as_str());

    let res = api(base, &token, reqwest::Method::GET, "/agreements/not-an-id")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
    let body: Value = res.json().await.unwrap();
    assert!(
        body["type"]
            .as_str()
            .unwrap()
            .ends_with("#invalid-agreement-id")
    );

    let res = api(
        base,
        &token,
        reqwest::Method::GET,
        "/agreements/agr_NOPE123",
    )
    .send()
    .await
    .unwrap();
    assert_eq!(res.status(), 404);

    let res = api(base, &token, reqwest::Method::POST, "/agreements")
        .header("Idempotency-Key", "k-1")
        .body("{}")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 415);

    let mut body = draft_body();
    body.as_object_mut().unwrap().remove("productName");
    let res = api(base, &token, reqwest::Method::POST, "/agreements")
        .header("Idempotency-Key", "k-2")
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
    let problem: Value = res.json().await.unwrap();
    assert!(
        problem["type"]
            .as_str()
            .unwrap()
            .ends_with("#validation-error")
    );
    assert_eq!(problem["extraDetails"][0]["field"], "productName");
    sandbox.stop().await;
}

#[tokio::test]
async fn the_landing_page_accepts_and_sends_the_user_back_to_the_merchant() {
    let sandbox = common::sandbox().await;
    let base = &sandbox.http_url;
    let token = token(base).await;
    let res = api(base, &token, reqwest::Method::POST, "/agreements")
        .header("Idempotency-Key", "draft-1")
        .json(&draft_body())
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 201);
    let created: Value = res.json().await.unwrap();
    let url = created["vippsConfirmationUrl"].as_str().unwrap().to_owned();
    let id = created["agreementId"].as_str().unwrap().to_owned();
    assert!(
        url.starts_with(&format!("{base}/vipps/landing?token=")),
        "{url}"
    );

    for (lang, text) in [
        ("en", "Confirm the agreement in Vipps"),
        ("sv", "Bekräfta avtalet i Vipps"),
        ("nb", "Bekreft avtalen i Vipps"),
    ] {
        let html = common::http()
            .get(format!("{url}&lang={lang}"))
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert!(
            html.contains(text) && html.contains("Betalingsforsikring"),
            "{lang}: {html}"
        );
    }
    let token_param = url.split("token=").nth(1).unwrap();
    let no_redirects = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let res = no_redirects
        .post(format!("{base}/vipps/landing/accept?token={token_param}"))
        .form(&[("phone_number", "4791234567")])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 303);
    assert_eq!(res.headers()["location"], "https://shop.example/vipps/back");
    let agreement: Value = api(
        base,
        &token,
        reqwest::Method::GET,
        &format!("/agreements/{id}"),
    )
    .send()
    .await
    .unwrap()
    .json()
    .await
    .unwrap();
    assert_eq!(agreement["status"], "ACTIVE");
    assert_eq!(agreement["interval"]["text"], "every month");

    let page = common::http()
        .get(format!("{base}/vipps?lang=nb"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        page.contains(&id) && page.contains("Stoppet av brukeren"),
        "{page}"
    );
    let front = common::http()
        .get(format!("{base}/?lang=en"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(front.contains("Test phone numbers — Vipps MobilePay") && front.contains("4790000002"));
    sandbox.stop().await;
}

/// As at api.vipps.no: the same simulator answers at the root of a port of its own, and its
/// agreements link to the landing page there.
#[tokio::test]
async fn the_api_is_at_the_host_root_of_its_own_port_too() {
    let sandbox = common::sandbox().await;
    let root = &sandbox.vipps_url;
    let res = common::http()
        .post(format!("{root}/accesstoken/get"))
        .header("client_id", "sandbox-vipps-client-id")
        .header("client_secret", "sandbox-vipps-client-secret")
        .header("Ocp-Apim-Subscription-Key", KEY)
        .header("Merchant-Serial-Number", "123456")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    let token = body["access_token"].as_str().unwrap();
    let res = common::http()
        .post(format!("{root}/recurring/v3/agreements"))
        .bearer_auth(token)
        .header("Ocp-Apim-Subscription-Key", KEY)
        .header("Idempotency-Key", "root-draft-1")
        .json(&draft_body())
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 201);
    let created: Value = res.json().await.unwrap();
    let id = created["agreementId"].as_str().unwrap();
    let url = created["vippsConfirmationUrl"].as_str().unwrap();
    assert!(
        url.starts_with(&format!("{root}/vipps/landing?token=")),
        "{url}"
    );
    let res = common::http().get(url).send().await.unwrap();
    assert_eq!(res.status(), 200);

    // One simulator behind both addresses.
    let res = api(
        &sandbox.http_url,
        token,
        reqwest::Method::GET,
        &format!("/agreements/{id}"),
    )
    .send()
    .await
    .unwrap();
    assert_eq!(res.status(), 200);
    let read: Value = res.json().await.unwrap();
    assert_eq!(read["status"], "PENDING", "{read}");
}
