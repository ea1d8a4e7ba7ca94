//! Contract tests: ID-token and userinfo verification of the OIDC client against the sandbox's
//! BankID Norway simulator over real HTTP — forged and misdirected tokens, key rotation, signed
//! userinfo, discovery and configuration checks.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::oidc_common::{self as h, oauth_error, token_problem};
use serde_json::json;
use zrm_providers::ProviderError;
use zrm_providers::bankid_no::{BankIdNo, HttpBankIdNo};
use zrm_providers::oidc::{AuthorizeOptions, OAuthErrorCode, OidcClient, TokenProblem};

#[tokio::test]
async fn signed_userinfo_verifies_and_describes_the_same_person() {
    let sandbox = h::sandbox(&[]).await;
    let oidc = OidcClient::new(
        "BankID Norway",
        &h::bankid_config(&sandbox),
        &["profile", "nnin_altsub"],
    )
    .unwrap();
    let pending = oidc.begin(&AuthorizeOptions::default()).await.unwrap();
    let callback = h::approve_bankid(&sandbox, &pending, "05087610081").await;
    let login = oidc.complete(&pending, &callback).await.unwrap();
    let sub = login.claims["sub"].as_str().unwrap().to_owned();
    let userinfo = oidc.userinfo(&login.access_token, &sub).await.unwrap();
    assert_eq!(userinfo["nnin_altsub"], "05087610081");
    assert_eq!(userinfo["family_name"], "Hansen");
    let err = oidc
        .userinfo(&login.access_token, "someone-else")
        .await
        .unwrap_err();
    assert_eq!(token_problem(&err), TokenProblem::SubjectMismatch);
    let err = oidc.userinfo("made-up-token", &sub).await.unwrap_err();
    assert_eq!(oauth_error(&err), (401, OAuthErrorCode::InvalidToken));
    sandbox.stop().await;
}

#[tokio::test]
async fn bad_id_tokens_are_refused() {
    let sandbox = h::sandbox(&[]).await;
    let client = HttpBankIdNo::new(&h::bankid_config(&sandbox)).unwrap();
    let cases = [
        ("bad_signature", TokenProblem::BadSignature),
        ("wrong_audience", TokenProblem::WrongAudience),
        ("wrong_issuer", TokenProblem::WrongIssuer),
        ("wrong_nonce", TokenProblem::WrongNonce),
        ("expired", TokenProblem::Expired),
    ];
    for (fault, expected) in cases {
        h::fault(&sandbox, "bankid-no", fault).await;
        let pending = client
            .begin_login(&AuthorizeOptions::default())
            .await
            .unwrap();
        let callback = h::approve_bankid(&sandbox, &pending, "31129956715").await;
        let err = client
            .complete_login(&pending, &callback)
            .await
            .unwrap_err();
        assert_eq!(token_problem(&err), expected, "{fault}");
    }
    // Faults are used up: the next login is fine again.
    let pending = client
        .begin_login(&AuthorizeOptions::default())
        .await
        .unwrap();
    let callback = h::approve_bankid(&sandbox, &pending, "31129956715").await;
    client.complete_login(&pending, &callback).await.unwrap();
    sandbox.stop().await;
}

#[tokio::test]
async fn rotated_keys_are_fetched_and_made_up_keys_are_refused() {
    let sandbox = h::sandbox(&[]).await;
    let client = HttpBankIdNo::new(&h::bankid_config(&sandbox)).unwrap();
    let login = async |client: &HttpBankIdNo| {
        let pending = client
            .begin_login(&AuthorizeOptions::default())
            .await
            .unwrap();
        let callback = h::approve_bankid(&sandbox, &pending, "31129956715").await;
        client.complete_login(&pending, &callback).await
    };
    login(&client).await.unwrap();
    let (status, rotated) = h::control(&sandbox, "/sandbox/bankid-no/keys/rotate", json!({})).await;
    assert_eq!(status, 200, "{rotated}");
    assert_eq!(rotated["published"].as_array().unwrap().len(), 2);
    // Signed with the new key, which the client has not seen: it fetches the JWKS again.
    login(&client).await.unwrap();

    // A token under a key id nobody published: refetching (within the cooldown: not even that)
    // cannot help.
    h::fault(&sandbox, "bankid-no", "unknown_kid").await;
    let err = login(&client).await.unwrap_err();
    assert!(
        matches!(token_problem(&err), TokenProblem::UnknownKey(Some(_))),
        "{err:?}"
    );

    // Two rotations in a row inside the cooldown: the second new key is refused until the
    // cooldown (here 10 s) has passed; a client without cooldown picks it up.
    h::control(&sandbox, "/sandbox/bankid-no/keys/rotate", json!({})).await;
    let err = login(&client).await.unwrap_err();
    assert!(
        matches!(token_problem(&err), TokenProblem::UnknownKey(Some(_))),
        "{err:?}"
    );
    let mut eager = h::bankid_config(&sandbox);
    eager.jwks_refresh_cooldown_ms = 0;
    let eager = HttpBankIdNo::new(&eager).unwrap();
    login(&eager).await.unwrap();
    h::control(&sandbox, "/sandbox/bankid-no/keys/rotate", json!({})).await;
    login(&eager).await.unwrap();
    sandbox.stop().await;
}

#[tokio::test]
async fn discovery_and_configuration_are_checked() {
    let sandbox = h::sandbox(&[(
        "ZRM_SANDBOX__BANKID_NO__ISSUER",
        "https://auth.current.bankid.no/auth/realms/current",
    )])
    .await;
    // The discovery document names another issuer than configured: refused (Discovery §4.3).
    let client = HttpBankIdNo::new(&h::bankid_config(&sandbox)).unwrap();
    let err = client
        .begin_login(&AuthorizeOptions::default())
        .await
        .unwrap_err();
    assert!(
        matches!(err, ProviderError::UnexpectedResponse { .. }),
        "{err:?}"
    );
    sandbox.stop().await;

    let mut config = zrm_providers::oidc::OidcConfig::new(
        "http://bankid.example/auth/realms/prod",
        "zrm-local",
        "sandbox-bankid-no-secret",
        h::BANKID_REDIRECT,
    );
    assert!(matches!(
        HttpBankIdNo::new(&config),
        Err(ProviderError::Config { .. })
    ));
    config.issuer = "http://127.0.0.1:9/auth/realms/current".into();
    let unreachable = HttpBankIdNo::new(&config).unwrap();
    let err = unreachable
        .begin_login(&AuthorizeOptions::default())
        .await
        .unwrap_err();
    assert!(matches!(err, ProviderError::Unreachable { .. }), "{err:?}");
    config.client_secret = String::new();
    assert!(matches!(
        HttpBankIdNo::new(&config),
        Err(ProviderError::Config { .. })
    ));
    assert!(!format!("{config:?}").contains("sandbox-bankid-no-secret"));
}
