//! `GET /bankid`: pending orders, approved or cancelled by a person trying the product.

use actix_web::http::header::LOCATION;
use actix_web::{HttpRequest, HttpResponse, web};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use maud::{Markup, html};
use serde::Deserialize;
use uuid::Uuid;

use super::control::{ActionBody, parse_action};
use super::persons::TEST_PERSONS;
use super::simulator::OrderSummary;
use crate::error::SandboxError;
use crate::html::{Page, layout};
use crate::i18n::{Lang, Text, t};
use crate::state::AppState;

fn visible_text(order: &OrderSummary) -> String {
    order
        .user_visible_data
        .as_deref()
        .and_then(|b64| STANDARD.decode(b64).ok())
        .and_then(|bytes| String::from_utf8(bytes).ok())
        .unwrap_or_default()
}

pub fn persons_table(lang: Lang) -> Markup {
    html! {
        table {
            thead { tr {
                th { (t(lang, Text::PersonalNumber)) }
                th { (t(lang, Text::Name)) }
                th { (t(lang, Text::Behaviour)) }
            } }
            tbody {
                @for p in &TEST_PERSONS {
                    tr {
                        td { code { (p.personal_number) } }
                        td { (p.given_name) " " (p.surname) }
                        td { (t(lang, p.behaviour.text())) }
                    }
                }
            }
        }
    }
}

fn render(lang: Lang, orders: &[OrderSummary], error: Option<&str>) -> Markup {
    let pending: Vec<&OrderSummary> = orders.iter().filter(|o| o.status == "pending").collect();
    let page = Page {
        lang,
        title: t(lang, Text::BankIdTitle),
        path: "/bankid",
        refresh_seconds: None,
    };
    layout(
        &page,
        html! {
            p { (t(lang, Text::BankIdIntro)) " " a href={ "/bankid?lang=" (lang.code()) } { (t(lang, Text::Refresh)) } }
            @if let Some(error) = error {
                p role="alert" { strong { (t(lang, Text::ActionFailed)) } " " (error) }
            }
            datalist id="test-persons" {
                @for p in &TEST_PERSONS {
                    option value=(p.personal_number) { (p.given_name) " " (p.surname) }
                }
            }
            @if pending.is_empty() {
                p { (t(lang, Text::NoPendingOrders)) }
            } @else {
                table {
                    thead { tr {
                        th { (t(lang, Text::Started)) }
                        th { (t(lang, Text::Kind)) }
                        th { (t(lang, Text::State)) }
                        th { (t(lang, Text::TextToSign)) }
                        th { (t(lang, Text::PersonalNumber)) }
                    } }
                    tbody {
                        @for order in &pending {
                            tr {
                                td { (order.created_at.format("%H:%M:%S")) }
                                td { (order.kind) }
                                td { (order.hint_code.unwrap_or_default()) }
                                td { pre { (visible_text(order)) } }
                                td {
                                    form.inline method="post" action={ "/bankid/orders/" (order.order_ref) "/approve?lang=" (lang.code()) } {
                                        input name="personal_number" list="test-persons" size="14" required
                                            value=(order.personal_number.clone().unwrap_or_default());
                                        " " button type="submit" { (t(lang, Text::Approve)) }
                                    }
                                    " "
                                    form.inline method="post" action={ "/bankid/orders/" (order.order_ref) "/cancel?lang=" (lang.code()) } {
                                        button type="submit" { (t(lang, Text::CancelOrder)) }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            h2 { (t(lang, Text::TestPersons)) }
            (persons_table(lang))
            p.muted { (t(lang, Text::ControlApi)) ": " code { "GET /sandbox/bankid/orders" } ", "
                code { "POST /sandbox/bankid/orders/{orderRef}/{open|identify|scan-mrtd|confirm-call|decline-call|sign|approve|cancel|fail}" } }
        },
    )
}

pub async fn bankid_page(req: HttpRequest, state: web::Data<AppState>) -> Markup {
    render(Lang::from_request(&req), &state.bankid.orders(), None)
}

#[derive(Debug, Deserialize)]
pub struct ApproveForm {
    personal_number: String,
}

async fn page_action(
    req: &HttpRequest,
    state: &AppState,
    order: &str,
    name: &str,
    body: ActionBody,
) -> HttpResponse {
    let lang = Lang::from_request(req);
    let result = Uuid::parse_str(order)
        .map_err(|_| SandboxError::validation("order_ref", "order_ref must be a UUID"))
        .and_then(|order_ref| {
            let action = parse_action(state, order_ref, name, &body)?;
            state.bankid.act(order_ref, action)
        });
    match result {
        Ok(_) => HttpResponse::SeeOther()
            .insert_header((LOCATION, format!("/bankid?lang={}", lang.code())))
            .finish(),
        Err(error) => {
            let status = actix_web::ResponseError::status_code(&error);
            let markup = render(lang, &state.bankid.orders(), Some(&error.to_string()));
            HttpResponse::build(status)
                .content_type("text/html; charset=utf-8")
                .body(markup.into_string())
        }
    }
}

async fn approve(
    req: HttpRequest,
    state: web::Data<AppState>,
    order: web::Path<String>,
    form: web::Form<ApproveForm>,
) -> HttpResponse {
    let body = ActionBody {
        personal_number: Some(form.into_inner().personal_number),
        hint_code: None,
    };
    page_action(&req, &state, &order, "approve", body).await
}

async fn cancel(
    req: HttpRequest,
    state: web::Data<AppState>,
    order: web::Path<String>,
) -> HttpResponse {
    page_action(&req, &state, &order, "cancel", ActionBody::default()).await
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/bankid", web::get().to(bankid_page))
        .route(
            "/bankid/orders/{order_ref}/approve",
            web::post().to(approve),
        )
        .route("/bankid/orders/{order_ref}/cancel", web::post().to(cancel));
}
