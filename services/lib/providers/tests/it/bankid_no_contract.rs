//! Contract tests: the BankID Norway client against the sandbox's simulator over real HTTP —
//! the happy path per claim profile, every OAuth error on the way, and ID-token verification.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::oidc_common::{self as h, oauth_error};
use chrono::NaiveDate;
use serde_json::json;
use zrm_providers::ProviderError;
use zrm_providers::bankid_no::{BankIdNo, HttpBankIdNo};
use zrm_providers::oidc::{AuthorizeOptions, ClientAuth, OAuthErrorCode, OidcClient};

fn options() -> AuthorizeOptions {
    AuthorizeOptions {
        login_hint: Some("BIM".into()),
        ui_locales: Some("nb".into()),
        ..AuthorizeOptions::default()
    }
}

#[tokio::test]
async fn a_customer_logs_in_and_the_national_id_comes_back() {
    let sandbox = h::sandbox(&[]).await;
    let client = HttpBankIdNo::new(&h::bankid_config(&sandbox)).unwrap();
    let pending = client.begin_login(&options()).await.unwrap();
    assert!(
        pending
            .authorization_url
            .contains("code_challenge_method=S256")
    );
    assert!(
        pending
            .authorization_url
            .contains("scope=openid+profile+nnin_altsub")
    );

    let login_page = h::open(&pending).await;
    assert!(login_page.starts_with("/bankid-no/login/"), "{login_page}");
    assert!(
        login_page.ends_with("?lang=nb"),
        "ui_locales picks the page language"
    );

    let callback = h::approve_bankid(&sandbox, &pending, "27034698436").await;
    assert!(
        callback.iss.is_some(),
        "the answer names its issuer (RFC 9207)"
    );
    let person = client.complete_login(&pending, &callback).await.unwrap();
    assert_eq!(person.national_id.canonical(), "27034698436");
    assert_eq!(person.national_id_claim, "nnin_altsub");
    assert_eq!(person.name.as_deref(), Some("Mikkel Larsen"));
    assert_eq!(person.birthdate, NaiveDate::from_ymd_opt(1946, 3, 27));
    assert_eq!(person.amr, vec!["BIM"]);
    assert_eq!(person.acr.as_deref(), Some("urn:bankid:bim;LOA=4"));
    assert!(person.auth_time.is_some());
    assert!(
        !format!("{person:?}").contains("27034698436"),
        "Debug masks the number"
    );
    sandbox.stop().await;
}

#[tokio::test]
async fn the_national_id_is_normalised_from_each_providers_claim() {
    // (claim profile of the simulator, scopes the client asks for, claim the number comes in)
    let cases = [
        ("bankid", vec!["profile", "nnin_altsub"], "nnin_altsub"),
        ("bankid", vec!["profile", "nnin"], "nnin"),
        ("criipto", vec!["ssn"], "socialno"),
        // Signicat releases `nin` through userinfo only: the client fetches it there.
        ("signicat", vec!["profile", "nin"], "nin"),
    ];
    for (profile, scopes, claim) in cases {
        let sandbox = h::sandbox(&[("ZRM_SANDBOX__BANKID_NO__CLAIM_PROFILE", profile)]).await;
        let mut config = h::bankid_config(&sandbox);
        config.scopes = scopes.iter().map(|s| (*s).to_owned()).collect();
        config.client_auth = ClientAuth::ClientSecretPost;
        let client = HttpBankIdNo::new(&config).unwrap();
        let pending = client
            .begin_login(&AuthorizeOptions::default())
            .await
            .unwrap();
        let callback = h::approve_bankid(&sandbox, &pending, "610385 10028").await;
        let person = client.complete_login(&pending, &callback).await.unwrap();
        assert_eq!(person.national_id.canonical(), "61038510028", "{profile}");
        assert_eq!(person.national_id_claim, claim, "{profile}");
        assert_eq!(person.given_name.as_deref(), Some("Jonas"), "{profile}");
        sandbox.stop().await;
    }
}

#[tokio::test]
async fn without_the_scope_that_releases_the_number_the_login_is_refused() {
    let sandbox = h::sandbox(&[]).await;
    let mut config = h::bankid_config(&sandbox);
    config.scopes = vec!["profile".into()];
    let client = HttpBankIdNo::new(&config).unwrap();
    let pending = client
        .begin_login(&AuthorizeOptions::default())
        .await
        .unwrap();
    let callback = h::approve_bankid(&sandbox, &pending, "31129956715").await;
    let err = client
        .complete_login(&pending, &callback)
        .await
        .unwrap_err();
    assert!(matches!(err, ProviderError::Claims { .. }), "{err:?}");
    sandbox.stop().await;
}

#[tokio::test]
async fn the_person_cancels_or_the_login_fails() {
    let sandbox = h::sandbox(&[]).await;
    let client = HttpBankIdNo::new(&h::bankid_config(&sandbox)).unwrap();
    for (path, body, expected) in [
        (
            "/sandbox/bankid-no/cancel",
            json!({}),
            OAuthErrorCode::AccessDenied,
        ),
        (
            "/sandbox/bankid-no/fail",
            json!({"error": "server_error"}),
            OAuthErrorCode::ServerError,
        ),
    ] {
        let pending = client
            .begin_login(&AuthorizeOptions::default())
            .await
            .unwrap();
        h::open(&pending).await;
        let mut body = body;
        body["state"] = json!(pending.state);
        let (status, answer) = h::control(&sandbox, path, body).await;
        assert_eq!(status, 200, "{answer}");
        assert_eq!(answer["params"]["state"], pending.state.as_str());
        let err = client
            .complete_login(&pending, &h::callback_of(&answer))
            .await
            .unwrap_err();
        let ProviderError::LoginFailed { error, .. } = err else {
            panic!("expected LoginFailed, got {err:?}");
        };
        assert_eq!(error, expected);
    }
    sandbox.stop().await;
}

