//! The webhooks of 46elks, the SMS provider: `POST /webhooks/46elks/sms-status` (a delivery
//! report of an SMS we sent, asked for with `whendelivered`) and `POST /webhooks/46elks/sms-inbound`
//! (an SMS to one of our numbers, the number's `sms_url`). 46elks signs nothing; the protection
//! its documentation gives is credentials in the webhook URL, which it sends as HTTP Basic, so
//! each call is checked against the gateway's `webhooks.elks46` credentials before its body is
//! read. messaging records each: a retried webhook changes nothing. Both answer 204 with an empty
//! body (46elks would send a non-empty answer to an incoming SMS back to its sender as a reply).

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, post, web};
use chrono::{DateTime, Utc};
use serde::Deserialize;
use utoipa::ToSchema;
use zrm_platform::grpc::timestamp::to_timestamp;
use zrm_proto::messaging::v1::{RecordDeliveryReportRequest, RecordInboundSmsRequest};

use crate::clients::MESSAGING;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{read_form, trimmed_text_schema};
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

/// The OpenAPI security scheme of these routes (HTTP Basic; the routes name it literally).
pub const SECURITY_SCHEME: &str = "elks46_webhook";

const BAD_CREDENTIALS: &str = "Invalid webhook credentials";

/// Ten SMS parts; messaging keeps no longer text.
const MAX_MESSAGE_CHARS: usize = 1600;

/// The longest provider id messaging keeps.
const MAX_ID_CHARS: usize = 128;

fn id_schema() -> utoipa::openapi::schema::Schema {
    trimmed_text_schema(1, MAX_ID_CHARS, "46elks' id of the SMS:")
}

/// A delivery report, form-encoded.
#[derive(Debug, Deserialize, ToSchema)]
pub struct DeliveryReportForm {
    /// The id 46elks gave the SMS when it accepted it.
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = id_schema)]
    pub id: String,
    pub status: ReportedStatus,
    /// When it was delivered, as 46elks writes times (UTC, `2026-11-27T13:57:23.741000`); a
    /// value that is no such time is taken as unknown.
    #[serde(default, deserialize_with = "crate::extract::optional_text")]
    #[schema(pattern = r"^[^\u0000]*$")]
    pub delivered: Option<String>,
}

#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ReportedStatus {
    Sent,
    Delivered,
    Failed,
}

/// An incoming SMS, form-encoded.
#[derive(Debug, Deserialize, ToSchema)]
pub struct InboundSmsForm {
    pub direction: InboundDirection,
    /// 46elks' id of the SMS: a second call with the same id changes nothing.
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = id_schema)]
    pub id: String,
    /// The sender, E.164.
    #[schema(pattern = r"^\+[1-9][0-9]{6,14}$")]
    pub from: String,
    /// Our number it was sent to, E.164.
    #[schema(pattern = r"^\+[1-9][0-9]{6,14}$")]
    pub to: String,
    /// The text as written, empty for a picture message without text.
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(max_length = 1600, pattern = r"^[^\u0000]*$")]
    pub message: String,
    /// When 46elks received it (UTC, as 46elks writes times); a value that is no such time is
    /// taken as the moment it is recorded.
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(pattern = r"^[^\u0000]*$")]
    pub created: String,
}

#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum InboundDirection {
    Incoming,
}

/// 401 unless the call carries the configured credentials.
fn check_credentials(req: &HttpRequest, state: &AppState) -> Result<(), GatewayError> {
    let credentials = &state.settings.webhooks.elks46;
    let authorization = req
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|value| value.to_str().ok());
    // An empty password would let anyone in who sends it empty: it switches the webhooks off.
    if !credentials.password.is_empty()
        && zrm_providers::elks46::verify_basic_auth(
            authorization,
            &credentials.username,
            &credentials.password,
        )
    {
        Ok(())
    } else {
        Err(GatewayError::unauthenticated(BAD_CREDENTIALS))
    }
}

