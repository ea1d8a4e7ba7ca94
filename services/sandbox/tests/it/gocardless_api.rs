//! The GoCardless simulator's wire details the client hides (error envelopes, the raw 409 of an
//! idempotency conflict) and its pages; the client's contract tests live in zrm-providers.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use reqwest::StatusCode;
use serde_json::{Value, json};

const TOKEN: &str = "sandbox_gocardless_token";

fn api(base: &str, method: reqwest::Method, path: &str) -> reqwest::RequestBuilder {
    common::http()
        .request(method, format!("{base}/gocardless{path}"))
        .bearer_auth(TOKEN)
        .header("GoCardless-Version", "2015-07-06")
}

async fn json_of(res: reqwest::Response) -> (StatusCode, Option<String>, Value) {
    let status = res.status();
    let request_id = res
        .headers()
        .get("x-request-id")
        .map(|v| v.to_str().unwrap().to_owned());
    (status, request_id, res.json().await.unwrap())
}

async fn billing_request(base: &str, key: Option<&str>, currency: &str) -> reqwest::Response {
    let mut request = api(base, reqwest::Method::POST, "/billing_requests").json(&json!({
        "billing_requests": {"mandate_request": {"scheme": "autogiro", "currency": currency}}
    }));
    if let Some(key) = key {
        request = request.header("Idempotency-Key", key);
    }
    request.send().await.unwrap()
}

