//! The provider's signing keys, cached. An ID token naming a key we do not have makes us fetch
//! the JWKS again (the provider rotated its keys), at most once per cooldown.

use std::future::Future;
use std::time::{Duration, Instant};

use jsonwebtoken::DecodingKey;
use serde::Deserialize;
use tokio::sync::Mutex;

use super::error_code::TokenProblem;

#[derive(Debug, Deserialize)]
struct JwkSet {
    keys: Vec<Jwk>,
}

#[derive(Debug, Deserialize)]
struct Jwk {
    kty: String,
    #[serde(default)]
    kid: Option<String>,
    #[serde(default, rename = "use")]
    usage: Option<String>,
    #[serde(default)]
    alg: Option<String>,
    #[serde(default)]
    n: Option<String>,
    #[serde(default)]
    e: Option<String>,
}

/// A key that can check RS256 signatures, by its `kid`.
#[derive(Clone)]
pub struct PublishedKey {
    pub kid: Option<String>,
    pub key: DecodingKey,
}

/// The RSA signing keys of a JWKS document; other keys (encryption, EC, …) are skipped.
pub fn parse_jwks(body: &[u8]) -> Result<Vec<PublishedKey>, String> {
    let set: JwkSet = serde_json::from_slice(body).map_err(|e| format!("JWKS: {e}"))?;
    let keys = set
        .keys
        .into_iter()
        .filter(|k| k.kty == "RSA")
        .filter(|k| k.usage.as_deref().is_none_or(|u| u == "sig"))
        .filter(|k| k.alg.as_deref().is_none_or(|a| a == "RS256"))
        .filter_map(|k| {
            let key = DecodingKey::from_rsa_components(k.n.as_deref()?, k.e.as_deref()?).ok()?;
            Some(PublishedKey { kid: k.kid, key })
        })
        .collect();
    Ok(keys)
}

struct Cached {
    keys: Vec<PublishedKey>,
    fetched_at: Instant,
    /// When an unknown `kid` last made us fetch.
    refreshed_for_unknown_kid: Option<Instant>,
}

fn find(keys: &[PublishedKey], kid: Option<&str>) -> Option<DecodingKey> {
    match kid {
        Some(kid) => keys
            .iter()
            .find(|k| k.kid.as_deref() == Some(kid))
            .map(|k| k.key.clone()),
        // Without a kid the key is unambiguous only when there is one.
        None => match keys {
            [only] => Some(only.key.clone()),
            _ => None,
        },
    }
}

pub struct JwksCache {
    cached: Mutex<Option<Cached>>,
    max_age: Duration,
    cooldown: Duration,
}

impl JwksCache {
    pub fn new(max_age: Duration, cooldown: Duration) -> Self {
        Self {
            cached: Mutex::new(None),
            max_age,
            cooldown,
        }
    }

    /// The key for `kid`, fetching the JWKS with `fetch` when the cache is empty or old, or
    /// once more (cooldown permitting) when the key is unknown.
    pub async fn key<F, Fut, E>(
        &self,
        kid: Option<&str>,
        fetch: F,
    ) -> Result<DecodingKey, KeyError<E>>
    where
        F: Fn() -> Fut,
        Fut: Future<Output = Result<Vec<PublishedKey>, E>>,
    {
        let mut cached = self.cached.lock().await;
        let now = Instant::now();
        let stale = cached
            .as_ref()
            .is_none_or(|c| now.duration_since(c.fetched_at) >= self.max_age);
        if stale {
            let keys = fetch().await.map_err(KeyError::Fetch)?;
            *cached = Some(Cached {
                keys,
                fetched_at: now,
                refreshed_for_unknown_kid: None,
            });
        }
        let Some(current) = cached.as_mut() else {
            return Err(KeyError::Token(TokenProblem::UnknownKey(
                kid.map(str::to_owned),
            )));
        };
        if let Some(key) = find(&current.keys, kid) {
            return Ok(key);
        }
        let may_refresh = !stale
            && current
                .refreshed_for_unknown_kid
                .is_none_or(|at| now.duration_since(at) >= self.cooldown);
        if may_refresh {
            tracing::info!(?kid, "unknown signing key, fetching the JWKS again");
            current.keys = fetch().await.map_err(KeyError::Fetch)?;
            current.fetched_at = now;
            current.refreshed_for_unknown_kid = Some(now);
            if let Some(key) = find(&current.keys, kid) {
                return Ok(key);
            }
        }
        Err(KeyError::Token(TokenProblem::UnknownKey(
            kid.map(str::to_owned),
        )))
    }
}

