//! NoGi's regular consent (the redirect flow) and consent feed on [`HttpNorskGjeld`]: the page the
//! person is sent to, the code exchanged for a token with the consent in its context (and, with
//! `openid`, an ID token naming the person, checked here), the debt under that token, and the feed
//! of consents created and archived (polled; NoGi has no webhooks).

use serde::Deserialize;

use super::client::{HttpNorskGjeld, PROVIDER, expect, read};
use super::types::{ConsentPurpose, DebtInformation};
use crate::ProviderError;

/// A consent given on NoGi's page, ready for `GET /v1/debt`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RedirectConsent {
    pub access_token: String,
    /// The person who logged in at NoGi (the ID token's `pid`): compare it with whom we expect.
    pub pid: String,
    pub consent_id: String,
}

#[derive(Debug, Deserialize)]
struct WireCodeToken {
    access_token: String,
    id_token: Option<String>,
}

#[derive(Debug, Deserialize)]
struct IdClaims {
    pid: String,
    consent_id: String,
}

/// One event of the consent feed.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ConsentEvent {
    pub sequence_nr: i64,
    pub event_id: String,
    pub consent_id: String,
    /// `SAMTYKKE_OPPRETTET` (created) or `SAMTYKKE_ARKIVERT` (no longer active).
    pub event_type: String,
}

impl ConsentEvent {
    pub fn archived(&self) -> bool {
        self.event_type == "SAMTYKKE_ARKIVERT"
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ConsentFeedPage {
    pub start_sequence_nr: i64,
    pub end_sequence_nr: i64,
    pub result: Vec<ConsentEvent>,
}

impl HttpNorskGjeld {
    /// Where to send the person to give a consent for `purpose` lasting `days` (`None`: single
    /// use); `openid` comes last so the answer names the person.
    pub fn consent_page_url(
        &self,
        purpose: ConsentPurpose,
        days: Option<u32>,
        state: &str,
        redirect_uri: &str,
    ) -> String {
        let scope = match days {
            Some(days) => format!("{}.{days} openid", purpose.scope()),
            None => format!("{} openid", purpose.scope()),
        };
        let query = form_urlencoded::Serializer::new(String::new())
            .append_pair("client_id", self.client_id())
            .append_pair("response_type", "code")
            .append_pair("scope", &scope)
            .append_pair("state", state)
            .append_pair("redirect_uri", redirect_uri)
            .finish();
        format!("{}/oauth2/auth?{query}", self.auth_url())
    }

    /// The code of the page's answer → the consent's token and the person who gave it.
    pub async fn exchange_code(
        &self,
        code: &str,
        redirect_uri: &str,
    ) -> Result<RedirectConsent, ProviderError> {
        let response = self
            .http()
            .post(format!("{}/oauth2/token", self.auth_url()))
            .basic_auth(self.client_id(), Some(self.client_secret()))
            .form(&[
                ("grant_type", "authorization_code"),
                ("code", code),
                ("redirect_uri", redirect_uri),
                ("client_id", self.client_id()),
            ])
            .send()
            .await
            .map_err(|e| ProviderError::transport(PROVIDER, e))?;
        let wire: WireCodeToken = expect(read(response).await?)?;
        let id_token = wire.id_token.ok_or_else(|| ProviderError::Claims {
            provider: PROVIDER,
            detail: "the token answer has no ID token (openid was asked for)".into(),
        })?;
        let claims = self.id_claims(&id_token)?;
        Ok(RedirectConsent {
            access_token: wire.access_token,
            pid: claims.pid,
            consent_id: claims.consent_id,
        })
    }

    /// Received straight from the token endpoint over TLS with our client's authentication, the
    /// ID token is still checked: signed with our secret (HS256), for us, by NoGi, unexpired.
    fn id_claims(&self, id_token: &str) -> Result<IdClaims, ProviderError> {
        let mut validation = jsonwebtoken::Validation::new(jsonwebtoken::Algorithm::HS256);
        validation.set_audience(&[self.client_id()]);
        validation.set_issuer(&[self.auth_url()]);
        jsonwebtoken::decode::<IdClaims>(
            id_token,
            &jsonwebtoken::DecodingKey::from_secret(self.client_secret().as_bytes()),
            &validation,
        )
        .map(|data| data.claims)
        .map_err(|e| ProviderError::Claims {
            provider: PROVIDER,
            detail: format!("ID token refused: {e}"),
        })
    }

    /// `GET /v1/debt` with the consent's own token (a single-use consent is spent by this).
    pub async fn debt_in_context(
        &self,
        access_token: &str,
    ) -> Result<DebtInformation, ProviderError> {
        let response = self
            .http()
            .get(format!("{}/v1/debt", self.api_url()))
            .bearer_auth(access_token)
            .send()
            .await
            .map_err(|e| ProviderError::transport(PROVIDER, e))?;
        expect(read(response).await?)
    }

    /// Consent events from `from_sequence_nr` on, at most `limit`.
    pub async fn consent_events(
        &self,
        from_sequence_nr: i64,
        limit: u32,
    ) -> Result<ConsentFeedPage, ProviderError> {
        let token = self
            .token("client.access.consent.events", "/feed/v1/consent")
            .await?;
        let response = self
            .http()
            .get(format!("{}/feed/v1/consent", self.api_url()))
            .query(&[
                ("fromSequenceNr", from_sequence_nr.to_string()),
                ("limit", limit.to_string()),
            ])
            .bearer_auth(token)
            .send()
            .await
            .map_err(|e| ProviderError::transport(PROVIDER, e))?;
        expect(read(response).await?)
    }
}
