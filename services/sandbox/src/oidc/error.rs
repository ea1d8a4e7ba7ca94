//! Errors of the simulated OAuth 2.0 / OpenID Connect endpoints, in the protocol's own format:
//! `{"error", "error_description"}` (RFC 6749 §5.2), `WWW-Authenticate: Basic` when the client
//! authenticated with HTTP Basic, `WWW-Authenticate: Bearer error=…` at userinfo (RFC 6750 §3).

use actix_web::HttpResponse;
use actix_web::http::StatusCode;
use actix_web::http::header::{CACHE_CONTROL, PRAGMA, WWW_AUTHENTICATE};
use serde_json::json;

/// The error codes of RFC 6749 §4.1.2.1 / §5.2, OIDC Core §3.1.2.6 and RFC 6750 §3.1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OAuthCode {
    InvalidRequest,
    InvalidClient,
    InvalidGrant,
    UnauthorizedClient,
    UnsupportedGrantType,
    UnsupportedResponseType,
    InvalidScope,
    AccessDenied,
    ServerError,
    TemporarilyUnavailable,
    LoginRequired,
    InteractionRequired,
    InvalidToken,
}

impl OAuthCode {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::InvalidRequest => "invalid_request",
            Self::InvalidClient => "invalid_client",
            Self::InvalidGrant => "invalid_grant",
            Self::UnauthorizedClient => "unauthorized_client",
            Self::UnsupportedGrantType => "unsupported_grant_type",
            Self::UnsupportedResponseType => "unsupported_response_type",
            Self::InvalidScope => "invalid_scope",
            Self::AccessDenied => "access_denied",
            Self::ServerError => "server_error",
            Self::TemporarilyUnavailable => "temporarily_unavailable",
            Self::LoginRequired => "login_required",
            Self::InteractionRequired => "interaction_required",
            Self::InvalidToken => "invalid_token",
        }
    }

    /// The codes a tester may make a login end with (the "simulate an error" choice).
    pub fn parse_login_failure(code: &str) -> Option<Self> {
        match code {
            "access_denied" => Some(Self::AccessDenied),
            "server_error" => Some(Self::ServerError),
            "temporarily_unavailable" => Some(Self::TemporarilyUnavailable),
            "login_required" => Some(Self::LoginRequired),
            "interaction_required" => Some(Self::InteractionRequired),
            _ => None,
        }
    }

    pub const LOGIN_FAILURES: [OAuthCode; 5] = [
        Self::AccessDenied,
        Self::ServerError,
        Self::TemporarilyUnavailable,
        Self::LoginRequired,
        Self::InteractionRequired,
    ];
}

/// How the endpoint asks the client to authenticate, if it does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Challenge {
    /// Token endpoint, the client used HTTP Basic (RFC 6749 §5.2: 401 with `WWW-Authenticate`).
    Basic,
    /// Userinfo: a missing or bad access token (RFC 6750 §3).
    Bearer,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OAuthError {
    pub code: OAuthCode,
    pub description: String,
    pub challenge: Option<Challenge>,
}

impl OAuthError {
    pub fn new(code: OAuthCode, description: impl Into<String>) -> Self {
        Self {
            code,
            description: description.into(),
            challenge: None,
        }
    }

    pub fn with_challenge(mut self, challenge: Challenge) -> Self {
        self.challenge = Some(challenge);
        self
    }

    pub fn status(&self) -> StatusCode {
        match (self.code, self.challenge) {
            (OAuthCode::InvalidClient | OAuthCode::InvalidToken, _)
            | (_, Some(Challenge::Bearer)) => StatusCode::UNAUTHORIZED,
            (OAuthCode::ServerError, _) => StatusCode::INTERNAL_SERVER_ERROR,
            (OAuthCode::TemporarilyUnavailable, _) => StatusCode::SERVICE_UNAVAILABLE,
            (
                OAuthCode::InvalidRequest
                | OAuthCode::InvalidGrant
                | OAuthCode::UnauthorizedClient
                | OAuthCode::UnsupportedGrantType
                | OAuthCode::UnsupportedResponseType
                | OAuthCode::InvalidScope
                | OAuthCode::AccessDenied
                | OAuthCode::LoginRequired
                | OAuthCode::InteractionRequired,
                _,
            ) => StatusCode::BAD_REQUEST,
        }
    }

    pub fn response(&self) -> HttpResponse {
        let mut response = HttpResponse::build(self.status());
        response
            .insert_header((CACHE_CONTROL, "no-store"))
            .insert_header((PRAGMA, "no-cache"));
        match self.challenge {
            Some(Challenge::Basic) => {
                response.insert_header((WWW_AUTHENTICATE, "Basic realm=\"sandbox\""));
            }
            Some(Challenge::Bearer) => {
                // Quotes cannot be escaped portably inside the header; our texts have none.
                let description = self.description.replace('"', "'");
                response.insert_header((
                    WWW_AUTHENTICATE,
                    format!(
                        "Bearer realm=\"sandbox\", error=\"{}\", error_description=\"{description}\"",
                        self.code.as_str()
                    ),
                ));
            }
            None => {}
        }
        response.json(json!({
            "error": self.code.as_str(),
            "error_description": self.description,
        }))
    }
}
