//! The e-mails staff have sent to a customer about an insurance, and their links: `POST
//! /insurance/api/resend-invitation-email` (the link to the terms), `POST
//! /insurance/api/request-new-mandate-email` and `GET /insurance/api/mandate-link` (the link to set
//! up a new direct debit, e-mailed or read out), `POST /insurance/api/resend-email` (whichever
//! of the two the insurance's state calls for), and the public `GET
//! /insurance/api/request-new-mandate?id=…` the new-mandate link leads to, which sends the
//! browser on to the provider's page.

use actix_web::http::header;
use actix_web::{HttpResponse, get, post, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use zrm_proto::insurance::v1::{
    FollowNewMandateLinkRequest, InsuranceRequest, InvitationSent as ProtoSent,
    SendInvitationRequest,
};

use super::types::insurance_id;
use crate::auth::StaffUser;
use crate::clients::INSURANCE;
use crate::convert::timestamp_or_epoch;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{JsonBody, QueryParams};
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct InsuranceIdBody {
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1)]
    pub insurance_id: i64,
}

/// Which e-mail went out.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum InsuranceEmail {
    /// The link to the insurance's terms on My Pages.
    InsuranceInvitation,
    /// The link to set up a new direct debit.
    InsuranceNewMandate,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct EmailSent {
    pub email: InsuranceEmail,
    /// The customer's e-mail address it went to.
    pub sent_to: String,
    pub sent_at: DateTime<Utc>,
    /// When the link in it stops working.
    pub link_expires_at: DateTime<Utc>,
}

impl TryFrom<ProtoSent> for EmailSent {
    type Error = GatewayError;

    fn try_from(sent: ProtoSent) -> Result<Self, GatewayError> {
        let email = match sent.purpose.as_str() {
            "insurance_invitation" => InsuranceEmail::InsuranceInvitation,
            "insurance_new_mandate" => InsuranceEmail::InsuranceNewMandate,
            other => {
                return Err(GatewayError::Internal(format!(
                    "insurance: an e-mail of unknown purpose {other:?}"
                )));
            }
        };
        Ok(Self {
            email,
            sent_to: sent.sent_to,
            sent_at: timestamp_or_epoch(sent.sent_at),
            link_expires_at: timestamp_or_epoch(sent.link_expires_at),
        })
    }
}

/// The three e-mails staff send from an insurance's page, each its own rpc.
#[derive(Debug, Clone, Copy)]
enum StaffEmail {
    Invitation,
    NewMandate,
    /// Whichever of the two the insurance's state calls for.
    Resend,
}

/// Sends `email` about the insurance in `body`, asked by `user`.
async fn send(
    state: &AppState,
    user: StaffUser,
    body: InsuranceIdBody,
    email: StaffEmail,
) -> Result<web::Json<EmailSent>, GatewayError> {
    let request = state.clients.insurance.request(SendInvitationRequest {
        insurance_id: insurance_id(body.insurance_id)?,
        requested_by: user.user_id,
    });
    let mut insurances = state.clients.insurances();
    let sent = match email {
        StaffEmail::Invitation => insurances.send_invitation(request).await,
        StaffEmail::NewMandate => insurances.send_new_mandate_email(request).await,
        StaffEmail::Resend => insurances.resend_email(request).await,
    }
    .or_gateway_error(INSURANCE)?;
    Ok(web::Json(EmailSent::try_from(sent)?))
}

#[utoipa::path(
    tag = "insurance",
    request_body = InsuranceIdBody,
    responses(
        (status = 200, description = "E-mailed: the link to the terms on My Pages, in the customer's language", body = EmailSent),
        (status = 400, description = "Not an insurance id (field `insurance_id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an employee", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Not waiting for the customer, or the customer has no e-mail address", body = ErrorBody),
        (status = 503, description = "Messaging or the customer register failed; nothing was sent", body = ErrorBody),
    ),
)]
#[post("/insurance/api/resend-invitation-email")]
pub async fn resend_invitation_email(
    user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<InsuranceIdBody>,
) -> Result<web::Json<EmailSent>, GatewayError> {
    send(&state, user, body.into_inner(), StaffEmail::Invitation).await
}

