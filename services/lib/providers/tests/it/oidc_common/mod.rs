//! The OIDC contract tests' harness: a sandbox on ephemeral ports, client configurations
//! pointing at it, a browser that does not follow redirects, and the control API that stands in
//! for the person at the login page.
#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]

use serde_json::{Value, json};
use zrm_providers::ProviderError;
use zrm_providers::oidc::{Callback, OAuthErrorCode, OidcConfig, PendingLogin, TokenProblem};
use zrm_providers::staff_idp::{StaffClaimNames, StaffIdpConfig};
use zrm_sandbox::embedded::{self, RunningSandbox};
use zrm_sandbox::settings::Settings;

pub const BANKID_REDIRECT: &str = "http://127.0.0.1:8080/auth/bankid/no/callback";
/// The other registered BankID redirect URI.
pub const BANKID_OTHER_REDIRECT: &str = "http://localhost:8080/auth/bankid/no/callback";
pub const STAFF_REDIRECT: &str = "http://127.0.0.1:3000/idp-callback";

pub async fn sandbox(overrides: &[(&str, &str)]) -> RunningSandbox {
    embedded::start(&Settings::ephemeral_with(overrides).unwrap(), 1)
        .await
        .unwrap()
}

pub fn bankid_config(sandbox: &RunningSandbox) -> OidcConfig {
    OidcConfig::new(
        format!("{}/bankid-no/auth/realms/current", sandbox.http_url),
        "zrm-local",
        "sandbox-bankid-no-secret",
        BANKID_REDIRECT,
    )
}

pub fn staff_config(sandbox: &RunningSandbox) -> StaffIdpConfig {
    StaffIdpConfig {
        oidc: OidcConfig::new(
            format!("{}/staff-idp", sandbox.http_url),
            "zrm-backoffice",
            "sandbox-staff-idp-secret",
            STAFF_REDIRECT,
        ),
        claims: StaffClaimNames::default(),
    }
}

/// The browser: no redirects followed, so each step can be checked.
pub fn browser() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

/// Opens the authorization URL as the browser does; answers the login page's path.
pub async fn open(pending: &PendingLogin) -> String {
    let res = browser()
        .get(&pending.authorization_url)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 303, "{}", res.text().await.unwrap());
    res.headers()["location"].to_str().unwrap().to_owned()
}

pub async fn control(sandbox: &RunningSandbox, path: &str, body: Value) -> (u16, Value) {
    let res = reqwest::Client::new()
        .post(format!("{}{path}", sandbox.http_url))
        .json(&body)
        .send()
        .await
        .unwrap();
    let status = res.status().as_u16();
    let text = res.text().await.unwrap();
    (
        status,
        serde_json::from_str(&text).unwrap_or(Value::String(text)),
    )
}

/// Where the provider sends the browser back to, as the client receives it.
pub fn callback_of(answer: &Value) -> Callback {
    Callback::from_url(answer["redirect_to"].as_str().unwrap()).unwrap()
}

/// The person approves the login `pending` started, as `national_id`.
pub async fn approve_bankid(
    sandbox: &RunningSandbox,
    pending: &PendingLogin,
    national_id: &str,
) -> Callback {
    open(pending).await;
    let (status, answer) = control(
        sandbox,
        "/sandbox/bankid-no/approve",
        json!({"state": pending.state, "national_id": national_id}),
    )
    .await;
    assert_eq!(status, 200, "{answer}");
    callback_of(&answer)
}

/// The staff member signs in with `email`.
pub async fn approve_staff(
    sandbox: &RunningSandbox,
    pending: &PendingLogin,
    email: &str,
) -> Callback {
    open(pending).await;
    let (status, answer) = control(
        sandbox,
        "/sandbox/staff-idp/approve",
        json!({"state": pending.state, "email": email}),
    )
    .await;
    assert_eq!(status, 200, "{answer}");
    callback_of(&answer)
}

pub async fn advance(sandbox: &RunningSandbox, seconds: f64) {
    let (status, _) = control(
        sandbox,
        "/sandbox/clock/advance",
        json!({ "seconds": seconds }),
    )
    .await;
    assert_eq!(status, 200);
}

/// Queues an ID-token fault at `slug` (`bankid-no`, `staff-idp`).
pub async fn fault(sandbox: &RunningSandbox, slug: &str, kind: &str) {
    let (status, body) = control(
        sandbox,
        &format!("/sandbox/{slug}/faults"),
        json!({ "id_token": kind }),
    )
    .await;
    assert_eq!(status, 204, "{body}");
}

pub fn oauth_error(err: &ProviderError) -> (u16, OAuthErrorCode) {
    let ProviderError::OAuth { status, error, .. } = err else {
        panic!("expected an OAuth error, got {err:?}");
    };
    (*status, error.clone())
}

pub fn token_problem(err: &ProviderError) -> TokenProblem {
    let ProviderError::TokenRejected { problem, .. } = err else {
        panic!("expected a rejected token, got {err:?}");
    };
    problem.clone()
}
