//! `POST /message/send/template`: a template sent to a customer. Messaging picks the template of
//! the customer's country for the channel, product and event, renders it for the customer and
//! sends it: an SMS as every SMS goes (queued, blocks, consent, hourly share), an e-mail over
//! SMTP with the template's attachments.

use actix_web::{post, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use zrm_platform::grpc::common::country_code;
use zrm_proto::messaging::v1 as proto;
use zrm_proto::messaging::v1::send_template_response::Sent;

use super::types::{TemplateType, event, event_schema, product, product_schema};
use crate::auth::StaffUser;
use crate::clients::MESSAGING;
use crate::convert::timestamp_or_epoch;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{JsonBody, trimmed_pattern};
use crate::grpc_status::GrpcResultExt;
use crate::routes::message::send::{APPLICATION_OR_LEAD, application_or_lead};
use crate::routes::message::types::SmsMessage;
use crate::state::AppState;

fn reference_schema() -> utoipa::openapi::schema::Schema {
    utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::Type::String)
        .pattern(Some(trimmed_pattern(APPLICATION_OR_LEAD, false)))
        .description(Some(
            "The application (`MOSE1001`) or lead (`123`) the message is about; required by \
             events that concern one (`needs_reference` in the catalogue).",
        ))
        .into()
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SendTemplateBody {
    #[serde(rename = "type")]
    pub template_type: TemplateType,
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = product_schema)]
    pub product: String,
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = event_schema)]
    pub event: String,
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1)]
    pub customer_id: i64,
    #[serde(default, deserialize_with = "super::super::send::some_text")]
    #[schema(schema_with = reference_schema)]
    pub application_id_or_lead_id: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SentEmail {
    pub message_id: String,
    pub to: String,
    pub subject: String,
    pub sent_at: DateTime<Utc>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SentTemplate {
    /// The customer's country: whose template was used.
    pub country: String,
    /// The SMS queued (for `sms`).
    pub sms: Option<SmsMessage>,
    /// The e-mail the relay accepted (for `email`).
    pub email: Option<SentEmail>,
}

#[utoipa::path(
    tag = "message",
    request_body = SendTemplateBody,
    responses(
        (status = 200, description = "The SMS queued, or the e-mail sent", body = SentTemplate),
        (status = 400, description = "Invalid input, the field named (an event not of the product, a reference missing, a text that fails to render)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, description = "No such customer, or no template for the customer's country", body = ErrorBody),
        (status = 409, description = "The customer may not be written to (blocked, erased, no number or address, no consent)", body = ErrorBody),
        (status = 429, description = "The number got as many SMS in the last hour as it may", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/message/send/template")]
pub async fn send_template(
    user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<SendTemplateBody>,
) -> Result<web::Json<SentTemplate>, GatewayError> {
    let body = body.into_inner();
    if body.customer_id < 1 {
        return Err(GatewayError::field("customer_id", "Must be 1 or more"));
    }
    let request = proto::SendTemplateRequest {
        channel: body.template_type.channel().into(),
        product: product(&body.product)?,
        event: event(&body.event)?,
        customer_id: body.customer_id,
        application_id_or_lead_id: body
            .application_id_or_lead_id
            .as_deref()
            .map(application_or_lead)
            .transpose()?,
        sent_by: user.user_id,
    };
    let answer = state
        .clients
        .templates()
        .send_template(state.clients.messaging.request(request))
        .await
        .or_gateway_error(MESSAGING)?;
    let mut sent = SentTemplate {
        country: country_code(answer.country).to_owned(),
        sms: None,
        email: None,
    };
    match answer.sent {
        Some(Sent::Sms(sms)) => sent.sms = Some(sms.into()),
        Some(Sent::Email(email)) => {
            sent.email = Some(SentEmail {
                message_id: email.message_id,
                to: email.to,
                subject: email.subject,
                sent_at: timestamp_or_epoch(email.sent_at),
            });
        }
        None => {}
    }
    Ok(web::Json(sent))
}
