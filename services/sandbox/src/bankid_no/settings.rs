//! `[bankid_no]` settings.

use serde::Deserialize;
use zrm_platform::config::{ConfigError, Scope};

use crate::oidc::settings::{ProviderSettings, RawProviderSettings};

/// Which claim names the tokens carry: BankID's own, or a broker's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ClaimProfile {
    /// BankID directly: `nnin_altsub` (scope `nnin_altsub`) or `nnin` (scope `nnin`).
    Bankid,
    /// Idura (Criipto): `socialno` (scope `ssn` or `login_hint=scope:ssn`).
    Criipto,
    /// Signicat: `nin` (scope `nin`), in userinfo only (Signicat's default).
    Signicat,
}

impl ClaimProfile {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Bankid => "bankid",
            Self::Criipto => "criipto",
            Self::Signicat => "signicat",
        }
    }

    /// The claim that carries the national identity number.
    pub fn national_id_claim(self) -> &'static str {
        match self {
            Self::Bankid => "nnin_altsub",
            Self::Criipto => "socialno",
            Self::Signicat => "nin",
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BankIdNoSettings {
    pub issuer: String,
    pub client_id: String,
    pub client_secret: String,
    pub redirect_uris: String,
    pub claim_profile: ClaimProfile,
    pub code_lifetime_seconds: i64,
    pub token_lifetime_seconds: i64,
    pub login_lifetime_seconds: i64,
}

impl BankIdNoSettings {
    fn raw(&self) -> RawProviderSettings<'_> {
        RawProviderSettings {
            section: "bankid_no",
            issuer: &self.issuer,
            client_id: &self.client_id,
            client_secret: &self.client_secret,
            redirect_uris: &self.redirect_uris,
            code_lifetime_seconds: self.code_lifetime_seconds,
            token_lifetime_seconds: self.token_lifetime_seconds,
            login_lifetime_seconds: self.login_lifetime_seconds,
        }
    }

    pub fn validate(&self, scope: &Scope) -> Result<(), ConfigError> {
        self.raw().validate(scope)
    }

    pub fn provider(&self) -> ProviderSettings {
        self.raw().build()
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use crate::settings::Settings;

    use super::*;

    #[test]
    fn defaults_load_and_bad_values_name_their_variable() {
        let settings = Settings::ephemeral().unwrap();
        assert_eq!(settings.bankid_no.claim_profile, ClaimProfile::Bankid);
        assert_eq!(settings.bankid_no.provider().redirect_uris.len(), 2);
        assert_eq!(settings.staff_idp.accounts.len(), 4);
        for (variable, value) in [
            ("ZRM_SANDBOX__BANKID_NO__CLAIM_PROFILE", "idporten"),
            ("ZRM_SANDBOX__BANKID_NO__CODE_LIFETIME_SECONDS", "0"),
            ("ZRM_SANDBOX__BANKID_NO__REDIRECT_URIS", "ftp://x/cb"),
            ("ZRM_SANDBOX__STAFF_IDP__CLIENT_SECRET", " "),
            ("ZRM_SANDBOX__STAFF_IDP__ISSUER", "idp.example"),
        ] {
            let err = Settings::ephemeral_with(&[(variable, value)]).unwrap_err();
            // Checks name the variable; values serde cannot read name the key.
            let key = variable
                .trim_start_matches("ZRM_SANDBOX__")
                .to_lowercase()
                .replace("__", ".");
            let text = err.to_string();
            assert!(
                text.contains(variable) || text.contains(&key),
                "{variable}: {text}"
            );
        }
    }
}