#[tokio::test]
async fn errors_come_in_the_gocardless_envelope() {
    let sandbox = common::sandbox().await;
    let base = &sandbox.http_url;

    let res = common::http()
        .get(format!("{base}/gocardless/mandates/MD000TEST"))
        .header("GoCardless-Version", "2015-07-06")
        .send()
        .await
        .unwrap();
    let (status, request_id, body) = json_of(res).await;
    assert_eq!(status, 401);
    assert_eq!(body["error"]["type"], "invalid_api_usage");
    assert_eq!(body["error"]["code"], 401);
    assert_eq!(
        body["error"]["errors"][0]["reason"],
        "missing_authorization_header"
    );
    assert_eq!(body["error"]["request_id"].as_str(), request_id.as_deref());

    let res = common::http()
        .get(format!("{base}/gocardless/mandates/MD000TEST"))
        .bearer_auth("wrong")
        .header("GoCardless-Version", "2015-07-06")
        .send()
        .await
        .unwrap();
    let (status, _, body) = json_of(res).await;
    assert_eq!(status, 401);
    assert_eq!(
        body["error"]["errors"][0]["reason"],
        "access_token_not_found"
    );

    let res = common::http()
        .get(format!("{base}/gocardless/mandates/MD000TEST"))
        .bearer_auth(TOKEN)
        .send()
        .await
        .unwrap();
    let (status, _, body) = json_of(res).await;
    assert_eq!(status, 400);
    assert_eq!(
        body["error"]["errors"][0]["reason"],
        "missing_version_header"
    );

    let (status, _, body) = json_of(
        api(base, reqwest::Method::GET, "/mandates/MD000TEST")
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(status, 404);
    assert_eq!(body["error"]["type"], "invalid_api_usage");
    assert_eq!(body["error"]["errors"][0]["reason"], "resource_not_found");

    let (status, _, body) = json_of(
        api(base, reqwest::Method::GET, "/no_such_resource")
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(status, 404);
    assert_eq!(body["error"]["errors"][0]["reason"], "path_not_found");

    let (status, _, body) = json_of(
        api(base, reqwest::Method::DELETE, "/payments")
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(status, 405);
    assert_eq!(body["error"]["type"], "invalid_api_usage");

    let res = api(base, reqwest::Method::POST, "/payments")
        .header("Content-Type", "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();
    let (status, _, body) = json_of(res).await;
    assert_eq!(status, 400);
    assert_eq!(body["error"]["errors"][0]["reason"], "invalid_json");

    let res = api(base, reqwest::Method::POST, "/payments")
        .json(&json!({"payment": {}}))
        .send()
        .await
        .unwrap();
    let (status, _, body) = json_of(res).await;
    assert_eq!(status, 400);
    assert_eq!(
        body["error"]["errors"][0]["reason"],
        "invalid_document_structure"
    );

    let res = api(base, reqwest::Method::POST, "/payments")
        .json(&json!({"payments": {"currency": "SEK", "links": {"mandate": "MD000TEST"}}}))
        .send()
        .await
        .unwrap();
    let (status, _, body) = json_of(res).await;
    assert_eq!(status, 422);
    assert_eq!(body["error"]["type"], "validation_failed");
    assert_eq!(body["error"]["errors"][0]["field"], "amount");
    assert_eq!(
        body["error"]["errors"][0]["request_pointer"],
        "/payments/amount"
    );

    let res = api(base, reqwest::Method::POST, "/payments")
        .json(&json!({"payments": {"amount": "ten", "currency": "SEK"}}))
        .send()
        .await
        .unwrap();
    let (status, _, body) = json_of(res).await;
    assert_eq!(status, 422);
    assert_eq!(body["error"]["errors"][0]["field"], "amount");

    let (status, _, body) = json_of(billing_request(base, None, "NOK").await).await;
    assert_eq!(status, 422);
    assert_eq!(
        body["error"]["errors"][0]["field"],
        "mandate_request.currency"
    );
    sandbox.stop().await;
}

#[tokio::test]
async fn a_reused_idempotency_key_is_a_409_naming_the_first_resource() {
    let sandbox = common::sandbox().await;
    let base = &sandbox.http_url;
    let (status, _, first) = json_of(billing_request(base, Some("brq-key-1"), "SEK").await).await;
    assert_eq!(status, 201);
    let id = first["billing_requests"]["id"].as_str().unwrap().to_owned();
    assert!(id.starts_with("BRQ"), "{id}");
    assert_eq!(first["billing_requests"]["status"], "pending");

    for _ in 0..2 {
        let (status, _, body) =
            json_of(billing_request(base, Some("brq-key-1"), "SEK").await).await;
        assert_eq!(status, 409);
        assert_eq!(body["error"]["type"], "invalid_state");
        assert_eq!(
            body["error"]["errors"][0]["reason"],
            "idempotent_creation_conflict"
        );
        assert_eq!(
            body["error"]["errors"][0]["links"]["conflicting_resource_id"],
            id.as_str()
        );
    }
    // A failed create does not use up the key: GoCardless only remembers keys that created.
    let (status, ..) = json_of(billing_request(base, Some("brq-key-2"), "NOK").await).await;
    assert_eq!(status, 422);
    let (status, ..) = json_of(billing_request(base, Some("brq-key-2"), "SEK").await).await;
    assert_eq!(status, 201);
    sandbox.stop().await;
}

async fn flow(base: &str) -> (String, String) {
    let (_, _, br) = json_of(billing_request(base, None, "SEK").await).await;
    let br_id = br["billing_requests"]["id"].as_str().unwrap().to_owned();
    let res = api(base, reqwest::Method::POST, "/billing_request_flows")
        .json(&json!({"billing_request_flows": {
            "redirect_uri": "https://shop.example/done",
            "exit_uri": "https://shop.example/left",
            "links": {"billing_request": br_id},
        }}))
        .send()
        .await
        .unwrap();
    let (status, _, body) = json_of(res).await;
    assert_eq!(status, 201, "{body}");
    let url = body["billing_request_flows"]["authorisation_url"]
        .as_str()
        .unwrap()
        .to_owned();
    (br_id, url)
}

fn no_redirects() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

#[tokio::test]
async fn the_hosted_page_speaks_three_languages_and_sends_the_payer_back() {
    let sandbox = common::sandbox().await;
    let base = &sandbox.http_url;
    let (br_id, url) = flow(base).await;
    assert!(
        url.starts_with(&format!("{base}/gocardless/flow?id=BRF")),
        "{url}"
    );
    for (lang, text) in [
        ("en", "Set up a direct debit"),
        ("sv", "Anslut till Autogiro"),
        ("nb", "Opprett autotrekk"),
    ] {
        let html = common::http()
            .get(format!("{url}&lang={lang}"))
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert!(html.contains(text), "{lang}: {html}");
    }
    let flow_id = url.split("id=").nth(1).unwrap();

    let bad = no_redirects()
        .post(format!(
            "{base}/gocardless/flow/approve?id={flow_id}&lang=sv"
        ))
        .form(&[("personal_number", "199006032395")])
        .send()
        .await
        .unwrap();
    assert_eq!(bad.status(), 400);
    assert!(bad.text().await.unwrap().contains("personal_number"));

    let ok = no_redirects()
        .post(format!("{base}/gocardless/flow/approve?id={flow_id}"))
        .form(&[
            ("personal_number", "199006032396"),
            ("account_number", "1234567890"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(ok.status(), 303);
    assert_eq!(ok.headers()["location"], "https://shop.example/done");
    let (_, _, br) = json_of(
        api(
            base,
            reqwest::Method::GET,
            &format!("/billing_requests/{br_id}"),
        )
        .send()
        .await
        .unwrap(),
    )
    .await;
    assert_eq!(br["billing_requests"]["status"], "fulfilled");
    let mandate = br["billing_requests"]["links"]["mandate_request_mandate"]
        .as_str()
        .unwrap();
    assert!(mandate.starts_with("MD"));

    let (_, url) = flow(base).await;
    let flow_id = url.split("id=").nth(1).unwrap();
    let left = no_redirects()
        .post(format!("{base}/gocardless/flow/exit?id={flow_id}"))
        .send()
        .await
        .unwrap();
    assert_eq!(left.status(), 303);
    assert_eq!(left.headers()["location"], "https://shop.example/left");
    sandbox.stop().await;
}

#[tokio::test]
async fn the_overview_page_fires_what_the_bank_would_do() {
    let sandbox = common::sandbox().await;
    let base = &sandbox.http_url;
    let (_, url) = flow(base).await;
    let flow_id = url.split("id=").nth(1).unwrap().to_owned();
    let approved = common::http()
        .post(format!("{base}/sandbox/gocardless/flows/{flow_id}/approve"))
        .json(&json!({"personal_number": "198501139995"}))
        .send()
        .await
        .unwrap();
    assert_eq!(approved.status(), 200);
    let mandates: Value = common::http()
        .get(format!("{base}/sandbox/gocardless/mandates"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let mandate = mandates["items"][0]["id"].as_str().unwrap().to_owned();

    let page = common::http()
        .get(format!("{base}/gocardless?lang=nb"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        page.contains(&mandate) && page.contains("Fullmakter"),
        "{page}"
    );
    let activated = no_redirects()
        .post(format!(
            "{base}/gocardless/do/mandates/{mandate}/activate?lang=nb"
        ))
        .send()
        .await
        .unwrap();
    assert_eq!(activated.status(), 303);
    let (_, _, body) = json_of(
        api(base, reqwest::Method::GET, &format!("/mandates/{mandate}"))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(body["mandates"]["status"], "active");

    let again = no_redirects()
        .post(format!("{base}/gocardless/do/mandates/{mandate}/activate"))
        .send()
        .await
        .unwrap();
    assert_eq!(
        again.status(),
        409,
        "activating an active mandate is refused"
    );

    let front = common::http()
        .get(format!("{base}/?lang=sv"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        front.contains("Testkonton — GoCardless") && front.contains("2222222222"),
        "{front}"
    );
    sandbox.stop().await;
}

/// As at api.gocardless.com, whose official clients join paths onto the host root: the same
/// simulator answers at the root of a port of its own, and its flows link to pages there.
#[tokio::test]
async fn the_api_is_at_the_host_root_of_its_own_port_too() {
    let sandbox = common::sandbox().await;
    let root = &sandbox.gocardless_url;
    let res = common::http()
        .post(format!("{root}/billing_requests"))
        .bearer_auth(TOKEN)
        .header("GoCardless-Version", "2015-07-06")
        .json(&json!({
            "billing_requests": {"mandate_request": {"scheme": "autogiro", "currency": "SEK"}}
        }))
        .send()
        .await
        .unwrap();
    let (status, _, made) = json_of(res).await;
    assert_eq!(status, 201, "{made}");
    let id = made["billing_requests"]["id"].as_str().unwrap();
    // One simulator behind both addresses.
    let res = api(
        &sandbox.http_url,
        reqwest::Method::GET,
        &format!("/billing_requests/{id}"),
    )
    .send()
    .await
    .unwrap();
    let (status, _, read) = json_of(res).await;
    assert_eq!(status, 200, "{read}");
    assert_eq!(read["billing_requests"]["id"], id);

    let res = common::http()
        .post(format!("{root}/billing_request_flows"))
        .bearer_auth(TOKEN)
        .header("GoCardless-Version", "2015-07-06")
        .json(&json!({"billing_request_flows": {
            "redirect_uri": "https://shop.example/done",
            "exit_uri": "https://shop.example/left",
            "links": {"billing_request": id},
        }}))
        .send()
        .await
        .unwrap();
    let (status, _, flow) = json_of(res).await;
    assert_eq!(status, 201, "{flow}");
    let page = flow["billing_request_flows"]["authorisation_url"]
        .as_str()
        .unwrap();
    assert!(
        page.starts_with(&format!("{root}/gocardless/flow?id=")),
        "{page}"
    );
    let res = common::http().get(page).send().await.unwrap();
    assert_eq!(res.status(), 200);
    assert!(
        res.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/html")
    );

    // Only the API and its pages: the control API stays on the sandbox's own port.
    let res = common::http()
        .get(format!("{root}/sandbox/gocardless/mandates"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 404);
}
