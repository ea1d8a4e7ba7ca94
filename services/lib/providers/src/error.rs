//! The one error type of the provider clients.

use crate::bankid_se::ErrorCode as BankIdSeErrorCode;

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
