//! `GET /vipps`: agreements, charges and webhooks, with buttons for what the user and their card
//! would do; `GET /vipps/landing?token=…`: the page an agreement's `vippsConfirmationUrl` opens,
//! standing in for the Vipps app, where the user accepts or rejects.

use actix_web::http::StatusCode;
use actix_web::http::header::LOCATION;
use actix_web::{HttpRequest, HttpResponse, web};
use maud::{Markup, html};
use serde::Deserialize;

use super::control::{charge_action, user_action};
use super::model::{Agreement, AgreementStatus, PricingType};
use super::scripts::SCRIPTED_PHONES;
use super::texts::{VippsText, vt};
use crate::error::SandboxError;
use crate::html::{Page, layout};
use crate::i18n::Lang;
use crate::payment_pages::{answer, button, clock_form, deliveries_table};
use crate::state::AppState;

const SHOWN_WEBHOOKS: usize = 20;

pub fn phones_table(lang: Lang) -> Markup {
    html! {
        table {
            thead { tr { th { (vt(lang, VippsText::PhoneNumber)) } th { "" } } }
            tbody { @for p in &SCRIPTED_PHONES { tr {
                td { code { (p.phone_number) } } td { (vt(lang, p.script.text())) }
            } } }
        }
    }
}

/// The simulator's line on the front page.
pub fn front_page_item(lang: Lang) -> Markup {
    html! {
        li {
            a href={ "/vipps?lang=" (lang.code()) } { (vt(lang, VippsText::Title)) }
            " — " code { "POST /vipps/accesstoken/get" } ", " code { "/vipps/recurring/v3/agreements/*" }
            ", " code { "/sandbox/vipps/*" }
        }
    }
}

/// The scripted phone numbers, for the front page.
pub fn front_page_section(lang: Lang) -> Markup {
    html! {
        h2 { (vt(lang, VippsText::TestPhones)) }
        (phones_table(lang))
    }
}

fn page<'a>(lang: Lang, title: VippsText, path: &'a str) -> Page<'a> {
    Page {
        lang,
        title: vt(lang, title),
        path,
        refresh_seconds: None,
    }
}

pub async fn overview(req: HttpRequest, state: web::Data<AppState>) -> Markup {
    let lang = Lang::from_request(&req);
    let sim = &state.vipps;
    let (agreements, charges) = (sim.agreement_views(), sim.charge_views());
    let act = |what: &str, id: &str, action: &str| {
        format!("/vipps/do/{what}/{id}/{action}?lang={}", lang.code())
    };
    layout(
        &page(lang, VippsText::Title, "/vipps"),
        html! {
            p { (vt(lang, VippsText::Intro)) }
            (clock_form(lang, &state, "vipps"))
            p { (vt(lang, VippsText::WebhookEndpoint)) " "
                @if sim.settings.webhook_url.is_empty() { (vt(lang, VippsText::NoWebhookEndpoint)) } @else { code { (sim.settings.webhook_url) } } }
            h2 { (vt(lang, VippsText::Agreements)) }
            @if agreements.is_empty() { p { (vt(lang, VippsText::NoAgreements)) } } @else {
                table {
                    thead { tr { th { "" } th { (vt(lang, VippsText::Product)) } th { (vt(lang, VippsText::Status)) } th { "" } } }
                    tbody { @for a in &agreements { tr {
                        td { code { (a.id) } br; span.muted { (a.phone_number.clone().unwrap_or_default()) " " (a.behaviour) } }
                        td { (a.product_name) }
                        td { (a.status) }
                        td {
                            @if a.status == AgreementStatus::Pending.as_str() {
                                a href={ "/vipps/landing?token=" (a.uuid) "&lang=" (lang.code()) } { (vt(lang, VippsText::Open)) }
                            }
                            @if a.status == AgreementStatus::Active.as_str() {
                                (button(&act("agreements", &a.id, "stop"), vt(lang, VippsText::StopByUser)))
                            }
                        }
                    } } }
                }
            }
            h2 { (vt(lang, VippsText::Charges)) }
            @if charges.is_empty() { p { (vt(lang, VippsText::NoCharges)) } } @else {
                table {
                    thead { tr { th { "" } th { (vt(lang, VippsText::Amount)) } th { (vt(lang, VippsText::Due)) } th { (vt(lang, VippsText::Status)) } th { "" } } }
                    tbody { @for c in &charges { tr {
                        td { code { (c.id) } br; span.muted { (c.agreement_id) " " (c.charge_type) " " (c.transaction_type) } }
                        td { (c.amount) }
                        td { (c.due) }
                        td { (c.status) @if let Some(reason) = c.failure_reason { br; span.muted { (reason) } } }
                        td { @if matches!(c.status, "PENDING" | "DUE" | "PROCESSING") {
                            (button(&act("charges", &c.id, "charge"), vt(lang, VippsText::ChargeSucceeds)))
                            (button(&act("charges", &c.id, "fail"), vt(lang, VippsText::ChargeFails)))
                        } }
                    } } }
                }
            }
            (deliveries_table(lang, &sim.deliveries(SHOWN_WEBHOOKS)))
            h2 { (vt(lang, VippsText::TestPhones)) }
            (phones_table(lang))
        },
    )
}

async fn page_action(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(String, String, String)>,
) -> HttpResponse {
    let lang = Lang::from_request(&req);
    let (what, id, action) = path.into_inner();
    let result = match what.as_str() {
        "agreements" => user_action(&state.vipps, &id, &action, None),
        "charges" => charge_action(&state.vipps, &id, &action, None).map(|_| ()),
        other => Err(SandboxError::NotFound(format!("nothing called {other:?}"))),
    };
    answer(lang, result, &format!("/vipps?lang={}", lang.code()))
}