#[tokio::test]
async fn codes_are_single_use_expire_and_need_the_right_verifier() {
    let sandbox = h::sandbox(&[]).await;
    let client = HttpBankIdNo::new(&h::bankid_config(&sandbox)).unwrap();

    // A wrong PKCE verifier.
    let mut pending = client
        .begin_login(&AuthorizeOptions::default())
        .await
        .unwrap();
    let callback = h::approve_bankid(&sandbox, &pending, "31129956715").await;
    pending.code_verifier = zrm_providers::oidc::PkceVerifier::generate();
    let err = client
        .complete_login(&pending, &callback)
        .await
        .unwrap_err();
    assert_eq!(oauth_error(&err), (400, OAuthErrorCode::InvalidGrant));

    // The same code twice.
    let pending = client
        .begin_login(&AuthorizeOptions::default())
        .await
        .unwrap();
    let callback = h::approve_bankid(&sandbox, &pending, "31129956715").await;
    client.complete_login(&pending, &callback).await.unwrap();
    let err = client
        .complete_login(&pending, &callback)
        .await
        .unwrap_err();
    assert_eq!(oauth_error(&err), (400, OAuthErrorCode::InvalidGrant));

    // An expired code: the simulator's codes live 60 s.
    let pending = client
        .begin_login(&AuthorizeOptions::default())
        .await
        .unwrap();
    let callback = h::approve_bankid(&sandbox, &pending, "31129956715").await;
    h::advance(&sandbox, 61.0).await;
    let err = client
        .complete_login(&pending, &callback)
        .await
        .unwrap_err();
    assert_eq!(oauth_error(&err), (400, OAuthErrorCode::InvalidGrant));
    let ProviderError::OAuth { description, .. } = err else {
        unreachable!()
    };
    assert_eq!(description.as_deref(), Some("Code expired"));
    sandbox.stop().await;
}

#[tokio::test]
async fn a_reused_code_revokes_the_access_token_it_gave() {
    let sandbox = h::sandbox(&[]).await;
    let oidc = OidcClient::new(
        "BankID Norway",
        &h::bankid_config(&sandbox),
        &["nnin_altsub"],
    )
    .unwrap();
    let pending = oidc.begin(&AuthorizeOptions::default()).await.unwrap();
    let callback = h::approve_bankid(&sandbox, &pending, "31129956715").await;
    let login = oidc.complete(&pending, &callback).await.unwrap();
    let sub = login.claims["sub"].as_str().unwrap().to_owned();
    oidc.userinfo(&login.access_token, &sub).await.unwrap();
    let err = oidc.complete(&pending, &callback).await.unwrap_err();
    assert_eq!(oauth_error(&err), (400, OAuthErrorCode::InvalidGrant));
    let err = oidc.userinfo(&login.access_token, &sub).await.unwrap_err();
    assert_eq!(oauth_error(&err), (401, OAuthErrorCode::InvalidToken));
    sandbox.stop().await;
}

#[tokio::test]
async fn the_token_request_must_match_the_authorization_request_and_the_client() {
    let sandbox = h::sandbox(&[]).await;
    let config = h::bankid_config(&sandbox);
    let client = HttpBankIdNo::new(&config).unwrap();

    // Redeemed with the other registered redirect URI.
    let mut elsewhere = config.clone();
    elsewhere.redirect_uri = h::BANKID_OTHER_REDIRECT.into();
    let other = HttpBankIdNo::new(&elsewhere).unwrap();
    let pending = client
        .begin_login(&AuthorizeOptions::default())
        .await
        .unwrap();
    let callback = h::approve_bankid(&sandbox, &pending, "31129956715").await;
    let err = other.complete_login(&pending, &callback).await.unwrap_err();
    assert_eq!(oauth_error(&err), (400, OAuthErrorCode::InvalidGrant));

    // A wrong client secret, by Basic (401 with a challenge) and by form post.
    for auth in [ClientAuth::ClientSecretBasic, ClientAuth::ClientSecretPost] {
        let mut wrong = config.clone();
        wrong.client_secret = "not-the-secret".into();
        wrong.client_auth = auth;
        let wrong = HttpBankIdNo::new(&wrong).unwrap();
        let pending = wrong
            .begin_login(&AuthorizeOptions::default())
            .await
            .unwrap();
        let callback = h::approve_bankid(&sandbox, &pending, "31129956715").await;
        let err = wrong.complete_login(&pending, &callback).await.unwrap_err();
        assert_eq!(
            oauth_error(&err),
            (401, OAuthErrorCode::InvalidClient),
            "{auth:?}"
        );
    }

    // A callback for another login (CSRF) or naming another issuer (mix-up).
    let pending = client
        .begin_login(&AuthorizeOptions::default())
        .await
        .unwrap();
    let mut callback = h::approve_bankid(&sandbox, &pending, "31129956715").await;
    callback.state = Some("someone-elses-state".into());
    let err = client
        .complete_login(&pending, &callback)
        .await
        .unwrap_err();
    assert!(matches!(err, ProviderError::Callback { .. }), "{err:?}");
    callback.state = Some(pending.state.clone());
    callback.iss = Some("https://evil.example".into());
    let err = client
        .complete_login(&pending, &callback)
        .await
        .unwrap_err();
    assert!(matches!(err, ProviderError::Callback { .. }), "{err:?}");
    sandbox.stop().await;
}
