//! The frame of a simulator's login page (who asks, cancel, end with an error) and the page
//! actions every simulator shares; the approve form is the simulator's own.

use actix_web::http::StatusCode;
use actix_web::web;
use actix_web::{HttpRequest, HttpResponse};
use maud::{Markup, html};
use serde::Deserialize;

use super::Flavour;
use super::control::default_description;
use super::error::OAuthCode;
use super::provider::{Login, LoginStatus, OidcProvider};
use super::redirect::Redirect;
use super::texts::{OidcText, page_lang, tr};
use crate::error::SandboxError;
use crate::html::{Page, layout};
use crate::i18n::{Lang, Text, t};

pub fn html_response(status: StatusCode, markup: Markup) -> HttpResponse {
    HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .body(markup.into_string())
}

/// A page with one message, e.g. for a login that has expired.
pub fn message_page(lang: Lang, title: &str, message: &str, status: StatusCode) -> HttpResponse {
    let page = Page {
        lang,
        title,
        path: "/",
        refresh_seconds: None,
    };
    html_response(
        status,
        layout(&page, html! { p role="alert" { (message) } }),
    )
}

/// What a page action ends in: the browser goes back to the client, or a message page.
pub fn outcome(lang: Lang, title: &str, result: Result<Redirect, SandboxError>) -> HttpResponse {
    let error = match result.and_then(|redirect| redirect.response(lang)) {
        Ok(response) => return response,
        Err(error) => error,
    };
    let status = actix_web::ResponseError::status_code(&error);
    // Only the login's own problems become a page; anything else answers as usual.
    let message = if let SandboxError::NotFound(_) = &error {
        tr(lang, OidcText::LoginGone).to_owned()
    } else if let SandboxError::Conflict(_) = &error {
        tr(lang, OidcText::LoginFinished).to_owned()
    } else if let SandboxError::Validation { detail, .. } = &error {
        detail.clone()
    } else {
        return actix_web::ResponseError::error_response(&error);
    };
    message_page(lang, title, &message, status)
}

/// The login page: who asks for what, the simulator's approve form, cancel and error choices.
pub fn login_frame(
    lang: Lang,
    title: &str,
    provider: &OidcProvider,
    login: &Login,
    approve_form: Markup,
    error: Option<&str>,
) -> Markup {
    let base = format!("{}/{}", provider.profile.login_path, login.id);
    let page = Page {
        lang,
        title,
        path: &base,
        refresh_seconds: None,
    };
    layout(
        &page,
        html! {
            p { (tr(lang, OidcText::LoginRequestedBy)) " " code { (login.request.client_id) }
                " · " (tr(lang, OidcText::RequestedScopes)) " " code { (login.request.scope()) } }
            @if let Some(error) = error {
                p role="alert" { strong { (t(lang, Text::ActionFailed)) } " " (error) }
            }
            @if login.status == LoginStatus::Pending {
                (approve_form)
                p {
                    form.inline method="post" action={ (base) "/cancel?lang=" (lang.code()) } {
                        button type="submit" { (t(lang, Text::CancelOrder)) }
                    }
                }
                form method="post" action={ (base) "/fail?lang=" (lang.code()) } {
                    select name="error" {
                        @for code in OAuthCode::LOGIN_FAILURES.iter().skip(1) {
                            option value=(code.as_str()) { (code.as_str()) }
                        }
                    }
                    " " button type="submit" { (tr(lang, OidcText::EndWithError)) }
                }
            } @else {
                p { (tr(lang, OidcText::LoginFinished)) }
            }
        },
    )
}

fn lang_for(req: &HttpRequest, provider: &OidcProvider, login_id: &str) -> Lang {
    let locales = provider
        .login(login_id)
        .ok()
        .and_then(|l| l.request.ui_locales);
    page_lang(req, locales.as_deref())
}

async fn cancel<F: Flavour>(
    req: HttpRequest,
    state: web::Data<crate::state::AppState>,
    login_id: web::Path<String>,
) -> HttpResponse {
    let provider = F::provider(&state);
    let lang = lang_for(&req, provider, &login_id);
    let code = OAuthCode::AccessDenied;
    let result = provider.fail(&login_id, code, default_description(code));
    outcome(lang, F::title(lang), result)
}

#[derive(Debug, Deserialize)]
pub struct FailForm {
    error: String,
}

async fn fail<F: Flavour>(
    req: HttpRequest,
    state: web::Data<crate::state::AppState>,
    login_id: web::Path<String>,
    form: web::Form<FailForm>,
) -> HttpResponse {
    let provider = F::provider(&state);
    let lang = lang_for(&req, provider, &login_id);
    let result = OAuthCode::parse_login_failure(&form.error)
        .ok_or_else(|| SandboxError::validation("error", "not an error a login can end with"))
        .and_then(|code| provider.fail(&login_id, code, default_description(code)));
    outcome(lang, F::title(lang), result)
}

/// The page actions every simulator shares (cancel, end with an error).
pub fn routes<F: Flavour>(cfg: &mut web::ServiceConfig) {
    let base = F::profile().login_path;
    cfg.route(
        &format!("{base}/{{login_id}}/cancel"),
        web::post().to(cancel::<F>),
    )
    .route(
        &format!("{base}/{{login_id}}/fail"),
        web::post().to(fail::<F>),
    );
}
