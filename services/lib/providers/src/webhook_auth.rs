//! Why a webhook's authenticity check failed; shared by the GoCardless and Vipps verifiers. The
//! receiving handler answers 401 (GoCardless asks for 498) and does not process the body.

use std::fmt;

use hmac::{Hmac, Mac};
use sha2::Sha256;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WebhookRejection {
    /// A header the signature needs is absent.
    MissingHeader(&'static str),
    /// A header is present but not in the expected form.
    MalformedHeader(&'static str),
    /// The signature does not match the body (tampered body, wrong secret, forged request).
    SignatureMismatch,
    /// The body's hash differs from the signed content hash header.
    ContentHashMismatch,
    /// The signed date is too far from now: a replayed or delayed request.
    StaleDate { skew_seconds: i64 },
}

impl fmt::Display for WebhookRejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::MissingHeader(name) => write!(f, "missing header {name}"),
            Self::MalformedHeader(name) => write!(f, "malformed header {name}"),
            Self::SignatureMismatch => f.write_str("signature does not match"),
            Self::ContentHashMismatch => f.write_str("content hash does not match the body"),
            Self::StaleDate { skew_seconds } => {
                write!(f, "signed date is {skew_seconds} s away from now")
            }
        }
    }
}

/// Checks `HMAC-SHA256(secret, message)` against `expected` in constant time.
pub(crate) fn hmac_matches(secret: &[u8], message: &[u8], expected: &[u8]) -> bool {
    match Hmac::<Sha256>::new_from_slice(secret) {
        Ok(mut mac) => {
            mac.update(message);
            mac.verify_slice(expected).is_ok()
        }
        // HMAC takes keys of any length.
        Err(_) => false,
    }
}
