//! ID-token faults a test queues through the control API, so the client's verification can be
//! shown to refuse each kind of bad token over real HTTP.

use std::sync::Arc;

use super::keys::SigningKey;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IdTokenFault {
    /// Signed by a key the provider never published, with the real key's `kid`.
    BadSignature,
    /// Signed by an unpublished key under its own `kid` (also after a JWKS refresh).
    UnknownKid,
    WrongAudience,
    WrongIssuer,
    WrongNonce,
    /// `exp` (and `iat`) an hour in the past.
    Expired,
}

impl IdTokenFault {
    pub const ALL: [IdTokenFault; 6] = [
        Self::BadSignature,
        Self::UnknownKid,
        Self::WrongAudience,
        Self::WrongIssuer,
        Self::WrongNonce,
        Self::Expired,
    ];

    pub fn parse(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|f| f.as_str() == name)
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::BadSignature => "bad_signature",
            Self::UnknownKid => "unknown_kid",
            Self::WrongAudience => "wrong_audience",
            Self::WrongIssuer => "wrong_issuer",
            Self::WrongNonce => "wrong_nonce",
            Self::Expired => "expired",
        }
    }

    /// The faults that sign with a key of their own.
    pub fn needs_foreign_key(self) -> bool {
        matches!(self, Self::BadSignature | Self::UnknownKid)
    }
}

/// The next `remaining` ID tokens get `kind`.
#[derive(Debug, Clone)]
pub struct TokenFault {
    pub kind: IdTokenFault,
    pub remaining: u32,
    pub foreign_key: Option<Arc<SigningKey>>,
}
