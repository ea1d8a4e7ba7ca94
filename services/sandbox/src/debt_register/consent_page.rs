//! The regular consent flow's page, as NoGi's `GET /oauth2/auth?client_id&response_type=code
//! &scope&state&redirect_uri`: the person (here: chooses a NIN, for ID-porten's TestID login)
//! accepts or denies sharing their debt, and the browser returns to `redirect_uri` with
//! `?code&scope&state`, or `?error=consent_denied|login_cancelled|invalid_scopes
//! &error_description&state`. A trailing `openid` scope adds an ID token at the token endpoint.

use actix_web::http::StatusCode;
use actix_web::http::header::LOCATION;
use actix_web::{HttpRequest, HttpResponse, web};
use maud::html;
use serde::Deserialize;

use super::api::{nogi, parse_nin};
use super::model::Purpose;
use super::persons::TEST_PERSONS;
use super::simulator::Grant;
use super::texts::{DebtText as T, dt};
use crate::error::SandboxError;
use crate::html::{Page, layout};
use crate::i18n::Lang;
use crate::state::AppState;

#[derive(Debug, Clone, Deserialize)]
struct AuthQuery {
    client_id: Option<String>,
    response_type: Option<String>,
    scope: Option<String>,
    state: Option<String>,
    redirect_uri: Option<String>,
}

/// What a valid request asks for.
struct Request {
    redirect_uri: String,
    state: String,
    scope: String,
    purpose: Purpose,
    days: Option<i64>,
    openid: bool,
}

fn back(redirect_uri: &str, pairs: &[(&str, &str)]) -> HttpResponse {
    let mut url = redirect_uri.to_owned();
    let query: String = form_urlencoded::Serializer::new(String::new())
        .extend_pairs(pairs)
        .finish();
    url.push(if url.contains('?') { '&' } else { '?' });
    url.push_str(&query);
    HttpResponse::Found()
        .insert_header((LOCATION, url))
        .finish()
}

/// Errors about the client or the redirect URI are shown (no safe place to return to); the
/// rest go back to the client as OAuth errors.
fn validate(
    query: &AuthQuery,
    state: &AppState,
) -> Result<Result<Request, HttpResponse>, SandboxError> {
    let sim = &state.debt_register;
    if query.client_id.as_deref() != Some(sim.settings.client_id.as_str()) {
        return Err(nogi(
            StatusCode::BAD_REQUEST,
            "invalid_client",
            "Unknown client_id",
        ));
    }
    let redirect_uri = query.redirect_uri.clone().unwrap_or_default();
    let parsed = url::Url::parse(&redirect_uri).map_err(|_| {
        nogi(
            StatusCode::BAD_REQUEST,
            "invalid_request",
            "redirect_uri must be an absolute URL",
        )
    })?;
    if !matches!(parsed.scheme(), "http" | "https") {
        return Err(nogi(
            StatusCode::BAD_REQUEST,
            "invalid_request",
            "redirect_uri must be http(s)",
        ));
    }
    let oauth_state = query.state.clone().unwrap_or_default();
    let error = |error: &str, description: &str| {
        back(
            &redirect_uri,
            &[
                ("error", error),
                ("error_description", description),
                ("state", &oauth_state),
            ],
        )
    };
    if query.response_type.as_deref() != Some("code") {
        return Ok(Err(error(
            "unsupported_response_type",
            "response_type must be code",
        )));
    }
    let scopes: Vec<&str> = query
        .scope
        .as_deref()
        .unwrap_or_default()
        .split_whitespace()
        .collect();
    let openid = scopes.last() == Some(&"openid");
    let debt_scopes: Vec<&str> = scopes.iter().copied().filter(|s| *s != "openid").collect();
    let valid = scopes.iter().filter(|s| **s == "openid").count() <= usize::from(openid);
    let parsed_scope = match (valid, debt_scopes.as_slice()) {
        (true, [one]) => Purpose::parse_scope(one),
        _ => None,
    };
    let Some((purpose, days)) = parsed_scope else {
        return Ok(Err(error(
            "invalid_scopes",
            "Exactly one debt.unsecured scope, optionally followed by openid as the last scope",
        )));
    };
    Ok(Ok(Request {
        scope: debt_scopes.first().copied().unwrap_or_default().to_owned(),
        redirect_uri,
        state: oauth_state,
        purpose,
        days,
        openid,
    }))
}

