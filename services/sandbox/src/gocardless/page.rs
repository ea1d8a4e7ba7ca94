//! `GET /gocardless`: mandates, payments and webhooks, with buttons for what the bank would do;
//! `GET /gocardless/flow?id=BRF…`: the hosted page a payer is sent to (the flow's
//! `authorisation_url`), where they approve or decline the Autogiro mandate.

use actix_web::http::header::LOCATION;
use actix_web::{HttpRequest, HttpResponse, web};
use maud::{Markup, html};
use serde::Deserialize;

use super::control::PayerInput;
use super::forced::{MandateAction, PaymentAction};
use super::scripts::SCRIPTED_ACCOUNTS;
use super::texts::{GcText, gt};
use crate::error::SandboxError;
use crate::html::{Page, layout};
use crate::i18n::Lang;
use crate::payment_pages::{answer, button, clock_form, deliveries_table};
use crate::state::AppState;

const SHOWN_WEBHOOKS: usize = 20;

pub fn accounts_table(lang: Lang) -> Markup {
    html! {
        table {
            thead { tr {
                th { (gt(lang, GcText::ClearingNumber)) }
                th { (gt(lang, GcText::AccountNumber)) }
                th { (gt(lang, GcText::Behaviour)) }
            } }
            tbody {
                @for a in &SCRIPTED_ACCOUNTS {
                    tr {
                        td { code { (a.clearing_number) } }
                        td { code { (a.account_number) } }
                        td { (gt(lang, a.script.text())) }
                    }
                }
            }
        }
    }
}

/// The simulator's line on the front page.
pub fn front_page_item(lang: Lang) -> Markup {
    html! {
        li {
            a href={ "/gocardless?lang=" (lang.code()) } { (gt(lang, GcText::Title)) }
            " — API " code { "/gocardless/{billing_requests,billing_request_flows,mandates,payments,refunds,events}" }
            ", " code { "/sandbox/gocardless/*" }
        }
    }
}

/// The scripted bank accounts, for the front page.
pub fn front_page_section(lang: Lang) -> Markup {
    html! {
        h2 { (gt(lang, GcText::TestAccounts)) }
        (accounts_table(lang))
    }
}

fn mandate_buttons(lang: Lang, id: &str) -> Markup {
    let action = |name: &str| format!("/gocardless/do/mandates/{id}/{name}?lang={}", lang.code());
    html! {
        (button(&action("activate"), gt(lang, GcText::Activate)))
        (button(&action("fail"), gt(lang, GcText::Fail)))
        (button(&action("cancel"), gt(lang, GcText::Cancel)))
        (button(&action("expire"), gt(lang, GcText::Expire)))
    }
}

fn payment_buttons(lang: Lang, id: &str) -> Markup {
    let action = |name: &str| format!("/gocardless/do/payments/{id}/{name}?lang={}", lang.code());
    html! {
        (button(&action("pay-out"), gt(lang, GcText::PaidOut)))
        (button(&action("fail"), gt(lang, GcText::Failed)))
        (button(&action("charge-back"), gt(lang, GcText::ChargedBack)))
    }
}

