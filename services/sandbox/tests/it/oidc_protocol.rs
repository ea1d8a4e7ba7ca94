//! The OIDC simulators (BankID Norway, staff identity provider) at the protocol level, over raw
//! HTTP: discovery, authorize errors, and the token and userinfo endpoints' error formats. The
//! client side is tested in zrm-providers.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use crate::oidc_common::*;
use serde_json::{Value, json};

#[tokio::test]
async fn discovery_documents_describe_both_providers() {
    let sandbox = common::sandbox().await;
    let base = &sandbox.http_url;
    let doc: Value = reqwest::get(format!("{base}{BANKID}/.well-known/openid-configuration"))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(doc["issuer"], format!("{base}{BANKID}"));
    assert_eq!(
        doc["token_endpoint"],
        format!("{base}{BANKID}/protocol/openid-connect/token")
    );
    assert_eq!(doc["code_challenge_methods_supported"], json!(["S256"]));
    assert_eq!(
        doc["userinfo_signing_alg_values_supported"],
        json!(["RS256"])
    );
    assert!(
        doc["scopes_supported"]
            .as_array()
            .unwrap()
            .contains(&json!("nnin_altsub"))
    );
    let jwks: Value = reqwest::get(doc["jwks_uri"].as_str().unwrap())
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let key = &jwks["keys"][0];
    assert_eq!(
        (
            key["kty"].as_str(),
            key["alg"].as_str(),
            key["use"].as_str()
        ),
        (Some("RSA"), Some("RS256"), Some("sig"))
    );
    assert!(key["kid"].as_str().is_some_and(|k| !k.is_empty()));

    let staff: Value = reqwest::get(format!("{base}/staff-idp/.well-known/openid-configuration"))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(
        staff["authorization_endpoint"],
        format!("{base}/staff-idp/authorize")
    );
    assert!(
        staff["claims_supported"]
            .as_array()
            .unwrap()
            .contains(&json!("zoordinates"))
    );
    assert!(staff.get("userinfo_signing_alg_values_supported").is_none());
    let staff_jwks: Value = reqwest::get(staff["jwks_uri"].as_str().unwrap())
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_ne!(
        staff_jwks["keys"][0]["kid"], key["kid"],
        "each provider has its own key"
    );
    sandbox.stop().await;
}

#[tokio::test]
async fn authorize_refuses_bad_requests_the_oauth_way() {
    let sandbox = common::sandbox().await;
    let base = &sandbox.http_url;
    // Untrusted client or redirect URI: an error page, never a redirect.
    for (overrides, detail) in [
        (
            vec![("client_id", Some("someone"))],
            "Client not found: someone",
        ),
        (
            vec![("redirect_uri", Some("https://evil.example/cb"))],
            "Invalid parameter: redirect_uri",
        ),
        (
            vec![("redirect_uri", None)],
            "Missing parameter: redirect_uri",
        ),
    ] {
        let res = browser()
            .get(authorize_url(base, &overrides))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 400);
        assert!(res.headers().get("location").is_none());
        let page = res.text().await.unwrap();
        assert!(page.contains(detail), "{page}");
    }
    // Everything else goes back to the client with the state.
    for (overrides, error) in [
        (vec![("code_challenge", None)], "invalid_request"),
        (
            vec![("code_challenge_method", Some("plain"))],
            "invalid_request",
        ),
        (
            vec![("response_type", Some("token"))],
            "unsupported_response_type",
        ),
        (vec![("scope", Some("profile"))], "invalid_scope"),
        (vec![("prompt", Some("none"))], "login_required"),
    ] {
        let res = browser()
            .get(authorize_url(base, &overrides))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 303);
        let to = location(&res);
        assert!(to.as_str().starts_with(REDIRECT), "{to}");
        assert_eq!(param(&to, "error").as_deref(), Some(error));
        assert_eq!(param(&to, "state").as_deref(), Some("the-state"));
        assert_eq!(param(&to, "iss"), Some(format!("{base}{BANKID}")));
    }
    sandbox.stop().await;
}

#[tokio::test]
async fn token_and_userinfo_errors_are_in_the_oauth_format() {
    let sandbox = common::sandbox().await;
    let secret = ("zrm-local", "sandbox-bankid-no-secret");
    let code_form = [
        ("grant_type", "authorization_code"),
        ("code", "nope"),
        ("redirect_uri", REDIRECT),
        ("code_verifier", VERIFIER),
    ];

    let res = token(&sandbox, &code_form, Some(("zrm-local", "wrong"))).await;
    assert_eq!(res.status(), 401);
    assert!(
        res.headers()["www-authenticate"]
            .to_str()
            .unwrap()
            .starts_with("Basic")
    );
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["error"], "invalid_client");
    assert!(body["error_description"].is_string());

    let res = token(&sandbox, &code_form, None).await;
    assert_eq!(res.status(), 401);

    let mut both = code_form.to_vec();
    both.push(("client_secret", "sandbox-bankid-no-secret"));
    let res = token(&sandbox, &both, Some(secret)).await;
    assert_eq!(
        res.json::<Value>().await.unwrap()["error"],
        "invalid_request"
    );

    let res = token(
        &sandbox,
        &[("grant_type", "client_credentials")],
        Some(secret),
    )
    .await;
    assert_eq!(
        res.json::<Value>().await.unwrap()["error"],
        "unsupported_grant_type"
    );
    let res = token(
        &sandbox,
        &[("grant_type", "authorization_code")],
        Some(secret),
    )
    .await;
    assert_eq!(
        res.json::<Value>().await.unwrap()["error"],
        "invalid_request"
    );
    let res = token(&sandbox, &code_form, Some(secret)).await;
    assert_eq!(res.status(), 400);
    assert_eq!(res.json::<Value>().await.unwrap()["error"], "invalid_grant");

    let res = reqwest::Client::new()
        .post(format!(
            "{}{BANKID}/protocol/openid-connect/token",
            sandbox.http_url
        ))
        .json(&json!({"grant_type": "authorization_code"}))
        .basic_auth(secret.0, Some(secret.1))
        .send()
        .await
        .unwrap();
    assert_eq!(
        res.json::<Value>().await.unwrap()["error"],
        "invalid_request"
    );

    let res = reqwest::get(format!(
        "{}{BANKID}/protocol/openid-connect/userinfo",
        sandbox.http_url
    ))
    .await
    .unwrap();
    assert_eq!(res.status(), 401);
    assert!(
        res.headers()["www-authenticate"]
            .to_str()
            .unwrap()
            .contains("error=\"invalid_token\"")
    );
    sandbox.stop().await;
}
