//! The OpenAPI document served at `/openapi.json` (and browsed at `/docs/`): every route with its
//! request and response bodies and the shared error body.

use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};

use crate::auth::AccessExtension;
use crate::error::ErrorBody;
use crate::extract::BodyLimitResponse;
use crate::readiness::ReadinessReport;
use crate::routes::{bank, employee, lead, notification, operations};

#[derive(OpenApi)]
#[openapi(
    info(title = "ZRM gateway", description = "REST and websocket API of the ZRM back office."),
    paths(
        operations::health::healthz,
        operations::health::readyz,
        operations::metrics::metrics,
        employee::login::login,
        employee::login_validate::login_validate,
        bank::login::login,
        bank::login_validate::login_validate,
        employee::logout::logout,
        employee::me::me,
        employee::all::all,
        lead::create::create_lead,
        lead::list::list_leads,
        lead::list::list_my_leads,
        lead::get::get_lead,
        lead::assign::assign_lead,
        lead::reprocess::reprocess_submissions,
        notification::list::list_notifications,
        notification::acknowledge::acknowledge,
        notification::ws_token::ws_token,
        notification::ws::notification_ws,
    ),
    components(schemas(ErrorBody, ReadinessReport, notification::types::PushFrame)),
    modifiers(&BearerAuth, &AccessExtension, &BodyLimitResponse),
    security(("bearer" = [])),
)]
pub struct ApiDoc;

struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .bearer_format("JWT")
                    .build(),
            ),
        );
    }
}

pub fn document() -> utoipa::openapi::OpenApi {
    ApiDoc::openapi()
}