/// The id once trimmed, as [`id_schema`] says.
fn bounded_id(id: &str) -> Result<String, GatewayError> {
    let id = id.trim();
    if id.is_empty() || id.chars().count() > MAX_ID_CHARS {
        return Err(GatewayError::field(
            "id",
            format!("Must be 1 to {MAX_ID_CHARS} characters"),
        ));
    }
    Ok(id.to_owned())
}

/// The number when it is already in the E.164 form the document's pattern states (the one
/// reading of phone numbers, `zrm_domain::phone_number_forms`, gives it back unchanged).
fn e164(field: &'static str, number: &str) -> Result<String, GatewayError> {
    if zrm_domain::phone_number_forms(number)
        .first()
        .map(String::as_str)
        == Some(number)
    {
        Ok(number.to_owned())
    } else {
        Err(GatewayError::field(
            field,
            "Must be a phone number in international form, e.g. +46701234567",
        ))
    }
}

fn provider_time(raw: &str) -> Option<prost_types::Timestamp> {
    let at = zrm_providers::elks46::parse_time(raw.trim()).ok()?;
    Some(to_timestamp(DateTime::<Utc>::from_naive_utc_and_offset(
        at, Utc,
    )))
}

#[utoipa::path(
    tag = "webhooks",
    request_body(content = DeliveryReportForm, content_type = "application/x-www-form-urlencoded"),
    security(("elks46_webhook" = [])),
    responses(
        (status = 204, description = "Recorded (or recorded before: a retry changes nothing); empty body"),
        (status = 400, description = "A field is missing or invalid (named)", body = ErrorBody),
        (status = 401, description = "No or wrong webhook credentials; nothing is read or stored", body = ErrorBody),
        (status = 404, description = "No SMS has this id yet (46elks retries)", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/webhooks/46elks/sms-status")]
pub async fn sms_status(
    req: HttpRequest,
    state: web::Data<AppState>,
    payload: web::Payload,
) -> Result<HttpResponse, GatewayError> {
    check_credentials(&req, &state)?;
    let form: DeliveryReportForm = read_form(&req, payload).await?;
    let request = RecordDeliveryReportRequest {
        provider_id: bounded_id(&form.id)?,
        status: match form.status {
            ReportedStatus::Sent => "sent",
            ReportedStatus::Delivered => "delivered",
            ReportedStatus::Failed => "failed",
        }
        .to_owned(),
        delivered_at: form.delivered.as_deref().and_then(provider_time),
    };
    state
        .clients
        .sms()
        .record_delivery_report(state.clients.messaging.request(request))
        .await
        .or_gateway_error(MESSAGING)?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(
    tag = "webhooks",
    request_body(content = InboundSmsForm, content_type = "application/x-www-form-urlencoded"),
    security(("elks46_webhook" = [])),
    responses(
        (status = 204, description = "Stored (or stored before: a retry changes nothing); empty body, so no reply is sent"),
        (status = 400, description = "A field is missing or invalid (named)", body = ErrorBody),
        (status = 401, description = "No or wrong webhook credentials; nothing is read or stored", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/webhooks/46elks/sms-inbound")]
pub async fn sms_inbound(
    req: HttpRequest,
    state: web::Data<AppState>,
    payload: web::Payload,
) -> Result<HttpResponse, GatewayError> {
    check_credentials(&req, &state)?;
    let form: InboundSmsForm = read_form(&req, payload).await?;
    if form.message.chars().count() > MAX_MESSAGE_CHARS {
        return Err(GatewayError::field(
            "message",
            format!("Must be at most {MAX_MESSAGE_CHARS} characters"),
        ));
    }
    let request = RecordInboundSmsRequest {
        provider_id: bounded_id(&form.id)?,
        from: e164("from", &form.from)?,
        to: e164("to", &form.to)?,
        message: form.message,
        created_at: provider_time(&form.created),
    };
    state
        .clients
        .sms()
        .record_inbound_sms(state.clients.messaging.request(request))
        .await
        .or_gateway_error(MESSAGING)?;
    Ok(HttpResponse::NoContent().finish())
}
