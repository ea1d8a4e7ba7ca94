//! Access tokens this process has already verified. A signed-in user presents the same token on
//! every request; decoding it and recomputing its signature each time was a sixteenth of the
//! gateway's CPU per request in the benchmark's profile.
//!
//! Keyed by the whole token text, so only the very token that passed verification hits. Expiry
//! is checked again on every hit; revocation is checked by the caller on every request, as for a
//! token verified in full. Bounded: when full, it starts over.

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};

use super::tokens::AccessClaims;

/// Enough for every user signed in to one replica; about 1 KB each.
const CAPACITY: usize = 4096;

#[derive(Default)]
pub struct VerifiedTokens {
    entries: Mutex<HashMap<Box<str>, AccessClaims>>,
}

impl VerifiedTokens {
    pub fn get(&self, token: &str) -> Option<AccessClaims> {
        self.entries
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .get(token)
            .cloned()
    }

    pub fn insert(&self, token: &str, claims: &AccessClaims) {
        let mut entries = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
        if entries.len() >= CAPACITY {
            entries.clear();
        }
        entries.insert(token.into(), claims.clone());
    }

    pub fn remove(&self, token: &str) {
        self.entries
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .remove(token);
    }

    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.entries
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .len()
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    fn claims(sub: &str) -> AccessClaims {
        AccessClaims {
            sub: sub.into(),
            jti: format!("jti-{sub}"),
            iat: 0,
            exp: 10,
            name: "Anna Svensson".into(),
            roles: Vec::new(),
            zoordinates: Vec::new(),
            platform: "employee".into(),
            banks: Vec::new(),
            customer: None,
        }
    }

    #[test]
    fn hits_only_the_exact_token_and_starts_over_when_full() {
        let cache = VerifiedTokens::default();
        cache.insert("a.b.c", &claims("u-1"));
        assert_eq!(cache.get("a.b.c"), Some(claims("u-1")));
        assert_eq!(cache.get("a.b.C"), None);
        cache.remove("a.b.c");
        assert_eq!(cache.get("a.b.c"), None);
        for n in 0..CAPACITY {
            cache.insert(&format!("t{n}"), &claims("u"));
        }
        assert_eq!(cache.len(), CAPACITY);
        cache.insert("one.more.token", &claims("u-2"));
        assert_eq!(cache.len(), 1);
        assert_eq!(cache.get("one.more.token"), Some(claims("u-2")));
    }
}
