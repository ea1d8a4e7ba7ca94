//! `GET /telavox`: the users with their tokens and every call, with buttons for the people on
//! the line; form posts under `/telavox/do/*`.

use actix_web::{HttpRequest, HttpResponse, Scope, web};
use maud::{Markup, html};

use super::control::{IncomingBody, call_action, incoming_call, renew};
use super::model::{Callee, LineStatus};
use super::texts::{TelavoxText as T, tt};
use super::users::SCRIPTED_NUMBERS;
use crate::html::{Page, layout};
use crate::i18n::Lang;
use crate::payment_pages::{answer, button};
use crate::state::AppState;

const SHOWN_CALLS: usize = 100;

fn callee_text(callee: Callee) -> T {
    match callee {
        Callee::Answers => T::Answers,
        Callee::NoAnswer => T::NoAnswer,
        Callee::AnswersThenHangsUp { .. } => T::AnswersThenHangsUp,
    }
}

/// The simulator's line on the front page.
pub fn front_page_item(lang: Lang) -> Markup {
    html! {
        li {
            a href={ "/telavox?lang=" (lang.code()) } { (tt(lang, T::Title)) }
            " — " code { "GET /telavox/{extensions/,calls,dial/{number},hangup}" }
            ", " code { "/sandbox/telavox/*" }
        }
    }
}

/// The scripted numbers and the seeded users' tokens, for the front page.
pub fn front_page_section(lang: Lang) -> Markup {
    html! {
        h2 { (tt(lang, T::TestNumbers)) }
        table {
            thead { tr { th { (tt(lang, T::Number)) } th { "" } } }
            tbody {
                @for s in &SCRIPTED_NUMBERS { tr { td { code { (s.number) } } td { (tt(lang, callee_text(s.callee))) } } }
                tr { td { "…" } td { (tt(lang, T::Answers)) } }
            }
        }
    }
}

async fn overview(req: HttpRequest, state: web::Data<AppState>) -> Markup {
    let lang = Lang::from_request(&req);
    let sim = &state.telavox;
    let users = sim.users();
    let calls = sim.calls(None, 0, SHOWN_CALLS);
    let l = lang.code();
    let page = Page {
        lang,
        title: tt(lang, T::Title),
        path: "/telavox",
        refresh_seconds: None,
    };
    layout(
        &page,
        html! {
            p { (tt(lang, T::Intro)) }
            h2 { (tt(lang, T::Users)) }
            table {
                thead { tr { th { (tt(lang, T::Extension)) } th { (tt(lang, T::Name)) } th { (tt(lang, T::Token)) } th { "" } } }
                tbody { @for u in &users { tr {
                    td { code { (u.extension) } }
                    td { (u.name) br; span.muted { (u.email) } }
                    td { @match &u.token {
                        Some(token) => { code { (token.value) } @if let Some(at) = token.expires_at { br; span.muted { (at.format("%Y-%m-%d %H:%M:%S UTC")) } } },
                        None => { span.muted { (tt(lang, T::NoToken)) } },
                    } }
                    td {
                        (button(&format!("/telavox/do/users/{}/renew?lang={l}", u.extension), tt(lang, T::Renew)))
                        (button(&format!("/telavox/do/users/{}/revoke?lang={l}", u.extension), tt(lang, T::Revoke)))
                    }
                } } }
            }
            h2 { (tt(lang, T::IncomingCall)) }
            form method="post" action={ "/telavox/do/incoming?lang=" (l) } {
                label { (tt(lang, T::From)) " " input name="from" value="+46701234567" required; } " "
                label { (tt(lang, T::Extension)) " " select name="extension" {
                    @for u in &users { option value=(u.extension) { (u.extension) " " (u.name) } }
                } } " "
                button type="submit" { (tt(lang, T::Call)) }
            }
            h2 { (tt(lang, T::Calls)) }
            @if calls.is_empty() { p { (tt(lang, T::NoCalls)) } } @else {
                table {
                    thead { tr {
                        th { (tt(lang, T::Started)) } th { (tt(lang, T::Extension)) } th { (tt(lang, T::Direction)) }
                        th { (tt(lang, T::Number)) } th { (tt(lang, T::Status)) } th { (tt(lang, T::Duration)) } th { "" }
                    } }
                    tbody { @for c in &calls { tr {
                        td { (c.started.format("%Y-%m-%d %H:%M:%S")) }
                        td { (c.extension) }
                        td { (c.direction.as_str()) }
                        td { code { (c.number) } }
                        td { (c.status().as_str()) @if c.is_missed() { " (missed)" } }
                        td { (c.duration_seconds(sim.now())) }
                        td {
                            @if c.status() == LineStatus::Ringing {
                                (button(&format!("/telavox/do/calls/{}/answer?lang={l}", c.id), tt(lang, T::Answer)))
                            }
                            @if c.status() != LineStatus::Down {
                                (button(&format!("/telavox/do/calls/{}/end?lang={l}", c.id), tt(lang, T::HangUp)))
                            }
                        }
                    } } }
                }
            }
        },
    )
}

fn back(lang: Lang) -> String {
    format!("/telavox?lang={}", lang.code())
}

async fn do_call(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
) -> HttpResponse {
    let lang = Lang::from_request(&req);
    let (id, action) = path.into_inner();
    answer(
        lang,
        call_action(&state, &id, &action).map(drop),
        &back(lang),
    )
}

async fn do_user(
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
) -> HttpResponse {
    let lang = Lang::from_request(&req);
    let (extension, action) = path.into_inner();
    let result = match action.as_str() {
        "renew" => renew(&state, &extension, None).map(drop),
        "revoke" => state.telavox.revoke_token(&extension),
        other => Err(crate::error::SandboxError::NotFound(format!(
            "no user action {other}"
        ))),
    };
    answer(lang, result, &back(lang))
}

async fn do_incoming(
    req: HttpRequest,
    state: web::Data<AppState>,
    form: web::Form<IncomingBody>,
) -> HttpResponse {
    let lang = Lang::from_request(&req);
    answer(lang, incoming_call(&state, &form).map(drop), &back(lang))
}

pub fn routes(scope: Scope) -> Scope {
    scope
        .route("", web::get().to(overview))
        .route("/do/calls/{id}/{action}", web::post().to(do_call))
        .route("/do/users/{extension}/{action}", web::post().to(do_user))
        .route("/do/incoming", web::post().to(do_incoming))
}
