//! Authorization codes and access tokens, as the provider issues and redeems them.

use chrono::{DateTime, Utc};

use super::login::Subject;

/// An issued authorization code and what redeeming it yields.
#[derive(Debug)]
pub struct CodeGrant {
    pub login_id: String,
    pub client_id: String,
    pub redirect_uri: String,
    pub code_challenge: String,
    pub nonce: Option<String>,
    pub scope: String,
    pub subject: Subject,
    pub auth_time: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub used: bool,
    pub access_tokens: Vec<String>,
}

/// An issued access token, for userinfo.
#[derive(Debug, Clone)]
pub struct AccessGrant {
    pub issuer: String,
    pub client_id: String,
    pub scope: String,
    pub subject: Subject,
    pub expires_at: DateTime<Utc>,
}

/// `POST token` with `grant_type=authorization_code`, after client authentication.
#[derive(Debug, Clone)]
pub struct CodeExchange {
    pub client_id: String,
    pub code: String,
    pub redirect_uri: Option<String>,
    pub code_verifier: Option<String>,
}

/// What the token endpoint answers with (the ID token is signed from it).
#[derive(Debug, Clone)]
pub struct Issued {
    pub login_id: String,
    pub access_token: String,
    pub expires_in: i64,
    pub scope: String,
    pub client_id: String,
    pub nonce: Option<String>,
    pub subject: Subject,
    pub auth_time: DateTime<Utc>,
    pub issued_at: DateTime<Utc>,
}
