//! What the provider sends the browser back with (RFC 6749 §4.1.2, RFC 9207 `iss`), as the
//! query string, the fragment, or a `form_post` body — the same `application/x-www-form-urlencoded`
//! pairs in each case.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::ProviderError;

/// A started login: send the browser to `authorization_url`; keep the rest on the server (keyed
/// by `state`) until the callback arrives.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingLogin {
    pub authorization_url: String,
    pub state: String,
    pub nonce: String,
    pub code_verifier: super::pkce::PkceVerifier,
}

impl fmt::Debug for PendingLogin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PendingLogin")
            .field("state", &self.state)
            .field("code_verifier", &self.code_verifier)
            .finish_non_exhaustive()
    }
}

#[derive(Clone, Default, PartialEq, Eq)]
pub struct Callback {
    pub code: Option<String>,
    pub state: Option<String>,
    pub error: Option<String>,
    pub error_description: Option<String>,
    pub iss: Option<String>,
}

impl fmt::Debug for Callback {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Callback")
            .field("code", &self.code.as_ref().map(|_| "***"))
            .field("state", &self.state)
            .field("error", &self.error)
            .field("error_description", &self.error_description)
            .field("iss", &self.iss)
            .finish()
    }
}

impl Callback {
    /// Parses `code=…&state=…` (a query string without `?`, a fragment without `#`, or a
    /// `form_post` body). A parameter given twice is refused.
    pub fn from_form(encoded: &str) -> Result<Self, ProviderError> {
        let mut callback = Callback::default();
        for (name, value) in form_urlencoded_pairs(encoded) {
            let slot = match name.as_str() {
                "code" => &mut callback.code,
                "state" => &mut callback.state,
                "error" => &mut callback.error,
                "error_description" => &mut callback.error_description,
                "iss" => &mut callback.iss,
                _ => continue,
            };
            if slot.replace(value).is_some() {
                return Err(refused(format!("{name} appears twice in the callback")));
            }
        }
        Ok(callback)
    }

    /// Parses the full redirect URL the browser was sent to (query or fragment).
    pub fn from_url(url: &str) -> Result<Self, ProviderError> {
        let parsed = reqwest::Url::parse(url).map_err(|e| refused(format!("callback URL: {e}")))?;
        let encoded = parsed
            .fragment()
            .filter(|f| f.contains('='))
            .or(parsed.query())
            .unwrap_or_default();
        Self::from_form(encoded)
    }
}

fn refused(detail: String) -> ProviderError {
    ProviderError::Callback {
        provider: "OpenID Connect",
        detail,
    }
}

fn form_urlencoded_pairs(encoded: &str) -> Vec<(String, String)> {
    form_urlencoded::parse(encoded.as_bytes())
        .into_owned()
        .collect()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn reads_query_fragment_and_errors() {
        let ok =
            Callback::from_url("https://rp.example/cb?code=abc&state=s%20t&iss=https%3A%2F%2Fop")
                .unwrap();
        assert_eq!(ok.code.as_deref(), Some("abc"));
        assert_eq!(ok.state.as_deref(), Some("s t"));
        assert_eq!(ok.iss.as_deref(), Some("https://op"));
        let fragment = Callback::from_url("https://rp.example/cb#code=xyz&state=1").unwrap();
        assert_eq!(fragment.code.as_deref(), Some("xyz"));
        let denied =
            Callback::from_form("error=access_denied&error_description=No&state=1").unwrap();
        assert_eq!(denied.error.as_deref(), Some("access_denied"));
        assert!(Callback::from_form("code=a&code=b").is_err());
        assert!(!format!("{ok:?}").contains("abc"), "the code is masked");
    }
}
