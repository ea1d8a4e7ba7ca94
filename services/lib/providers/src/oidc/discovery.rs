//! The provider's metadata (OpenID Connect Discovery 1.0), fetched once from
//! `{issuer}/.well-known/openid-configuration` and checked before use.

use serde::Deserialize;

use crate::transport::is_loopback;

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct ProviderMetadata {
    pub issuer: String,
    pub authorization_endpoint: String,
    pub token_endpoint: String,
    #[serde(default)]
    pub userinfo_endpoint: Option<String>,
    pub jwks_uri: String,
    #[serde(default)]
    pub code_challenge_methods_supported: Option<Vec<String>>,
    #[serde(default)]
    pub id_token_signing_alg_values_supported: Vec<String>,
    /// RFC 9207: the provider puts `iss` in every authorization response.
    #[serde(default)]
    pub authorization_response_iss_parameter_supported: bool,
}

/// Plain http only to loopback (the sandbox); everything else https.
pub fn check_url(url: &str) -> Result<reqwest::Url, String> {
    let parsed = reqwest::Url::parse(url).map_err(|e| format!("{url:?}: {e}"))?;
    match parsed.scheme() {
        "https" => Ok(parsed),
        "http" if is_loopback(&parsed) => Ok(parsed),
        other => Err(format!(
            "{url:?}: {other}:// is only allowed for the local sandbox; use https"
        )),
    }
}

impl ProviderMetadata {
    /// The checks of Discovery §4.3 and what this client needs (PKCE S256, RS256).
    pub fn check(&self, expected_issuer: &str) -> Result<(), String> {
        if self.issuer != expected_issuer {
            return Err(format!(
                "the discovery document names issuer {:?}, configured is {expected_issuer:?}",
                self.issuer
            ));
        }
        for url in [
            &self.authorization_endpoint,
            &self.token_endpoint,
            &self.jwks_uri,
        ]
        .into_iter()
        .chain(self.userinfo_endpoint.as_ref())
        {
            check_url(url)?;
        }
        if let Some(methods) = &self.code_challenge_methods_supported
            && !methods.iter().any(|m| m == "S256")
        {
            return Err("the provider does not offer PKCE with S256".into());
        }
        if !self.id_token_signing_alg_values_supported.is_empty()
            && !self
                .id_token_signing_alg_values_supported
                .iter()
                .any(|a| a == "RS256")
        {
            return Err("the provider does not sign ID tokens with RS256".into());
        }
        Ok(())
    }
}
