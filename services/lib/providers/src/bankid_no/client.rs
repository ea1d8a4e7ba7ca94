//! [`HttpBankIdNo`]: BankID Norway (directly or through a broker) over the shared OIDC client.

use chrono::{DateTime, NaiveDate, Utc};
use serde_json::Value;

use super::BankIdNo;
use super::normalise::national_id;
use super::types::BankIdNoIdentity;
use crate::ProviderError;
use crate::oidc::{AuthorizeOptions, Callback, Claims, OidcClient, OidcConfig, PendingLogin};

const PROVIDER: &str = "BankID Norway";

/// BankID directly: the profile claims and the fødselsnummer (`nnin_altsub`, which BankID
/// releases to eligible clients only). Brokers need their own scope in `OidcConfig::scopes`:
/// Idura/Criipto `ssn`, Signicat `profile nin`.
pub const DEFAULT_SCOPES: [&str; 2] = ["profile", "nnin_altsub"];

#[derive(Debug)]
pub struct HttpBankIdNo {
    oidc: OidcClient,
}

fn text(claims: &Claims, name: &str) -> Option<String> {
    claims.get(name).and_then(Value::as_str).map(str::to_owned)
}

/// `amr` is an array in OIDC Core, a plain string from BankID's own server.
fn amr(claims: &Claims) -> Vec<String> {
    match claims.get("amr") {
        Some(Value::String(one)) => vec![one.clone()],
        Some(Value::Array(many)) => many
            .iter()
            .filter_map(Value::as_str)
            .map(str::to_owned)
            .collect(),
        Some(_) | None => Vec::new(),
    }
}

impl HttpBankIdNo {
    pub fn new(config: &OidcConfig) -> Result<Self, ProviderError> {
        Ok(Self {
            oidc: OidcClient::new(PROVIDER, config, &DEFAULT_SCOPES)?,
        })
    }

    /// The OIDC client underneath (metadata, token verification).
    pub fn oidc(&self) -> &OidcClient {
        &self.oidc
    }

    fn claims_error(detail: String) -> ProviderError {
        ProviderError::Claims {
            provider: PROVIDER,
            detail,
        }
    }

    fn identity(
        claims: &Claims,
        today: NaiveDate,
    ) -> Result<Option<BankIdNoIdentity>, ProviderError> {
        let Some((id, claim)) = national_id(claims, today).map_err(Self::claims_error)? else {
            return Ok(None);
        };
        let subject = text(claims, "sub")
            .ok_or_else(|| Self::claims_error("the sub claim is missing".into()))?;
        Ok(Some(BankIdNoIdentity {
            national_id: id,
            national_id_claim: claim,
            subject,
            name: text(claims, "name"),
            given_name: text(claims, "given_name"),
            family_name: text(claims, "family_name"),
            birthdate: text(claims, "birthdate")
                .and_then(|d| NaiveDate::parse_from_str(&d, "%Y-%m-%d").ok()),
            amr: amr(claims),
            acr: text(claims, "acr"),
            auth_time: claims
                .get("auth_time")
                .and_then(Value::as_i64)
                .and_then(|t| DateTime::<Utc>::from_timestamp(t, 0)),
        }))
    }
}

impl BankIdNo for HttpBankIdNo {
    async fn begin_login(&self, options: &AuthorizeOptions) -> Result<PendingLogin, ProviderError> {
        self.oidc.begin(options).await
    }

    async fn complete_login(
        &self,
        pending: &PendingLogin,
        callback: &Callback,
    ) -> Result<BankIdNoIdentity, ProviderError> {
        let login = self.oidc.complete(pending, callback).await?;
        let today = Utc::now().date_naive();
        if let Some(identity) = Self::identity(&login.claims, today)? {
            return Ok(identity);
        }
        // Brokers (Signicat by default) release the number through userinfo only.
        let subject = text(&login.claims, "sub")
            .ok_or_else(|| Self::claims_error("the sub claim is missing".into()))?;
        let userinfo = self.oidc.userinfo(&login.access_token, &subject).await?;
        let mut merged = login.claims;
        for (name, value) in userinfo {
            merged.entry(name).or_insert(value);
        }
        Self::identity(&merged, today)?.ok_or_else(|| {
            Self::claims_error(
                "no national identity number in the ID token or userinfo: request the scope that releases it (nnin_altsub, ssn, nin)".into(),
            )
        })
    }
}
