//! `GET /debt-register`: consents and the test persons' debt; form posts under
//! `/debt-register/do/*`.

use actix_web::{HttpRequest, HttpResponse, web};
use maud::{Markup, html};
use serde::Deserialize;

use super::control::{GrantBody, grant_consent, withdraw_consent};
use super::persons::TEST_PERSONS;
use super::texts::{DebtText as T, dt};
use crate::html::{Page, layout};
use crate::i18n::Lang;
use crate::payment_pages::{answer, button};
use crate::state::AppState;

const SHOWN_CONSENTS: usize = 100;

pub fn front_page_item(lang: Lang) -> Markup {
    html! {
        li {
            a href={ "/debt-register?lang=" (lang.code()) } { (dt(lang, T::Title)) }
            " — " code { "POST /nogi/oauth2/token" } ", " code { "PUT /nogi/v1/consent/agreement" }
            ", " code { "GET /nogi/oauth2/auth" } ", " code { "/nogi/v1/debt[/{consentId}[/status]]" }
            ", " code { "/nogi/feed/v1/consent" } ", " code { "/sandbox/debt-register/*" }
        }
    }
}

pub fn front_page_section(lang: Lang) -> Markup {
    html! {
        h2 { (dt(lang, T::TestPersons)) }
        table {
            thead { tr { th { (dt(lang, T::Nin)) } th { (dt(lang, T::Debt)) } } }
            tbody { @for p in &TEST_PERSONS { tr { td { code { (p.nin) } } td { (p.behaviour) } } } }
        }
    }
}

async fn overview(req: HttpRequest, state: web::Data<AppState>) -> Markup {
    let lang = Lang::from_request(&req);
    let sim = &state.debt_register;
    let now = sim.now();
    let consents = sim.consents(0, SHOWN_CONSENTS);
    let l = lang.code();
    let page = Page {
        lang,
        title: dt(lang, T::Title),
        path: "/debt-register",
        refresh_seconds: None,
    };
    layout(
        &page,
        html! {
            p { (dt(lang, T::Intro)) }
            h2 { (dt(lang, T::GiveConsent)) }
            form method="post" action={ "/debt-register/do/consent?lang=" (l) } {
                label { (dt(lang, T::Nin)) " " input name="nin" value="14842249091" required; } " "
                label { (dt(lang, T::Scope)) " " select name="scope" {
                    option value="debt.unsecured.processing" { "debt.unsecured.processing" }
                    option value="debt.unsecured.presentation" { "debt.unsecured.presentation" }
                } } " "
                label { (dt(lang, T::Days)) " " input name="duration_days" type="number" min="1" max="365"; } " "
                button type="submit" { (dt(lang, T::GiveConsent)) }
            }
            h2 { (dt(lang, T::Consents)) }
            @if consents.is_empty() { p { (dt(lang, T::NoConsents)) } } @else {
                table {
                    thead { tr { th { "" } th { (dt(lang, T::Nin)) } th { (dt(lang, T::Scope)) } th { (dt(lang, T::Expires)) } th { (dt(lang, T::Active)) } th { "" } } }
                    tbody { @for c in &consents { tr {
                        td { code { (c.id) } }
                        td { (c.nin) }
                        td { (c.scope) }
                        td { (c.expires_at.format("%Y-%m-%d %H:%M:%S UTC")) }
                        td { (if c.is_active(now) { "✓" } else { "—" }) }
                        td { @if c.is_active(now) { (button(&format!("/debt-register/do/withdraw/{}?lang={l}", c.id), dt(lang, T::Withdraw))) } }
                    } } }
                }
            }
            (front_page_section(lang))
        },
    )
}

#[derive(Debug, Deserialize)]
struct GrantForm {
    nin: String,
    scope: String,
    duration_days: Option<String>,
}

async fn do_consent(
    req: HttpRequest,
    state: web::Data<AppState>,
    form: web::Form<GrantForm>,
) -> HttpResponse {
    let lang = Lang::from_request(&req);
    let back = format!("/debt-register?lang={}", lang.code());
    let days = match form
        .duration_days
        .as_deref()
        .map(str::trim)
        .filter(|d| !d.is_empty())
    {
        None => Ok(None),
        Some(d) => d.parse::<i64>().map(Some).map_err(|_| {
            crate::error::SandboxError::validation(
                "duration_days",
                "duration_days must be a number",
            )
        }),
    };
    let result = days.and_then(|duration_days| {
        grant_consent(
            &state,
            &GrantBody {
                nin: form.nin.clone(),
                scope: form.scope.clone(),
                duration_days,
            },
        )
        .map(drop)
    });
    answer(lang, result, &back)
}

async fn do_withdraw(
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> HttpResponse {
    let lang = Lang::from_request(&req);
    answer(
        lang,
        withdraw_consent(&state, &id),
        &format!("/debt-register?lang={}", lang.code()),
    )
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/debt-register", web::get().to(overview))
        .route("/debt-register/do/consent", web::post().to(do_consent))
        .route(
            "/debt-register/do/withdraw/{id}",
            web::post().to(do_withdraw),
        );
}
