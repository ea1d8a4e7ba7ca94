//! The Access Token API (`POST /accesstoken/get` with the sales unit's keys in headers) and the
//! checks every Recurring API call passes: subscription key and bearer token (Azure API
//! Management answers those), then the merchant serial number.

use actix_web::HttpRequest;
use actix_web::http::StatusCode;
use actix_web::http::header::AUTHORIZATION;
use chrono::TimeDelta;
use serde_json::{Value, json};

use super::problem::VippsError;
use super::simulator::VippsSimulator;

/// Azure AD's resource id of the tokens Vipps hands out (the `resource` field).
const TOKEN_RESOURCE: &str = "00000002-0000-0000-c000-000000000000";

fn header<'a>(req: &'a HttpRequest, name: &str) -> Option<&'a str> {
    req.headers()
        .get(name)
        .and_then(|v| v.to_str().ok())
        .map(str::trim)
}

fn subscription_key(req: &HttpRequest, sim: &VippsSimulator) -> Result<(), VippsError> {
    match header(req, "Ocp-Apim-Subscription-Key") {
        None | Some("") => Err(VippsError::Azure {
            status: StatusCode::UNAUTHORIZED,
            message: "Access denied due to missing subscription key. Make sure to include subscription key when making requests to an API.",
        }),
        Some(key) if key == sim.settings.subscription_key => Ok(()),
        Some(_) => Err(VippsError::Azure {
            status: StatusCode::UNAUTHORIZED,
            message: "Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.",
        }),
    }
}

/// `POST /accesstoken/get`: a bearer token for the sales unit's `client_id` / `client_secret`.
pub fn issue_token(req: &HttpRequest, sim: &VippsSimulator) -> Result<Value, VippsError> {
    subscription_key(req, sim)?;
    let id_ok = header(req, "client_id") == Some(sim.settings.client_id.as_str());
    let secret_ok = header(req, "client_secret") == Some(sim.settings.client_secret.as_str());
    if !(id_ok && secret_ok) {
        return Err(VippsError::Token {
            error: "unauthorized_client",
            description: "The client_id and client_secret do not match a sales unit.",
        });
    }
    let lifetime = sim.settings.token_lifetime_seconds;
    let token = format!("sbx.{}", uuid::Uuid::new_v4().simple());
    sim.with_ledger(|ledger, now| {
        let expires = now + TimeDelta::seconds(lifetime);
        ledger.tokens.retain(|_, until| *until > now);
        ledger.tokens.insert(token.clone(), expires);
        ledger.tokens_issued += 1;
        // Azure AD v1 style: every number as a string.
        Ok(json!({
            "token_type": "Bearer",
            "expires_in": lifetime.to_string(),
            "ext_expires_in": lifetime.to_string(),
            "expires_on": expires.timestamp().to_string(),
            "not_before": now.timestamp().to_string(),
            "resource": TOKEN_RESOURCE,
            "access_token": token,
        }))
    })
}

/// Subscription key, a live access token, and (when sent) our merchant serial number.
pub fn check(req: &HttpRequest, sim: &VippsSimulator) -> Result<(), VippsError> {
    subscription_key(req, sim)?;
    let invalid_token = VippsError::Azure {
        status: StatusCode::UNAUTHORIZED,
        message: "Unauthorized. Access token is missing or invalid.",
    };
    let token = header(req, AUTHORIZATION.as_str())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim)
        .ok_or_else(|| invalid_token.clone())?;
    let live =
        sim.with_ledger(|ledger, now| ledger.tokens.get(token).is_some_and(|until| *until > now));
    if !live {
        return Err(invalid_token);
    }
    match header(req, "Merchant-Serial-Number") {
        Some(msn) if msn != sim.settings.merchant_serial_number => Err(VippsError::problem(
            StatusCode::FORBIDDEN,
            "invalid-sale-unit",
            "The sales unit is not allowed to use Recurring with these keys",
        )),
        Some(_) | None => Ok(()),
    }
}