pub async fn overview(req: HttpRequest, state: web::Data<AppState>) -> Markup {
    let lang = Lang::from_request(&req);
    let sim = &state.gocardless;
    let (flows, mandates, payments) = (sim.flows(), sim.mandates(), sim.payments());
    let endpoint = sim.webhook_endpoint();
    let page = Page {
        lang,
        title: gt(lang, GcText::Title),
        path: "/gocardless",
        refresh_seconds: None,
    };
    layout(
        &page,
        html! {
            p { (gt(lang, GcText::Intro)) }
            (clock_form(lang, &state, "gocardless"))
            p { (gt(lang, GcText::WebhookEndpoint)) " "
                @if endpoint.url.is_empty() { (gt(lang, GcText::NoWebhookEndpoint)) } @else { code { (endpoint.url) } } }
            h2 { (gt(lang, GcText::PaymentPages)) }
            @if flows.is_empty() { p { (gt(lang, GcText::NoPaymentPages)) } } @else {
                table { tbody { @for f in &flows { tr {
                    td { code { (f.id) } } td { (f.billing_request_status) }
                    td { a href={ (f.authorisation_url) "&lang=" (lang.code()) } { (gt(lang, GcText::Open)) } }
                } } } }
            }
            h2 { (gt(lang, GcText::Mandates)) }
            @if mandates.is_empty() { p { (gt(lang, GcText::NoMandates)) } } @else {
                table {
                    thead { tr { th { "" } th { (gt(lang, GcText::Customer)) } th { (gt(lang, GcText::Status)) } th { "" } } }
                    tbody { @for m in &mandates { tr {
                        td { code { (m.id) } br; span.muted { (m.behaviour) } }
                        td { (m.customer_name) br; code { (m.swedish_identity_number) } " " code { (m.bank_account) } }
                        td { (m.status) }
                        td { (mandate_buttons(lang, &m.id)) }
                    } } }
                }
            }
            h2 { (gt(lang, GcText::Payments)) }
            @if payments.is_empty() { p { (gt(lang, GcText::NoPayments)) } } @else {
                table {
                    thead { tr { th { "" } th { (gt(lang, GcText::Amount)) } th { (gt(lang, GcText::ChargeDate)) } th { (gt(lang, GcText::Status)) } th { "" } } }
                    tbody { @for p in &payments { tr {
                        td { code { (p.id) } br; span.muted { (p.mandate) } }
                        td { (p.amount) " " (p.currency) }
                        td { (p.charge_date) }
                        td { (p.status) }
                        td { (payment_buttons(lang, &p.id)) }
                    } } }
                }
            }
            (deliveries_table(lang, &sim.deliveries(SHOWN_WEBHOOKS)))
            h2 { (gt(lang, GcText::TestAccounts)) }
            (accounts_table(lang))
        },
    )
}

async fn mandate_action(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
) -> HttpResponse {
    let lang = Lang::from_request(&req);
    let (id, name) = path.into_inner();
    let result = MandateAction::parse(&name)
        .ok_or_else(|| SandboxError::NotFound(format!("no mandate action {name:?}")))
        .and_then(|action| state.gocardless.force_mandate(&id, action).map(|_| ()));
    answer(lang, result, &format!("/gocardless?lang={}", lang.code()))
}

async fn payment_action(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
) -> HttpResponse {
    let lang = Lang::from_request(&req);
    let (id, name) = path.into_inner();
    let result = PaymentAction::parse(&name)
        .ok_or_else(|| SandboxError::NotFound(format!("no payment action {name:?}")))
        .and_then(|action| state.gocardless.force_payment(&id, action).map(|_| ()));
    answer(lang, result, &format!("/gocardless?lang={}", lang.code()))
}

#[derive(Debug, Deserialize)]
pub struct FlowQuery {
    id: String,
}

fn flow_page(
    lang: Lang,
    state: &AppState,
    flow_id: &str,
    error: Option<&str>,
) -> Result<Markup, SandboxError> {
    let view = state
        .gocardless
        .visit_flow(flow_id)
        .ok_or_else(|| SandboxError::NotFound(format!("no payment page {flow_id}")))?;
    let customer = view.customer.as_ref();
    let path = format!("/gocardless/flow?id={flow_id}");
    let page = Page {
        lang,
        title: gt(lang, GcText::FlowTitle),
        path: &path,
        refresh_seconds: None,
    };
    let action = |name: &str| format!("/gocardless/flow/{name}?id={flow_id}&lang={}", lang.code());
    Ok(layout(
        &page,
        html! {
            p { (gt(lang, GcText::FlowIntro)) }
            p { (gt(lang, GcText::Creditor)) ": ZRM (" code { (state.gocardless.creditor) } ") — Autogiro, "
                (view.billing_request.currency) " — " span.muted { (view.billing_request.id) } }
            @if let Some(error) = error { p role="alert" { strong { (error) } } }
            datalist id="gc-accounts" { @for a in &SCRIPTED_ACCOUNTS { option value=(a.account_number) { (a.script.describe()) } } }
            form method="post" action=(action("approve")) {
                p { label { (gt(lang, GcText::PersonalNumber)) br;
                    input name="personal_number" required size="14" value=(customer.map(|c| c.swedish_identity_number.as_str()).unwrap_or_default()); } }
                p { label { (gt(lang, GcText::GivenName)) br; input name="given_name" value=(customer.map(|c| c.given_name.as_str()).unwrap_or("Test")); } " "
                    label { (gt(lang, GcText::FamilyName)) br; input name="family_name" value=(customer.map(|c| c.family_name.as_str()).unwrap_or("Betalare")); } }
                p { label { (gt(lang, GcText::Email)) br; input name="email" type="email" value=(customer.map(|c| c.email.as_str()).unwrap_or("payer@example.com")); } }
                p { label { (gt(lang, GcText::ClearingNumber)) br; input name="clearing_number" size="5" value="5491"; } " "
                    label { (gt(lang, GcText::AccountNumber)) br; input name="account_number" list="gc-accounts" value="1234567890"; } }
                button type="submit" { (gt(lang, GcText::Approve)) }
            }
            form method="post" action=(action("exit")) { button type="submit" { (gt(lang, GcText::Decline)) } }
        },
    ))
}

