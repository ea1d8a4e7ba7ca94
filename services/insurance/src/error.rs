//! The one error type of zrm-insurance and its single mapping to `tonic::Status`.

use thiserror::Error;
use tonic::Status;

use zrm_platform::grpc::status::{FIELD_METADATA_KEY, invalid_argument};
use zrm_platform::storage::StorageError;

#[derive(Debug, Error)]
pub enum InsuranceError {
    /// Bad input; `field` names the request field as the REST contract spells it.
    #[error("{field}: {detail}")]
    InvalidArgument { field: &'static str, detail: String },

    #[error("insurance {0} not found")]
    NotFound(i64),

    #[error("insurance payment {0} not found")]
    PaymentNotFound(i64),

    /// A staff member never registered as an insurance user.
    #[error("insurance user {0} not found")]
    UserNotFound(String),

    /// The customer already has an insurance of the group that has not ended.
    #[error("the customer already has this insurance")]
    AlreadyInsured,

    /// The insurance's state or rule does not allow the change; the text is for people.
    #[error("{0}")]
    Precondition(String),

    /// A payment provider failed; nothing was changed.
    #[error("{provider} failed: {source}")]
    Provider {
        provider: &'static str,
        #[source]
        source: Box<zrm_providers::ProviderError>,
    },

    /// Another of our services failed (messaging, kdlt); nothing was sent or changed.
    #[error("{service} failed: {status}")]
    Peer {
        service: &'static str,
        status: Box<Status>,
    },

    #[error("stored data is inconsistent: {0}")]
    Corrupt(String),

    /// The billing clock could not be read (the sandbox's, locally); billing waits for it.
    #[error("{0}")]
    Clock(String),

    /// The database failed; mapped to a status by the platform, the same way in every service.
    #[error(transparent)]
    Storage(#[from] StorageError),
}

impl From<diesel::result::Error> for InsuranceError {
    fn from(error: diesel::result::Error) -> Self {
        InsuranceError::Storage(error.into())
    }
}

impl InsuranceError {
    pub fn invalid(field: &'static str, detail: impl Into<String>) -> Self {
        InsuranceError::InvalidArgument {
            field,
            detail: detail.into(),
        }
    }

    pub fn provider(provider: &'static str, source: zrm_providers::ProviderError) -> Self {
        InsuranceError::Provider {
            provider,
            source: Box::new(source),
        }
    }
}

impl From<InsuranceError> for Status {
    fn from(error: InsuranceError) -> Self {
        match error {
            InsuranceError::InvalidArgument { field, detail } => invalid_argument(field, &detail),
            InsuranceError::NotFound(id) => Status::not_found(format!("No insurance {id}")),
            InsuranceError::PaymentNotFound(id) => Status::not_found(format!("No payment {id}")),
            InsuranceError::UserNotFound(id) => {
                Status::not_found(format!("No insurance user {id}"))
            }
            InsuranceError::AlreadyInsured => {
                let mut status =
                    Status::already_exists("The customer already has this insurance, not ended");
                status.metadata_mut().insert(
                    FIELD_METADATA_KEY,
                    tonic::metadata::MetadataValue::from_static("insurance_group"),
                );
                status
            }
            InsuranceError::Precondition(detail) => Status::failed_precondition(detail),
            InsuranceError::Provider { provider, source } => {
                tracing::warn!(provider, error = %source, "payment provider failed");
                Status::unavailable(format!(
                    "{provider} could not be reached or answered an error; nothing was changed"
                ))
            }
            InsuranceError::Peer { service, status } => {
                tracing::warn!(service, error = %status, "a peer service failed");
                Status::unavailable(format!(
                    "The {service} service could not be reached; nothing was sent"
                ))
            }
            InsuranceError::Corrupt(detail) => {
                tracing::error!(%detail, "inconsistent stored data");
                zrm_platform::grpc::status::internal()
            }
            InsuranceError::Clock(detail) => {
                tracing::warn!(%detail, "billing clock unavailable");
                Status::unavailable("The billing clock could not be read; try again")
            }
            InsuranceError::Storage(storage) => storage.into(),
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;
    use tonic::Code;

    #[test]
    fn each_error_has_its_status_and_the_field_is_named() {
        let status = Status::from(InsuranceError::invalid("page", "Must be at least 1"));
        assert_eq!(status.code(), Code::InvalidArgument);
        assert!(status.message().contains("Must be at least 1"));
        let status = Status::from(InsuranceError::from(StorageError::Unavailable(
            "down".into(),
        )));
        assert_eq!(status.code(), Code::Unavailable);
        let status = Status::from(InsuranceError::AlreadyInsured);
        assert_eq!(status.code(), Code::AlreadyExists);
        assert_eq!(
            zrm_platform::grpc::status::field_of(&status),
            Some("insurance_group")
        );
        assert_eq!(
            Status::from(InsuranceError::NotFound(7)).code(),
            Code::NotFound
        );
        let provider = InsuranceError::provider(
            "GoCardless",
            zrm_providers::ProviderError::Timeout {
                provider: "GoCardless",
            },
        );
        assert_eq!(Status::from(provider).code(), Code::Unavailable);
    }
}
