//! `GET /sms`: the phones of everyone the product texts (read a one-time code here), and a form
//! to send the product an SMS.

use actix_web::http::header::LOCATION;
use actix_web::{HttpRequest, HttpResponse, web};
use maud::{Markup, html};
use serde::Deserialize;

use super::control::{InboundBody, ListParams, inject};
use crate::error::SandboxError;
use crate::html::{Page, layout};
use crate::i18n::{Lang, Text, t};
use crate::state::AppState;

fn render(
    lang: Lang,
    state: &AppState,
    params: &ListParams,
    error: Option<&str>,
) -> Result<Markup, SandboxError> {
    let messages = state.sms.store.list(&params.query()?);
    let page = Page {
        lang,
        title: t(lang, Text::SmsTitle),
        path: "/sms",
        refresh_seconds: error.is_none().then_some(5),
    };
    Ok(layout(
        &page,
        html! {
            p { (t(lang, Text::SmsIntro)) }
            p.muted { (t(lang, Text::AutoRefresh)) }
            @if let Some(error) = error {
                p role="alert" { strong { (t(lang, Text::ActionFailed)) } " " (error) }
            }
            @if messages.is_empty() {
                p { (t(lang, Text::SmsEmpty)) }
            } @else {
                table {
                    thead { tr {
                        th { (t(lang, Text::Received)) }
                        th { (t(lang, Text::From)) " → " (t(lang, Text::To)) }
                        th { (t(lang, Text::State)) }
                        th { (t(lang, Text::SmsText)) }
                    } }
                    tbody {
                        @for sms in &messages {
                            tr {
                                td { (sms.created.format("%Y-%m-%d %H:%M:%S UTC")) }
                                td { (sms.from) " → " (sms.to) br; span.muted { (sms.direction.as_str()) } }
                                td { (sms.status.as_str()) }
                                td { pre { (sms.message) } }
                            }
                        }
                    }
                }
            }
            h2 { (t(lang, Text::SmsSendToProduct)) }
            form method="post" action={ "/sms/inbound?lang=" (lang.code()) } {
                label { (t(lang, Text::From)) " " input name="from" required placeholder="+46701234567"; } " "
                label { (t(lang, Text::To)) " " input name="to" required placeholder="+46766861001"; } " "
                label { (t(lang, Text::SmsText)) " " input name="message" required size="30"; } " "
                button type="submit" { (t(lang, Text::Send)) }
            }
        },
    ))
}

pub async fn sms_page(
    req: HttpRequest,
    state: web::Data<AppState>,
    params: web::Query<ListParams>,
) -> Result<Markup, SandboxError> {
    render(Lang::from_request(&req), &state, &params, None)
}

#[derive(Debug, Deserialize)]
pub struct InboundForm {
    from: String,
    to: String,
    message: String,
}

async fn inbound(
    req: HttpRequest,
    state: web::Data<AppState>,
    form: web::Form<InboundForm>,
) -> HttpResponse {
    let lang = Lang::from_request(&req);
    let form = form.into_inner();
    let body = InboundBody {
        from: form.from,
        to: form.to,
        message: form.message,
        sms_url: None,
    };
    match inject(&state, body) {
        Ok(_) => HttpResponse::SeeOther()
            .insert_header((LOCATION, format!("/sms?lang={}", lang.code())))
            .finish(),
        Err(error) => {
            let status = actix_web::ResponseError::status_code(&error);
            let params = ListParams {
                to: None,
                limit: None,
            };
            match render(lang, &state, &params, Some(&error.to_string())) {
                Ok(markup) => HttpResponse::build(status)
                    .content_type("text/html; charset=utf-8")
                    .body(markup.into_string()),
                Err(error) => actix_web::ResponseError::error_response(&error),
            }
        }
    }
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/sms", web::get().to(sms_page))
        .route("/sms/inbound", web::post().to(inbound));
}
