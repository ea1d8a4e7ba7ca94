//! The one error type of zrm-kdlt and its single mapping to `tonic::Status`.

use thiserror::Error;
use tonic::Status;

use zrm_platform::grpc::status::invalid_argument;
use zrm_platform::storage::StorageError;

#[derive(Debug, Error)]
pub enum KdltError {
    /// Bad input; `field` names the request field as the REST contract spells it.
    #[error("{field}: {detail}")]
    InvalidArgument { field: &'static str, detail: String },

    /// A bad element of a list; the field is named with its index (`pnis[2]`).
    #[error("{field}[{index}]: {detail}")]
    InvalidItem {
        field: &'static str,
        index: usize,
        detail: String,
    },

    /// No customer has this id.
    #[error("customer {0} not found")]
    CustomerNotFound(i64),

    /// The customer has no document with this id.
    #[error("document {0} not found")]
    DocumentNotFound(i64),

    /// No customer has this personal id.
    #[error("no customer with this personal id")]
    NoCustomerWithPersonalId,

    /// The register already holds this personal id for the country.
    #[error("pni: a customer with this personal id exists")]
    DuplicatePersonalId,

    /// The customer is erased: nothing more may be done with their data.
    #[error("customer {0} is erased")]
    CustomerErased(i64),

    /// A change the customer's state does not allow (already blocked, not blocked, a debt-register
    /// consent for a customer who is not Norwegian…); the text says which, for people.
    #[error("{0}")]
    Precondition(&'static str),

    /// The person who gave the debt-register consent at NoGi is not the customer.
    #[error("the debt-register consent was given by another person")]
    NotTheCustomer,

    /// A provider of a check failed; the failed check is stored before this is answered.
    #[error("{provider} failed: {source}")]
    Provider {
        provider: &'static str,
        #[source]
        source: Box<zrm_providers::ProviderError>,
    },

    /// Seeding demo data failed (the seed command only).
    #[error("seeding failed: {0}")]
    Seed(String),

    /// A stored row breaks the schema's rules (logged; the caller gets INTERNAL).
    #[error("stored data is inconsistent: {0}")]
    Corrupt(String),

    /// The database failed; mapped to a status by the platform, the same way in every service.
    #[error(transparent)]
    Storage(#[from] StorageError),
}

impl From<diesel::result::Error> for KdltError {
    fn from(error: diesel::result::Error) -> Self {
        KdltError::Storage(error.into())
    }
}

impl From<zrm_platform::PlatformError> for KdltError {
    fn from(error: zrm_platform::PlatformError) -> Self {
        KdltError::Storage(error.into())
    }
}

impl KdltError {
    pub fn invalid(field: &'static str, detail: impl Into<String>) -> Self {
        KdltError::InvalidArgument {
            field,
            detail: detail.into(),
        }
    }

    /// The same error, about element `index` of the list `field`.
    pub fn at(self, field: &'static str, index: usize) -> Self {
        if let KdltError::InvalidArgument { detail, .. } = self {
            KdltError::InvalidItem {
                field,
                index,
                detail,
            }
        } else {
            self
        }
    }
}

impl From<KdltError> for Status {
    fn from(error: KdltError) -> Self {
        match error {
            KdltError::InvalidArgument { field, detail } => invalid_argument(field, &detail),
            KdltError::InvalidItem {
                field,
                index,
                detail,
            } => invalid_argument(&format!("{field}[{index}]"), &detail),
            KdltError::CustomerNotFound(id) => Status::not_found(format!("No customer {id}")),
            KdltError::DocumentNotFound(id) => {
                Status::not_found(format!("The customer has no document {id}"))
            }
            KdltError::NoCustomerWithPersonalId => {
                Status::not_found("No customer with this personal id")
            }
            KdltError::DuplicatePersonalId => {
                let mut status = Status::already_exists(
                    "A customer with this personal id exists in this country",
                );
                status.metadata_mut().insert(
                    zrm_platform::grpc::status::FIELD_METADATA_KEY,
                    tonic::metadata::MetadataValue::from_static("pni"),
                );
                status
            }
            KdltError::CustomerErased(id) => {
                Status::failed_precondition(format!("Customer {id} is erased"))
            }
            KdltError::Precondition(detail) => Status::failed_precondition(detail),
            KdltError::NotTheCustomer => Status::permission_denied(
                "The debt-register consent was given by another person than the customer",
            ),
            KdltError::Provider { provider, source } => {
                tracing::warn!(provider, error = %source, "provider failed");
                if matches!(*source, zrm_providers::ProviderError::Timeout { .. }) {
                    Status::deadline_exceeded(format!(
                        "{provider} did not answer in time; the check can be run again"
                    ))
                } else {
                    Status::unavailable(format!(
                        "{provider} could not be reached or answered an error; the check can be run again"
                    ))
                }
            }
            KdltError::Corrupt(detail) | KdltError::Seed(detail) => {
                tracing::error!(%detail, "inconsistent stored data");
                zrm_platform::grpc::status::internal()
            }
            KdltError::Storage(storage) => storage.into(),
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;
    use tonic::Code;

    #[test]
    fn invalid_input_names_the_field_and_storage_outages_are_unavailable() {
        let status = Status::from(KdltError::invalid("page", "Must be at least 1"));
        assert_eq!(status.code(), Code::InvalidArgument);
        assert!(status.message().contains("Must be at least 1"));
        let status = Status::from(KdltError::from(StorageError::Unavailable("down".into())));
        assert_eq!(status.code(), Code::Unavailable);
    }
}
