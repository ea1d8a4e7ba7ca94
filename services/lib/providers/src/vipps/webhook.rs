//! Vipps MobilePay webhooks (Webhooks API). Each notification carries
//! `x-ms-date`, `x-ms-content-sha256` (base64 SHA-256 of the body) and `Authorization:
//! HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=<base64 HMAC-SHA256 of
//! "POST\n<path and query>\n<x-ms-date>;<host>;<x-ms-content-sha256>" keyed with the secret>`.
//!
//! Verify on the raw body, with the path and query the request arrived on and its `Host`
//! header; then parse. A notification whose date is more than [`MAX_CLOCK_SKEW_SECONDS`] from
//! now is refused as replayed or delayed.

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use chrono::{DateTime, Utc};
use serde::Deserialize;
use sha2::{Digest, Sha256};

use crate::ProviderError;
use crate::webhook_auth::{WebhookRejection, hmac_matches};

const PROVIDER: &str = "Vipps";
/// Vipps names no limit; five minutes tolerates ordinary clock drift.
pub const MAX_CLOCK_SKEW_SECONDS: i64 = 300;
const SIGNED_HEADERS: &str = "x-ms-date;host;x-ms-content-sha256";

fn rejected(reason: WebhookRejection) -> ProviderError {
    ProviderError::WebhookRejected {
        provider: PROVIDER,
        reason,
    }
}

/// Checks a notification. `header` looks a request header up by its lower-case name
/// (`x-ms-date`, `x-ms-content-sha256`, `host`, `authorization`).
pub fn verify_vipps_webhook<'a>(
    secret: &str,
    method: &str,
    path_and_query: &str,
    header: impl Fn(&str) -> Option<&'a str>,
    body: &[u8],
) -> Result<(), ProviderError> {
    verify_vipps_webhook_at(secret, method, path_and_query, header, body, Utc::now())
}

/// [`verify_vipps_webhook`] with the time to check the date against.
pub fn verify_vipps_webhook_at<'a>(
    secret: &str,
    method: &str,
    path_and_query: &str,
    header: impl Fn(&str) -> Option<&'a str>,
    body: &[u8],
    now: DateTime<Utc>,
) -> Result<(), ProviderError> {
    let required = |name: &'static str| {
        header(name)
            .map(str::trim)
            .filter(|v| !v.is_empty())
            .ok_or(rejected(WebhookRejection::MissingHeader(name)))
    };
    let date = required("x-ms-date")?;
    let content_hash = required("x-ms-content-sha256")?;
    let host = required("host")?;
    let authorization = required("authorization")?;
    let signature = authorization
        .strip_prefix("HMAC-SHA256 ")
        .and_then(|rest| rest.split_once('&'))
        .and_then(|(signed, signature)| {
            (signed.strip_prefix("SignedHeaders=") == Some(SIGNED_HEADERS))
                .then(|| signature.strip_prefix("Signature="))
                .flatten()
        })
        .and_then(|b64| STANDARD.decode(b64).ok())
        .ok_or(rejected(WebhookRejection::MalformedHeader("authorization")))?;
    let signed_at = DateTime::parse_from_rfc2822(date)
        .map_err(|_| rejected(WebhookRejection::MalformedHeader("x-ms-date")))?
        .with_timezone(&Utc);
    let message = format!("{method}\n{path_and_query}\n{date};{host};{content_hash}");
    if !hmac_matches(secret.as_bytes(), message.as_bytes(), &signature) {
        return Err(rejected(WebhookRejection::SignatureMismatch));
    }
    if STANDARD.encode(Sha256::digest(body)) != content_hash {
        return Err(rejected(WebhookRejection::ContentHashMismatch));
    }
    let skew_seconds = (now - signed_at).num_seconds();
    if skew_seconds.abs() > MAX_CLOCK_SKEW_SECONDS {
        return Err(rejected(WebhookRejection::StaleDate { skew_seconds }));
    }
    Ok(())
}

/// A recurring notification, e.g. `recurring.charge-captured.v1`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RecurringEvent {
    pub event_type: String,
    pub agreement_id: String,
    pub occurred: Option<DateTime<Utc>>,
    pub msn: Option<String>,
    pub agreement_external_id: Option<String>,
    pub charge_id: Option<String>,
    pub charge_external_id: Option<String>,
    pub charge_type: Option<String>,
    pub amount: Option<i64>,
    pub currency: Option<String>,
    pub failure_reason: Option<String>,
}

