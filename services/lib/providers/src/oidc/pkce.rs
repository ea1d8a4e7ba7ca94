//! PKCE (RFC 7636, S256) and the random values of a login (`state`, `nonce`).

use std::fmt;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use rand::RngCore;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// `n` random bytes, base64url without padding.
pub fn random_urlsafe(n: usize) -> String {
    let mut bytes = vec![0u8; n];
    rand::rng().fill_bytes(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

/// The secret half of PKCE: kept on our server with the login, sent only to the token endpoint.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PkceVerifier(String);

impl PkceVerifier {
    /// 32 random bytes: 43 characters of `[A-Za-z0-9-_]`, the minimum length RFC 7636 allows
    /// with 256 bits of entropy.
    pub fn generate() -> Self {
        Self(random_urlsafe(32))
    }

    pub fn new(verifier: impl Into<String>) -> Self {
        Self(verifier.into())
    }

    pub fn secret(&self) -> &str {
        &self.0
    }

    /// `BASE64URL(SHA256(verifier))`, sent in the authorization request.
    pub fn challenge(&self) -> String {
        URL_SAFE_NO_PAD.encode(Sha256::digest(self.0.as_bytes()))
    }
}

impl fmt::Debug for PkceVerifier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("PkceVerifier(***)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc_7636_appendix_b() {
        let verifier = PkceVerifier::new("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk");
        assert_eq!(
            verifier.challenge(),
            "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
        );
        assert_eq!(format!("{verifier:?}"), "PkceVerifier(***)");
    }

    #[test]
    fn generated_verifiers_are_valid_and_differ() {
        let a = PkceVerifier::generate();
        assert_eq!(a.secret().len(), 43);
        assert!(
            a.secret()
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        );
        assert_ne!(a, PkceVerifier::generate());
    }
}
