//! The customer's own marketing consents (My Pages' consent drawer): `GET /my-pages/consents`,
//! and `POST /my-pages/consents` with either the consents given (`{consents: {…}}`) or the
//! drawer's dismissal (`{dismissed_consents_popup: true}`). kdlt keeps each change in the
//! customer's audit (the history). An employee's impersonated session reads them but cannot give
//! or dismiss them on the customer's behalf.

use actix_web::{get, post, web};
use serde::Deserialize;
use serde_json::json;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::Schema;
use utoipa::{PartialSchema, ToSchema};
use zrm_proto::kdlt::v1::{GetCustomerRequest, UpdateConsentsRequest};

use crate::auth::CustomerUser;
use crate::clients::KDLT;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::GrpcResultExt;
use crate::routes::customer::consents::Consents;
use crate::state::AppState;

pub const NOT_ON_BEHALF: &str =
    "An employee cannot give or dismiss consents on the customer's behalf";

/// The body as the handler reads it; [`SaveConsentsBody`] is its schema.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveConsentsRequest {
    #[serde(default)]
    pub consents: Option<MarketingConsents>,
    #[serde(default)]
    pub dismissed_consents_popup: Option<bool>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MarketingConsents {
    pub customer_club_marketing: bool,
    pub email_marketing: bool,
    pub sms_marketing: bool,
}

/// Exactly one of the two shapes.
pub struct SaveConsentsBody;

impl PartialSchema for SaveConsentsBody {
    fn schema() -> RefOr<Schema> {
        let schema = json!({
            "description": "The consents the customer gives (all three, as the drawer's box ticked), or the drawer dismissed.",
            "oneOf": [
                {
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["consents"],
                    "properties": {
                        "consents": {
                            "type": "object",
                            "additionalProperties": false,
                            "required": ["customer_club_marketing", "email_marketing", "sms_marketing"],
                            "properties": {
                                "customer_club_marketing": {"type": "boolean"},
                                "email_marketing": {"type": "boolean"},
                                "sms_marketing": {"type": "boolean"}
                            }
                        }
                    }
                },
                {
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["dismissed_consents_popup"],
                    "properties": {"dismissed_consents_popup": {"type": "boolean", "enum": [true]}}
                }
            ]
        });
        RefOr::T(serde_json::from_value::<Schema>(schema).unwrap_or_default())
    }
}

impl ToSchema for SaveConsentsBody {}

#[utoipa::path(
    tag = "my-pages",
    responses(
        (status = 200, description = "The signed-in customer's consents", body = Consents),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a customer's session", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/my-pages/consents")]
pub async fn my_consents(
    user: CustomerUser,
    state: web::Data<AppState>,
) -> Result<web::Json<Consents>, GatewayError> {
    let consents = state
        .clients
        .customers()
        .get_consents(state.clients.kdlt.request(GetCustomerRequest {
            customer_id: user.customer_id.clone(),
            requested_by: user.acting_as(),
        }))
        .await
        .or_gateway_error(KDLT)?;
    Ok(web::Json(Consents::try_from(consents)?))
}

#[utoipa::path(
    tag = "my-pages",
    request_body = SaveConsentsBody,
    responses(
        (status = 200, description = "The consents as saved", body = Consents),
        (status = 400, description = "Neither or both shapes, or a dismissal that is not true (the field named)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a customer's session, or an employee's impersonation", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/my-pages/consents")]
pub async fn save_my_consents(
    user: CustomerUser,
    state: web::Data<AppState>,
    body: JsonBody<SaveConsentsRequest>,
) -> Result<web::Json<Consents>, GatewayError> {
    let body = body.into_inner();
    let mut request = UpdateConsentsRequest {
        customer_id: user.customer_id.clone(),
        requested_by: user.acting_as(),
        ..UpdateConsentsRequest::default()
    };
    match (body.consents, body.dismissed_consents_popup) {
        (Some(consents), None) => {
            request.customer_club_marketing = Some(consents.customer_club_marketing);
            request.email_marketing = Some(consents.email_marketing);
            request.sms_marketing = Some(consents.sms_marketing);
        }
        (None, Some(true)) => request.consents_popup_dismissed = true,
        (None, Some(false)) => {
            return Err(GatewayError::field(
                "dismissed_consents_popup",
                "Must be true",
            ));
        }
        (Some(_), Some(_)) => {
            return Err(GatewayError::field(
                "dismissed_consents_popup",
                "Give either consents or dismissed_consents_popup, not both",
            ));
        }
        (None, None) => {
            return Err(GatewayError::field(
                "consents",
                "Give either consents or dismissed_consents_popup",
            ));
        }
    }
    if user.customer.impersonator_id.is_some() {
        return Err(GatewayError::Forbidden(NOT_ON_BEHALF.into()));
    }
    let consents = state
        .clients
        .customers()
        .update_consents(state.clients.kdlt.request(request))
        .await
        .or_gateway_error(KDLT)?;
    Ok(web::Json(Consents::try_from(consents)?))
}
