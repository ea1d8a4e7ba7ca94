//! The OpenAPI document served at `/openapi.json` (and browsed at `/docs/`): every route with its
//! request and response bodies and the shared error body. The paths come from the routes' own
//! declarations ([`crate::routes::configure`]); this module adds what is not a route's.

use actix_web::App;
use actix_web::dev::{ServiceFactory, ServiceRequest};
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};
use utoipa_actix_web::AppExt;

use crate::auth::AccessExtension;
use crate::error::ErrorBody;
use crate::extract::BodyLimitResponse;
use crate::readiness::ReadinessReport;
use crate::routes::notification;

#[derive(OpenApi)]
#[openapi(
    info(title = "ZRM gateway", description = "REST and websocket API of the ZRM back office."),
    components(schemas(
        ErrorBody,
        ReadinessReport,
        notification::types::PushFrame,
        crate::routes::application::income_types::NewIncome
    )),
    modifiers(&BearerAuth),
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
        components.add_security_scheme(
            crate::routes::webhooks::elks46::SECURITY_SCHEME,
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Basic)
                    .description(Some(
                        "46elks' webhooks: the credentials put into the webhook URLs",
                    ))
                    .build(),
            ),
        );
        for (scheme, header, description) in [
            (
                crate::routes::insurance::webhooks::GOCARDLESS_SCHEME,
                "Webhook-Signature",
                "GoCardless's webhooks: hex HMAC-SHA256 of the raw body with the endpoint's secret",
            ),
            (
                crate::routes::insurance::webhooks::VIPPS_SCHEME,
                "Authorization",
                "Vipps's webhooks: `HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=…`",
            ),
        ] {
            components.add_security_scheme(
                scheme,
                SecurityScheme::ApiKey(utoipa::openapi::security::ApiKey::Header(
                    utoipa::openapi::security::ApiKeyValue::with_description(header, description),
                )),
            );
        }
    }
}

/// Mounts every route on `app` and returns it with the document those routes declare.
pub fn mount<T>(app: App<T>) -> (App<T>, utoipa::openapi::OpenApi)
where
    T: ServiceFactory<ServiceRequest, Config = (), Error = actix_web::Error, InitError = ()>,
{
    let (app, mut document) = app
        .into_utoipa_app()
        .openapi(ApiDoc::openapi())
        .configure(crate::routes::configure)
        .split_for_parts();
    // These read the operations, which exist only once the routes are registered.
    AccessExtension.modify(&mut document);
    BodyLimitResponse.modify(&mut document);
    (app, document)
}

/// The document alone (`zrm-gateway openapi`, tests).
pub fn document() -> utoipa::openapi::OpenApi {
    mount(App::new()).1
}