/// The notification of a verified webhook body.
pub fn parse_vipps_webhook(body: &[u8]) -> Result<RecurringEvent, ProviderError> {
    serde_json::from_slice(body).map_err(|e| ProviderError::Webhook {
        provider: PROVIDER,
        detail: e.to_string(),
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use std::collections::HashMap;

    use chrono::TimeZone;

    use super::*;

    fn lookup<'a>(
        headers: &'a HashMap<&'static str, String>,
    ) -> impl Fn(&str) -> Option<&'a str> + 'a {
        move |name| headers.get(name).map(String::as_str)
    }

    fn reason(result: Result<(), ProviderError>) -> WebhookRejection {
        match result {
            Err(ProviderError::WebhookRejected { reason, .. }) => reason,
            other => panic!("expected a rejection, got {other:?}"),
        }
    }

    const OFFICIAL_SECRET: &str =
        "A0+AeKBRG2KRGvnNwJpQlb6IJFk48CKXCIcrLoHncVJKDILsQSxS6NWCccwWm6r6FhGKhiHTBsG2wo/xU6FY/A==";
    const OFFICIAL_BODY: &str =
        r#"{"some-unique-content":"ee6e441b-cc4a-46f8-895d-a5af79bcc233/hello-world"}"#;

    fn official_headers() -> HashMap<&'static str, String> {
        HashMap::from([
            ("x-ms-date", "Thu, 30 Mar 2023 08:38:32 GMT".to_owned()),
            ("x-ms-content-sha256", "lNlsp1XA03N34HrQsVzPgJKtC+r7l/RBF4V3JQUWMj4=".to_owned()),
            ("host", "webhook.site".to_owned()),
            (
                "authorization",
                "HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=agAiSyogQbDHpeucoNwYz+yAr5nJ+v+zasdkSbqzv+U=".to_owned(),
            ),
        ])
    }

    fn official_now() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2023, 3, 30, 8, 39, 0).unwrap()
    }

    const PATH: &str = "/e2cee29b-012e-4f1d-8ef4-e95fd74a7a63";

    /// The example of Vipps MobilePay's request-authentication page (webhooks-api).
    #[test]
    fn accepts_the_official_example() {
        let headers = official_headers();
        verify_vipps_webhook_at(
            OFFICIAL_SECRET,
            "POST",
            PATH,
            lookup(&headers),
            OFFICIAL_BODY.as_bytes(),
            official_now(),
        )
        .unwrap();
    }

    /// Our vector, computed independently with Python's `hmac`/`hashlib`:
    /// base64(sha256(body)) and base64(hmac_sha256("vipps_secret", "POST\n/webhooks/vipps\n<date>;example.com;<hash>")).
    #[test]
    fn accepts_the_self_computed_vector() {
        let body = r#"{"agreementId":"agr_123","eventType":"recurring.agreement-activated.v1","occurred":"2024-01-01T00:00:00Z","msn":"123456"}"#;
        let headers = HashMap::from([
            ("x-ms-date", "Mon, 01 Jan 2024 00:00:00 GMT".to_owned()),
            ("x-ms-content-sha256", "ByYDb09FYR9mcoFgjAtPBxX1MvanhMEjWLqVuYP8ueg=".to_owned()),
            ("host", "example.com".to_owned()),
            ("authorization", "HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=/1oVJU2mmS3p9OiBLGadizZ9E1SzBg50GVLdjmLZZA0=".to_owned()),
        ]);
        let now = Utc.with_ymd_and_hms(2024, 1, 1, 0, 1, 0).unwrap();
        verify_vipps_webhook_at(
            "vipps_secret",
            "POST",
            "/webhooks/vipps",
            lookup(&headers),
            body.as_bytes(),
            now,
        )
        .unwrap();
        let event = parse_vipps_webhook(body.as_bytes()).unwrap();
        assert_eq!(event.event_type, "recurring.agreement-activated.v1");
        assert_eq!(event.msn.as_deref(), Some("123456"));
    }

    #[test]
    fn rejects_tampering_forgery_missing_headers_and_stale_dates() {
        let body = OFFICIAL_BODY.as_bytes();
        let check = |headers: &HashMap<&'static str, String>,
                     secret: &str,
                     path: &str,
                     body: &[u8],
                     now| {
            verify_vipps_webhook_at(secret, "POST", path, lookup(headers), body, now)
        };
        let headers = official_headers();
        assert_eq!(
            reason(check(&headers, "wrong", PATH, body, official_now())),
            WebhookRejection::SignatureMismatch
        );
        assert_eq!(
            reason(check(
                &headers,
                OFFICIAL_SECRET,
                "/other",
                body,
                official_now()
            )),
            WebhookRejection::SignatureMismatch
        );
        let tampered = OFFICIAL_BODY.replace("hello", "hullo");
        assert_eq!(
            reason(check(
                &headers,
                OFFICIAL_SECRET,
                PATH,
                tampered.as_bytes(),
                official_now()
            )),
            WebhookRejection::ContentHashMismatch
        );
        let late = official_now() + chrono::TimeDelta::minutes(6);
        assert!(matches!(
            reason(check(&headers, OFFICIAL_SECRET, PATH, body, late)),
            WebhookRejection::StaleDate { .. }
        ));
        for name in ["x-ms-date", "x-ms-content-sha256", "host", "authorization"] {
            let mut without = official_headers();
            without.remove(name);
            assert_eq!(
                reason(check(&without, OFFICIAL_SECRET, PATH, body, official_now())),
                WebhookRejection::MissingHeader(name)
            );
        }
        let mut garbled = official_headers();
        garbled.insert("authorization", "Bearer x".to_owned());
        assert_eq!(
            reason(check(&garbled, OFFICIAL_SECRET, PATH, body, official_now())),
            WebhookRejection::MalformedHeader("authorization")
        );
        let mut bad_date = official_headers();
        bad_date.insert("x-ms-date", "yesterday".to_owned());
        assert_eq!(
            reason(check(
                &bad_date,
                OFFICIAL_SECRET,
                PATH,
                body,
                official_now()
            )),
            WebhookRejection::MalformedHeader("x-ms-date")
        );
    }
}
