//! The OIDC simulators' login pages (approve, cancel, end with an error, response modes, expiry)
//! and their control API's own checks, over raw HTTP.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use crate::oidc_common::*;
use serde_json::{Value, json};

#[tokio::test]
async fn a_person_approves_on_the_login_page_and_the_code_is_redeemed() {
    let sandbox = common::sandbox().await;
    let base = &sandbox.http_url;
    let page_path = start(&sandbox, &[("ui_locales", Some("nb en"))]).await;
    let page = browser()
        .get(format!("{base}{page_path}"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(page.contains("Fødselsnummer"), "Norwegian from ui_locales");
    assert!(page.contains("Mikkel Larsen") && page.contains("zrm-local"));
    let page_en = browser()
        .get(format!("{base}{page_path}?lang=en"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(page_en.contains("National identity number"));

    let bad = browser()
        .post(format!("{base}{page_path}/approve?lang=en"))
        .form(&[("national_id", "27034698437")])
        .send()
        .await
        .unwrap();
    assert_eq!(bad.status(), 400);
    assert!(bad.text().await.unwrap().contains("That did not work"));

    let ok = browser()
        .post(format!("{base}{page_path}/approve"))
        .form(&[("national_id", "27034698436")])
        .send()
        .await
        .unwrap();
    assert_eq!(ok.status(), 303);
    let to = location(&ok);
    assert_eq!(param(&to, "state").as_deref(), Some("the-state"));
    let code = param(&to, "code").unwrap();

    let res = token(
        &sandbox,
        &[
            ("grant_type", "authorization_code"),
            ("code", &code),
            ("redirect_uri", REDIRECT),
            ("code_verifier", VERIFIER),
        ],
        Some(("zrm-local", "sandbox-bankid-no-secret")),
    )
    .await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["cache-control"], "no-store");
    let tokens: Value = res.json().await.unwrap();
    assert_eq!(tokens["token_type"], "Bearer");
    assert_eq!(tokens["scope"], "openid profile nnin_altsub");
    let id_token = tokens["id_token"].as_str().unwrap();
    let payload: Value =
        serde_json::from_slice(&base64_url(id_token.split('.').nth(1).unwrap())).unwrap();
    assert_eq!(payload["nnin_altsub"], "27034698436");
    assert_eq!(payload["nonce"], "the-nonce");
    assert_eq!(payload["aud"], "zrm-local");
    assert_eq!(payload["amr"], "BID");
    assert_eq!(payload["birthdate"], "1946-03-27");

    let userinfo = reqwest::Client::new()
        .get(format!("{base}{BANKID}/protocol/openid-connect/userinfo"))
        .bearer_auth(tokens["access_token"].as_str().unwrap())
        .send()
        .await
        .unwrap();
    assert_eq!(userinfo.headers()["content-type"], "application/jwt");
    let finished = browser()
        .get(format!("{base}{page_path}?lang=en"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(finished.contains("already finished"), "{finished}");
    sandbox.stop().await;
}

#[tokio::test]
async fn cancel_errors_and_form_post_on_the_page() {
    let sandbox = common::sandbox().await;
    let base = &sandbox.http_url;
    let page_path = start(&sandbox, &[]).await;
    let res = browser()
        .post(format!("{base}{page_path}/cancel"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 303);
    assert_eq!(
        param(&location(&res), "error").as_deref(),
        Some("access_denied")
    );
    let again = browser()
        .post(format!("{base}{page_path}/cancel?lang=sv"))
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), 409);
    assert!(again.text().await.unwrap().contains("redan avslutad"));

    let page_path = start(&sandbox, &[]).await;
    let res = browser()
        .post(format!("{base}{page_path}/fail"))
        .form(&[("error", "temporarily_unavailable")])
        .send()
        .await
        .unwrap();
    assert_eq!(
        param(&location(&res), "error").as_deref(),
        Some("temporarily_unavailable")
    );

    let page_path = start(&sandbox, &[("response_mode", Some("form_post"))]).await;
    let res = browser()
        .post(format!("{base}{page_path}/approve"))
        .form(&[("national_id", "31129956715")])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let page = res.text().await.unwrap();
    assert!(page.contains(&format!(r#"action="{REDIRECT}""#)), "{page}");
    assert!(page.contains(r#"name="state" value="the-state""#), "{page}");

    let page_path = start(&sandbox, &[("response_mode", Some("fragment"))]).await;
    let res = browser()
        .post(format!("{base}{page_path}/approve"))
        .form(&[("national_id", "31129956715")])
        .send()
        .await
        .unwrap();
    assert!(location(&res).fragment().unwrap().contains("code="));

    // Logins wait 10 minutes on the (simulated) clock.
    let page_path = start(&sandbox, &[]).await;
    reqwest::Client::new()
        .post(format!("{base}/sandbox/clock/advance"))
        .json(&json!({"seconds": 601}))
        .send()
        .await
        .unwrap();
    let gone = browser()
        .get(format!("{base}{page_path}?lang=nb"))
        .send()
        .await
        .unwrap();
    assert_eq!(gone.status(), 404);
    assert!(gone.text().await.unwrap().contains("utløpt"));
    sandbox.stop().await;
}

#[tokio::test]
async fn control_api_and_pages() {
    let sandbox = common::sandbox().await;
    let base = &sandbox.http_url;
    let http = reqwest::Client::new();
    start(&sandbox, &[]).await;
    let logins: Value = http
        .get(format!("{base}/sandbox/bankid-no/logins"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(logins["items"][0]["status"], "pending");
    assert_eq!(logins["items"][0]["state"], "the-state");

    for (path, body, field) in [
        (
            "/sandbox/bankid-no/approve",
            json!({"national_id": "27034698436"}),
            "login_id",
        ),
        (
            "/sandbox/bankid-no/approve",
            json!({"state": "the-state", "national_id": "123"}),
            "national_id",
        ),
        (
            "/sandbox/bankid-no/faults",
            json!({"id_token": "sloppy"}),
            "id_token",
        ),
        (
            "/sandbox/bankid-no/faults",
            json!({"id_token": "expired", "times": 0}),
            "times",
        ),
        (
            "/sandbox/bankid-no/fail",
            json!({"state": "the-state", "error": "invalid_grant"}),
            "error",
        ),
    ] {
        let res = http
            .post(format!("{base}{path}"))
            .json(&body)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 400, "{path} {body}");
        let answer: Value = res.json().await.unwrap();
        assert_eq!(answer["field"], field, "{answer}");
        assert!(answer["request_id"].is_string());
    }
    let res = http
        .post(format!("{base}/sandbox/bankid-no/approve"))
        .json(&json!({"state": "nobody-used-this", "national_id": "27034698436"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 404);

    let persons: Value = http
        .get(format!("{base}/sandbox/bankid-no/persons"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(persons["items"].as_array().unwrap().len(), 8);

    let front = http
        .get(format!("{base}/?lang=nb"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    for expected in [
        "BankID Norge",
        "Identitetsleverandør for ansatte",
        "Mikkel Larsen",
        "anna.online@zrm.example",
        "team-lead",
    ] {
        assert!(front.contains(expected), "front page lacks {expected}");
    }
    let overview = http
        .get(format!("{base}/bankid-no?lang=en"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(overview.contains("Sign-ins waiting") && overview.contains("/bankid-no/login/"));

    // The staff popup's page: one sign-in button per account.
    let staff_url = {
        let mut url = reqwest::Url::parse(&format!("{base}/staff-idp/authorize")).unwrap();
        url.query_pairs_mut().extend_pairs([
            ("client_id", "zrm-backoffice"),
            ("redirect_uri", "http://127.0.0.1:3000/idp-callback"),
            ("response_type", "code"),
            ("scope", "openid profile email"),
            ("state", "s"),
            ("code_challenge", CHALLENGE),
            ("code_challenge_method", "S256"),
            ("ui_locales", "sv"),
        ]);
        url.to_string()
    };
    let res = browser().get(staff_url).send().await.unwrap();
    let page_path = location(&res).path().to_owned();
    let page = browser()
        .get(format!("{base}{page_path}"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert_eq!(page.matches(">Logga in</button>").count(), 4, "{page}");
    assert!(page.contains("MOSEUPFTSA"));
    sandbox.stop().await;
}
