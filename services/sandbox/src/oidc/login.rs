//! A started login and who it ends with, as the provider keeps and shows them.

use chrono::{DateTime, Utc};
use serde::Serialize;
use serde_json::{Map, Value};

use super::error::OAuthCode;
use super::request::AuthorizeRequest;

/// Who logged in and what the tokens say about them; the simulator using the core decides.
#[derive(Debug, Clone, PartialEq)]
pub struct Subject {
    pub sub: String,
    /// Claims added to the ID token besides the standard ones.
    pub id_token_claims: Map<String, Value>,
    /// Claims userinfo answers (besides `sub`).
    pub userinfo_claims: Map<String, Value>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LoginStatus {
    Pending,
    Approved,
    Failed(OAuthCode),
}

impl LoginStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Pending => "pending",
            Self::Approved => "approved",
            Self::Failed(_) => "failed",
        }
    }
}

/// A started login: the checked authorization request, waiting for the person.
#[derive(Debug, Clone)]
pub struct Login {
    pub id: String,
    pub request: AuthorizeRequest,
    /// The issuer as the browser reached it (goes into `iss` of the answer).
    pub issuer: String,
    pub created_at: DateTime<Utc>,
    pub status: LoginStatus,
    pub sub: Option<String>,
}

/// A login as the control API shows it.
#[derive(Debug, Clone, Serialize)]
pub struct LoginSummary {
    pub login_id: String,
    pub status: &'static str,
    pub error: Option<&'static str>,
    pub client_id: String,
    pub redirect_uri: String,
    pub state: Option<String>,
    pub nonce: Option<String>,
    pub scope: String,
    pub login_hint: Option<String>,
    pub sub: Option<String>,
    pub created_at: DateTime<Utc>,
    /// The page the person approves the login on.
    pub login_url: String,
}
