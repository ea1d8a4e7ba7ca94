//! GoCardless webhooks: `POST` with `{"events": [...]}` and
//! `Webhook-Signature` = hex HMAC-SHA256 of the raw body with the endpoint's secret.
//!
//! Verify first, on the raw bytes, then parse; answer a bad signature with 498 (GoCardless's
//! documented answer) or 401, and anything else not 2xx makes GoCardless retry. Events carry no
//! status: fetch the resource for its current state, and skip event ids already handled.

use super::types::Event;
use super::wire::WireWebhook;
use crate::ProviderError;
use crate::webhook_auth::{WebhookRejection, hmac_matches};

const PROVIDER: &str = "GoCardless";
pub const SIGNATURE_HEADER: &str = "Webhook-Signature";

fn rejected(reason: WebhookRejection) -> ProviderError {
    ProviderError::WebhookRejected {
        provider: PROVIDER,
        reason,
    }
}

/// Checks `Webhook-Signature` (`None` when the request had no such header) against the raw body,
/// in constant time.
pub fn verify_gocardless_webhook(
    secret: &str,
    body: &[u8],
    signature_header: Option<&str>,
) -> Result<(), ProviderError> {
    let header = signature_header
        .map(str::trim)
        .filter(|h| !h.is_empty())
        .ok_or(rejected(WebhookRejection::MissingHeader(SIGNATURE_HEADER)))?;
    let signature = hex::decode(header)
        .ok()
        .filter(|s| s.len() == 32)
        .ok_or(rejected(WebhookRejection::MalformedHeader(
            SIGNATURE_HEADER,
        )))?;
    if hmac_matches(secret.as_bytes(), body, &signature) {
        Ok(())
    } else {
        Err(rejected(WebhookRejection::SignatureMismatch))
    }
}

/// The events of a verified webhook body.
pub fn parse_gocardless_webhook(body: &[u8]) -> Result<Vec<Event>, ProviderError> {
    let webhook: WireWebhook =
        serde_json::from_slice(body).map_err(|e| ProviderError::Webhook {
            provider: PROVIDER,
            detail: e.to_string(),
        })?;
    Ok(webhook.events.into_iter().map(Into::into).collect())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    /// GoCardless's own example, from gocardless-pro-ruby `spec/webhook_spec.rb`.
    const OFFICIAL_BODY: &str = concat!(
        r#"{"events":[{"id":"EV00BD05S5VM2T","created_at":"2018-07-05T09:13:51.404Z","resource_type":"subscriptions","action":"created","links":{"subscription":"SB0003JJQ2MR06"},"details":{"origin":"api","cause":"subscription_created","description":"Subscription created via the API."},"metadata":{}},"#,
        r#"{"id":"EV00BD05TB8K63","created_at":"2018-07-05T09:13:56.893Z","resource_type":"mandates","action":"created","links":{"mandate":"MD000AMA19XGEC"},"details":{"origin":"api","cause":"mandate_created","description":"Mandate created via the API."},"metadata":{}}]}"#
    );
    const OFFICIAL_SECRET: &str = "ED7D658C-D8EB-4941-948B-3973214F2D49";
    const OFFICIAL_SIGNATURE: &str =
        "2693754819d3e32d7e8fcb13c729631f316c6de8dc1cf634d6527f1c07276e7e";

    fn reason(result: Result<(), ProviderError>) -> WebhookRejection {
        match result {
            Err(ProviderError::WebhookRejected { reason, .. }) => reason,
            other => panic!("expected a rejection, got {other:?}"),
        }
    }

    #[test]
    fn accepts_the_official_example_and_parses_its_events() {
        verify_gocardless_webhook(
            OFFICIAL_SECRET,
            OFFICIAL_BODY.as_bytes(),
            Some(OFFICIAL_SIGNATURE),
        )
        .unwrap();
        let events = parse_gocardless_webhook(OFFICIAL_BODY.as_bytes()).unwrap();
        assert_eq!(events.len(), 2);
        assert_eq!(events[1].resource_type, "mandates");
        assert_eq!(events[1].link("mandate"), Some("MD000AMA19XGEC"));
        assert_eq!(events[0].cause.as_deref(), Some("subscription_created"));
    }

    /// Our own vector, computed independently with
    /// `printf '%s' "$BODY" | openssl dgst -sha256 -hmac whsec_test` and Python's `hmac`.
    #[test]
    fn accepts_the_self_computed_vector() {
        let body = r#"{"events":[{"id":"EV123","created_at":"2024-01-01T00:00:00.000Z","resource_type":"payments","action":"confirmed","details":{"origin":"gocardless","cause":"payment_confirmed","description":"Payment was confirmed as collected"},"metadata":{},"links":{"payment":"PM123"}}]}"#;
        let signature = "00d01a4562aae24818c223e8e9d202270f162843910bb9de34494983948e30e7";
        verify_gocardless_webhook("whsec_test", body.as_bytes(), Some(signature)).unwrap();
    }

    #[test]
    fn rejects_wrong_secrets_tampered_bodies_and_bad_headers() {
        let body = OFFICIAL_BODY.as_bytes();
        assert_eq!(
            reason(verify_gocardless_webhook(
                "foo",
                body,
                Some(OFFICIAL_SIGNATURE)
            )),
            WebhookRejection::SignatureMismatch
        );
        let tampered = OFFICIAL_BODY.replace("subscriptions", "payments");
        assert_eq!(
            reason(verify_gocardless_webhook(
                OFFICIAL_SECRET,
                tampered.as_bytes(),
                Some(OFFICIAL_SIGNATURE)
            )),
            WebhookRejection::SignatureMismatch
        );
        assert_eq!(
            reason(verify_gocardless_webhook(OFFICIAL_SECRET, body, None)),
            WebhookRejection::MissingHeader(SIGNATURE_HEADER)
        );
        assert_eq!(
            reason(verify_gocardless_webhook(OFFICIAL_SECRET, body, Some("zz"))),
            WebhookRejection::MalformedHeader(SIGNATURE_HEADER)
        );
        assert_eq!(
            reason(verify_gocardless_webhook(
                OFFICIAL_SECRET,
                body,
                Some(&OFFICIAL_SIGNATURE[..62])
            )),
            WebhookRejection::MalformedHeader(SIGNATURE_HEADER)
        );
        assert!(parse_gocardless_webhook(b"{\"event\":[]}").is_err());
    }
}