#[utoipa::path(
    tag = "insurance",
    request_body = InsuranceIdBody,
    responses(
        (status = 200, description = "E-mailed: the link to set up a new direct debit, in the customer's language", body = EmailSent),
        (status = 400, description = "Not an insurance id (field `insurance_id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an employee", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "The insurance has an active direct debit, or the customer has no usable e-mail address", body = ErrorBody),
        (status = 503, description = "Messaging or the customer register failed; nothing was sent", body = ErrorBody),
    ),
)]
#[post("/insurance/api/request-new-mandate-email")]
pub async fn request_new_mandate_email(
    user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<InsuranceIdBody>,
) -> Result<web::Json<EmailSent>, GatewayError> {
    send(&state, user, body.into_inner(), StaffEmail::NewMandate).await
}

#[utoipa::path(
    tag = "insurance",
    request_body = InsuranceIdBody,
    responses(
        (status = 200, description = "E-mailed again with a fresh link: the invitation while the insurance waits for the customer, the new-mandate link while it has no active direct debit", body = EmailSent),
        (status = 400, description = "Not an insurance id (field `insurance_id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an employee", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "No e-mail to resend in the insurance's state, or the customer has no usable e-mail address", body = ErrorBody),
        (status = 503, description = "Messaging or the customer register failed; nothing was sent", body = ErrorBody),
    ),
)]
#[post("/insurance/api/resend-email")]
pub async fn resend_email(
    user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<InsuranceIdBody>,
) -> Result<web::Json<EmailSent>, GatewayError> {
    send(&state, user, body.into_inner(), StaffEmail::Resend).await
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MandateLinkQuery {
    #[param(minimum = 1)]
    pub insurance_id: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MandateLink {
    /// For the customer to open: it leads on to the provider's page for a new direct debit.
    pub url: String,
    pub expires_at: DateTime<Utc>,
}

#[utoipa::path(
    tag = "insurance",
    params(MandateLinkQuery),
    responses(
        (status = 200, body = MandateLink),
        (status = 400, description = "Not an insurance id (field `insurance_id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an employee", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "The insurance has an active direct debit", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/insurance/api/mandate-link")]
pub async fn mandate_link(
    _user: StaffUser,
    state: web::Data<AppState>,
    query: QueryParams<MandateLinkQuery>,
) -> Result<web::Json<MandateLink>, GatewayError> {
    let link = state
        .clients
        .insurances()
        .get_new_mandate_link(state.clients.insurance.request(InsuranceRequest {
            insurance_id: insurance_id(query.into_inner().insurance_id)?,
            customer_id: String::new(),
        }))
        .await
        .or_gateway_error(INSURANCE)?;
    Ok(web::Json(MandateLink {
        url: link.url,
        expires_at: timestamp_or_epoch(link.expires_at),
    }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RequestNewMandateQuery {
    /// The link's encrypted insurance id.
    #[param(min_length = 1, max_length = 512)]
    pub id: String,
}

#[utoipa::path(
    tag = "insurance",
    params(RequestNewMandateQuery),
    responses(
        (status = 302, description = "To the provider's page for a new direct debit (GoCardless in Sweden, Vipps in Norway), or to the insurance on My Pages when it has an active one again"),
        (status = 400, description = "A tampered or expired link (field `id`)", body = ErrorBody),
        (status = 404, description = "The insurance is gone", body = ErrorBody),
        (status = 409, description = "The insurance changed meanwhile or has ended", body = ErrorBody),
        (status = 503, description = "The payment provider is unreachable; nothing changed", body = ErrorBody),
    ),
    security(()),
)]
#[get("/insurance/api/request-new-mandate")]
pub async fn follow_new_mandate_link(
    state: web::Data<AppState>,
    query: QueryParams<RequestNewMandateQuery>,
) -> Result<HttpResponse, GatewayError> {
    let token = query.into_inner().id;
    if token.trim().is_empty() || token.len() > 512 {
        return Err(GatewayError::field("id", "This link is not valid"));
    }
    let redirect = state
        .clients
        .insurances()
        .follow_new_mandate_link(
            state
                .clients
                .insurance
                .request(FollowNewMandateLinkRequest {
                    encrypted_insurance_id: token,
                }),
        )
        .await
        .or_gateway_error(INSURANCE)?;
    Ok(HttpResponse::Found()
        .insert_header((header::LOCATION, redirect.url))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .finish())
}