#[derive(Debug, Deserialize)]
pub struct Token {
    token: String,
}

#[derive(Debug, Deserialize)]
pub struct AcceptForm {
    phone_number: Option<String>,
}

fn landing(lang: Lang, agreement: &Agreement, error: Option<&str>) -> Markup {
    let path = format!("/vipps/landing?token={}", agreement.uuid);
    let action = |name: &str| {
        format!(
            "/vipps/landing/{name}?token={}&lang={}",
            agreement.uuid,
            lang.code()
        )
    };
    let pricing = &agreement.pricing;
    layout(
        &page(lang, VippsText::LandingTitle, &path),
        html! {
            p { (vt(lang, VippsText::LandingIntro)) }
            @if let Some(error) = error { p role="alert" { strong { (error) } } }
            table { tbody {
                tr { th { (vt(lang, VippsText::Product)) } td { (agreement.product_name) br; span.muted { (agreement.product_description.clone().unwrap_or_default()) } } }
                tr { th { (vt(lang, VippsText::Price)) } td {
                    @if pricing.kind == PricingType::Variable { (vt(lang, VippsText::UpTo)) " " (pricing.suggested_max_amount.unwrap_or_default()) }
                    @else { (pricing.amount.unwrap_or_default()) }
                    " " (pricing.currency)
                } }
                tr { th { (vt(lang, VippsText::Interval)) } td { (agreement.interval.count) " × " (agreement.interval.unit.as_str()) } }
                @if let Some(charge) = &agreement.initial_charge { tr { th { (vt(lang, VippsText::InitialCharge)) } td { code { (charge) } } } }
            } }
            @if agreement.status == AgreementStatus::Pending {
                datalist id="vipps-phones" { @for p in &SCRIPTED_PHONES { option value=(p.phone_number) { (p.script.describe()) } } }
                form method="post" action=(action("accept")) {
                    label { (vt(lang, VippsText::PhoneNumber)) " "
                        input name="phone_number" list="vipps-phones" value=(agreement.phone_number.clone().unwrap_or_default()); } " "
                    button type="submit" { (vt(lang, VippsText::Accept)) }
                }
                form method="post" action=(action("reject")) { button type="submit" { (vt(lang, VippsText::Reject)) } }
            } @else {
                p { (vt(lang, VippsText::NotPending)) " (" (agreement.status.as_str()) ")" }
            }
        },
    )
}

fn html_page(status: StatusCode, markup: Markup) -> HttpResponse {
    HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .body(markup.into_string())
}

fn unknown(lang: Lang) -> HttpResponse {
    html_page(
        StatusCode::NOT_FOUND,
        layout(
            &page(lang, VippsText::LandingTitle, "/vipps"),
            html! { p { (vt(lang, VippsText::NotPending)) } },
        ),
    )
}

async fn show_landing(
    req: HttpRequest,
    state: web::Data<AppState>,
    query: web::Query<Token>,
) -> HttpResponse {
    let lang = Lang::from_request(&req);
    match state.vipps.agreement_by_token(&query.token) {
        Some(agreement) => html_page(StatusCode::OK, landing(lang, &agreement, None)),
        None => unknown(lang),
    }
}

/// After the user's answer: back to the merchant (`merchantRedirectUrl`), as the app does.
async fn respond_landing(
    req: HttpRequest,
    state: web::Data<AppState>,
    query: web::Query<Token>,
    action: &str,
    phone: Option<String>,
) -> HttpResponse {
    let lang = Lang::from_request(&req);
    let Some(agreement) = state.vipps.agreement_by_token(&query.token) else {
        return unknown(lang);
    };
    let phone = phone.map(|p| p.trim().to_owned()).filter(|p| !p.is_empty());
    match user_action(&state.vipps, &agreement.id, action, phone) {
        Ok(()) if agreement.merchant_redirect_url.starts_with("http") => HttpResponse::SeeOther()
            .insert_header((LOCATION, agreement.merchant_redirect_url.clone()))
            .finish(),
        Ok(()) => html_page(
            StatusCode::OK,
            layout(
                &page(lang, VippsText::LandingTitle, "/vipps"),
                html! { p { (vt(lang, VippsText::Answered)) } },
            ),
        ),
        Err(error) => {
            let status = actix_web::ResponseError::status_code(&error);
            html_page(status, landing(lang, &agreement, Some(&error.to_string())))
        }
    }
}

async fn accept(
    req: HttpRequest,
    state: web::Data<AppState>,
    query: web::Query<Token>,
    form: web::Form<AcceptForm>,
) -> HttpResponse {
    respond_landing(req, state, query, "accept", form.into_inner().phone_number).await
}

async fn reject(
    req: HttpRequest,
    state: web::Data<AppState>,
    query: web::Query<Token>,
) -> HttpResponse {
    respond_landing(req, state, query, "reject", None).await
}

/// The pages, inside the `/vipps` scope (before the API resources).
pub fn routes(scope: actix_web::Scope) -> actix_web::Scope {
    scope
        .route("", web::get().to(overview))
        .route("/landing", web::get().to(show_landing))
        .route("/landing/accept", web::post().to(accept))
        .route("/landing/reject", web::post().to(reject))
        .route("/do/{what}/{id}/{action}", web::post().to(page_action))
}
