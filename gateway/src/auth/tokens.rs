//! Signed tokens (HS256 JWT): the access token of a signed-in employee or bank partner and the
//! short-lived token a browser puts in the websocket URL. The two carry different claims, so
//! neither passes for the other; an access token names its platform, and each check admits one.

use chrono::{DateTime, Utc};
use jsonwebtoken::errors::ErrorKind;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};
use zrm_domain::Language;

use std::sync::Arc;

use super::verified_tokens::VerifiedTokens;
use crate::settings::AuthSettings;

pub const EMPLOYEE_PLATFORM: &str = "employee";
pub const BANK_PLATFORM: &str = "bank";
pub const CUSTOMER_PLATFORM: &str = "customer";
pub const WS_TOKEN_KIND: &str = "ws";

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AccessClaims {
    pub sub: String,
    pub jti: String,
    pub iat: i64,
    pub exp: i64,
    pub name: String,
    pub roles: Vec<String>,
    pub zoordinates: Vec<String>,
    pub platform: String,
    /// The banks of a bank partner (platform `bank`); absent for staff.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub banks: Vec<BankClaim>,
    /// Who a customer is (platform `customer`); absent for staff and bank partners.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub customer: Option<CustomerClaim>,
}

/// A customer signed in with a national id (My Pages): `sub` is the kdlt customer id.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CustomerClaim {
    /// `SE` or `NO`: the country whose BankID signed the customer in.
    pub country: String,
    /// Normalised (12 digits in Sweden, 11 in Norway).
    pub pni: String,
    pub first_name: String,
    pub last_name: String,
    /// The sign-in the session came from.
    pub ticket_id: String,
    /// The employee who opened the customer's pages, when this is an impersonation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub impersonator_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub impersonator_name: Option<String>,
}

/// A bank (country and product) a bank partner works for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BankClaim {
    pub country: String,
    pub product: String,
    /// The catalogue's bank the partner works for there: the scope of every portal call.
    pub bank_id: i32,
}

/// Where an access token may be used: the back office or the bank-partner portal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenPlatform {
    Employee,
    Bank,
    Customer,
}

