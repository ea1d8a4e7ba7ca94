//! The simulator's RS256 signing keys: generated at start (2048-bit RSA, as real providers use),
//! published as a JWKS, rotated on demand.

use std::sync::{Arc, PoisonError, RwLock};

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use rsa::RsaPrivateKey;
use rsa::pkcs1::EncodeRsaPrivateKey;
use rsa::traits::PublicKeyParts;
use serde::Serialize;
use serde_json::json;
use sha2::{Digest, Sha256};

use crate::error::SandboxError;

pub const KEY_BITS: usize = 2048;

/// How many keys the JWKS publishes: the active one and the one it replaced, so tokens signed
/// just before a rotation still verify (as providers do during a key rollover).
const PUBLISHED_KEYS: usize = 2;

pub struct SigningKey {
    kid: String,
    encoding: EncodingKey,
    n: String,
    e: String,
}

impl std::fmt::Debug for SigningKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SigningKey")
            .field("kid", &self.kid)
            .finish()
    }
}

fn internal(context: &str, error: impl std::fmt::Display) -> SandboxError {
    SandboxError::Internal(format!("{context}: {error}"))
}

impl SigningKey {
    /// A fresh key; CPU-heavy (a few hundred milliseconds), so call it off the async threads.
    pub fn generate() -> Result<Self, SandboxError> {
        let private = RsaPrivateKey::new(&mut rsa::rand_core::OsRng, KEY_BITS)
            .map_err(|e| internal("rsa key generation", e))?;
        let der = private
            .to_pkcs1_der()
            .map_err(|e| internal("rsa key encoding", e))?;
        let n = URL_SAFE_NO_PAD.encode(private.n().to_bytes_be());
        let e = URL_SAFE_NO_PAD.encode(private.e().to_bytes_be());
        // RFC 7638 thumbprint: the members in lexicographic order, no whitespace.
        let canonical = format!(r#"{{"e":"{e}","kty":"RSA","n":"{n}"}}"#);
        let kid = URL_SAFE_NO_PAD.encode(Sha256::digest(canonical.as_bytes()));
        Ok(Self {
            kid,
            encoding: EncodingKey::from_rsa_der(der.as_bytes()),
            n,
            e,
        })
    }

    pub fn kid(&self) -> &str {
        &self.kid
    }

    pub fn jwk(&self) -> serde_json::Value {
        json!({
            "kty": "RSA",
            "use": "sig",
            "alg": "RS256",
            "kid": self.kid,
            "n": self.n,
            "e": self.e,
        })
    }

    /// A compact JWS (RS256) over `claims`, with this key's `kid` and the given `typ`.
    pub fn sign(&self, typ: &str, claims: &impl Serialize) -> Result<String, SandboxError> {
        self.sign_as(&self.kid, typ, claims)
    }

    /// Signs but names another key in the header (a forged token for the fault injection).
    pub fn sign_as(
        &self,
        kid: &str,
        typ: &str,
        claims: &impl Serialize,
    ) -> Result<String, SandboxError> {
        let mut header = Header::new(Algorithm::RS256);
        header.kid = Some(kid.to_owned());
        header.typ = Some(typ.to_owned());
        jsonwebtoken::encode(&header, claims, &self.encoding)
            .map_err(|e| internal("jwt signing", e))
    }
}

/// A key generated on the blocking pool (key generation is CPU-heavy).
pub async fn generate_off_thread() -> Result<SigningKey, SandboxError> {
    tokio::task::spawn_blocking(SigningKey::generate)
        .await
        .map_err(|e| internal("key generation task", e))?
}

/// The keys of one simulated provider, newest (the signing one) first. The first key is
/// generated when the provider is first used, so sandboxes that never see an OIDC call (most
/// tests) do not pay for it.
#[derive(Debug, Default)]
pub struct KeyRing {
    init: tokio::sync::OnceCell<()>,
    keys: RwLock<Vec<Arc<SigningKey>>>,
}

impl KeyRing {
    async fn ensure(&self) -> Result<(), SandboxError> {
        self.init
            .get_or_try_init(|| async {
                let key = generate_off_thread().await?;
                self.write().push(Arc::new(key));
                Ok::<(), SandboxError>(())
            })
            .await
            .map(|_| ())
    }

    fn read(&self) -> std::sync::RwLockReadGuard<'_, Vec<Arc<SigningKey>>> {
        self.keys.read().unwrap_or_else(PoisonError::into_inner)
    }

    fn write(&self) -> std::sync::RwLockWriteGuard<'_, Vec<Arc<SigningKey>>> {
        self.keys.write().unwrap_or_else(PoisonError::into_inner)
    }

    /// The key new tokens are signed with.
    pub async fn active(&self) -> Result<Arc<SigningKey>, SandboxError> {
        self.ensure().await?;
        self.read()
            .first()
            .cloned()
            .ok_or_else(|| SandboxError::Internal("key ring is empty".into()))
    }

    /// A new signing key; the previous one stays published, older ones are dropped.
    pub async fn rotate(&self) -> Result<String, SandboxError> {
        self.ensure().await?;
        let key = generate_off_thread().await?;
        let kid = key.kid.clone();
        let mut keys = self.write();
        keys.insert(0, Arc::new(key));
        keys.truncate(PUBLISHED_KEYS);
        Ok(kid)
    }

    /// The published key ids, signing key first.
    pub async fn kids(&self) -> Result<Vec<String>, SandboxError> {
        self.ensure().await?;
        Ok(self.read().iter().map(|k| k.kid.clone()).collect())
    }

    /// `{"keys": [...]}` as served at the JWKS endpoint.
    pub async fn jwks(&self) -> Result<serde_json::Value, SandboxError> {
        self.ensure().await?;
        let keys = self.read();
        Ok(json!({ "keys": keys.iter().map(|k| k.jwk()).collect::<Vec<_>>() }))
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[tokio::test]
    async fn rotation_keeps_the_previous_key_published() {
        let ring = KeyRing::default();
        let first = ring.active().await.unwrap().kid().to_owned();
        let second = ring.rotate().await.unwrap();
        assert_eq!(
            ring.kids().await.unwrap(),
            vec![second.clone(), first.clone()]
        );
        let third = ring.rotate().await.unwrap();
        assert_eq!(ring.kids().await.unwrap(), vec![third.clone(), second]);
        let jwks = ring.jwks().await.unwrap();
        assert_eq!(jwks["keys"][0]["kid"], third.as_str());
        assert_eq!(jwks["keys"][0]["alg"], "RS256");
        assert_eq!(jwks["keys"][0]["e"], "AQAB");
    }

    #[tokio::test]
    async fn tokens_verify_with_the_published_key() {
        let ring = KeyRing::default();
        let key = ring.active().await.unwrap();
        let token = key
            .sign("JWT", &json!({"sub": "x", "exp": 4_000_000_000u64}))
            .unwrap();
        let jwk = &ring.jwks().await.unwrap()["keys"][0];
        let decoding = jsonwebtoken::DecodingKey::from_rsa_components(
            jwk["n"].as_str().unwrap(),
            jwk["e"].as_str().unwrap(),
        )
        .unwrap();
        let mut validation = jsonwebtoken::Validation::new(Algorithm::RS256);
        validation.validate_aud = false;
        let data =
            jsonwebtoken::decode::<serde_json::Value>(&token, &decoding, &validation).unwrap();
        assert_eq!(data.claims["sub"], "x");
        assert_eq!(data.header.kid.as_deref(), Some(key.kid()));
    }
}
