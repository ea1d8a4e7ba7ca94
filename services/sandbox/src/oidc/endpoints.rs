//! The protocol endpoints every simulated OpenID provider serves below its issuer: discovery,
//! authorize, token, userinfo and the JWKS.

use actix_web::http::header::{AUTHORIZATION, CACHE_CONTROL, LOCATION, PRAGMA};
use actix_web::web::{self, Bytes};
use actix_web::{HttpRequest, HttpResponse};
use maud::html;
use serde_json::json;

use super::Flavour;
use super::client_auth::{authenticate, parse_pairs, token_form};
use super::error::{Challenge, OAuthCode, OAuthError};
use super::provider::CodeExchange;
use super::redirect::Redirect;
use super::request::{self, Rejection};
use super::texts::{OidcText, page_lang, tr};
use super::tokens;
use crate::error::SandboxError;
use crate::html::{Page, layout};
use crate::state::AppState;

async fn discovery<F: Flavour>(req: HttpRequest, state: web::Data<AppState>) -> HttpResponse {
    let provider = F::provider(&state);
    let issuer = provider.issuer(&req);
    HttpResponse::Ok().json(provider.profile.discovery(&issuer, &provider.advertised))
}

async fn jwks<F: Flavour>(state: web::Data<AppState>) -> Result<HttpResponse, SandboxError> {
    let keys = F::provider(&state).keys.jwks().await?;
    Ok(HttpResponse::Ok().json(keys))
}

/// The page shown instead of a redirect when `client_id` or `redirect_uri` cannot be trusted.
fn rejected_page(req: &HttpRequest, detail: &str) -> HttpResponse {
    let lang = page_lang(req, None);
    let title = tr(lang, OidcText::InvalidRequestTitle);
    let page = Page {
        lang,
        title,
        path: "/",
        refresh_seconds: None,
    };
    let markup = layout(
        &page,
        html! {
            p role="alert" { (tr(lang, OidcText::InvalidRequestHint)) " " code { (detail) } }
        },
    );
    HttpResponse::BadRequest()
        .content_type("text/html; charset=utf-8")
        .body(markup.into_string())
}

async fn authorize<F: Flavour>(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SandboxError> {
    let provider = F::provider(&state);
    let issuer = provider.issuer(&req);
    let pairs = parse_pairs(req.query_string().as_bytes());
    match request::check(pairs, &provider.settings) {
        Ok(request) => {
            let lang = page_lang(&req, request.ui_locales.as_deref());
            let login = provider.start_login(request, issuer);
            Ok(HttpResponse::SeeOther()
                .insert_header((
                    LOCATION,
                    format!(
                        "{}/{}?lang={}",
                        provider.profile.login_path,
                        login.id,
                        lang.code()
                    ),
                ))
                .finish())
        }
        Err(Rejection::NoRedirect(detail)) => Ok(rejected_page(&req, &detail)),
        Err(Rejection::Redirect {
            target,
            code,
            description,
        }) => Redirect::error(&target, code, &description, &issuer).response(page_lang(&req, None)),
    }
}

async fn token<F: Flavour>(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: Bytes,
) -> Result<HttpResponse, SandboxError> {
    let provider = F::provider(&state);
    let form = token_form(&req, &body)?;
    let client_id = authenticate(&req, &form, &provider.settings)?;
    match form.get("grant_type") {
        None => {
            return Err(OAuthError::new(
                OAuthCode::InvalidRequest,
                "Missing parameter: grant_type",
            )
            .into());
        }
        Some("authorization_code") => {}
        Some(other) => {
            return Err(OAuthError::new(
                OAuthCode::UnsupportedGrantType,
                format!("Unsupported grant_type: {other}"),
            )
            .into());
        }
    }
    let code = form
        .get("code")
        .ok_or_else(|| OAuthError::new(OAuthCode::InvalidRequest, "Missing parameter: code"))?;
    let exchange = CodeExchange {
        client_id,
        code: code.to_owned(),
        redirect_uri: form.get("redirect_uri").map(str::to_owned),
        code_verifier: form.get("code_verifier").map(str::to_owned),
    };
    let issuer = provider.issuer(&req);
    let issued = provider.redeem(&exchange, &issuer)?;
    let id_token = tokens::id_token(provider, &issuer, &issued, provider.take_fault()).await?;
    Ok(HttpResponse::Ok()
        .insert_header((CACHE_CONTROL, "no-store"))
        .insert_header((PRAGMA, "no-cache"))
        .json(json!({
            "access_token": issued.access_token,
            "token_type": "Bearer",
            "expires_in": issued.expires_in,
            "id_token": id_token,
            "scope": issued.scope,
        })))
}

fn bearer_token(req: &HttpRequest) -> Result<String, OAuthError> {
    let missing = || {
        OAuthError::new(OAuthCode::InvalidToken, "Missing bearer token")
            .with_challenge(Challenge::Bearer)
    };
    let header = req
        .headers()
        .get(AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .ok_or_else(missing)?;
    let (scheme, token) = header.split_once(' ').ok_or_else(missing)?;
    if !scheme.eq_ignore_ascii_case("bearer") || token.trim().is_empty() {
        return Err(missing());
    }
    Ok(token.trim().to_owned())
}

async fn userinfo<F: Flavour>(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, SandboxError> {
    let provider = F::provider(&state);
    let token = bearer_token(&req)?;
    let grant = provider
        .access_grant(&token)
        .map_err(|e| e.with_challenge(Challenge::Bearer))?;
    let signed = provider.advertised.userinfo_signed;
    let claims = tokens::userinfo_claims(&grant, signed);
    if signed {
        let jwt = provider.keys.active().await?.sign("JWT", &claims)?;
        return Ok(HttpResponse::Ok()
            .insert_header((CACHE_CONTROL, "no-store"))
            .content_type("application/jwt")
            .body(jwt));
    }
    Ok(HttpResponse::Ok()
        .insert_header((CACHE_CONTROL, "no-store"))
        .json(claims))
}

/// The protocol endpoints of flavour `F`, at the paths of its profile.
pub fn routes<F: Flavour>(cfg: &mut web::ServiceConfig) {
    let profile = F::profile();
    let issuer = profile.issuer_path;
    cfg.route(
        &format!("{issuer}/.well-known/openid-configuration"),
        web::get().to(discovery::<F>),
    )
    .route(
        &format!("{issuer}{}", profile.authorization_path),
        web::get().to(authorize::<F>),
    )
    .route(
        &format!("{issuer}{}", profile.token_path),
        web::post().to(token::<F>),
    )
    .route(
        &format!("{issuer}{}", profile.userinfo_path),
        web::get().to(userinfo::<F>),
    )
    .route(
        &format!("{issuer}{}", profile.userinfo_path),
        web::post().to(userinfo::<F>),
    )
    .route(
        &format!("{issuer}{}", profile.jwks_path),
        web::get().to(jwks::<F>),
    );
}
