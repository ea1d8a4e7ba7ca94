//! `/staff-idp`: the accounts and the logins waiting; `/staff-idp/login/{id}`: the page the
//! backoffice opens in its sign-in popup.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use maud::{Markup, html};
use serde::Deserialize;

use super::StaffIdp;
use super::accounts::StaffAccount;
use super::simulator::PROFILE;
use crate::html::{Page, layout};
use crate::i18n::{Lang, Text, t};
use crate::oidc::Flavour;
use crate::oidc::login_page::{html_response, login_frame, message_page, outcome};
use crate::oidc::provider::Login;
use crate::oidc::texts::{OidcText, page_lang, tr};
use crate::state::AppState;

/// The accounts; with `login`, each row has a button to sign in as that account.
pub fn accounts_table(lang: Lang, accounts: &[StaffAccount], login: Option<&Login>) -> Markup {
    html! {
        table {
            thead { tr {
                th { (tr(lang, OidcText::Email)) }
                th { (t(lang, Text::Name)) }
                th { (tr(lang, OidcText::Roles)) }
                th { (tr(lang, OidcText::Zoordinates)) }
                th { (tr(lang, OidcText::UserId)) }
                @if login.is_some() { th {} }
            } }
            tbody {
                @for account in accounts {
                    tr {
                        td { code { (account.email) } }
                        td { (account.name()) }
                        td {
                            @if account.roles.is_empty() { span.muted { (tr(lang, OidcText::NoRoles)) } }
                            @else { (account.roles.join(", ")) }
                        }
                        td { code { (account.zoordinates.join(" ")) } }
                        td { code { (account.subject()) } }
                        @if let Some(login) = login {
                            td {
                                form.inline method="post" action={ (PROFILE.login_path) "/" (login.id) "/approve?lang=" (lang.code()) } {
                                    input type="hidden" name="email" value=(account.email);
                                    button type="submit" { (tr(lang, OidcText::SignIn)) }
                                }
                            }
                        }
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
            a href={ "/staff-idp?lang=" (lang.code()) } { (tr(lang, OidcText::StaffIdpTitle)) }
            " — OpenID Connect " code { (PROFILE.issuer_path) "/.well-known/openid-configuration" }
            ", " (t(lang, Text::ControlApi)) " " code { "/sandbox/staff-idp/*" }
        }
    }
}

/// The front page's section: the staff accounts.
pub fn front_page_section(lang: Lang, state: &AppState) -> Markup {
    html! {
        h2 { (tr(lang, OidcText::StaffAccounts)) " — " (tr(lang, OidcText::StaffIdpTitle)) }
        (accounts_table(lang, &state.staff_idp.directory.list(), None))
    }
}

async fn overview(req: HttpRequest, state: web::Data<AppState>) -> Markup {
    let lang = Lang::from_request(&req);
    let provider = &state.staff_idp.provider;
    let pending: Vec<_> = provider
        .logins()
        .into_iter()
        .filter(|l| l.status == "pending")
        .collect();
    let page = Page {
        lang,
        title: tr(lang, OidcText::StaffIdpTitle),
        path: "/staff-idp",
        refresh_seconds: None,
    };
    layout(
        &page,
        html! {
            p { (tr(lang, OidcText::StaffIdpIntro)) }
            p {
                (tr(lang, OidcText::Issuer)) " " code { (provider.issuer(&req)) } br;
                "client_id " code { (provider.settings.client_id) } br;
                "redirect_uri " @for uri in &provider.settings.redirect_uris { code { (uri) } " " }
            }
            h2 { (tr(lang, OidcText::PendingLogins)) }
            @if pending.is_empty() {
                p { (tr(lang, OidcText::NoPendingLogins)) " " a href={ "/staff-idp?lang=" (lang.code()) } { (t(lang, Text::Refresh)) } }
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
            h2 { (tr(lang, OidcText::StaffAccounts)) }
            (accounts_table(lang, &state.staff_idp.directory.list(), None))
            p.muted { (t(lang, Text::ControlApi)) ": " code { "POST /sandbox/staff-idp/approve {\"state\", \"email\"}" } ", "
                code { "PUT /sandbox/staff-idp/accounts" } ", " code { "POST /sandbox/staff-idp/{cancel|fail|keys/rotate|faults}" } }
        },
    )
}

fn render_login(lang: Lang, state: &AppState, login: &Login, error: Option<&str>) -> Markup {
    let approve_form = html! {
        p { (tr(lang, OidcText::StaffLoginIntro)) }
        (accounts_table(lang, &state.staff_idp.directory.list(), Some(login)))
    };
    login_frame(
        lang,
        StaffIdp::title(lang),
        &state.staff_idp.provider,
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
    match state.staff_idp.provider.login(&login_id) {
        Ok(login) => {
            let lang = page_lang(&req, login.request.ui_locales.as_deref());
            html_response(StatusCode::OK, render_login(lang, &state, &login, None))
        }
        Err(_) => {
            let lang = page_lang(&req, None);
            message_page(
                lang,
                StaffIdp::title(lang),
                tr(lang, OidcText::LoginGone),
                StatusCode::NOT_FOUND,
            )
        }
    }
}

#[derive(Debug, Deserialize)]
pub struct ApproveForm {
    email: String,
}

async fn approve(
    req: HttpRequest,
    state: web::Data<AppState>,
    login_id: web::Path<String>,
    form: web::Form<ApproveForm>,
) -> HttpResponse {
    let simulator = &state.staff_idp;
    let login = simulator.provider.login(&login_id);
    let lang = page_lang(
        &req,
        login
            .as_ref()
            .ok()
            .and_then(|l| l.request.ui_locales.as_deref()),
    );
    let result = simulator.approve(&login_id, &form.email);
    if let (Err(error @ crate::error::SandboxError::Validation { .. }), Ok(login)) =
        (&result, &login)
    {
        let markup = render_login(lang, &state, login, Some(&error.to_string()));
        return html_response(StatusCode::BAD_REQUEST, markup);
    }
    outcome(lang, StaffIdp::title(lang), result)
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/staff-idp", web::get().to(overview))
        .route(
            &format!("{}/{{login_id}}", PROFILE.login_path),
            web::get().to(login_page),
        )
        .route(
            &format!("{}/{{login_id}}/approve", PROFILE.login_path),
            web::post().to(approve),
        );
}
