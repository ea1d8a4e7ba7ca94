//! [`IdempotencyKey`]: the `Idempotency-Key` a create (GoCardless) or any change (Vipps) carries,
//! so a retry after a lost answer cannot do the thing twice. The caller picks it — typically
//! derived from its own row id and stored with it — so a retry after a crash reuses it too.

use std::fmt;

use crate::ProviderError;

/// 1–40 characters without `#`, `?`, `/` or `\` (Vipps's rule, the stricter of the two).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct IdempotencyKey(String);

impl IdempotencyKey {
    pub const MAX_CHARS: usize = 40;

    pub fn new(key: impl Into<String>) -> Result<Self, ProviderError> {
        let key = key.into();
        let length_ok = (1..=Self::MAX_CHARS).contains(&key.chars().count());
        if !length_ok || key.contains(['#', '?', '/', '\\']) || key.trim() != key {
            return Err(ProviderError::Config {
                provider: "idempotency",
                detail: format!(
                    "an Idempotency-Key is 1 to {} characters without # ? / \\ or surrounding spaces",
                    Self::MAX_CHARS
                ),
            });
        }
        Ok(Self(key))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for IdempotencyKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_follow_the_stricter_rule() {
        assert!(IdempotencyKey::new("payment-3f2a-1").is_ok());
        assert!(IdempotencyKey::new("").is_err());
        assert!(IdempotencyKey::new("a/b").is_err());
        assert!(IdempotencyKey::new("k".repeat(41)).is_err());
        assert!(IdempotencyKey::new(" padded").is_err());
    }
}
