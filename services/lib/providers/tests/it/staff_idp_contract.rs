//! Contract tests: the staff identity provider client against the sandbox's simulator over
//! real HTTP — each seeded account's roles and coordinates, configured user ids, cancel, client
//! authentication and token verification.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::oidc_common as h;
use serde_json::{Value, json};
use zrm_providers::ProviderError;
use zrm_providers::oidc::{AuthorizeOptions, ClientAuth, OAuthErrorCode, TokenProblem};
use zrm_providers::staff_idp::{HttpStaffIdentityProvider, StaffIdentityProvider};

async fn accounts(sandbox: &zrm_sandbox::embedded::RunningSandbox) -> Vec<Value> {
    let body: Value = reqwest::get(format!("{}/sandbox/staff-idp/accounts", sandbox.http_url))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    body["items"].as_array().unwrap().clone()
}

#[tokio::test]
async fn every_seeded_account_signs_in_with_its_roles_and_coordinates() {
    let sandbox = h::sandbox(&[]).await;
    let idp = HttpStaffIdentityProvider::new(&h::staff_config(&sandbox)).unwrap();
    let expected = [
        (
            "admin@zrm.example",
            "Sofia Bergström",
            vec!["admin"],
            vec!["MOSESTFTSA", "MONOSTFTSA", "CCSESTFTSA", "LISESTFTKH"],
        ),
        (
            "anna.online@zrm.example",
            "Anna Lindqvist",
            vec!["online:admin", "mortgage:admin"],
            vec!["MOSESTFTSA", "ULSESTFTSA"],
        ),
        (
            "erik.sales@zrm.example",
            "Erik Lind",
            vec![],
            vec!["MOSESTFTSA"],
        ),
        (
            "maja.team@zrm.example",
            "Maja Nilsson",
            vec!["team-lead", "zaker:read-sales-stats"],
            vec!["MOSEUPFTSA", "MONOUPFTSA"],
        ),
    ];
    let listed = accounts(&sandbox).await;
    for (email, name, roles, zoordinates) in expected {
        let pending = idp.begin_login(&AuthorizeOptions::default()).await.unwrap();
        let callback = h::approve_staff(&sandbox, &pending, email).await;
        let staff = idp.complete_login(&pending, &callback).await.unwrap();
        assert_eq!(staff.email, email);
        assert_eq!(staff.name, name);
        assert_eq!(staff.roles, roles, "{email}");
        let codes: Vec<String> = staff.zoordinates.iter().map(ToString::to_string).collect();
        assert_eq!(codes, zoordinates, "{email}");
        let listed_id = listed
            .iter()
            .find(|a| a["email"] == email)
            .map(|a| a["user_id"].as_str().unwrap().to_owned());
        assert_eq!(
            Some(staff.user_id),
            listed_id,
            "sub is the account's user id"
        );
    }
    sandbox.stop().await;
}

#[tokio::test]
async fn accounts_can_carry_the_core_services_user_ids() {
    let sandbox = h::sandbox(&[]).await;
    let res = reqwest::Client::new()
        .put(format!("{}/sandbox/staff-idp/accounts", sandbox.http_url))
        .json(&json!({
            "email": "Maja.Team@zrm.example", "given_name": "Maja", "family_name": "Nilsson",
            "roles": ["team-lead", "dialmaker:admin"], "zoordinates": ["MONOUPFTSA"],
            "user_id": "4b0e3c2a-9d1f-4e37-8a55-2f9d0c6b7e11",
        }))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200, "replaced, not added");
    let bad = reqwest::Client::new()
        .put(format!("{}/sandbox/staff-idp/accounts", sandbox.http_url))
        .json(&json!({"email": "new@zrm.example", "given_name": "N", "family_name": "N", "zoordinates": ["XX"]}))
        .send()
        .await
        .unwrap();
    assert_eq!(bad.status(), 400);
    let body: Value = bad.json().await.unwrap();
    assert_eq!(body["field"], "zoordinates");

    let idp = HttpStaffIdentityProvider::new(&h::staff_config(&sandbox)).unwrap();
    let pending = idp.begin_login(&AuthorizeOptions::default()).await.unwrap();
    let callback = h::approve_staff(&sandbox, &pending, "maja.team@zrm.example").await;
    let staff = idp.complete_login(&pending, &callback).await.unwrap();
    assert_eq!(staff.user_id, "4b0e3c2a-9d1f-4e37-8a55-2f9d0c6b7e11");
    assert_eq!(staff.roles, vec!["team-lead", "dialmaker:admin"]);
    sandbox.stop().await;
}

