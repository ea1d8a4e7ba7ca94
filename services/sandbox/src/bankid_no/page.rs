//! `/bankid-no`: what the simulator serves and the logins waiting; `/bankid-no/login/{id}`: the
//! page a customer lands on from the product's BankID button.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use maud::{Markup, html};
use serde::Deserialize;

use super::persons::TEST_PERSONS;
use super::simulator::PROFILE;
use crate::html::{Page, layout};
use crate::i18n::{Lang, Text, t};
use crate::oidc::Flavour;
use crate::oidc::login_page::{html_response, login_frame, message_page, outcome};
use crate::oidc::provider::Login;
use crate::oidc::texts::{OidcText, page_lang, tr};
use crate::state::AppState;

use super::BankIdNo;

pub fn persons_table(lang: Lang) -> Markup {
    html! {
        table {
            thead { tr {
                th { (tr(lang, OidcText::NationalIdentityNumber)) }
                th { (t(lang, Text::Name)) }
                th { (tr(lang, OidcText::Notes)) }
            } }
            tbody {
                @for p in &TEST_PERSONS {
                    tr {
                        td { code { (p.national_id) } }
                        td { (p.given_name) " " (p.family_name) }
                        td { (tr(lang, p.note.text())) }
                    }
                }
            }
        }
    }
}

/// The simulator's line in the front page's list.
pub fn front_page_item(lang: Lang) -> Markup {
    html! {
        li {
            a href={ "/bankid-no?lang=" (lang.code()) } { (tr(lang, OidcText::BankIdNoTitle)) }
            " — OpenID Connect " code { (PROFILE.issuer_path) "/.well-known/openid-configuration" }
            ", " (t(lang, Text::ControlApi)) " " code { "/sandbox/bankid-no/*" }
        }
    }
}

/// The front page's section: the test persons.
pub fn front_page_section(lang: Lang) -> Markup {
    html! {
        h2 { (t(lang, Text::TestPersons)) " — " (tr(lang, OidcText::BankIdNoTitle)) }
        (persons_table(lang))
    }
}

async fn overview(req: HttpRequest, state: web::Data<AppState>) -> Markup {
    let lang = Lang::from_request(&req);
    let simulator = &state.bankid_no;
    let provider = &simulator.provider;
    let issuer = provider.issuer(&req);
    let pending: Vec<_> = provider
        .logins()
        .into_iter()
        .filter(|l| l.status == "pending")
        .collect();
    let page = Page {
        lang,
        title: tr(lang, OidcText::BankIdNoTitle),
        path: "/bankid-no",
        refresh_seconds: None,
    };
    layout(
        &page,
        html! {
            p { (tr(lang, OidcText::BankIdNoIntro)) }
            p {
                (tr(lang, OidcText::Issuer)) " " code { (issuer) } br;
                "client_id " code { (provider.settings.client_id) } br;
                "redirect_uri " @for uri in &provider.settings.redirect_uris { code { (uri) } " " } br;
                (tr(lang, OidcText::ClaimNames)) " " code { (simulator.claim_profile.national_id_claim()) }
                " (" (simulator.claim_profile.as_str()) ")"
            }
            h2 { (tr(lang, OidcText::PendingLogins)) }
            @if pending.is_empty() {
                p { (tr(lang, OidcText::NoPendingLogins)) " " a href={ "/bankid-no?lang=" (lang.code()) } { (t(lang, Text::Refresh)) } }
            } @else {
                ul {
                    @for login in &pending {
                        li {
                            (login.created_at.format("%H:%M:%S")) " · " code { (login.client_id) } " · "
                            a href={ (login.login_url) "?lang=" (lang.code()) } { (tr(lang, OidcText::Open)) }
                        }
                    }
                }
            }
            h2 { (t(lang, Text::TestPersons)) }
            (persons_table(lang))
            p.muted { (t(lang, Text::ControlApi)) ": " code { "POST /sandbox/bankid-no/approve {\"state\", \"national_id\"}" } ", "
                code { "POST /sandbox/bankid-no/{cancel|fail|keys/rotate|faults}" } ", " code { "GET /sandbox/bankid-no/logins" } }
        },
    )
}

fn render_login(lang: Lang, state: &AppState, login: &Login, error: Option<&str>) -> Markup {
    let provider = &state.bankid_no.provider;
    let action = format!(
        "{}/{}/approve?lang={}",
        PROFILE.login_path,
        login.id,
        lang.code()
    );
    let approve_form = html! {
        p { (tr(lang, OidcText::BankIdNoLoginIntro)) }
        datalist id="no-test-persons" {
            @for p in &TEST_PERSONS {
                option value=(p.national_id) { (p.given_name) " " (p.family_name) }
            }
        }
        form method="post" action=(action) {
            label { (tr(lang, OidcText::NationalIdentityNumber)) " "
                input name="national_id" list="no-test-persons" size="13" required autofocus; }
            " " button type="submit" { (t(lang, Text::Approve)) }
        }
        h2 { (t(lang, Text::TestPersons)) }
        (persons_table(lang))
    };
    login_frame(
        lang,
        BankIdNo::title(lang),
        provider,
        login,
        approve_form,
        error,
    )
}

async fn login_page(
    req: HttpRequest,
    state: web::Data<AppState>,
    login_id: web::Path<String>,
) -> HttpResponse {
    match state.bankid_no.provider.login(&login_id) {
        Ok(login) => {
            let lang = page_lang(&req, login.request.ui_locales.as_deref());
            html_response(StatusCode::OK, render_login(lang, &state, &login, None))
        }
        Err(_) => {
            let lang = page_lang(&req, None);
            message_page(
                lang,
                BankIdNo::title(lang),
                tr(lang, OidcText::LoginGone),
                StatusCode::NOT_FOUND,
            )
        }
    }
}

#[derive(Debug, Deserialize)]
pub struct ApproveForm {
    national_id: String,
}

async fn approve(
    req: HttpRequest,
    state: web::Data<AppState>,
    login_id: web::Path<String>,
    form: web::Form<ApproveForm>,
) -> HttpResponse {
    let simulator = &state.bankid_no;
    let login = simulator.provider.login(&login_id);
    let lang = page_lang(
        &req,
        login
            .as_ref()
            .ok()
            .and_then(|l| l.request.ui_locales.as_deref()),
    );
    let result = simulator.approve(&login_id, &form.national_id);
    if let (Err(error @ crate::error::SandboxError::Validation { .. }), Ok(login)) =
        (&result, &login)
    {
        let markup = render_login(lang, &state, login, Some(&error.to_string()));
        return html_response(StatusCode::BAD_REQUEST, markup);
    }
    outcome(lang, BankIdNo::title(lang), result)
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/bankid-no", web::get().to(overview))
        .route(
            &format!("{}/{{login_id}}", PROFILE.login_path),
            web::get().to(login_page),
        )
        .route(
            &format!("{}/{{login_id}}/approve", PROFILE.login_path),
            web::post().to(approve),
        );
}