impl TokenPlatform {
    pub fn claim(self) -> &'static str {
        match self {
            TokenPlatform::Employee => EMPLOYEE_PLATFORM,
            TokenPlatform::Bank => BANK_PLATFORM,
            TokenPlatform::Customer => CUSTOMER_PLATFORM,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WsClaims {
    pub sub: String,
    pub jti: String,
    pub iat: i64,
    pub exp: i64,
    pub kind: String,
    /// The language the app asked the token in (`en`, `sv`, `nb`): the socket's frames are
    /// written in it.
    #[serde(default)]
    pub lang: Option<String>,
}

/// Who an access token is issued to.
#[derive(Debug, Clone)]
pub struct TokenSubject {
    pub user_id: String,
    pub name: String,
    pub roles: Vec<String>,
    pub zoordinates: Vec<String>,
    pub platform: TokenPlatform,
    pub banks: Vec<BankClaim>,
}

#[derive(Debug, Clone)]
pub struct IssuedToken {
    pub token: String,
    pub expires_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TokenError {
    #[error("token expired")]
    Expired,
    #[error("invalid token: {0}")]
    Invalid(String),
    #[error("cannot sign token: {0}")]
    Signing(String),
}

#[derive(Clone)]
pub struct TokenService {
    encoding: EncodingKey,
    decoding: DecodingKey,
    validation: Validation,
    access_lifetime: chrono::Duration,
    customer_lifetime: chrono::Duration,
    ws_lifetime: chrono::Duration,
    /// Shared by the clones, so every worker of the process reuses a verification.
    verified: Arc<VerifiedTokens>,
}

impl std::fmt::Debug for TokenService {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter
            .debug_struct("TokenService")
            .finish_non_exhaustive()
    }
}

impl TokenService {
    pub fn new(settings: &AuthSettings) -> Self {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.leeway = settings.clock_skew_secs;
        validation.set_required_spec_claims(&["exp", "sub"]);
        Self {
            encoding: EncodingKey::from_secret(settings.jwt_secret.as_bytes()),
            decoding: DecodingKey::from_secret(settings.jwt_secret.as_bytes()),
            validation,
            access_lifetime: seconds(settings.token_lifetime_secs),
            customer_lifetime: seconds(settings.customer_token_lifetime_secs),
            ws_lifetime: seconds(settings.ws_token_lifetime_secs),
            verified: Arc::default(),
        }
    }

    pub fn issue_access(
        &self,
        subject: &TokenSubject,
    ) -> Result<(IssuedToken, AccessClaims), TokenError> {
        let now = Utc::now();
        let expires_at = now + self.access_lifetime;
        let claims = AccessClaims {
            sub: subject.user_id.clone(),
            jti: uuid::Uuid::new_v4().to_string(),
            iat: now.timestamp(),
            exp: expires_at.timestamp(),
            name: subject.name.clone(),
            roles: subject.roles.clone(),
            zoordinates: subject.zoordinates.clone(),
            platform: subject.platform.claim().to_string(),
            banks: subject.banks.clone(),
            customer: None,
        };
        let token = self.sign(&claims)?;
        Ok((
            IssuedToken {
                token,
                expires_at: at(claims.exp),
            },
            claims,
        ))
    }

    /// A customer's session (platform `customer`, `sub` the customer id), shorter-lived than
    /// staff sessions.
    pub fn issue_customer(
        &self,
        customer_id: &str,
        customer: CustomerClaim,
    ) -> Result<(IssuedToken, AccessClaims), TokenError> {
        let now = Utc::now();
        let expires_at = now + self.customer_lifetime;
        let claims = AccessClaims {
            sub: customer_id.to_owned(),
            jti: uuid::Uuid::new_v4().to_string(),
            iat: now.timestamp(),
            exp: expires_at.timestamp(),
            name: format!("{} {}", customer.first_name, customer.last_name),
            roles: Vec::new(),
            zoordinates: Vec::new(),
            platform: CUSTOMER_PLATFORM.to_owned(),
            banks: Vec::new(),
            customer: Some(customer),
        };
        let token = self.sign(&claims)?;
        Ok((
            IssuedToken {
                token,
                expires_at: at(claims.exp),
            },
            claims,
        ))
    }

    /// An access token of the employee platform (what staff routes accept).
    pub fn verify_access(&self, token: &str) -> Result<AccessClaims, TokenError> {
        self.verify_access_on(token, TokenPlatform::Employee)
    }

    /// An access token of any platform (for calls every signed-in user makes, such as logout).
    pub fn verify_access_any(&self, token: &str) -> Result<AccessClaims, TokenError> {
        self.verify_access_claims(token)
    }

    /// An access token of `platform`; a token of another platform is invalid here.
    pub fn verify_access_on(
        &self,
        token: &str,
        platform: TokenPlatform,
    ) -> Result<AccessClaims, TokenError> {
        let claims = self.verify_access_claims(token)?;
        if claims.platform != platform.claim() {
            return Err(TokenError::Invalid(format!(
                "platform {} is not accepted here",
                claims.platform
            )));
        }
        Ok(claims)
    }

    pub fn issue_ws(&self, user_id: &str) -> Result<IssuedToken, TokenError> {
        self.issue_ws_in(user_id, Language::En)
    }

    /// A websocket token whose socket writes its frames in `language`.
    pub fn issue_ws_in(
        &self,
        user_id: &str,
        language: Language,
    ) -> Result<IssuedToken, TokenError> {
        let now = Utc::now();
        let claims = WsClaims {
            sub: user_id.to_string(),
            jti: uuid::Uuid::new_v4().to_string(),
            iat: now.timestamp(),
            exp: (now + self.ws_lifetime).timestamp(),
            kind: WS_TOKEN_KIND.to_string(),
            lang: Some(language.code().to_owned()),
        };
        let token = self.sign(&claims)?;
        Ok(IssuedToken {
            token,
            expires_at: at(claims.exp),
        })
    }

    pub fn verify_ws(&self, token: &str) -> Result<WsClaims, TokenError> {
        let claims: WsClaims = self.verify(token)?;
        if claims.kind != WS_TOKEN_KIND {
            return Err(TokenError::Invalid(format!(
                "kind {} is not a websocket token",
                claims.kind
            )));
        }
        Ok(claims)
    }

    /// The claims of an access token, from the tokens verified before when it is one of them.
    fn verify_access_claims(&self, token: &str) -> Result<AccessClaims, TokenError> {
        if let Some(claims) = self.verified.get(token) {
            let leeway = i64::try_from(self.validation.leeway).unwrap_or(i64::MAX);
            if claims.exp < Utc::now().timestamp().saturating_sub(leeway) {
                self.verified.remove(token);
                return Err(TokenError::Expired);
            }
            return Ok(claims);
        }
        let claims: AccessClaims = self.verify(token)?;
        self.verified.insert(token, &claims);
        Ok(claims)
    }

    fn sign<T: Serialize>(&self, claims: &T) -> Result<String, TokenError> {
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), claims, &self.encoding)
            .map_err(|error| TokenError::Signing(error.to_string()))
    }

    fn verify<T: serde::de::DeserializeOwned>(&self, token: &str) -> Result<T, TokenError> {
        jsonwebtoken::decode::<T>(token, &self.decoding, &self.validation)
            .map(|data| data.claims)
            .map_err(|error| {
                if matches!(error.kind(), ErrorKind::ExpiredSignature) {
                    TokenError::Expired
                } else {
                    TokenError::Invalid(error.to_string())
                }
            })
    }
}

/// Lifetimes are validated at start (at most a week), so the fallback is never reached.
fn seconds(value: u64) -> chrono::Duration {
    i64::try_from(value)
        .ok()
        .and_then(chrono::Duration::try_seconds)
        .unwrap_or(chrono::Duration::days(1))
}

