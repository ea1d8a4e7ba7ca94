//! OAuth 2.0 / OpenID Connect error codes (RFC 6749 §4.1.2.1 and §5.2, OIDC Core §3.1.2.6,
//! RFC 6750 §3.1). Unknown codes are kept, never rejected.

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum OAuthErrorCode {
    InvalidRequest,
    InvalidClient,
    InvalidGrant,
    UnauthorizedClient,
    UnsupportedGrantType,
    UnsupportedResponseType,
    InvalidScope,
    /// The person cancelled or refused the login.
    AccessDenied,
    ServerError,
    TemporarilyUnavailable,
    LoginRequired,
    InteractionRequired,
    ConsentRequired,
    InvalidToken,
    Unknown(String),
}

impl OAuthErrorCode {
    pub fn parse(code: &str) -> Self {
        match code {
            "invalid_request" => Self::InvalidRequest,
            "invalid_client" => Self::InvalidClient,
            "invalid_grant" => Self::InvalidGrant,
            "unauthorized_client" => Self::UnauthorizedClient,
            "unsupported_grant_type" => Self::UnsupportedGrantType,
            "unsupported_response_type" => Self::UnsupportedResponseType,
            "invalid_scope" => Self::InvalidScope,
            "access_denied" => Self::AccessDenied,
            "server_error" => Self::ServerError,
            "temporarily_unavailable" => Self::TemporarilyUnavailable,
            "login_required" => Self::LoginRequired,
            "interaction_required" => Self::InteractionRequired,
            "consent_required" => Self::ConsentRequired,
            "invalid_token" => Self::InvalidToken,
            other => Self::Unknown(other.to_owned()),
        }
    }

    pub fn as_str(&self) -> &str {
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
            Self::ConsentRequired => "consent_required",
            Self::InvalidToken => "invalid_token",
            Self::Unknown(code) => code,
        }
    }
}

impl fmt::Display for OAuthErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Why an ID token (or a signed userinfo answer) was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TokenProblem {
    /// Not a JWT, or claims of the wrong type.
    Malformed(String),
    /// Only RS256 is accepted (`none`, HMAC and the rest are refused).
    UnsupportedAlgorithm(String),
    /// No published key has the token's `kid`, also after fetching the JWKS again.
    UnknownKey(Option<String>),
    BadSignature,
    Expired,
    WrongIssuer,
    WrongAudience,
    /// `azp` present (or required by several audiences) and not our client id.
    WrongAuthorizedParty,
    WrongNonce,
    MissingClaim(String),
    /// `at_hash` does not match the access token it came with.
    AtHashMismatch,
    /// Userinfo describes another subject than the ID token.
    SubjectMismatch,
}

impl fmt::Display for TokenProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Malformed(detail) => write!(f, "malformed token: {detail}"),
            Self::UnsupportedAlgorithm(alg) => write!(f, "algorithm {alg} is not accepted"),
            Self::UnknownKey(Some(kid)) => write!(f, "no published key has kid {kid:?}"),
            Self::UnknownKey(None) => {
                f.write_str("the token names no key and several are published")
            }
            Self::BadSignature => f.write_str("the signature does not verify"),
            Self::Expired => f.write_str("the token has expired"),
            Self::WrongIssuer => f.write_str("the token is from another issuer"),
            Self::WrongAudience => f.write_str("the token is for another client"),
            Self::WrongAuthorizedParty => f.write_str("the token's azp is another client"),
            Self::WrongNonce => f.write_str("the nonce does not match the login"),
            Self::MissingClaim(claim) => write!(f, "the {claim} claim is missing"),
            Self::AtHashMismatch => f.write_str("at_hash does not match the access token"),
            Self::SubjectMismatch => f.write_str("userinfo is about another subject"),
        }
    }
}
