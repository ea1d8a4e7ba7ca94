#![allow(clippy::unwrap_used, clippy::expect_used)]

use chrono::TimeDelta;

use super::*;

type Overrides<'a> = Vec<(&'a str, Option<&'a str>)>;

const CHALLENGE: &str = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";

fn client() -> ProviderSettings {
    ProviderSettings {
        issuer: None,
        client_id: "rp".into(),
        client_secret: "secret".into(),
        redirect_uris: vec!["https://rp.example/cb".into()],
        code_lifetime: TimeDelta::seconds(60),
        token_lifetime: TimeDelta::seconds(300),
        login_lifetime: TimeDelta::seconds(600),
    }
}

fn params(overrides: &[(&str, Option<&str>)]) -> Vec<(String, String)> {
    let mut base: Vec<(&str, Option<&str>)> = vec![
        ("client_id", Some("rp")),
        ("redirect_uri", Some("https://rp.example/cb")),
        ("response_type", Some("code")),
        ("scope", Some("openid profile")),
        ("state", Some("st")),
        ("nonce", Some("no")),
        ("code_challenge", Some(CHALLENGE)),
        ("code_challenge_method", Some("S256")),
    ];
    for (name, value) in overrides {
        match base.iter_mut().find(|(k, _)| k == name) {
            Some(entry) => entry.1 = *value,
            None => base.push((name, *value)),
        }
    }
    base.into_iter()
        .filter_map(|(k, v)| v.map(|v| (k.to_owned(), v.to_owned())))
        .collect()
}

fn redirected(overrides: &[(&str, Option<&str>)]) -> (OAuthCode, String, ErrorTarget) {
    match check(params(overrides), &client()) {
        Err(Rejection::Redirect {
            code,
            description,
            target,
        }) => (code, description, target),
        other => panic!("expected an error redirect, got {other:?}"),
    }
}

#[test]
fn a_complete_request_is_accepted() {
    let request = check(params(&[("response_mode", Some("form_post"))]), &client()).unwrap();
    assert_eq!(request.scopes, vec!["openid", "profile"]);
    assert_eq!(request.state.as_deref(), Some("st"));
    assert_eq!(request.response_mode, ResponseMode::FormPost);
    assert!(request.has_scope("profile"));
}

#[test]
fn an_untrusted_client_or_redirect_uri_is_never_redirected() {
    for (overrides, expected) in [
        (vec![("client_id", None)], "Missing parameter: client_id"),
        (
            vec![("client_id", Some("other"))],
            "Client not found: other",
        ),
        (
            vec![("redirect_uri", None)],
            "Missing parameter: redirect_uri",
        ),
        (
            vec![("redirect_uri", Some("https://rp.example/cb/extra"))],
            "Invalid parameter: redirect_uri",
        ),
    ] {
        assert_eq!(
            check(params(&overrides), &client()),
            Err(Rejection::NoRedirect(expected.to_owned()))
        );
    }
    let mut twice = params(&[]);
    twice.push(("redirect_uri".into(), "https://evil.example/cb".into()));
    assert_eq!(
        check(twice, &client()),
        Err(Rejection::NoRedirect(
            "Duplicated parameter: redirect_uri".into()
        ))
    );
}

#[test]
fn other_problems_go_back_to_the_client_with_the_state() {
    let cases: Vec<(Overrides<'_>, OAuthCode, &str)> = vec![
        (
            vec![("code_challenge", None)],
            OAuthCode::InvalidRequest,
            "Missing parameter: code_challenge",
        ),
        (
            vec![("code_challenge", Some("too-short"))],
            OAuthCode::InvalidRequest,
            "Invalid parameter: code_challenge",
        ),
        (
            vec![("code_challenge_method", None)],
            OAuthCode::InvalidRequest,
            "Missing parameter: code_challenge_method",
        ),
        (
            vec![("code_challenge_method", Some("plain"))],
            OAuthCode::InvalidRequest,
            "Invalid parameter: code_challenge_method (only S256 is supported)",
        ),
        (
            vec![("response_type", Some("token"))],
            OAuthCode::UnsupportedResponseType,
            "Only the authorization code flow (response_type=code) is supported",
        ),
        (
            vec![("response_type", None)],
            OAuthCode::InvalidRequest,
            "Missing parameter: response_type",
        ),
        (
            vec![("scope", Some("profile"))],
            OAuthCode::InvalidScope,
            "The scope must contain openid",
        ),
        (
            vec![("response_mode", Some("web_message"))],
            OAuthCode::InvalidRequest,
            "Invalid parameter: response_mode",
        ),
        (
            vec![("prompt", Some("none"))],
            OAuthCode::LoginRequired,
            "No active session: the user must log in",
        ),
    ];
    for (overrides, code, description) in cases {
        let (got_code, got_description, target) = redirected(&overrides);
        assert_eq!((got_code, got_description.as_str()), (code, description));
        assert_eq!(target.state.as_deref(), Some("st"));
        assert_eq!(target.redirect_uri, "https://rp.example/cb");
    }
    let mut twice = params(&[]);
    twice.push(("scope".into(), "openid".into()));
    let Err(Rejection::Redirect {
        code, description, ..
    }) = check(twice, &client())
    else {
        panic!("expected a redirect");
    };
    assert_eq!(code, OAuthCode::InvalidRequest);
    assert_eq!(description, "Duplicated parameter: scope");
}

#[test]
fn errors_use_the_requested_response_mode() {
    let (_, _, target) = redirected(&[
        ("response_mode", Some("fragment")),
        ("code_challenge", None),
    ]);
    assert_eq!(target.mode, ResponseMode::Fragment);
}
