//! The insurance id carried by links sent to customers: AES-256-GCM of the id and an expiry, so a
//! link cannot be forged, cannot be guessed from another, tells nothing of how many insurances
//! there are, and stops working when it expires. The token is URL-safe base64 (no padding) of
//! nonce ‖ ciphertext ‖ tag; the nonce is random per token (96 bits: collisions are out of reach
//! at any number of links we send).

use aes_gcm::aead::{Aead, KeyInit, Payload};
use aes_gcm::{Aes256Gcm, Nonce};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::{DateTime, Utc};

const NONCE_BYTES: usize = 12;
const PLAINTEXT_BYTES: usize = 16;
const TAG_BYTES: usize = 16;
/// Binds a token to its purpose: a ciphertext made for anything else under the same key fails.
const CONTEXT: &[u8] = b"zrm.insurance.encrypted-id.v1";

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum OpenError {
    #[error("This link is not valid")]
    Invalid,
    #[error("This link has expired; ask us for a new one")]
    Expired,
}

/// The key, from the service's settings (64 hex digits).
#[derive(Clone)]
pub struct IdCipher {
    cipher: Aes256Gcm,
}

impl std::fmt::Debug for IdCipher {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("IdCipher(***)")
    }
}

impl IdCipher {
    pub fn from_hex(key_hex: &str) -> Result<Self, String> {
        let key = hex::decode(key_hex.trim())
            .ok()
            .filter(|key| key.len() == 32)
            .ok_or("the key must be 64 hex digits (256 bits)")?;
        let cipher = Aes256Gcm::new_from_slice(&key).map_err(|_| "the key must be 256 bits")?;
        Ok(Self { cipher })
    }

    pub fn seal(&self, insurance_id: i64, expires_at: DateTime<Utc>) -> String {
        let mut plaintext = [0_u8; PLAINTEXT_BYTES];
        plaintext[..8].copy_from_slice(&insurance_id.to_be_bytes());
        plaintext[8..].copy_from_slice(&expires_at.timestamp().to_be_bytes());
        let nonce_bytes: [u8; NONCE_BYTES] = rand::random();
        let nonce = Nonce::from(nonce_bytes);
        // Encryption fails only for inputs beyond GCM's length limit, far above 16 bytes.
        let sealed = self
            .cipher
            .encrypt(
                &nonce,
                Payload {
                    msg: &plaintext,
                    aad: CONTEXT,
                },
            )
            .unwrap_or_default();
        let mut token = Vec::with_capacity(NONCE_BYTES + sealed.len());
        token.extend_from_slice(&nonce_bytes);
        token.extend_from_slice(&sealed);
        URL_SAFE_NO_PAD.encode(token)
    }

    /// The insurance id of a token that is authentic and not expired at `now`.
    pub fn open(&self, token: &str, now: DateTime<Utc>) -> Result<i64, OpenError> {
        let bytes = URL_SAFE_NO_PAD
            .decode(token.trim())
            .map_err(|_| OpenError::Invalid)?;
        if bytes.len() != NONCE_BYTES + PLAINTEXT_BYTES + TAG_BYTES {
            return Err(OpenError::Invalid);
        }
        let (nonce, sealed) = bytes.split_at(NONCE_BYTES);
        let nonce = <[u8; NONCE_BYTES]>::try_from(nonce).map_err(|_| OpenError::Invalid)?;
        let plaintext = self
            .cipher
            .decrypt(
                &Nonce::from(nonce),
                Payload {
                    msg: sealed,
                    aad: CONTEXT,
                },
            )
            .map_err(|_| OpenError::Invalid)?;
        let field = |range: std::ops::Range<usize>| {
            plaintext
                .get(range)
                .and_then(|b| <[u8; 8]>::try_from(b).ok())
                .map(i64::from_be_bytes)
                .ok_or(OpenError::Invalid)
        };
        let insurance_id = field(0..8)?;
        let expires = field(8..16)?;
        if now.timestamp() >= expires {
            return Err(OpenError::Expired);
        }
        Ok(insurance_id)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use chrono::Duration;

    use super::*;

    const KEY: &str = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";

    #[test]
    fn a_sealed_id_opens_until_it_expires() {
        let cipher = IdCipher::from_hex(KEY).unwrap();
        let now = Utc::now();
        let token = cipher.seal(100_042, now + Duration::days(30));
        assert!(!token.contains("100042"));
        assert_eq!(cipher.open(&token, now), Ok(100_042));
        assert_eq!(
            cipher.open(&token, now + Duration::days(30)),
            Err(OpenError::Expired)
        );
        // Two links to the same insurance differ (random nonce).
        assert_ne!(token, cipher.seal(100_042, now + Duration::days(30)));
    }

    #[test]
    fn tampered_foreign_or_garbled_tokens_are_refused() {
        let cipher = IdCipher::from_hex(KEY).unwrap();
        let now = Utc::now();
        let token = cipher.seal(7, now + Duration::hours(1));
        let mut bytes = URL_SAFE_NO_PAD.decode(&token).unwrap();
        bytes[NONCE_BYTES] ^= 1;
        let tampered = URL_SAFE_NO_PAD.encode(&bytes);
        assert_eq!(cipher.open(&tampered, now), Err(OpenError::Invalid));
        let other = IdCipher::from_hex(&KEY.replace("00", "ff")).unwrap();
        assert_eq!(other.open(&token, now), Err(OpenError::Invalid));
        assert_eq!(cipher.open("not a token", now), Err(OpenError::Invalid));
        assert_eq!(cipher.open("", now), Err(OpenError::Invalid));
        assert!(IdCipher::from_hex("abcd").is_err());
    }
}
