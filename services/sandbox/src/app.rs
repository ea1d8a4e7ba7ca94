//! Builds the sandbox: the HTTP app (simulators, control API, pages) and the SMTP sink.

use std::io;
use std::net::TcpListener;
use std::sync::Arc;
use std::time::Duration;

use actix_web::dev::Server;
use actix_web::middleware::from_fn;
use actix_web::{App, HttpResponse, HttpServer, web};

use crate::bankid::BankIdSimulator;
use crate::bankid_no::BankIdNoSimulator;
use crate::clock::Clock;
use crate::credit_check::CreditCheckSimulator;
use crate::debt_register::DebtRegisterSimulator;
use crate::error::SandboxError;
use crate::gocardless::GoCardlessSimulator;
use crate::mail::MailStore;
use crate::mail::smtp::SmtpSink;
use crate::pep::PepSimulator;
use crate::settings::Settings;
use crate::sms::SmsSimulator;
use crate::staff_idp::StaffIdpSimulator;
use crate::state::AppState;
use crate::telavox::TelavoxSimulator;
use crate::valuation::ValuationSimulator;
use crate::vipps::VippsSimulator;
use crate::{bankid, clock_api, gocardless, home, mail, payment_pages, request_id, sms, vipps};

/// The in-memory state of every simulator plus the SMTP sink's settings.
#[derive(Debug, Clone)]
pub struct Sandbox {
    pub state: AppState,
    pub smtp: SmtpSink,
}

impl Sandbox {
    pub fn new(settings: &Settings, smtp_address: String) -> Self {
        let clock = Clock::default();
        let mail = Arc::new(MailStore::new(settings.mail.capacity));
        let smtp = SmtpSink {
            store: mail.clone(),
            clock: clock.clone(),
            hostname: settings.smtp.hostname.clone(),
            max_message_bytes: settings.smtp.max_message_bytes,
            idle_timeout: Duration::from_secs(settings.smtp.idle_timeout_seconds),
        };
        let bankid = Arc::new(BankIdSimulator::new(clock.clone(), &settings.bankid));
        let sms = Arc::new(SmsSimulator::new(clock.clone(), &settings.sms));
        let gocardless = GoCardlessSimulator::start(clock.clone(), &settings.gocardless);
        let vipps = VippsSimulator::start(clock.clone(), &settings.vipps);
        let bankid_no = Arc::new(BankIdNoSimulator::new(clock.clone(), &settings.bankid_no));
        let staff_idp = Arc::new(StaffIdpSimulator::new(clock.clone(), &settings.staff_idp));
        let telavox = Arc::new(TelavoxSimulator::new(clock.clone(), &settings.telavox));
        let debt_register = Arc::new(DebtRegisterSimulator::new(
            clock.clone(),
            &settings.debt_register,
        ));
        let credit_check = Arc::new(CreditCheckSimulator::new(
            clock.clone(),
            &settings.credit_check,
        ));
        let valuation = Arc::new(ValuationSimulator::new(clock.clone(), &settings.valuation));
        let pep = Arc::new(PepSimulator::new(clock.clone(), &settings.pep));
        let state = AppState {
            clock,
            billing_clock: Clock::default(),
            mail,
            bankid,
            sms,
            gocardless,
            vipps,
            bankid_no,
            staff_idp,
            telavox,
            debt_register,
            credit_check,
            valuation,
            pep,
            smtp_address,
        };
        Self { state, smtp }
    }
}

async fn not_found() -> Result<HttpResponse, SandboxError> {
    Err(SandboxError::NotFound("no such page or endpoint".into()))
}

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.configure(home::routes)
        .configure(mail::api::routes)
        .configure(mail::page::routes)
        .configure(clock_api::routes)
        .configure(bankid::rp_api::routes)
        .configure(bankid::control::routes)
        .configure(bankid::page::routes)
        .configure(sms::api::routes)
        .configure(sms::control::routes)
        .configure(sms::page::routes)
        .configure(gocardless::routes)
        .configure(vipps::routes)
        .configure(payment_pages::routes)
        .configure(crate::bankid_no::routes)
        .configure(crate::staff_idp::routes)
        .configure(crate::telavox::routes)
        .configure(crate::debt_register::routes)
        .configure(crate::credit_check::routes)
        .configure(crate::valuation::routes)
        .configure(crate::pep::routes)
        .route("/metrics", web::get().to(request_id::metrics_endpoint));
}

/// The HTTP server of `routes` on an already bound listener (tests bind port 0): all of
/// [`configure`], or one provider's API at the host root such as
/// `gocardless::root_routes` — over the same simulators.
pub fn server(
    routes: fn(&mut web::ServiceConfig),
    listener: TcpListener,
    state: AppState,
    workers: usize,
) -> io::Result<Server> {
    let data = web::Data::new(state);
    let server = HttpServer::new(move || {
        App::new()
            .app_data(data.clone())
            .configure(routes)
            .default_service(web::to(not_found))
            .wrap(from_fn(request_id::middleware))
    })
    .workers(workers)
    .disable_signals()
    .listen(listener)?
    .run();
    Ok(server)
}

/// Starts the SMTP sink on an already bound listener; it runs until the runtime stops.
pub fn spawn_smtp(
    listener: tokio::net::TcpListener,
    sink: SmtpSink,
) -> tokio::task::JoinHandle<()> {
    tokio::spawn(mail::smtp::serve(listener, sink))
}
