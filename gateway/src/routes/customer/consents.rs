//! A customer's consents: `POST /customer/consents` (read), `POST /customer/update_consents` and
//! `POST /customer/debt-register/renew`. kdlt keeps each change in the audit (the history).

use actix_web::{post, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use zrm_proto::kdlt::v1::{
    self as proto, GetCustomerRequest, UpdateConsentsRequest as UpdateMessage,
};

use super::types::{CustomerIdRequest, customer_id_of};
use crate::auth::{Authorized, ManageCustomers};
use crate::clients::KDLT;
use crate::convert::timestamp;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct DebtRegisterConsent {
    pub given: bool,
    pub given_at: Option<DateTime<Utc>>,
    pub renewed_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Consents {
    pub customer_id: i64,
    pub customer_club_marketing: bool,
    pub email_marketing: bool,
    pub sms_marketing: bool,
    pub consents_popup_dismissed_at: Option<DateTime<Utc>>,
    /// The Norwegian debt register (gjeldsregisteret) consent.
    pub debt_register: DebtRegisterConsent,
    /// When a consent last changed; null while none ever did.
    pub updated_at: Option<DateTime<Utc>>,
}

impl TryFrom<proto::Consents> for Consents {
    type Error = GatewayError;

    fn try_from(consents: proto::Consents) -> Result<Self, GatewayError> {
        let marketing = consents.marketing.unwrap_or_default();
        let debt = consents.debt_register.unwrap_or_default();
        Ok(Self {
            customer_id: customer_id_of(&consents.customer_id)?,
            customer_club_marketing: marketing.customer_club_marketing,
            email_marketing: marketing.email_marketing,
            sms_marketing: marketing.sms_marketing,
            consents_popup_dismissed_at: timestamp(marketing.consents_popup_dismissed_at),
            debt_register: DebtRegisterConsent {
                given: debt.given,
                given_at: timestamp(debt.given_at),
                renewed_at: timestamp(debt.renewed_at),
            },
            updated_at: timestamp(consents.updated_at),
        })
    }
}

/// The consents to change; an absent or null consent stays as it is.
#[derive(Debug, Deserialize, ToSchema)]
pub struct UpdateConsentsRequest {
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1)]
    pub customer_id: i64,
    pub customer_club_marketing: Option<bool>,
    pub email_marketing: Option<bool>,
    pub sms_marketing: Option<bool>,
    /// true records that the customer dismissed the consents pop-up now.
    #[serde(default)]
    pub consents_popup_dismissed: bool,
    /// Gives or withdraws the debt-register consent (Norwegian customers only).
    pub debt_register: Option<bool>,
}

async fn update(
    state: &AppState,
    request: UpdateMessage,
) -> Result<web::Json<Consents>, GatewayError> {
    let consents = state
        .clients
        .customers()
        .update_consents(state.clients.kdlt.request(request))
        .await
        .or_gateway_error(KDLT)?;
    Ok(web::Json(Consents::try_from(consents)?))
}

#[utoipa::path(
    tag = "customer",
    request_body = CustomerIdRequest,
    responses(
        (status = 200, body = Consents),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not one of the customer roles", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/customer/consents")]
pub async fn get_consents(
    authorized: Authorized<ManageCustomers>,
    state: web::Data<AppState>,
    body: JsonBody<CustomerIdRequest>,
) -> Result<web::Json<Consents>, GatewayError> {
    let request = GetCustomerRequest {
        customer_id: body.into_inner().customer_id.to_string(),
        requested_by: authorized.user.user_id,
    };
    let consents = state
        .clients
        .customers()
        .get_consents(state.clients.kdlt.request(request))
        .await
        .or_gateway_error(KDLT)?;
    Ok(web::Json(Consents::try_from(consents)?))
}

#[utoipa::path(
    tag = "customer",
    request_body = UpdateConsentsRequest,
    responses(
        (status = 200, description = "The consents as changed", body = Consents),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not one of the customer roles", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "A debt-register consent for a customer who is not Norwegian, or an erased customer", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/customer/update_consents")]
pub async fn update_consents(
    authorized: Authorized<ManageCustomers>,
    state: web::Data<AppState>,
    body: JsonBody<UpdateConsentsRequest>,
) -> Result<web::Json<Consents>, GatewayError> {
    let body = body.into_inner();
    let request = UpdateMessage {
        customer_id: body.customer_id.to_string(),
        customer_club_marketing: body.customer_club_marketing,
        email_marketing: body.email_marketing,
        sms_marketing: body.sms_marketing,
        consents_popup_dismissed: body.consents_popup_dismissed,
        debt_register_given: body.debt_register,
        debt_register_renewed: false,
        requested_by: authorized.user.user_id,
    };
    update(&state, request).await
}

#[utoipa::path(
    tag = "customer",
    request_body = CustomerIdRequest,
    responses(
        (status = 200, description = "The consents with the debt-register consent renewed now", body = Consents),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not one of the customer roles", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "No debt-register consent is given", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/customer/debt-register/renew")]
pub async fn renew_debt_register_consent(
    authorized: Authorized<ManageCustomers>,
    state: web::Data<AppState>,
    body: JsonBody<CustomerIdRequest>,
) -> Result<web::Json<Consents>, GatewayError> {
    let request = UpdateMessage {
        customer_id: body.into_inner().customer_id.to_string(),
        debt_register_renewed: true,
        requested_by: authorized.user.user_id,
        ..UpdateMessage::default()
    };
    update(&state, request).await
}
