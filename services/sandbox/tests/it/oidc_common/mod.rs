//! Shared by the OIDC simulator tests: a browser that does not follow redirects, authorization
//! requests for the BankID Norway simulator, and its token endpoint.
#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]

use zrm_sandbox::embedded::RunningSandbox;

// RFC 7636 Appendix B.
pub const VERIFIER: &str = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
pub const CHALLENGE: &str = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
pub const BANKID: &str = "/bankid-no/auth/realms/current";
pub const REDIRECT: &str = "http://127.0.0.1:8080/auth/bankid/no/callback";

pub fn browser() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

pub fn authorize_url(base: &str, overrides: &[(&str, Option<&str>)]) -> String {
    let mut params: Vec<(&str, Option<&str>)> = vec![
        ("client_id", Some("zrm-local")),
        ("redirect_uri", Some(REDIRECT)),
        ("response_type", Some("code")),
        ("scope", Some("openid profile nnin_altsub")),
        ("state", Some("the-state")),
        ("nonce", Some("the-nonce")),
        ("code_challenge", Some(CHALLENGE)),
        ("code_challenge_method", Some("S256")),
    ];
    for (name, value) in overrides {
        match params.iter_mut().find(|(k, _)| k == name) {
            Some(entry) => entry.1 = *value,
            None => params.push((name, *value)),
        }
    }
    let query: Vec<(&str, &str)> = params
        .into_iter()
        .filter_map(|(k, v)| Some((k, v?)))
        .collect();
    let mut url =
        reqwest::Url::parse(&format!("{base}{BANKID}/protocol/openid-connect/auth")).unwrap();
    url.query_pairs_mut().extend_pairs(query);
    url.into()
}

pub fn location(res: &reqwest::Response) -> reqwest::Url {
    let raw = res.headers()["location"].to_str().unwrap();
    reqwest::Url::parse(raw)
        .or_else(|_| reqwest::Url::parse(&format!("http://sandbox{raw}")))
        .unwrap()
}

pub fn param(url: &reqwest::Url, name: &str) -> Option<String> {
    url.query_pairs()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.into_owned())
}

/// Starts a login; answers the login page path.
pub async fn start(sandbox: &RunningSandbox, overrides: &[(&str, Option<&str>)]) -> String {
    let res = browser()
        .get(authorize_url(&sandbox.http_url, overrides))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 303);
    location(&res).path().to_owned()
}

pub async fn token(
    sandbox: &RunningSandbox,
    form: &[(&str, &str)],
    basic: Option<(&str, &str)>,
) -> reqwest::Response {
    let mut request = reqwest::Client::new()
        .post(format!(
            "{}{BANKID}/protocol/openid-connect/token",
            sandbox.http_url
        ))
        .form(form);
    if let Some((id, secret)) = basic {
        request = request.basic_auth(id, Some(secret));
    }
    request.send().await.unwrap()
}

pub fn base64_url(text: &str) -> Vec<u8> {
    use base64::Engine;
    base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(text)
        .unwrap()
}
