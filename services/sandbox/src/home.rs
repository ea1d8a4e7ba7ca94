//! `GET /`: what the sandbox simulates, and the scripted test persons.

use actix_web::{HttpRequest, web};
use maud::{Markup, html};

use crate::bankid;
use crate::html::{Page, layout};
use crate::i18n::{Lang, Text, t};
use crate::state::AppState;

pub async fn front_page(req: HttpRequest, state: web::Data<AppState>) -> Markup {
    let lang = Lang::from_request(&req);
    let page = Page {
        lang,
        title: t(lang, Text::SandboxTitle),
        path: "/",
        refresh_seconds: None,
    };
    layout(
        &page,
        html! {
            p { (t(lang, Text::SandboxIntro)) }
            h2 { (t(lang, Text::Simulators)) }
            ul {
                li {
                    a href={ "/mail?lang=" (lang.code()) } { (t(lang, Text::MailSinkTitle)) }
                    " — " (t(lang, Text::SmtpAt)) " " code { (state.smtp_address) }
                    ", " code { "GET /mail/api/messages?to=&limit=" }
                }
                li {
                    a href={ "/bankid?lang=" (lang.code()) } { (t(lang, Text::BankIdTitle)) }
                    " — RP API v6.0 " code { "POST /rp/v6.0/{auth,sign,phone/auth,phone/sign,collect,cancel}" }
                    ", " (t(lang, Text::ControlApi)) " " code { "/sandbox/bankid/*" } ", " code { "POST /sandbox/clock/advance" }
                }
                li {
                    a href={ "/sms?lang=" (lang.code()) } { (t(lang, Text::SmsTitle)) }
                    " — 46elks " code { "POST /a1/sms" } ", " (t(lang, Text::ControlApi)) " "
                    code { "/sandbox/sms/*" } "; " (t(lang, Text::BehaviourNotDelivered)) " "
                    code { (state.sms.settings.failing_number) }
                }
                (crate::bankid_no::page::front_page_item(lang))
                (crate::staff_idp::page::front_page_item(lang))
                (crate::gocardless::page::front_page_item(lang))
                (crate::vipps::page::front_page_item(lang))
                (crate::telavox::page::front_page_item(lang))
                (crate::debt_register::page::front_page_item(lang))
                (crate::credit_check::control::front_page_item(lang))
                (crate::valuation::control::front_page_item(lang))
                (crate::pep::control::front_page_item(lang))
            }
            h2 { (t(lang, Text::TestPersons)) " — " (t(lang, Text::BankIdTitle)) }
            (bankid::page::persons_table(lang))
            (crate::bankid_no::page::front_page_section(lang))
            (crate::staff_idp::page::front_page_section(lang, &state))
            (crate::gocardless::page::front_page_section(lang))
            (crate::vipps::page::front_page_section(lang))
            (crate::telavox::page::front_page_section(lang))
            (crate::debt_register::page::front_page_section(lang))
            (crate::credit_check::control::front_page_section(lang))
            (crate::valuation::control::front_page_section(lang))
            (crate::pep::control::front_page_section(lang))
        },
    )
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/", web::get().to(front_page));
}
