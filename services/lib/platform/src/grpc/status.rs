//! `tonic::Status` values the gateway turns into the REST error body, built the same way by
//! every service.

use tonic::Status;
use tonic::metadata::MetadataValue;

/// Metadata key naming the invalid request field of an `InvalidArgument` status.
pub const FIELD_METADATA_KEY: &str = "x-zrm-field";

pub fn invalid_argument(field: &str, detail: &str) -> Status {
    let mut status = Status::invalid_argument(detail);
    if let Ok(value) = MetadataValue::try_from(field) {
        status.metadata_mut().insert(FIELD_METADATA_KEY, value);
    }
    status
}

/// The cause is logged by the caller; clients only learn that something went wrong.
pub fn internal() -> Status {
    Status::internal("Something went wrong")
}

/// The field an `InvalidArgument` status names, if any.
pub fn field_of(status: &Status) -> Option<&str> {
    status
        .metadata()
        .get(FIELD_METADATA_KEY)
        .and_then(|value| value.to_str().ok())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn invalid_argument_names_the_field() {
        let status = invalid_argument("data.applicant.pni", "Invalid personal id");
        assert_eq!(status.code(), tonic::Code::InvalidArgument);
        assert_eq!(field_of(&status), Some("data.applicant.pni"));
        assert_eq!(status.message(), "Invalid personal id");
    }
}