fn html_page(status: actix_web::http::StatusCode, markup: Markup) -> HttpResponse {
    HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .body(markup.into_string())
}

fn error_page(lang: Lang, error: &SandboxError) -> HttpResponse {
    let page = Page {
        lang,
        title: gt(lang, GcText::FlowTitle),
        path: "/gocardless",
        refresh_seconds: None,
    };
    let status = actix_web::ResponseError::status_code(error);
    html_page(
        status,
        layout(&page, html! { p role="alert" { (error.to_string()) } }),
    )
}

/// Where the payer goes next: the merchant's URL, or a short page of ours.
fn send_to(lang: Lang, target: Option<String>, text: GcText) -> HttpResponse {
    match target {
        Some(url) => HttpResponse::SeeOther()
            .insert_header((LOCATION, url))
            .finish(),
        None => {
            let page = Page {
                lang,
                title: gt(lang, GcText::FlowTitle),
                path: "/gocardless",
                refresh_seconds: None,
            };
            html_page(
                actix_web::http::StatusCode::OK,
                layout(&page, html! { p { (gt(lang, text)) } }),
            )
        }
    }
}

async fn show_flow(
    req: HttpRequest,
    state: web::Data<AppState>,
    query: web::Query<FlowQuery>,
) -> HttpResponse {
    let lang = Lang::from_request(&req);
    match flow_page(lang, &state, &query.id, None) {
        Ok(markup) => html_page(actix_web::http::StatusCode::OK, markup),
        Err(error) => error_page(lang, &error),
    }
}

async fn approve(
    req: HttpRequest,
    state: web::Data<AppState>,
    query: web::Query<FlowQuery>,
    form: web::Form<PayerInput>,
) -> HttpResponse {
    let lang = Lang::from_request(&req);
    let result = form
        .into_inner()
        .into_details(state.clock.now().date_naive())
        .and_then(|payer| state.gocardless.approve_flow(&query.id, payer));
    match result {
        Ok(target) => send_to(lang, target, GcText::Completed),
        Err(error @ SandboxError::Validation { .. }) => {
            match flow_page(lang, &state, &query.id, Some(&error.to_string())) {
                Ok(markup) => html_page(actix_web::http::StatusCode::BAD_REQUEST, markup),
                Err(error) => error_page(lang, &error),
            }
        }
        Err(error) => error_page(lang, &error),
    }
}

async fn exit(
    req: HttpRequest,
    state: web::Data<AppState>,
    query: web::Query<FlowQuery>,
) -> HttpResponse {
    let lang = Lang::from_request(&req);
    match state.gocardless.exit_flow(&query.id) {
        Ok(target) => send_to(lang, target, GcText::Left),
        Err(error) => error_page(lang, &error),
    }
}

/// The pages, inside the `/gocardless` scope (before the API resources).
pub fn routes(scope: actix_web::Scope) -> actix_web::Scope {
    scope
        .route("", web::get().to(overview))
        .route("/flow", web::get().to(show_flow))
        .route("/flow/approve", web::post().to(approve))
        .route("/flow/exit", web::post().to(exit))
        .route("/do/mandates/{id}/{action}", web::post().to(mandate_action))
        .route("/do/payments/{id}/{action}", web::post().to(payment_action))
}