#[tokio::test]
async fn cancelling_the_popup_is_access_denied_and_unknown_accounts_cannot_sign_in() {
    let sandbox = h::sandbox(&[]).await;
    let idp = HttpStaffIdentityProvider::new(&h::staff_config(&sandbox)).unwrap();
    let pending = idp.begin_login(&AuthorizeOptions::default()).await.unwrap();
    h::open(&pending).await;
    let (status, body) = h::control(
        &sandbox,
        "/sandbox/staff-idp/approve",
        json!({"state": pending.state, "email": "nobody@zrm.example"}),
    )
    .await;
    assert_eq!((status, body["field"].as_str()), (400, Some("email")));
    let (status, answer) = h::control(
        &sandbox,
        "/sandbox/staff-idp/cancel",
        json!({"state": pending.state}),
    )
    .await;
    assert_eq!(status, 200);
    let err = idp
        .complete_login(&pending, &h::callback_of(&answer))
        .await
        .unwrap_err();
    assert!(
        matches!(
            &err,
            ProviderError::LoginFailed {
                error: OAuthErrorCode::AccessDenied,
                ..
            }
        ),
        "{err:?}"
    );
    // A finished login cannot be approved afterwards.
    let (status, _) = h::control(
        &sandbox,
        "/sandbox/staff-idp/approve",
        json!({"state": pending.state, "email": "admin@zrm.example"}),
    )
    .await;
    assert_eq!(status, 409);
    sandbox.stop().await;
}

#[tokio::test]
async fn client_authentication_and_token_checks() {
    let sandbox = h::sandbox(&[]).await;
    let mut config = h::staff_config(&sandbox);
    config.oidc.client_auth = ClientAuth::ClientSecretPost;
    let idp = HttpStaffIdentityProvider::new(&config).unwrap();
    let pending = idp.begin_login(&AuthorizeOptions::default()).await.unwrap();
    let callback = h::approve_staff(&sandbox, &pending, "erik.sales@zrm.example").await;
    idp.complete_login(&pending, &callback).await.unwrap();

    config.oidc.client_secret = "wrong".into();
    let wrong = HttpStaffIdentityProvider::new(&config).unwrap();
    let pending = wrong
        .begin_login(&AuthorizeOptions::default())
        .await
        .unwrap();
    let callback = h::approve_staff(&sandbox, &pending, "erik.sales@zrm.example").await;
    let err = wrong.complete_login(&pending, &callback).await.unwrap_err();
    assert!(
        matches!(
            &err,
            ProviderError::OAuth {
                status: 401,
                error: OAuthErrorCode::InvalidClient,
                ..
            }
        ),
        "{err:?}"
    );

    h::fault(&sandbox, "staff-idp", "bad_signature").await;
    let pending = idp.begin_login(&AuthorizeOptions::default()).await.unwrap();
    let callback = h::approve_staff(&sandbox, &pending, "erik.sales@zrm.example").await;
    let err = idp.complete_login(&pending, &callback).await.unwrap_err();
    assert!(
        matches!(
            &err,
            ProviderError::TokenRejected {
                problem: TokenProblem::BadSignature,
                ..
            }
        ),
        "{err:?}"
    );
    sandbox.stop().await;
}

#[tokio::test]
async fn without_the_email_scope_the_login_is_refused_after_asking_userinfo() {
    let sandbox = h::sandbox(&[]).await;
    let mut config = h::staff_config(&sandbox);
    config.oidc.scopes = vec!["profile".into()];
    let idp = HttpStaffIdentityProvider::new(&config).unwrap();
    let pending = idp.begin_login(&AuthorizeOptions::default()).await.unwrap();
    let callback = h::approve_staff(&sandbox, &pending, "anna.online@zrm.example").await;
    // The simulator releases the e-mail only with the email scope, in both places: refused.
    let err = idp.complete_login(&pending, &callback).await.unwrap_err();
    assert!(matches!(&err, ProviderError::Claims { .. }), "{err:?}");
    sandbox.stop().await;
}
