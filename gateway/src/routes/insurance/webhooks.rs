//! The payment providers' webhooks into the insurance service:
//! `POST /insurance/api/go-cardless-notification/` (GoCardless, `Webhook-Signature` = HMAC-SHA256
//! of the raw body with the endpoint's secret) and `POST /insurance/api/vipps-notification` (Vipps
//! Recurring through the Webhooks API, signed over the method, path, date, host and body digest).
//! The signature is checked on the raw bytes before anything is parsed; a bad or missing one is
//! 401 and nothing is read further. The insurance service keeps each event once (a replay
//! changes nothing) and applies it from the provider's current state. Both answer 204; a 503
//! (the service or the provider it asks failing) makes the provider retry.

use actix_web::{HttpRequest, HttpResponse, post, web};
use sha2::{Digest, Sha256};
use zrm_platform::grpc::timestamp::to_timestamp;
use zrm_proto::insurance::v1::{GoCardlessEvent, GoCardlessEventsRequest, VippsEventRequest};
use zrm_providers::gocardless::{
    SIGNATURE_HEADER, parse_gocardless_webhook, verify_gocardless_webhook,
};
use zrm_providers::vipps::{parse_vipps_webhook, verify_vipps_webhook};

use crate::clients::INSURANCE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::read_body;
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

/// The OpenAPI security schemes of these routes.
pub const GOCARDLESS_SCHEME: &str = "gocardless_webhook";
pub const VIPPS_SCHEME: &str = "vipps_webhook";

const BAD_SIGNATURE: &str = "Invalid webhook signature";

fn header<'a>(req: &'a HttpRequest, name: &str) -> Option<&'a str> {
    req.headers()
        .get(name)
        .and_then(|value| value.to_str().ok())
}

fn unreadable(detail: impl std::fmt::Display) -> GatewayError {
    GatewayError::field("body", format!("Not a webhook body: {detail}"))
}

#[utoipa::path(
    tag = "webhooks",
    request_body(content = serde_json::Value, content_type = "application/json", description = "GoCardless's `{\"events\": [...]}`"),
    security(("gocardless_webhook" = [])),
    responses(
        (status = 204, description = "Recorded (a replayed event changes nothing); empty body"),
        (status = 400, description = "Signed, but not a webhook body (field `body`)", body = ErrorBody),
        (status = 401, description = "No or a wrong `Webhook-Signature`; nothing is read or stored", body = ErrorBody),
        (status = 503, description = "The insurance service or GoCardless failed; GoCardless retries", body = ErrorBody),
    ),
)]
#[post("/insurance/api/go-cardless-notification/")]
pub async fn gocardless_notification(
    req: HttpRequest,
    state: web::Data<AppState>,
    payload: web::Payload,
) -> Result<HttpResponse, GatewayError> {
    let secret = &state.settings.webhooks.gocardless.secret;
    let signature = header(&req, SIGNATURE_HEADER);
    let body = read_body(&req, payload.into_inner()).await?;
    if secret.is_empty() || verify_gocardless_webhook(secret, &body, signature).is_err() {
        return Err(GatewayError::unauthenticated(BAD_SIGNATURE));
    }
    let events = parse_gocardless_webhook(&body).map_err(unreadable)?;
    let raw: serde_json::Value = serde_json::from_slice(&body).map_err(unreadable)?;
    let raw_events = raw["events"].as_array().cloned().unwrap_or_default();
    let request = GoCardlessEventsRequest {
        events: events
            .into_iter()
            .zip(
                raw_events
                    .into_iter()
                    .map(Some)
                    .chain(std::iter::repeat(None)),
            )
            .map(|(event, raw)| GoCardlessEvent {
                id: event.id,
                created_at: Some(to_timestamp(event.created_at)),
                resource_type: event.resource_type,
                action: event.action,
                links: event.links.into_iter().collect(),
                raw_json: raw.map(|raw| raw.to_string()).unwrap_or_default(),
            })
            .collect(),
    };
    state
        .clients
        .insurances()
        .record_go_cardless_events(state.clients.insurance.request(request))
        .await
        .or_gateway_error(INSURANCE)?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(
    tag = "webhooks",
    request_body(content = serde_json::Value, content_type = "application/json", description = "A Vipps Recurring notification (`recurring.agreement-activated.v1`…)"),
    security(("vipps_webhook" = [])),
    responses(
        (status = 204, description = "Recorded (a replayed notification changes nothing); empty body"),
        (status = 400, description = "Signed, but not a notification (field `body`)", body = ErrorBody),
        (status = 401, description = "No or a wrong signature, or a stale date; nothing is read or stored", body = ErrorBody),
        (status = 503, description = "The insurance service or Vipps failed; Vipps retries", body = ErrorBody),
    ),
)]
#[post("/insurance/api/vipps-notification")]
pub async fn vipps_notification(
    req: HttpRequest,
    state: web::Data<AppState>,
    payload: web::Payload,
) -> Result<HttpResponse, GatewayError> {
    let secret = &state.settings.webhooks.vipps.secret;
    let body = read_body(&req, payload.into_inner()).await?;
    let path_and_query = req
        .uri()
        .path_and_query()
        .map_or_else(|| req.path().to_owned(), |pq| pq.as_str().to_owned());
    let verified = !secret.is_empty()
        && verify_vipps_webhook(
            secret,
            "POST",
            &path_and_query,
            |name| header(&req, name),
            &body,
        )
        .is_ok();
    if !verified {
        return Err(GatewayError::unauthenticated(BAD_SIGNATURE));
    }
    let event = parse_vipps_webhook(&body).map_err(unreadable)?;
    let request = VippsEventRequest {
        dedup_key: hex::encode(Sha256::digest(&body)),
        event_type: event.event_type,
        agreement_id: event.agreement_id,
        charge_id: event.charge_id.unwrap_or_default(),
        occurred: event.occurred.map(to_timestamp),
        raw_json: String::from_utf8_lossy(&body).into_owned(),
    };
    state
        .clients
        .insurances()
        .record_vipps_event(state.clients.insurance.request(request))
        .await
        .or_gateway_error(INSURANCE)?;
    Ok(HttpResponse::NoContent().finish())
}
