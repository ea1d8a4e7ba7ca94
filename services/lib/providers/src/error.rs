//! The one error type of the provider clients.

use crate::bankid_se::ErrorCode as BankIdSeErrorCode;
use crate::gocardless::GoCardlessError;
use crate::oidc::{OAuthErrorCode, TokenProblem};
use crate::vipps::VippsError;

#[derive(Debug, thiserror::Error)]
pub enum ProviderError {
    /// The provider did not answer within the client's timeout.
    #[error("{provider}: no answer within the timeout")]
    Timeout { provider: &'static str },
    /// Connecting or sending failed (DNS, refused connection, TLS).
    #[error("{provider}: cannot reach the provider: {source}")]
    Unreachable {
        provider: &'static str,
        #[source]
        source: reqwest::Error,
    },
    /// An answer that does not follow the provider's protocol.
    #[error("{provider}: unexpected response (HTTP {status}): {detail}")]
    UnexpectedResponse {
        provider: &'static str,
        status: u16,
        detail: String,
    },
    /// BankID answered with one of its documented errors.
    #[error("BankID: {code} (HTTP {status}): {details}")]
    BankIdSe {
        status: u16,
        code: BankIdSeErrorCode,
        details: String,
    },
    /// 46elks refused the call; it answers errors as plain text.
    #[error("46elks: HTTP {status}: {message}")]
    Elks46 { status: u16, message: String },
    /// A webhook body we received does not follow the provider's format.
    #[error("{provider}: malformed webhook: {detail}")]
    Webhook {
        provider: &'static str,
        detail: String,
    },
    /// The OpenID provider sent the browser back with an error (RFC 6749 §4.1.2.1), e.g.
    /// `access_denied` when the person cancelled.
    #[error("{provider}: login ended with {error}: {}", description.as_deref().unwrap_or("no description"))]
    LoginFailed {
        provider: &'static str,
        error: OAuthErrorCode,
        description: Option<String>,
    },
    /// The token or userinfo endpoint refused the call (RFC 6749 §5.2, RFC 6750 §3), e.g.
    /// `invalid_grant` for a spent, expired or unverifiable code.
    #[error("{provider}: {error} (HTTP {status}): {}", description.as_deref().unwrap_or("no description"))]
    OAuth {
        provider: &'static str,
        status: u16,
        error: OAuthErrorCode,
        description: Option<String>,
    },
    /// The login callback does not belong to the login we started (state, issuer, no code).
    #[error("{provider}: callback refused: {detail}")]
    Callback {
        provider: &'static str,
        detail: String,
    },
    /// An ID token or signed userinfo answer failed verification.
    #[error("{provider}: token refused: {problem}")]
    TokenRejected {
        provider: &'static str,
        problem: TokenProblem,
    },
    /// A verified token lacks a claim the login needs, or the value is not valid (e.g. not a
    /// Norwegian national identity number, a malformed coordinate code).
    #[error("{provider}: {detail}")]
    Claims {
        provider: &'static str,
        detail: String,
    },
    /// GoCardless answered with its error envelope.
    #[error("GoCardless: {0}")]
    GoCardless(GoCardlessError),
    /// Vipps MobilePay answered with one of its error shapes (problem details, Azure, OAuth).
    #[error("Vipps: {0}")]
    Vipps(VippsError),
    /// A webhook failed its authenticity check: answer 401 (GoCardless: 498), do not process it.
    #[error("{provider}: webhook rejected: {reason}")]
    WebhookRejected {
        provider: &'static str,
        reason: crate::webhook_auth::WebhookRejection,
    },
    /// Telavox refused the call (`{"message"}`); 401: the user's token is missing, wrong,
    /// revoked or expired and must be renewed.
    #[error("Telavox: HTTP {status}: {message}")]
    Telavox { status: u16, message: String },
    /// Norsk Gjeldsinformasjon answered `{error, error_description, trace_id}`; 403 is "Invalid
    /// access token or no valid consent present" (expired, spent or revoked consent).
    #[error("Norsk Gjeldsinformasjon: HTTP {status}: {error}: {}", description.as_deref().unwrap_or("no description"))]
    NorskGjeld {
        status: u16,
        error: String,
        description: Option<String>,
        trace_id: Option<String>,
    },
    /// A credit check, valuation or PEP screening provider answered with ZRM's adapter error
    /// shape `{code, message, field?}`: `unauthorized` (401, wrong API key), `validation_error`
    /// (400, naming `field`), or another documented code.
    #[error("{provider}: {code} (HTTP {status}): {message}")]
    Check {
        provider: &'static str,
        status: u16,
        code: String,
        message: String,
        field: Option<String>,
    },
    #[error("{provider}: invalid configuration: {detail}")]
    Config {
        provider: &'static str,
        detail: String,
    },
}

impl ProviderError {
    /// A failed HTTP exchange: a timeout, or the provider could not be reached.
    pub(crate) fn transport(provider: &'static str, error: reqwest::Error) -> Self {
        if error.is_timeout() {
            Self::Timeout { provider }
        } else {
            Self::Unreachable {
                provider,
                source: error,
            }
        }
    }
}
