//! The token endpoint: redeeming a code with the PKCE verifier and the client's credentials,
//! and reading OAuth errors (RFC 6749 §5.2, RFC 6750 §3).

use reqwest::header::ACCEPT;
use serde::Deserialize;

use super::client::OidcClient;
use super::config::ClientAuth;
use super::error_code::OAuthErrorCode;
use super::pkce::PkceVerifier;
use crate::ProviderError;
use crate::transport::snippet;

/// The token endpoint's answer (RFC 6749 §5.1 plus `id_token`).
#[derive(Clone, Deserialize)]
pub(super) struct TokenResponse {
    pub(super) access_token: String,
    pub(super) token_type: String,
    #[serde(default)]
    pub(super) expires_in: Option<u64>,
    #[serde(default)]
    pub(super) id_token: Option<String>,
    #[serde(default)]
    pub(super) scope: Option<String>,
}

#[derive(Deserialize)]
struct WireOAuthError {
    error: String,
    #[serde(default)]
    error_description: Option<String>,
}

impl OidcClient {
    pub(super) async fn exchange_code(
        &self,
        code: &str,
        verifier: &PkceVerifier,
    ) -> Result<TokenResponse, ProviderError> {
        let metadata = self.metadata().await?;
        let mut form: Vec<(&str, &str)> = vec![
            ("grant_type", "authorization_code"),
            ("code", code),
            ("redirect_uri", &self.config.redirect_uri),
            ("code_verifier", verifier.secret()),
        ];
        let mut request = self.http.post(&metadata.token_endpoint);
        match self.config.client_auth {
            ClientAuth::ClientSecretBasic => {
                // RFC 6749 §2.3.1: each part form-urlencoded before the Basic encoding.
                let encode =
                    |s: &str| form_urlencoded::byte_serialize(s.as_bytes()).collect::<String>();
                request = request.basic_auth(
                    encode(&self.config.client_id),
                    Some(encode(&self.config.client_secret)),
                );
            }
            ClientAuth::ClientSecretPost => {
                form.push(("client_id", &self.config.client_id));
                form.push(("client_secret", &self.config.client_secret));
            }
        }
        let transport = |e| ProviderError::transport(self.provider, e);
        let response = request
            .header(ACCEPT, "application/json")
            .form(&form)
            .send()
            .await
            .map_err(transport)?;
        let status = response.status().as_u16();
        let bytes = response.bytes().await.map_err(transport)?;
        if !(200..300).contains(&status) {
            return Err(self.oauth_error(status, &bytes, None));
        }
        let tokens: TokenResponse =
            serde_json::from_slice(&bytes).map_err(|e| self.unexpected(status, e.to_string()))?;
        if !tokens.token_type.eq_ignore_ascii_case("bearer") {
            return Err(self.unexpected(status, format!("token_type {:?}", tokens.token_type)));
        }
        Ok(tokens)
    }

    /// An OAuth error from the body, or from `WWW-Authenticate: Bearer error="…"`.
    pub(super) fn oauth_error(
        &self,
        status: u16,
        body: &[u8],
        challenge: Option<&str>,
    ) -> ProviderError {
        let from_body = serde_json::from_slice::<WireOAuthError>(body)
            .ok()
            .map(|e| (e.error, e.error_description));
        let from_header = || {
            let challenge = challenge?;
            let error = challenge
                .split("error=\"")
                .nth(1)?
                .split('"')
                .next()?
                .to_owned();
            let description = challenge
                .split("error_description=\"")
                .nth(1)
                .and_then(|d| d.split('"').next())
                .map(str::to_owned);
            Some((error, description))
        };
        match from_body.or_else(from_header) {
            Some((error, description)) => ProviderError::OAuth {
                provider: self.provider,
                status,
                error: OAuthErrorCode::parse(&error),
                description,
            },
            None => self.unexpected(status, snippet(body)),
        }
    }
}