fn at(timestamp: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(timestamp, 0).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    fn service(
        token_lifetime_secs: u64,
        ws_token_lifetime_secs: u64,
        secret: &str,
    ) -> TokenService {
        TokenService::new(&AuthSettings {
            jwt_secret: secret.to_string(),
            token_lifetime_secs,
            customer_token_lifetime_secs: 1800,
            ws_token_lifetime_secs,
            clock_skew_secs: 0,
        })
    }

    fn subject() -> TokenSubject {
        TokenSubject {
            user_id: "u-1".into(),
            name: "Anna Svensson".into(),
            roles: vec!["online:admin".into()],
            zoordinates: vec!["MOSESTFTSA".into()],
            platform: TokenPlatform::Employee,
            banks: Vec::new(),
        }
    }

    fn bank_partner() -> TokenSubject {
        TokenSubject {
            user_id: "u-2".into(),
            name: "Karin Berg".into(),
            roles: Vec::new(),
            zoordinates: Vec::new(),
            platform: TokenPlatform::Bank,
            banks: vec![BankClaim {
                country: "SE".into(),
                product: "mortgage".into(),
                bank_id: 1,
            }],
        }
    }

    const SECRET: &str = "0123456789abcdef0123456789abcdef";

    #[test]
    fn access_token_round_trips_its_claims() {
        let tokens = service(3600, 60, SECRET);
        let (issued, claims) = tokens.issue_access(&subject()).unwrap();
        let verified = tokens.verify_access(&issued.token).unwrap();
        assert_eq!(verified, claims);
        assert_eq!(verified.platform, "employee");
        assert_eq!(verified.exp - verified.iat, 3600);
    }

    #[test]
    fn bank_token_carries_its_banks_and_is_not_an_employee_token() {
        let tokens = service(3600, 60, SECRET);
        let (issued, claims) = tokens.issue_access(&bank_partner()).unwrap();
        assert_eq!(claims.platform, "bank");
        let verified = tokens
            .verify_access_on(&issued.token, TokenPlatform::Bank)
            .unwrap();
        assert_eq!(verified, claims);
        assert_eq!(verified.banks, bank_partner().banks);
        assert!(matches!(
            tokens.verify_access(&issued.token),
            Err(TokenError::Invalid(_))
        ));
        // And the other way round; staff tokens carry no banks claim at all.
        let (staff, _) = tokens.issue_access(&subject()).unwrap();
        assert!(matches!(
            tokens.verify_access_on(&staff.token, TokenPlatform::Bank),
            Err(TokenError::Invalid(_))
        ));
        let raw: serde_json::Value = tokens.verify(&staff.token).unwrap();
        assert!(raw.get("banks").is_none(), "{raw}");
    }

    #[test]
    fn token_signed_with_another_secret_is_invalid() {
        let (issued, _) = service(3600, 60, SECRET).issue_access(&subject()).unwrap();
        let other = service(3600, 60, "another-secret-another-secret-xx");
        assert!(matches!(
            other.verify_access(&issued.token),
            Err(TokenError::Invalid(_))
        ));
    }

    #[test]
    fn ws_token_is_not_an_access_token_and_back() {
        let tokens = service(3600, 60, SECRET);
        let ws = tokens.issue_ws("u-1").unwrap();
        assert!(matches!(
            tokens.verify_access(&ws.token),
            Err(TokenError::Invalid(_))
        ));
        let (access, _) = tokens.issue_access(&subject()).unwrap();
        assert!(matches!(
            tokens.verify_ws(&access.token),
            Err(TokenError::Invalid(_))
        ));
        assert_eq!(tokens.verify_ws(&ws.token).unwrap().sub, "u-1");
    }

    #[test]
    fn a_token_verified_before_still_expires() {
        let tokens = service(3600, 60, SECRET);
        let (issued, mut claims) = tokens.issue_access(&subject()).unwrap();
        assert!(tokens.verify_access(&issued.token).is_ok());
        // The same token again, as if its hour had passed since it was verified.
        claims.exp = Utc::now().timestamp() - 1;
        tokens.verified.insert(&issued.token, &claims);
        assert_eq!(
            tokens.verify_access(&issued.token),
            Err(TokenError::Expired)
        );
        // Verified in full again, it passes: the signature and its real expiry are fine.
        assert_eq!(
            tokens.verify_access(&issued.token).unwrap().exp - claims.iat,
            3600
        );
    }

    #[test]
    fn a_token_verified_before_keeps_its_platform() {
        let tokens = service(3600, 60, SECRET);
        let (issued, _) = tokens.issue_access(&bank_partner()).unwrap();
        for _ in 0..2 {
            assert!(
                tokens
                    .verify_access_on(&issued.token, TokenPlatform::Bank)
                    .is_ok()
            );
            assert!(matches!(
                tokens.verify_access(&issued.token),
                Err(TokenError::Invalid(_))
            ));
        }
    }

    #[test]
    fn garbage_is_invalid() {
        assert!(matches!(
            service(3600, 60, SECRET).verify_access("not.a.jwt"),
            Err(TokenError::Invalid(_))
        ));
    }
}
