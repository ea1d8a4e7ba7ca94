//! Userinfo (OIDC Core §5.3): JSON, or a signed JWT verified like an ID token.

use reqwest::header::{CONTENT_TYPE, WWW_AUTHENTICATE};
use serde_json::Value;

use super::client::OidcClient;
use super::error_code::TokenProblem;
use super::id_token::{Claims, Expected};
use crate::ProviderError;

impl OidcClient {
    /// Userinfo (OIDC Core §5.3), JSON or a signed JWT; its `sub` must be `subject`.
    pub async fn userinfo(
        &self,
        access_token: &str,
        subject: &str,
    ) -> Result<Claims, ProviderError> {
        let metadata = self.metadata().await?;
        let url = metadata
            .userinfo_endpoint
            .as_deref()
            .ok_or_else(|| self.unexpected(200, "the provider has no userinfo endpoint"))?;
        let transport = |e| ProviderError::transport(self.provider, e);
        let response = self
            .http
            .get(url)
            .bearer_auth(access_token)
            .send()
            .await
            .map_err(transport)?;
        let status = response.status().as_u16();
        let content_type = response
            .headers()
            .get(CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_ascii_lowercase();
        let challenge = response
            .headers()
            .get(WWW_AUTHENTICATE)
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned);
        let bytes = response.bytes().await.map_err(transport)?;
        if !(200..300).contains(&status) {
            return Err(self.oauth_error(status, &bytes, challenge.as_deref()));
        }
        let claims: Claims = if content_type.starts_with("application/jwt") {
            let jwt = String::from_utf8(bytes.to_vec())
                .map_err(|e| self.unexpected(status, e.to_string()))?;
            let expected = Expected {
                issuer: &metadata.issuer,
                client_id: &self.config.client_id,
                leeway_seconds: self.config.clock_skew_seconds,
                nonce: None,
                access_token: None,
                id_token: false,
            };
            self.verify(jwt.trim(), &expected).await?
        } else {
            serde_json::from_slice(&bytes).map_err(|e| self.unexpected(status, e.to_string()))?
        };
        if claims.get("sub").and_then(Value::as_str) != Some(subject) {
            return Err(self.rejected(TokenProblem::SubjectMismatch));
        }
        Ok(claims)
    }
}
