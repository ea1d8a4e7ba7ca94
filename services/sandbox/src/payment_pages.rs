//! Pieces the GoCardless and Vipps pages share: the webhooks sent, a button that moves the
//! clock a day on, one-button forms, and the answer to a form post.

use actix_web::http::header::LOCATION;
use actix_web::{HttpRequest, HttpResponse, ResponseError, web};
use chrono::TimeDelta;
use maud::{Markup, html};
use serde::Deserialize;

use crate::error::SandboxError;
use crate::i18n::Lang;
use crate::state::AppState;
use crate::webhook_delivery::Delivery;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Text {
    WebhooksSent,
    NoWebhooks,
    SentTo,
    Attempts,
    Delivered,
    Yes,
    No,
    AdvanceDay,
    ClockNow,
    ActionFailed,
}

pub fn t(lang: Lang, text: Text) -> &'static str {
    match (text, lang) {
        (Text::WebhooksSent, Lang::En) => "Webhooks sent",
        (Text::WebhooksSent, Lang::Sv) => "Skickade webhooks",
        (Text::WebhooksSent, Lang::Nb) => "Sendte webhooks",
        (Text::NoWebhooks, Lang::En) => "No webhooks sent yet.",
        (Text::NoWebhooks, Lang::Sv) => "Inga webhooks skickade än.",
        (Text::NoWebhooks, Lang::Nb) => "Ingen webhooks sendt ennå.",
        (Text::SentTo, Lang::En) => "Sent to",
        (Text::SentTo, Lang::Sv) => "Skickad till",
        (Text::SentTo, Lang::Nb) => "Sendt til",
        (Text::Attempts, Lang::En) => "Attempts",
        (Text::Attempts, Lang::Sv) => "Försök",
        (Text::Attempts, Lang::Nb) => "Forsøk",
        (Text::Delivered, Lang::En) => "Delivered",
        (Text::Delivered, Lang::Sv) => "Levererad",
        (Text::Delivered, Lang::Nb) => "Levert",
        (Text::Yes, Lang::En) => "yes",
        (Text::Yes, Lang::Sv) => "ja",
        (Text::Yes, Lang::Nb) => "ja",
        (Text::No, Lang::En) => "no",
        (Text::No, Lang::Sv) => "nej",
        (Text::No, Lang::Nb) => "nei",
        (Text::AdvanceDay, Lang::En) => "Let a day pass",
        (Text::AdvanceDay, Lang::Sv) => "Låt ett dygn gå",
        (Text::AdvanceDay, Lang::Nb) => "La et døgn gå",
        (Text::ClockNow, Lang::En) => "Simulated time:",
        (Text::ClockNow, Lang::Sv) => "Simulerad tid:",
        (Text::ClockNow, Lang::Nb) => "Simulert tid:",
        (Text::ActionFailed, Lang::En) => "That did not work:",
        (Text::ActionFailed, Lang::Sv) => "Det gick inte:",
        (Text::ActionFailed, Lang::Nb) => "Det gikk ikke:",
    }
}

pub fn deliveries_table(lang: Lang, deliveries: &[Delivery]) -> Markup {
    html! {
        h2 { (t(lang, Text::WebhooksSent)) }
        @if deliveries.is_empty() {
            p { (t(lang, Text::NoWebhooks)) }
        } @else {
            table {
                thead { tr {
                    th { "" }
                    th { (t(lang, Text::SentTo)) }
                    th { (t(lang, Text::Attempts)) }
                    th { (t(lang, Text::Delivered)) }
                } }
                tbody {
                    @for d in deliveries {
                        tr {
                            td { (d.created_at.format("%Y-%m-%d %H:%M:%S")) br; code { (d.summary) } }
                            td { code { (d.url) } }
                            td { (d.attempts) @if let Some(status) = d.last_status { " (HTTP " (status) ")" } }
                            td { (t(lang, if d.delivered { Text::Yes } else { Text::No })) }
                        }
                    }
                }
            }
        }
    }
}

/// The simulated time and a button that moves it a day on (`back` is the page to return to).
pub fn clock_form(lang: Lang, state: &AppState, back: &str) -> Markup {
    html! {
        p {
            (t(lang, Text::ClockNow)) " " (state.clock.now().format("%Y-%m-%d %H:%M:%S UTC")) " "
            form.inline method="post" action={ "/sandbox-pages/advance-day?back=" (back) "&lang=" (lang.code()) } {
                button type="submit" { (t(lang, Text::AdvanceDay)) }
            }
        }
    }
}

/// A form with one button posting to `action`.
pub fn button(action: &str, label: &str) -> Markup {
    html! {
        form.inline method="post" action=(action) { button type="submit" { (label) } " " }
    }
}

/// After a form post: back to `to` (303), or the error as a short page with its status.
pub fn answer(lang: Lang, result: Result<(), SandboxError>, to: &str) -> HttpResponse {
    match result {
        Ok(()) => HttpResponse::SeeOther()
            .insert_header((LOCATION, to.to_owned()))
            .finish(),
        Err(error) => {
            let markup = html! {
                p role="alert" { strong { (t(lang, Text::ActionFailed)) } " " (error.to_string()) }
                p { a href=(to) { "←" } }
            };
            HttpResponse::build(error.status_code())
                .content_type("text/html; charset=utf-8")
                .body(markup.into_string())
        }
    }
}

#[derive(Debug, Deserialize)]
struct Back {
    back: String,
}

async fn advance_day(
    req: HttpRequest,
    state: web::Data<AppState>,
    query: web::Query<Back>,
) -> HttpResponse {
    let lang = Lang::from_request(&req);
    let result = if matches!(query.back.as_str(), "gocardless" | "vipps") {
        state.clock.advance(TimeDelta::days(1));
        Ok(())
    } else {
        Err(SandboxError::validation(
            "back",
            "back must be gocardless or vipps",
        ))
    };
    answer(
        lang,
        result,
        &format!("/{}?lang={}", query.back, lang.code()),
    )
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/sandbox-pages/advance-day", web::post().to(advance_day));
}