async fn page(
    req: HttpRequest,
    query: web::Query<AuthQuery>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SandboxError> {
    let lang = Lang::from_request(&req);
    let request = match validate(&query, &state)? {
        Ok(request) => request,
        Err(redirect) => return Ok(redirect),
    };
    let hidden = [
        ("client_id", query.client_id.clone().unwrap_or_default()),
        ("response_type", "code".to_owned()),
        ("scope", query.scope.clone().unwrap_or_default()),
        ("state", request.state.clone()),
        ("redirect_uri", request.redirect_uri.clone()),
    ];
    // The language links keep the request, so switching language does not lose it.
    let path = format!(
        "/nogi/oauth2/auth?{}",
        form_urlencoded::Serializer::new(String::new())
            .extend_pairs(&hidden)
            .finish()
    );
    let page = Page {
        lang,
        title: dt(lang, T::ConsentTitle),
        path: &path,
        refresh_seconds: None,
    };
    let markup = layout(
        &page,
        html! {
            p { (dt(lang, T::ConsentAsk)) " " code { (state.debt_register.settings.client_id) } }
            p { (dt(lang, T::Scope)) ": " code { (request.scope) } }
            form method="post" action={ "/nogi/oauth2/auth?lang=" (lang.code()) } {
                @for (name, value) in &hidden { input type="hidden" name=(name) value=(value); }
                label { (dt(lang, T::Nin)) " "
                    input name="nin" list="nogi-test-persons" value=(TEST_PERSONS[0].nin) required;
                }
                datalist id="nogi-test-persons" { @for p in &TEST_PERSONS { option value=(p.nin) { (p.behaviour) } } }
                p {
                    button type="submit" name="decision" value="accept" { (dt(lang, T::Accept)) } " "
                    button type="submit" name="decision" value="deny" { (dt(lang, T::Deny)) } " "
                    button type="submit" name="decision" value="cancel" formnovalidate { (dt(lang, T::CancelLogin)) }
                }
            }
        },
    );
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(markup.into_string()))
}

#[derive(Debug, Deserialize)]
struct Decision {
    client_id: Option<String>,
    response_type: Option<String>,
    scope: Option<String>,
    state: Option<String>,
    redirect_uri: Option<String>,
    nin: Option<String>,
    decision: String,
}

async fn decide(
    state: web::Data<AppState>,
    form: web::Form<Decision>,
) -> Result<HttpResponse, SandboxError> {
    let form = form.into_inner();
    let query = AuthQuery {
        client_id: form.client_id,
        response_type: form.response_type,
        scope: form.scope,
        state: form.state,
        redirect_uri: form.redirect_uri,
    };
    let request = match validate(&query, &state)? {
        Ok(request) => request,
        Err(redirect) => return Ok(redirect),
    };
    let to = |pairs: &[(&str, &str)]| back(&request.redirect_uri, pairs);
    match form.decision.as_str() {
        "deny" => Ok(to(&[
            ("error", "consent_denied"),
            ("error_description", "The user did not consent"),
            ("state", &request.state),
        ])),
        "cancel" => Ok(to(&[
            ("error", "login_cancelled"),
            ("error_description", "The user cancelled the login"),
            ("state", &request.state),
        ])),
        "accept" => {
            let nin = parse_nin(&state, form.nin.as_deref().unwrap_or_default())
                .map_err(|e| SandboxError::validation("nin", format!("nin: {e}")))?;
            let sim = &state.debt_register;
            let Grant::Created(consent) = sim.grant(&nin, request.purpose, request.days, None)
            else {
                return Err(SandboxError::Internal(
                    "a consent without a client id collided".into(),
                ));
            };
            let code = sim.issue_code(&consent.id, &request.redirect_uri, request.openid);
            let mut scope = consent.scope.clone();
            if request.openid {
                scope.push_str(" openid");
            }
            Ok(to(&[
                ("code", &code),
                ("scope", &scope),
                ("state", &request.state),
            ]))
        }
        _ => Err(SandboxError::validation(
            "decision",
            "decision must be accept, deny or cancel",
        )),
    }
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/oauth2/auth", web::get().to(page))
        .route("/oauth2/auth", web::post().to(decide));
}
