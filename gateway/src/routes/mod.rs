//! Every route, one module per area and one file per flow.

pub mod bank;
pub mod employee;
pub mod lead;
pub mod notification;
pub mod operations;

use actix_web::web;

use crate::error::GatewayError;

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(operations::health::healthz)
        .service(operations::health::readyz)
        .service(operations::metrics::metrics)
        .service(operations::docs_redirect)
        .service(employee::login::login)
        .service(bank::login::login)
        .service(bank::login_validate::login_validate)
        .service(employee::login_validate::login_validate)
        .service(employee::logout::logout)
        .service(employee::me::me)
        .service(employee::all::all)
        .service(lead::create::create_lead)
        .service(lead::list::list_leads)
        .service(lead::list::list_my_leads)
        .service(lead::get::get_lead)
        .service(lead::assign::assign_lead)
        .service(lead::reprocess::reprocess_submissions)
        .service(notification::list::list_notifications)
        .service(notification::acknowledge::acknowledge)
        .service(notification::ws_token::ws_token)
        .service(notification::ws::notification_ws);
}

/// Unknown paths get the error body too.
pub async fn not_found() -> Result<actix_web::HttpResponse, GatewayError> {
    Err(GatewayError::NotFound("Not found".to_string()))
}
