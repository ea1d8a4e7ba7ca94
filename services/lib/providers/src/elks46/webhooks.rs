//! The webhooks 46elks calls, form-encoded: delivery reports and incoming SMS.

use std::collections::HashMap;

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use chrono::NaiveDateTime;

use super::types::{SmsId, SmsStatus, parse_time};
use crate::ProviderError;

const PROVIDER: &str = "46elks";

fn malformed(detail: impl Into<String>) -> ProviderError {
    ProviderError::Webhook {
        provider: PROVIDER,
        detail: detail.into(),
    }
}

fn fields(body: &[u8]) -> Result<HashMap<String, String>, ProviderError> {
    serde_urlencoded::from_bytes(body).map_err(|e| malformed(e.to_string()))
}

fn take(fields: &mut HashMap<String, String>, key: &str) -> Result<String, ProviderError> {
    fields
        .remove(key)
        .ok_or_else(|| malformed(format!("missing {key}")))
}

/// `whendelivered`: `id`, `status` (`sent`, `delivered`, `failed`), `delivered` once delivered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeliveryReport {
    pub id: SmsId,
    pub status: SmsStatus,
    pub delivered: Option<NaiveDateTime>,
}

impl DeliveryReport {
    pub fn from_form(body: &[u8]) -> Result<Self, ProviderError> {
        let mut f = fields(body)?;
        let delivered = f
            .remove("delivered")
            .filter(|d| !d.is_empty())
            .map(|d| parse_time(&d).map_err(malformed))
            .transpose()?;
        Ok(Self {
            id: SmsId(take(&mut f, "id")?),
            status: SmsStatus::parse(&take(&mut f, "status")?),
            delivered,
        })
    }
}

/// `sms_url`: an SMS to one of our numbers. Answering with a non-empty body makes 46elks send
/// that body back to the sender.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InboundSms {
    pub id: SmsId,
    pub from: String,
    pub to: String,
    pub message: String,
    pub created: NaiveDateTime,
}

impl InboundSms {
    pub fn from_form(body: &[u8]) -> Result<Self, ProviderError> {
        let mut f = fields(body)?;
        match f.get("direction").map(String::as_str) {
            Some("incoming") => {}
            other => return Err(malformed(format!("direction {other:?}, expected incoming"))),
        }
        let created = parse_time(&take(&mut f, "created")?).map_err(malformed)?;
        Ok(Self {
            id: SmsId(take(&mut f, "id")?),
            from: take(&mut f, "from")?,
            to: take(&mut f, "to")?,
            message: take(&mut f, "message")?,
            created,
        })
    }
}

/// Checks a webhook's `Authorization` header against the credentials we put in its URL.
/// Compares without an early exit, so timing does not reveal how much matched.
pub fn verify_basic_auth(authorization: Option<&str>, username: &str, password: &str) -> bool {
    let given = authorization
        .and_then(|v| v.strip_prefix("Basic "))
        .and_then(|b64| STANDARD.decode(b64.trim()).ok())
        .unwrap_or_default();
    let expected = format!("{username}:{password}").into_bytes();
    let same_length = given.len() == expected.len();
    let difference = given
        .iter()
        .zip(expected.iter().chain(std::iter::repeat(&0)))
        .fold(0u8, |acc, (a, b)| acc | (a ^ b));
    same_length && difference == 0
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn delivery_reports_and_inbound_messages_parse() {
        let report = DeliveryReport::from_form(
            b"id=s70df59406a1b4643b96f3f91e0bfb7b0&status=delivered&delivered=2018-07-13T13%3A57%3A23.741000",
        )
        .unwrap();
        assert_eq!(report.status, SmsStatus::Delivered);
        assert_eq!(
            report.delivered.unwrap().to_string(),
            "2018-07-13 13:57:23.741"
        );
        let inbound = InboundSms::from_form(
            b"direction=incoming&id=sf8425555e5d8db61dda7a7b3f1b91bdb&from=%2B46704508449&to=%2B46766861004&message=Hej+ZRM&created=2018-07-13T13%3A57%3A23.741000",
        )
        .unwrap();
        assert_eq!(inbound.from, "+46704508449");
        assert_eq!(inbound.message, "Hej ZRM");
        assert!(InboundSms::from_form(b"direction=outgoing&id=x").is_err());
        assert!(DeliveryReport::from_form(b"status=sent").is_err());
    }

    #[test]
    fn basic_auth_is_verified() {
        let header = format!("Basic {}", STANDARD.encode("zrm:s3cret"));
        assert!(verify_basic_auth(Some(&header), "zrm", "s3cret"));
        assert!(!verify_basic_auth(Some(&header), "zrm", "s3cre"));
        assert!(!verify_basic_auth(Some(&header), "zrm", "s3cret!"));
        assert!(!verify_basic_auth(None, "zrm", "s3cret"));
        assert!(!verify_basic_auth(Some("Bearer x"), "zrm", "s3cret"));
    }
}