#[derive(Debug)]
pub enum KeyError<E> {
    /// Fetching the JWKS failed.
    Fetch(E),
    Token(TokenProblem),
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use std::sync::atomic::{AtomicUsize, Ordering};

    use super::*;

    use base64::Engine;
    use base64::engine::general_purpose::URL_SAFE_NO_PAD;

    // Any 2048-bit value parses; nothing is verified with these keys.
    fn n() -> String {
        URL_SAFE_NO_PAD.encode([0xC5u8; 256])
    }
    const E: &str = "AQAB";

    fn key(kid: &str) -> PublishedKey {
        PublishedKey {
            kid: Some(kid.to_owned()),
            key: DecodingKey::from_rsa_components(&n(), E).unwrap(),
        }
    }

    #[test]
    fn parse_keeps_rsa_signing_keys_only() {
        let n = n();
        let body = serde_json::json!({"keys": [
            {"kty": "RSA", "kid": "a", "use": "sig", "alg": "RS256", "n": n, "e": E},
            {"kty": "RSA", "kid": "enc", "use": "enc", "n": n, "e": E},
            {"kty": "EC", "kid": "ec", "crv": "P-256", "x": "x", "y": "y"},
            {"kty": "RSA", "kid": "hs", "alg": "HS256", "n": n, "e": E},
        ]});
        let keys = parse_jwks(body.to_string().as_bytes()).unwrap();
        assert_eq!(keys.len(), 1);
        assert_eq!(keys[0].kid.as_deref(), Some("a"));
        assert!(parse_jwks(b"{}").is_err());
    }

    #[tokio::test]
    async fn unknown_kid_refetches_once_per_cooldown() {
        let cache = JwksCache::new(Duration::from_secs(3600), Duration::from_secs(3600));
        let fetches = AtomicUsize::new(0);
        let published = std::sync::Mutex::new(vec![key("a")]);
        let fetch = || {
            fetches.fetch_add(1, Ordering::SeqCst);
            let keys = published.lock().unwrap().clone();
            async move { Ok::<_, ()>(keys) }
        };
        cache.key(Some("a"), fetch).await.unwrap();
        cache.key(Some("a"), fetch).await.unwrap();
        assert_eq!(fetches.load(Ordering::SeqCst), 1, "cached");

        *published.lock().unwrap() = vec![key("b"), key("a")];
        cache.key(Some("b"), fetch).await.unwrap();
        assert_eq!(fetches.load(Ordering::SeqCst), 2, "rotation: fetched again");

        let unknown = cache.key(Some("zzz"), fetch).await;
        assert!(matches!(
            unknown,
            Err(KeyError::Token(TokenProblem::UnknownKey(Some(_))))
        ));
        assert_eq!(
            fetches.load(Ordering::SeqCst),
            2,
            "within the cooldown: no fetch"
        );
    }

    #[tokio::test]
    async fn a_missing_kid_needs_a_single_key() {
        let cache = JwksCache::new(Duration::from_secs(3600), Duration::ZERO);
        let two = || async { Ok::<_, ()>(vec![key("a"), key("b")]) };
        assert!(cache.key(None, two).await.is_err());
        let one = JwksCache::new(Duration::from_secs(3600), Duration::ZERO);
        assert!(
            one.key(None, || async { Ok::<_, ()>(vec![key("a")]) })
                .await
                .is_ok()
        );
    }

    #[tokio::test]
    async fn an_old_cache_is_fetched_again() {
        let cache = JwksCache::new(Duration::ZERO, Duration::from_secs(3600));
        let fetches = AtomicUsize::new(0);
        let fetch = || {
            fetches.fetch_add(1, Ordering::SeqCst);
            async { Ok::<_, ()>(vec![key("a")]) }
        };
        cache.key(Some("a"), fetch).await.unwrap();
        cache.key(Some("a"), fetch).await.unwrap();
        assert_eq!(fetches.load(Ordering::SeqCst), 2);
    }
}
