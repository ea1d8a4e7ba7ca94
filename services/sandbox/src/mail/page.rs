//! `GET /mail`: the page a person trying the product reads their e-mail (and one-time code) on.

use actix_web::{HttpRequest, web};
use maud::{Markup, html};

use super::api::ListParams;
use crate::error::SandboxError;
use crate::html::{Page, layout};
use crate::i18n::{Lang, Text, t};
use crate::state::AppState;

pub async fn mail_page(
    req: HttpRequest,
    state: web::Data<AppState>,
    params: web::Query<ListParams>,
) -> Result<Markup, SandboxError> {
    let lang = Lang::from_request(&req);
    let query = params.to_query()?;
    let mails = state.mail.list(&query);
    let filter = query.to.clone().unwrap_or_default();
    let path = match &query.to {
        Some(to) => format!("/mail?to={}", encode_query_value(to)),
        None => "/mail".to_owned(),
    };
    let page = Page {
        lang,
        title: t(lang, Text::MailSinkTitle),
        path: &path,
        refresh_seconds: Some(5),
    };
    Ok(layout(
        &page,
        html! {
            p { (t(lang, Text::MailSinkIntro)) }
            p.muted {
                (t(lang, Text::SmtpAt)) ": " code { (state.smtp_address) } " · "
                a href="/mail/api/messages" { (t(lang, Text::OpenJson)) } " · "
                (t(lang, Text::AutoRefresh))
            }
            form method="get" action="/mail" {
                input type="hidden" name="lang" value=(lang.code());
                label { (t(lang, Text::FilterByRecipient)) " " input type="email" name="to" value=(filter); }
                " " button type="submit" { (t(lang, Text::Filter)) }
            }
            @if mails.is_empty() {
                p { (t(lang, Text::MailSinkEmpty)) }
            } @else {
                table {
                    thead { tr {
                        th { (t(lang, Text::Received)) }
                        th { (t(lang, Text::To)) }
                        th { (t(lang, Text::Subject)) }
                    } }
                    tbody {
                        @for mail in &mails {
                            tr {
                                td { (mail.received_at.format("%Y-%m-%d %H:%M:%S UTC")) }
                                td { (mail.to.join(", ")) br; span.muted { (t(lang, Text::From)) ": " (mail.from) } }
                                td {
                                    strong {
                                        @if mail.subject.is_empty() { (t(lang, Text::NoSubject)) } @else { (mail.subject) }
                                    }
                                    pre { (mail.text) }
                                }
                            }
                        }
                    }
                }
            }
        },
    ))
}

/// Percent-encodes a query value (addresses contain `+` and `@`).
fn encode_query_value(value: &str) -> String {
    value
        .bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' | b'@' => {
                (b as char).to_string()
            }
            other => format!("%{other:02X}"),
        })
        .collect()
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/mail", web::get().to(mail_page));
}
